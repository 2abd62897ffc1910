//! Persistence in localStorage (browser only), kept apart from the views: the running
//! game (`game`: saved after every action, never overwriting a save it cannot read), the
//! settings (`settings`), the solo Dice Duel record (`records`) and the finished games
//! the statistics are computed from (`history`). All of it is JSON
//! through serde; the game's form is the engine's save format (`engine::save`).

mod game;
mod history;
mod records;
mod settings;

pub use game::{
    backups, delete_backup, load_game, save_game, Backup, Loaded, BACKUP_PREFIX, GAME_KEY,
};
pub use history::{load_history, save_history, LoadedHistory, HISTORY_KEY};
pub use records::{duel_solo_best, note_duel_solo, SoloBest, DUEL_SOLO_BEST_KEY};
pub use settings::{load_settings, save_settings, Settings, Theme, SETTINGS_KEY};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageStatus {
    Ok,
    /// No localStorage at all (private mode, blocked by the browser).
    Unavailable,
    /// Writing failed, most likely the quota.
    Full,
    /// An unreadable save sits in the game key and could not be backed up.
    Blocked,
}

/// localStorage, or None where the browser refuses it. gloo's `raw()` panics in that
/// case, so every path checks here first.
fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn get_raw(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// What is stored under `key`, read as JSON into `T`; None if missing or unreadable.
fn read_stored<T: serde::de::DeserializeOwned>(key: &str) -> Option<T> {
    serde_json::from_str(&get_raw(key)?).ok()
}

/// Stores `value` as JSON under `key` (settings and records: plain data, which always has
/// a JSON form); an error means the storage refused it.
fn set_stored<T: serde::Serialize>(key: &str, value: &T) -> Result<(), StorageStatus> {
    let json = serde_json::to_string(value).unwrap_or_default();
    local()
        .ok_or(StorageStatus::Unavailable)?
        .set_item(key, &json)
        .map_err(|_| StorageStatus::Full)
}
