//! The rules authority: one `Game` per match, every change through `apply`, which
//! validates first and refuses without touching the state. Setup + action log replay
//! the whole game (the RNG is seeded), so undo and saves fall out of it.

use super::cards::CardsGame;
use super::duel::{ChipKind, DuelGame};
use super::error::RuleError;
pub use super::game_id::GameId;
use super::ranking::{standings, Standing};
use super::rng::GameRng;
use super::rules::{DiceTurnRules, GameRules};
use super::save;
use super::scoresheet::classic::RuleSet;
use super::scoresheet::sheet::BoxId;
use super::scoresheet::SheetGame;
use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;

pub use super::save::{Corruption, LoadError};

/// The version of the rules new games are played under. A game keeps the version it was
/// started under (`Setup::rules_version`, saved with it) for as long as it is played, so
/// an update never changes the rules of a running game under its players. A change to
/// the rules that would play a saved game differently bumps this, and the engine keeps
/// playing the earlier versions by checking `Setup::rules_version`.
///
/// 1: the rules of docs/rules.md as first released (every format-1 save is played under it).
/// 2: Karten-Kniffel: after a play a hand is back to exactly 5 cards; whoever holds more
///    discards down to 5 with the play (`Action::Play::discard`). Under 1 extra cards stay.
pub const RULES_VERSION: u32 = 2;

/// The four games. Saves and the CLI name them by their id, so a variant is never renamed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    /// Classic Kniffel (docs/rules.md section 1).
    Classic,
    /// Kniffel Extreme (section 2).
    Extreme,
    /// Kniffel Dice Duel (section 3).
    Duel,
    /// Karten-Kniffel (section 4).
    Cards,
}

impl GameKind {
    /// Every game, in the order the app lists them.
    pub const ALL: [GameKind; 4] = [
        GameKind::Classic,
        GameKind::Extreme,
        GameKind::Duel,
        GameKind::Cards,
    ];

    /// The game's id in saves and on the command line.
    pub fn id(self) -> &'static str {
        match self {
            GameKind::Classic => "classic",
            GameKind::Extreme => "extreme",
            GameKind::Duel => "duel",
            GameKind::Cards => "cards",
        }
    }

    /// The game with this id, None for an unknown one.
    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|k| k.id() == id)
    }

    /// How many players the game takes.
    pub fn players(self) -> RangeInclusive<usize> {
        match self {
            GameKind::Classic => 1..=8,
            GameKind::Extreme | GameKind::Duel => 1..=4,
            GameKind::Cards => 2..=5,
        }
    }

    /// Whether the game is played with dice (Karten-Kniffel is played with cards only):
    /// only then can real dice be thrown and typed in (the score pad).
    pub fn has_dice(self) -> bool {
        self != GameKind::Cards
    }

    /// Where a new game's dice come from when people asked for real dice (`real_dice`):
    /// a game without dice is always dealt by the app.
    pub fn dice_source(self, real_dice: bool) -> DiceSource {
        if real_dice && self.has_dice() {
            DiceSource::Manual
        } else {
            DiceSource::Random
        }
    }

    /// Whether the house rules of scoring apply (Kniffel or Yahtzee scoring, the joker):
    /// classic Kniffel only, Kniffel Extreme has its own fixed scoring.
    pub fn has_scoring_rules(self) -> bool {
        self == GameKind::Classic
    }

    /// Whether players may announce a field of their own hand (`Options::announce_yourself`):
    /// Karten-Kniffel only.
    pub fn has_announce_yourself(self) -> bool {
        self == GameKind::Cards
    }

    /// Refuses a player count outside `players()`.
    ///
    /// # Errors
    ///
    /// `RuleError::WrongPlayerCount` when `got` is outside `players()`.
    pub fn check_players(self, got: usize) -> Result<(), RuleError> {
        let range = self.players();
        if range.contains(&got) {
            return Ok(());
        }
        Err(RuleError::WrongPlayerCount {
            kind: self,
            min: *range.start(),
            max: *range.end(),
            got,
        })
    }
}
serde_by_id!(GameKind, "a game id");

/// The computer players. Plain data here; `crate::ai` plays them. Saves name them by
/// their id, so a variant is never renamed or removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotKind {
    /// Any legal action (for tests and simulations).
    Random,
    /// The best points now, judged against each box's typical score (the only computer
    /// player before levels existed: older saves name it).
    Greedy,
    /// Greedy with some mistakes: the level for children and beginners.
    Easy,
    /// Greedy with a sensible look-ahead.
    Normal,
    /// The best Pasch can play: the exact solver in classic Kniffel.
    Strong,
}

