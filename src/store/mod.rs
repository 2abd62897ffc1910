//! Persistence, kept apart from the views: what Pasch keeps in the browser's localStorage
//! and how. The logic works on `backend::Backend`, so it is tested natively against a
//! storage in memory; in the browser the backend is localStorage (`browser::local`).
//!
//! | key | what | written |
//! |---|---|---|
//! | `pasch.game` | the running (or last finished) game, a save (`engine::save`) | after every action (`game`) |
//! | `pasch.history.<id>` | one finished game: summary and moves (`stats::history::Kept`) | once, when it ends (`history`) |
//! | `pasch.phones` | which seats of the running game play on their own phones (`phones`) | when the table invites or lets go of phones |
//! | `pasch.settings` | language, theme, computer pace, sound, motion | a changed field, when changed (`settings`) |
//! | `pasch.persist` | when Pasch asked the browser to keep its data, and the answer | once (`persist`) |
//! | `pasch.tour.<id>` | one family tournament: players, tables, results (`tour::Tournament`) | after every change (`tours`) |
//! | `pasch.duel.solo_best` | the best solo Dice Duel | when beaten (`records`) |
//! | `pasch.backup.<n>` | a text this version could not read, kept aside | never over another (`backups`) |
//! | `pasch.history` | the whole history of Pasch before 2026-11-26 | moved to `pasch.history.<id>` keys, then removed |
//!
//! What this version cannot read is never overwritten nor removed: a save or a finished
//! game is kept aside (`backups`), a finished game of a newer Pasch stays under its key
//! for that version, settings keep the fields and values this version does not know, and
//! any other unreadable text is kept aside before a value of this version replaces it.
//!
//! How much room there is and how it is shared: `quota`.

pub mod backend;
pub mod backups;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod browser;
pub mod game;
pub mod history;
pub mod persist;
pub mod phones;
pub mod quota;
pub mod records;
pub mod settings;
pub mod status;
mod stored;
pub mod tours;

pub use status::StorageStatus;

#[cfg(test)]
#[path = "trust_tests.rs"]
mod trust_tests;
