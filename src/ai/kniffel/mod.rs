//! The exact solitaire Kniffel solver: the optimal-play value of every turn-start position
//! (`Table`), and from it the value of every keep and box choice within a turn (`advice`).
//! Covers both rule sets (Kniffel, Yahtzee) with the joker rule on or off, exactly as
//! `engine::classic::offer` scores a roll.

pub mod advice;
pub mod bot;
pub mod multisets;
pub mod position;
pub mod review;
pub mod table;
pub mod tables;
pub mod turn;

pub use position::Position;
pub use table::{Table, TableError};
