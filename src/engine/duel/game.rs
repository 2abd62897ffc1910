//! The state of a Dice Duel game (`DuelGame`) and the numbers of its rules; `state`
//! plays it, `view` reads it, `checks` checks it.

use super::chips::{ChipKind, Chips, CHIPS_PER_KIND, KINDS};
use crate::engine::dice::DieKind;
use crate::engine::turn::DiceTurn;
use serde::{Deserialize, Serialize};

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

/// The dice of every turn: five six-sided ones.
pub(super) const DICE: [DieKind; 5] = [DieKind::Six; 5];

/// A Dice Duel game: tray, set-aside chips, each player's chips, the dice turn. Changed
/// only through `apply`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DuelGame {
    /// Real dice typed in (`Action::EnterDice`) instead of the app's rolls.
    pub(super) manual: bool,
    /// Each player's chips, laid open.
    pub(super) players: Vec<Chips>,
    pub(super) tray: Chips,
    /// Chips set aside: out of the tray, only a Kniffel can claim them.
    pub(super) set_aside: Chips,
    pub(super) current: usize,
    /// The seat that began (the setup's start player); a round ends before it comes
    /// round again.
    #[serde(default)]
    pub(super) first: usize,
    /// 1-based; goes up when play comes round to the start player again (solo: every
    /// turn except a Kniffel's extra turn).
    pub(super) round: u32,
    pub(super) turn: DiceTurn,
    /// Kniffel chips still owed once the first of two was taken (solo); 0 otherwise.
    pub(super) picks_owed: u8,
    /// Someone took a chip in the round so far (multiplayer set-aside rule).
    pub(super) round_had_chip: bool,
    /// The chip set aside when the previous turn ended, for the screen to show.
    pub(super) last_set_aside: Option<ChipKind>,
    /// Who took the last chip from the tray (+20); None while playing or when a
    /// set-aside emptied the tray.
    pub(super) last_chip: Option<usize>,
    pub(super) over: bool,
}
