//! The finished games in localStorage, for statistics and the history (`stats::history`
//! is their form). Like a save, a history this version cannot read (damaged, or from a
//! newer Pasch) is never overwritten or silently reset: it is moved to a backup key first
//! (the notice for kept-aside saves offers it for download), and if that fails nothing is
//! written over it; the statistics then go on in memory.

use super::game::move_aside;
use super::{local, Backup, StorageStatus};
use crate::engine::game::{Corruption, LoadError};
use crate::stats::history::{History, HistoryError};
use std::sync::atomic::{AtomicBool, Ordering};

/// The kept finished games.
pub const HISTORY_KEY: &str = "pasch.history";

/// Set when an unreadable history could not be moved aside.
static HISTORY_BLOCKED: AtomicBool = AtomicBool::new(false);

pub struct LoadedHistory {
    pub history: History,
    /// Set when this load found an unreadable history (and kept it).
    pub backup: Option<Backup>,
    pub status: StorageStatus,
}

pub fn load_history() -> LoadedHistory {
    let fresh = |status| LoadedHistory {
        history: History::default(),
        backup: None,
        status,
    };
    let Some(storage) = local() else {
        return fresh(StorageStatus::Unavailable);
    };
    let Some(raw) = storage.get_item(HISTORY_KEY).ok().flatten() else {
        return fresh(StorageStatus::Ok);
    };
    match History::from_json(&raw) {
        Ok(history) => LoadedHistory {
            history,
            backup: None,
            status: StorageStatus::Ok,
        },
        Err(e) => {
            let (key, status) = match move_aside(&storage, HISTORY_KEY, &raw) {
                Some(key) => (key, StorageStatus::Ok),
                None => {
                    HISTORY_BLOCKED.store(true, Ordering::Relaxed);
                    (HISTORY_KEY.to_string(), StorageStatus::Blocked)
                }
            };
            let error = match e {
                HistoryError::Newer(n) => LoadError::Newer(n),
                other => LoadError::Corrupt(Corruption::Unreadable(other.to_string())),
            };
            LoadedHistory {
                history: History::default(),
                backup: Some(Backup { key, raw, error }),
                status,
            }
        }
    }
}

/// Stores the history; the error says why not (it goes on in memory).
pub fn save_history(history: &History) -> Result<(), StorageStatus> {
    if HISTORY_BLOCKED.load(Ordering::Relaxed) {
        return Err(StorageStatus::Blocked);
    }
    local()
        .ok_or(StorageStatus::Unavailable)?
        .set_item(HISTORY_KEY, &history.to_json())
        .map_err(|_| StorageStatus::Full)
}
