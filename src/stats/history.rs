//! The kept finished games, for as long as the family plays: each one with its identity,
//! when it ended, its summary (players, places, totals: what the statistics count) and,
//! while there is room, its moves (setup and compact log, to step through it again).
//! A game whose moves had to make room keeps its summary, so the statistics never shrink.
//!
//! One kept game (`Kept`), as stored and inside an export file:
//!
//! ```json
//! {"v":1,"id":"9f3a0c1d2e4b5a69","at":1764096000000,"date":"2026-11-25",
//!  "summary":{"kind":"classic","date":"2026-11-25","seats":[…],"with_bots":false,…},
//!  "game":{"setup":{…},"log":"rh0h1rsk…","hints":[0,1]}}
//! ```
//!
//! `v` is the version of this shape; `log` is the compact log (`engine::save::compact`),
//! or the engine's JSON actions where a value has no compact form; `game` is left out once
//! the moves made room. An export file is `{"pasch":"history","format":2,"games":[…]}`.
//! Format 1 (Pasch before 2026-11-26) held `{"date","save"}` pairs, each game a save of
//! format 2 without its state snapshot: it is still read (`read_file`), and its games get
//! identities derived from their content, the same on every device. Since issue 40 a
//! file of format 2 may also hold `"tournaments":[…]` (`tour::Tournament`), read when
//! present; a file without it is as before.

use super::summary::{summarize, GameSummary};
use crate::engine::{
    clip_name, day_number, decode_log, encode_log, game_from_parts, is_date, Action, Game, GameId,
    GameKind, LoadError, Setup, SumTally, MAX_NAME_CHARS,
};
use crate::tour::Tournament;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use std::collections::{BTreeMap, BTreeSet};
use thiserror::Error;

/// The version of one kept game's shape (`v`).
pub const ENTRY_FORMAT: u32 = 1;
/// The version of the export file's shape (`format`).
pub const FILE_FORMAT: u32 = 2;
/// What an export file says it is, so another JSON file is not taken for one.
const MARK: &str = "history";
/// Milliseconds in a day (older games know only their day: they are placed at its start).
const DAY_MS: u64 = 86_400_000;
/// The longest game a file may hold, in characters of its JSON: a kept game of eight
/// players takes about 2,500, a save of format 1 (its log in JSON) up to some 30,000. A
/// longer one (say, a million holds and releases) is left out as damaged before it is
/// replayed, so that no one game can keep the page busy (50,000 holds and releases, the
/// most this lets through, replay in some 30 ms).
pub const MAX_GAME_CHARS: usize = 200_000;

/// A day's challenge as its player finished it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyResult {
    /// The final score.
    pub points: i32,
    /// Generala: won by a servida (five equal on a turn's first roll), which ends the
    /// game at once.
    pub servida: bool,
}

/// One finished game as the history keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kept {
    /// The version of this shape, `ENTRY_FORMAT` when written.
    pub v: u32,
    /// The game's identity: a game played on, ended again, replaces its earlier entry.
    pub id: GameId,
    /// When it ended, in milliseconds since 1970: the history's order.
    pub at: u64,
    /// The day it ended, `YYYY-MM-DD`, as the players saw it.
    pub date: String,
    /// Who played, and what the statistics count of it.
    pub summary: GameSummary,
    /// The moves, to replay the game; None once they made room.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<KeptGame>,
}

/// A kept game's moves: what a save holds, with a compact log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptGame {
    /// The game's setup: kinds, seats and house rules, as in a save.
    pub setup: Setup,
    /// Every move in order, compact where it can be.
    pub log: KeptLog,
    /// How many hints each seat asked for (index = seat), as `Game::hints` gives them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hints: Vec<u32>,
    /// Kids' mode's sums per seat (`Game::sums`), so the replay counts the same summary;
    /// left out when nobody counted for themselves.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sums: Vec<SumTally>,
}