impl BotKind {
    /// Every computer player, in the order the CLI lists them.
    pub const ALL: [BotKind; 5] = [
        BotKind::Random,
        BotKind::Greedy,
        BotKind::Easy,
        BotKind::Normal,
        BotKind::Strong,
    ];

    /// The levels a person can choose in the app, weakest first.
    pub const LEVELS: [BotKind; 3] = [BotKind::Easy, BotKind::Normal, BotKind::Strong];

    /// The bot's id in saves and on the command line.
    pub fn id(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Greedy => "greedy",
            BotKind::Easy => "easy",
            BotKind::Normal => "normal",
            BotKind::Strong => "strong",
        }
    }

    /// The computer player with this id, None for an unknown one.
    pub fn from_id(id: &str) -> Option<BotKind> {
        BotKind::ALL.into_iter().find(|b| b.id() == id)
    }
}
serde_by_id!(BotKind, "a computer player id");

/// One seat: who sits there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSetup {
    /// The name the screens show (not empty).
    pub name: String,
    /// The computer player on this seat; None for a person.
    #[serde(default)]
    pub bot: Option<BotKind>,
}

/// House rules; a saved game keeps the ones it was started with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Classic Kniffel: the German Kniffel sheet or the Yahtzee one.
    #[serde(default)]
    pub rule_set: RuleSet,
    /// Classic Kniffel: a further Kniffel is a joker for the lower boxes.
    #[serde(default = "default_true")]
    pub joker: bool,
    /// Karten-Kniffel: the players announce the second-to-last field themselves (or pay
    /// a penalty); without it the app announces for them.
    #[serde(default)]
    pub announce_yourself: bool,
}

fn default_true() -> bool {
    true
}

impl Default for Options {
    fn default() -> Self {
        Options {
            rule_set: RuleSet::Kniffel,
            joker: true,
            announce_yourself: false,
        }
    }
}

/// Where the dice come from: the app's generator, or real dice typed in (score pad).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DiceSource {
    /// The app rolls.
    #[default]
    Random,
    /// Real dice, typed in after each throw.
    Manual,
}

impl DiceSource {
    /// The dice source's id in saves and on the command line.
    pub fn id(self) -> &'static str {
        match self {
            DiceSource::Random => "random",
            DiceSource::Manual => "manual",
        }
    }

    /// The dice source with this id (`random`, `manual`), None for an unknown one.
    pub fn from_id(id: &str) -> Option<DiceSource> {
        [DiceSource::Random, DiceSource::Manual]
            .into_iter()
            .find(|d| d.id() == id)
    }
}
serde_by_id!(DiceSource, "a dice source id");

/// The longest player name Pasch takes where a name enters (New game, a rename in the
/// statistics, an import, a phone), in characters: a longer one breaks the sheet's columns
/// and grows every save. Loading never checks it: games saved before the limit keep their
/// names.
pub const MAX_NAME_CHARS: usize = 40;

/// `name` cut to at most `MAX_NAME_CHARS` characters.
pub fn clip_name(name: &str) -> &str {
    match name.char_indices().nth(MAX_NAME_CHARS) {
        Some((at, _)) => &name[..at],
        None => name,
    }
}

/// Everything a game is started with: with the action log it replays the whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The game played.
    pub kind: GameKind,
    /// The rules this game is played under (see `RULES_VERSION`): a new game gets the
    /// current version, a saved game keeps its own.
    pub rules_version: u32,
    /// The seats, in the order play goes round.
    pub players: Vec<PlayerSetup>,
    /// The house rules.
    #[serde(default)]
    pub options: Options,
    /// Seeds the dice and cards (`GameRng`).
    pub seed: u64,
    /// The app's dice or real ones.
    #[serde(default)]
    pub dice: DiceSource,
    /// The seat that takes the first turn; play goes round from there. Older saves have
    /// none: the first player began.
    #[serde(default)]
    pub start_player: usize,
    /// The seed was chosen by a person (typed in, or "play this game again"), not drawn:
    /// the end screen says so, and such a game sets no record.
    #[serde(default)]
    pub chosen_seed: bool,
    /// The daily challenge of this day (`YYYY-MM-DD`): a solitaire classic Kniffel whose
    /// dice come from the day (`engine::daily`), not from the seed. Left out otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<String>,
    /// This game's identity: drawn for every new game (a rematch or a replay of the same
    /// seed is another game), kept by undo and saves. Saves from before ids have none
    /// until they are read (`save::read` derives one from their content).
    #[serde(default, skip_serializing_if = "GameId::is_none")]
    pub id: GameId,
}

