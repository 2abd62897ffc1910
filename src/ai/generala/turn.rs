//! One Generala turn solved exactly against values given for its end: what each way of
//! ending the turn (a box filled with its points) is worth. The same search serves the
//! expected-score table (a box is worth its points plus the value of the sheet after it)
//! and the strong player's chance to win (a box is worth the chance to win after it).
//!
//! Generala differs from Kniffel's turn in one point: a straight, full house or four of
//! a kind filled on the first roll is served (+5), so stopping after the first roll is
//! valued apart from stopping later. Keeps are valued one die at a time (rolling k dice
//! one by one gives the same distribution as rolling them together).

use crate::engine::{BoxId, GeneralaRules, Sheet, Variant};
use kniffel_solver::multisets::{Multisets, FIRST_ROLL, MULTISETS};
use std::sync::OnceLock;

/// The most points one box can give (the Double Generala).
pub const MAX_BOX_POINTS: usize = 100;

/// What each roll of five dice scores in each box of a rule variant.
#[derive(Clone, Debug)]
pub struct Points {
    /// The boxes in sheet order.
    pub boxes: &'static [BoxId],
    /// Where the Generala box is among them.
    pub generala: usize,
    /// `table[roll - FIRST_ROLL][box][served]`; the Double Generala as if the Generala
    /// box held 50.
    table: Vec<Vec<[u8; 2]>>,
}

impl Points {
    /// The points of every roll in every box under `rules`.
    pub fn new(rules: GeneralaRules) -> Points {
        let m = Multisets::get();
        let variant = Variant::Generala { rules };
        let boxes = rules.boxes();
        let mut with_fifty = Sheet::default();
        with_fifty.set(BoxId::Generala, 50);
        let table = (FIRST_ROLL..MULTISETS)
            .map(|r| {
                let dice = m.dice(r);
                let late = variant.offer_on_roll(&dice, &Sheet::default(), 2);
                let first = variant.offer_on_roll(&dice, &Sheet::default(), 1);
                let double = variant.offer_on_roll(&dice, &with_fifty, 2);
                boxes
                    .iter()
                    .map(|&b| {
                        let of = |o: &crate::engine::Offer| {
                            o.points_for(b).map_or(0, |p| p.min(255) as u8)
                        };
                        if b == BoxId::DoubleGenerala {
                            [of(&double), of(&double)]
                        } else {
                            [of(&late), of(&first)]
                        }
                    })
                    .collect()
            })
            .collect();
        Points {
            boxes,
            generala: boxes
                .iter()
                .position(|&b| b == BoxId::Generala)
                .unwrap_or(usize::MAX),
            table,
        }
    }

    /// The points of `roll` (a multiset index) in box `b`, `served` on the first roll;
    /// the Double Generala only counts when the Generala box holds 50 (`fifty`).
    pub fn of(&self, roll: usize, b: usize, served: bool, fifty: bool) -> u16 {
        if self.boxes[b] == BoxId::DoubleGenerala && !fifty {
            return 0;
        }
        u16::from(self.table[roll - FIRST_ROLL][b][usize::from(served)])
    }
}

/// The chance of each roll of five dice (multiset index), and the same chances without
/// the six rolls of five equal (the first roll of a game that goes on: a servida ends it).
pub struct RollChances {
    /// Every roll's chance.
    pub all: Vec<f64>,
    /// Every roll's chance, 0 for five equal: a first roll after which the turn is
    /// played (a servida ends the game, bringing no more points).
    pub played: Vec<f64>,
    /// Every roll's chance given it is not five equal.
    pub no_servida: Vec<f64>,
}

impl RollChances {
    /// The shared table.
    pub fn get() -> &'static RollChances {
        static CHANCES: OnceLock<RollChances> = OnceLock::new();
        CHANCES.get_or_init(|| {
            let mut all = vec![0.0; MULTISETS];
            all[0] = 1.0;
            push_rolls(&mut all);
            let mut played = all.clone();
            for (r, p) in played.iter_mut().enumerate().skip(FIRST_ROLL) {
                if is_five_equal(r) {
                    *p = 0.0;
                }
            }
            let sum: f64 = played.iter().sum();
            let no_servida = played.iter().map(|p| p / sum).collect();
            RollChances {
                all,
                played,
                no_servida,
            }
        })
    }
}

/// Whether roll `r` (a multiset index of five dice) shows five equal.
pub fn is_five_equal(r: usize) -> bool {
    Multisets::get().counts[r].contains(&5)
}

/// Throws the dice missing from every keep: the chance on each keep (a multiset of fewer
/// than five dice) moves to the rolls it can become, one die at a time.
pub fn push_rolls(mass: &mut [f64]) {
    let m = Multisets::get();
    // Indices run by size: a keep's children come after it.
    for k in 0..FIRST_ROLL {
        let p = std::mem::take(&mut mass[k]);
        if p != 0.0 {
            for &c in &m.child[k] {
                mass[c as usize] += p / 6.0;
            }
        }
    }
}

/// Averages every keep over the die thrown next: the value of a keep from the values
/// of the rolls (the reverse of `push_rolls`).
fn average_keeps(values: &mut [f64]) {
    let m = Multisets::get();
    for k in (0..FIRST_ROLL).rev() {
        values[k] = m.child[k].iter().map(|&c| values[c as usize]).sum::<f64>() / 6.0;
    }
}

