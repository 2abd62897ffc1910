//! One turn, solved exactly against the values of the positions after it: the value of
//! every final roll (best box), and of every keep with one or two rolls left.
//!
//! Rolling k dice one at a time gives the same distribution as rolling them together, so
//! the value of a keep is the average over six faces of the keep with one die more. The
//! best keep of a roll is the best over its sub-multisets, found from the best of each
//! one-die-smaller multiset. Both run over the 462 multisets (924 with six dice) in a
//! single pass each.
//!
//! The steps work on any sheet (`Scoring::shape`); the functions over `Position` and
//! `Group` are classic Kniffel's names for them.

use crate::multisets::{Multisets, FIRST_ROLL, MAX_DICE, MULTISETS};
use crate::position::Position;
use crate::scoring::Scoring;
use crate::shape::{State, MAX_BOXES};

/// `L` positions that share their filled boxes and Kniffel flag and differ only in the
/// upper sum: the solver values them together, one lane each, so every step of a turn
/// runs once over `L` numbers (which the compiler turns into vector instructions).
#[derive(Clone, Copy, Debug)]
pub struct Group<const L: usize> {
    /// The boxes filled in every lane (bit `i`: box `i`, as in `Position`).
    pub filled: u16,
    /// The Kniffel box holds 50, in every lane.
    pub kniffel_50: bool,
    /// Each lane's upper sum, capped at 63.
    pub upper: [u8; L],
}

impl Group<1> {
    /// The group of one position.
    pub fn of(p: Position) -> Group<1> {
        Group {
            filled: p.filled,
            kniffel_50: p.kniffel_50,
            upper: [p.upper],
        }
    }
}

/// `Group` for a sheet of any shape: `L` states that share their filled boxes and flag.
#[derive(Clone, Copy, Debug)]
pub struct States<const L: usize> {
    /// The boxes filled in every lane (bit `i`: box `i`).
    pub filled: u32,
    /// The remembered Kniffel box holds 50, in every lane.
    pub flag: bool,
    /// Each lane's upper sum, capped at the bonus threshold.
    pub upper: [u8; L],
}

impl<const L: usize> States<L> {
    #[inline(always)]
    fn lane(&self, l: usize) -> State {
        State {
            filled: self.filled,
            upper: self.upper[l],
            flag: self.flag,
        }
    }

    #[inline(always)]
    fn shared(&self) -> State {
        self.lane(0)
    }
}

impl States<1> {
    /// The group of one state.
    pub fn of(s: State) -> States<1> {
        States {
            filled: s.filled,
            flag: s.flag,
            upper: [s.upper],
        }
    }
}

impl<const L: usize> From<&Group<L>> for States<L> {
    #[inline(always)]
    fn from(g: &Group<L>) -> States<L> {
        States {
            filled: g.filled as u32,
            flag: g.kniffel_50,
            upper: g.upper,
        }
    }
}

/// Lower boxes a sheet can have.
const LOWER: usize = MAX_BOXES - 6;

/// What filling each open box is worth from a group of positions: its points, the upper
/// bonus and the value of the position after, per lane; for each possible count of the
/// box's face (upper boxes) or for a remembered Kniffel box filled with 0 or 50.
struct Successors<const L: usize> {
    /// `upper[f][c]`: upper box of face f+1 filled with c dice.
    upper: [[[f64; L]; MAX_DICE as usize + 1]; 6],
    /// `lower[b - 6]`: the value after lower box b, before its points.
    lower: [[f64; L]; LOWER],
    /// The value after the Kniffel box filled with 0 and with 50.
    kniffel: [[f64; L]; 2],
    /// The remembered Kniffel box (`Shape::kniffel`), or none (`MAX_BOXES`).
    kniffel_box: usize,
    open_upper: ([usize; 6], usize),
    open_lower: ([usize; LOWER], usize),
}

