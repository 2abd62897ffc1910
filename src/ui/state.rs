//! The app's state, shared with every component through context: the session (the
//! game, its computer players, the finished games: `crate::session::Session`) and the
//! signals that show it, the screen, the language and settings, and the storage
//! situation. Every change goes through the session (`act`, `undo`, `start`, ...), and
//! `ui::keeping` saves and stores what it returns.

use crate::brain::{Answer, Decision, Question};
use crate::engine::error::RuleError;
use crate::engine::game::{Action, Event, Game, GameId, Setup};
use crate::engine::rng::GameRng;
use crate::session::bots::Pace;
use crate::session::{AskedAt, Change, Moved, Outcome, Saver, Session};
use crate::stats::history::History;
use crate::store::backups::Backup;
use crate::store::game::GameKeeper;
use crate::store::history::Pending;
use crate::store::persist::PersistAsked;
use crate::store::settings::{Settings, Theme};
use crate::store::StorageStatus;
use crate::ui::brain::BrainService;
use crate::ui::i18n::Lang;
use leptos::prelude::*;
use std::rc::Rc;
use std::time::Duration;

/// What a phone's screens send to the table (`AppState::for_phone`).
pub(crate) enum ToTheTable {
    /// An action of the phone's player.
    Act(Action),
    /// A question for the table's brain about the game, and where its answer goes.
    Ask(Question, Box<dyn FnOnce(Answer)>),
}

/// Where a phone's actions and questions go: to the table.
pub(crate) type ActionSink = Rc<dyn Fn(ToTheTable)>;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Start,
    NewGame,
    Play,
    Rules,
    Settings,
    /// Statistics, high scores and the history of finished games.
    Stats,
    /// The daily challenge: today's result, best and streak, and Play (`ui::pages::daily`).
    Daily,
    /// A phone joins a table and plays there (`ui::remote::phone`).
    Join,
}

/// What the last action came to: a refusal the screen shows, or the events it caused.
#[derive(Clone, Debug, PartialEq)]
pub enum News {
    Refused(RuleError),
    /// A refusal in words, told by the table (on a phone: `ui::remote::phone`).
    Told(String),
    Events {
        player: String,
        events: Vec<Event>,
    },
}

/// How writing fares, per kind of thing kept: a failure of one stays visible whatever
/// the others do, until that kind is written again.
#[derive(Clone, Copy)]
pub struct StorageHealth {
    /// The running game's save.
    pub game: RwSignal<StorageStatus>,
    /// The finished games of the statistics (a failure: some wait in memory).
    pub history: RwSignal<StorageStatus>,
    /// The settings.
    pub settings: RwSignal<StorageStatus>,
}

/// What another window did to the game on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elsewhere {
    /// It played on: this window shows the game as it stands now.
    Continued,
    /// It started another game, which this window shows now.
    Replaced,
    /// A newer version of Pasch saved the game there: this window saves nothing over it.
    Newer,
}

/// Something that would end the unfinished game, waiting for the person to agree.
#[derive(Clone, Debug, PartialEq)]
pub enum Replacement {
    /// A new game from this setup (today's challenge, a rematch, a game played again).
    Start(Setup),
    /// A saved game that was kept aside, opened again (`key`: its backup).
    Reopen { game: Box<Game>, key: String },
}

/// The session's finished games, read and changed like a signal (a tracked read
/// follows every change of the session).
#[derive(Clone, Copy)]
pub struct SessionHistory(RwSignal<Session>);

impl SessionHistory {
    pub fn with<T>(&self, read: impl FnOnce(&History) -> T) -> T {
        self.0.with(|s| read(s.history()))
    }

    pub fn with_untracked<T>(&self, read: impl FnOnce(&History) -> T) -> T {
        self.0.with_untracked(|s| read(s.history()))
    }

    pub fn update(&self, change: impl FnOnce(&mut History)) {
        self.0.update(|s| change(s.history_mut()));
    }