/// The log as text (`engine::save::compact`), or as the engine's actions where a value
/// has no compact form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum KeptLog {
    /// The compact text form of `engine::save::compact`.
    Compact(String),
    /// The engine's actions, where a move has no compact form.
    Actions(Vec<Action>),
}

// Read by hand: a text or a list. serde's untagged reader would buffer every log first,
// and bring its buffering code into the app's wasm.
impl<'de> Deserialize<'de> for KeptLog {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<KeptLog, D::Error> {
        struct Either;
        impl<'de> serde::de::Visitor<'de> for Either {
            type Value = KeptLog;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a compact log or a list of actions")
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<KeptLog, E> {
                Ok(KeptLog::Compact(text.to_string()))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<KeptLog, A::Error> {
                let mut log = Vec::new();
                while let Some(action) = seq.next_element::<Action>()? {
                    log.push(action);
                }
                Ok(KeptLog::Actions(log))
            }
        }
        d.deserialize_any(Either)
    }
}

/// Why one kept game cannot be read. Nothing is changed then: the store keeps it aside.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum EntryError {
    /// Not JSON, or not shaped like a kept game.
    #[error("unreadable: {0}")]
    Unreadable(String),
    /// Written by a newer Pasch (its `v`).
    #[error("from a newer version of Pasch (kept-game format {0})")]
    Newer(u32),
    /// The day is not a day of the calendar.
    #[error("not a date: {0}")]
    BadDate(String),
    /// The summary cannot be a game's (no seats, more than eight, a place of 0).
    #[error("the summary is not a game's")]
    BadSummary,
    /// The moves do not replay.
    #[error("the game does not replay: {0}")]
    Game(LoadError),
    /// Longer than any game (`MAX_GAME_CHARS`): not read at all.
    #[error("{0} characters, longer than any game")]
    TooLong(usize),
}

/// Why an export file (or the stored history of Pasch before 2026-11-26) cannot be read
/// at all. Nothing is changed then.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum HistoryError {
    /// Not JSON at all.
    #[error("not JSON: {0}")]
    NotJson(String),
    /// JSON, but not a Pasch history or statistics file.
    #[error("not a Pasch statistics file")]
    NotHistory,
    /// Written by a newer Pasch (its format number).
    #[error("from a newer version of Pasch (format {0})")]
    Newer(u32),
}

impl EntryError {
    /// Whether a newer Pasch wrote it (its shape, its game's save or its rules): a newer
    /// version reads it, so it is kept for that one.
    pub fn is_newer(&self) -> bool {
        matches!(
            self,
            EntryError::Newer(_)
                | EntryError::Game(LoadError::Newer(_))
                | EntryError::Game(LoadError::NewerRules(_))
        )
    }
}

impl Kept {
    /// `game`, just ended on `date` at `at` (ms since 1970).
    pub fn of(game: &Game, date: &str, at: u64) -> Kept {
        let log = match encode_log(game.log()) {
            Some(text) => KeptLog::Compact(text),
            None => KeptLog::Actions(game.log().to_vec()),
        };
        Kept {
            v: ENTRY_FORMAT,
            id: game.setup().id,
            at,
            date: date.to_string(),
            summary: summarize(game, date),
            game: Some(KeptGame {
                setup: game.setup().clone(),
                log,
                hints: game.hints().to_vec(),
                sums: game.sums().to_vec(),
            }),
        }
    }

    /// The game replayed from its moves; None once they made room.
    pub fn replay(&self) -> Option<Result<Game, LoadError>> {
        let kept = self.game.as_ref()?;
        let log = match &kept.log {
            KeptLog::Compact(text) => match decode_log(text) {
                Ok(log) => log,
                Err(e) => {
                    return Some(Err(LoadError::Corrupt(
                        crate::engine::Corruption::Unreadable(e.to_string()),
                    )))
                }
            },
            KeptLog::Actions(log) => log.clone(),
        };
        Some(
            game_from_parts(kept.setup.clone(), log, kept.hints.clone())
                .map(|g| g.with_sums(kept.sums.clone())),
        )
    }