impl<const L: usize> Successors<L> {
    #[inline(always)]
    fn new(values: &[f64], scoring: &Scoring, g: &States<L>) -> Successors<L> {
        let shape = scoring.shape;
        let kniffel_box = shape.kniffel.map_or(MAX_BOXES, usize::from);
        let mut next = Successors {
            upper: [[[f64::NEG_INFINITY; L]; MAX_DICE as usize + 1]; 6],
            lower: [[f64::NEG_INFINITY; L]; LOWER],
            kniffel: [[f64::NEG_INFINITY; L]; 2],
            kniffel_box,
            open_upper: ([0; 6], 0),
            open_lower: ([0; LOWER], 0),
        };
        let boxes = shape.boxes as usize;
        for b in (0..boxes).filter(|&b| !g.shared().is_filled(b)) {
            for l in 0..L {
                let p = g.lane(l);
                let value = |points: u16| {
                    let (after, bonus) = shape.after(p, b, points);
                    bonus + values[shape.slot(after)]
                };
                if b < 6 {
                    // A loop of a known length per number of dice (unrolled).
                    let mut counts = |n: usize| {
                        for c in 0..n {
                            let points = (b as u16 + 1) * c as u16;
                            next.upper[b][c][l] = points as f64 + value(points);
                        }
                    };
                    if shape.dice == MAX_DICE {
                        counts(MAX_DICE as usize + 1);
                    } else {
                        counts(6);
                    }
                } else if b == kniffel_box {
                    next.kniffel[0][l] = value(0);
                    next.kniffel[1][l] = value(50);
                } else {
                    next.lower[b - 6][l] = value(0);
                }
            }
            let (list, n) = if b < 6 {
                (&mut next.open_upper.0[..], &mut next.open_upper.1)
            } else {
                (&mut next.open_lower.0[..], &mut next.open_lower.1)
            };
            list[*n] = b;
            *n += 1;
        }
        next
    }

    fn open_upper(&self) -> &[usize] {
        &self.open_upper.0[..self.open_upper.1]
    }

    fn open_lower(&self) -> &[usize] {
        &self.open_lower.0[..self.open_lower.1]
    }

    /// The value after lower box `b` (Kniffel box included) filled with `points`.
    #[inline(always)]
    fn lower_after(&self, b: usize, points: u16) -> &[f64; L] {
        if b == self.kniffel_box {
            &self.kniffel[(points == 50) as usize]
        } else {
            &self.lower[b - 6]
        }
    }
}

/// The larger of two values that are never NaN: one compare and select, where
/// `f64::max` must also handle NaN (several instructions more in wasm).
#[inline(always)]
fn larger(a: f64, b: f64) -> f64 {
    if b > a {
        b
    } else {
        a
    }
}

/// `out[l] = max(out[l], add + after[l])` for every lane.
#[inline(always)]
fn raise<const L: usize>(out: &mut [f64; L], add: f64, after: &[f64; L]) {
    for l in 0..L {
        out[l] = larger(out[l], add + after[l]);
    }
}

/// Value of ending the turn with each distinct roll, per lane, written into
/// `out[first_roll..]`. Joker rules: see `Scoring`.
#[inline(always)]
fn final_roll_values_of<const L: usize>(
    values: &[f64],
    scoring: &Scoring,
    g: &States<L>,
    out: &mut [[f64; L]],
) {
    let m = Multisets::of(scoring.shape.dice);
    let next = Successors::new(values, scoring, g);
    let p = g.shared();
    let joker = scoring.joker && next.kniffel_box < MAX_BOXES && p.is_filled(next.kniffel_box);
    // Cut to its length first, so that the loop's own index needs no checks. (Zipped
    // iterators over the rolls' tables measured slower than these indices.)
    let out = &mut out[..m.len];
    #[allow(clippy::needless_range_loop)]
    for roll in m.first_roll..m.len {
        let r = roll - m.first_roll;
        let points = &scoring.points[r];
        let face = scoring.kniffel_face[r];
        let best = &mut out[roll];
        *best = [f64::NEG_INFINITY; L];
        if joker && face > 0 {
            joker_roll_value(&next, scoring, p, face, points, best);
            continue;
        }
        let counts = &m.counts[roll];
        for &b in next.open_upper() {
            raise(best, 0.0, &next.upper[b][counts[b] as usize]);
        }
        for &b in next.open_lower() {
            raise(best, points[b] as f64, next.lower_after(b, points[b]));
        }
    }
}

/// Value of ending the turn with each distinct roll from position `p`, written into
/// `out[FIRST_ROLL..]`.
pub fn final_roll_values(values: &[f64], scoring: &Scoring, p: Position, out: &mut [f64]) {
    final_roll_values_from(values, scoring, p.into(), out);
}

