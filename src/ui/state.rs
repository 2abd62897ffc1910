//! The app's state, shared with every component through context: the game, the screen,
//! the language and settings, and the storage situation. Every change to the game goes
//! through `AppState::act`, `undo` or `start`, which save it at once.

use crate::engine::error::RuleError;
use crate::engine::game::{Action, Event, Game, GameState, Setup, RULES_VERSION};
use crate::engine::rng::GameRng;
use crate::session::bots::{pause_before_bot, BotDriver, Pace};
use crate::session::undo;
use crate::store::{self, Backup, Settings, StorageStatus, Theme};
use crate::ui::i18n::Lang;
use crate::ui::shared::roster::Roster;
use leptos::prelude::*;
use std::time::Duration;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Start,
    NewGame,
    Play,
    Rules,
    Settings,
    /// Statistics, high scores, the history of finished games and the daily challenge.
    Stats,
}

/// What the last action came to: a refusal the screen shows, or the events it caused.
#[derive(Clone, Debug, PartialEq)]
pub enum News {
    Refused(RuleError),
    Events { player: String, events: Vec<Event> },
}

#[derive(Clone, Copy)]
pub struct AppState {
    pub game: RwSignal<Option<Game>>,
    pub screen: RwSignal<Screen>,
    pub lang: RwSignal<Lang>,
    pub settings: RwSignal<Settings>,
    pub storage: RwSignal<StorageStatus>,
    /// An unreadable save found at start-up, until the user dismisses the notice.
    pub backup: RwSignal<Option<Backup>>,
    pub news: RwSignal<Option<News>>,
    /// Bumped on every change to the game, so a scheduled bot move can tell whether the
    /// game it was planned for is still the one on screen.
    pub version: RwSignal<u64>,
    /// The finished games the statistics are computed from (`ui::stats`).
    pub history: RwSignal<crate::stats::history::History>,
    /// The exact Kniffel tables: loaded on first need, for hints, reviews and strong
    /// computer players.
    pub solver: crate::ui::hint::solver::SolverService,
    /// A person asked to skip the computers' moves: they follow without pauses until a
    /// person is to move again.
    pub skipping: RwSignal<bool>,
    /// Plays the computer players (their own random source and the step guard).
    bots: StoredValue<BotDriver>,
}

impl Default for AppState {
    fn default() -> Self {
        Self::new()
    }
}

impl AppState {
    /// Reads the saved game and settings; must run inside the app's reactive owner.
    pub fn new() -> AppState {
        let loaded = store::load_game();
        let kept = store::load_history();
        let settings = store::load_settings();
        let lang = forced_lang().or(settings.lang).unwrap_or_else(browser_lang);
        AppState {
            game: RwSignal::new(loaded.game),
            screen: RwSignal::new(Screen::Start),
            lang: RwSignal::new(lang),
            settings: RwSignal::new(settings),
            storage: RwSignal::new(if loaded.status == StorageStatus::Ok {
                kept.status
            } else {
                loaded.status
            }),
            backup: RwSignal::new(loaded.backup.or(kept.backup)),
            history: RwSignal::new(kept.history),
            news: RwSignal::new(None),
            version: RwSignal::new(0),
            solver: crate::ui::hint::solver::SolverService::new(),
            skipping: RwSignal::new(false),
            bots: StoredValue::new(BotDriver::new(GameRng::os_seed())),
        }
    }

    /// Replaces the game, saves it, and notes how the storage fared.
    fn commit(&self, game: Game) {
        crate::ui::stats::keep_if_finished(self, &game);
        let status = match store::save_game(&game) {
            Ok(()) => StorageStatus::Ok,
            Err(s) => s,
        };
        if self.storage.get_untracked() != status {
            self.storage.set(status);
        }
        self.game.set(Some(game));
        self.version.update(|v| *v += 1);
    }

    /// Starts a new game from `setup` and shows it.
    pub fn start(&self, setup: Setup) -> Result<(), RuleError> {
        let game = Game::new(setup)?;
        self.bots.update_value(BotDriver::reset);
        self.news.set(None);
        self.commit(game);
        self.screen.set(Screen::Play);
        Ok(())
    }

