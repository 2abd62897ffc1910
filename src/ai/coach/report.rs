//! What a review says about each player: the split of their result, the costliest
//! decisions, the luckiest and unluckiest rolls (see `coach`).

use crate::ai::advice::Choice;
use crate::engine::{BoxId, ChipKind};
use serde::{Deserialize, Serialize};

/// A choice a player made or could have made, in any of the four games.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ReviewedMove {
    /// Keep these dice and throw the others; all of them: stop rolling.
    Keep {
        /// The six-sided faces kept, ascending.
        dice: Vec<u8>,
        /// The ten-sided die's face if kept (Kniffel Extreme).
        ten: Option<u8>,
    },
    /// Fill this box with the dice.
    Box(BoxId),
    /// Dice Duel: take this chip (from the set-aside ones after a Kniffel).
    Chip {
        /// Which chip.
        kind: ChipKind,
        /// Taken from the set-aside chips rather than the tray.
        from_set_aside: bool,
    },
    /// Karten-Kniffel: play these cards into a field.
    Play {
        /// The field played into.
        field: BoxId,
        /// The cards played, ascending.
        cards: Vec<u8>,
    },
    /// Karten-Kniffel: discard these cards, draw as many (or one more).
    Exchange {
        /// The cards discarded, ascending.
        discard: Vec<u8>,
        /// Draw one card more than discarded.
        one_more: bool,
    },
}

impl From<Choice> for ReviewedMove {
    fn from(c: Choice) -> ReviewedMove {
        match c {
            Choice::Keep { dice, ten } => ReviewedMove::Keep { dice, ten },
            Choice::Box(b) => ReviewedMove::Box(b),
        }
    }
}

/// One decision a player made, with what was best at that moment.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewedDecision {
    /// The round it was made in, from 1.
    pub round: u32,
    /// The dice (or cards in hand) when deciding.
    pub dice: Vec<u8>,
    /// Rolls left when deciding (0: the box or chip choice; always 0 in Karten-Kniffel).
    pub rolls_left: u8,
    /// What the player did.
    pub chosen: ReviewedMove,
    /// What was rated best.
    pub best: ReviewedMove,
    /// Expected points lost against `best` (0 when the choice was as good).
    pub loss: f64,
}

/// The luck between two of a player's decisions: mostly one throw (or draw).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Roll {
    /// The round of the decision it led to, from 1.
    pub round: u32,
    /// The dice kept (or cards in hand) before it; empty for a new turn's first throw.
    pub before: Vec<u8>,
    /// The dice (or cards) it brought.
    pub after: Vec<u8>,
    /// How much it changed the expected final total.
    pub luck: f64,
}

/// One player's review.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerReview {
    /// The player's seat.
    pub player: usize,
    /// Their total now (at the end of a finished game: the final total).
    #[serde(default)]
    pub final_total: i32,
    /// The expected final total before the first roll.
    #[serde(default)]
    pub expected_start: f64,
    /// The sum of every roll's (and draw's, and the others' moves') effect.
    #[serde(default)]
    pub luck: f64,
    /// Expected points lost against the best choices (the mistakes, never below 0).
    pub lost: f64,
    /// How many decisions were judged.
    #[serde(default)]
    pub decisions: u32,
    /// How many of them cost points (a mistake).
    #[serde(default)]
    pub mistaken: u32,
    /// How many of them cost more than `COSTLY` points.
    #[serde(default)]
    pub costly: u32,
    /// The costliest decisions, costliest first (at most three, each with a loss).
    pub costliest: Vec<ReviewedDecision>,
    /// The luckiest rolls, luckiest first (at most three, each with luck above 0).
    #[serde(default)]
    pub luckiest: Vec<Roll>,
    /// The unluckiest rolls, unluckiest first (at most three, each with luck below 0).
    #[serde(default)]
    pub unluckiest: Vec<Roll>,
    /// Exact values (classic Kniffel's table), not estimates.
    #[serde(default)]
    pub exact: bool,
}

/// A mistake costing more than this many points is a costly one (`costly`).
pub const COSTLY: f64 = 5.0;

/// How many costliest decisions, luckiest and unluckiest rolls a review lists.
pub const LISTED: usize = 3;
