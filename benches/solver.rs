//! The whole solitaire solve, one thread, against two public Rust solvers of the same
//! game: `cargo bench --bench solver` prints a table (no timing assertions; the machines
//! are shared). Hasbro rules with the forced joker (254.587729) for all three, and
//! Pasch's default Kniffel rules for Pasch alone.

use pasch::ai::kniffel::SolvedTable;
use pasch::engine::{ClassicRules, RuleSet};
use std::time::{Duration, Instant};

/// Solves per row; the fastest and the median are shown.
const RUNS: usize = 3;

fn main() {
    let yahtzee = ClassicRules {
        rule_set: RuleSet::Yahtzee,
        joker: true,
    };
    let kniffel = ClassicRules::default();
    let rows: [(&str, &dyn Fn() -> f64); 4] = [
        ("pasch (kniffel rules)", &|| {
            SolvedTable::solve(kniffel, &mut |_, _| {}).start_value()
        }),
        ("pasch (yahtzee rules)", &|| {
            SolvedTable::solve(yahtzee, &mut |_, _| {}).start_value()
        }),
        ("yahtzee-engine 0.1.0", &|| {
            let mut solver = yahtzee_engine::Solver::new();
            solver.solve();
            solver.value(yahtzee_engine::State::START)
        }),
        ("yatzy-solver 1.0.0", &|| {
            use yatzy_solver::{JokerRule, State, TurnModel, Variant};
            let model = TurnModel::new(&Variant::american_with(Some(JokerRule::Forced)));
            let values: Vec<f64> = model.solve();
            values[model.space().index(&State::new())]
        }),
    ];
    println!(
        "{:<24} {:>9} {:>9} {:>14}",
        "solver (1 thread)", "fastest", "median", "value"
    );
    for (name, solve) in rows {
        let mut times: Vec<Duration> = Vec::new();
        let mut value = 0.0;
        for _ in 0..RUNS {
            let start = Instant::now();
            value = solve();
            times.push(start.elapsed());
        }
        times.sort();
        println!(
            "{:<24} {:>8.2}s {:>8.2}s {:>14.6}",
            name,
            times[0].as_secs_f64(),
            times[RUNS / 2].as_secs_f64(),
            value
        );
    }
}