impl Setup {
    /// Human players named as given, default options, a fresh random seed.
    pub fn new(kind: GameKind, names: &[&str]) -> Setup {
        Setup {
            kind,
            rules_version: RULES_VERSION,
            players: names
                .iter()
                .map(|n| PlayerSetup {
                    name: n.to_string(),
                    bot: None,
                })
                .collect(),
            options: Options::default(),
            seed: GameRng::os_seed(),
            dice: DiceSource::Random,
            start_player: 0,
            chosen_seed: false,
            daily: None,
            id: GameId::random(),
        }
    }

    /// The same setup with this seed.
    pub fn with_seed(mut self, seed: u64) -> Setup {
        self.seed = seed;
        self
    }

    /// An identity derived from this setup and `more` (say, a log and a date), for games
    /// saved without one: the same on every device, and blind to the players' names, so
    /// a rename does not make the game another one. It must never change (an old export
    /// imported again must find its games): a field added to `Setup` must be left out of
    /// the JSON while it has its default, as `daily` and `id` are (a test pins a value).
    pub fn content_id(&self, more: &[&str]) -> GameId {
        let mut blind = self.clone();
        blind.id = GameId::NONE;
        for p in &mut blind.players {
            p.name.clear();
        }
        let setup = serde_json::to_string(&blind).unwrap_or_default();
        GameId::derived(std::iter::once(setup.as_str()).chain(more.iter().copied()))
    }

    /// The name of seat `p` ("" for a seat the game does not have).
    pub fn player_name(&self, p: usize) -> &str {
        self.players.get(p).map_or("", |x| x.name.as_str())
    }

    /// Whether seat `p` is played by a person (not a computer player).
    pub fn is_person(&self, p: usize) -> bool {
        self.players.get(p).is_some_and(|x| x.bot.is_none())
    }

    fn validate(&self) -> Result<(), RuleError> {
        self.kind.check_players(self.players.len())?;
        if self.players.iter().any(|p| p.name.trim().is_empty()) {
            return Err(RuleError::UnnamedPlayer);
        }
        if !self.kind.has_dice() && self.dice == DiceSource::Manual {
            return Err(RuleError::CardsNeedTheApp);
        }
        if let Some(date) = &self.daily {
            let solo_kniffel = self.kind == GameKind::Classic && self.players.len() == 1;
            if !solo_kniffel || self.dice != DiceSource::Random || !super::daily::is_date(date) {
                return Err(RuleError::DailyIsSoloKniffel);
            }
        }
        if self.start_player >= self.players.len() {
            return Err(RuleError::NoSuchStartPlayer {
                player: self.start_player,
            });
        }
        Ok(())
    }
}

/// Everything a player can do. Each game refuses the actions that are not its own.
///
/// Written by serde's derive, read in one pass by `action_read` (the derive's reader of
/// a tagged enum is heavy).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "action",
    rename_all = "snake_case",
    try_from = "super::action_read::ActionFields"
)]
pub enum Action {
    /// Roll the dice that are not held (all of them on the first roll).
    Roll,
    /// Kniffel Extreme: hand in a chip for a 4th roll.
    ChipRoll,
    /// Hold a die for the next roll, or release it.
    Hold {
        /// The die (0-based).
        die: usize,
        /// Held (true) or released.
        held: bool,
    },
    /// Real dice typed in (score-pad games only); counts as a roll.
    EnterDice {
        /// What the dice show, in the game's order of dice.
        dice: Vec<u8>,
    },
    /// Fill a box with the current dice (classic, Extreme).
    Score {
        /// The box.
        #[serde(rename = "box")]
        box_id: BoxId,
    },
    /// Dice Duel: take a chip (ends the turn, or after a Kniffel starts the extra turn).
    TakeChip {
        /// The chip's kind.
        kind: ChipKind,
        /// From the set-aside chips (a Kniffel only), not the tray (false when left out:
        /// `action_read`).
        from_set_aside: bool,
    },
    /// Dice Duel: end the turn without a chip (only when none can be taken).
    NoChip,
    /// Karten-Kniffel: discard these card values, draw as many (or one more).
    Exchange {
        /// The card values to discard (any order).
        discard: Vec<u8>,
        /// Draw one more card than discarded.
        one_more: bool,
    },
    /// Karten-Kniffel: play these card values into a field. Under rules version 2 a hand
    /// left with more than 5 cards goes back to 5: `discard` names the surplus, chosen
    /// with the play (nothing is drawn then, so the player knows the rest already).
    Play {
        /// The card values played.
        cards: Vec<u8>,
        /// The field they fill.
        field: BoxId,
        /// The surplus discarded with the play (rules version 2).
        #[serde(skip_serializing_if = "Vec::is_empty")]
        discard: Vec<u8>,
    },
    /// Karten-Kniffel with "announce yourself": announce the second-to-last field.
    Announce,
}

