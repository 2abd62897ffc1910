//! The regret of a cheaper Maxi Yatzy advisor against the exact table (docs/solver.md):
//! the advisor plays solitaire games with a table that keeps the upper sum only in steps
//! of `k` (about 85 / k sums instead of 85; the others interpolated); at each of its
//! decisions the regret is the exact value of the best option minus the exact value of
//! the advisor's choice, summed over the game.
//!
//! The other advisor measured here is the fitted one (`kniffel_solver::fitted`): `fit`
//! plays by the fitted values (as the app ships them, u16 steps), `fit:N` by the fitted
//! values while more than N boxes are open after the choice and by the exact ones from
//! then on (what a solve from the current position gives late in a game).
//! `out=PATH` writes the fit's bytes there (the file the app ships).
//!
//! `cargo run --release -p kniffel-solver --example maxi_regret -- GAMES SEED K... [fit]
//! [fit:N...] [out=PATH]` (solves the exact table first: minutes, about 1.5 GB with one
//! advisor's table); with `yatzy` among the arguments the same for Yatzy (seconds).

use kniffel_solver::fitted::Fitted;
use kniffel_solver::games::{maxi_yatzy, yatzy, MaxiBonus};
use kniffel_solver::multisets::Multisets;
use kniffel_solver::shape::State;
use kniffel_solver::threads::solve_threads;
use kniffel_solver::turn::{fill_value_of, KeepValues};
use kniffel_solver::Scoring;

/// SplitMix64: a tiny, well-known generator (enough for dice).
struct Dice(u64);

impl Dice {
    fn face(&mut self) -> usize {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        ((z ^ (z >> 31)) % 6) as usize
    }
}

/// The exact table as an advisor keeps it: the values at the upper sums that are
/// multiples of `k` (and the cap), every other sum's value interpolated linearly between
/// the nearest kept sums below and above that can occur (the one below if none above).
fn coarse(scoring: &Scoring, exact: &[f64], k: u8) -> Vec<f64> {
    let shape = scoring.shape;
    let mut out = exact.to_vec();
    for filled in 0..=shape.full() {
        let sums = shape.reachable_upper_sums(filled & 0b111111);
        let at = |upper| {
            shape.slot(State {
                filled,
                upper,
                flag: false,
            })
        };
        let occurs = |u: u8| sums & (1 << u) != 0;
        let kept: Vec<u8> = (0..=shape.bonus_at)
            .filter(|&u| occurs(u) && (u % k == 0 || u == shape.bonus_at))
            .collect();
        for upper in (0..=shape.bonus_at).filter(|&u| occurs(u)) {
            let below = kept
                .iter()
                .rev()
                .find(|&&u| u <= upper)
                .copied()
                .unwrap_or(0);
            out[at(upper)] = match kept.iter().find(|&&u| u >= upper) {
                Some(&above) if above > below => {
                    let t = f64::from(upper - below) / f64::from(above - below);
                    exact[at(below)] * (1.0 - t) + exact[at(above)] * t
                }
                _ => exact[at(below)],
            };
        }
    }
    out
}

/// The advisor's table of a fit: the fitted value of every state that can occur, the
/// exact one where at most `exact_from` boxes are open.
fn fitted(scoring: &Scoring, exact: &[f64], fit: &Fitted, exact_from: Option<u32>) -> Vec<f64> {
    let shape = scoring.shape;
    let mut out = vec![0.0; exact.len()];
    for filled in 0..=shape.full() {
        let open = u32::from(shape.boxes) - filled.count_ones();
        let sums = shape.reachable_upper_sums(filled & 0b111111);
        for upper in (0..=shape.bonus_at).filter(|&u| sums & (1 << u) != 0) {
            let s = State {
                filled,
                upper,
                flag: false,
            };
            let at = shape.slot(s);
            out[at] = match exact_from {
                Some(n) if open <= n => exact[at],
                _ => fit.value(s),
            };
        }
    }
    out
}

