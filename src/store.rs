//! Persistence of the game and the settings in localStorage (browser only), kept apart
//! from the views. The game is saved as the engine's own JSON (which carries a format
//! version) after every action. A save the engine cannot read is never overwritten: it is
//! moved to a backup key first, and if even that fails nothing is saved over it.

use crate::engine::game::{Game, LoadError};
use crate::engine::json::{self, FromJson, Value};
use crate::engine::json_write;
use crate::ui::i18n::Lang;
use gloo_storage::{LocalStorage, Storage};
use serde::Serialize;
use std::sync::atomic::{AtomicBool, Ordering};

/// The running (or last finished) game.
pub const GAME_KEY: &str = "pasch.game";
/// Unreadable saves live under this prefix: `pasch.backup.1`, `pasch.backup.2`, …
pub const BACKUP_PREFIX: &str = "pasch.backup.";
pub const SETTINGS_KEY: &str = "pasch.settings";

/// Set when an unreadable save could not be moved aside: the game key then still holds
/// it, and saving a new game there would destroy it.
static SAVE_BLOCKED: AtomicBool = AtomicBool::new(false);

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

/// localStorage, or None where the browser refuses it. gloo's `raw()` panics in that
/// case, so every path checks here first.
fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn get_raw(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
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
            let (key, status) = match move_aside(&storage, &raw) {
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

/// Copies an unreadable save to a free backup key, then (only then) clears the game key.
fn move_aside(storage: &web_sys::Storage, raw: &str) -> Option<String> {
    // Never write over an earlier backup: take the first free number. The same text
    // already kept (e.g. the same save seen twice) is not stored twice.
    let mut n = 1;
    let key = loop {
        let key = format!("{BACKUP_PREFIX}{n}");
        match storage.get_item(&key).ok().flatten() {
            None => break key,
            Some(existing) if existing == raw => {
                storage.remove_item(GAME_KEY).ok()?;
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
    storage.remove_item(GAME_KEY).ok()?;
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
    // The exact text `Game::from_json` checks against.
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
                Ok(_) => LoadError::Corrupt("readable again".into()),
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

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    #[default]
    System,
    Light,
    Dark,
}

impl FromJson for Theme {
    fn from_json(v: &Value) -> Result<Theme, String> {
        json::id(v, |id| match id {
            "system" => Some(Theme::System),
            "light" => Some(Theme::Light),
            "dark" => Some(Theme::Dark),
            _ => None,
        })
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Settings {
    /// None: follow the browser's language.
    pub lang: Option<Lang>,
    pub theme: Theme,
    /// Computer players move with a shorter pause.
    pub fast_bots: bool,
}

/// Read by hand, with serde's meaning, like saves (see `engine::json`).
impl FromJson for Settings {
    fn from_json(v: &Value) -> Result<Settings, String> {
        Ok(Settings {
            lang: json::field_or(v, "lang", None)?,
            theme: json::field_or(v, "theme", Theme::default())?,
            fast_bots: json::field_or(v, "fast_bots", false)?,
        })
    }
}

/// What is stored under `key`, read by `T`'s JSON reader; None if missing or unreadable.
fn read_stored<T: FromJson>(key: &str) -> Option<T> {
    let raw = get_raw(key)?;
    T::from_json(&json::parse(&raw).ok()?).ok()
}

/// Stores `value` as JSON under `key` (settings and records: plain data, which always has
/// a JSON form); an error means the storage refused it.
fn set_stored<T: Serialize>(key: &str, value: &T) -> Result<(), StorageStatus> {
    let json = json_write::to_string(value).unwrap_or_default();
    local()
        .ok_or(StorageStatus::Unavailable)?
        .set_item(key, &json)
        .map_err(|_| StorageStatus::Full)
}

/// The saved settings; anything unreadable falls back to the defaults (settings are
/// cheap to choose again, unlike a game).
pub fn load_settings() -> Settings {
    read_stored(SETTINGS_KEY).unwrap_or_default()
}

pub fn save_settings(settings: &Settings) -> Result<(), StorageStatus> {
    set_stored(SETTINGS_KEY, settings)
}

/// The best solo Dice Duel on this device.
pub const DUEL_SOLO_BEST_KEY: &str = "pasch.duel.solo_best";

/// A solo Dice Duel result, and the seed of the game that made it (so the screen can tell
/// that this very game set the record, also after a reload).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SoloBest {
    pub score: i32,
    pub seed: u64,
}

impl FromJson for SoloBest {
    fn from_json(v: &Value) -> Result<SoloBest, String> {
        Ok(SoloBest {
            score: json::field(v, "score")?,
            seed: json::field(v, "seed")?,
        })
    }
}

/// Notes a finished solo Dice Duel and returns the best on this device, this game
/// included; None without localStorage. Noting the same game again changes nothing, and
/// an equal score does not take the record from the game that set it first.
pub fn note_duel_solo(score: i32, seed: u64) -> Option<SoloBest> {
    local()?;
    match read_stored::<SoloBest>(DUEL_SOLO_BEST_KEY) {
        Some(best) if best.score >= score => Some(best),
        _ => {
            let best = SoloBest { score, seed };
            // A full storage loses only the record, which the screen still shows now.
            let _ = set_stored(DUEL_SOLO_BEST_KEY, &best);
            Some(best)
        }
    }
}
