//! The kept finished games: each as the engine's save (format 2: setup, log and hints,
//! without the state snapshot, which replay rebuilds) and the day it ended.
//!
//! Stored (and exported) as `{"pasch":"history","format":1,"games":[{"date":…,"save":…}]}`.
//! The `format` is this file's own version, apart from the save format inside each game:
//! a change that this reader cannot read bumps it, and `read` then migrates the older
//! shape, as `engine::save` does for saves. An export is the same text, so a file from
//! another phone is read by the same reader, and refused as a whole if any part is bad.

use super::{summarize, GameSummary};
use crate::engine::daily::is_date;
use crate::engine::game::{Game, LoadError};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The version of the history's own shape.
pub const HISTORY_FORMAT: u32 = 1;
/// At least this many finished games are kept; the oldest beyond it are dropped.
pub const KEEP: usize = 200;
/// What the file says it is, so another JSON file is not taken for one.
const MARK: &str = "history";

/// One finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finished {
    /// The day it ended, `YYYY-MM-DD`.
    pub date: String,
    /// The game as a save (format 2, without the state snapshot).
    pub save: String,
}

impl Finished {
    /// A finished game kept on `date`.
    pub fn new(game: &Game, date: &str) -> Finished {
        Finished {
            date: date.to_string(),
            save: compact_save(game),
        }
    }

    /// The game, replayed from its save.
    pub fn game(&self) -> Result<Game, LoadError> {
        Game::from_json(&self.save)
    }
}

/// The save without the state snapshot (a few KB less per game, 200 games kept).
fn compact_save(game: &Game) -> String {
    let mut value: serde_json::Value =
        serde_json::from_str(&game.to_json()).unwrap_or(serde_json::Value::Null);
    if let Some(map) = value.as_object_mut() {
        map.remove("state");
    }
    value.to_string()
}

/// Why a stored history or an import file cannot be read. Nothing is changed then.
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
    /// Game `index` (from 0) cannot be loaded.
    #[error("game {index} cannot be read: {error}")]
    BadGame { index: usize, error: LoadError },
}

/// The finished games, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct History {
    pub games: Vec<Finished>,
}

#[derive(Serialize)]
struct Written<'a> {
    pasch: &'a str,
    format: u32,
    games: &'a [Finished],
}

#[derive(Deserialize)]
struct Head {
    pasch: String,
    format: u64,
}

#[derive(Deserialize)]
struct ReadV1 {
    games: Vec<Finished>,
}

impl History {
    /// The stored and exported form.
    pub fn to_json(&self) -> String {
        let written = Written {
            pasch: MARK,
            format: HISTORY_FORMAT,
            games: &self.games,
        };
        serde_json::to_string(&written).unwrap_or_default()
    }