/// The best of roll `r`'s keeps by `values` (`proper`: not all five), the first of equal
/// ones by index (fewer dice first).
fn best_keep(values: &[f64], r: usize, proper: bool) -> (usize, f64) {
    let mut best = (r, f64::NEG_INFINITY);
    for &k in Multisets::get().roll_subsets(r) {
        let k = k as usize;
        if (k != r || !proper) && (values[k] > best.1 || (values[k] == best.1 && k < best.0)) {
            best = (k, values[k]);
        }
    }
    best
}

/// One turn solved: for every roll and stage the best box, keep and value.
#[derive(Clone, Debug)]
pub struct GeneralaTurn {
    /// After the last roll: the best box of each roll (multiset index), and its value.
    pub last_box: Vec<u8>,
    /// The value of each roll after the last roll; of each keep with one roll left.
    pub one_left: Vec<f64>,
    /// After the first roll: the best box of each roll filled now (served).
    pub first_box: Vec<u8>,
    /// Its value: filling that box now.
    pub first_stop: Vec<f64>,
    /// After the second roll: the best keep of each roll (the roll itself: stop) and
    /// its value.
    pub second_keep: Vec<u16>,
    /// The value of each roll after the second roll; of each keep with two rolls left.
    pub two_left: Vec<f64>,
    /// After the first roll: the best keep of each roll (itself: stop, served).
    pub first_keep: Vec<u16>,
    /// The value of each roll after the first roll.
    pub after_first: Vec<f64>,
}

impl GeneralaTurn {
    /// The turn whose ends are worth `end(box, points)` (NEG_INFINITY: not allowed), on a
    /// sheet with the boxes in `open` (bit per box) open and `fifty` the Generala's 50.
    pub fn solve(points: &Points, open: u32, fifty: bool, end: impl Fn(usize, u16) -> f64) -> Self {
        let n = points.boxes.len();
        // Each (box, points) is asked of `end` once: a box takes few distinct points.
        let mut ends = vec![[f64::NAN; MAX_BOX_POINTS + 1]; n];
        let mut best_box = |r: usize, served: bool| {
            let mut best = (0u8, f64::NEG_INFINITY);
            for b in (0..n).filter(|b| open & (1 << b) != 0) {
                let p = points.of(r, b, served, fifty);
                let v = &mut ends[b][usize::from(p)];
                if v.is_nan() {
                    *v = end(b, p);
                }
                let v = *v;
                if v > best.1 {
                    best = (b as u8, v);
                }
            }
            best
        };
        let mut t = GeneralaTurn {
            last_box: vec![0; MULTISETS],
            one_left: vec![0.0; MULTISETS],
            first_box: vec![0; MULTISETS],
            first_stop: vec![0.0; MULTISETS],
            second_keep: vec![0; MULTISETS],
            two_left: vec![0.0; MULTISETS],
            first_keep: vec![0; MULTISETS],
            after_first: vec![0.0; MULTISETS],
        };
        for r in FIRST_ROLL..MULTISETS {
            (t.last_box[r], t.one_left[r]) = best_box(r, false);
            (t.first_box[r], t.first_stop[r]) = best_box(r, true);
        }
        average_keeps(&mut t.one_left);
        for r in FIRST_ROLL..MULTISETS {
            let (k, v) = best_keep(&t.one_left, r, false);
            t.second_keep[r] = k as u16;
            t.two_left[r] = v;
        }
        average_keeps(&mut t.two_left);
        for r in FIRST_ROLL..MULTISETS {
            let (k, v) = best_keep(&t.two_left, r, true);
            if t.first_stop[r] >= v {
                t.first_keep[r] = r as u16;
                t.after_first[r] = t.first_stop[r];
            } else {
                t.first_keep[r] = k as u16;
                t.after_first[r] = v;
            }
        }
        t
    }

    /// The turn's value before its first roll, first rolls drawn by `chances`.
    pub fn start(&self, chances: &[f64]) -> f64 {
        (FIRST_ROLL..MULTISETS)
            .filter(|&r| chances[r] > 0.0)
            .map(|r| chances[r] * self.after_first[r])
            .sum()
    }

    /// How the turn ends when played by these values from first rolls drawn by
    /// `chances`: the chance of each (box, points), `out[box][points]` added to.
    pub fn ends(
        &self,
        points: &Points,
        fifty: bool,
        chances: &[f64],
        out: &mut [[f64; MAX_BOX_POINTS + 1]],
    ) {
        self.ends_from(points, fifty, 1, chances.to_vec(), out);
    }

    /// `ends` from the chance of each roll (`rolls`: mass over multiset indices) after
    /// roll `roll` of the turn (1, 2 or 3).
    pub fn ends_from(
        &self,
        points: &Points,
        fifty: bool,
        roll: u8,
        mut rolls: Vec<f64>,
        out: &mut [[f64; MAX_BOX_POINTS + 1]],
    ) {
        for stage in roll..=3 {
            let mut keeps = vec![0.0; MULTISETS];
            for r in FIRST_ROLL..MULTISETS {
                let p = rolls[r];
                if p == 0.0 {
                    continue;
                }
                let (k, b) = match stage {
                    1 => (self.first_keep[r] as usize, self.first_box[r]),
                    2 => (self.second_keep[r] as usize, self.last_box[r]),
                    _ => (r, self.last_box[r]),
                };
                if k == r {
                    let b = usize::from(b);
                    out[b][usize::from(points.of(r, b, stage == 1, fifty))] += p;
                } else {
                    keeps[k] += p;
                }
            }
            push_rolls(&mut keeps);
            rolls = keeps;
        }
    }
}
