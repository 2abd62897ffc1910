//! The finished games in storage: one key per game, `pasch.history.<id>`, written once
//! when the game ends (again only if it ends again after an undo, or when it is renamed or
//! makes room). Two windows finishing games at the same time write different keys, so
//! neither can overwrite the other's; each window learns of the other's games from the
//! browser's `storage` events and `read_entry`.
//!
//! Room: when the storage is full, or the history grows past `HISTORY_BUDGET`, the oldest
//! games give up their moves and keep their summary (`Kept::without_moves`), so the
//! statistics never shrink. A stored game this version cannot read because it is damaged
//! is kept aside alone (`backups`); the others load. One written by a newer Pasch stays
//! under its key, untouched, for that version (an older tab and a newer one may share the
//! storage): it is counted as such (`LoadedHistory::newer`), not read.
//!
//! Pasch before 2026-11-26 kept the whole history under one key, `pasch.history`, rewritten
//! at every game end. `load_history` moves such a history to the keys of its games (each
//! game that does not replay is kept aside alone) and removes the old key only once every
//! game is safe; a history it cannot read at all stays where it is, untouched, and is
//! offered as a kept-aside text.

use super::backend::Backend;
pub use super::backups::LEGACY_HISTORY_KEY;
use super::backups::{keep_aside, Backup};
use super::quota::HISTORY_BUDGET;
use super::status::StorageStatus;
use crate::engine::GameId;
use crate::stats::history::{read_file, FileGame, History, Kept};
use std::collections::BTreeMap;

/// Each finished game is kept under this prefix and its id.
pub const HISTORY_PREFIX: &str = "pasch.history.";

/// The key of game `id`.
pub fn key_of(id: GameId) -> String {
    format!("{HISTORY_PREFIX}{id}")
}

/// The game id of a history key; None for any other key.
pub fn id_of(key: &str) -> Option<GameId> {
    GameId::parse(key.strip_prefix(HISTORY_PREFIX)?)
}

/// The history as it was found.
pub struct LoadedHistory {
    /// The finished games this version could read.
    pub history: History,
    /// What this version could not read: stored games kept aside now, and an old whole
    /// history left where it is.
    pub set_aside: Vec<Backup>,
    /// Stored games of a newer Pasch, left under their keys for it.
    pub newer: Vec<GameId>,
    /// Ok, or why something could not be written (the games are in memory all the same).
    pub status: StorageStatus,
}

/// Reads every kept game: the per-game keys, and an old whole history (moved to per-game
/// keys on the way).
pub fn load_history(b: &dyn Backend) -> LoadedHistory {
    let mut games = Vec::new();
    let mut set_aside = Vec::new();
    let mut newer = Vec::new();
    let mut status = StorageStatus::Ok;
    for key in b.keys() {
        let Some(id) = id_of(&key) else {
            continue;
        };
        match read_entry(b, &key) {
            Some(Entry::Read(kept)) => games.push(*kept),
            Some(Entry::Newer) => newer.push(id),
            Some(Entry::Damaged(raw)) => match keep_aside(b, &raw) {
                Some(backup) => {
                    b.remove(&key);
                    set_aside.push(Backup::of(&backup, raw));
                }
                // It stays under its key, unread; nothing overwrites it (its id is taken).
                None => status = StorageStatus::Full,
            },
            None => {}
        }
    }
    let mut history = History::of(games);
    if let Some(raw) = b.get(LEGACY_HISTORY_KEY) {
        if read_file(&raw).is_err() {
            set_aside.push(Backup::of(LEGACY_HISTORY_KEY, raw.clone()));
        }
        let moved = move_legacy(b, &raw, &mut history, &mut set_aside);
        if moved != StorageStatus::Ok {
            status = moved;
        }
    }
    LoadedHistory {
        history,
        set_aside,
        newer,
        status,
    }
}

/// A stored finished game as this version finds it.
#[derive(Clone, Debug, PartialEq)]
pub enum Entry {
    /// Read, to count.
    Read(Box<Kept>),
    /// Written by a newer Pasch: left as it is, for that version.
    Newer,
    /// Damaged, or not what its key says: its text, to keep aside.
    Damaged(String),
}