/// `final_roll_values` from a state of any shape: into `out[first_roll..]`.
pub fn final_roll_values_from(values: &[f64], scoring: &Scoring, s: State, out: &mut [f64]) {
    let m = Multisets::of(scoring.shape.dice);
    let mut lanes = vec![[0.0; 1]; m.len];
    final_roll_values_of(values, scoring, &States::of(s), &mut lanes);
    for (o, v) in out.iter_mut().zip(&lanes).skip(m.first_roll) {
        *o = v[0];
    }
}

/// A further Kniffel under the joker rule: its own upper box if open, else a lower box
/// at full value, else an upper box struck; plus the extra-Kniffel bonus.
#[inline(always)]
fn joker_roll_value<const L: usize>(
    next: &Successors<L>,
    scoring: &Scoring,
    p: State,
    face: u8,
    points: &[u16; MAX_BOXES],
    best: &mut [f64; L],
) {
    let own = face as usize - 1;
    let bonus = |goes_up: bool| match (p.flag, goes_up) {
        (false, _) => 0.0,
        (true, true) => scoring.extra_in_upper,
        (true, false) => scoring.extra_as_joker,
    };
    if !p.is_filled(own) {
        return raise(best, bonus(true), &next.upper[own][5]);
    }
    if next.open_lower().is_empty() {
        for &b in next.open_upper() {
            raise(best, bonus(false), &next.upper[b][0]);
        }
    } else {
        for &b in next.open_lower() {
            let joker = scoring
                .joker_points
                .get(b)
                .copied()
                .flatten()
                .unwrap_or(points[b]);
            raise(
                best,
                joker as f64 + bonus(false),
                next.lower_after(b, joker),
            );
        }
    }
}

/// Fills the keep values of `values` (the multisets below five dice) from its roll
/// values (`values[FIRST_ROLL..MULTISETS]`): a keep is worth the mean over the six faces
/// of the keep with one die more. Each of the `L` lanes on its own.
#[inline(always)]
pub fn average_keeps<const L: usize>(values: &mut [[f64; L]]) {
    average_keeps_in(Multisets::get(), values);
}

/// `average_keeps` over the multisets `m` (of five or six dice).
#[inline(always)]
pub fn average_keeps_in<const L: usize>(m: &Multisets, values: &mut [[f64; L]]) {
    for s in (0..m.first_roll).rev() {
        // Summed in place, in child order: no copies of the lane arrays (which wasm
        // engines did not optimise away).
        let c = &m.child[s];
        let mut sum = values[c[0] as usize];
        for &child in &c[1..] {
            let add = &values[child as usize];
            for l in 0..L {
                sum[l] += add[l];
            }
        }
        for x in &mut sum {
            *x *= 1.0 / 6.0;
        }
        values[s] = sum;
    }
}

/// The best value within each multiset of `values` (itself or any sub-multiset), into
/// `best` (`MULTISETS + 1` long, the `NO_PARENT` slot at the end set to -inf here).
#[inline(always)]
pub fn best_within<const L: usize>(values: &[[f64; L]], best: &mut [[f64; L]]) {
    best_within_in(Multisets::get(), values, best);
}

/// `best_within` over the multisets `m` (`best` is `m.len + 1` long).
#[inline(always)]
pub fn best_within_in<const L: usize>(m: &Multisets, values: &[[f64; L]], best: &mut [[f64; L]]) {
    if m.dice == MAX_DICE {
        best_within_parents::<L, 6>(m, values, best);
    } else {
        best_within_parents::<L, 5>(m, values, best);
    }
}

/// `best_within_in` with `P` parents per multiset (the number of dice: the loop over
/// them is unrolled).
#[inline(always)]
fn best_within_parents<const L: usize, const P: usize>(
    m: &Multisets,
    values: &[[f64; L]],
    best: &mut [[f64; L]],
) {
    // The sentinel is the last slot (`no_parent` is `len`): written first, it shows the
    // loop's own index in bounds, which then needs no checks.
    best[m.len] = [f64::NEG_INFINITY; L];
    for s in 0..m.len {
        let mut b = values[s];
        for &parent in &m.parent[s][..P] {
            let other = &best[parent as usize];
            for l in 0..L {
                b[l] = larger(b[l], other[l]);
            }
        }
        best[s] = b;
    }
}