impl Action {
    /// Whether this action brings chance into the game: it throws the app's dice (a roll,
    /// a chip's extra roll) or draws cards (an exchange, and the refill after a play).
    /// Replaying the log from before such an action would show the same dice or cards
    /// again, so undo never goes back past one (a roll is final). Dice typed in from a
    /// real throw are not chance the app controls: they can be corrected.
    pub fn draws_chance(&self) -> bool {
        matches!(
            self,
            Action::Roll | Action::ChipRoll | Action::Exchange { .. } | Action::Play { .. }
        )
    }

    /// Whether this action ends the turn of the player who takes it: a box filled, a
    /// chip taken or none (a Dice Duel Kniffel's extra turn is a new turn), cards
    /// exchanged or played. The one answer for bots, the session and the screens. (A
    /// solo Dice Duel Kniffel earns two chips: the turn ends with the second.)
    pub fn ends_turn(&self) -> bool {
        matches!(
            self,
            Action::Score { .. }
                | Action::TakeChip { .. }
                | Action::NoChip
                | Action::Exchange { .. }
                | Action::Play { .. }
        )
    }
}

/// What an action did, for the screen (roll log, set-aside, reshuffle) and the CLI.
///
/// Written by serde's derive, read in one pass by `event_read` (as actions are).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "event",
    rename_all = "snake_case",
    try_from = "super::event_read::EventFields"
)]
pub enum Event {
    /// A player's turn began.
    TurnStarted {
        /// The seat on turn.
        player: usize,
        /// The round (from 1).
        round: u32,
    },
    /// The dice were rolled (or real ones typed in).
    Rolled {
        /// The seat that rolled.
        player: usize,
        /// Which roll of the turn (from 1).
        roll: u8,
        /// What all the dice show now.
        dice: Vec<u8>,
    },
    /// A die was held or released.
    HoldChanged {
        /// The die (0-based).
        die: usize,
        /// Held now (true) or released.
        held: bool,
    },
    /// Kniffel Extreme: a chip was handed in for a 4th roll.
    ChipSpent {
        /// The seat that handed it in.
        player: usize,
        /// The chips it has left.
        chips_left: u8,
    },
    /// A box was filled.
    Scored {
        /// The seat whose sheet it is.
        player: usize,
        /// The box.
        #[serde(rename = "box")]
        box_id: BoxId,
        /// The points written in it.
        points: i32,
        /// Extra-Kniffel bonus points earned with it (classic).
        bonus: i32,
    },
    /// Dice Duel: a chip was taken.
    ChipTaken {
        /// The seat that took it.
        player: usize,
        /// The chip's kind.
        kind: ChipKind,
        /// From the set-aside chips, not the tray.
        from_set_aside: bool,
    },
    /// Dice Duel: a turn ended without a chip.
    NoChip {
        /// The seat whose turn it was.
        player: usize,
    },
    /// Dice Duel: the tray's best chip was set aside.
    SetAside {
        /// The chip's kind.
        kind: ChipKind,
    },
    /// Dice Duel: a Kniffel earned the player another turn.
    ExtraTurn {
        /// The seat that plays again.
        player: usize,
    },
    /// Karten-Kniffel: cards were exchanged.
    Exchanged {
        /// The seat that exchanged.
        player: usize,
        /// The card values discarded.
        discarded: Vec<u8>,
        /// How many cards were drawn.
        drawn: usize,
    },
    /// Karten-Kniffel: cards were played into a field.
    Played {
        /// The seat that played.
        player: usize,
        /// The field filled.
        field: BoxId,
        /// The card values played.
        cards: Vec<u8>,
        /// The points written in the field.
        points: i32,
        /// Penalty points for extra cards held.
        penalty: i32,
    },
    /// Karten-Kniffel (rules 2): after a play the player discarded down to 5 cards.
    DiscardedDown {
        /// The seat that discarded.
        player: usize,
        /// The card values discarded.
        cards: Vec<u8>,
    },
    /// Karten-Kniffel: the discard pile was shuffled into a new draw pile.
    Reshuffled {
        /// The cards in the new draw pile.
        cards: usize,
    },
    /// Karten-Kniffel: the second-to-last field was announced.
    Announced {
        /// The seat that announced.
        player: usize,
        /// The app announced (without the option "announce yourself").
        by_app: bool,
    },
    /// Karten-Kniffel: the second-to-last field was filled unannounced.
    AnnouncementMissed {
        /// The seat that forgot.
        player: usize,
        /// The penalty points it costs.
        penalty: i32,
    },
    /// Karten-Kniffel: a player filled every field; the round is played to its end.
    LastRound {
        /// The seat that finished first.
        player: usize,
    },
    /// The game ended.
    GameOver,
}

