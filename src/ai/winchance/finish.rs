//! A player's distribution of final totals, and the exact chances of winning that
//! independent distributions give (ties split equally among the tied players).

use serde::{Deserialize, Serialize};

/// The distribution of one player's final total: `P(total = base + k) = probs[k]`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Finish {
    /// The smallest total with a probability (the points on the sheet now, usually).
    pub base: i32,
    /// Probabilities from `base` on; they sum to 1.
    pub probs: Vec<f64>,
}

impl Finish {
    /// A total that is certain (a finished sheet).
    pub fn certain(total: i32) -> Finish {
        Finish {
            base: total,
            probs: vec![1.0],
        }
    }

    /// The distribution of `base` plus `points`, each sample weighing the same. Empty
    /// samples give `base` for certain.
    pub fn from_samples(base: i32, points: &[u32]) -> Finish {
        let top = points.iter().copied().max().unwrap_or(0) as usize;
        let mut probs = vec![0.0; top + 1];
        if points.is_empty() {
            probs[0] = 1.0;
        }
        let weight = 1.0 / points.len().max(1) as f64;
        for &p in points {
            probs[p as usize] += weight;
        }
        Finish { base, probs }
    }

    /// The same distribution, `shift` points higher.
    pub fn shifted(&self, shift: i32) -> Finish {
        Finish {
            base: self.base + shift,
            probs: self.probs.clone(),
        }
    }

    /// The expected final total.
    pub fn mean(&self) -> f64 {
        let sum: f64 = self.probs.iter().sum();
        let weighted: f64 = self
            .probs
            .iter()
            .enumerate()
            .map(|(k, p)| k as f64 * p)
            .sum();
        self.base as f64 + weighted / sum.max(f64::MIN_POSITIVE)
    }

    fn top(&self) -> i32 {
        self.base + self.probs.len() as i32 - 1
    }

    fn at(&self, total: i32) -> f64 {
        usize::try_from(total - self.base)
            .ok()
            .and_then(|k| self.probs.get(k))
            .copied()
            .unwrap_or(0.0)
    }
}

/// Each player's chance to win, their finishes independent: for every total t, the
/// chance that player i ends on t, the others below t or tied on it, a tie of k others
/// counting 1/(k+1). The chances add up to 1 (up to rounding of floats).
pub fn win_chances(finishes: &[Finish]) -> Vec<f64> {
    let n = finishes.len();
    let mut wins = vec![0.0; n];
    let (Some(lo), Some(hi)) = (
        finishes.iter().map(|f| f.base).min(),
        finishes.iter().map(Finish::top).max(),
    ) else {
        return wins;
    };
    // below[i]: P(player i ends below the total t being looked at).
    let mut below = vec![0.0; n];
    let mut poly = vec![0.0; n + 1];
    for t in lo..=hi {
        let at: Vec<f64> = finishes.iter().map(|f| f.at(t)).collect();
        for i in (0..n).filter(|&i| at[i] > 0.0) {
            // poly[k]: chance that exactly k of the others tie on t and the rest are below.
            poly.fill(0.0);
            poly[0] = 1.0;
            let mut len = 1;
            for j in (0..n).filter(|&j| j != i) {
                for k in (0..=len).rev() {
                    let tie = if k > 0 { poly[k - 1] * at[j] } else { 0.0 };
                    poly[k] = poly[k] * below[j] + tie;
                }
                len += 1;
            }
            let share: f64 = (0..len).map(|k| poly[k] / (k + 1) as f64).sum();
            wins[i] += at[i] * share;
        }
        for (b, a) in below.iter_mut().zip(&at) {
            *b += a;
        }
    }
    wins
}

/// Whole percents for `chances` (summing to 1) that add up to exactly 100: each share
/// rounded down, the points left over going to the largest remainders (earlier seats
/// first among equal remainders).
pub fn percents(chances: &[f64]) -> Vec<u32> {
    let total: f64 = chances.iter().sum();
    if chances.is_empty() || total <= 0.0 {
        return vec![0; chances.len()];
    }
    let scaled: Vec<f64> = chances.iter().map(|c| c / total * 100.0).collect();
    let mut out: Vec<u32> = scaled.iter().map(|s| s.floor() as u32).collect();
    let given: u32 = out.iter().sum();
    // Largest remainders first (a stable order: equal ones by seat).
    let order = crate::order::positions(chances.len(), &|a, b| {
        let (ra, rb) = (scaled[a] - scaled[a].floor(), scaled[b] - scaled[b].floor());
        rb.total_cmp(&ra)
    });
    for &i in order
        .iter()
        .cycle()
        .take(100u32.saturating_sub(given) as usize)
    {
        out[i] += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sum(v: &[f64]) -> f64 {
        v.iter().sum()
    }

    #[test]
    fn certain_totals_give_the_winner_everything_and_split_ties() {
        let w = win_chances(&[Finish::certain(200), Finish::certain(250)]);
        assert_eq!(w, vec![0.0, 1.0]);
        let w = win_chances(&[
            Finish::certain(250),
            Finish::certain(100),
            Finish::certain(250),
        ]);
        assert_eq!(w, vec![0.5, 0.0, 0.5]);
    }

    #[test]
    fn equal_distributions_share_equally() {
        let f = Finish::from_samples(10, &[0, 3, 3, 7, 12, 12, 12]);
        for n in 2..=8 {
            let w = win_chances(&vec![f.clone(); n]);
            assert!((sum(&w) - 1.0).abs() < 1e-12, "{w:?}");
            for p in &w {
                assert!((p - 1.0 / n as f64).abs() < 1e-12, "{w:?}");
            }
        }
    }

    #[test]
    fn a_coin_against_a_sure_middle() {
        // A: 0 or 10 with ½ each; B: 5 or 10 with ½ each.
        let a = Finish::from_samples(0, &[0, 10]);
        let b = Finish::from_samples(5, &[0, 5]);
        let w = win_chances(&[a, b]);
        // A wins only on 10 against 5 (¼), ties 10-10 (¼, split).
        assert!((w[0] - 0.375).abs() < 1e-12, "{w:?}");
        assert!((sum(&w) - 1.0).abs() < 1e-12);
    }

    #[test]
    fn percents_add_up_to_a_hundred() {
        assert_eq!(percents(&[0.5, 0.5]), vec![50, 50]);
        assert_eq!(percents(&[1.0 / 3.0; 3]), vec![34, 33, 33]);
        assert_eq!(percents(&[0.004, 0.996]), vec![0, 100]);
        assert_eq!(percents(&[0.125; 8]).iter().sum::<u32>(), 100);
        assert_eq!(percents(&[0.666, 0.167, 0.167]), vec![66, 17, 17]);
        assert_eq!(percents(&[]), Vec::<u32>::new());
    }
}