    /// Reads a stored history or an import file; every game in it must load.
    pub fn from_json(text: &str) -> Result<History, HistoryError> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| HistoryError::NotJson(e.to_string()))?;
        let head: Head =
            serde_json::from_value(value.clone()).map_err(|_| HistoryError::NotHistory)?;
        if head.pasch != MARK || head.format == 0 {
            return Err(HistoryError::NotHistory);
        }
        if head.format > u64::from(HISTORY_FORMAT) {
            return Err(HistoryError::Newer(
                u32::try_from(head.format).unwrap_or(u32::MAX),
            ));
        }
        // Format 1 is the only one yet; a format 2 would migrate format 1 here.
        let read: ReadV1 = serde_json::from_value(value).map_err(|_| HistoryError::NotHistory)?;
        for (index, finished) in read.games.iter().enumerate() {
            if let Err(error) = finished.game() {
                return Err(HistoryError::BadGame { index, error });
            }
            if !is_date(&finished.date) {
                return Err(HistoryError::NotHistory);
            }
        }
        Ok(History { games: read.games })
    }

    /// Keeps a finished game (the oldest beyond `KEEP` go).
    pub fn push(&mut self, finished: Finished) {
        self.games.push(finished);
        self.trim();
    }

    /// Keeps a game that has just ended, on `date`; returns whether it was kept. A game
    /// that ends again after an undo replaces its first ending (the same setup as the last
    /// game kept). A day's challenge counts once: a second try is not kept.
    pub fn record(&mut self, game: &Game, date: &str) -> bool {
        if let Some(day) = &game.setup.daily {
            if self.daily_result(day).is_some() {
                return false;
            }
        }
        let finished = Finished::new(game, date);
        let same_game = self
            .games
            .last()
            .and_then(|f| f.game().ok())
            .is_some_and(|last| last.setup == game.setup);
        if same_game {
            self.games.pop();
        }
        self.push(finished);
        true
    }

    /// The score of `day`'s challenge, if it was played to the end.
    pub fn daily_result(&self, day: &str) -> Option<i32> {
        self.games
            .iter()
            .filter_map(|f| f.game().ok())
            .find(|g| g.setup.daily.as_deref() == Some(day))
            .and_then(|g| g.totals().first().copied())
    }

    /// Days in a row with a challenge played, up to `today` (a streak still counts on a
    /// day whose challenge is not played yet).
    pub fn daily_streak(&self, today: &str) -> u32 {
        let days: Vec<i64> = self
            .games
            .iter()
            .filter_map(|f| f.game().ok())
            .filter_map(|g| day_number(g.setup.daily.as_deref()?))
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

    fn trim(&mut self) {
        let excess = self.games.len().saturating_sub(KEEP);
        self.games.drain(..excess);
    }

    /// Adds the games of an import that are not kept yet (the same save on the same day
    /// is the same game), oldest first; returns how many were new.
    pub fn merge(&mut self, other: History) -> usize {
        let mut added = 0;
        for g in other.games {
            if !self.games.contains(&g) {
                self.games.push(g);
                added += 1;
            }
        }
        self.games.sort_by(|a, b| a.date.cmp(&b.date));
        self.trim();
        added
    }

    /// Summaries of every game that loads, oldest first, paired with its index.
    pub fn summaries(&self) -> Vec<(usize, GameSummary)> {
        self.games
            .iter()
            .enumerate()
            .filter_map(|(i, f)| Some((i, summarize(&f.game().ok()?, &f.date))))
            .collect()
    }

    /// Every person's name in the kept games (not computer players), sorted.
    pub fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .games
            .iter()
            .filter_map(|f| f.game().ok())
            .flat_map(|g| g.setup.players.into_iter())
            .filter(|p| p.bot.is_none())
            .map(|p| p.name)
            .collect();
        names.sort();
        names.dedup();
        names
    }

    /// Renames a person in every kept game; to a name already there, this merges the
    /// two. Returns how many seats were renamed. An empty new name changes nothing.
    pub fn rename(&mut self, from: &str, to: &str) -> usize {
        let to = to.trim();
        if to.is_empty() || from == to {
            return 0;
        }
        let mut renamed = 0;
        for finished in &mut self.games {
            let Ok(mut game) = finished.game() else {
                continue;
            };
            let mut changed = false;
            for p in &mut game.setup.players {
                if p.bot.is_none() && p.name == from {
                    p.name = to.to_string();
                    changed = true;
                    renamed += 1;
                }
            }
            if changed {
                finished.save = compact_save(&game);
            }
        }
        renamed
    }
}

/// Days since 1970-01-01 of a `YYYY-MM-DD` date (the proleptic Gregorian calendar).
pub fn day_number(date: &str) -> Option<i64> {
    if !is_date(date) {
        return None;
    }
    let y: i64 = date[0..4].parse().ok()?;
    let m: i64 = date[5..7].parse().ok()?;
    let d: i64 = date[8..10].parse().ok()?;
    if !(1..=12).contains(&m) || !(1..=31).contains(&d) {
        return None;
    }
    // Howard Hinnant's days_from_civil.
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    Some(era * 146_097 + doe - 719_468)
}
