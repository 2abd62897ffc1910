//! The whole app state: every narrow context, made at start-up from what the browser
//! kept and provided to the components, each of which pulls only the one it needs
//! (`use_lang`, `use_on_screen`, `use_actions`, ...). A phone at a table gets a state of
//! its own (`for_phone`).

use crate::engine::{Game, GameRng, RuleError, Setup};
use crate::session::Session;
use crate::stats::history::History;
use crate::store::game::GameKeeper;
use crate::ui::brain::BrainService;
use crate::ui::i18n::Lang;
use crate::ui::state::actions::Actions;
use crate::ui::state::bots::Bots;
use crate::ui::state::history::SessionHistory;
use crate::ui::state::language::opening_lang;
use crate::ui::state::on_screen::OnScreen;
use crate::ui::state::persistence::{load, Persistence};
use crate::ui::state::phone_link::{ActionSink, PhoneLink};
use crate::ui::state::screen::Screen;
use crate::ui::state::settings::SettingsCtx;
use crate::ui::state::storage::StorageHealth;
use leptos::prelude::*;

/// Every context of the app, in one value (itself a context, for the screens that read
/// much of it).
#[derive(Clone, Copy)]
pub struct AppState {
    /// The language (`use_lang`).
    pub lang: RwSignal<Lang>,
    /// The screen shown (`use_screen`).
    pub screen: RwSignal<Screen>,
    /// The finished games the statistics are computed from (`use_history`).
    pub history: SessionHistory,
    /// The game on screen and its news (`use_on_screen`).
    pub on_screen: OnScreen,
    /// How keeping things fares (`use_storage`).
    pub storage: StorageHealth,
    /// The settings (`use_settings`).
    pub settings: SettingsCtx,
    /// The actions on the game (`use_actions`).
    pub actions: Actions,
    /// The computer players (`use_bots`).
    pub bots: Bots,
}

impl Default for AppState {
    fn default() -> Self {
        Self::new()
    }
}

impl AppState {
    /// Reads the saved game, the history and the settings; must run inside the app's
    /// reactive owner.
    pub fn new() -> AppState {
        let loaded = load();
        let lang = opening_lang(loaded.settings.lang);
        let session = RwSignal::new(Session::new(
            loaded.game.game,
            loaded.history.history,
            GameRng::os_seed(),
        ));
        let screen = RwSignal::new(Screen::Start);
        let storage = StorageHealth {
            game: RwSignal::new(loaded.game.status),
            history: RwSignal::new(loaded.history.status),
            settings: RwSignal::new(loaded.settings_status),
            set_aside: RwSignal::new(
                loaded
                    .game
                    .backup
                    .into_iter()
                    .chain(loaded.history.set_aside)
                    .collect(),
            ),
            backups_changed: RwSignal::new(0),
            elsewhere: RwSignal::new(None),
            made_room: RwSignal::new(0),
            newer_games: RwSignal::new(loaded.history.newer),
            persist_asked: RwSignal::new(loaded.persist_asked),
        };
        let settings = SettingsCtx::new(RwSignal::new(loaded.settings), lang, screen, storage);
        let brain = BrainService::new();
        AppState::of(
            session,
            loaded.keeper,
            lang,
            screen,
            storage,
            settings,
            brain,
            PhoneLink::none(),
        )
    }

    /// The state around `session`, with the contexts it shares with others.
    #[allow(clippy::too_many_arguments)] // each a context made once, at start-up
    fn of(
        session: RwSignal<Session>,
        keeper: GameKeeper,
        lang: RwSignal<Lang>,
        screen: RwSignal<Screen>,
        storage: StorageHealth,
        settings: SettingsCtx,
        brain: BrainService,
        link: PhoneLink,
    ) -> AppState {
        let on_screen = OnScreen::of(session);
        let persistence = Persistence::new(keeper, session, on_screen, screen, settings, storage);
        let actions = Actions::new(session, on_screen, screen, brain, persistence, link);
        AppState {
            lang,
            screen,
            history: SessionHistory::of(session),
            on_screen,
            storage,
            settings,
            actions,
            bots: Bots::new(actions, screen, settings.settings),
        }
    }

    /// Provides the state in the current reactive owner, for the components below: each
    /// pulls only its part (`use_lang`, `use_actions`, ...: `ui::state::provided`).
    pub fn provide(self) {
        provide_context(self);
    }

    /// The state a phone at a table plays in, provided in the current reactive owner for
    /// the phone's screens: its own session holding the game as the table shows it to
    /// this phone (`show_seen`), and every action sent to the table by `send` (which
    /// rolls, deals and judges). It keeps nothing on this device: its session changes
    /// only by the table's views (`Actions::change` does nothing on a phone), its
    /// finished games are no history of this device, it has no keeper of this device's
    /// saved game, it asks nobody to replace that game, and settings changed meanwhile
    /// stay in memory (`SettingsCtx::on_phone`). The owner's own game, history and
    /// settings are as they were whatever is pressed at the table.
    pub fn for_phone(self, send: ActionSink) -> AppState {
        let session = RwSignal::new(Session::new(None, History::default(), 0));
        let phone = AppState::of(
            session,
            GameKeeper::default(),
            self.lang,
            self.screen,
            self.storage,
            self.settings.on_phone(),
            self.actions.brain,
            PhoneLink::to(send),
        );
        phone.provide();
        phone
    }

    /// Starts a new game from `setup` and shows it (`Actions::start`).
    pub fn start(&self, setup: Setup) -> Result<(), RuleError> {
        self.actions.start(setup)
    }

    /// A phone: shows the game as the table sent it (`Actions::show_seen`).
    pub fn show_seen(&self, game: Game) {
        self.actions.show_seen(game);
    }

    /// Shows the settings as this device keeps them (`SettingsCtx::settings_as_kept`).
    pub fn settings_as_kept(&self) {
        self.settings.settings_as_kept();
    }
}
