//! The family tournaments in storage: one key per tournament, `pasch.tour.<id>`, written
//! after every change (a result typed in, a game linked or finished, the play-off). Like
//! a finished game it is never dropped: a tournament this version cannot read because it
//! is damaged is kept aside (`backups`), one written by a newer Pasch stays under its key
//! for that version, and a write the storage refuses is reported, the tournament staying
//! in memory to be written again with the next change.

use super::backend::Backend;
use super::backups::keep_aside;
use super::status::StorageStatus;
use crate::engine::GameId;
use crate::tour::{Tournament, TOUR_FORMAT};

/// Each tournament is kept under this prefix and its id.
pub const TOUR_PREFIX: &str = "pasch.tour.";

/// The key of tournament `id`.
pub fn tour_key(id: GameId) -> String {
    format!("{TOUR_PREFIX}{id}")
}

/// The tournaments as they were found.
#[derive(Debug)]
pub struct LoadedTours {
    /// Those this version reads, oldest first.
    pub tours: Vec<Tournament>,
    /// How many were damaged and kept aside now.
    pub set_aside: usize,
    /// How many a newer Pasch wrote (left under their keys for it).
    pub newer: usize,
    /// Ok, or `Full` if a damaged one could not be kept aside (it stays under its key).
    pub status: StorageStatus,
}

/// Reads every stored tournament.
pub fn load_tours(b: &dyn Backend) -> LoadedTours {
    let mut loaded = LoadedTours {
        tours: Vec::new(),
        set_aside: 0,
        newer: 0,
        status: StorageStatus::Ok,
    };
    for key in b.keys() {
        let Some(id) = key.strip_prefix(TOUR_PREFIX).and_then(GameId::parse) else {
            continue;
        };
        let Some(raw) = b.get(&key) else {
            continue;
        };
        match Tournament::from_json(&raw) {
            Some(t) if t.id == id => loaded.tours.push(t),
            _ if is_newer(&raw) => loaded.newer += 1,
            _ => match keep_aside(b, &raw) {
                Some(_) => {
                    b.remove(&key);
                    loaded.set_aside += 1;
                }
                None => loaded.status = StorageStatus::Full,
            },
        }
    }
    crate::order::sort_by_key(&mut loaded.tours, |t| (t.at, t.id));
    loaded
}

/// Whether `raw` is a tournament of a newer shape (its `v` above this version's).
fn is_newer(raw: &str) -> bool {
    #[derive(serde::Deserialize)]
    struct Version {
        v: Option<u64>,
    }
    serde_json::from_str::<Version>(raw)
        .ok()
        .and_then(|v| v.v)
        .is_some_and(|v| v > u64::from(TOUR_FORMAT))
}

/// Stores `tour` under its key; the error says why the storage refused (no storage at
/// all: `Unavailable`). A newer Pasch's tournament under the same key is not overwritten.
pub fn store_tour(b: Option<&dyn Backend>, tour: &Tournament) -> Result<(), StorageStatus> {
    let b = b.ok_or(StorageStatus::Unavailable)?;
    let key = tour_key(tour.id);
    if b.get(&key).is_some_and(|raw| is_newer(&raw)) {
        return Err(StorageStatus::Blocked);
    }
    b.set(&key, &tour.to_json())
}

/// Stores the tournaments of an import that are not here yet (by id); returns how many
/// were new. Those the storage refuses are still returned in `added`, to keep in memory.
pub fn import_tours(
    b: Option<&dyn Backend>,
    have: &[Tournament],
    incoming: Vec<Tournament>,
) -> (Vec<Tournament>, StorageStatus) {
    let mut added: Vec<Tournament> = Vec::new();
    let mut status = StorageStatus::Ok;
    for t in incoming {
        if have.iter().chain(&added).any(|h| h.id == t.id) {
            continue;
        }
        if let Err(e) = store_tour(b, &t) {
            status = e;
        }
        added.push(t);
    }
    (added, status)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameKind;
    use crate::store::backend::Memory;
    use crate::tour::Entrant;

    fn tour(n: u64) -> Tournament {
        let players = (0..4)
            .map(|i| Entrant {
                name: format!("P{i}"),
                bot: None,
            })
            .collect();
        Tournament::new(
            GameKind::Yatzy,
            players,
            2,
            n,
            GameId::derived([&n.to_string()[..]]),
            n,
            "2026-11-29",
        )
        .expect("valid")
    }

    #[test]
    fn tournaments_are_stored_and_read_back_oldest_first() {
        let m = Memory::new();
        store_tour(Some(&m), &tour(2)).expect("stored");
        store_tour(Some(&m), &tour(1)).expect("stored");
        let loaded = load_tours(&m);
        assert_eq!(loaded.tours, vec![tour(1), tour(2)]);
        assert_eq!(loaded.status, StorageStatus::Ok);
    }

    #[test]
    fn a_refused_write_is_reported() {
        let m = Memory::new();
        m.refuse(&[TOUR_PREFIX]);
        assert_eq!(store_tour(Some(&m), &tour(1)), Err(StorageStatus::Full));
        assert_eq!(store_tour(None, &tour(1)), Err(StorageStatus::Unavailable));
    }

    #[test]
    fn damaged_ones_are_kept_aside_and_newer_ones_left_alone() {
        let m = Memory::new();
        let newer = tour(3).to_json().replacen("\"v\":1", "\"v\":9", 1);
        let newer_key = tour_key(tour(3).id);
        m.set(&newer_key, &newer).expect("set");
        m.set(&tour_key(tour(4).id), "{broken").expect("set");
        let loaded = load_tours(&m);
        assert!(loaded.tours.is_empty());
        assert_eq!((loaded.newer, loaded.set_aside), (1, 1));
        assert_eq!(m.get(&newer_key), Some(newer));
        assert_eq!(m.get(&tour_key(tour(4).id)), None);
        assert_eq!(super::super::backups::backups(&m).len(), 1);
        assert_eq!(store_tour(Some(&m), &tour(3)), Err(StorageStatus::Blocked));
    }

    #[test]
    fn an_import_adds_only_new_tournaments() {
        let m = Memory::new();
        let (added, status) = import_tours(Some(&m), &[tour(1)], vec![tour(1), tour(2), tour(2)]);
        assert_eq!(added, vec![tour(2)]);
        assert_eq!(status, StorageStatus::Ok);
        assert_eq!(load_tours(&m).tours, vec![tour(2)]);
    }
}