impl Event {
    /// The seat whose Kniffel this event is: five alike scored with points in a Kniffel
    /// box (Kniffel Extreme's too) or earning an extra Kniffel's bonus, played into the
    /// Kniffel field with cards, or (Dice Duel) earning another turn. The table
    /// celebrates it; a game with another name for five alike answers here too.
    pub fn kniffel_of(&self) -> Option<usize> {
        let kniffel_box = |b: &BoxId, points: &i32| {
            matches!(b, BoxId::Kniffel | BoxId::KniffelExtreme) && *points > 0
        };
        match self {
            Event::Scored {
                player,
                box_id,
                points,
                bonus,
            } if kniffel_box(box_id, points) || *bonus > 0 => Some(*player),
            Event::Played {
                player,
                field,
                points,
                ..
            } if kniffel_box(field, points) => Some(*player),
            Event::ExtraTurn { player } => Some(*player),
            _ => None,
        }
    }
}

/// The rules state of the game being played, by kind.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum GameState {
    /// Classic Kniffel.
    Classic(SheetGame),
    /// Kniffel Extreme.
    Extreme(SheetGame),
    /// Kniffel Dice Duel.
    Duel(DuelGame),
    /// Karten-Kniffel.
    Cards(CardsGame),
}

impl GameState {
    fn new(setup: &Setup, rng: &mut GameRng) -> Result<GameState, RuleError> {
        Ok(match setup.kind {
            GameKind::Classic => GameState::Classic(SheetGame::new(setup)),
            GameKind::Extreme => GameState::Extreme(SheetGame::new(setup)),
            GameKind::Duel => GameState::Duel(DuelGame::new(setup)),
            GameKind::Cards => GameState::Cards(CardsGame::new(setup, rng)),
        })
    }

    /// The rules of the game being played: the one place that tells the kinds apart.
    pub fn rules(&self) -> &dyn GameRules {
        match self {
            GameState::Classic(g) | GameState::Extreme(g) => g,
            GameState::Duel(g) => g,
            GameState::Cards(g) => g,
        }
    }

    fn rules_mut(&mut self) -> &mut dyn GameRules {
        match self {
            GameState::Classic(g) | GameState::Extreme(g) => g,
            GameState::Duel(g) => g,
            GameState::Cards(g) => g,
        }
    }

    /// Validates and performs `action`; on refusal nothing has changed.
    ///
    /// # Errors
    ///
    /// The `RuleError` that says why the rules refuse the action now.
    pub fn apply(&mut self, action: &Action, rng: &mut GameRng) -> Result<Vec<Event>, RuleError> {
        self.rules_mut().apply(action, rng)
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.rules().is_over()
    }

    /// The seat on turn (the last one to move once the game is over).
    pub fn current_player(&self) -> usize {
        self.rules().current_player()
    }

    /// The round being played, from 1.
    pub fn round(&self) -> u32 {
        self.rules().round()
    }

    /// Every player's total as it stands, by seat.
    pub fn totals(&self) -> Vec<i32> {
        self.rules().totals()
    }