/// One game played with `advisor`'s values, judged by `exact`'s: (regret, final total).
fn game(scoring: &Scoring, exact: &[f64], advisor: &[f64], dice: &mut Dice) -> (f64, u32) {
    let m = Multisets::of(scoring.shape.dice);
    let shape = scoring.shape;
    let (mut s, mut regret, mut total) = (State::START, 0.0, 0u32);
    let throw = |keep: usize, dice: &mut Dice| {
        let mut k = keep;
        while k < m.first_roll {
            k = m.child[k][dice.face()] as usize;
        }
        k
    };
    while s.filled != shape.full() {
        let truth = KeepValues::of_state(exact, scoring, s);
        let advice = KeepValues::of_state(advisor, scoring, s);
        let mut roll = throw(0, dice);
        for left in [2, 1] {
            let (t, a) = if left == 2 {
                (&truth.two_rolls_left, &advice.two_rolls_left)
            } else {
                (&truth.one_roll_left, &advice.one_roll_left)
            };
            let keeps = m.roll_subsets(roll);
            let best = keeps
                .iter()
                .map(|&k| t[k as usize])
                .fold(f64::MIN, f64::max);
            let mut chosen = keeps[0] as usize;
            for &k in keeps {
                if a[k as usize] > a[chosen] {
                    chosen = k as usize;
                }
            }
            regret += best - t[chosen];
            roll = throw(chosen, dice);
        }
        let points = &scoring.points[roll - m.first_roll];
        let open = (0..shape.boxes as usize).filter(|&b| !s.is_filled(b));
        let mut best = f64::MIN;
        let mut chosen = (f64::MIN, 0);
        for b in open {
            best = best.max(fill_value_of(exact, scoring, s, b, points[b]));
            let a = fill_value_of(advisor, scoring, s, b, points[b]);
            if a > chosen.0 {
                chosen = (a, b);
            }
        }
        let b = chosen.1;
        regret += best - fill_value_of(exact, scoring, s, b, points[b]);
        let (next, bonus) = shape.after(s, b, points[b]);
        total += u32::from(points[b]) + bonus as u32;
        s = next;
    }
    (regret, total)
}

fn main() {
    let words: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<u64> = words.iter().filter_map(|a| a.parse().ok()).collect();
    let (games, seed) = (
        args.first().copied().unwrap_or(1000),
        args.get(1).copied().unwrap_or(1),
    );
    // `yatzy` among the arguments: the same measurement for Yatzy (a quick check).
    let scoring = if words.iter().any(|a| a == "yatzy") {
        yatzy()
    } else {
        maxi_yatzy(MaxiBonus::Hundred)
    };
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    let start = std::time::Instant::now();
    let (exact, _) = solve_threads(&scoring, threads, &mut |_, _| {});
    eprintln!("exact table: {:.1} s", start.elapsed().as_secs_f64());
    let mut fit: Option<Fitted> = None;
    let numbers = words.iter().filter(|a| a.parse::<u64>().is_ok()).count();
    for word in words.iter().skip(2.min(numbers)) {
        let advisor = if let Ok(k) = word.parse::<u8>() {
            (word.clone(), coarse(&scoring, &exact, k))
        } else if word.starts_with("fit") {
            let f = fit.get_or_insert_with(|| {
                let start = std::time::Instant::now();
                let f = Fitted::fit(scoring.shape, &exact, 30, &mut |rms| {
                    eprintln!("fit round: rms {rms:.4}")
                });
                eprintln!("fit: {:.1} s", start.elapsed().as_secs_f64());
                // Played as shipped: through its bytes.
                Fitted::from_bytes(&f.to_bytes()).unwrap_or(f)
            });
            let from = word.strip_prefix("fit:").and_then(|n| n.parse().ok());
            (word.clone(), fitted(&scoring, &exact, f, from))
        } else if let Some(path) = word.strip_prefix("out=") {
            if let Some(f) = &fit {
                let bytes = f.to_bytes();
                if let Err(e) = std::fs::write(path, &bytes) {
                    eprintln!("{path}: {e}");
                }
                println!(
                    "{{\"out\":\"{path}\",\"bytes\":{},\"hash\":\"{:016x}\",\"max_error\":{:.6}}}",
                    bytes.len(),
                    Fitted::hash(&bytes),
                    f.max_error()
                );
            }
            continue;
        } else {
            continue;
        };
        measure(
            &scoring, &exact, &advisor.1, &advisor.0, games, seed, threads,
        );
    }
}

/// Plays `games` games by `advisor` (named `name`) and prints its regret and mean total.
fn measure(
    scoring: &Scoring,
    exact: &[f64],
    advisor: &[f64],
    name: &str,
    games: u64,
    seed: u64,
    threads: usize,
) {
    let start = std::time::Instant::now();
    let per: Vec<Vec<(f64, u32)>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut dice = Dice(seed.wrapping_mul(1000).wrapping_add(t as u64));
                    (0..games as usize / threads)
                        .map(|_| game(scoring, exact, advisor, &mut dice))
                        .collect()
                })
            })
            .collect();
        workers.into_iter().filter_map(|w| w.join().ok()).collect()
    });
    let all: Vec<(f64, u32)> = per.into_iter().flatten().collect();
    let n = all.len() as f64;
    let mean = |f: &dyn Fn(&(f64, u32)) -> f64| all.iter().map(f).sum::<f64>() / n;
    let regret = mean(&|g| g.0);
    let spread = (mean(&|g| (g.0 - regret).powi(2)) / n).sqrt();
    let total = mean(&|g| f64::from(g.1));
    let total_se = (mean(&|g| (f64::from(g.1) - total).powi(2)) / n).sqrt();
    println!(
        "{{\"advisor\":\"{name}\",\"games\":{},\"regret\":{regret:.4},\"regret_se\":{spread:.4},\"mean_total\":{total:.2},\"total_se\":{total_se:.2},\"seconds\":{:.1}}}",
        all.len(),
        start.elapsed().as_secs_f64()
    );
}