    /// Changes the history without telling the screens (a long import, slice by slice:
    /// `update` once at its end counts the statistics once).
    pub fn update_untracked(&self, change: impl FnOnce(&mut History)) {
        self.0.update_untracked(|s| change(s.history_mut()));
    }

    pub fn set(&self, history: History) {
        self.update(|h| *h = history);
    }

    pub fn track(&self) {
        self.0.track();
    }
}

#[derive(Clone, Copy)]
pub struct AppState {
    /// The game, its computer players and the finished games: changed only through the
    /// methods below (`ui::keeping::run` saves and stores what changed).
    pub(crate) session: RwSignal<Session>,
    /// The session's game, as the screens read it.
    pub game: Memo<Option<Game>>,
    pub screen: RwSignal<Screen>,
    pub lang: RwSignal<Lang>,
    pub settings: RwSignal<Settings>,
    pub storage: StorageHealth,
    /// What this start found unreadable and kept aside, until the user dismisses it.
    pub set_aside: RwSignal<Vec<Backup>>,
    /// Bumped whenever a kept-aside text comes or goes (Settings lists them).
    pub backups_changed: RwSignal<u32>,
    /// Another window played on or replaced the game on screen (until dismissed).
    pub elsewhere: RwSignal<Option<Elsewhere>>,
    /// A new game waits for the person to agree to end the unfinished one.
    pub replacing: RwSignal<Option<Replacement>>,
    /// Finished games whose moves made room while this window was open (their results
    /// stay in the statistics).
    pub made_room: RwSignal<usize>,
    /// Stored finished games of a newer Pasch, left in storage for it (Statistics counts
    /// them).
    pub newer_games: RwSignal<Vec<GameId>>,
    /// Whether Pasch asked the browser to keep its data, and the answer (`ui::keeping`).
    pub persist_asked: RwSignal<Option<PersistAsked>>,
    pub news: RwSignal<Option<News>>,
    /// Bumped on every change to the game, so a scheduled bot move can tell whether the
    /// game it was planned for is still the one on screen.
    pub version: RwSignal<u64>,
    /// The finished games the statistics are computed from (`ui::stats`).
    pub history: SessionHistory,
    /// The computer's brain (its players, the exact solver): started on first need,
    /// for computer players, hints and reviews.
    pub brain: BrainService,
    /// Real dice: the computer on turn waits for people to throw for it, at this point
    /// of the game (the brain said so).
    awaiting_throw: RwSignal<Option<AskedAt>>,
    /// A person asked to skip the computers' moves: they follow without pauses until a
    /// person is to move again.
    pub skipping: RwSignal<bool>,
    /// What this window last read or wrote of the stored game (`ui::keeping`).
    pub(crate) keeper: StoredValue<GameKeeper>,
    /// Finished games not stored yet (`ui::keeping`).
    pub(crate) pending: StoredValue<Pending>,
    /// On a phone at a table: where the player's actions go instead of into the session
    /// (`ui::remote::phone`); None on the device that holds the game.
    forward: StoredValue<Option<ActionSink>, LocalStorage>,
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
        let loaded = crate::ui::keeping::load();
        let lang = forced_lang()
            .or(loaded.settings.lang)
            .unwrap_or_else(browser_lang);
        let session = RwSignal::new(Session::new(
            loaded.game.game,
            loaded.history.history,
            GameRng::os_seed(),
        ));
        AppState {
            session,
            game: Memo::new(move |_| session.with(|s| s.game().cloned())),
            screen: RwSignal::new(Screen::Start),
            lang: RwSignal::new(lang),
            settings: RwSignal::new(loaded.settings),
            storage: StorageHealth {
                game: RwSignal::new(loaded.game.status),
                history: RwSignal::new(loaded.history.status),
                settings: RwSignal::new(loaded.settings_status),
            },
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
            replacing: RwSignal::new(None),
            made_room: RwSignal::new(0),
            newer_games: RwSignal::new(loaded.history.newer),
            persist_asked: RwSignal::new(loaded.persist_asked),
            history: SessionHistory(session),
            news: RwSignal::new(None),
            version: RwSignal::new(0),
            brain: BrainService::new(),
            awaiting_throw: RwSignal::new(None),
            skipping: RwSignal::new(false),
            keeper: StoredValue::new(loaded.keeper),
            pending: StoredValue::new(Pending::default()),
            forward: StoredValue::new_local(None),
        }
    }

    /// The state a phone at a table plays in: its own session holding the game as the
    /// table shows it to this phone (`show_seen`), and every action sent to the table by
    /// `send` (which rolls, deals and judges). It keeps nothing on this device: its
    /// session changes only by the table's views (`change` does nothing on a phone), its
    /// finished games are no history of this device, it has no keeper of this device's
    /// saved game, it asks nobody to replace that game, and settings changed meanwhile
    /// stay in memory (`update_settings`). The owner's own game, history and settings
    /// are as they were whatever is pressed at the table.
    pub(crate) fn for_phone(self, send: ActionSink) -> AppState {
        let session = RwSignal::new(Session::new(None, History::default(), 0));
        AppState {
            session,
            game: Memo::new(move |_| session.with(|s| s.game().cloned())),
            history: SessionHistory(session),
            replacing: RwSignal::new(None),
            keeper: StoredValue::new(GameKeeper::default()),
            pending: StoredValue::new(Pending::default()),
            news: RwSignal::new(None),
            version: RwSignal::new(0),
            awaiting_throw: RwSignal::new(None),
            skipping: RwSignal::new(false),
            forward: StoredValue::new_local(Some(send)),
            ..self
        }
    }

    /// Whether this is a phone's state at a table (`for_phone`).
    pub fn is_phone(&self) -> bool {
        self.forward.with_value(Option::is_some)
    }

    /// Whether settings changed now are kept on this device: not on a phone's screen
    /// (joining a table or at one), where they last until the phone leaves the table.
    fn keeps_settings(&self) -> bool {
        !self.is_phone() && self.screen.get_untracked() != Screen::Join
    }

    /// Every change of the session made here: saved and stored on the device that holds
    /// the game (`run`); on a phone nothing, whatever asked for it: a phone's session is
    /// the table's view and changes only with the next one (`show_seen`), and nothing a
    /// phone's screens do reaches this device's storage.
    fn change(&self, op: impl FnOnce(&mut Session, &mut dyn Saver) -> Outcome) -> Outcome {
        if self.is_phone() {
            return Outcome::Nothing;
        }
        self.run(op)
    }

    /// A phone: shows the game as the table sent it.
    pub(crate) fn show_seen(&self, game: Game) {
        self.session
            .set(Session::new(Some(game), History::default(), 0));
        self.news.set(None);
        self.version.update(|v| *v += 1);
    }

    /// Reads the session, following the game (not the finished games).
    fn session_of_game<T>(&self, read: impl FnOnce(&Session) -> T) -> T {
        self.game.track();
        self.session.with_untracked(read)
    }

    /// Shows what an operation came to: a move's events, a refusal, or no news after
    /// another game or position took the screen.
    fn tell(&self, outcome: Outcome) {
        match outcome {
            Outcome::Changed(Change {
                moved: Some(Moved { player, events }),
                ..
            }) => self.news.set(Some(News::Events { player, events })),
            Outcome::Changed(Change { replaced: true, .. }) => self.news.set(None),
            Outcome::Refused(r) => self.news.set(Some(News::Refused(r))),
            Outcome::Changed(_) | Outcome::Elsewhere | Outcome::Nothing => {}
        }
    }

    /// Starts a new game from `setup` and shows it (on a phone at a table: nothing).
    pub fn start(&self, setup: Setup) -> Result<(), RuleError> {
        match self.change(|s, saver| s.start(setup, saver)) {
            Outcome::Refused(r) => return Err(r),
            Outcome::Nothing => return Ok(()),
            outcome => self.tell(outcome),
        }
        self.prepare_brain();
        self.screen.set(Screen::Play);
        Ok(())
    }

    /// Whether a game is under way that a new one would end.
    pub fn has_unfinished_game(&self) -> bool {
        self.session.with_untracked(Session::has_unfinished_game)
    }

    /// Starts a new game from `setup`, after asking when it would end an unfinished game
    /// (the shell's `ConfirmReplace` asks; New game says so on its own page).
    pub fn start_asking(&self, setup: Setup) {
        if self.has_unfinished_game() {
            self.replacing.set(Some(Replacement::Start(setup)));
        } else if let Err(r) = self.start(setup) {
            self.news.set(Some(News::Refused(r)));
        }
    }

    /// The same players and options again, with fresh dice; the next player begins.
    pub fn rematch(&self) {
        if let Some(setup) = self.session.with_untracked(Session::rematch) {
            self.start_asking(setup);
        }
    }

    /// The game just over once more: the same seed, so the same rolls and cards, and the
    /// same start player.
    pub fn play_again_same(&self) {
        if let Some(setup) = self.session.with_untracked(Session::play_again) {
            self.start_asking(setup);
        }
    }

    /// Performs an action for the current player; a refusal is shown, not thrown.
    pub fn act(&self, action: Action) {
        if let Some(send) = self.forward.get_value() {
            send(ToTheTable::Act(action));
            return;
        }
        self.tell(self.change(|s, saver| s.act(action, saver)));
    }

    /// Performs an action a phone sent for the current player (`Session::act_remote`); a
    /// refusal is shown, not thrown.
    pub(crate) fn act_remote(&self, action: Action) {
        self.tell(self.change(|s, saver| s.act_remote(action, saver)));
    }

    /// Counts a hint shown to the player on turn, saved with the game.
    pub fn note_hint(&self) {
        // A phone's hint is counted by the table, which answers it.
        if self.is_phone() {
            return;
        }
        self.tell(self.change(|s, saver| s.note_hint(saver)));
    }

    /// Takes back the last human action and every computer move after it, so undo
    /// always lands on a human's decision.
    pub fn undo(&self) {
        self.tell(self.change(|s, saver| s.undo(saver)));
    }

    pub fn can_undo(&self) -> bool {
        self.session_of_game(Session::can_undo)
    }

    /// Forgets the game (the statistics were reset: a finished game would be recorded
    /// again at the next start otherwise).
    pub(crate) fn clear_game(&self) {
        self.session.update(Session::clear_game);
        self.version.update(|v| *v += 1);
    }

    /// Changes the settings with `change`, shows and keeps them (on a phone's screen:
    /// shows them only, `keeps_settings`); the new settings.
    pub fn update_settings(&self, change: impl FnOnce(&mut Settings)) -> Settings {
        let before = self.settings.get_untracked();
        let mut settings = before;
        change(&mut settings);
        self.apply_settings(settings);
        if self.keeps_settings() {
            self.store_settings(&before, &settings);
        }
        settings
    }

    /// Shows the settings as this device keeps them (a phone left the table: what was
    /// changed there lasted as long as the table).
    pub(crate) fn settings_as_kept(&self) {
        let storage = crate::store::browser::local();
        let kept = crate::store::settings::load_settings(
            storage
                .as_ref()
                .map(|l| l as &dyn crate::store::backend::Backend),
        );
        if self.settings.get_untracked() != kept {
            self.apply_settings(kept);
        }
    }

    /// Shows `settings` (chosen here, or in another window).
    pub(crate) fn apply_settings(&self, settings: Settings) {
        self.settings.set(settings);
        if let Some(lang) = settings.lang {
            self.lang.set(lang);
        } else {
            self.lang.set(forced_lang().unwrap_or_else(browser_lang));
        }
    }

    /// Why the last action was refused, in the app's language; None after any other
    /// news (tracked).
    pub fn refusal(&self) -> Option<String> {
        let lang = self.lang.get();
        self.news.with(|n| match n {
            Some(News::Refused(r)) => Some(lang.refusal(r)),
            Some(News::Told(words)) => Some(words.clone()),
            _ => None,
        })
    }

    /// Real dice: whether the computer on turn waits for people to throw for it (its
    /// holds and chip are set). Follows the game.
    pub fn bot_awaits_throw(self) -> Signal<bool> {
        Memo::new(move |_| {
            let waits = self.awaiting_throw.get();
            waits.is_some() && self.session_of_game(Session::asked_at) == waits
        })
        .into()
    }

    pub fn theme(&self) -> Theme {
        self.settings.with(|s| s.theme)
    }

    /// The game on the table as its save (what the brain is asked about).
    pub fn save_text(&self) -> Option<String> {
        // A phone's game has no seed: it does not replay (`Game::seen_by`).
        if self.is_phone() {
            return None;
        }
        self.session
            .with_untracked(|s| s.game().map(crate::engine::save::write))
    }

    /// Asks the brain about the game on the table (nothing without a game).
    pub fn ask_brain(
        &self,
        question: impl FnOnce(String) -> Question,
        answered: impl FnOnce(Answer) + 'static,
    ) {
        if let Some(send) = self.forward.get_value() {
            // A phone has no save (`Game::seen_by`): the table asks about its own game.
            send(ToTheTable::Ask(question(String::new()), Box::new(answered)));
        } else if let Some(save) = self.save_text() {
            self.brain.ask(question(save), answered);
        }
    }

    /// Plays computer players: whenever the game changes and a bot is to move, the brain
    /// is asked at once and its move follows after a short, visible pause (none while
    /// skipping ahead), or when it comes, if thinking took longer.
    pub fn drive_bots(self) {
        Effect::new(move |_| {
            let version = self.version.get();
            if self.screen.get() != Screen::Play {
                return;
            }
            let pace = if self.skipping.get() {
                Pace::Skip
            } else if self.settings.with_untracked(|s| s.fast_bots) {
                Pace::Fast
            } else {
                Pace::Normal
            };
            let Some(pause) = self.session_of_game(|s| s.bot_pause(pace)) else {
                // A person is to move (or the game is over): skipping ends here.
                if self.skipping.get_untracked() {
                    self.skipping.set(false);
                }
                return;
            };
            let Some((at, question)) = self.session.with_untracked(Session::bot_question) else {
                return;
            };
            let asked = now_ms();
            self.brain.ask(question, move |answer| {
                let Answer::Move(decision) = answer else {
                    return;
                };
                let left = f64::from(pause) - (now_ms() - asked);
                let wait = Duration::from_millis(left.max(0.0) as u64);
                set_timeout(move || self.bot_answer(version, at, decision), wait);
            });
        });
    }

    /// The computer on turn waits for the brain to solve a table (a strong classic
    /// player before the first solve): the screens show the progress instead.
    pub fn bot_awaits_table(&self) -> bool {
        self.brain.progress.get().is_some()
    }

    /// Starts the brain on a game with computer players, so that the tables they need
    /// are brought in before their first move.
    fn prepare_brain(&self) {
        if let Some(question) = self.session.with_untracked(Session::prepare_question) {
            self.brain.ask(question, |_| {});
        }
    }

    /// Plays the computer's move the brain `decided` for the game as it stood at
    /// version `planned_at`, unless the game changed meanwhile or left the screen.
    fn bot_answer(&self, planned_at: u64, at: AskedAt, decided: Decision) {
        if self.version.get_untracked() != planned_at || self.screen.get_untracked() != Screen::Play
        {
            return;
        }
        self.awaiting_throw.set(decided.awaits_throw.then_some(at));
        self.tell(self.change(|s, saver| s.bot_answer(at, decided, saver)));
    }
}

/// Milliseconds on the page's clock (monotonic).
pub(crate) fn now_ms() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

/// `?lang=de|en|fr` (any language code) in the address wins over everything.
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