    /// The same players and options again, with fresh dice; the next player begins.
    pub fn rematch(&self) {
        self.restart_with(|last| Setup {
            seed: GameRng::os_seed(),
            start_player: (last.start_player + 1) % last.players.len().max(1),
            chosen_seed: false,
            ..last
        });
    }

    /// The game just over once more: the same seed, so the same rolls and cards, and the
    /// same start player. Marked as a chosen seed: the dice were known.
    pub fn play_again_same(&self) {
        self.restart_with(|last| Setup {
            chosen_seed: true,
            ..last
        });
    }

    /// Starts a new game from the current one's setup as `next` changes it, under today's
    /// rules even if the last game kept older ones.
    fn restart_with(&self, next: impl FnOnce(Setup) -> Setup) {
        let Some(last) = self
            .game
            .with_untracked(|g| g.as_ref().map(|g| g.setup.clone()))
        else {
            return;
        };
        let setup = Setup {
            rules_version: RULES_VERSION,
            ..next(last)
        };
        if let Err(r) = self.start(setup) {
            self.news.set(Some(News::Refused(r)));
        }
    }

    /// Performs an action for the current player; a refusal is shown, not thrown.
    pub fn act(&self, action: Action) {
        let Some(mut game) = self.game.get_untracked() else {
            return;
        };
        let player = game
            .setup
            .players
            .get(game.current_player())
            .map(|p| p.name.clone())
            .unwrap_or_default();
        match game.apply(action) {
            Ok(events) => {
                self.news.set(Some(News::Events { player, events }));
                self.commit(game);
            }
            Err(r) => self.news.set(Some(News::Refused(r))),
        }
    }

    /// Counts a hint shown to the player on turn, saved with the game.
    pub fn note_hint(&self) {
        let Some(mut game) = self.game.get_untracked() else {
            return;
        };
        game.note_hint(game.current_player());
        self.commit(game);
    }

    /// Takes back the last human action and every computer move after it, so undo
    /// always lands on a human's decision.
    pub fn undo(&self) {
        let Some(undone) = self
            .game
            .with_untracked(|g| g.as_ref().and_then(undo::undo))
        else {
            return;
        };
        match undone {
            Ok(g) => {
                self.bots.update_value(BotDriver::reset);
                self.news.set(None);
                self.commit(g);
            }
            Err(r) => self.news.set(Some(News::Refused(r))),
        }
    }

    pub fn can_undo(&self) -> bool {
        self.game.with(|g| g.as_ref().is_some_and(undo::can_undo))
    }

    pub fn set_settings(&self, settings: Settings) {
        self.settings.set(settings);
        if let Some(lang) = settings.lang {
            self.lang.set(lang);
        } else {
            self.lang.set(forced_lang().unwrap_or_else(browser_lang));
        }
        if let Err(s) = store::save_settings(&settings) {
            self.storage.set(s);
        }
    }

    /// Why the last action was refused, in the app's language; None after any other
    /// news (tracked).
    pub fn refusal(&self) -> Option<String> {
        let lang = self.lang.get();
        self.news.with(|n| match n {
            Some(News::Refused(r)) => Some(lang.refusal(r)),
            _ => None,
        })
    }

    /// Real dice: whether the computer on turn waits for people to throw for it (its
    /// holds and chip are set). Follows the game.
    pub fn bot_awaits_throw(self) -> Signal<bool> {
        Memo::new(move |_| {
            self.game.with(|g| {
                g.as_ref()
                    .is_some_and(|g| self.bots.with_value(|b| b.awaits_throw(g)))
            })
        })
        .into()
    }

