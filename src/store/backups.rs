//! What this version could not read, kept aside rather than overwritten or dropped: a
//! save, a stored history of Pasch before 2026-11-26, or one kept finished game. Each is
//! kept as it was, under `pasch.backup.N`, can be downloaded, and is offered back once a
//! version can read it ("Open again"). Deleting one asks first (the UI).

use super::backend::Backend;
use crate::engine::{Game, LoadError};
use crate::stats::history::{read_file, EntryError, HistoryError, Kept};

/// The whole history of Pasch before 2026-11-26 (and its export format 1): `history`
/// moves it to one key per game; until then, or if it cannot be read, it is listed here
/// like a text kept aside.
pub const LEGACY_HISTORY_KEY: &str = "pasch.history";

/// Kept-aside texts live under this prefix: `pasch.backup.1`, `pasch.backup.2`, …
pub const BACKUP_PREFIX: &str = "pasch.backup.";

/// What a kept-aside text is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BackupKind {
    /// A saved game.
    Game,
    /// Statistics: a whole history, or some of its games (a history file).
    Statistics,
    /// One finished game of the statistics.
    FinishedGame,
}

/// Why a kept-aside text cannot be opened now, or that it can.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Readable {
    /// This version reads it: it can be opened again.
    Yes,
    /// Written by a newer Pasch: an update may open it.
    Newer,
    /// Damaged, or changed by hand.
    Damaged,
}

/// One kept-aside text.
#[derive(Clone, Debug, PartialEq)]
pub struct Backup {
    /// The localStorage key it is kept under (a backup key, or the old history's).
    pub key: String,
    /// The text itself, as it was found.
    pub raw: String,
    /// What it holds: a game, the statistics or one finished game.
    pub kind: BackupKind,
    /// Whether this version can open it again.
    pub readable: Readable,
}

impl Backup {
    /// What `raw` (kept under `key`) is, and whether this version can read it.
    pub fn of(key: &str, raw: String) -> Backup {
        let (mut kind, readable) = judge(&raw);
        // The old history's key holds statistics, whatever is left of them.
        if key == LEGACY_HISTORY_KEY {
            kind = BackupKind::Statistics;
        }
        Backup {
            key: key.to_string(),
            raw,
            kind,
            readable,
        }
    }

    /// A file name for its download: `pasch-save-1.json`, `pasch-statistics-2.json`, ….
    pub fn file_name(&self) -> String {
        let what = match self.kind {
            BackupKind::Game => "save",
            BackupKind::Statistics | BackupKind::FinishedGame => "statistics",
        };
        match self.key.strip_prefix(BACKUP_PREFIX) {
            Some(n) => format!("pasch-{what}-{n}.json"),
            None => format!("pasch-{what}.json"),
        }
    }
}

fn judge(raw: &str) -> (BackupKind, Readable) {
    let value: Option<serde_json::Value> = serde_json::from_str(raw).ok();
    let has = |key: &str| value.as_ref().is_some_and(|v| v.get(key).is_some());
    if has("pasch") {
        let readable = match read_file(raw) {
            Ok(file) => {
                let all = file.into_games().into_iter().all(|g| g.read().is_ok());
                if all {
                    Readable::Yes
                } else {
                    Readable::Damaged
                }
            }
            Err(HistoryError::Newer(_)) => Readable::Newer,
            Err(_) => Readable::Damaged,
        };
        return (BackupKind::Statistics, readable);
    }
    if has("summary") {
        let readable = match Kept::from_json(raw).and_then(Kept::checked) {
            Ok(_) => Readable::Yes,
            Err(e) if e.is_newer() => Readable::Newer,
            Err(_) => Readable::Damaged,
        };
        return (BackupKind::FinishedGame, readable);
    }
    let readable = match Game::from_json(raw) {
        Ok(_) => Readable::Yes,
        Err(LoadError::Newer(_)) | Err(LoadError::NewerRules(_)) => Readable::Newer,
        Err(LoadError::Corrupt(_)) => Readable::Damaged,
    };
    (BackupKind::Game, readable)
}

/// Copies `raw` (the text under `from`) to a free backup key, then (only then) removes
/// `from`. Returns the backup key; None if it could not be kept, and then `from` stays.
pub fn move_aside(b: &dyn Backend, from: &str, raw: &str) -> Option<String> {
    let key = keep_aside(b, raw)?;
    b.remove(from);
    Some(key)
}

/// Keeps `raw` under a free backup key (never over an earlier one; the same text already
/// kept is not kept twice). Returns the key; None if the storage refused.
pub fn keep_aside(b: &dyn Backend, raw: &str) -> Option<String> {
    let mut n = 1;
    loop {
        let key = format!("{BACKUP_PREFIX}{n}");
        match b.get(&key) {
            None => break,
            Some(existing) if existing == raw => return Some(key),
            Some(_) => n += 1,
        }
    }
    let key = format!("{BACKUP_PREFIX}{n}");
    b.set(&key, raw).ok()?;
    // Read it back: a full storage can fail without an error on some browsers.
    (b.get(&key).as_deref() == Some(raw)).then_some(key)
}

/// What a kept-aside text gives back when it is opened again.
pub enum Reopened {
    /// A saved game, to play on.
    Game(Box<Game>),
    /// Finished games for the statistics (each read, or why not).
    Games(Vec<Result<Kept, EntryError>>),
}

impl Backup {
    /// The text read again by this version; None if it still cannot be read.
    pub fn reopen(&self) -> Option<Reopened> {
        if self.readable != Readable::Yes {
            return None;
        }
        match self.kind {
            BackupKind::Game => Game::from_json(&self.raw)
                .ok()
                .map(|g| Reopened::Game(Box::new(g))),
            BackupKind::Statistics => {
                let games = read_file(&self.raw).ok()?.into_games();
                Some(Reopened::Games(
                    games.into_iter().map(|g| g.read()).collect(),
                ))
            }
            BackupKind::FinishedGame => Some(Reopened::Games(vec![
                Kept::from_json(&self.raw).and_then(Kept::checked)
            ])),
        }
    }
}

/// Everything kept aside, oldest first: the backup keys, and a stored history of Pasch
/// before 2026-11-26 that this version left where it was (it could not read or move it).
pub fn backups(b: &dyn Backend) -> Vec<Backup> {
    let mut numbered: Vec<(u32, String)> = b
        .keys()
        .into_iter()
        .filter_map(|key| Some((key.strip_prefix(BACKUP_PREFIX)?.parse().ok()?, key)))
        .collect();
    crate::order::sort_by(&mut numbered, |a, b| a.cmp(b));
    let legacy = b
        .get(LEGACY_HISTORY_KEY)
        .map(|raw| Backup::of(LEGACY_HISTORY_KEY, raw));
    legacy
        .into_iter()
        .chain(
            numbered
                .into_iter()
                .filter_map(|(_, key)| b.get(&key).map(|raw| Backup::of(&key, raw))),
        )
        .collect()
}

/// Deletes a kept-aside text (the UI asked first). Only backups: never another key.
pub fn delete_backup(b: &dyn Backend, key: &str) {
    if key.starts_with(BACKUP_PREFIX) || key == LEGACY_HISTORY_KEY {
        b.remove(key);
    }
}
