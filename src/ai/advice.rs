//! The one advice type: an option of a dice turn and what it is expected to bring. The
//! classic hint, the game review and `pasch-cli advise` read it off the exact solver
//! (`kniffel::advice`); the Extreme hint off the strong Extreme player
//! (`scoresheet::extreme_strong::estimate`).

use crate::engine::BoxId;

/// One option of a scoresheet turn.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Choice {
    /// Keep these dice and throw the others; every die kept: stop rolling.
    Keep {
        /// The six-sided faces kept, ascending.
        dice: Vec<u8>,
        /// The ten-sided die's face if it is kept (Kniffel Extreme only).
        ten: Option<u8>,
    },
    /// Fill this box with the dice.
    Box(BoxId),
}

impl Choice {
    /// Keeping these six-sided faces (in any order), no ten-sided die.
    pub fn keep(dice: &[u8]) -> Choice {
        let mut dice = dice.to_vec();
        dice.sort_unstable();
        Choice::Keep { dice, ten: None }
    }
}

/// An option and its value: the points still to come on the sheet from here (this
/// turn's box included) when playing on as the adviser would, expected exactly by the
/// classic solver, estimated by the Extreme player.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Advice {
    /// The option.
    pub choice: Choice,
    /// Its expected value: the points still to come on the sheet from here.
    pub ev: f64,
}
