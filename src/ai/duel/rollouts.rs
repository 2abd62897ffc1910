//! A measurement, not a player the app ships: how much better than the strong player's
//! race could a Dice Duel player choose its chips against greedy? The rollout player
//! plays as strong does, but where its turn ends with a choice (several chips fit, or a
//! chip or none), it plays every choice out to the end of the game many times (greedy
//! for every seat, the same dice for each choice), and takes the one that won most
//! often. That is a step of policy improvement a real player could not afford on a
//! phone; if even it cannot reach far above the race, the race is not what holds the
//! win rate down. `cargo test --release --lib rollouts -- --ignored --nocapture`.
//!
//! Measured 2026-11-26, 128 rollouts per choice: 51.9 % of 500 heads-up games (250 per
//! seat order: 55.6 % first, 48.2 % second), where the race wins 51.3 %. Every decision
//! of a turn by rollouts (which dice to keep, too) was tried and dropped: with some 20
//! keeps to compare, 32 rollouts each could not tell them apart and the player chose by
//! the noise (2 % of 100 games); telling them apart would take thousands per keep.

use super::greedy::{endings, Greedy};
use crate::ai::player::{Player, Seen, View};
use crate::ai::winchance::{win_chances, Finish};
use crate::engine::{Action, DuelGame, Game, GameKind, GameRng, GameState, Setup};

/// The strong player, its end-of-turn choices made by `n` rollouts each.
#[derive(Clone)]
struct Rollouts {
    strong: Box<dyn Player>,
    n: u64,
    seed: u64,
}

impl Rollouts {
    /// How often `seat` wins (ties split) after `action`, over `n` rollouts.
    fn wins_after(&self, game: &DuelGame, seat: usize, action: &Action) -> f64 {
        let mut wins = 0.0;
        for i in 0..self.n {
            // The same dice for every choice: rollout i of each draws from one seed.
            let mut rng = GameRng::from_seed(self.seed.wrapping_mul(1_000_003) ^ i);
            let mut s = GameState::Duel(game.clone());
            if s.apply(action, &mut rng).is_err() {
                return f64::NEG_INFINITY;
            }
            while !s.is_over() {
                let Some(a) = Greedy.act(View::new(&s)) else {
                    return f64::NEG_INFINITY;
                };
                if s.apply(&a, &mut rng).is_err() {
                    return f64::NEG_INFINITY;
                }
            }
            wins += share_of_win(s.totals(), seat);
        }
        wins / self.n as f64
    }
}

/// `seat`'s share of the win with these final totals (ties split), as the win chance gives
/// it for a finished game.
fn share_of_win(totals: Vec<i32>, seat: usize) -> f64 {
    let finished: Vec<Finish> = totals.into_iter().map(Finish::certain).collect();
    win_chances(&finished)[seat]
}

impl Player for Rollouts {
    fn act(&mut self, view: View<'_>) -> Option<Action> {
        let action = self.strong.act(view)?;
        let Seen::Duel(g) = view.seen() else {
            return Some(action);
        };
        let ends = matches!(action, Action::TakeChip { .. } | Action::NoChip);
        let choices = endings(g);
        if !ends || choices.len() < 2 {
            return Some(action);
        }
        self.seed += 1;
        let seat = g.current_player();
        let rated: Vec<(f64, Action)> = choices
            .into_iter()
            .map(|(a, _)| (self.wins_after(g, seat, &a), a))
            .collect();
        // Ties keep the race's own choice.
        let best = rated.iter().map(|r| r.0).fold(f64::NEG_INFINITY, f64::max);
        if rated.iter().any(|(w, a)| *a == action && *w >= best) {
            return Some(action);
        }
        rated.into_iter().find(|r| r.0 >= best).map(|r| r.1)
    }
}

/// A number from the environment, or `default`.
fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

/// Heads-up games of the player `make` gives (from a game's seed and seat) against
/// greedy, both seat orders, `ROLLOUT_GAMES` games each; prints the win rate as it goes.
fn measure(make: impl Fn(u64, usize) -> Box<dyn Player>) {
    let games = env_or("ROLLOUT_GAMES", 200);
    let mut won = [0.0; 2];
    for seed in 0..games {
        for (first, won) in won.iter_mut().enumerate() {
            let mut game =
                Game::new(Setup::new(GameKind::Duel, &["a", "b"]).with_seed(seed)).expect("a game");
            let mut me = make(seed, first);
            while !game.is_over() {
                let a = if game.current_player() == first {
                    me.act(View::of(&game)).expect("an action")
                } else {
                    Greedy.act(View::of(&game)).expect("an action")
                };
                game.apply(a).expect("a legal action");
            }
            *won += share_of_win(game.state().totals(), first);
        }
        if (seed + 1) % 25 == 0 {
            println!(
                "{} games per seat: {:.1} % first, {:.1} % second, {:.1} % in all",
                seed + 1,
                100.0 * won[0] / (seed + 1) as f64,
                100.0 * won[1] / (seed + 1) as f64,
                50.0 * (won[0] + won[1]) / (seed + 1) as f64,
            );
        }
    }
}

/// The strong player with its end-of-turn choices made by rollouts, against greedy.
#[test]
#[ignore]
fn measure_rollout_chip_choice_against_greedy() {
    let n = env_or("ROLLOUT_N", 64);
    measure(|seed, first| {
        Box::new(Rollouts {
            strong: Box::new(super::lookahead::Lookahead::strong()),
            n,
            seed: seed * 1000 + first as u64,
        })
    });
}
