//! A measurement, not a player the app ships: how much better than the strong player's
//! race could a Dice Duel player choose its chips against greedy? The rollout player
//! plays as strong does, but where its turn ends with a choice (several chips fit, or a
//! chip or none), it plays every choice out to the end of the game many times (greedy
//! for every seat, the same dice for each choice), and takes the one that won most
//! often. That is a step of policy improvement a real player could not afford on a
//! phone; if even it cannot reach far above the race, the race is not what holds the
//! win rate down. `cargo test --release --lib rollouts -- --ignored --nocapture`.

use super::greedy::{endings, Greedy};
use crate::ai::player::{Player, View};
use crate::engine::game::{Action, BotKind, Game, GameKind, GameState, Setup};
use crate::engine::rng::GameRng;
use crate::engine::rules::GameRules;

/// The strong player, its end-of-turn choices made by `n` rollouts each.
#[derive(Clone)]
struct Rollouts {
    strong: Box<dyn Player>,
    n: u64,
    seed: u64,
}

impl Rollouts {
    /// How often `seat` wins (ties split) after `action`, over `n` rollouts.
    fn wins_after(&self, state: &GameState, seat: usize, action: &Action) -> f64 {
        let mut wins = 0.0;
        for i in 0..self.n {
            // The same dice for every choice: rollout i of each draws from one seed.
            let mut rng = GameRng::from_seed(self.seed.wrapping_mul(1_000_003) ^ i);
            let mut s = state.clone();
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
            wins += share_of_win(&s.totals(), seat);
        }
        wins / self.n as f64
    }
}

/// `seat`'s share of the win: 1, or 1/k in a tie of k, else 0.
fn share_of_win(totals: &[i32], seat: usize) -> f64 {
    let best = totals.iter().copied().max().unwrap_or(0);
    if totals[seat] < best {
        return 0.0;
    }
    1.0 / totals.iter().filter(|&&t| t == best).count() as f64
}

impl Player for Rollouts {
    fn act(&mut self, view: View<'_>) -> Option<Action> {
        let action = self.strong.act(view)?;
        let GameState::Duel(g) = view.state() else {
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
            .map(|(a, _)| (self.wins_after(view.state(), seat, &a), a))
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
            *won += share_of_win(&game.state().totals(), first);
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
            strong: crate::ai::seat(BotKind::Strong, GameKind::Duel, seed),
            n,
            seed: seed * 1000 + first as u64,
        })
    });
}

/// Every decision of the turn by rollouts, against greedy.
#[test]
#[ignore]
fn measure_rollout_turns_against_greedy() {
    let n = env_or("ROLLOUT_N", 48);
    measure(|seed, first| {
        Box::new(TurnRollouts {
            n,
            seed: seed * 1000 + first as u64,
            plan: None,
        })
    });
}

/// What the turn-rollout player decided after a throw: the dice it shows then, and the
/// dice to hold for the next throw, or the action that ends the turn.
#[derive(Clone)]
struct Plan {
    at: (u8, Vec<u8>),
    step: Step,
}

#[derive(Clone)]
enum Step {
    Keep(Vec<bool>),
    End(Action),
}

/// A player that makes every decision of its turns (which dice to hold, or to stop and
/// with which chip) by `n` rollouts of each choice to the end of the game, greedy then
/// playing every seat: a step of policy improvement over greedy on each decision.
#[derive(Clone)]
struct TurnRollouts {
    n: u64,
    seed: u64,
    plan: Option<Plan>,
}

impl TurnRollouts {
    /// How often `seat` wins after `actions`, over `n` rollouts (same dice per rollout
    /// for every choice); -inf if the rules refuse them.
    fn wins_after(&self, state: &GameState, seat: usize, actions: &[Action]) -> f64 {
        let mut wins = 0.0;
        for i in 0..self.n {
            let mut rng = GameRng::from_seed(self.seed.wrapping_mul(1_000_003) ^ i);
            let mut s = state.clone();
            for a in actions {
                if s.apply(a, &mut rng).is_err() {
                    return f64::NEG_INFINITY;
                }
            }
            while !s.is_over() {
                let Some(a) = Greedy.act(View::new(&s)) else {
                    return f64::NEG_INFINITY;
                };
                if s.apply(&a, &mut rng).is_err() {
                    return f64::NEG_INFINITY;
                }
            }
            wins += share_of_win(&s.totals(), seat);
        }
        wins / self.n as f64
    }

    /// The best choice after this throw.
    fn decide(&mut self, state: &GameState, g: &crate::engine::duel::DuelGame) -> Step {
        self.seed += 1;
        let seat = g.current_player();
        let turn = g.turn();
        let mut choices: Vec<(Step, Vec<Action>)> = endings(g)
            .into_iter()
            .map(|(a, _)| (Step::End(a.clone()), vec![a]))
            .collect();
        let may_roll = g
            .dice_turn()
            .is_some_and(|t| t.may_roll && !g.is_kniffel_now());
        if may_roll {
            let mut seen: Vec<Vec<u8>> = Vec::new();
            for mask in 0u32..31 {
                let want: Vec<bool> = (0..5).map(|d| mask & (1 << d) != 0).collect();
                let mut kept: Vec<u8> = (0..5).filter(|&d| want[d]).map(|d| turn.dice[d]).collect();
                kept.sort_unstable();
                if seen.contains(&kept) {
                    continue;
                }
                seen.push(kept);
                let mut actions: Vec<Action> = (0..5)
                    .filter(|&d| turn.held[d] != want[d])
                    .map(|d| Action::Hold {
                        die: d,
                        held: want[d],
                    })
                    .collect();
                actions.push(Action::Roll);
                choices.push((Step::Keep(want), actions));
            }
        }
        let mut best: Option<(f64, Step)> = None;
        for (step, actions) in choices {
            let w = self.wins_after(state, seat, &actions);
            if best.as_ref().is_none_or(|b| w > b.0) {
                best = Some((w, step));
            }
        }
        best.map(|b| b.1).unwrap_or(Step::End(Action::NoChip))
    }
}

impl Player for TurnRollouts {
    fn act(&mut self, view: View<'_>) -> Option<Action> {
        let GameState::Duel(g) = view.state() else {
            return None;
        };
        if g.is_over() {
            return None;
        }
        let turn = g.turn();
        if !turn.has_rolled() {
            return g.legal_actions().into_iter().next();
        }
        let at = (turn.rolls, turn.dice.clone());
        if self.plan.as_ref().is_none_or(|p| p.at != at) {
            let step = self.decide(view.state(), g);
            self.plan = Some(Plan { at, step });
        }
        match self.plan.as_ref().map(|p| p.step.clone())? {
            Step::End(a) => Some(a),
            Step::Keep(want) => Some(crate::ai::dice::keep::next_step(
                &turn.held,
                |d| want[d],
                Action::Roll,
            )),
        }
    }
}
