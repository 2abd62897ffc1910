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
pub type ReviewedSeats = Vec<(String, f64)>;

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
pub fn measure(names: &[String], reviewed: &[ReviewedSeats]) -> Vec<Measured> {
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
pub fn review_history(games: &[&Kept], table: Option<&SolvedTable>) -> Vec<ReviewedSeats> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai;
    use crate::engine::{BotKind, Game, Setup};
    use crate::stats::history::History;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|n| n.to_string()).collect()
    }

    fn measured(mean_lost: Option<f64>) -> Measured {
        Measured {
            mean_lost,
            games: usize::from(mean_lost.is_some()),
        }
    }

    #[test]
    fn the_best_starts_at_0_the_others_with_the_difference() {
        let m = [measured(Some(20.4)), measured(Some(58.6)), measured(None)];
        assert_eq!(head_starts(&m), vec![0, 38, 0]);
        assert_eq!(head_starts(&[measured(None)]), vec![0]);
        assert_eq!(
            head_starts(&[measured(Some(0.0)), measured(Some(5000.0))]),
            vec![0, 999]
        );
    }

    #[test]
    fn the_measure_averages_the_newest_20_games_of_each_name() {
        // Newest first: Opa lost 10 in his 20 newest games and 100 before; Mia played
        // only the first three of them, losing 40.
        let reviewed: Vec<ReviewedSeats> = (0..30)
            .map(|i| {
                let mut game = vec![("Opa".to_string(), if i < 20 { 10.0 } else { 100.0 })];
                if i < 3 {
                    game.push(("Mia".to_string(), 40.0));
                }
                game
            })
            .collect();
        let m = measure(&names(&["Opa", "Mia", "Zoe"]), &reviewed);
        assert_eq!(
            m[0],
            Measured {
                mean_lost: Some(10.0),
                games: 20
            }
        );
        assert_eq!(
            m[1],
            Measured {
                mean_lost: Some(40.0),
                games: 3
            }
        );
        assert_eq!(
            m[2],
            Measured {
                mean_lost: None,
                games: 0
            }
        );
        assert_eq!(head_starts(&m), vec![0, 30, 0]);
    }

    /// A finished Generala game between `names` with these computer levels, the seats
    /// named as people.
    fn generala(names: &[&str], bots: [BotKind; 2], seed: u64) -> Game {
        let mut setup = Setup::new(GameKind::Generala, names).with_seed(seed);
        for (p, bot) in setup.players.iter_mut().zip(bots) {
            p.bot = Some(bot);
        }
        let mut seats = ai::seats(&setup, seed);
        let mut game = Game::new(setup).expect("setup");
        while !game.is_over() {
            let seat = game.current_player();
            let player = seats[seat].as_mut().expect("a computer");
            let action = player.act(ai::View::of(&game)).expect("a move");
            game.apply(action).expect("legal");
        }
        game
    }

    #[test]
    fn head_starts_come_from_a_history_reviewed_by_the_coach() {
        let mut kept = Vec::new();
        for i in 0..4u64 {
            let game = generala(&["Opa", "Mia"], [BotKind::Normal, BotKind::Easy], 100 + i);
            kept.push(Kept::of(&game, "2026-11-20", i * 60_000));
        }
        // Another game's history is not asked.
        let duel = Game::new(Setup::new(GameKind::Duel, &["Mia"])).expect("setup");
        kept.push(Kept::of(&duel, "2026-11-20", 10 * 60_000));
        let history = History::of(kept);
        let table = names(&["Opa", "Mia", "Zoe"]);
        let games = games_to_review(history.games(), GameKind::Generala, &table);
        assert_eq!(games.len(), 4, "each game once, none of another kind");
        assert!(games.windows(2).all(|w| w[0].at > w[1].at), "newest first");
        let reviewed = review_history(&games, None);
        assert_eq!(reviewed.len(), 4);
        let m = measure(&table, &reviewed);
        assert_eq!((m[0].games, m[1].games, m[2].games), (4, 4, 0));
        let (opa, mia) = (m[0].mean_lost.expect("Opa"), m[1].mean_lost.expect("Mia"));
        assert!(mia > opa, "the easy player loses more: {mia} vs {opa}");
        let heads = head_starts(&m);
        assert_eq!(heads, vec![0, (mia - opa).round() as u32, 0]);
    }
}
