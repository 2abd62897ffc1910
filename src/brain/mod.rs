//! The computer's brain: the computer players of every game and level, the exact
//! Kniffel solver's advice and reviews, answering questions about a game. Pure Rust: in
//! the browser it runs in a Web Worker (`workers/solver-worker`), so the page never waits
//! on a computer's thought; natively tests and tools ask it directly.
//!
//! - `bots`: the computer players of one game (`BotDriver`), the move of the one on turn;
//! - `answers`: the brain (`Brain`), which answers a question about a saved game;
//! - `protocol`: the questions and answers as the page and the worker send them;
//! - `watchdog`: how the page tells a worker that stopped from a slow one.

pub mod answers;
pub mod bots;
pub mod protocol;
pub mod watchdog;

pub use answers::Brain;
pub use bots::{BotDriver, BotMove, MakeSeats, BOT_STEP_LIMIT};
pub use protocol::{Answer, Message, Question, Request};
pub use watchdog::Watchdog;

#[cfg(test)]
mod tests;
