//! The computer players of the two scoresheet games, classic Kniffel and Kniffel
//! Extreme (the strong classic player is the exact solver's: `ai::kniffel::strong`).

pub mod extreme_strong;
pub mod greedy;
pub mod lookahead;
pub mod normal;
