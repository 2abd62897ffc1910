//! The exact solitaire Kniffel solver for the app and the CLI: the optimal-play value of
//! every turn-start position (`SolvedTable`), and from it the value of every keep and box
//! choice within a turn (`advice`; the game review reads it: `coach`) and the strong classic
//! player (`strong`). Covers both rule sets (Kniffel, Yahtzee) with the
//! joker rule on or off, exactly as `engine::offer` scores a roll. The number
//! crunching lives in the `kniffel-solver` crate, compiled for speed.

pub mod advice;
pub mod ordered;
pub mod scoring;
pub mod strong;
pub mod table;
pub mod tables;

pub use kniffel_solver::{multisets, position, turn, Position};
pub use scoring::position_of;
pub use table::{SolvedTable, TableError};
