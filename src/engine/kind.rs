//! The ids a game is made of: which game (`GameKind`), which computer player
//! (`BotKind`), where the dice come from (`DiceSource`). Plain vocabulary, saved by id.

use std::ops::RangeInclusive;

/// The games. Saves and the CLI name them by their id, so a variant is never renamed, and
/// new ones are added at the end.
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
    /// Yatzy, the Nordic game (section 5).
    Yatzy,
    /// Maxi Yatzy, with six dice (section 6).
    MaxiYatzy,
    /// Generala, the Latin American game (section 7).
    Generala,
}

impl GameKind {
    /// Every game the engine, the command line and the statistics know.
    pub const ALL: [GameKind; 7] = [
        GameKind::Classic,
        GameKind::Extreme,
        GameKind::Duel,
        GameKind::Cards,
        GameKind::Yatzy,
        GameKind::MaxiYatzy,
        GameKind::Generala,
    ];

    /// The games the app offers on its new-game screen, in the order it lists them (Yatzy,
    /// Maxi Yatzy and Generala join once their screens are there).
    pub const IN_APP: [GameKind; 4] = [
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
            GameKind::Yatzy => "yatzy",
            GameKind::MaxiYatzy => "maxi_yatzy",
            GameKind::Generala => "generala",
        }
    }

    /// The game with this id, None for an unknown one.
    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|k| k.id() == id)
    }

    /// How many players the game takes.
    pub fn players(self) -> RangeInclusive<usize> {
        match self {
            GameKind::Classic | GameKind::Yatzy | GameKind::MaxiYatzy | GameKind::Generala => 1..=8,
            GameKind::Extreme | GameKind::Duel => 1..=4,
            GameKind::Cards => 2..=5,
        }
    }

    /// Whether the game is played with dice (Karten-Kniffel is played with cards only):
    /// only then can real dice be thrown and typed in (the score pad).
    pub fn has_dice(self) -> bool {
        self != GameKind::Cards
    }

    /// Whether the game is played on a scoresheet (every game but Dice Duel and
    /// Karten-Kniffel): only those offer head starts ("Fair start").
    pub fn has_sheet(self) -> bool {
        !matches!(self, GameKind::Duel | GameKind::Cards)
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

    /// Whether Duplicate ("Same dice for everyone", `Options::same_dice`) can be played:
    /// the scoresheet games, with the app's dice.
    pub fn has_same_dice(self) -> bool {
        !matches!(self, GameKind::Duel | GameKind::Cards)
    }

    /// Whether players may announce a field of their own hand (`Options::announce_yourself`):
    /// Karten-Kniffel only.
    pub fn has_announce_yourself(self) -> bool {
        self == GameKind::Cards
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
