//! The tournaments in the statistics' export and import (`ui::stats::import`): the export
//! file holds every kept tournament; an import adds the file's tournaments that are not
//! kept here yet (by identity; one kept here is never replaced), as soon as the file is
//! read.

use crate::stats::history::{FileGames, History};
use crate::store::backend::Backend;
use crate::store::browser::local;
use crate::store::tours::{import_tours, load_tours};

/// The export file: every kept game and every kept tournament.
pub fn export_file(history: &History) -> String {
    let tours = local().map(|b| load_tours(&b).tours).unwrap_or_default();
    history.to_file_with(&tours)
}

/// Keeps the tournaments of `file` that are not kept here yet.
pub fn import_file_tours(file: &FileGames) {
    let incoming = file.tournaments();
    if incoming.is_empty() {
        return;
    }
    let b = local();
    let have = b.as_ref().map(|b| load_tours(b).tours).unwrap_or_default();
    let _ = import_tours(b.as_ref().map(|b| b as &dyn Backend), &have, incoming);
}
