//! The rules engine: pure Rust, no web types. `game::Game` is the one authority;
//! each game's rules live in their own module.
pub mod cards;
pub mod classic;
pub mod dice;
pub mod duel;
pub mod extreme;
pub mod game;
pub mod ranking;
pub mod rng;
pub mod sheet;
pub mod sheet_game;
pub mod turn;

pub use game::{Action, Event, Game, GameKind, Refusal, Setup};
