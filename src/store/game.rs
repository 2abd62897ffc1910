//! The running (or last finished) game, saved after every action as the engine's save
//! (which carries its format version; `engine::save`).
//!
//! - A save the engine cannot read (damaged, changed by hand, or from a newer version) is
//!   never overwritten: it is kept aside first, and if even that fails nothing is saved
//!   over it (`Blocked`).
//! - Another window may play on the same game, or start another. A window saves only over
//!   the save it last read or wrote itself: when the stored save changed in between, it
//!   writes nothing and hands back what is stored (`SaveError::Elsewhere`), so the game is
//!   never forked; the window then shows the stored game.
//! - A finished game that waits to be stored in the history (the storage refused it) has
//!   its only copy in storage in this save: another game is not saved over it until it is
//!   stored (`save_keeping`); a reload then still finds it and records it.

use super::backend::Backend;
use super::backups::{move_aside, Backup};
use super::status::StorageStatus;
use crate::engine::{Game, GameId, LoadError};

/// The running (or last finished) game.
pub const GAME_KEY: &str = "pasch.game";

/// The game as a window found it at start-up.
pub struct LoadedGame {
    /// The saved game; None when there is none, or it could not be read.
    pub game: Option<Game>,
    /// Set when this load found an unreadable save (and kept it aside).
    pub backup: Option<Backup>,
    /// Ok, or why the game cannot be stored (no localStorage, or a save blocking the key).
    pub status: StorageStatus,
}

/// Why a game was not saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The storage refused, or a save that cannot be read must not be overwritten.
    Status(StorageStatus),
    /// Another window saved a game since this one last read or wrote it: its text.
    Elsewhere(String),
}

/// What one window knows of the stored game.
#[derive(Clone, Debug, Default)]
pub struct GameKeeper {
    /// The save this window last read or wrote (None: there was none).
    seen: Option<String>,
    /// An unreadable save is in the key and could not be kept aside: nothing may be
    /// saved over it.
    blocked: bool,
}

impl GameKeeper {
    /// Reads the stored game; an unreadable save is kept aside (never overwritten).
    pub fn load(&mut self, b: Option<&dyn Backend>) -> LoadedGame {
        let Some(b) = b else {
            return LoadedGame {
                game: None,
                backup: None,
                status: StorageStatus::Unavailable,
            };
        };
        let raw = b.get(GAME_KEY);
        self.seen = raw.clone();
        let Some(raw) = raw else {
            return LoadedGame {
                game: None,
                backup: None,
                status: StorageStatus::Ok,
            };
        };
        match Game::from_json(&raw) {
            Ok(game) => LoadedGame {
                game: Some(game),
                backup: None,
                status: StorageStatus::Ok,
            },
            Err(_) => {
                let (key, status) = match move_aside(b, GAME_KEY, &raw) {
                    Some(key) => {
                        self.seen = None;
                        (key, StorageStatus::Ok)
                    }
                    None => {
                        self.blocked = true;
                        (GAME_KEY.to_string(), StorageStatus::Blocked)
                    }
                };
                LoadedGame {
                    game: None,
                    backup: Some(Backup::of(&key, raw)),
                    status,
                }
            }
        }
    }

    /// Saves `game`, unless another window saved since this one last read or wrote the
    /// game (then nothing is written: see `SaveError::Elsewhere`).
    pub fn save(&mut self, b: Option<&dyn Backend>, game: &Game) -> Result<(), SaveError> {
        self.save_keeping(b, game, &[])
    }

    /// `save`, but a stored finished game among `unstored` (finished games not in the
    /// history's storage yet) is not replaced by another game: nothing is written then
    /// (`Waiting`). The same game saved again (an undo after its end) is.
    pub fn save_keeping(
        &mut self,
        b: Option<&dyn Backend>,
        game: &Game,
        unstored: &[GameId],
    ) -> Result<(), SaveError> {
        if self.blocked {
            return Err(SaveError::Status(StorageStatus::Blocked));
        }
        let b = b.ok_or(SaveError::Status(StorageStatus::Unavailable))?;
        let stored = b.get(GAME_KEY);
        if let Some(stored) = &stored {
            if self.seen.as_ref() != Some(stored) {
                return Err(SaveError::Elsewhere(stored.clone()));
            }
            if !unstored.is_empty() {
                // Read only while a finished game waits (a refusing storage): rare.
                let held = Game::from_json(stored)
                    .map(|g| g.setup().id)
                    .is_ok_and(|id| id != game.setup().id && unstored.contains(&id));
                if held {
                    return Err(SaveError::Status(StorageStatus::Waiting));
                }
            }
        }
        let text = game.to_json();
        b.set(GAME_KEY, &text).map_err(SaveError::Status)?;
        self.seen = Some(text);
        Ok(())
    }

    /// The game another window saved (from a `storage` event), now the one this window
    /// follows. A save this version cannot read (a newer Pasch in the other window) is
    /// left alone: this window saves nothing over it.
    pub fn follow(&mut self, b: &dyn Backend) -> Option<Result<Game, LoadError>> {
        let raw = b.get(GAME_KEY)?;
        let read = Game::from_json(&raw);
        self.blocked = read.is_err();
        self.seen = Some(raw);
        Some(read)
    }

    /// Removes the stored game (a finished one, when the statistics are reset: it would be
    /// recorded again at the next start otherwise). Nothing if another window saved a
    /// game since this one last read or wrote it.
    pub fn clear(&mut self, b: &dyn Backend) {
        if b.get(GAME_KEY) == self.seen {
            b.remove(GAME_KEY);
            self.seen = None;
        }
    }

    /// Whether the stored game was saved with its identity (by Pasch from 2026-11-26 on):
    /// only then can the history tell for sure whether it holds that game.
    pub fn saved_with_id(&self) -> bool {
        let Some(text) = &self.seen else {
            return false;
        };
        serde_json::from_str::<serde_json::Value>(text)
            .ok()
            .is_some_and(|v| v.get("setup").and_then(|s| s.get("id")).is_some())
    }
}
