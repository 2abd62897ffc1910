//! A compact stand-in for a solved table too big to ship (Maxi Yatzy's: 2^20 box sets ×
//! 85 upper sums, 713 MB as f64): the value of a turn-start state as the sum of two
//! smaller tables,
//!
//! V(filled, upper) ≈ A(open lower boxes, number of open upper boxes)
//!                  + B(open upper boxes, upper sum, number of open lower boxes),
//!
//! the upper sum kept exact (a coarser sum loses points: docs/solver.md). Fitted to the
//! exact table by least squares over every state that can occur (alternating means),
//! stored as u16 steps (`to_bytes`); what the fit gives up is measured by
//! `examples/maxi_regret.rs`.

use crate::scoring::fnv1a;
use crate::shape::{Shape, State};

/// The upper boxes of a sheet (ones … sixes, bits 0–5).
const UPPER: u32 = 0b11_1111;
/// The first bytes of a stored fit, and its layout's version.
const MAGIC: &[u8; 8] = b"PASCHFV1";

/// The two tables of a fitted value function for one sheet shape.
#[derive(Clone, Debug, PartialEq)]
pub struct Fitted {
    /// The sheet the values are for.
    pub shape: Shape,
    /// A: by open lower set (lower boxes as bits from 0), then by open upper count (0..=6).
    pub lower: Vec<f64>,
    /// B: by open upper set, then upper sum (0..=cap), then open lower count.
    pub upper: Vec<f64>,
}

impl Fitted {
    /// How many lower boxes the sheet has.
    fn lowers(shape: Shape) -> usize {
        usize::from(shape.boxes) - 6
    }

    /// The places of state `s` in A and B.
    #[inline(always)]
    fn at(shape: Shape, s: State) -> (usize, usize) {
        let open = !s.filled & shape.full();
        let (upper_open, lower_open) = ((open & UPPER) as usize, (open >> 6) as usize);
        let (nu, nl) = (
            upper_open.count_ones() as usize,
            lower_open.count_ones() as usize,
        );
        let lowers = Fitted::lowers(shape) + 1;
        (
            lower_open * 7 + nu,
            (upper_open * shape.uppers() + usize::from(s.upper)) * lowers + nl,
        )
    }

    /// Zero tables of the right sizes for `shape` (a classic-like sheet: six upper boxes).
    fn zero(shape: Shape) -> Fitted {
        let lowers = Fitted::lowers(shape);
        Fitted {
            shape,
            lower: vec![0.0; (1 << lowers) * 7],
            upper: vec![0.0; 64 * shape.uppers() * (lowers + 1)],
        }
    }

    /// The fitted value of turn-start state `s` (the points still to come).
    #[inline(always)]
    pub fn value(&self, s: State) -> f64 {
        let (a, b) = Fitted::at(self.shape, s);
        self.lower[a] + self.upper[b]
    }

    /// Least-squares fit to `exact` (a solved table of `shape`, `Shape::slot` order), every
    /// state that can occur weighing the same: `rounds` rounds of alternating means (each
    /// table the mean of what the other leaves over). The root mean square error after
    /// each round goes to `progress`.
    pub fn fit(
        shape: Shape,
        exact: &[f64],
        rounds: usize,
        progress: &mut dyn FnMut(f64),
    ) -> Fitted {
        let mut f = Fitted::zero(shape);
        let states = || {
            (0..=shape.full()).flat_map(move |filled| {
                let sums = shape.reachable_upper_sums(filled & UPPER);
                (0..=shape.bonus_at)
                    .filter(move |&u| sums & (1 << u) != 0)
                    .map(move |upper| State {
                        filled,
                        upper,
                        flag: false,
                    })
            })
        };
        for _ in 0..rounds {
            let mut sum = vec![0.0; f.lower.len()];
            let mut count = vec![0u32; f.lower.len()];
            for s in states() {
                let (a, b) = Fitted::at(shape, s);
                sum[a] += exact[shape.slot(s)] - f.upper[b];
                count[a] += 1;
            }
            for ((v, s), n) in f.lower.iter_mut().zip(&sum).zip(&count) {
                *v = if *n > 0 { s / f64::from(*n) } else { 0.0 };
            }
            let mut sum = vec![0.0; f.upper.len()];
            let mut count = vec![0u32; f.upper.len()];
            for s in states() {
                let (a, b) = Fitted::at(shape, s);
                sum[b] += exact[shape.slot(s)] - f.lower[a];
                count[b] += 1;
            }
            for ((v, s), n) in f.upper.iter_mut().zip(&sum).zip(&count) {
                *v = if *n > 0 { s / f64::from(*n) } else { 0.0 };
            }
            let (mut squares, mut n) = (0.0, 0u64);
            for s in states() {
                squares += (exact[shape.slot(s)] - f.value(s)).powi(2);
                n += 1;
            }
            progress((squares / n as f64).sqrt());
        }
        f
    }