    /// The same game without its moves (they make room; the summary stays). The summary
    /// is counted from the moves one last time first, since from now on it is all there
    /// is of the game; moves that do not replay leave it as it was.
    pub fn without_moves(&self) -> Kept {
        let summary = match self.replay() {
            Some(Ok(game)) => summarize(&game, &self.date),
            _ => self.summary.clone(),
        };
        Kept {
            game: None,
            summary,
            ..self.clone()
        }
    }

    /// The stored form.
    pub fn to_json(&self) -> String {
        // Plain data: strings, numbers and lists. Writing cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a stored kept game. Its moves are not replayed here (that is for opening it,
    /// or for `checked`): a start-up reads hundreds of them.
    pub fn from_json(text: &str) -> Result<Kept, EntryError> {
        // Read whole at once, straight from the text (reading through a JSON value would
        // bring a second reader of every type); only a text that does not read as this
        // version's shape is read again for its version, to tell a newer one apart.
        #[derive(Deserialize)]
        struct Version {
            v: Option<u64>,
        }
        let unreadable = |e: serde_json::Error| EntryError::Unreadable(e.to_string());
        let version = |v: Option<u64>| match v {
            None | Some(0) => Err(EntryError::Unreadable("no version".into())),
            Some(v) if v > u64::from(ENTRY_FORMAT) => {
                Err(EntryError::Newer(u32::try_from(v).unwrap_or(u32::MAX)))
            }
            Some(_) => Ok(()),
        };
        let kept: Kept = match serde_json::from_str(text) {
            Ok(kept) => kept,
            Err(e) => {
                version(serde_json::from_str::<Version>(text).map_err(unreadable)?.v)?;
                return Err(unreadable(e));
            }
        };
        version(Some(u64::from(kept.v)))?;
        if !is_date(&kept.date) {
            return Err(EntryError::BadDate(kept.date));
        }
        let seats = kept.summary.seats.len();
        if !(1..=8).contains(&seats) || kept.summary.seats.iter().any(|s| s.place == 0) {
            return Err(EntryError::BadSummary);
        }
        Ok(kept)
    }

    /// The kept game as a game of this version reads it: its moves replayed and its
    /// summary counted again from them (a file's summary could say anything). A game
    /// without moves keeps the summary it has.
    pub fn checked(self) -> Result<Kept, EntryError> {
        match self.replay() {
            None => Ok(self),
            Some(Err(e)) => Err(EntryError::Game(e)),
            Some(Ok(game)) => Ok(Kept::of(&game.with_id(self.id), &self.date, self.at)),
        }
    }

    /// Whether the summary is the one of these moves, as far as can be told without
    /// replaying them: the same game, day, daily challenge and seats (names, people and
    /// computers). A game without moves has nothing to disagree with.
    pub fn agrees(&self) -> bool {
        let Some(game) = &self.game else {
            return true;
        };
        let (summary, setup) = (&self.summary, &game.setup);
        summary.kind == setup.kind
            && summary.date == self.date
            && summary.daily == setup.daily
            && summary.with_bots == setup.players.iter().any(|p| p.bot.is_some())
            && summary.seats.len() == setup.players.len()
            && summary
                .seats
                .iter()
                .zip(&setup.players)
                .all(|(s, p)| s.name == p.name && s.bot == p.bot.is_some())
    }

    /// This game with the summary its replayed moves `game` give, if the kept one says
    /// otherwise (opening a game replays it anyway: its summary is checked for free).
    pub fn recounted(&self, game: &Game) -> Option<Kept> {
        let counted = summarize(game, &self.date);
        (counted != self.summary).then(|| Kept {
            summary: counted,
            ..self.clone()
        })
    }

    /// A stored game as the statistics may count it. Its summary was counted by Pasch
    /// when the game ended and is trusted as it is, unless it disagrees with its own
    /// moves (`agrees`: a damaged or hand-changed store): then it is counted again from
    /// them, and a game whose moves do not replay is refused. `Ok((kept, recounted))`.
    pub fn trusted(self) -> Result<(Kept, bool), EntryError> {
        if self.agrees() {
            return Ok((self, false));
        }
        self.checked().map(|k| (k, true))
    }

    /// Cuts every name longer than `MAX_NAME_CHARS` (older versions had no limit) to the
    /// limit, in the summary and the moves alike, so that the two still agree (`agrees`).
    /// The identity stays (`Setup::content_id` is blind to names). Returns the names it
    /// cut, as they were.
    pub fn clip_names(&mut self) -> Vec<String> {
        let mut cut = Vec::new();
        let mut clip = |name: &mut String| {
            if name.chars().count() <= MAX_NAME_CHARS {
                return;
            }
            // Spaces at either end go first, so that a name of spaces and a letter keeps
            // its letter (a game refuses a blank name).
            let short = match clip_name(name.trim()).trim_end() {
                "" => clip_name(name),
                short => short,
            }
            .to_string();
            cut.push(std::mem::replace(name, short));
        };
        for seat in &mut self.summary.seats {
            clip(&mut seat.name);
        }
        if let Some(game) = &mut self.game {
            for player in &mut game.setup.players {
                clip(&mut player.name);
            }
        }
        cut
    }
}

/// The kept finished games, oldest first.
#[derive(Clone, Debug)]
pub struct History {
    games: Vec<Kept>,
    /// Changes whenever the games change (`stamp`).
    stamp: u64,
}

/// The next stamp: every history, and every change of one, gets its own.
fn next_stamp() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static STAMPS: AtomicU64 = AtomicU64::new(1);
    STAMPS.fetch_add(1, Ordering::Relaxed)
}

