//! Words for keeping things: storage warnings, what was kept aside, other windows, asking
//! before a game is replaced, the room in storage, and export and import. German and
//! English.

use crate::stats::history::HistoryError;
use crate::store::backups::{BackupKind, Readable};
use crate::store::StorageStatus;
use crate::ui::i18n::Lang;

/// "1 game" / "3 games", "1 Spiel" / "3 Spiele".
fn games(l: Lang, n: usize) -> String {
    match (l, n) {
        (Lang::De, 1) => "1 Spiel".into(),
        (Lang::De, n) => format!("{n} Spiele"),
        (Lang::En | Lang::Fr, 1) => "1 game".into(),
        (Lang::En | Lang::Fr, n) => format!("{n} games"),
    }
}

/// A size in megabytes, one decimal ("50.0 MB", German "50,0 MB").
fn megabytes(l: Lang, bytes: f64) -> String {
    let tenths = (bytes / 100_000.0).round() as u64;
    let sep = de_en!(l, ",", ".");
    format!("{}{sep}{} MB", tenths / 10, tenths % 10)
}

impl Lang {
    // ---- storage warnings ------------------------------------------------------------

    pub fn storage_unavailable(self) -> &'static str {
        de_en!(
            self,
            "Dieser Browser erlaubt hier kein Speichern (privates Fenster?). Ihr könnt weiterspielen, aber das Spiel geht verloren, wenn die Seite geschlossen wird.",
            "This browser does not allow saving here (private window?). You can play on, but the game is lost when the page is closed."
        )
    }
    pub fn storage_full(self) -> &'static str {
        de_en!(
            self,
            "Der Speicher des Browsers ist voll: das Spiel wird gerade nicht gespeichert. Ihr könnt weiterspielen; schafft Platz, damit wieder gespeichert wird.",
            "The browser's storage is full: the game is not being saved right now. You can play on; free some space to save again."
        )
    }
    pub fn storage_blocked(self) -> &'static str {
        de_en!(
            self,
            "Der alte, unlesbare Spielstand konnte nicht gesichert werden, deshalb wird er nicht überschrieben: das neue Spiel wird nicht gespeichert.",
            "The old, unreadable save could not be backed up, so it is not overwritten: the new game is not being saved."
        )
    }
    /// `waiting` finished games are kept in this window until the storage takes them.
    pub fn history_not_stored(self, waiting: usize) -> String {
        let (de, en) = match waiting.max(1) {
            1 => (
                "1 Spiel für die Statistik wartet".to_string(),
                "1 game for the statistics waits".to_string(),
            ),
            n => (
                format!("{n} Spiele für die Statistik warten"),
                format!("{n} games for the statistics wait"),
            ),
        };
        de_en!(
            self,
            format!("Der Speicher des Browsers nimmt gerade keine beendeten Spiele an: {de} in diesem Fenster darauf, gespeichert zu werden, sobald es wieder geht. Schließt dieses Fenster erst danach."),
            format!("The browser's storage does not take finished games right now: {en} in this window to be stored as soon as it works again. Keep this window open until then.")
        )
    }
    pub fn settings_not_stored(self) -> &'static str {
        de_en!(
            self,
            "Die Einstellungen konnten nicht gespeichert werden: sie gelten, bis die Seite geschlossen wird.",
            "The settings could not be saved: they apply until the page is closed."
        )
    }

    // ---- kept aside --------------------------------------------------------------------

    pub fn backup_title(self, kind: BackupKind) -> &'static str {
        match kind {
            BackupKind::Game => de_en!(
                self,
                "Ein Spielstand konnte nicht geladen werden",
                "A saved game could not be loaded"
            ),
            BackupKind::Statistics | BackupKind::FinishedGame => de_en!(
                self,
                "Ein Teil der Statistik konnte nicht gelesen werden",
                "Part of the statistics could not be read"
            ),
        }
    }
    pub fn backup_reason(self, newer: bool) -> &'static str {
        if newer {
            de_en!(
                self,
                "Es stammt aus einer neueren Version von Pasch. Wenn die App aktualisiert ist, lässt es sich wieder öffnen.",
                "It comes from a newer version of Pasch. Once the app is updated it can be opened again."
            )
        } else {
            de_en!(
                self,
                "Es ist beschädigt oder wurde von Hand verändert.",
                "It is damaged or was changed by hand."
            )
        }
    }
    pub fn backup_kept(self, kind: BackupKind) -> &'static str {
        match kind {
            BackupKind::Game => de_en!(
                self,
                "Nichts wurde gelöscht: der Spielstand ist sicher aufbewahrt (Einstellungen) und du kannst ihn herunterladen.",
                "Nothing was deleted: the save is kept safe (Settings) and you can download it."
            ),
            BackupKind::Statistics | BackupKind::FinishedGame => de_en!(
                self,
                "Nichts wurde gelöscht: alle anderen Spiele sind in der Statistik, und das Unlesbare ist sicher aufbewahrt (Einstellungen); du kannst es herunterladen.",
                "Nothing was deleted: every other game is in the statistics, and what could not be read is kept safe (Settings); you can download it."
            ),
        }
    }
    pub fn download_backup(self, kind: BackupKind) -> &'static str {
        match kind {
            BackupKind::Game => de_en!(self, "Spielstand herunterladen", "Download the save"),
            BackupKind::Statistics | BackupKind::FinishedGame => {
                de_en!(self, "Statistik herunterladen", "Download the statistics")
            }
        }
    }
    pub fn backups_title(self) -> &'static str {
        de_en!(self, "Aufbewahrt", "Kept aside")
    }
    pub fn no_backups(self) -> &'static str {
        de_en!(
            self,
            "Nichts Unlesbares aufbewahrt.",
            "Nothing unreadable kept aside."
        )
    }
    pub fn backup_kind(self, kind: BackupKind) -> &'static str {
        match kind {
            BackupKind::Game => de_en!(self, "Spielstand", "Saved game"),
            BackupKind::Statistics => de_en!(self, "Statistik", "Statistics"),
            BackupKind::FinishedGame => {
                de_en!(
                    self,
                    "Beendetes Spiel der Statistik",
                    "Finished game of the statistics"
                )
            }
        }
    }
    pub fn backup_state(self, readable: &Readable) -> &'static str {
        match readable {
            Readable::Yes => de_en!(
                self,
                "diese Version kann es wieder öffnen",
                "this version can open it again"
            ),
            Readable::Newer => de_en!(self, "aus einer neueren Version", "from a newer version"),
            Readable::Damaged => de_en!(self, "beschädigt", "damaged"),
        }
    }
    pub fn open_again(self) -> &'static str {
        de_en!(self, "Wieder öffnen", "Open again")
    }
    pub fn reopened_games(self, stored: usize, total: usize) -> String {
        if stored == total {
            de_en!(
                self,
                format!("Wieder in der Statistik: {}.", games(self, total)),
                format!("Back in the statistics: {}.", games(self, total))
            )
        } else {
            de_en!(
                self,
                format!("Wieder in der Statistik: {stored} von {}. Der Speicher ist voll; der Rest bleibt aufbewahrt.", games(self, total)),
                format!("Back in the statistics: {stored} of {}. The storage is full; the rest stays kept aside.", games(self, total))
            )
        }
    }

    // ---- other windows -----------------------------------------------------------------

    pub fn continued_elsewhere(self) -> &'static str {
        de_en!(
            self,
            "Dieses Spiel wurde in einem anderen Fenster weitergespielt: hier steht es jetzt so wie dort.",
            "This game went on in another window: it is shown here as it stands now."
        )
    }
    pub fn replaced_elsewhere(self) -> &'static str {
        de_en!(
            self,
            "In einem anderen Fenster wurde ein neues Spiel begonnen: es steht jetzt auch hier.",
            "A new game was started in another window: it is shown here now."
        )
    }
    pub fn newer_elsewhere(self) -> &'static str {
        de_en!(
            self,
            "Eine neuere Version von Pasch hat das Spiel in einem anderen Fenster gespeichert. Bitte ladet diese Seite neu; bis dahin wird hier nichts gespeichert.",
            "A newer version of Pasch saved the game in another window. Please reload this page; until then nothing is saved here."
        )
    }

    // ---- asking before a game is replaced -------------------------------------------

    pub fn replace_title(self) -> &'static str {
        de_en!(
            self,
            "Das laufende Spiel beenden?",
            "End the game in progress?"
        )
    }
    pub fn replace_text(self, game: &str) -> String {
        de_en!(
            self,
            format!("{game} ist noch nicht zu Ende. Das neue Spiel ersetzt es, und es zählt nicht in der Statistik."),
            format!("{game} is not finished yet. The new game replaces it, and it does not count in the statistics.")
        )
    }
    pub fn replace_yes(self) -> &'static str {
        de_en!(self, "Neues Spiel beginnen", "Start the new game")
    }
    pub fn replace_no(self) -> &'static str {
        de_en!(self, "Spiel behalten", "Keep my game")
    }

    // ---- the room in storage ------------------------------------------------------------

    pub fn storage_title(self) -> &'static str {
        de_en!(self, "Speicherplatz", "Storage")
    }
    pub fn storage_used(self, percent: usize) -> String {
        de_en!(
            self,
            format!("{percent} % des Platzes für Pasch in diesem Browser sind belegt."),
            format!("{percent} % of the room for Pasch in this browser is used.")
        )
    }
    /// `total` finished games kept, `lean` of them without their moves.
    pub fn games_kept(self, total: usize, lean: usize) -> String {
        let kept = games(self, total);
        if lean == 0 {
            return de_en!(
                self,
                format!("{kept} beendet und aufbewahrt."),
                format!("{kept} finished and kept.")
            );
        }
        de_en!(
            self,
            format!("{kept} beendet und aufbewahrt, {lean} davon ohne ihre Züge: die machten Platz, die Ergebnisse zählen weiter."),
            format!("{kept} finished and kept, {lean} of them without their moves: those made room, the results still count.")
        )
    }
    pub fn made_room_now(self, n: usize) -> String {
        match (self, n) {
            (Lang::De, 1) => "Um Platz zu schaffen, wurden gerade die Züge eines älteren Spiels entfernt; sein Ergebnis bleibt in der Statistik.".into(),
            (Lang::De, n) => format!("Um Platz zu schaffen, wurden gerade die Züge von {n} älteren Spielen entfernt; ihre Ergebnisse bleiben in der Statistik."),
            (Lang::En | Lang::Fr, 1) => "To make room, the moves of 1 older game were removed just now; its result stays in the statistics.".into(),
            (Lang::En | Lang::Fr, n) => format!("To make room, the moves of {n} older games were removed just now; their results stay in the statistics."),
        }
    }
    pub fn storage_persistent(self) -> &'static str {
        de_en!(
            self,
            "Der Browser bewahrt diese Daten dauerhaft auf.",
            "The browser keeps this data for good."
        )
    }
    pub fn storage_best_effort(self) -> &'static str {
        de_en!(
            self,
            "Der Browser darf diese Daten löschen, wenn ihm der Platz ausgeht. Als App installiert ist Pasch sicherer; exportiert die Statistik ab und zu.",
            "The browser may clear this data when it runs out of space. Installed as an app, Pasch is safer; export the statistics now and then."
        )
    }
    pub fn show_older_games(self, more: usize) -> String {
        de_en!(
            self,
            format!("Ältere Spiele zeigen ({more} weitere)"),
            format!("Show older games ({more} more)")
        )
    }
    pub fn moves_made_room(self) -> &'static str {
        de_en!(
            self,
            "Die Züge dieses Spiels machten Platz; sein Ergebnis zählt weiter.",
            "This game's moves made room; its result still counts."
        )
    }
    pub fn moves_unreadable(self) -> &'static str {
        de_en!(
            self,
            "Diese Version kann die Züge dieses Spiels nicht nachspielen; sein Ergebnis zählt weiter.",
            "This version cannot replay this game's moves; its result still counts."
        )
    }

    // ---- export and import ----------------------------------------------------------------

    pub fn renamed_not_stored(self, n: usize) -> String {
        de_en!(
            self,
            format!("Umbenannt: {n}. Der Speicher ist voll: die Namen gelten, bis die Seite geschlossen wird."),
            format!("Renamed: {n}. The storage is full: the names apply until the page is closed.")
        )
    }
    pub fn import_too_large(self, size: f64, max: f64) -> String {
        let (size, max) = (megabytes(self, size), megabytes(self, max));
        de_en!(
            self,
            format!("Import abgelehnt: Die Datei ist zu groß ({size}; höchstens {max}). Eine Statistik von Pasch ist viel kleiner. Nichts wurde geändert."),
            format!("Import refused: The file is too large ({size}; at most {max}). A Pasch statistics file is much smaller. Nothing was changed.")
        )
    }
    pub fn import_unreadable(self) -> &'static str {
        de_en!(
            self,
            "Import abgelehnt: Die Datei ließ sich nicht lesen. Nichts wurde geändert.",
            "Import refused: The file could not be read. Nothing was changed."
        )
    }
    pub fn import_refused(self, e: &HistoryError) -> String {
        let why = match e {
            HistoryError::NotJson(_) | HistoryError::NotHistory => de_en!(
                self,
                "Das ist keine Statistik-Datei von Pasch.",
                "This is not a Pasch statistics file."
            ),
            HistoryError::Newer(_) => de_en!(
                self,
                "Die Datei stammt aus einer neueren Version von Pasch.",
                "The file is from a newer version of Pasch."
            ),
        };
        de_en!(
            self,
            format!("Import abgelehnt: {why} Nichts wurde geändert."),
            format!("Import refused: {why} Nothing was changed.")
        )
    }
    fn damaged_left_out(self, damaged: usize) -> String {
        match (self, damaged) {
            (_, 0) => String::new(),
            (Lang::De, 1) => " 1 Spiel der Datei ist beschädigt und bleibt draußen.".into(),
            (Lang::De, n) => format!(" {n} Spiele der Datei sind beschädigt und bleiben draußen."),
            (Lang::En | Lang::Fr, 1) => " 1 game of the file is damaged and left out.".into(),
            (Lang::En | Lang::Fr, n) => format!(" {n} games of the file are damaged and left out."),
        }
    }
    pub fn import_nothing_new(self, total: usize, damaged: usize) -> String {
        let left_out = self.damaged_left_out(damaged);
        de_en!(
            self,
            format!(
                "0 Spiele übernommen: alle Spiele der Datei sind schon hier ({}).{left_out}",
                games(self, total)
            ),
            format!(
                "0 games imported: every game of the file is here already ({}).{left_out}",
                games(self, total)
            )
        )
    }
    pub fn import_plan(self, total: usize, new: usize, already: usize, damaged: usize) -> String {
        let left_out = self.damaged_left_out(damaged);
        de_en!(
            self,
            format!("Die Datei enthält {}: {new} neu, {already} schon hier.{left_out} Kein Spiel hier wird entfernt oder geändert.", games(self, total)),
            format!("The file holds {}: {new} new, {already} here already.{left_out} No game here is removed or changed.", games(self, total))
        )
    }
    pub fn import_games(self, n: usize) -> String {
        de_en!(
            self,
            format!("{} übernehmen", games(self, n)),
            format!("Import {}", games(self, n))
        )
    }
    pub fn import_reading(self, done: usize, total: usize) -> String {
        de_en!(
            self,
            format!("Datei wird gelesen … {done} von {total}"),
            format!("Reading the file … {done} of {total}")
        )
    }
    pub fn import_storing(self, done: usize, total: usize) -> String {
        de_en!(
            self,
            format!("Spiele werden gespeichert … {done} von {total}"),
            format!("Storing the games … {done} of {total}")
        )
    }
    /// What an import stored: `stored` of `wanted` new games; `failed` why it stopped.
    pub fn import_stored(
        self,
        stored: usize,
        wanted: usize,
        failed: Option<StorageStatus>,
    ) -> String {
        if failed.is_none() {
            return de_en!(
                self,
                format!("{} übernommen.", games(self, stored)),
                format!("{} imported.", games(self, stored))
            );
        }
        de_en!(
            self,
            format!("{stored} von {} übernommen: der Speicher des Browsers ist voll. Kein Spiel hier wurde entfernt; der Rest der Datei kann später übernommen werden.", games(self, wanted)),
            format!("{stored} of {} imported: the browser's storage is full. No game here was removed; the rest of the file can be imported later.", games(self, wanted))
        )
    }
}
