//! Persistence, kept apart from the views: what Pasch keeps in the browser's localStorage
//! and how. The logic works on `backend::Backend`, so it is tested natively against a
//! storage in memory; in the browser the backend is localStorage (`browser::local`).
//!
//! | key | what | written |
//! |---|---|---|
//! | `pasch.game` | the running (or last finished) game, a save (`engine::save`) | after every action (`game`) |
//! | `pasch.history.<id>` | one finished game: summary and moves (`stats::history::Kept`) | once, when it ends (`history`) |
//! | `pasch.phones` | which seats of the running game play on their own phones (`phones`) | when the table invites or lets go of phones |
//! | `pasch.settings` | language, theme, computer pace | when changed (`settings`) |
//! | `pasch.duel.solo_best` | the best solo Dice Duel | when beaten (`records`) |
//! | `pasch.backup.<n>` | a text this version could not read, kept aside | never over another (`backups`) |
//! | `pasch.history` | the whole history of Pasch before 2026-11-26 | moved to `pasch.history.<id>` keys, then removed |
//!
//! How much room there is and how it is shared: `quota`.

pub mod backend;
pub mod backups;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod browser;
pub mod game;
pub mod history;
pub mod phones;
pub mod quota;
pub mod records;
pub mod settings;

use backend::Backend;

/// How writing to the storage goes, per kind of thing kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageStatus {
    Ok,
    /// No localStorage at all (private mode, blocked by the browser).
    Unavailable,
    /// Writing failed, most likely the quota.
    Full,
    /// An unreadable save sits in the key and could not be backed up.
    Blocked,
}

/// What is stored under `key`, read as JSON into `T`; None if missing or unreadable.
fn read_stored<T: serde::de::DeserializeOwned>(b: &dyn Backend, key: &str) -> Option<T> {
    serde_json::from_str(&b.get(key)?).ok()
}

/// Stores `value` as JSON under `key` (settings and records: plain data, which always has
/// a JSON form); an error means the storage refused it.
fn set_stored<T: serde::Serialize>(
    b: Option<&dyn Backend>,
    key: &str,
    value: &T,
) -> Result<(), StorageStatus> {
    let json = serde_json::to_string(value).unwrap_or_default();
    b.ok_or(StorageStatus::Unavailable)?.set(key, &json)
}
