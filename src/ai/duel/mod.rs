//! The computer players of Dice Duel.

pub mod greedy;
pub mod lookahead;
pub mod race;
#[cfg(test)]
mod rollouts;
pub mod turn;
