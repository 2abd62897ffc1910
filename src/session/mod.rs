//! How a game is played around the rules, for the app and native tests alike: what undo
//! may take back (`undo`) and how computer players take their turns (`bots`). Pure Rust:
//! the UI only schedules and shows what these decide.

pub mod bots;
pub mod undo;