impl Default for History {
    fn default() -> Self {
        History {
            games: Vec::new(),
            stamp: next_stamp(),
        }
    }
}

/// Two histories are equal when they keep the same games (whatever their stamps).
impl PartialEq for History {
    fn eq(&self, other: &Self) -> bool {
        self.games == other.games
    }
}

impl Eq for History {}

/// What an import would do: the games it adds, and how many it already has.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportPlan {
    /// Games not kept here yet, oldest first.
    pub new: Vec<Kept>,
    /// Games of the file that are kept here already (the same identity).
    pub already: usize,
    /// Games of the file that cannot be read (left out).
    pub damaged: usize,
    /// Names longer than `MAX_NAME_CHARS` in the new games, each cut to the limit: how
    /// many different ones.
    pub shortened: usize,
}

impl History {
    /// A history of `games` in any order (the store reads them key by key). Of two with
    /// the same identity the later one in `games` stays.
    pub fn of(games: Vec<Kept>) -> History {
        // Sorted once (a thousand games put one by one would shift the list each time).
        // Reversed, then sorted stably by identity: the later of two comes first and stays.
        let mut games = games;
        games.reverse();
        crate::order::sort_by_key(&mut games, |k| k.id);
        games.dedup_by_key(|k| k.id);
        crate::order::sort_by_key(&mut games, |k| (k.at, k.id));
        History {
            games,
            stamp: next_stamp(),
        }
    }

    /// Changes whenever the kept games change, and differs between any two histories
    /// made apart: a view keyed by it counts the statistics once per change.
    pub fn stamp(&self) -> u64 {
        self.stamp
    }

    /// Every kept game, oldest first.
    pub fn games(&self) -> &[Kept] {
        &self.games
    }

    /// The kept game with identity `id`, looked for through every game.
    pub fn get(&self, id: GameId) -> Option<&Kept> {
        self.games.iter().find(|k| k.id == id)
    }

    /// The game `id` that ended at `at`: found by halving the list, which is in this
    /// order (`get` looks through every game).
    pub fn find(&self, at: u64, id: GameId) -> Option<&Kept> {
        let i = self.games.partition_point(|k| (k.at, k.id) < (at, id));
        self.games.get(i).filter(|k| k.id == id && k.at == at)
    }