/// The kept game under `key`: None if there is none. Its summary is taken as stored
/// (Pasch counted it when the game ended: nothing is replayed at start-up) unless it
/// disagrees with its moves (`Kept::trusted`); then it is counted again and stored so,
/// once.
pub fn read_entry(b: &dyn Backend, key: &str) -> Option<Entry> {
    let raw = b.get(key)?;
    let id = id_of(key)?;
    Some(match Kept::from_json(&raw).and_then(Kept::trusted) {
        // A game under another game's key is not what it claims to be.
        Ok((kept, recounted)) if kept.id == id => {
            if recounted {
                // Stored again in the next start otherwise; in memory it is right now.
                let _ = b.set(key, &kept.to_json());
            }
            Entry::Read(Box::new(kept))
        }
        Err(e) if e.is_newer() => Entry::Newer,
        _ => Entry::Damaged(raw),
    })
}

/// Moves the games of an old whole history to their own keys; removes the old key once
/// every game is stored or (if it does not replay) kept aside. A history this version
/// cannot read stays as it is. Returns how the writes went.
fn move_legacy(
    b: &dyn Backend,
    raw: &str,
    history: &mut History,
    set_aside: &mut Vec<Backup>,
) -> StorageStatus {
    let Ok(file) = read_file(raw) else {
        return StorageStatus::Ok;
    };
    let mut all_safe = true;
    let mut status = StorageStatus::Ok;
    for game in file.into_games() {
        let text = legacy_text(&game);
        match game.read() {
            Ok(kept) => {
                if history.get(kept.id).is_some() {
                    continue;
                }
                if let Err(s) = store_kept(b, history, kept.clone()) {
                    status = s;
                    all_safe = false;
                    // Counted in memory all the same: the old key still holds it.
                    history.put(kept);
                }
            }
            Err(_) => match keep_aside(b, &text) {
                Some(key) => set_aside.push(Backup::of(&key, text)),
                None => {
                    status = StorageStatus::Full;
                    all_safe = false;
                }
            },
        }
    }
    if all_safe {
        b.remove(LEGACY_HISTORY_KEY);
    }
    status
}

/// One game of an old history as a history file of its own, to keep it aside: the kept
/// text is then read (and offered back) like any statistics file.
fn legacy_text(game: &FileGame) -> String {
    match game {
        FileGame::V1 { date, save, .. } => serde_json::json!({
            "pasch": "history",
            "format": 1,
            "games": [{ "date": date, "save": save }],
        })
        .to_string(),
        FileGame::V2(text) => text.clone(),
    }
}

/// How storing a game went: the games that gave up their moves to make room for it.
pub type MadeRoom = Vec<GameId>;

/// Stores `kept` under its key and keeps it in `history`. When the storage is full, or the
/// history would pass `HISTORY_BUDGET`, the oldest games give up their moves first (in
/// storage and in `history`) until it fits. The error says why it could not be stored
/// even so; `history` is left as it was then, but for moves that made room.
pub fn store_kept(
    b: &dyn Backend,
    history: &mut History,
    kept: Kept,
) -> Result<MadeRoom, StorageStatus> {
    store_within(b, history, kept, HISTORY_BUDGET)
}

/// `store_kept` with the history's room as `budget` characters.
fn store_within(
    b: &dyn Backend,
    history: &mut History,
    kept: Kept,
    budget: usize,
) -> Result<MadeRoom, StorageStatus> {
    let key = key_of(kept.id);
    let text = kept.to_json();
    let mut made_room = Vec::new();
    // Within budget first: an old game's moves go before the storage is full.
    let mut size = stored_size(history, &kept);
    while size > budget {
        match make_room(b, history, kept.id) {
            Some((id, freed)) => {
                made_room.push(id);
                size -= freed.min(size);
            }
            None => break,
        }
    }
    loop {
        match b.set(&key, &text) {
            Ok(()) => {
                history.put(kept);
                return Ok(made_room);
            }
            Err(StorageStatus::Full) => match make_room(b, history, kept.id) {
                Some((id, _)) => made_room.push(id),
                None => return Err(StorageStatus::Full),
            },
            Err(other) => return Err(other),
        }
    }
}

/// The characters a kept game takes in storage (key and value).
fn entry_size(kept: &Kept) -> usize {
    HISTORY_PREFIX.len() + 16 + kept.to_json().len()
}

/// The characters the history would take with `kept` stored.
fn stored_size(history: &History, kept: &Kept) -> usize {
    history
        .games()
        .iter()
        .filter(|k| k.id != kept.id)
        .map(entry_size)
        .sum::<usize>()
        + entry_size(kept)
}