    /// Conservation checks for tests and the simulator: every box filled at most once,
    /// 28 chips and 108 cards accounted for. `Err` names what is broken.
    ///
    /// # Errors
    ///
    /// A description of the first broken invariant.
    pub fn check_invariants(&self) -> Result<(), String> {
        self.rules().check_invariants()
    }

    /// Every action the rules allow now (for the random bot and property tests).
    pub fn legal_actions(&self) -> Vec<Action> {
        self.rules().legal_actions()
    }

    /// What the dice turn allows now; None in Karten-Kniffel.
    pub fn dice_turn(&self) -> Option<DiceTurnRules> {
        self.rules().dice_turn()
    }
}

/// A whole match: its setup, the random source, the rules state and the action log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Game {
    setup: Setup,
    /// Not read back: only a phone's view reads a `Game`'s serde form, and its copy has
    /// no stream (`seen_by`).
    #[serde(skip_deserializing)]
    rng: GameRng,
    #[serde(with = "super::state_wire")]
    state: GameState,
    log: Vec<Action>,
    /// How many hints each seat asked for (index = seat; shorter than the seats when
    /// the last seats asked for none). Not an action: a hint changes nothing on the
    /// table, but statistics mark a game with hints. Saved with the game, kept by undo.
    #[serde(default)]
    hints: Vec<u32>,
    /// On a phone's copy (`seen_by`) only: what each action of the log did, as the table
    /// replayed it, since the copy has no seed to replay it itself (its roll log and
    /// move list). Never part of a save.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    told: Option<Vec<Step>>,
}

/// What one action of the log did, as everyone at the table saw it (no hand in it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The action.
    pub action: Action,
    /// The seat on turn when it was taken.
    pub player: usize,
    /// What it did.
    pub events: Vec<Event>,
    /// Karten-Kniffel: the size of that seat's hand before and after (public at a real
    /// table); 0 in the dice games.
    pub hands: (usize, usize),
}

impl Game {
    /// A new game: nothing played yet.
    ///
    /// # Errors
    ///
    /// The `RuleError` of a setup the game cannot be played with: a player count outside
    /// `GameKind::players`, an empty name, Karten-Kniffel with real dice, a daily
    /// challenge that is not a solitaire classic Kniffel, a start player who is not
    /// seated.
    pub fn new(setup: Setup) -> Result<Game, RuleError> {
        setup.validate()?;
        let mut rng = GameRng::from_seed(setup.seed);
        let state = GameState::new(&setup, &mut rng)?;
        Ok(Game {
            setup,
            rng,
            state,
            log: Vec::new(),
            hints: Vec::new(),
            told: None,
        })
    }

    /// A Karten-Kniffel game dealt from a deck in a known order, top card first (tests and
    /// rule demonstrations, as `CardsGame::with_deck`). The deck is not part of the setup:
    /// undo, `history` and a save deal the seed's deck again, so such a game is only
    /// played forward.
    ///
    /// # Errors
    ///
    /// What `Game::new` refuses in the setup; `RuleError::BadDeck` when the setup is not
    /// Karten-Kniffel or the deck is not 18 cards of each value.
    pub fn with_deck(setup: Setup, deck: Vec<u8>) -> Result<Game, RuleError> {
        let mut game = Game::new(setup)?;
        if game.setup.kind != GameKind::Cards {
            return Err(RuleError::BadDeck);
        }
        game.state = GameState::Cards(CardsGame::with_deck(&game.setup, deck)?);
        Ok(game)
    }

    /// The setup the game was started with.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The rules state: the sheets, chips or cards on the table.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// Every action taken so far, in order: with the setup it replays the game.
    pub fn log(&self) -> &[Action] {
        &self.log
    }

    /// How many hints each seat asked for (index = seat; shorter than the seats when the
    /// last seats asked for none).
    pub fn hints(&self) -> &[u32] {
        &self.hints
    }

    /// The same game under another identity: a kept game's own id, or one derived for a
    /// game saved before games had ids. The id plays no part in the rules.
    pub fn with_id(mut self, id: GameId) -> Game {
        self.setup.id = id;
        self
    }

    /// The game with the hint counts a save kept (they are not in the log).
    pub(super) fn with_hints(mut self, hints: Vec<u32>) -> Game {
        self.hints = hints;
        self
    }

