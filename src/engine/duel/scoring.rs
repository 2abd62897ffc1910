//! Which chips five dice qualify for, and what a player's chips score.

use super::chips::{ChipKind, Chips, CHIPS_PER_KIND, KINDS};
use super::game::{DICE, GOLD_BONUS, LAST_CHIP_BONUS, SILVER_BONUS, STACK_BONUS};
use crate::engine::dice::Combo;
use serde::{Deserialize, Serialize};

/// Five dice showing faces 1–6, the only input the chip conditions are defined for.
pub(super) fn valid_dice(dice: &[u8]) -> bool {
    dice.len() == DICE.len() && dice.iter().all(|&d| (1..=6).contains(&d))
}

/// The chip kinds whose condition five dice meet, in order of value (empty for
/// anything but five values 1–6). Five equal meet Three/Four of a kind and Flush.
pub fn qualifying_kinds(dice: &[u8]) -> Vec<ChipKind> {
    if !valid_dice(dice) {
        return Vec::new();
    }
    let combo = Combo::new(dice);
    ChipKind::ALL
        .into_iter()
        .filter(|k| k.meets(&combo))
        .collect()
}

/// Five equal dice: any chip, then another turn.
pub fn is_kniffel(dice: &[u8]) -> bool {
    valid_dice(dice) && Combo::new(dice).all_equal()
}
/// A player's score, itemised for the end screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Breakdown {
    /// The chips' values added up.
    pub chips: i32,
    /// Different kinds held (7 = Gold, 6 = Silver).
    pub kinds: usize,
    /// `GOLD_BONUS` for all 7 kinds, else 0.
    pub gold: i32,
    /// `SILVER_BONUS` for exactly 6 kinds, else 0.
    pub silver: i32,
    /// Kinds of which the player holds all 4 chips, and their bonus.
    pub full_stacks: usize,
    /// `STACK_BONUS` per full stack.
    pub stacks: i32,
    /// `LAST_CHIP_BONUS` for the player who took the tray's last chip, else 0.
    pub last_chip: i32,
    /// Everything added up.
    pub total: i32,
}

/// Chip values plus Gold (all 7 kinds), Silver (exactly 6), 30 per full stack and the
/// last-chip bonus.
pub fn score(chips: &Chips, took_last_chip: bool) -> Breakdown {
    let kinds = chips.kinds();
    let full_stacks = chips.iter().filter(|&(_, n)| n >= CHIPS_PER_KIND).count();
    let mut b = Breakdown {
        chips: chips.value(),
        kinds,
        gold: if kinds == KINDS { GOLD_BONUS } else { 0 },
        silver: if kinds == KINDS - 1 { SILVER_BONUS } else { 0 },
        full_stacks,
        stacks: STACK_BONUS * full_stacks as i32,
        last_chip: if took_last_chip { LAST_CHIP_BONUS } else { 0 },
        total: 0,
    };
    b.total = b.chips + b.gold + b.silver + b.stacks + b.last_chip;
    b
}