    /// How many games are kept.
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// No game is kept yet.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// Keeps `kept`, in place of a game with the same identity (that game ended again
    /// after an undo, or another window stored it anew). Returns whether anything changed.
    pub fn put(&mut self, kept: Kept) -> bool {
        if let Some(i) = self.games.iter().position(|k| k.id == kept.id) {
            if self.games[i] == kept {
                return false;
            }
            self.games.remove(i);
        }
        let at = self
            .games
            .partition_point(|k| (k.at, k.id) <= (kept.at, kept.id));
        self.games.insert(at, kept);
        self.stamp = next_stamp();
        true
    }

    /// Keeps every game of `games` as `put` does, in one go (a thousand games put one
    /// by one would shift the list a thousand times); of two with the same identity in
    /// `games` the later stays.
    pub fn put_all(&mut self, games: Vec<Kept>) {
        if games.is_empty() {
            return;
        }
        let mut new: BTreeMap<GameId, Kept> = games.into_iter().map(|k| (k.id, k)).collect();
        for kept in &mut self.games {
            if let Some(again) = new.remove(&kept.id) {
                *kept = again;
            }
        }
        self.games.extend(new.into_values());
        // Sorted runs: the standard sort finds them and merges (a replaced game may have
        // moved, which a merge by hand would miss).
        crate::order::sort_by_key(&mut self.games, |k| (k.at, k.id));
        self.stamp = next_stamp();
    }

    /// Forgets the game `id` (another window removed it); whether it was here.
    pub fn remove(&mut self, id: GameId) -> bool {
        let before = self.games.len();
        self.games.retain(|k| k.id != id);
        let removed = self.games.len() != before;
        if removed {
            self.stamp = next_stamp();
        }
        removed
    }

    /// Keeps a game that has just ended, on `date` at `at`, and returns what to store;
    /// None when it is not kept. The same game ending again (after an undo at the end)
    /// replaces its first ending; any other game is a game of its own. A day's challenge
    /// counts once per player and game: another try of the same player in the same game
    /// on the same day is not kept (another player's, say from an imported file, is no
    /// try of theirs; their Yatzy is no try of their Kniffel).
    pub fn record(&mut self, game: &Game, date: &str, at: u64) -> Option<Kept> {
        if let Some(day) = &game.setup().daily {
            let player = game
                .setup()
                .players
                .iter()
                .find(|p| p.bot.is_none())
                .map(|p| p.name.as_str());
            let tried = self.games.iter().any(|k| {
                k.summary.daily.as_deref() == Some(day)
                    && k.summary.kind == game.kind()
                    && k.id != game.setup().id
                    && daily_player(k) == player
            });
            if tried {
                return None;
            }
        }
        let at = match self.get(game.setup().id) {
            // Ended again: it keeps its place among the games.
            Some(first) => first.at,
            None => at,
        };
        let kept = Kept::of(game, date, at);
        self.put(kept.clone());
        Some(kept)
    }

    /// `player`'s challenges in `game`, oldest first.
    fn dailies<'a>(&'a self, game: GameKind, player: &'a str) -> impl Iterator<Item = &'a Kept> {
        self.games.iter().filter(move |k| {
            k.summary.daily.is_some() && k.summary.kind == game && daily_player(k) == Some(player)
        })
    }

    /// `player`'s result in `day`'s challenge of `game`, if they played it to the end.
    pub fn daily_result(&self, day: &str, game: GameKind, player: &str) -> Option<DailyResult> {
        let kept = self
            .dailies(game, player)
            .find(|k| k.summary.daily.as_deref() == Some(day))?;
        let seat = kept.summary.seats.first()?;
        Some(DailyResult {
            points: seat.score,
            servida: seat.servida,
        })
    }

