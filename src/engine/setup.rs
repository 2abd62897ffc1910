//! Everything a game is started with (`Setup`: the game, the seats, the house rules,
//! the seed) and the checks a setup must pass before a game starts with it.

use super::error::RuleError;
use super::game_id::GameId;
use super::kind::{BotKind, DiceSource, GameKind};
use super::rng::GameRng;
use super::scoresheet::classic::RuleSet;
use super::scoresheet::generala::GeneralaRules;
use super::scoresheet::maxi_yatzy::MaxiYatzyRules;
use super::scoresheet::order::BoxOrder;
use super::scoresheet::yatzy::YatzyRules;
use serde::{Deserialize, Serialize};

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

/// One seat: who sits there.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSetup {
    /// The name the screens show (not empty).
    pub name: String,
    /// The computer player on this seat; None for a person.
    #[serde(default)]
    pub bot: Option<BotKind>,
    /// Kids' mode: this person types each box's points and the app checks the sum
    /// (the points entered are always the rules' points). Left out of the JSON while
    /// off, so older setups read and hash the same.
    #[serde(default, skip_serializing_if = "is_default")]
    pub counts_self: bool,
    /// Points this seat starts with ("Fair start"): a row of its own, counted in the
    /// total, kept apart from high scores. Left out of the JSON while 0.
    #[serde(default, skip_serializing_if = "is_default")]
    pub head_start: u32,
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
    /// Yatzy: its three house rules (all off by default). Left out of the JSON while
    /// default, so a setup written before the new games reads and hashes the same.
    #[serde(default, skip_serializing_if = "is_default")]
    pub yatzy: YatzyRules,
    /// Maxi Yatzy: the bonus switch, saved rolls (on by default) and forced order.
    #[serde(default, skip_serializing_if = "is_default")]
    pub maxi_yatzy: MaxiYatzyRules,
    /// Generala: the straight round the 1 and the Double Generala box (on by default).
    #[serde(default, skip_serializing_if = "is_default")]
    pub generala: GeneralaRules,
    /// Duplicate: every player's turn N is played with the same dice stream. Left out
    /// of the JSON while off.
    #[serde(default, skip_serializing_if = "is_default")]
    pub same_dice: bool,
    /// The order in which boxes must be filled (a tournament's forced rounds, or a house
    /// rule); free by default and then left out of the JSON.
    #[serde(default, skip_serializing_if = "is_default")]
    pub box_order: BoxOrder,
}

fn default_true() -> bool {
    true
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

impl Default for Options {
    fn default() -> Self {
        Options {
            rule_set: RuleSet::Kniffel,
            joker: true,
            announce_yourself: false,
            yatzy: YatzyRules::default(),
            maxi_yatzy: MaxiYatzyRules::default(),
            generala: GeneralaRules::default(),
            same_dice: false,
            box_order: BoxOrder::Free,
        }
    }
}

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
    /// The daily challenge of this day (`YYYY-MM-DD`): a solitaire game of
    /// `engine::daily::DAILY_GAMES` whose dice come from the game and the day
    /// (`engine::daily`), not from the seed. Left out otherwise.
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
                    ..Default::default()
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

    /// Refuses a setup no game can be played with (`Game::new`'s errors).
    pub(super) fn validate(&self) -> Result<(), RuleError> {
        self.kind.check_players(self.players.len())?;
        if self.players.iter().any(|p| p.name.trim().is_empty()) {
            return Err(RuleError::UnnamedPlayer);
        }
        if !self.kind.has_dice() && self.dice == DiceSource::Manual {
            return Err(RuleError::CardsNeedTheApp);
        }
        if let Some(date) = &self.daily {
            super::daily::check_daily(self.kind, self.players.len(), self.dice, date)?;
        }
        if self.start_player >= self.players.len() {
            return Err(RuleError::NoSuchStartPlayer {
                player: self.start_player,
            });
        }
        Ok(())
    }
}

impl GameKind {
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
