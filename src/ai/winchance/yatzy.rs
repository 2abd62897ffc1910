//! Yatzy's finishes: games from a player's position to the end, every keep and box
//! chosen by the exact table of the game's house rules (the strong player's play). Each
//! state's choices (the best keep of every roll with one and two throws left, the best
//! box of every roll) are worked out once, when a game first meets it, and kept
//! (`YatzyPlans`) for the other games of the question and the next questions (the end
//! screen's series asks about a whole game's positions).

use super::classic::Start;
use super::dice::SimDice;
use crate::ai::yatzy::advice::keep_values;
use crate::ai::yatzy::table::{open_boxes, state_of};
use crate::ai::yatzy::YatzyTable;
use crate::engine::{Sheet, YatzyRules};
use kniffel_solver::multisets::Multisets;
use kniffel_solver::shape::State;
use kniffel_solver::turn::fill_value_of;
use std::collections::HashMap;

/// The most states whose choices `YatzyPlans` keeps (about 1.8 KB each): past it they are
/// forgotten and worked out again as games meet them.
const KEPT_STATES: usize = 10_000;

/// The choices of one state, by roll (`roll - first_roll`).
#[derive(Clone)]
struct Choices {
    /// The best keep (a multiset) with one throw left, and with two.
    keep: [Vec<u16>; 2],
    /// The best box and its points.
    fill: Vec<(u8, u16)>,
}

/// The choices of the states met so far, under one set of house rules.
#[derive(Clone, Default)]
pub struct YatzyPlans {
    rules: Option<YatzyRules>,
    known: HashMap<State, Choices>,
}

impl Choices {
    fn of(table: &YatzyTable, s: State) -> Choices {
        let m = Multisets::get();
        let keeps = keep_values(table, s);
        let best_keep = |values: &[f64], roll: usize| {
            let mut best = (f64::NEG_INFINITY, roll as u16);
            for k in m.subsets(roll) {
                let v = values[k];
                if v > best.0 {
                    best = (v, k as u16);
                }
            }
            best.1
        };
        let rolls = m.first_roll..m.len;
        let scoring = table.scoring();
        Choices {
            keep: [
                rolls.clone().map(|r| best_keep(&keeps.0, r)).collect(),
                rolls.clone().map(|r| best_keep(&keeps.1, r)).collect(),
            ],
            fill: scoring
                .points
                .iter()
                .map(|row| {
                    let mut best = (f64::NEG_INFINITY, (0, 0));
                    for b in open_boxes(s, table.rules().forced_order) {
                        let v = fill_value_of(table.values(), scoring, s, b, row[b]);
                        if v > best.0 {
                            best = (v, (b as u8, row[b]));
                        }
                    }
                    best.1
                })
                .collect(),
        }
    }
}

impl YatzyPlans {
    /// The points still to come in `n` games from `sheet` (the turn starting at
    /// `start`), each played by `table`, drawn from `dice`.
    pub fn sample(
        &mut self,
        table: &YatzyTable,
        sheet: &Sheet,
        start: Start,
        n: usize,
        dice: &mut SimDice,
    ) -> Vec<u32> {
        if self.rules != Some(table.rules()) {
            self.rules = Some(table.rules());
            self.known.clear();
        }
        let m = Multisets::get();
        let shape = table.scoring().shape;
        let first = state_of(sheet);
        let throw = |keep: usize, dice: &mut SimDice| {
            let mut k = keep;
            while k < m.first_roll {
                k = usize::from(m.child[k][dice.below(6) as usize]);
            }
            k
        };
        (0..n)
            .map(|_| {
                let (mut s, mut points, mut start) = (first, 0.0, start);
                while s.filled != shape.full() {
                    let (mut roll, mut left) = match start {
                        Start::Turn => (throw(0, dice), 2),
                        Start::Rolled { roll, rolls_left } => {
                            (usize::from(roll), rolls_left.min(2))
                        }
                    };
                    start = Start::Turn;
                    if self.known.len() >= KEPT_STATES && !self.known.contains_key(&s) {
                        self.known.clear();
                    }
                    let choices = self.known.entry(s).or_insert_with(|| Choices::of(table, s));
                    while left > 0 {
                        let lane = &choices.keep[usize::from(left - 1)];
                        let keep = usize::from(lane[roll - m.first_roll]);
                        if keep == roll {
                            break;
                        }
                        roll = throw(keep, dice);
                        left -= 1;
                    }
                    let (b, p) = choices.fill[roll - m.first_roll];
                    let (next, bonus) = shape.after(s, usize::from(b), p);
                    points += f64::from(p) + bonus;
                    s = next;
                }
                points as u32
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::yatzy::tables;

    #[test]
    fn the_finishes_average_the_tables_value() {
        let table = tables::solved(YatzyRules::default());
        let mut dice = SimDice::new(7);
        let n = 1000;
        let samples =
            YatzyPlans::default().sample(table, &Sheet::default(), Start::Turn, n, &mut dice);
        let mean = samples.iter().map(|&p| f64::from(p)).sum::<f64>() / n as f64;
        // sd about 38.5: the mean of 1,000 games is within 5 points (4 standard errors).
        assert!((mean - table.start_value()).abs() < 5.0, "{mean}");
    }
}
