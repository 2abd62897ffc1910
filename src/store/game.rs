//! The game in localStorage: saved after every action as the engine's save (which
//! carries its format version; `engine::save`). A save the engine cannot read (damaged,
//! changed by hand, or from a newer version) is never overwritten: it is moved to a
//! backup key first, and if even that fails nothing is saved over it.

use super::{get_raw, local, StorageStatus};
use crate::engine::game::{Corruption, Game, LoadError};
use gloo_storage::{LocalStorage, Storage};
use std::sync::atomic::{AtomicBool, Ordering};

/// The running (or last finished) game.
pub const GAME_KEY: &str = "pasch.game";
/// Unreadable saves live under this prefix: `pasch.backup.1`, `pasch.backup.2`, …
pub const BACKUP_PREFIX: &str = "pasch.backup.";

/// Set when an unreadable save could not be moved aside: the game key then still holds
/// it, and saving a new game there would destroy it.
static SAVE_BLOCKED: AtomicBool = AtomicBool::new(false);

/// An unreadable save, kept under `key`.
#[derive(Clone, Debug, PartialEq)]
pub struct Backup {
    pub key: String,
    pub raw: String,
    pub error: LoadError,
}

pub struct Loaded {
    pub game: Option<Game>,
    /// Set when this load found an unreadable save (and kept it).
    pub backup: Option<Backup>,
    pub status: StorageStatus,
}

pub fn load_game() -> Loaded {
    let Some(storage) = local() else {
        return Loaded {
            game: None,
            backup: None,
            status: StorageStatus::Unavailable,
        };
    };
    let Some(raw) = storage.get_item(GAME_KEY).ok().flatten() else {
        return Loaded {
            game: None,
            backup: None,
            status: StorageStatus::Ok,
        };
    };
    match Game::from_json(&raw) {
        Ok(game) => Loaded {
            game: Some(game),
            backup: None,
            status: StorageStatus::Ok,
        },
        Err(error) => {
            let (key, status) = match move_aside(&storage, GAME_KEY, &raw) {
                Some(key) => (key, StorageStatus::Ok),
                None => {
                    SAVE_BLOCKED.store(true, Ordering::Relaxed);
                    (GAME_KEY.to_string(), StorageStatus::Blocked)
                }
            };
            Loaded {
                game: None,
                backup: Some(Backup { key, raw, error }),
                status,
            }
        }
    }
}

/// Copies the unreadable text under `from` (a save, or the history) to a free backup
/// key, then (only then) clears `from`.
pub(super) fn move_aside(storage: &web_sys::Storage, from: &str, raw: &str) -> Option<String> {
    // Never write over an earlier backup: take the first free number. The same text
    // already kept (e.g. the same save seen twice) is not stored twice.
    let mut n = 1;
    let key = loop {
        let key = format!("{BACKUP_PREFIX}{n}");
        match storage.get_item(&key).ok().flatten() {
            None => break key,
            Some(existing) if existing == raw => {
                storage.remove_item(from).ok()?;
                return Some(key);
            }
            Some(_) => n += 1,
        }
    };
    storage.set_item(&key, raw).ok()?;
    // Read it back: a quota error can surface as a silent no-op on some browsers.
    if storage.get_item(&key).ok().flatten().as_deref() != Some(raw) {
        return None;
    }
    storage.remove_item(from).ok()?;
    Some(key)
}

/// Saves the game under `GAME_KEY`. The error says why it could not be saved; the game
/// goes on in memory either way.
pub fn save_game(game: &Game) -> Result<(), StorageStatus> {
    if SAVE_BLOCKED.load(Ordering::Relaxed) {
        return Err(StorageStatus::Blocked);
    }
    let Some(storage) = local() else {
        return Err(StorageStatus::Unavailable);
    };
    storage
        .set_item(GAME_KEY, &game.to_json())
        .map_err(|_| StorageStatus::Full)
}

/// Every unreadable save kept, oldest first.
pub fn backups() -> Vec<Backup> {
    let Some(storage) = local() else {
        return Vec::new();
    };
    let len = storage.length().unwrap_or(0);
    let mut out: Vec<(u32, Backup)> = (0..len)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter_map(|key| {
            let n: u32 = key.strip_prefix(BACKUP_PREFIX)?.parse().ok()?;
            let raw = get_raw(&key)?;
            let error = match Game::from_json(&raw) {
                // Kept when it could not be read; this version can (an update came).
                Ok(_) => LoadError::Corrupt(Corruption::Unreadable("readable again".into())),
                Err(e) => e,
            };
            Some((n, Backup { key, raw, error }))
        })
        .collect();
    out.sort_by_key(|(n, _)| *n);
    out.into_iter().map(|(_, b)| b).collect()
}

pub fn delete_backup(key: &str) {
    if key.starts_with(BACKUP_PREFIX) && local().is_some() {
        LocalStorage::delete(key);
    }
}
