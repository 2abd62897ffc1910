//! Kniffel Dice Duel: roll up to three times, then take a chip the dice qualify for
//! from a tray of 28 (docs/rules.md section 3). A Kniffel takes any chip (solo: two) and
//! earns another turn; a round (solo: a turn) without a chip sets the best tray chip
//! aside; the game ends when the tray is empty.
//!
//! `chips`: the chip kinds and a pile of chips; `scoring`: what dice qualify for and
//! what chips score; `state`: the turn machine (`apply`, `legal_actions`); `view`: what
//! the screen may read; `checks`: the invariants tests and the simulator check.

mod checks;
mod chips;
mod scoring;
mod state;
mod view;

pub use chips::{ChipKind, Chips, DieColour};
pub use scoring::{is_kniffel, qualifying_kinds, score, Breakdown};

use super::turn::{DiceTurn, DieKind};
use serde::{Deserialize, Serialize};

/// Chip kinds.
pub const KINDS: usize = 7;
/// Chips of each kind in the full tray.
pub const CHIPS_PER_KIND: u8 = 4;
/// Chips in the full tray (28).
pub const TOTAL_CHIPS: u32 = KINDS as u32 * CHIPS_PER_KIND as u32;
/// Rolls per turn.
pub const ROLLS: u8 = 3;
/// For chips of all 7 kinds.
pub const GOLD_BONUS: i32 = 50;
/// For chips of exactly 6 kinds.
pub const SILVER_BONUS: i32 = 20;
/// For each kind of which a player holds all 4 chips.
pub const STACK_BONUS: i32 = 30;
/// For taking the last chip from the tray.
pub const LAST_CHIP_BONUS: i32 = 20;
/// All 28 chips: 720 + Gold 50 + 7 stacks × 30 + last chip 20.
pub const SOLO_BEST: i32 = 1000;
/// Chips a Kniffel earns: one, or two in the solo game.
pub const KNIFFEL_PICKS: u8 = 1;
/// Chips a Kniffel earns in the solo game.
pub const SOLO_KNIFFEL_PICKS: u8 = 2;

const DICE: [DieKind; 5] = [DieKind::Six; 5];

/// A Dice Duel game: tray, set-aside chips, each player's chips, the dice turn. Changed
/// only through `apply`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DuelGame {
    /// Real dice typed in (`Action::EnterDice`) instead of the app's rolls.
    manual: bool,
    /// Each player's chips, laid open.
    players: Vec<Chips>,
    tray: Chips,
    /// Chips set aside: out of the tray, only a Kniffel can claim them.
    set_aside: Chips,
    current: usize,
    /// The seat that began (the setup's start player); a round ends before it comes
    /// round again.
    #[serde(default)]
    first: usize,
    /// 1-based; goes up when play comes round to the start player again (solo: every
    /// turn except a Kniffel's extra turn).
    round: u32,
    turn: DiceTurn,
    /// Kniffel chips still owed once the first of two was taken (solo); 0 otherwise.
    picks_owed: u8,
    /// Someone took a chip in the round so far (multiplayer set-aside rule).
    round_had_chip: bool,
    /// The chip set aside when the previous turn ended, for the screen to show.
    last_set_aside: Option<ChipKind>,
    /// Who took the last chip from the tray (+20); None while playing or when a
    /// set-aside emptied the tray.
    last_chip: Option<usize>,
    over: bool,
}