/// Replaces each roll value of `values` by the better of it (stopping) and the best keep
/// within the roll, so that a roll is worth what it is with one throw more to come.
/// `best` (`MULTISETS + 1` long) is scratch.
#[inline(always)]
pub fn best_keeps<const L: usize>(values: &mut [[f64; L]], best: &mut [[f64; L]]) {
    best_within(values, best);
    let m = Multisets::get();
    values[m.first_roll..m.len].copy_from_slice(&best[m.first_roll..m.len]);
}

/// The value of every multiset with `throws` throws still to come (at least one), given
/// `stop[r]`, the value of ending the turn with roll `FIRST_ROLL + r`: a keep's value is
/// that of keeping it and throwing the other dice, a roll's that of playing on from it
/// (or stopping) with one throw fewer. Index 0, the empty keep, is the turn's value.
pub fn turn_values(stop: &[f64], throws: u8) -> Vec<f64> {
    let mut values = vec![[0.0]; MULTISETS + 1];
    for (v, &s) in values[FIRST_ROLL..MULTISETS].iter_mut().zip(stop) {
        *v = [s];
    }
    let mut best = vec![[f64::NEG_INFINITY]; MULTISETS + 1];
    average_keeps(&mut values);
    for _ in 1..throws {
        best_keeps(&mut values, &mut best);
        average_keeps(&mut values);
    }
    values[..MULTISETS].iter().map(|v| v[0]).collect()
}

/// The expected value of throwing all the dice onto the roll values `rolls` (the
/// multisets `first_roll..len`), per lane.
#[inline(always)]
fn first_throw<const L: usize>(scoring: &Scoring, rolls: &[[f64; L]]) -> [f64; L] {
    let mut sum = [0.0; L];
    for (p, v) in scoring.probability.iter().zip(rolls) {
        for l in 0..L {
            sum[l] += p * v[l];
        }
    }
    sum
}

/// The value of a turn starting at each position of `g` (expected points from there on,
/// bonuses included): `turn_start_values_of` for classic Kniffel's `Group`.
#[inline(always)]
pub fn turn_start_values<const L: usize>(
    values: &[f64],
    scoring: &Scoring,
    g: &Group<L>,
    lanes: &mut KeepLanes<L>,
) -> [f64; L] {
    turn_start_values_of(values, scoring, &g.into(), lanes)
}

/// The value of a turn starting at each state of `g` (expected points from there on,
/// bonuses included). Never inlined: V8 compiles a wasm function with its optimising tier
/// only for calls that start after the tier-up, so the solve's loop must call this afresh
/// for each group rather than run it all inside one never-returning function.
///
/// With the `simd` feature on wasm32 it is compiled with 128-bit vector instructions, as
/// is `KeepLanes::refill_states`: the lanes of a group then go two at a time. The steps
/// they call are `inline(always)` so that they are compiled inside, with the same
/// instructions.
///
/// `lanes` is worked in: the group's keep values (`KeepLanes::refill_states`), then each
/// first roll's best keep with two rolls to come, written over `one_roll_left`.
#[inline(never)]
#[cfg_attr(
    all(feature = "simd", target_arch = "wasm32"),
    target_feature(enable = "simd128")
)]
pub fn turn_start_values_of<const L: usize>(
    values: &[f64],
    scoring: &Scoring,
    g: &States<L>,
    lanes: &mut KeepLanes<L>,
) -> [f64; L] {
    lanes.refill_states(values, scoring, g);
    let m = Multisets::of(scoring.shape.dice);
    let KeepLanes {
        one_roll_left,
        two_rolls_left,
    } = lanes;
    best_within_in(m, two_rolls_left, one_roll_left);
    first_throw(scoring, &one_roll_left[m.first_roll..m.len])
}

/// Every keep's value from position `p`, with one and with two rolls still to come
/// (indexed by multiset; a five-dice "keep" is keeping all dice).
#[derive(Clone)]
pub struct KeepValues {
    /// Each keep's value with one roll still to come.
    pub one_roll_left: Vec<f64>,
    /// Each keep's value with two rolls still to come.
    pub two_rolls_left: Vec<f64>,
}

impl KeepValues {
    /// Works out the keeps of `p`, given the `values` of every position after it.
    pub fn new(values: &[f64], scoring: &Scoring, p: Position) -> KeepValues {
        KeepValues::of_state(values, scoring, p.into())
    }