    /// Counts a hint shown to `seat` (the statistics mark the game).
    pub fn note_hint(&mut self, seat: usize) {
        if self.hints.len() <= seat {
            self.hints.resize(seat + 1, 0);
        }
        self.hints[seat] = self.hints[seat].saturating_add(1);
    }

    /// How many hints `seat` asked for.
    pub fn hints_of(&self, seat: usize) -> u32 {
        self.hints.get(seat).copied().unwrap_or(0)
    }

    /// Whether anyone asked for a hint in this game.
    pub fn hints_used(&self) -> bool {
        self.hints.iter().any(|&n| n > 0)
    }

    /// Validates and performs `action`. On refusal nothing has changed.
    ///
    /// # Errors
    ///
    /// `RuleError::GameOver` once the game has ended; otherwise the `RuleError` that says
    /// why the rules refuse the action now.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        if self.state.is_over() {
            return Err(RuleError::GameOver);
        }
        let events = self.state.apply(&action, &mut self.rng)?;
        self.log.push(action);
        Ok(events)
    }

    /// `apply` with the log kept short: a hold or release of a die replaces the earlier
    /// one of the same die since the last other action (a roll, a box), so the log keeps
    /// at most one entry per die between two rolls however often a die is tapped (what a
    /// phone sends: a looping or modified one cannot grow the save with holds). The state
    /// is `apply`'s: holds only set flags, so their order and repeats change nothing, and
    /// the shorter log replays to the same game. Only undo sees the difference: it takes
    /// back the die's last hold, not each tap. Replays (`replay`, a save read back) use
    /// `apply`, which keeps a log as it was written.
    ///
    /// # Errors
    ///
    /// What `apply` refuses.
    pub fn apply_compact(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        let Action::Hold { die, .. } = action else {
            return self.apply(action);
        };
        let events = self.apply(action)?;
        // The entry just pushed is last; an earlier one of the same die in this run of
        // holds goes.
        let last = self.log.len() - 1;
        let run = self.log[..last]
            .iter()
            .rposition(|a| !matches!(a, Action::Hold { .. }))
            .map_or(0, |i| i + 1);
        if let Some(i) = self.log[run..last]
            .iter()
            .position(|a| matches!(a, Action::Hold { die: d, .. } if *d == die))
        {
            self.log.remove(run + i);
        }
        Ok(events)
    }

    /// Rebuilds a game from its setup and actions; fails on the first illegal action.
    ///
    /// # Errors
    ///
    /// What `Game::new` refuses in the setup, or the refusal of the first illegal action.
    pub fn replay(setup: Setup, actions: &[Action]) -> Result<Game, RuleError> {
        let mut game = Game::new(setup)?;
        for a in actions {
            game.apply(a.clone())?;
        }
        Ok(game)
    }

    /// Takes back the last action by replaying all the others.
    ///
    /// # Errors
    ///
    /// `RuleError::NothingToUndo` before the first action; a refusal of the replay (not
    /// for a game played through `apply`).
    pub fn undo(&mut self) -> Result<Action, RuleError> {
        let Some(last) = self.log.last().cloned() else {
            return Err(RuleError::NothingToUndo);
        };
        *self = self.rewound(self.log.len() - 1)?;
        Ok(last)
    }

    /// The game as it was after its first `keep` actions, replayed. A hint once seen
    /// stays seen: going back takes back moves, not the help.
    ///
    /// # Errors
    ///
    /// A refusal of the replay (not for a game played through `apply`).
    pub fn rewound(&self, keep: usize) -> Result<Game, RuleError> {
        let kept = &self.log[..keep.min(self.log.len())];
        Ok(Game::replay(self.setup.clone(), kept)?.with_hints(self.hints.clone()))
    }

    /// Every action so far with what it did (the roll log).
    pub fn history(&self) -> Vec<(Action, Vec<Event>)> {
        self.steps()
            .into_iter()
            .map(|s| (s.action, s.events))
            .collect()
    }

    /// Every action so far with who took it and what it did, replayed (or as the table
    /// told it, on a phone's copy).
    pub fn steps(&self) -> Vec<Step> {
        if let Some(told) = &self.told {
            return told.clone();
        }
        let Ok(mut game) = Game::new(self.setup.clone()) else {
            return Vec::new();
        };
        let hand = |game: &Game, seat: usize| match &game.state {
            GameState::Cards(c) => c.hand_len(seat),
            _ => 0,
        };
        let mut out = Vec::with_capacity(self.log.len());
        for a in &self.log {
            let player = game.current_player();
            let before = hand(&game, player);
            match game.apply(a.clone()) {
                Ok(events) => out.push(Step {
                    action: a.clone(),
                    player,
                    events,
                    hands: (before, hand(&game, player)),
                }),
                Err(_) => break,
            }
        }
        out
    }

    /// The game as the player at `seat` may see it on their own phone: the seed (until the
    /// game is over), the random stream and the draw pile's order gone (no future dice or
    /// cards) and in
    /// Karten-Kniffel every other hand face down. The log stays (what was played and
    /// discarded is public) with what each action did, but it no longer replays: this
    /// game is for showing only.
    pub fn seen_by(&self, seat: usize) -> Game {
        self.seen_with(seat, self.steps())
    }

    /// `seen_by` with the game's `steps` worked out already (one replay serves every
    /// phone at the table).
    pub fn seen_with(&self, seat: usize, steps: Vec<Step>) -> Game {
        let state = match &self.state {
            GameState::Cards(c) => GameState::Cards(c.seen_by(seat)),
            other => other.clone(),
        };
        let mut setup = self.setup.clone();
        // A finished game's number is public (its end screen shows it to everyone).
        if !self.is_over() {
            setup.seed = 0;
        }
        Game {
            setup,
            rng: GameRng::default(),
            state,
            log: self.log.clone(),
            hints: self.hints.clone(),
            told: Some(steps),
        }
    }

    /// The same game with every player's name cut to `MAX_NAME_CHARS` (a game that came
    /// from elsewhere, before its names are shown: `remote::protocol`).
    pub fn with_names_clipped(mut self) -> Game {
        for p in &mut self.setup.players {
            if p.name.chars().count() > MAX_NAME_CHARS {
                p.name = clip_name(&p.name).to_string();
            }
        }
        self
    }

    /// The game played.
    pub fn kind(&self) -> GameKind {
        self.setup.kind
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.state.is_over()
    }

    /// The seat on turn (the last one to move once the game is over).
    pub fn current_player(&self) -> usize {
        self.state.current_player()
    }

    /// Every player's total as it stands, by seat.
    pub fn totals(&self) -> Vec<i32> {
        self.state.totals()
    }

    /// The ranking by total, ties sharing a place.
    pub fn standings(&self) -> Vec<Standing> {
        standings(&self.totals())
    }

    /// The game as a save (see `save`): its setup and action log, in the current format.
    pub fn to_json(&self) -> String {
        save::write(self)
    }

    /// Reads a save of any format this version knows (older ones are migrated) and
    /// replays its log. A save from a newer version, one that is not JSON or not shaped
    /// like a save, and one whose log does not replay are told apart in the error.
    ///
    /// # Errors
    ///
    /// The `LoadError` that says why the text is no save this version can play.
    pub fn from_json(json: &str) -> Result<Game, LoadError> {
        save::read(json)
    }
}

