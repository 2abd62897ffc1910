//! Exact optimal play of solitaire Kniffel (Yahtzee): the expected final score of every
//! turn-start position, and of every keep and box within a turn.
//!
//! The rules come in as data (`Scoring`): the points of each box for each of the 252
//! distinct rolls and how further Kniffels score. A position is the set of filled boxes,
//! the upper sum capped at 63 and whether the Kniffel box holds 50: 2^20 slots.
//!
//! Kept apart from the app so it can be compiled for speed (`opt-level = 3`) while the app
//! is compiled for size, and so it names no rules engine and no web crate.

pub mod fitted;
pub mod games;
pub mod multisets;
pub mod position;
pub mod scoring;
pub mod shape;
pub mod shared;
#[cfg(not(target_arch = "wasm32"))]
pub mod threads;
pub mod turn;
pub mod values;

pub use position::Position;
pub use scoring::Scoring;
