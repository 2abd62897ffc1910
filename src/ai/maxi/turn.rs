//! One Maxi Yatzy turn solved exactly against the fitted values of the states after it:
//! six dice, as many throws as the turn has (three, more with saved rolls), every keep.
//! With saved rolls a turn may stop early and keep its unused throws for later; each is
//! valued at `CARRY` points (docs/solver.md says how that was measured).

use super::values::scoring;
use kniffel_solver::fitted::Fitted;
use kniffel_solver::multisets::Multisets;
use kniffel_solver::shape::State;
use kniffel_solver::turn::{average_keeps_in, best_within_in};

/// What one throw saved for a later turn is worth, in points (saved rolls on).
pub const CARRY: f64 = 4.0;

/// The boxes a roll may fill in state `s`: every open one, or under forced order the
/// first open one from the top.
pub fn open_boxes(s: State, forced_order: bool) -> impl Iterator<Item = usize> {
    let open = (0..20).filter(move |&i| !s.is_filled(i));
    open.take(if forced_order { 1 } else { 20 })
}

/// The value of filling box `b` in state `s` with `points`: the points, the bonus they
/// earn and the fitted value of the state after.
pub fn fill_value(fit: &Fitted, s: State, b: usize, points: u16) -> f64 {
    let (next, bonus) = fit.shape.after(s, b, points);
    f64::from(points) + bonus + fit.value(next)
}

/// The values of one turn's choices in one state, worked out level by level as they are
/// asked for: level `n` is every multiset with `n` throws still to come (a keep: keeping
/// it and throwing the rest; a whole roll: stopping with it, `n` throws saved).
#[derive(Clone, Debug)]
pub struct MaxiTurn {
    /// The value of stopping with each roll (`first_roll..` in order), no throw saved.
    stop: Vec<f64>,
    /// What each saved throw is worth (0 without saved rolls).
    carry: f64,
    /// Levels 0, 1, … worked out so far (each `len + 1` long, the last a sentinel).
    levels: Vec<Vec<[f64; 1]>>,
}

impl MaxiTurn {
    /// The turn of state `s` under `fit` (forced order: the first open box only).
    pub fn new(fit: &Fitted, s: State, forced_order: bool, carry: f64) -> MaxiTurn {
        let stop = scoring()
            .points
            .iter()
            .map(|row| {
                open_boxes(s, forced_order)
                    .map(|b| fill_value(fit, s, b, row[b]))
                    .fold(f64::NEG_INFINITY, f64::max)
            })
            .collect();
        MaxiTurn::of_stops(stop, carry)
    }

    /// The turn whose rolls are worth `stop` when it ends with them.
    pub fn of_stops(stop: Vec<f64>, carry: f64) -> MaxiTurn {
        let m = Multisets::of(6);
        // Level 0: no throw left, a roll is its stop value, no keep can be played.
        let mut zero = vec![[f64::NEG_INFINITY]; m.len + 1];
        for (v, s) in zero[m.first_roll..m.len].iter_mut().zip(&stop) {
            *v = [*s];
        }
        MaxiTurn {
            stop,
            carry,
            levels: vec![zero],
        }
    }

    /// Every multiset's value with `n` throws still to come (indexed by multiset).
    pub fn level(&mut self, n: u8) -> &[[f64; 1]] {
        let m = Multisets::of(6);
        while self.levels.len() <= usize::from(n) {
            let n = self.levels.len();
            let below = &self.levels[n - 1];
            // A roll with n - 1 throws to come is worth its best choice: stop, or a keep.
            let mut best = vec![[f64::NEG_INFINITY]; m.len + 1];
            best_within_in(m, below, &mut best);
            let mut next = vec![[0.0]; m.len + 1];
            next[m.first_roll..m.len].copy_from_slice(&best[m.first_roll..m.len]);
            average_keeps_in(m, &mut next);
            let saved = self.carry * n as f64;
            for (v, s) in next[m.first_roll..m.len].iter_mut().zip(&self.stop) {
                *v = [s + saved];
            }
            next[m.len] = [f64::NEG_INFINITY];
            self.levels.push(next);
        }
        &self.levels[usize::from(n)]
    }

    /// The turn's value before its first throw, with `throws` throws in all (at least one).
    pub fn start(&mut self, throws: u8) -> f64 {
        self.level(throws.max(1))[0][0]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn six_equal_dice_come_as_often_as_they_should() {
        let m = Multisets::of(6);
        // Playing for six equal dice: stop value 1 for them, else 0.
        let stop: Vec<f64> = (m.first_roll..m.len)
            .map(|r| f64::from(u8::from(m.counts[r].contains(&6))))
            .collect();
        let mut t = MaxiTurn::of_stops(stop, 0.0);
        // One throw of six dice: 6 / 6^6.
        assert!((t.start(1) - 6.0 / 46656.0).abs() < 1e-15);
        // Five sixes kept, one throw left: 1/6.
        let five = m.index_of_dice(&[6; 5]);
        assert!((t.level(1)[five][0] - 1.0 / 6.0).abs() < 1e-15);
        // More throws help, and never hurt.
        assert!(t.start(3) > t.start(2) && t.start(4) > t.start(3));
    }

    #[test]
    fn a_saved_throw_is_worth_its_carry() {
        let m = Multisets::of(6);
        let stop = vec![10.0; m.rolls];
        let mut t = MaxiTurn::of_stops(stop, 2.0);
        // Nothing to gain by throwing: stop at once and save both throws.
        let roll = m.index_of_dice(&[1, 2, 3, 4, 5, 6]);
        assert_eq!(t.level(2)[roll][0], 14.0);
        assert_eq!(t.start(3), 14.0);
    }
}