    /// `player`'s best score in any day's challenge of `game` (the first try of each
    /// day, as kept).
    pub fn daily_best(&self, game: GameKind, player: &str) -> Option<i32> {
        self.dailies(game, player)
            .filter_map(|k| Some(k.summary.seats.first()?.score))
            .max()
    }

    /// The game of `player`'s latest challenge, whichever game it was.
    pub fn last_daily_game(&self, player: &str) -> Option<GameKind> {
        self.games
            .iter()
            .filter(|k| k.summary.daily.is_some() && daily_player(k) == Some(player))
            .max_by_key(|k| k.at)
            .map(|k| k.summary.kind)
    }

    /// The person of the game that ended last (not a computer player): who most likely
    /// holds the device now.
    pub fn last_person(&self) -> Option<&str> {
        self.games
            .iter()
            .max_by_key(|k| k.at)
            .and_then(|k| k.summary.seats.iter().find(|s| !s.bot))
            .map(|s| s.name.as_str())
    }

    /// Days in a row `player` played `game`'s challenge, up to `today` (a streak still
    /// counts on a day whose challenge is not played yet).
    pub fn daily_streak(&self, today: &str, game: GameKind, player: &str) -> u32 {
        let days: Vec<i64> = self
            .dailies(game, player)
            .filter_map(|k| day_number(k.summary.daily.as_deref()?))
            .collect();
        let Some(mut day) = day_number(today) else {
            return 0;
        };
        if !days.contains(&day) {
            day -= 1;
        }
        let mut streak = 0;
        while days.contains(&day) {
            streak += 1;
            day -= 1;
        }
        streak
    }

    /// The summaries of every kept game, oldest first (what the statistics count).
    pub fn summaries(&self) -> impl Iterator<Item = &GameSummary> + Clone {
        self.games.iter().map(|k| &k.summary)
    }

    /// Every person's name in the kept games (not computer players), sorted.
    pub fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .games
            .iter()
            .flat_map(|k| k.summary.seats.iter())
            .filter(|s| !s.bot)
            .map(|s| s.name.clone())
            .collect();
        crate::order::sort_by(&mut names, |a, b| a.cmp(b));
        names.dedup();
        names
    }

    /// Renames a person in every kept game (summary and moves); to a name already there,
    /// this merges the two. Returns the games it changed, to store. An empty new name
    /// changes nothing.
    pub fn rename(&mut self, from: &str, to: &str) -> Vec<Kept> {
        let to = to.trim();
        if to.is_empty() || from == to {
            return Vec::new();
        }
        let mut changed = Vec::new();
        for kept in &mut self.games {
            let mut hit = false;
            for seat in kept.summary.seats.iter_mut().filter(|s| !s.bot) {
                if seat.name == from {
                    seat.name = to.to_string();
                    hit = true;
                }
            }
            if let Some(game) = &mut kept.game {
                for p in game.setup.players.iter_mut().filter(|p| p.bot.is_none()) {
                    if p.name == from {
                        p.name = to.to_string();
                        hit = true;
                    }
                }
            }
            if hit {
                changed.push(kept.clone());
            }
        }
        if !changed.is_empty() {
            self.stamp = next_stamp();
        }
        changed
    }

    /// The oldest game that still has its moves, other than `keep`: the first to make room.
    pub fn oldest_with_moves(&self, keep: GameId) -> Option<&Kept> {
        self.games.iter().find(|k| k.game.is_some() && k.id != keep)
    }

    /// How many games kept only their summary.
    pub fn without_moves(&self) -> usize {
        self.games.iter().filter(|k| k.game.is_none()).count()
    }

    /// The export file of every kept game.
    pub fn to_file(&self) -> String {
        self.to_file_with(&[])
    }

    /// The export file of every kept game and of `tours`, the family tournaments (left
    /// out of the file when there are none, so it reads as before).
    pub fn to_file_with(&self, tours: &[Tournament]) -> String {
        #[derive(Serialize)]
        struct File<'a> {
            pasch: &'a str,
            format: u32,
            games: &'a [Kept],
            #[serde(skip_serializing_if = "<[Tournament]>::is_empty")]
            tournaments: &'a [Tournament],
        }
        let file = File {
            pasch: MARK,
            format: FILE_FORMAT,
            games: &self.games,
            tournaments: tours,
        };
        serde_json::to_string(&file).unwrap_or_default()
    }

    /// What importing `games` (read and checked from a file) would do. Nothing here is
    /// removed or replaced by an import: a game kept here stays as it is.
    pub fn plan_import(&self, games: Vec<Result<Kept, EntryError>>) -> ImportPlan {
        let mut planner = self.planner();
        for game in games {
            planner.add(game);
        }
        planner.plan()
    }

    /// `plan_import` game by game, for a file read a few games at a time.
    pub fn planner(&self) -> Planner {
        Planner {
            known: self.games.iter().map(|k| k.id).collect(),
            plan: ImportPlan::default(),
            long_names: BTreeSet::new(),
        }
    }
}