    /// Works out the keeps of a state of any shape (indexed by its dice's multisets).
    pub fn of_state(values: &[f64], scoring: &Scoring, s: State) -> KeepValues {
        let mut lanes = KeepLanes::default();
        lanes.refill_states(values, scoring, &States::of(s));
        let len = Multisets::of(scoring.shape.dice).len;
        let lane = |v: Vec<[f64; 1]>| v[..len].iter().map(|[x]| *x).collect();
        KeepValues {
            one_roll_left: lane(lanes.one_roll_left),
            two_rolls_left: lane(lanes.two_rolls_left),
        }
    }
}

/// `KeepValues` of the `L` positions of a group, one lane each: for callers that value
/// many positions one after another (the win chance's simulations), which meet many
/// positions differing only in the upper sum. Worked out in place (no copies), so both
/// vectors are `MULTISETS + 1` long (more with six dice), the last entry a sentinel.
#[derive(Clone)]
pub struct KeepLanes<const L: usize> {
    /// Each keep's values with one roll still to come, one lane per position.
    pub one_roll_left: Vec<[f64; L]>,
    /// Each keep's values with two rolls still to come, one lane per position.
    pub two_rolls_left: Vec<[f64; L]>,
}

impl<const L: usize> Default for KeepLanes<L> {
    fn default() -> Self {
        KeepLanes {
            one_roll_left: vec![[0.0; L]; MULTISETS + 1],
            two_rolls_left: vec![[f64::NEG_INFINITY; L]; MULTISETS + 1],
        }
    }
}

impl<const L: usize> KeepLanes<L> {
    /// The keep values of group `g`, written over the last ones: no allocation from one
    /// group to the next.
    #[inline(always)]
    pub fn refill(&mut self, values: &[f64], scoring: &Scoring, g: &Group<L>) {
        self.refill_states(values, scoring, &g.into());
    }

    /// `refill` for a group of states of any shape (the vectors grow to six dice's size
    /// once if they need to). Never inlined: see `turn_start_values_of`.
    #[inline(never)]
    #[cfg_attr(
        all(feature = "simd", target_arch = "wasm32"),
        target_feature(enable = "simd128")
    )]
    pub fn refill_states(&mut self, values: &[f64], scoring: &Scoring, g: &States<L>) {
        let m = Multisets::of(scoring.shape.dice);
        if self.one_roll_left.len() <= m.len {
            self.one_roll_left.resize(m.len + 1, [0.0; L]);
            self.two_rolls_left
                .resize(m.len + 1, [f64::NEG_INFINITY; L]);
        }
        final_roll_values_of(values, scoring, g, &mut self.one_roll_left);
        average_keeps_in(m, &mut self.one_roll_left);
        // Each roll worth its best keep with one roll left (or stopping), then averaged
        // into the keeps: the values with two rolls left.
        best_within_in(m, &self.one_roll_left, &mut self.two_rolls_left);
        average_keeps_in(m, &mut self.two_rolls_left);
    }
}

/// The value of the position after `p` fills box `box_index` with `points`, bonuses of
/// that fill included.
pub fn fill_value(values: &[f64], p: Position, box_index: usize, points: u16) -> f64 {
    let (next, bonus) = p.after(box_index, points);
    points as f64 + bonus + values[next.slot()]
}

/// `fill_value` for a state of any shape.
pub fn fill_value_of(
    values: &[f64],
    scoring: &Scoring,
    s: State,
    box_index: usize,
    points: u16,
) -> f64 {
    let shape = scoring.shape;
    let (next, bonus) = shape.after(s, box_index, points);
    points as f64 + bonus + values[shape.slot(next)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_throws_make_five_of_a_kind_as_often_as_known() {
        // Playing for five equal dice of any face: 2,783,176 / 60,466,176 ≈ 4.603 %.
        let m = Multisets::get();
        let stop: Vec<f64> = (FIRST_ROLL..MULTISETS)
            .map(|r| f64::from(u8::from(m.counts[r].contains(&5))))
            .collect();
        let values = turn_values(&stop, 3);
        assert!(
            (values[0] - 2_783_176.0 / 60_466_176.0).abs() < 1e-12,
            "{}",
            values[0]
        );
        // One throw of five dice: 6 / 7776.
        assert!((turn_values(&stop, 1)[0] - 6.0 / 7776.0).abs() < 1e-15);
        // Five sixes kept: nothing left to throw, the roll is its own value.
        let sixes = m.index_of_dice(&[6; 5]);
        assert_eq!(turn_values(&stop, 2)[sixes], 1.0);
    }
}
