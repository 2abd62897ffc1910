//! The win chance natively, one core, no timing assertions: `cargo bench --bench
//! winchance` prints how long a fresh calculator (as after the app's worker started, the
//! table already solved) takes to answer for Kniffel and Kniffel Extreme games at the
//! start, in round 2 and in round 7, with 2 and with the most players, the player on
//! turn with dice on the table. The browser's worker takes some 3 to 5 times as long
//! (tests/browser/winchance.test.mjs logs its times). `-- part` prints, for a first
//! visit without the table, how much of it a question past the first rounds solves.

use pasch::ai::kniffel::scoring::position_of;
use pasch::ai::kniffel::strong::Strong;
use pasch::ai::kniffel::table::SolvedTable;
use pasch::ai::kniffel::tables;
use pasch::ai::scoresheet::extreme_strong::Strong as ExtremeStrong;
use pasch::ai::winchance::{part_suffices, WinCalculator};
use pasch::ai::{Player, View};
use pasch::engine::{Action, Game, GameKind, GameState, Setup};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// How long each row runs at least; long enough to smooth out a shared machine.
const RUN_FOR: Duration = Duration::from_secs(2);

/// Median milliseconds of `f` over runs filling `RUN_FOR` (at least 3; exactly `runs`
/// if given, for counting instructions with `perf stat`).
fn time<T>(runs_wanted: Option<usize>, mut f: impl FnMut() -> T) -> f64 {
    let mut runs = Vec::new();
    let start = Instant::now();
    while runs_wanted.map_or(runs.len() < 3 || start.elapsed() < RUN_FOR, |n| {
        runs.len() < n
    }) {
        let t = Instant::now();
        black_box(f());
        runs.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    runs.sort_by(f64::total_cmp);
    runs[runs.len() / 2]
}

/// A game of `n` players after `rounds` rounds of strong play, the next player's dice
/// rolled once if `roll`.
fn game_after(kind: GameKind, n: usize, rounds: usize, roll: bool) -> Game {
    let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut game = Game::new(Setup::new(kind, &refs).with_seed(21)).expect("a setup");
    let mut classic = Strong::default();
    let mut extreme = ExtremeStrong::default();
    let mut turns = 0;
    while turns < rounds * n {
        let view = View::of(&game);
        let action = match kind {
            GameKind::Extreme => extreme.act(view),
            _ => classic.act(view),
        }
        .expect("a move");
        turns += action.ends_turn() as usize;
        game.apply(action).expect("legal");
    }
    if roll {
        game.apply(Action::Roll).expect("a roll");
    }
    game
}

/// `cargo bench --bench winchance -- [FILTER] [RUNS]`: only the rows whose label
/// ("classic 8 2 rolled") contains FILTER, each run RUNS times.
fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let filter = args.first().cloned().unwrap_or_default();
    let runs = args.get(1).and_then(|n| n.parse().ok());
    let _ = tables::solved(Default::default());
    println!(
        "{:<10} {:>7} {:>9} {:>12}",
        "game", "players", "round", "median ms"
    );
    for kind in [GameKind::Classic, GameKind::Extreme] {
        let most = *kind.players().end().min(&8);
        for n in [2, most] {
            for (round, roll) in [(1, false), (1, true), (2, true), (7, true)] {
                let when = format!("{round}{}", if roll { " rolled" } else { "" });
                if !format!("{} {n} {when}", kind.id()).contains(&filter) {
                    continue;
                }
                let game = game_after(kind, n, round - 1, roll);
                let ms = time(runs, || {
                    WinCalculator::new().chances(&game).expect("chances")
                });
                println!("{:<10} {n:>7} {when:>9} {ms:>12.1}", kind.id());
            }
        }
    }
    parts(&filter, runs);
}

/// Without the table (a first visit in the browser) a question past the first rounds
/// solves only the part of the table its games can meet: its time and size by round,
/// beside the whole table's solve.
fn parts(filter: &str, runs: Option<usize>) {
    if !filter.is_empty() && !filter.contains("part") {
        return;
    }
    let whole = time(runs, || {
        SolvedTable::solve(Default::default(), &mut |_, _| {})
    });
    println!("\nthe whole table: {whole:.1} ms");
    println!(
        "{:<10} {:>7} {:>9} {:>10} {:>12}",
        "part", "players", "round", "positions", "median ms"
    );
    let states = tables::solved(Default::default()).states();
    for n in [2, 8] {
        for round in [2, 3, 4, 5, 7, 10] {
            let game = game_after(GameKind::Classic, n, round - 1, true);
            if !part_suffices(&game) {
                println!("{:<10} {n:>7} {round:>9} {:>10} {:>12}", "", "whole", "-");
                continue;
            }
            let GameState::Classic(g) = game.state() else {
                continue;
            };
            let floors: Vec<u16> = g
                .players()
                .iter()
                .map(|p| position_of(&p.sheet).filled)
                .collect();
            let part = SolvedTable::solve_part(Default::default(), &floors, &mut |_, _| {});
            let ms = time(runs, || {
                SolvedTable::solve_part(Default::default(), &floors, &mut |_, _| {})
            });
            let share = 100.0 * part.states() as f64 / states as f64;
            println!("{:<10} {n:>7} {round:>9} {share:>9.1}% {ms:>12.1}", "");
        }
    }
}
