//! One turn, solved exactly against the values of the positions after it: the value of
//! every final roll (best box), and of every keep with one or two rolls left.
//!
//! Rolling k dice one at a time gives the same distribution as rolling them together, so
//! the value of a keep is the average over six faces of the keep with one die more. The
//! best keep of a roll is the best over its sub-multisets, found from the best of each
//! one-die-smaller multiset. Both run over the 462 multisets in a single pass each.

use super::multisets::{Multisets, FIRST_ROLL, MULTISETS, NO_PARENT, ROLLS};
use super::position::{slot, Position, BOXES, KNIFFEL};
use crate::engine::classic::{ClassicRules, RuleSet, CLASSIC_BOXES};
use crate::engine::dice::Combo;
use std::sync::OnceLock;

/// Points of each box for each distinct roll under ordinary scoring (no joker), and
/// which rolls are five of a kind.
pub struct RollTable {
    /// `points[r][b]`: box `CLASSIC_BOXES[b]` filled with roll `FIRST_ROLL + r`.
    pub points: Vec<[u16; BOXES]>,
    /// The face of a five-of-a-kind roll, 0 for any other.
    pub kniffel_face: Vec<u8>,
    /// The chance of each roll when five dice are thrown.
    pub probability: Vec<f64>,
}

impl RollTable {
    pub fn get() -> &'static RollTable {
        static TABLE: OnceLock<RollTable> = OnceLock::new();
        TABLE.get_or_init(|| {
            let m = Multisets::get();
            let rolls = FIRST_ROLL..MULTISETS;
            let dice: Vec<Vec<u8>> = rolls.clone().map(|r| m.dice(r)).collect();
            let factorial = |n: u8| (1..=n as u32).product::<u32>() as f64;
            RollTable {
                points: dice
                    .iter()
                    .map(|d| {
                        let combo = Combo::new(d);
                        std::array::from_fn(|b| CLASSIC_BOXES[b].meets(&combo).unwrap_or(0))
                    })
                    .collect(),
                kniffel_face: dice
                    .iter()
                    .map(|d| {
                        if d.iter().all(|&x| x == d[0]) {
                            d[0]
                        } else {
                            0
                        }
                    })
                    .collect(),
                probability: rolls
                    .map(|r| {
                        let ways: f64 = m.counts[r].iter().map(|&c| factorial(c)).product();
                        factorial(5) / ways / 7776.0
                    })
                    .collect(),
            }
        })
    }
}

/// Full House, straights as a joker: full value whatever the dice.
fn joker_points(box_index: usize, ordinary: u16) -> u16 {
    match box_index {
        8 => 25,
        9 => 30,
        10 => 40,
        _ => ordinary,
    }
}

/// What filling each open box is worth from position `p`: points + upper bonus + the value
/// of the position after, for each possible count of the box's face (upper boxes) or for
/// a Kniffel box filled with 0 or 50.
struct Successors {
    /// `upper[f][c]`: upper box of face f+1 filled with c dice (NEG_INFINITY when filled).
    upper: [[f64; 6]; 6],
    /// `lower[b - 6]`: the value after lower box b, before its points; Kniffel separately.
    lower: [f64; 7],
    /// The value after the Kniffel box filled with 0 and with 50.
    kniffel: [f64; 2],
    open_upper: Vec<usize>,
    open_lower: Vec<usize>,
}

impl Successors {
    fn new(values: &[f64], p: Position) -> Successors {
        let value = |next: Position| values[next.slot()];
        let mut upper = [[f64::NEG_INFINITY; 6]; 6];
        let mut lower = [f64::NEG_INFINITY; 7];
        let mut kniffel = [f64::NEG_INFINITY; 2];
        let mut open_upper = Vec::with_capacity(6);
        let mut open_lower = Vec::with_capacity(7);
        for b in (0..BOXES).filter(|&b| !p.is_filled(b)) {
            if b < 6 {
                open_upper.push(b);
                for (c, slot) in upper[b].iter_mut().enumerate() {
                    let points = (b as u16 + 1) * c as u16;
                    let (next, bonus) = p.after(b, points);
                    *slot = points as f64 + bonus + value(next);
                }
            } else {
                open_lower.push(b);
                if b == KNIFFEL {
                    kniffel = [value(p.after(b, 0).0), value(p.after(b, 50).0)];
                } else {
                    lower[b - 6] = value(p.after(b, 0).0);
                }
            }
        }
        Successors {
            upper,
            lower,
            kniffel,
            open_upper,
            open_lower,
        }
    }

    /// The value of filling lower box `b` with `points` (Kniffel box included).
    fn lower_value(&self, b: usize, points: u16) -> f64 {
        let after = if b == KNIFFEL {
            self.kniffel[(points == 50) as usize]
        } else {
            self.lower[b - 6]
        };
        points as f64 + after
    }
}

/// Value of ending the turn with each distinct roll, from position `p`, written into
/// `out[FIRST_ROLL..]`. Joker rules as in `engine::classic::offer` (tests hold them equal).
pub fn final_roll_values(values: &[f64], rules: ClassicRules, p: Position, out: &mut [f64]) {
    let rolls = RollTable::get();
    let m = Multisets::get();
    let next = Successors::new(values, p);
    let joker = rules.joker && p.is_filled(KNIFFEL);
    for r in 0..ROLLS {
        let points = &rolls.points[r];
        let face = rolls.kniffel_face[r];
        let value = if joker && face > 0 {
            joker_roll_value(&next, rules, p, face, &points[..])
        } else {
            let counts = &m.counts[FIRST_ROLL + r];
            let mut best = f64::NEG_INFINITY;
            for &b in &next.open_upper {
                best = best.max(next.upper[b][counts[b] as usize]);
            }
            for &b in &next.open_lower {
                best = best.max(next.lower_value(b, points[b]));
            }
            best
        };
        out[FIRST_ROLL + r] = value;
    }
}

