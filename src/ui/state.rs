//! The app's state, shared with every component through context: the game, the screen,
//! the language and settings, and the storage situation. Every change to the game goes
//! through `AppState::act`, `undo` or `start`, which save it at once (`ui::keeping`).

use crate::engine::error::RuleError;
use crate::engine::game::{Action, Event, Game, GameId, GameState, Setup, RULES_VERSION};
use crate::engine::rng::GameRng;
use crate::session::bots::{pause_before_bot, BotDriver, Pace};
use crate::session::undo;
use crate::store::backups::Backup;
use crate::store::game::GameKeeper;
use crate::store::history::Pending;
use crate::store::settings::{Settings, Theme};
use crate::store::StorageStatus;
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

#[derive(Clone, Copy)]
pub struct AppState {
    pub game: RwSignal<Option<Game>>,
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
    /// What this window last read or wrote of the stored game (`ui::keeping`).
    pub(crate) keeper: StoredValue<GameKeeper>,
    /// Finished games not stored yet (`ui::keeping`).
    pub(crate) pending: StoredValue<Pending>,
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
        AppState {
            game: RwSignal::new(loaded.game.game),
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
            history: RwSignal::new(loaded.history.history),
            news: RwSignal::new(None),
            version: RwSignal::new(0),
            solver: crate::ui::hint::solver::SolverService::new(),
            skipping: RwSignal::new(false),
            bots: StoredValue::new(BotDriver::new(GameRng::os_seed())),
            keeper: StoredValue::new(loaded.keeper),
            pending: StoredValue::new(Pending::default()),
        }
    }

    /// Shows `game` as the game now (saved, or followed from another window), and lets
    /// the computers and the screens know.
    pub(crate) fn show_game(&self, game: Game) {
        self.game.set(Some(game));
        self.version.update(|v| *v += 1);
    }

    /// Another game takes the screen (a new one, one from elsewhere, one reopened): the
    /// computers start afresh and old news goes.
    pub(crate) fn reset_play(&self) {
        self.bots.update_value(BotDriver::reset);
        self.news.set(None);
    }

    /// Starts a new game from `setup` and shows it.
    pub fn start(&self, setup: Setup) -> Result<(), RuleError> {
        let game = Game::new(setup)?;
        self.reset_play();
        self.commit(game);
        self.screen.set(Screen::Play);
        Ok(())
    }

    /// Whether a game is under way that a new one would end.
    pub fn has_unfinished_game(&self) -> bool {
        self.game
            .with_untracked(|g| g.as_ref().is_some_and(|g| !g.is_over()))
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

    /// Starts a new game from the current one's setup as `next` changes it.
    fn restart_with(&self, next: impl FnOnce(Setup) -> Setup) {
        let Some(last) = self
            .game
            .with_untracked(|g| g.as_ref().map(|g| g.setup().clone()))
        else {
            return;
        };
        self.start_asking(again(next(last)));
    }

    /// Performs an action for the current player; a refusal is shown, not thrown.
    pub fn act(&self, action: Action) {
        let Some(mut game) = self.game.get_untracked() else {
            return;
        };
        let player = game
            .setup()
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
                self.reset_play();
                self.commit(g);
            }
            Err(r) => self.news.set(Some(News::Refused(r))),
        }
    }

    pub fn can_undo(&self) -> bool {
        self.game.with(|g| g.as_ref().is_some_and(undo::can_undo))
    }

    pub fn set_settings(&self, settings: Settings) {
        self.apply_settings(settings);
        self.storage
            .settings
            .set(crate::ui::keeping::save_settings(&settings));
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
            Some((pick(g.state())?.clone(), g.setup().players.clone()))
        })?;
        // The last state stays when the game is cleared or another kind starts: the
        // screen still reads it while it is being torn down.
        let game = Memo::new(move |prev: Option<&T>| {
            self.game.with(|g| {
                g.as_ref()
                    .and_then(|g| pick(g.state()))
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
                    .setup()
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
                    && g.setup()
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
        self.act(action.clone());
        let applied = matches!(self.news.get_untracked(), Some(News::Events { .. }));
        self.bots.update_value(|bots| bots.taken(&action, applied));
    }
}

/// A new game from a finished game's setup: its own identity, today's rules (even if
/// the finished game kept older ones).
pub fn again(setup: Setup) -> Setup {
    Setup {
        id: GameId::random(),
        rules_version: RULES_VERSION,
        ..setup
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
