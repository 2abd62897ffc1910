//! Statistics and high scores, computed from finished games (their setup and action log,
//! the engine's save) and nothing else, so they can always be rebuilt from the history.
//! Pure Rust: the browser's storage lives in `store::history`, the words in `lang` (from
//! `locales/`).
//!
//! - `history`: every kept finished game (its summary for good, its moves while there is
//!   room), their stored form (versioned), the export file and what an import would do;
//!   rename and merge of players.
//! - `summary`: one finished game reduced to what the statistics count.
//! - `sums`: kids' mode, each person's sums right the first time, month by month.
//! - this module: the statistics per player name and game kind, the high-score tables.
//!
//! Decisions (also in docs/rules.md): only people's seats are counted (a computer player
//! is no player in the family's statistics, but a game against the computer is marked);
//! a win is first place, shared places included, in a game of two or more seats; a solo
//! game counts as played but not as won or lost; games with real dice count as any game.

pub mod fair_start;
pub mod history;
mod summary;
pub mod sums;

pub use summary::{summarize, GameSummary, SeatSummary};

use crate::engine::GameKind;
use serde::{Deserialize, Serialize};

/// Which games the statistics count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Filter {
    /// Count games with computer players.
    pub with_bots: bool,
    /// Count games in which hints were used.
    pub with_hints: bool,
}

impl Default for Filter {
    fn default() -> Self {
        Filter {
            with_bots: true,
            with_hints: true,
        }
    }
}

impl Filter {
    /// Whether this filter counts `game`.
    pub fn admits(&self, game: &GameSummary) -> bool {
        (self.with_bots || !game.with_bots) && (self.with_hints || !game.with_hints)
    }
}

/// One person's record in one game kind.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerStats {
    /// The person's name: seats with the same name are one person.
    pub name: String,
    /// Games played.
    pub games: u32,
    /// Games with two or more seats (a solo game is neither won nor lost).
    pub contests: u32,
    /// Contested games won: first place, a shared first place included.
    pub wins: u32,
    /// The highest final score.
    pub best: i32,
    /// The lowest final score.
    pub worst: i32,
    /// The sum of all final scores (for the average).
    pub total: i64,
    /// Kniffels rolled (in Karten-Kniffel: played), all games together.
    pub kniffels: u32,
    /// Games in which the upper-section bonus was reached.
    pub upper_bonus: u32,
    /// Dice Duel: chips held at the end, all games together.
    pub chips: u32,
    /// Dice Duel: bonus points, all games together.
    pub duel_bonus: i32,
    /// Karten-Kniffel: penalty points taken, all games together.
    pub penalties: i32,
}

impl PlayerStats {
    /// The average score, rounded half away from zero (0 without games).
    pub fn average(&self) -> i32 {
        if self.games == 0 {
            return 0;
        }
        let g = i64::from(self.games);
        let rounded = (2 * self.total + g * self.total.signum()) / (2 * g);
        i32::try_from(rounded).unwrap_or(0)
    }

    /// Wins per contested game in whole percent; None without contests.
    pub fn win_percent(&self) -> Option<u32> {
        (self.contests > 0).then(|| (self.wins * 100 + self.contests / 2) / self.contests)
    }

    fn add(&mut self, seat: &SeatSummary, contest: bool) {
        if self.games == 0 {
            self.best = seat.score;
            self.worst = seat.score;
        }
        self.games += 1;
        self.best = self.best.max(seat.score);
        self.worst = self.worst.min(seat.score);
        self.total += i64::from(seat.score);
        if contest {
            self.contests += 1;
            self.wins += u32::from(seat.place == 1);
        }
        self.kniffels += seat.kniffels;
        self.upper_bonus += u32::from(seat.upper_bonus);
        self.chips += seat.chips;
        self.duel_bonus += seat.duel_bonus;
        self.penalties += seat.penalties;
    }
}

/// The people's seats of the games `filter` admits.
pub(crate) fn people<'a>(
    games: impl IntoIterator<Item = &'a GameSummary>,
    kind: GameKind,
    filter: Filter,
) -> impl Iterator<Item = (&'a GameSummary, &'a SeatSummary)> {
    games
        .into_iter()
        .filter(move |g| g.kind == kind && filter.admits(g))
        .flat_map(|g| g.seats.iter().filter(|s| !s.bot).map(move |s| (g, s)))
}

/// Every person's statistics in one game kind, most games first, then by name.
pub fn player_stats<'a>(
    games: impl IntoIterator<Item = &'a GameSummary>,
    kind: GameKind,
    filter: Filter,
) -> Vec<PlayerStats> {
    let mut out: Vec<PlayerStats> = Vec::new();
    for (game, seat) in people(games, kind, filter) {
        let contest = game.seats.len() > 1;
        match out.iter_mut().find(|p| p.name == seat.name) {
            Some(p) => p.add(seat, contest),
            None => {
                let mut p = PlayerStats {
                    name: seat.name.clone(),
                    ..PlayerStats::default()
                };
                p.add(seat, contest);
                out.push(p);
            }
        }
    }
    crate::order::sort_by(&mut out, |a, b| {
        b.games.cmp(&a.games).then_with(|| a.name.cmp(&b.name))
    });
    out
}