#[cfg(test)]
mod kniffel_tests {
    use super::*;

    fn scored(box_id: BoxId, points: i32, bonus: i32) -> Event {
        Event::Scored {
            player: 1,
            box_id,
            points,
            bonus,
        }
    }

    #[test]
    fn five_alike_scored_is_a_kniffel_whatever_the_game() {
        assert_eq!(scored(BoxId::Kniffel, 50, 0).kniffel_of(), Some(1));
        assert_eq!(scored(BoxId::KniffelExtreme, 75, 0).kniffel_of(), Some(1));
        assert_eq!(
            scored(BoxId::Chance, 20, 100).kniffel_of(),
            Some(1),
            "an extra Kniffel's bonus"
        );
        assert_eq!(
            scored(BoxId::Kniffel, 0, 0).kniffel_of(),
            None,
            "struck, not scored"
        );
        assert_eq!(scored(BoxId::FullHouse, 25, 0).kniffel_of(), None);
        assert_eq!(Event::ExtraTurn { player: 2 }.kniffel_of(), Some(2));
        let played = Event::Played {
            player: 0,
            field: BoxId::Kniffel,
            cards: vec![4; 5],
            points: 50,
            penalty: 0,
        };
        assert_eq!(played.kniffel_of(), Some(0));
        assert_eq!(Event::GameOver.kniffel_of(), None);
    }
}
