//! A family tournament, in plain Rust (no web types, no words): 4–24 players, one dice
//! sheet game, a number of rounds; each round the players sit at tables of 3–4 (2 only
//! with five players) and every table plays two games, one free and one in a forced box
//! order. The rules are in docs/rules.md ("A family tournament").
//!
//! - `draw`: the tables of every round, seeded (reproducible): everyone plays every
//!   round, few repeated meetings, the short table taken in turn.
//! - `playoff`: a tie for first place after the last round, settled by throwing five dice
//!   in turn until someone throws five equal.
//! - `tournament`: the tournament as kept (`Tournament`), its one `apply`, the standings.
//!
//! Stored like the history (`store::tours`) and exported with it (`stats::history`).

mod draw;
mod playoff;
mod tournament;

pub use draw::{draw, table_sizes};
pub use playoff::{play_off, throws, PlayOff};
pub use tournament::{
    is_tour_game, Entrant, Round, Slot, TableGame, TourAction, TourError, TourStanding, TourTable,
    Tournament, FORCED_ORDERS, PLAYERS, ROUNDS, TOUR_FORMAT,
};

#[cfg(test)]
mod tests;
