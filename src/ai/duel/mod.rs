//! The computer players of Dice Duel.

pub mod greedy;
pub mod lookahead;
pub mod race;
pub mod turn;
