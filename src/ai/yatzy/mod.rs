//! Yatzy's exact solver for the app and the CLI: the optimal-play value of every
//! turn-start state (`YatzyTable`, one per combination of the scoring switches and forced
//! order), the value of every keep and box of a turn (`advice`), and the strong Yatzy
//! player (`strong`). The number crunching of the free-order game is the
//! `kniffel-solver` crate's (Yatzy's `Shape`); forced order, where a state is only how
//! many boxes are filled and the upper sum, is solved here exactly turn by turn.

pub mod advice;
pub mod strong;
pub mod table;
pub mod tables;

pub use table::YatzyTable;
