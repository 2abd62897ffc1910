//! What a set of dice (or played cards) shows: face counts, sum, straights. Every box
//! condition of every game is a question about one `Combo`, so the games share it. And
//! which faces a die has (`DieKind`).

use super::rng::GameRng;
use std::ops::RangeInclusive;

/// Faces run 0..=9 (the ten-sided die of Kniffel Extreme shows 0–9).
pub const FACES: usize = 10;

/// The face counts, sum and number of a set of dice or cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Combo {
    counts: [u8; FACES],
    sum: u16,
    len: u8,
}

impl Combo {
    /// `values` must all be below 10; the callers validate input before scoring.
    pub fn new(values: &[u8]) -> Self {
        let mut counts = [0u8; FACES];
        let mut sum = 0u16;
        for &v in values {
            counts[v as usize] += 1;
            sum += v as u16;
        }
        Combo {
            counts,
            sum,
            len: values.len() as u8,
        }
    }

    /// How many show `face`.
    pub fn count(&self, face: u8) -> u8 {
        self.counts[face as usize]
    }

    /// All faces added up.
    pub fn sum(&self) -> u16 {
        self.sum
    }

    /// How many dice (or cards).
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there are no dice at all.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many of the most common face.
    pub fn most_of_a_kind(&self) -> u8 {
        self.counts.iter().copied().max().unwrap_or(0)
    }

    /// How many different faces are shown at least `n` times.
    pub fn faces_with_at_least(&self, n: u8) -> usize {
        self.counts.iter().filter(|&&c| c >= n).count()
    }

    /// The longest run of consecutive values shown (4 5 6 7 is a run of four).
    pub fn longest_run(&self) -> u8 {
        let (mut best, mut run) = (0u8, 0u8);
        for &c in &self.counts {
            run = if c > 0 { run + 1 } else { 0 };
            best = best.max(run);
        }
        best
    }

    /// One face at least `big` times and a *different* face at least `small` times.
    pub fn has_full_house(&self, big: u8, small: u8) -> bool {
        self.counts.iter().enumerate().any(|(a, &ca)| {
            ca >= big
                && self
                    .counts
                    .iter()
                    .enumerate()
                    .any(|(b, &cb)| b != a && cb >= small)
        })
    }

    /// The best sum of groups of equal dice of *different* faces, one group per size in
    /// `sizes` (each group counts only its own dice: `[3, 2]` on 6 6 6 5 5 1 is 28), or
    /// None when the dice hold no such groups. The combination boxes of Yatzy and Maxi
    /// Yatzy ask this.
    pub fn best_groups(&self, sizes: &[u8]) -> Option<u16> {
        fn best(counts: &[u8; FACES], sizes: &[u8], used: u16) -> Option<u16> {
            let Some((&size, rest)) = sizes.split_first() else {
                return Some(0);
            };
            (1..=6u8)
                .filter(|&f| used & (1 << f) == 0 && counts[f as usize] >= size)
                .filter_map(|f| {
                    best(counts, rest, used | 1 << f).map(|r| r + u16::from(size) * u16::from(f))
                })
                .max()
        }
        best(&self.counts, sizes, 0)
    }

    /// Every die (or card) shows the same face.
    pub fn all_equal(&self) -> bool {
        self.len > 0 && self.most_of_a_kind() == self.len
    }
}

/// Which faces a die can show: `1..=6`, or `0..=9` for the ten-sided die.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DieKind {
    /// A six-sided die.
    Six,
    /// The ten-sided die of Kniffel Extreme (0–9).
    Ten,
}

impl DieKind {
    /// A throw of this die.
    pub fn roll(self, rng: &mut GameRng) -> u8 {
        match self {
            DieKind::Six => rng.d6(),
            DieKind::Ten => rng.d10(),
        }
    }

    /// The faces this die has.
    pub fn faces(self) -> RangeInclusive<u8> {
        match self {
            DieKind::Six => 1..=6,
            DieKind::Ten => 0..=9,
        }
    }

    /// Whether this die has the face `v`.
    pub fn allows(self, v: u8) -> bool {
        self.faces().contains(&v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn basics() {
        let c = Combo::new(&[5, 5, 5, 3, 3]);
        assert_eq!(c.sum(), 21);
        assert_eq!(c.count(5), 3);
        assert_eq!(c.most_of_a_kind(), 3);
        assert!(c.has_full_house(3, 2));
        assert!(!c.has_full_house(4, 2));
        assert_eq!(c.faces_with_at_least(2), 2);
    }

    #[test]
    fn runs_use_zero_and_high_values() {
        assert_eq!(Combo::new(&[4, 5, 6, 7, 1, 1]).longest_run(), 4);
        assert_eq!(Combo::new(&[0, 1, 2, 3, 4, 5]).longest_run(), 6);
        assert_eq!(Combo::new(&[1, 2, 2, 4, 5]).longest_run(), 2);
    }

    #[test]
    fn groups_of_different_faces_take_the_best_dice() {
        let c = Combo::new(&[6, 6, 6, 5, 5, 1]);
        assert_eq!(c.best_groups(&[3, 2]), Some(28));
        assert_eq!(c.best_groups(&[2]), Some(12));
        assert_eq!(c.best_groups(&[2, 2]), Some(22));
        assert_eq!(c.best_groups(&[2, 2, 2]), None);
        assert_eq!(c.best_groups(&[]), Some(0));
        let c = Combo::new(&[5, 5, 5, 5, 1, 1]);
        assert_eq!(c.best_groups(&[4, 2]), Some(22));
        assert_eq!(
            c.best_groups(&[3, 3]),
            None,
            "the groups are of different faces"
        );
    }

    #[test]
    fn five_equal_is_no_full_house() {
        assert!(!Combo::new(&[2, 2, 2, 2, 2]).has_full_house(3, 2));
        assert!(Combo::new(&[2, 2, 2, 2, 2]).all_equal());
    }
}
