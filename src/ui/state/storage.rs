//! How keeping things in the browser fares, as a context: the status of each kind of
//! thing written, what was kept aside, what other windows and a full storage did.

use crate::engine::GameId;
use crate::store::backups::Backup;
use crate::store::persist::PersistAsked;
use crate::store::StorageStatus;
use leptos::prelude::*;

/// What another window did to the game on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elsewhere {
    /// It played on: this window shows the game as it stands now.
    Continued,
    /// It started another game, which this window shows now.
    Replaced,
    /// A newer version of Pasch saved the game there: this window saves nothing over it.
    Newer,
}

/// How writing fares, per kind of thing kept (a failure of one stays visible whatever
/// the others do, until that kind is written again), and what the storage told besides
/// (a context: `use_storage`).
#[derive(Clone, Copy)]
pub struct StorageHealth {
    /// The running game's save.
    pub game: RwSignal<StorageStatus>,
    /// The finished games of the statistics (a failure: some wait in memory).
    pub history: RwSignal<StorageStatus>,
    /// The settings.
    pub settings: RwSignal<StorageStatus>,
    /// What this start found unreadable and kept aside, until the user dismisses it.
    pub set_aside: RwSignal<Vec<Backup>>,
    /// Bumped whenever a kept-aside text comes or goes (Settings lists them).
    pub backups_changed: RwSignal<u32>,
    /// Another window played on or replaced the game on screen (until dismissed).
    pub elsewhere: RwSignal<Option<Elsewhere>>,
    /// Finished games whose moves made room while this window was open (their results
    /// stay in the statistics).
    pub made_room: RwSignal<usize>,
    /// Stored finished games of a newer Pasch, left in storage for it (Statistics counts
    /// them).
    pub newer_games: RwSignal<Vec<GameId>>,
    /// Whether Pasch asked the browser to keep its data, and the answer
    /// (`Persistence::ask_to_persist`).
    pub persist_asked: RwSignal<Option<PersistAsked>>,
}

impl StorageHealth {
    /// Counts games whose moves made room (Statistics tells the family).
    pub fn note_made_room(&self, games: usize) {
        if games > 0 {
            self.made_room.update(|n| *n += games);
        }
    }

    /// Counts a kept-aside text that came or went.
    pub fn note_backups_changed(&self) {
        self.backups_changed.update(|n| *n += 1);
    }
}