/// What an import would do, worked out one game at a time (`History::planner`): each game
/// is looked up once among the games known so far.
#[derive(Clone, Debug)]
pub struct Planner {
    /// The identities kept here and met in the file so far.
    known: BTreeSet<GameId>,
    plan: ImportPlan,
    /// The names of the new games that were too long, as they were.
    long_names: BTreeSet<String>,
}

impl Planner {
    /// One game of the file, as read (`FileGame::read`). A new game's names are cut to
    /// `MAX_NAME_CHARS`.
    pub fn add(&mut self, game: Result<Kept, EntryError>) {
        match game {
            Err(_) => self.plan.damaged += 1,
            Ok(kept) if !self.known.insert(kept.id) => self.plan.already += 1,
            Ok(mut kept) => {
                self.long_names.extend(kept.clip_names());
                self.plan.new.push(kept);
            }
        }
    }

    /// How many games were added so far.
    pub fn len(&self) -> usize {
        self.plan.new.len() + self.plan.already + self.plan.damaged
    }

    /// No game was added yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The plan of the games added, the new ones oldest first.
    pub fn plan(self) -> ImportPlan {
        let mut plan = self.plan;
        crate::order::sort_by_key(&mut plan.new, |k| (k.at, k.id));
        plan.shortened = self.long_names.len();
        plan
    }
}

/// Whose daily challenge a kept game is: its person (a challenge is played alone).
fn daily_player(kept: &Kept) -> Option<&str> {
    kept.summary
        .seats
        .iter()
        .find(|s| !s.bot)
        .map(|s| s.name.as_str())
}

/// The games of an export file, each still to be read (`FileGames::game`, then
/// `FileGame::read`): a file of thousands of games is read a few at a time, so the page
/// stays responsive. Each game is still the file's text (`text`).
#[derive(Clone, Debug)]
pub struct FileGames {
    /// The file's format, 1 or 2.
    format: u64,
    games: Vec<Box<RawValue>>,
    /// The family tournaments (files of format 2 since issue 40; none before).
    tours: Vec<Box<RawValue>>,
}

/// One game of an export file, as it stands in the file.
#[derive(Clone, Debug)]
pub enum FileGame {
    /// Format 1: the day and a save; `index` is its place in the file.
    V1 {
        /// The game's place in the file, from 0.
        index: usize,
        /// The day the game ended, `YYYY-MM-DD`.
        date: String,
        /// The game as a save's text (`engine::save`).
        save: String,
    },
    /// Format 2: a kept game, as JSON text.
    V2(String),
}

