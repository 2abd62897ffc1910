//! Who is likely to win: each player's chance to win a Kniffel, Kniffel Extreme or Yatzy game
//! from here, out of each player's distribution of final totals under strong play.
//!
//! The players' sheets are independent (nobody's dice touch another's sheet), so the
//! distributions combine exactly (`finish::win_chances`, ties split). Each distribution
//! is sampled: `FINISHES` games from the player's position to the end, the player on
//! turn from the exact point of the turn (dice on the table, rolls left).
//!
//! - Kniffel: the exact solver's table decides every keep and box (`classic`).
//! - Yatzy: the exact table of its house rules, the same way (`yatzy`).
//! - Kniffel Extreme: the strong Extreme player plays the turn on the table; the boxes
//!   still open after it are drawn from the strong player's measured distribution of
//!   each box (`extreme`): its per-turn planning (milliseconds a turn) is too slow for
//!   ten thousand whole games within a second.
//!
//! - Generala: exact, from its solitaire table's distributions, the servida's chance
//!   on top (`generala`).
//!
//! A fresh Kniffel sheet (every player before the first roll) takes the shipped
//! finishes of 100,000 games instead (`fresh`): the first question is answered at once,
//! without the table (`table_needed`).
//!
//! The simulations draw from seeds made of the positions themselves, so the same game
//! always gets the same chances, and players in the same position the same distribution.
//! `chances::WinCalculator` keeps the finishes it worked out between questions;
//! the end screen's series (`series`) replays a game and asks after every move, from
//! `SERIES_FINISHES` games per position.

pub mod chances;
pub mod classic;
pub mod dice;
pub mod extreme;
pub mod extreme_fit;
pub mod finish;
pub mod fresh;
pub mod generala;
pub mod series;
pub mod yatzy;

pub use chances::{
    classic_rules, part_suffices, sheet_game, table_needed, Simulations, WinCalculator,
    WinChanceError, FINISHES, PLAYERS, SERIES_FINISHES,
};
pub use finish::{percents, win_chances, Finish};
pub use series::{Series, TurningPoint};

#[cfg(test)]
mod tests;
