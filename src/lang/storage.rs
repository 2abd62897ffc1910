//! Messages about keeping things (storage, kept-aside saves, export and import), chosen
//! by what happened.

use super::words::Lang;
use crate::stats::history::HistoryError;
use crate::store::backups::{BackupKind, Readable};
use crate::store::history::Stop;

impl Lang {
    /// The heading of the notice about a save kept aside, by what was kept.
    pub fn backup_title(self, kind: BackupKind) -> &'static str {
        match kind {
            BackupKind::Game => self.backup_title_game(),
            BackupKind::Statistics | BackupKind::FinishedGame => self.backup_title_statistics(),
        }
    }

    /// Why a save was kept aside: written by a newer Pasch, or damaged.
    pub fn backup_reason(self, newer: bool) -> &'static str {
        if newer {
            self.backup_reason_newer()
        } else {
            self.backup_reason_damaged()
        }
    }

    /// The line saying that a save of this kind was kept aside.
    pub fn backup_kept(self, kind: BackupKind) -> &'static str {
        match kind {
            BackupKind::Game => self.backup_kept_game(),
            BackupKind::Statistics | BackupKind::FinishedGame => self.backup_kept_statistics(),
        }
    }

    /// The label of the button that downloads a kept-aside save of this kind.
    pub fn download_backup(self, kind: BackupKind) -> &'static str {
        match kind {
            BackupKind::Game => self.download_backup_game(),
            BackupKind::Statistics | BackupKind::FinishedGame => self.download_backup_statistics(),
        }
    }

    /// The name of a kind of kept-aside save, as listed in Settings ("Saved game").
    pub fn backup_kind(self, kind: BackupKind) -> &'static str {
        match kind {
            BackupKind::Game => self.backup_kind_game(),
            BackupKind::Statistics => self.backup_kind_statistics(),
            BackupKind::FinishedGame => self.backup_kind_finished_game(),
        }
    }

    /// Whether a kept-aside save can still be read: yes, only by a newer Pasch, or damaged.
    pub fn backup_state(self, readable: &Readable) -> &'static str {
        match readable {
            Readable::Yes => self.backup_state_yes(),
            Readable::Newer => self.backup_state_newer(),
            Readable::Damaged => self.backup_state_damaged(),
        }
    }

    /// After reopening kept-aside finished games: `stored` of `total` are back in the statistics.
    pub fn reopened_games(self, stored: usize, total: usize) -> String {
        if stored == total {
            self.reopened_all(total)
        } else {
            self.reopened_some(stored, total)
        }
    }

    /// `total` finished games kept, `lean` of them without their moves.
    pub fn games_kept(self, total: usize, lean: usize) -> String {
        if lean == 0 {
            self.kept_games(total)
        } else {
            self.kept_games_lean(total, lean)
        }
    }

    /// A file too large to import: its size and the largest allowed, in bytes.
    pub fn import_too_large(self, size: f64, max: f64) -> String {
        self.import_too_big(size / 1e6, max / 1e6)
    }

    /// Why an import was refused: not a Pasch file, or written by a newer Pasch.
    pub fn import_refused(self, e: &HistoryError) -> String {
        match e {
            HistoryError::NotJson(_) | HistoryError::NotHistory => self.import_refused_not_pasch(),
            HistoryError::Newer(_) => self.import_refused_newer(),
        }
        .into()
    }

    /// Nothing of the file's `total` games is new: `already` are here, `damaged` are not.
    pub fn import_nothing_new(self, total: usize, already: usize, damaged: usize) -> String {
        if damaged == 0 {
            self.import_nothing_new_intact(total)
        } else if already == 0 {
            self.import_all_damaged(damaged)
        } else {
            self.import_nothing_new_damaged(total, damaged)
        }
    }

    /// What an import will do before it starts: of the file's `total` games, `new` are
    /// added, `already` are here, `damaged` cannot be read.
    pub fn import_plan(self, total: usize, new: usize, already: usize, damaged: usize) -> String {
        if damaged == 0 {
            self.import_plan_intact(total, new, already)
        } else {
            self.import_plan_damaged(total, new, already, damaged)
        }
    }

    /// What an import stored: `stored` of `wanted` new games; `failed` why it stopped.
    pub fn import_stored(self, stored: usize, wanted: usize, failed: Option<Stop>) -> String {
        match failed {
            None => self.import_stored_all(stored),
            Some(Stop::Room) => self.import_stored_room(stored, wanted),
            Some(Stop::Refused(_)) => self.import_stored_full(stored, wanted),
        }
    }
}