    /// What a game screen reads of the game on screen: the state `pick` finds in it,
    /// and its players (not its seed: that stays secret until the end). None when there
    /// is no game or `pick` finds nothing.
    pub fn game_on_screen<T>(self, pick: fn(&GameState) -> Option<&T>) -> Option<(Memo<T>, Roster)>
    where
        T: Clone + PartialEq + Send + Sync + 'static,
    {
        let (initial, players) = self.game.with_untracked(|g| {
            let g = g.as_ref()?;
            Some((pick(&g.state)?.clone(), g.setup.players.clone()))
        })?;
        // The last state stays when the game is cleared or another kind starts: the
        // screen still reads it while it is being torn down.
        let game = Memo::new(move |prev: Option<&T>| {
            self.game.with(|g| {
                g.as_ref()
                    .and_then(|g| pick(&g.state))
                    .cloned()
                    .or_else(|| prev.cloned())
                    .unwrap_or_else(|| initial.clone())
            })
        });
        Some((game, Roster::new(players)))
    }

    pub fn theme(&self) -> Theme {
        self.settings.with(|s| s.theme)
    }

    /// Plays computer players: whenever the game changes and a bot is to move, its
    /// action follows after a short, visible pause (none while skipping ahead). A strong
    /// classic player first needs the solver's table: it is sent for at once, and the
    /// bot moves when it is installed.
    pub fn drive_bots(self) {
        Effect::new(move |_| {
            let version = self.version.get();
            self.solver.installed.track();
            if self.screen.get() != Screen::Play {
                return;
            }
            self.game.with_untracked(|g| {
                let Some(g) = g else { return };
                for rules in g
                    .setup
                    .players
                    .iter()
                    .filter_map(|p| p.bot.and_then(|b| crate::ai::needs_table(b, g)))
                {
                    self.solver.ensure(rules);
                }
            });
            let pace = if self.skipping.get() {
                Pace::Skip
            } else if self.settings.with_untracked(|s| s.fast_bots) {
                Pace::Fast
            } else {
                Pace::Normal
            };
            let Some(pause) = self
                .game
                .with(|g| g.as_ref().and_then(|g| pause_before_bot(g, pace)))
            else {
                // A person is to move (or the game is over): skipping ends here.
                if self.skipping.get_untracked() {
                    self.skipping.set(false);
                }
                return;
            };
            set_timeout(
                move || self.bot_step(version),
                Duration::from_millis(pause.into()),
            );
        });
    }

    /// The computer on turn waits for the solver's table (a strong classic player
    /// before the first solve): the screens show the progress instead.
    pub fn bot_awaits_table(&self) -> bool {
        self.solver.installed.track();
        self.game.with(|g| {
            g.as_ref().is_some_and(|g| {
                !g.is_over()
                    && g.setup
                        .players
                        .get(g.current_player())
                        .and_then(|p| p.bot)
                        .and_then(|b| crate::ai::needs_table(b, g))
                        .is_some_and(|rules| {
                            crate::ai::kniffel::tables::ready(rules).is_none()
                                && !crate::ai::kniffel::tables::given_up(rules)
                        })
            })
        })
    }

    fn bot_step(&self, planned_at: u64) {
        if self.version.get_untracked() != planned_at || self.screen.get_untracked() != Screen::Play
        {
            return;
        }
        let Some(game) = self.game.get_untracked() else {
            return;
        };
        let Some(action) = self
            .bots
            .try_update_value(|bots| bots.next_action(&game))
            .flatten()
        else {
            return;
        };
        let player = game.current_player();
        self.act(action);
        let events = self.news.with_untracked(|n| match n {
            Some(News::Events { events, .. }) => events.clone(),
            _ => Vec::new(),
        });
        self.game.with_untracked(|g| {
            if let Some(g) = g {
                self.bots
                    .update_value(|bots| bots.taken(player, &events, g));
            }
        });
    }
}

/// `?lang=de|en` in the address wins over everything.
pub fn forced_lang() -> Option<Lang> {
    let search = window().location().search().ok()?;
    let params = web_sys::UrlSearchParams::new_with_str(&search).ok()?;
    Lang::from_code(&params.get("lang")?)
}

fn browser_lang() -> Lang {
    window()
        .navigator()
        .language()
        .and_then(|l| Lang::from_code(&l))
        .unwrap_or(Lang::En)
}