/// The oldest game with moves (other than `keep`) gives them up: in storage first, then
/// in `history`. Returns its id and the characters freed; None if no game has moves left
/// to give, or the storage refused even the shorter text.
fn make_room(b: &dyn Backend, history: &mut History, keep: GameId) -> Option<(GameId, usize)> {
    let old = history.oldest_with_moves(keep)?;
    let lean = old.without_moves();
    let freed = entry_size(old).saturating_sub(entry_size(&lean));
    // A shorter value under the same key: this write frees room.
    b.set(&key_of(lean.id), &lean.to_json()).ok()?;
    let id = lean.id;
    history.put(lean);
    Some((id, freed))
}

/// Characters an import leaves free below `HISTORY_BUDGET`: room for the next hundred
/// finished games with their moves (a four-player Kniffel takes about 1,500) before the
/// oldest moves must make room again. Beyond the budget lies the room of the running game.
pub const IMPORT_LEAVES: usize = 150_000;

/// The room an import may fill: the history's budget, less what it leaves for the games
/// still to be played.
pub const IMPORT_ROOM: usize = HISTORY_BUDGET - IMPORT_LEAVES;

/// How storing several games went.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stored {
    /// Games stored, or found kept already.
    pub stored: usize,
    /// Games whose moves made room for them.
    pub made_room: usize,
    /// Why storing stopped before the end.
    pub failed: Option<Stop>,
}

/// Why storing several games stopped before the last.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The room (`IMPORT_ROOM`) is full although every game gave up its moves: the rest
    /// would crowd out the running game and the games still to be played.
    Room,
    /// The storage refused a write.
    Refused(StorageStatus),
}

/// Stores `games` one by one (an import, a kept-aside file opened again) within
/// `IMPORT_ROOM`, all at once; `Storing` does the same a few games at a time.
pub fn store_all(b: &dyn Backend, history: &mut History, games: &[Kept]) -> Stored {
    let mut storing = Storing::new(games.to_vec(), IMPORT_ROOM);
    while !storing.step(b, history, || true) {}
    storing.done()
}

/// When a game ended, and which it is: the history's order.
type Age = (u64, GameId);

fn age(kept: &Kept) -> Age {
    (kept.at, kept.id)
}

/// Games being stored one by one within a room, a few at a time (`step`), so that the
/// page stays responsive: an import. A game kept already counts as stored (another
/// window may have stored it meanwhile). The oldest games give up their moves first when
/// the room is full, the one being stored among them; once none has moves left, or the
/// storage refuses a game even so, storing stops (`Stop`), and the games after it are
/// not stored. The characters in use are measured once, then kept up to date.
pub struct Storing {
    games: std::vec::IntoIter<Kept>,
    room: usize,
    /// How many of the history's games are measured; None once all are.
    measuring: Option<usize>,
    /// Characters of the history in storage (keys and values), as far as measured.
    used: usize,
    /// Games that still have their moves: the first is the next to give them up. True
    /// for the games being stored, whose summaries were just counted from their moves.
    with_moves: BTreeMap<Age, bool>,
    done: Stored,
    finished: bool,
}

impl Storing {
    /// Stores `games` (new to the history, oldest first, read and checked: their
    /// summaries counted from their moves, `FileGame::read`) within `room` characters.
    pub fn new(games: Vec<Kept>, room: usize) -> Storing {
        Storing {
            games: games.into_iter(),
            room,
            measuring: Some(0),
            used: 0,
            with_moves: BTreeMap::new(),
            done: Stored::default(),
            finished: false,
        }
    }

    /// How it went so far.
    pub fn done(&self) -> Stored {
        self.done.clone()
    }

    /// Works on (measures the history first, then stores games) for as long as `go_on`
    /// says so, one game at least; stored games (and those that gave up their moves) are
    /// kept in `history` before it returns. Returns whether it is finished.
    pub fn step(
        &mut self,
        b: &dyn Backend,
        history: &mut History,
        mut go_on: impl FnMut() -> bool,
    ) -> bool {
        while let Some(measured) = self.measuring {
            // Another window may change the history in between: what it adds later is
            // not counted (a few games at most); the storage's own quota still holds.
            let Some(kept) = history.games().get(measured) else {
                self.measuring = None;
                break;
            };
            self.used += entry_size(kept);
            if kept.game.is_some() {
                self.with_moves.insert(age(kept), false);
            }
            self.measuring = Some(measured + 1);
            if !go_on() {
                return false;
            }
        }
        // The games written in this step, by age: kept in `history` in one go at its end.
        let mut written = BTreeMap::new();
        while !self.finished {
            match self.games.next() {
                Some(kept) => self.store(b, history, &mut written, kept),
                None => self.finished = true,
            }
            if !go_on() {
                break;
            }
        }
        history.put_all(written.into_values().collect());
        self.finished
    }

