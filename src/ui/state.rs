//! The app's state, shared with every component through context: the game, the screen,
//! the language and settings, and the storage situation. Every change to the game goes
//! through `AppState::act`, `undo` or `start`, which save it at once.

use super::i18n::Lang;
use super::roster::Roster;
use crate::ai;
use crate::engine::game::RULES_VERSION;
use crate::engine::game::{Action, Event, Game, GameKind, GameState, Refusal, Setup};
use crate::engine::rng::GameRng;
use crate::store::{self, Backup, Settings, StorageStatus, Theme};
use leptos::prelude::*;
use std::time::Duration;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Start,
    NewGame,
    Play,
    Rules,
    Settings,
}

/// Something the screen reads out after an action (also for screen readers).
#[derive(Clone, Debug, PartialEq)]
pub enum News {
    Refused(Refusal),
    Events { player: String, events: Vec<Event> },
}

impl News {
    /// The line read out: a refusal's reason, or what `describe` says of each event of
    /// `player`'s action (events it passes over, such as whose turn it is, stay silent:
    /// the turn line and the standings read those out themselves).
    pub fn line(&self, german: bool, describe: impl Fn(&str, &Event) -> Option<String>) -> String {
        match self {
            News::Refused(r) => r.text(german).to_string(),
            News::Events { player, events } => events
                .iter()
                .filter_map(|e| describe(player, e))
                .collect::<Vec<_>>()
                .join(" "),
        }
    }
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
    /// The bots' own random source (never the game's, so bots cannot change the dice).
    bot_rng: StoredValue<GameRng>,
    /// Bot actions in the current turn: a guard against a bot that never ends its turn.
    bot_steps: StoredValue<u32>,
}

/// A bot that has not scored after this many actions in one turn is made to score.
/// (The Dice Duel bot's own turns take up to 12: three rolls, its holds one die at a
/// time, and the chip; 1 % of them take more than 10.)
const BOT_STEP_LIMIT: u32 = 16;

impl Default for AppState {
    fn default() -> Self {
        Self::new()
    }
}

impl AppState {
    /// Reads the saved game and settings; must run inside the app's reactive owner.
    pub fn new() -> AppState {
        let loaded = store::load_game();
        let settings = store::load_settings();
        let lang = forced_lang().or(settings.lang).unwrap_or_else(browser_lang);
        AppState {
            game: RwSignal::new(loaded.game),
            screen: RwSignal::new(Screen::Start),
            lang: RwSignal::new(lang),
            settings: RwSignal::new(settings),
            storage: RwSignal::new(loaded.status),
            backup: RwSignal::new(loaded.backup),
            news: RwSignal::new(None),
            version: RwSignal::new(0),
            bot_rng: StoredValue::new(GameRng::from_seed(GameRng::os_seed())),
            bot_steps: StoredValue::new(0),
        }
    }

