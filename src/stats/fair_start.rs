//! "Fair start": each player's head start from the coach's measure of their play, the
//! mean points below perfect play (`PlayerReview::lost`) over their last
//! `FAIR_START_GAMES` finished games of the kind at hand. The best player at the table
//! starts at 0, every other one with the difference to that player, rounded to whole
//! points; a player with no reviewed game starts at 0 (and is told so).
//!
//! Which games to review (`games_to_review`) and what follows from the reviews
//! (`measure`, `head_starts`) are pure; the reviews themselves need the exact tables, so
//! the app asks the brain's worker for them, one game at a time, and the native side
//! (tests, `pasch-cli`) calls the coach directly (`review_history`).

use crate::ai::coach;
use crate::ai::kniffel::table::SolvedTable;
use crate::engine::{GameKind, MAX_HEAD_START};
use crate::stats::history::Kept;

/// How many of a player's last finished games of a kind the measure averages over.
pub const FAIR_START_GAMES: usize = 20;

/// One reviewed game: each seat's name and its points below perfect play.
pub type Reviewed = Vec<(String, f64)>;

/// A player's measured play: the mean points below perfect play and how many games
/// it is taken over (None: no reviewed game, the player starts at 0).
#[derive(Clone, Debug, PartialEq)]
pub struct Measured {
    /// The mean points below perfect play per game.
    pub mean_lost: Option<f64>,
    /// How many games were averaged.
    pub games: usize,
}

/// Whether the coach can review games of `kind` (every game but Maxi Yatzy).
pub fn can_measure(kind: GameKind) -> bool {
    kind != GameKind::MaxiYatzy
}

/// The kept games (oldest first, as `History::games` holds them) a fair start of `kind`
/// for `names` reviews: for each name its last `FAIR_START_GAMES` games of this kind
/// whose moves are still kept, each game once.
pub fn games_to_review<'a>(games: &'a [Kept], kind: GameKind, names: &[String]) -> Vec<&'a Kept> {
    let mut picked: Vec<&Kept> = Vec::new();
    for name in names {
        let theirs = games
            .iter()
            .rev()
            .filter(|k| k.summary.kind == kind && k.game.is_some() && k.summary.daily.is_none())
            .filter(|k| k.summary.seats.iter().any(|s| &s.name == name))
            .take(FAIR_START_GAMES);
        for k in theirs {
            if !picked.iter().any(|p| p.id == k.id) {
                picked.push(k);
            }
        }
    }
    picked
}

/// Each name's measure from the reviewed games, newest first (the order
/// `games_to_review` gives), over its last `FAIR_START_GAMES` of them.
pub fn measure(names: &[String], reviewed: &[Reviewed]) -> Vec<Measured> {
    names
        .iter()
        .map(|name| {
            let lost: Vec<f64> = reviewed
                .iter()
                .filter_map(|game| game.iter().find(|(n, _)| n == name).map(|(_, l)| *l))
                .take(FAIR_START_GAMES)
                .collect();
            Measured {
                mean_lost: (!lost.is_empty()).then(|| lost.iter().sum::<f64>() / lost.len() as f64),
                games: lost.len(),
            }
        })
        .collect()
}

/// The head starts: the difference of each measured player's mean to the best one's
/// (the smallest mean), rounded to whole points and at most `MAX_HEAD_START`; 0 for the
/// best and for players without a measure.
pub fn head_starts(measured: &[Measured]) -> Vec<u32> {
    let best = measured
        .iter()
        .filter_map(|m| m.mean_lost)
        .min_by(f64::total_cmp);
    measured
        .iter()
        .map(|m| match (m.mean_lost, best) {
            // Rounded and clipped to 0..=999 first, so the cast is exact.
            (Some(mine), Some(best)) => {
                (mine - best).round().clamp(0.0, f64::from(MAX_HEAD_START)) as u32
            }
            _ => 0,
        })
        .collect()
}

/// Reviews `games` directly (native: tests and the command line; the app asks its
/// brain's worker): each one's seats with their points below perfect play, in the
/// same order; a game that does not replay or has no review is left out.
pub fn review_history(games: &[&Kept], table: Option<&SolvedTable>) -> Vec<Reviewed> {
    games
        .iter()
        .filter_map(|k| {
            let game = k.replay()?.ok()?;
            let reviews = coach::review(&game, table).ok()?;
            Some(
                reviews
                    .into_iter()
                    .filter_map(|r| {
                        Some((game.setup().players.get(r.player)?.name.clone(), r.lost))
                    })
                    .collect(),
            )
        })
        .collect()
}