/// A further Kniffel under the joker rule: its own upper box if open, else a lower box
/// at full value, else an upper box struck; plus the extra-Kniffel bonus.
fn joker_roll_value(
    next: &Successors,
    rules: ClassicRules,
    p: Position,
    face: u8,
    points: &[u16],
) -> f64 {
    let own = face as usize - 1;
    let bonus = |goes_up: bool| match (p.kniffel_50, rules.rule_set) {
        (false, _) => 0.0,
        (true, RuleSet::Kniffel) if goes_up => 50.0,
        (true, RuleSet::Kniffel) => 0.0,
        (true, RuleSet::Yahtzee) => 100.0,
    };
    if !p.is_filled(own) {
        return next.upper[own][5] + bonus(true);
    }
    let best = if next.open_lower.is_empty() {
        next.open_upper
            .iter()
            .map(|&b| next.upper[b][0])
            .fold(f64::NEG_INFINITY, f64::max)
    } else {
        next.open_lower
            .iter()
            .map(|&b| next.lower_value(b, joker_points(b, points[b])))
            .fold(f64::NEG_INFINITY, f64::max)
    };
    best + bonus(false)
}

/// Scratch arrays for one turn: multiset values with a -inf sentinel at `NO_PARENT`.
pub struct Scratch {
    /// Keep values (sizes below 5) and roll values (size 5) of the current stage.
    pub keep: [f64; MULTISETS + 1],
    /// Best keep within each multiset.
    best: [f64; MULTISETS + 1],
}

impl Default for Scratch {
    fn default() -> Self {
        Scratch {
            keep: [0.0; MULTISETS + 1],
            best: [f64::NEG_INFINITY; MULTISETS + 1],
        }
    }
}

impl Scratch {
    /// Fills the keep values (sizes 0..5) from the roll values already in `keep`.
    pub fn average_keeps(&mut self) {
        let m = Multisets::get();
        for s in (0..FIRST_ROLL).rev() {
            let c = &m.child[s];
            let k = &self.keep;
            self.keep[s] = (k[c[0] as usize]
                + k[c[1] as usize]
                + k[c[2] as usize]
                + k[c[3] as usize]
                + k[c[4] as usize]
                + k[c[5] as usize])
                * (1.0 / 6.0);
        }
    }

    /// Replaces each roll value by the value of the best keep within that roll (one roll
    /// more to come).
    pub fn best_keeps(&mut self) {
        let m = Multisets::get();
        self.best[NO_PARENT as usize] = f64::NEG_INFINITY;
        for s in 0..MULTISETS {
            let p = &m.parent[s];
            let b = &self.best;
            self.best[s] = self.keep[s]
                .max(b[p[0] as usize])
                .max(b[p[1] as usize])
                .max(b[p[2] as usize])
                .max(b[p[3] as usize])
                .max(b[p[4] as usize]);
        }
        self.keep[FIRST_ROLL..MULTISETS].copy_from_slice(&self.best[FIRST_ROLL..MULTISETS]);
    }

    /// The expected value of throwing all five dice onto the current roll values.
    pub fn first_throw(&self) -> f64 {
        let rolls = RollTable::get();
        rolls
            .probability
            .iter()
            .zip(&self.keep[FIRST_ROLL..MULTISETS])
            .map(|(p, v)| p * v)
            .sum()
    }
}

/// The value of a turn starting at `p` (expected points from here on, bonuses included).
pub fn turn_start_value(
    values: &[f64],
    rules: ClassicRules,
    p: Position,
    scratch: &mut Scratch,
) -> f64 {
    final_roll_values(values, rules, p, &mut scratch.keep);
    scratch.average_keeps();
    scratch.best_keeps();
    scratch.average_keeps();
    scratch.best_keeps();
    scratch.first_throw()
}

/// Every keep's value from position `p`, with one and with two rolls still to come
/// (indexed by multiset; a five-dice "keep" is keeping all dice).
pub struct KeepValues {
    pub one_roll_left: Vec<f64>,
    pub two_rolls_left: Vec<f64>,
}

impl KeepValues {
    pub fn new(values: &[f64], rules: ClassicRules, p: Position) -> KeepValues {
        let mut scratch = Scratch::default();
        final_roll_values(values, rules, p, &mut scratch.keep);
        scratch.average_keeps();
        let one_roll_left = scratch.keep[..MULTISETS].to_vec();
        scratch.best_keeps();
        scratch.average_keeps();
        KeepValues {
            one_roll_left,
            two_rolls_left: scratch.keep[..MULTISETS].to_vec(),
        }
    }
}

/// The value of the position after `p` fills box `box_index` with `points`, bonuses of
/// that fill included.
pub fn fill_value(values: &[f64], p: Position, box_index: usize, points: u16) -> f64 {
    let (next, bonus) = p.after(box_index, points);
    points as f64 + bonus + values[slot(next.filled, next.upper, next.kniffel_50)]
}