/// Reads an export file (format 1 or 2, which is also the stored history of Pasch before
/// 2026-11-26), without reading its games yet: the outer object once (each game's text
/// is only passed over), so a file whose games are damaged still opens. A file that is
/// not a Pasch history, or is from a newer Pasch, is refused as a whole.
pub fn read_file(text: &str) -> Result<FileGames, HistoryError> {
    // Every field optional, so a file without one is told apart from one that is no JSON.
    #[derive(Deserialize)]
    struct Outer {
        #[serde(default)]
        pasch: Option<String>,
        #[serde(default)]
        format: Option<u64>,
        #[serde(default)]
        games: Option<Vec<Box<RawValue>>>,
        #[serde(default)]
        tournaments: Vec<Box<RawValue>>,
    }
    let outer: Outer = serde_json::from_str(text).map_err(|e| match e.classify() {
        // JSON, but a field of another type (say, `"games": 5`).
        serde_json::error::Category::Data => HistoryError::NotHistory,
        _ => HistoryError::NotJson(e.to_string()),
    })?;
    if outer.pasch.as_deref() != Some(MARK) {
        return Err(HistoryError::NotHistory);
    }
    let (Some(format), Some(games)) = (outer.format, outer.games) else {
        return Err(HistoryError::NotHistory);
    };
    match format {
        1 | 2 => Ok(FileGames {
            format,
            games,
            tours: outer.tournaments,
        }),
        0 => Err(HistoryError::NotHistory),
        newer => Err(HistoryError::Newer(
            u32::try_from(newer).unwrap_or(u32::MAX),
        )),
    }
}

impl FileGames {
    /// How many games the file holds, damaged ones included.
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// The file holds no game.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// The file's game at `index` (its place in the file), to be read; None past the end.
    pub fn game(&self, index: usize) -> Option<FileGame> {
        let text = self.games.get(index)?.get();
        Some(if self.format == 1 {
            // Each game `{"date": …, "save": …}`; one of another shape reads as empty,
            // and is then refused by `read` as damaged, as any unreadable game.
            #[derive(Default, Deserialize)]
            struct V1 {
                #[serde(default)]
                date: String,
                #[serde(default)]
                save: String,
            }
            let game: V1 = serde_json::from_str(text).unwrap_or_default();
            FileGame::V1 {
                index,
                date: game.date,
                save: game.save,
            }
        } else {
            FileGame::V2(text.to_string())
        })
    }

    /// The file's family tournaments this version reads; a damaged one, or one of a
    /// newer Pasch, is left out (its games are read all the same).
    pub fn tournaments(&self) -> Vec<Tournament> {
        self.tours
            .iter()
            .filter(|t| t.get().len() <= MAX_GAME_CHARS)
            .filter_map(|t| Tournament::from_json(t.get()))
            .collect()
    }

    /// The file's games, each to be read.
    pub fn into_games(self) -> Vec<FileGame> {
        (0..self.len()).filter_map(|i| self.game(i)).collect()
    }
}

impl FileGame {
    /// The game as this version keeps it, its moves replayed and its summary counted
    /// from them. A game longer than `MAX_GAME_CHARS` is not read.
    pub fn read(self) -> Result<Kept, EntryError> {
        match self {
            FileGame::V1 { index, date, save } => {
                if save.len() > MAX_GAME_CHARS {
                    return Err(EntryError::TooLong(save.len()));
                }
                if !is_date(&date) {
                    return Err(EntryError::BadDate(date));
                }
                let game = Game::from_json(&save).map_err(EntryError::Game)?;
                // Games of format 1 had no identity: one from their content (names left
                // out, so a rename in between does not make them another game).
                let log = serde_json::to_string(game.log()).unwrap_or_default();
                let id = game.setup().content_id(&[&log, &date]);
                let game = game.with_id(id);
                let start = day_number(&date).and_then(|d| u64::try_from(d).ok());
                let at = start.unwrap_or(0) * DAY_MS + index as u64;
                Ok(Kept::of(&game, &date, at))
            }
            FileGame::V2(text) if text.len() > MAX_GAME_CHARS => {
                Err(EntryError::TooLong(text.len()))
            }
            FileGame::V2(text) => Kept::from_json(&text)?.checked(),
        }
    }
}