    /// The fit as bytes: `PASCHFV1`, the shape (dice, boxes, threshold, bonus as u8, u8,
    /// u8, u16), then each table (A, B) as its length (u32), its least value and step
    /// (f64) and one u16 per value (value = least + step × n); little-endian throughout.
    /// Each value is then off by at most half a step (`max_error`).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        let s = self.shape;
        out.extend([s.dice, s.boxes, s.bonus_at]);
        out.extend(s.bonus.to_le_bytes());
        for table in [&self.lower, &self.upper] {
            let (least, step) = steps(table);
            out.extend((table.len() as u32).to_le_bytes());
            out.extend(least.to_le_bytes());
            out.extend(step.to_le_bytes());
            for v in table {
                let n = ((v - least) / step).round().clamp(0.0, 65535.0) as u16;
                out.extend(n.to_le_bytes());
            }
        }
        out
    }

    /// The most a value of `to_bytes` differs from the fit's (half the larger step).
    pub fn max_error(&self) -> f64 {
        steps(&self.lower).1.max(steps(&self.upper).1) / 2.0
    }

    /// Reads `to_bytes`' bytes back (None if they are not a fit of a six-upper-box sheet).
    pub fn from_bytes(bytes: &[u8]) -> Option<Fitted> {
        let rest = bytes.strip_prefix(MAGIC)?;
        let (head, mut rest) = rest.split_at_checked(5)?;
        let shape = Shape {
            dice: head[0],
            boxes: head[1],
            bonus_at: head[2],
            bonus: u16::from_le_bytes([head[3], head[4]]),
            kniffel: None,
        };
        if !shape.is_valid() {
            return None;
        }
        let mut f = Fitted::zero(shape);
        for table in [&mut f.lower, &mut f.upper] {
            let (len, after) = rest.split_at_checked(4)?;
            let len = u32::from_le_bytes(len.try_into().ok()?) as usize;
            let (least, after) = after.split_at_checked(8)?;
            let (step, after) = after.split_at_checked(8)?;
            let least = f64::from_le_bytes(least.try_into().ok()?);
            let step = f64::from_le_bytes(step.try_into().ok()?);
            let (values, after) = after.split_at_checked(len.checked_mul(2)?)?;
            if len != table.len() {
                return None;
            }
            for (v, n) in table.iter_mut().zip(values.chunks_exact(2)) {
                *v = least + step * f64::from(u16::from_le_bytes([n[0], n[1]]));
            }
            rest = after;
        }
        rest.is_empty().then_some(f)
    }

    /// The FNV-1a hash of `to_bytes` (docs/solver.md names the shipped one's).
    pub fn hash(bytes: &[u8]) -> u64 {
        fnv1a(bytes.iter().copied())
    }
}

/// The least value of `table` and the step of 65,535 steps up to its largest.
fn steps(table: &[f64]) -> (f64, f64) {
    let least = table.iter().copied().fold(f64::INFINITY, f64::min);
    let most = table.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    (least, ((most - least) / 65535.0).max(f64::MIN_POSITIVE))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::YATZY;

    #[test]
    fn an_additive_table_is_fitted_exactly_and_survives_its_bytes() {
        // A table that is A + B already: the fit finds it (up to the split between them).
        let shape = YATZY;
        let mut exact = vec![0.0; shape.slots()];
        for filled in 0..=shape.full() {
            for upper in 0..=shape.bonus_at {
                let s = State {
                    filled,
                    upper,
                    flag: false,
                };
                let lower = f64::from((filled >> 6).count_ones()) * 3.5;
                let up = f64::from(upper) * 0.5 + f64::from((filled & UPPER).count_ones());
                exact[shape.slot(s)] = lower + up;
            }
        }
        let mut last = f64::MAX;
        let f = Fitted::fit(shape, &exact, 4, &mut |rms| last = rms);
        assert!(last < 1e-9, "{last}");
        let back = Fitted::from_bytes(&f.to_bytes()).expect("bytes");
        let s = State {
            filled: 0b1_0000_0101,
            upper: 4,
            flag: false,
        };
        assert!((back.value(s) - exact[shape.slot(s)]).abs() <= 2.0 * f.max_error());
        assert!(Fitted::from_bytes(&f.to_bytes()[1..]).is_none());
    }
}