    /// Replaces the game, saves it, and notes how the storage fared.
    fn commit(&self, game: Game) {
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
    pub fn start(&self, setup: Setup) -> Result<(), Refusal> {
        let game = Game::new(setup)?;
        self.bot_steps.set_value(0);
        self.news.set(None);
        self.commit(game);
        self.screen.set(Screen::Play);
        Ok(())
    }

    /// The same players and options again, with fresh dice.
    pub fn rematch(&self) {
        let Some(setup) = self
            .game
            .with_untracked(|g| g.as_ref().map(|g| g.setup.clone()))
        else {
            return;
        };
        // A new game: fresh dice, and today's rules even if the last game kept older ones.
        let setup = Setup {
            seed: GameRng::os_seed(),
            rules_version: RULES_VERSION,
            ..setup
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

    /// Takes back the last human action and every computer move after it, so undo
    /// always lands on a human's decision.
    pub fn undo(&self) {
        let Some(game) = self.game.get_untracked() else {
            return;
        };
        let Some(keep) = last_human_action(&game).filter(|&k| undo_reveals_nothing(&game, k))
        else {
            return;
        };
        match Game::replay(game.setup.clone(), &game.log[..keep]) {
            Ok(g) => {
                self.bot_steps.set_value(0);
                self.news.set(None);
                self.commit(g);
            }
            Err(r) => self.news.set(Some(News::Refused(r))),
        }
    }

    pub fn can_undo(&self) -> bool {
        self.game.with(|g| {
            g.as_ref()
                .is_some_and(|g| last_human_action(g).is_some_and(|k| undo_reveals_nothing(g, k)))
        })
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
        let german = self.lang.get().german();
        self.news.with(|n| match n {
            Some(News::Refused(r)) => Some(r.text(german).to_string()),
            _ => None,
        })
    }

    /// The line read out after the last action (tracked): `News::line` in the app's
    /// language, `describe` saying what the screen reads of an event.
    pub fn news_line(&self, describe: impl Fn(Lang, &str, &Event) -> Option<String>) -> String {
        let lang = self.lang.get();
        self.news.with(|n| {
            n.as_ref()
                .map(|n| n.line(lang.german(), |player, e| describe(lang, player, e)))
                .unwrap_or_default()
        })
    }

    /// What a game screen reads of the game on screen: the state `pick` finds in it,
    /// its players and its seed. None when there is no game or `pick` finds nothing.
    pub fn game_on_screen<T>(
        self,
        pick: fn(&GameState) -> Option<&T>,
    ) -> Option<(Memo<T>, Roster, u64)>
    where
        T: Clone + PartialEq + Send + Sync + 'static,
    {
        let (initial, players, seed) = self.game.with_untracked(|g| {
            let g = g.as_ref()?;
            Some((
                pick(&g.state)?.clone(),
                g.setup.players.clone(),
                g.setup.seed,
            ))
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
        Some((game, Roster::new(players), seed))
    }

    pub fn theme(&self) -> Theme {
        self.settings.with(|s| s.theme)
    }

    /// Plays computer players: whenever the game changes and a bot is to move, its
    /// action follows after a short, visible pause.
    pub fn drive_bots(self) {
        Effect::new(move |_| {
            let version = self.version.get();
            if self.screen.get() != Screen::Play {
                return;
            }
            // (a bot is to move, its last action was a hold)
            let bot_to_move = self.game.with(|g| {
                let g = g.as_ref()?;
                if g.is_over() {
                    return None;
                }
                g.setup.players.get(g.current_player())?.bot?;
                Some(matches!(g.log.last(), Some(Action::Hold { .. })))
            });
            let Some(after_hold) = bot_to_move else {
                return;
            };
            // A pause to see each roll and box; holds follow each other quicker.
            let fast = self.settings.with_untracked(|s| s.fast_bots);
            let pause = match (fast, after_hold) {
                (false, false) => 800,
                (false, true) => 300,
                (true, false) => 250,
                (true, true) => 100,
            };
            set_timeout(move || self.bot_step(version), Duration::from_millis(pause));
        });
    }

    fn bot_step(&self, planned_at: u64) {
        if self.version.get_untracked() != planned_at || self.screen.get_untracked() != Screen::Play
        {
            return;
        }
        let Some(game) = self.game.get_untracked() else {
            return;
        };
        let Some(bot) = game
            .setup
            .players
            .get(game.current_player())
            .and_then(|p| p.bot)
        else {
            return;
        };
        let steps = self.bot_steps.get_value() + 1;
        let chosen = if steps > BOT_STEP_LIMIT {
            // A bot stuck in its turn is made to end it: the first box it may fill, or
            // (Dice Duel) the first chip it may take or no chip.
            game.state.legal_actions().into_iter().find(|a| {
                matches!(
                    a,
                    Action::Score { .. } | Action::TakeChip { .. } | Action::NoChip
                )
            })
        } else {
            self.bot_rng
                .try_update_value(|rng| ai::choose(bot, &game, rng))
                .flatten()
        };
        // Real dice are thrown by people, who tap them in for a computer player too (the
        // Dice Duel bot offers the entry as its first move).
        let Some(action) = chosen.filter(|a| !matches!(a, Action::EnterDice { .. })) else {
            return;
        };
        let before = game.current_player();
        self.act(action);
        // A Dice Duel Kniffel starts another turn of the same player: a new turn too.
        let new_turn = self.news.with_untracked(|n| {
            matches!(n, Some(News::Events { events, .. })
                if events.iter().any(|e| matches!(e, Event::TurnStarted { .. })))
        });
        let turn_over = new_turn
            || self.game.with_untracked(|g| {
                g.as_ref()
                    .is_none_or(|g| g.current_player() != before || g.is_over())
            });
        self.bot_steps.set_value(if turn_over { 0 } else { steps });
    }
}

/// How many actions to keep so the last human action is undone: the index of the last
/// action a human took, or None when no human has acted.
fn last_human_action(game: &Game) -> Option<usize> {
    let mut replay = Game::new(game.setup.clone()).ok()?;
    let mut last = None;
    for (i, action) in game.log.iter().enumerate() {
        let player = replay.current_player();
        if game
            .setup
            .players
            .get(player)
            .is_some_and(|p| p.bot.is_none())
        {
            last = Some(i);
        }
        replay.apply(action.clone()).ok()?;
    }
    last
}

/// Would undoing the actions from `keep` on show nothing that should stay hidden?
/// Karten-Kniffel: an exchange or a play draws cards, and replaying the same seed draws
/// the same ones again, so taking it back would let the player know their next cards.
/// There only an Announce (which draws nothing) can be undone.
fn undo_reveals_nothing(game: &Game, keep: usize) -> bool {
    game.kind() != GameKind::Cards
        || game
            .log
            .get(keep..)
            .is_some_and(|rest| rest.iter().all(|a| matches!(a, Action::Announce)))
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