/// One line of a high-score table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HighScore {
    /// Who scored it.
    pub name: String,
    /// The final score.
    pub score: i32,
    /// The day of the game, `YYYY-MM-DD`.
    pub date: String,
}

/// How many lines a high-score table has.
pub const HIGH_SCORES: usize = 10;

/// The best `HIGH_SCORES` scores by people in one game kind; equal scores keep the
/// earlier game first (it was there first).
pub fn high_scores<'a>(
    games: impl IntoIterator<Item = &'a GameSummary>,
    kind: GameKind,
    filter: Filter,
) -> Vec<HighScore> {
    let mut all: Vec<(i32, &GameSummary, &SeatSummary)> = people(games, kind, filter)
        .map(|(g, s)| (s.score, g, s))
        .collect();
    // A stable sort: among equal scores the order of the games (oldest first) stays.
    crate::order::sort_by_key(&mut all, |h| std::cmp::Reverse(h.0));
    all.into_iter()
        .take(HIGH_SCORES)
        .map(|(score, g, s)| HighScore {
            name: s.name.clone(),
            score,
            date: g.date.clone(),
        })
        .collect()
}

/// One person's scores in one game kind, oldest first (for the chart over time).
pub fn scores_over_time<'a>(
    games: impl IntoIterator<Item = &'a GameSummary>,
    kind: GameKind,
    filter: Filter,
    name: &str,
) -> Vec<i32> {
    people(games, kind, filter)
        .filter(|(_, s)| s.name == name)
        .map(|(_, s)| s.score)
        .collect()
}

/// The narrowest bin of the score histogram, in points.
const MIN_BIN: i64 = 10;

/// The scores of people in one kind, counted in at most `buckets` equal bins from the lowest to
/// the highest score: (lowest score of the bin, count). Empty without games.
pub fn histogram<'a>(
    games: impl IntoIterator<Item = &'a GameSummary>,
    kind: GameKind,
    filter: Filter,
    buckets: usize,
) -> Vec<(i32, u32)> {
    let scores: Vec<i32> = people(games, kind, filter).map(|(_, s)| s.score).collect();
    let (Some(&lo), Some(&hi)) = (scores.iter().min(), scores.iter().max()) else {
        return Vec::new();
    };
    // Bins of whole points, at least 10 wide (a handful of games close together make one
    // or two bars, not a row of empty ones), at most `buckets` of them.
    let range = i64::from(hi) - i64::from(lo);
    let width = (range / buckets.max(1) as i64 + 1).max(MIN_BIN);
    let buckets = usize::try_from(range / width + 1)
        .unwrap_or(1)
        .clamp(1, buckets.max(1));
    let mut out: Vec<(i32, u32)> = (0..buckets)
        .map(|i| ((i64::from(lo) + i as i64 * width) as i32, 0))
        .collect();
    for s in scores {
        let i = ((i64::from(s) - i64::from(lo)) / width) as usize;
        if let Some(bin) = out.get_mut(i.min(buckets - 1)) {
            bin.1 += 1;
        }
    }
    out
}

/// What the Statistics screen shows of one game kind, computed in one go per change of
/// the history, the kind or the filter.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Overview {
    /// Every person's record (`player_stats`).
    pub players: Vec<PlayerStats>,
    /// The high-score table (`high_scores`).
    pub best: Vec<HighScore>,
    /// Each person's scores, oldest first, in the order of `players`.
    pub lines: Vec<(String, Vec<i32>)>,
    /// The score histogram in `bins` bins (`histogram`).
    pub bins: Vec<(i32, u32)>,
    /// Kids' mode: each person's sums right the first time (`sums::sums_right_first`).
    pub sums: Vec<sums::PlayerSums>,
}

/// The overview of one kind; `games` is walked a few times, so it is cheap to clone
/// (an iterator over summaries kept elsewhere).
pub fn overview<'a, I>(games: I, kind: GameKind, filter: Filter, bins: usize) -> Overview
where
    I: IntoIterator<Item = &'a GameSummary>,
    I::IntoIter: Clone,
{
    let games = games.into_iter();
    let players = player_stats(games.clone(), kind, filter);
    let lines = players
        .iter()
        .map(|p| {
            let scores = scores_over_time(games.clone(), kind, filter, &p.name);
            (p.name.clone(), scores)
        })
        .collect();
    Overview {
        best: high_scores(games.clone(), kind, filter),
        sums: sums::sums_right_first(people(games.clone(), kind, filter)),
        bins: histogram(games, kind, filter, bins),
        players,
        lines,
    }
}

#[cfg(test)]
mod tests;