    /// Stores one game, making room first if need be.
    fn store(
        &mut self,
        b: &dyn Backend,
        history: &History,
        written: &mut BTreeMap<Age, Kept>,
        kept: Kept,
    ) {
        let at = age(&kept);
        // A key holding what this window does not count (a newer Pasch's form of the
        // game, left for it, or one another window stored meanwhile) is that game kept
        // already: never written over.
        if written.contains_key(&at)
            || history.find(kept.at, kept.id).is_some()
            || b.get(&key_of(kept.id)).is_some()
        {
            self.done.stored += 1;
            return;
        }
        let mut kept = kept;
        let had_moves = kept.game.is_some();
        self.used += entry_size(&kept);
        if had_moves {
            self.with_moves.insert(at, true);
        }
        loop {
            while self.used > self.room {
                if let Err(stop) = self.make_room(b, history, written, &mut kept) {
                    return self.stop(&kept, stop);
                }
            }
            match b.set(&key_of(kept.id), &kept.to_json()) {
                Ok(()) => {
                    // Its own moves made room (it was the oldest with moves).
                    if had_moves && kept.game.is_none() {
                        self.done.made_room += 1;
                    }
                    written.insert(at, kept);
                    self.done.stored += 1;
                    return;
                }
                // The browser's quota before the room: the oldest moves go, as for any
                // finished game (`store_kept`).
                Err(StorageStatus::Full) => {
                    if let Err(stop) = self.make_room(b, history, written, &mut kept) {
                        let stop = match stop {
                            Stop::Room => Stop::Refused(StorageStatus::Full),
                            refused => refused,
                        };
                        return self.stop(&kept, stop);
                    }
                }
                Err(other) => return self.stop(&kept, Stop::Refused(other)),
            }
        }
    }

    /// The oldest game with moves gives them up: `kept` (not stored yet) in memory, any
    /// other in storage first. `Stop::Room` when no game has moves left.
    fn make_room(
        &mut self,
        b: &dyn Backend,
        history: &History,
        written: &mut BTreeMap<Age, Kept>,
        kept: &mut Kept,
    ) -> Result<(), Stop> {
        let (oldest, counted) = self.with_moves.pop_first().ok_or(Stop::Room)?;
        // A summary just counted from the moves is the one they give: no need to replay
        // them once more (`without_moves`), which takes as long as reading the game.
        let lean = |old: &Kept| {
            if counted {
                Kept {
                    game: None,
                    ..old.clone()
                }
            } else {
                old.without_moves()
            }
        };
        let old = if oldest == age(kept) {
            let lean = lean(kept);
            self.used = (self.used + entry_size(&lean)).saturating_sub(entry_size(kept));
            *kept = lean;
            return Ok(());
        } else if let Some(old) = written.get(&oldest) {
            old
        } else if let Some(old) = history.find(oldest.0, oldest.1) {
            old
        } else {
            // Gone meanwhile (another window removed it).
            return Ok(());
        };
        let lean = lean(old);
        let size = (entry_size(old), entry_size(&lean));
        b.set(&key_of(lean.id), &lean.to_json())
            .map_err(Stop::Refused)?;
        self.used = (self.used + size.1).saturating_sub(size.0);
        self.done.made_room += 1;
        written.insert(oldest, lean);
        Ok(())
    }

    /// `kept` is not stored, and neither are the games after it.
    fn stop(&mut self, kept: &Kept, stop: Stop) {
        self.used -= entry_size(kept).min(self.used);
        self.with_moves.remove(&age(kept));
        self.done.failed = Some(stop);
        self.finished = true;
    }
}

