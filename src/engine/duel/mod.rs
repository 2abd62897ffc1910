//! Kniffel Dice Duel: roll up to three times, then take a chip the dice qualify for
//! from a tray of 28 (docs/rules.md section 3). A Kniffel takes any chip (solo: two) and
//! earns another turn; a round (solo: a turn) without a chip sets the best tray chip
//! aside; the game ends when the tray is empty.
//!
//! `chips`: the chip kinds and a pile of chips; `scoring`: what dice qualify for and
//! what chips score; `state`: the turn machine (`apply`, `legal_actions`); `view`: what
//! the screen may read; `checks`: the invariants tests and the simulator check; `game`: the state all of
//! them share and the rules' numbers.

mod checks;
pub(super) mod chips;
mod game;
mod scoring;
mod state;
mod view;

pub use chips::{ChipKind, Chips, DieColour, CHIPS_PER_KIND, KINDS};
pub use game::{
    DuelGame, GOLD_BONUS, KNIFFEL_PICKS, LAST_CHIP_BONUS, ROLLS, SILVER_BONUS, SOLO_BEST,
    SOLO_KNIFFEL_PICKS, STACK_BONUS, TOTAL_CHIPS,
};
pub use scoring::{is_kniffel, qualifying_kinds, score, Breakdown};
