//! Records kept on this device: the best solo Dice Duel.

use super::backend::Backend;
use super::stored::{read_stored, set_stored};
use serde::{Deserialize, Serialize};

/// The best solo Dice Duel on this device.
pub const DUEL_SOLO_BEST_KEY: &str = "pasch.duel.solo_best";

/// A solo Dice Duel result, and the seed of the game that made it (so the screen can tell
/// that this very game set the record, also after a reload).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SoloBest {
    /// The final score.
    pub score: i32,
    /// The game's seed: the same seed is the same game.
    pub seed: u64,
}

/// The best solo Dice Duel on this device, if any.
pub fn duel_solo_best(b: &dyn Backend) -> Option<SoloBest> {
    read_stored::<SoloBest>(b, DUEL_SOLO_BEST_KEY)
}

/// Notes a finished solo Dice Duel and returns the best on this device, this game
/// included. Noting the same game again changes nothing, and an equal score does not take
/// the record from the game that set it first.
pub fn note_duel_solo(b: &dyn Backend, score: i32, seed: u64) -> SoloBest {
    match duel_solo_best(b) {
        Some(best) if best.score >= score => best,
        _ => {
            let best = SoloBest { score, seed };
            // A full storage loses only the record, which the screen still shows now.
            let _ = set_stored(Some(b), DUEL_SOLO_BEST_KEY, &best);
            best
        }
    }
}
