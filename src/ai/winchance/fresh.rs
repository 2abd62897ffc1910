//! The finishes of a fresh Kniffel sheet, simulated once and shipped: `FRESH_FINISHES`
//! games per rule variant, played by the exact table as `classic` plays them. Every
//! player of a new game stands there until the first roll, so the first question of a
//! game (the one asked most) is answered at once instead of after ten thousand games,
//! and all players get the very same distribution (an exact 1/n each).
//!
//! `fresh.json` is made by the ignored test `fresh::tests::shipped_finishes_replay`
//! (`PASCH_WRITE_FRESH=1` writes it): the simulation is seeded, so it replays exactly.

use super::classic::{Batch, Simulator, Start};
use super::dice::seed_of;
use super::finish::Finish;
use crate::ai::kniffel::table::SolvedTable;
use crate::engine::ClassicRules;
use kniffel_solver::Position;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// Games simulated from a fresh sheet per rule variant.
pub const FRESH_FINISHES: usize = 100_000;

/// The shipped finishes: per rule variant (in `tables::VARIANTS` order), how many games
/// brought each number of points from `lowest` on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Shipped {
    finishes: usize,
    variants: Vec<Counts>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Counts {
    rules: ClassicRules,
    lowest: u32,
    counts: Vec<u32>,
}

impl Counts {
    fn finish(&self) -> Finish {
        let total: u32 = self.counts.iter().sum();
        let weight = 1.0 / f64::from(total.max(1));
        Finish {
            base: self.lowest as i32,
            probs: self.counts.iter().map(|&c| f64::from(c) * weight).collect(),
        }
    }
}

fn shipped() -> &'static [(ClassicRules, Finish)] {
    static SHIPPED: OnceLock<Vec<(ClassicRules, Finish)>> = OnceLock::new();
    SHIPPED.get_or_init(|| {
        // A broken file would fail the tests; in a build it only costs the short cut.
        serde_json::from_str::<Shipped>(include_str!("fresh.json"))
            .map(|s| s.variants.iter().map(|c| (c.rules, c.finish())).collect())
            .unwrap_or_default()
    })
}

/// The points a fresh sheet brings under `rules`, from the shipped games.
pub fn fresh(rules: ClassicRules) -> Option<&'static Finish> {
    shipped()
        .iter()
        .find(|(r, _)| *r == rules)
        .map(|(_, finish)| finish)
}

/// The points of `finishes` games from a fresh sheet played with `table`, seeded.
pub fn simulate(table: &SolvedTable, finishes: usize) -> Vec<u32> {
    let request = Batch {
        p: Position::START,
        start: Start::Turn,
        finishes,
        seed: seed_of(*b"fresh sheet"),
    };
    let mut samples = Simulator::default().sample(table, &[request], &mut || {});
    samples.pop().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::kniffel::tables::{self, VARIANTS};

    /// How many of `points` fall on each number, from the lowest on.
    fn counts_of(rules: ClassicRules, points: &[u32]) -> Counts {
        let lowest = points.iter().copied().min().unwrap_or(0);
        let highest = points.iter().copied().max().unwrap_or(0);
        let mut counts = vec![0; (highest - lowest) as usize + 1];
        for &p in points {
            counts[(p - lowest) as usize] += 1;
        }
        Counts {
            rules,
            lowest,
            counts,
        }
    }

    /// What `fresh.json` holds, worked out anew.
    fn worked_out() -> Shipped {
        Shipped {
            finishes: FRESH_FINISHES,
            variants: VARIANTS
                .iter()
                .map(|&rules| counts_of(rules, &simulate(tables::solved(rules), FRESH_FINISHES)))
                .collect(),
        }
    }

    #[test]
    fn every_rule_variant_is_shipped_and_sums_to_one() {
        for rules in VARIANTS {
            let f = fresh(rules).expect("shipped");
            let sum: f64 = f.probs.iter().sum();
            assert!((sum - 1.0).abs() < 1e-9, "{rules:?}: {sum}");
        }
        let s: Shipped = serde_json::from_str(include_str!("fresh.json")).expect("json");
        for v in &s.variants {
            assert_eq!(v.counts.iter().sum::<u32>() as usize, FRESH_FINISHES);
        }
    }

    #[test]
    fn the_shipped_mean_is_the_tables_start_value() {
        // 100,000 games: the standard error of the mean is about 0.15 points.
        let rules = ClassicRules::default();
        let mean = fresh(rules).expect("shipped").mean();
        let want = tables::solved(rules).start_value();
        assert!((mean - want).abs() < 0.75, "{mean} against {want}");
    }

    /// Replays the shipped games (a minute in release); `PASCH_WRITE_FRESH=1` writes
    /// `fresh.json` instead.
    #[test]
    #[ignore]
    fn shipped_finishes_replay() {
        let now = worked_out();
        if std::env::var_os("PASCH_WRITE_FRESH").is_some() {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/ai/winchance/fresh.json");
            let json = serde_json::to_string(&now).expect("json");
            std::fs::write(path, json + "\n").expect("written");
            return;
        }
        let s: Shipped = serde_json::from_str(include_str!("fresh.json")).expect("json");
        assert_eq!(s, now);
    }
}
