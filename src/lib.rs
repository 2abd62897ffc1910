//! Pasch: the Kniffel family of games. The rules engine and the bots are pure Rust;
//! the browser UI is compiled only for wasm32, the command-line tool only natively.
pub mod ai;
pub mod brain;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod engine;
pub mod feel;
pub mod lang;
pub mod order;
pub mod remote;
pub mod rules_text;
pub mod session;
pub mod stats;
pub mod store;
pub mod tour;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod ui;
