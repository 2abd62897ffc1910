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

use backend::Backend;

/// How writing to the storage goes, per kind of thing kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageStatus {
    /// Everything written so far was stored.
    Ok,
    /// No localStorage at all (private mode, blocked by the browser).
    Unavailable,
    /// Writing failed, most likely the quota.
    Full,
    /// An unreadable save sits in the key and could not be backed up.
    Blocked,
    /// Not written on purpose: the stored save is a finished game that waits to be
    /// stored in the history, its only copy in storage, and no other game may replace it
    /// until then (`game::GameKeeper::save_keeping`).
    Waiting,
}

/// What is stored under `key`, read as JSON into `T`; None if missing or unreadable.
fn read_stored<T: serde::de::DeserializeOwned>(b: &dyn Backend, key: &str) -> Option<T> {
    serde_json::from_str(&b.get(key)?).ok()
}

/// Stores `value` as JSON under `key` (records and notes: plain data, which always has a
/// JSON form); an error means the storage refused it. A text under `key` that does not
/// read as a `T` (damaged, or written by a newer Pasch) is kept aside first, and if that
/// fails nothing is written over it (`Blocked`).
fn set_stored<T: serde::Serialize + serde::de::DeserializeOwned>(
    b: Option<&dyn Backend>,
    key: &str,
    value: &T,
) -> Result<(), StorageStatus> {
    let b = b.ok_or(StorageStatus::Unavailable)?;
    keep_unreadable::<T>(b, key)?;
    let json = serde_json::to_string(value).unwrap_or_default();
    b.set(key, &json)
}

/// Keeps the text under `key` aside if it does not read as a `T`, before something
/// replaces it; `Blocked` if it could not be kept.
fn keep_unreadable<T: serde::de::DeserializeOwned>(
    b: &dyn Backend,
    key: &str,
) -> Result<(), StorageStatus> {
    match b.get(key) {
        Some(raw) if serde_json::from_str::<T>(&raw).is_err() => backups::keep_aside(b, &raw)
            .map(|_| ())
            .ok_or(StorageStatus::Blocked),
        _ => Ok(()),
    }
}

#[cfg(test)]
#[path = "trust_tests.rs"]
mod trust_tests;