/// Frees at least `chars` characters (when the running game cannot be saved for a full
/// storage): the oldest games give up their moves, as for a finished game.
pub fn make_room_for(b: &dyn Backend, history: &mut History, chars: usize) -> MadeRoom {
    let mut made_room = Vec::new();
    let mut freed = 0;
    while freed < chars {
        match make_room(b, history, GameId::NONE) {
            Some((id, n)) => {
                made_room.push(id);
                freed += n;
            }
            None => break,
        }
    }
    made_room
}

/// A rewrite the storage took only in part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartlyRewritten {
    /// Games stored as changed.
    pub stored: usize,
    /// Games still stored as they were (to store again later: `Unstored::wait`).
    pub refused: Vec<Kept>,
    /// Why.
    pub status: StorageStatus,
}

/// Rewrites games of the history (a rename, a summary counted again). The error says
/// which games the storage refused, and why: those are still stored as they were.
pub fn rewrite(b: &dyn Backend, games: &[Kept]) -> Result<(), PartlyRewritten> {
    let mut stored = 0;
    let mut refused = Vec::new();
    let mut status = StorageStatus::Ok;
    for kept in games {
        match b.set(&key_of(kept.id), &kept.to_json()) {
            Ok(()) => stored += 1,
            Err(s) => {
                status = s;
                refused.push(kept.clone());
            }
        }
    }
    if refused.is_empty() {
        Ok(())
    } else {
        Err(PartlyRewritten {
            stored,
            refused,
            status,
        })
    }
}

/// Removes every kept game (the user confirmed "Reset statistics").
pub fn delete_all(b: &dyn Backend) {
    for key in b.keys() {
        if id_of(&key).is_some() {
            b.remove(&key);
        }
    }
}

/// Finished games this window could not store yet (the storage was full or refused), or
/// not as changed (a rename the storage took only in part). They count in memory as they
/// are; every later save tries them again, and none is dropped.
#[derive(Clone, Debug, Default)]
pub struct Unstored {
    games: Vec<Kept>,
    /// Those of `games` not in storage in any form yet (a game that has just ended): the
    /// running game's save may be their only copy (`unstored`).
    new: Vec<GameId>,
}

impl Unstored {
    /// Stores a game that has just ended (already in `history`: `History::record`), or
    /// keeps it for later. The error says why it waits.
    pub fn keep(
        &mut self,
        b: Option<&dyn Backend>,
        history: &mut History,
        kept: Kept,
    ) -> Result<MadeRoom, StorageStatus> {
        if !self.new.contains(&kept.id) {
            self.new.push(kept.id);
        }
        self.wait(vec![kept]);
        self.retry(b, history)
    }

    /// Keeps `games` (stored already in an older form, in the history as they are now) to
    /// be stored at the next try.
    pub fn wait(&mut self, games: Vec<Kept>) {
        for kept in games {
            self.games.retain(|k| k.id != kept.id);
            self.games.push(kept);
        }
    }

    /// The waiting games that are not in storage in any form yet.
    pub fn unstored(&self) -> Vec<GameId> {
        self.new.clone()
    }

    /// The games `stored` were stored as they are now: none of them waits any more (an
    /// older form of them would be stored over them otherwise).
    pub fn settle(&mut self, stored: &[GameId]) {
        self.games.retain(|k| !stored.contains(&k.id));
        self.new.retain(|id| !stored.contains(id));
    }

    /// Tries to store every waiting game; Ok once none waits.
    pub fn retry(
        &mut self,
        b: Option<&dyn Backend>,
        history: &mut History,
    ) -> Result<MadeRoom, StorageStatus> {
        if self.games.is_empty() {
            return Ok(Vec::new());
        }
        let b = b.ok_or(StorageStatus::Unavailable)?;
        let mut made_room = Vec::new();
        let mut failed = None;
        let mut waiting = Vec::new();
        for kept in std::mem::take(&mut self.games) {
            match store_kept(b, history, kept.clone()) {
                Ok(room) => made_room.extend(room),
                Err(s) => {
                    failed = Some(s);
                    // Still counted: it stays in memory until it is stored.
                    history.put(kept.clone());
                    waiting.push(kept);
                }
            }
        }
        self.new.retain(|id| waiting.iter().any(|k| k.id == *id));
        self.games = waiting;
        match failed {
            Some(s) => Err(s),
            None => Ok(made_room),
        }
    }

    /// How many finished games wait to be stored.
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// No finished game waits to be stored.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }
}

#[cfg(test)]
#[path = "history_tests.rs"]
mod tests;
