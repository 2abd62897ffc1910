//! Which value of a saved throw plays Maxi Yatzy (saved rolls on) best: the strong
//! player's solitaire mean for each candidate value, over the same games (the same seeds).
//!
//! `cargo run --release --no-default-features --example maxi_carry -- GAMES SEED C...`
//! prints one JSON line per candidate C (points per saved throw); docs/solver.md has the
//! run that chose `ai::maxi::turn::CARRY`.

use pasch::ai::dice::by_advice::play_by_advice_upto;
use pasch::ai::maxi::advice::{advise_with, MaxiMemo};
use pasch::engine::{Game, GameKind, GameState, Setup, Variant};

/// One solitaire game played with saved throws worth `carry`: its final total.
fn game(seed: u64, carry: f64) -> Option<i32> {
    let mut game = Game::new(Setup::new(GameKind::MaxiYatzy, &["A"]).with_seed(seed)).ok()?;
    let mut memo = MaxiMemo::with_carry(carry);
    while !game.is_over() {
        let GameState::MaxiYatzy(g) = game.state() else {
            return None;
        };
        let Variant::MaxiYatzy { rules } = g.variant() else {
            return None;
        };
        let action = play_by_advice_upto(g, u8::MAX, |sheet, dice, rolls_left| {
            advise_with(&mut memo, rules, sheet, dice, rolls_left).unwrap_or_default()
        })?;
        game.apply(action).ok()?;
    }
    game.totals().first().copied()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize, or: f64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(or);
    let (games, seed) = (number(0, 1000.0) as u64, number(1, 1.0) as u64);
    for carry in args.iter().skip(2).filter_map(|a| a.parse::<f64>().ok()) {
        let start = std::time::Instant::now();
        let totals: Vec<f64> = std::thread::scope(|scope| {
            let halves: Vec<_> = (0..2u64)
                .map(|half| {
                    scope.spawn(move || {
                        (half..games)
                            .step_by(2)
                            .filter_map(|i| {
                                game(seed.wrapping_mul(1_000_003).wrapping_add(i), carry)
                            })
                            .map(f64::from)
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            halves
                .into_iter()
                .filter_map(|h| h.join().ok())
                .flatten()
                .collect()
        });
        let n = totals.len() as f64;
        let mean = totals.iter().sum::<f64>() / n;
        let se = (totals.iter().map(|t| (t - mean).powi(2)).sum::<f64>() / n / n).sqrt();
        println!(
            "{{\"carry\":{carry},\"games\":{},\"mean\":{mean:.3},\"se\":{se:.3},\"seconds\":{:.1}}}",
            totals.len(),
            start.elapsed().as_secs_f64()
        );
    }
}
