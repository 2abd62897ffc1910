//! The multisets of at most five six-sided dice: 462 of them, 252 of exactly five (the
//! distinct rolls). A keep is a multiset of fewer dice, a roll one of five. Dice order never
//! matters to the rules, so the solver works on these instead of the 7,776 ordered rolls.
//! Games of six dice have their own tables (`Multisets::of(6)`): 924 multisets, 462 rolls.
//!
//! Indices run by size (all sizes 0, then 1, … then 5), so one pass downwards averages
//! keeps from bigger ones and one pass upwards takes maxima over smaller ones.

use std::sync::OnceLock;

/// Dice faces 1..=6, stored as counts per face (index 0 = ones).
pub type Counts = [u8; 6];

/// How many multisets of 0..=5 dice there are.
pub const MULTISETS: usize = 462;
/// How many of them hold exactly five dice: the distinct rolls.
pub const ROLLS: usize = 252;
/// Index of the first five-dice multiset.
pub const FIRST_ROLL: usize = MULTISETS - ROLLS;
/// A parent slot that points nowhere (its value is -inf in the solver's scratch arrays).
pub const NO_PARENT: u16 = MULTISETS as u16;
/// The most dice a game throws.
pub const MAX_DICE: u8 = 6;
/// How many multisets of 0..=6 dice there are (the six-dice tables' size).
pub const MAX_MULTISETS: usize = 924;

/// The multiset tables of one number of dice, built once.
pub struct Multisets {
    /// The dice of a roll: every multiset holds at most this many.
    pub dice: u8,
    /// How many multisets there are (`MULTISETS` for five dice).
    pub len: usize,
    /// How many of them are rolls (`ROLLS` for five dice).
    pub rolls: usize,
    /// Index of the first roll (`FIRST_ROLL` for five dice).
    pub first_roll: usize,
    /// The parent slot that points nowhere: `len` (`NO_PARENT` for five dice).
    pub no_parent: u16,
    /// Face counts of each multiset.
    pub counts: Vec<Counts>,
    /// `child[s][f]`: the multiset `s` plus one die showing `f + 1` (sizes below `dice`
    /// only).
    pub child: Vec<[u16; 6]>,
    /// `parent[s]`: `s` minus one die, one entry per distinct face of `s`, the rest
    /// `no_parent`. Five entries with five dice (the sixth is always `no_parent`).
    pub parent: Vec<[u16; 6]>,
    /// Counts → index, keyed by `key(counts)`.
    lookup: Vec<u16>,
    /// The sub-multisets of every roll (`roll_subsets`), one list after another, and
    /// where each roll's list starts (roll `FIRST_ROLL + r` at `subset_starts[r]`).
    subset_list: Vec<u16>,
    subset_starts: Vec<u32>,
}

/// The lookup key of a multiset: its counts as base-7 digits (a face shows on at most
/// six dice).
fn key(c: &Counts) -> usize {
    c.iter().rev().fold(0, |k, &n| k * 7 + n as usize)
}

impl Multisets {
    /// The shared tables of five dice.
    pub fn get() -> &'static Multisets {
        Multisets::of(5)
    }

    /// The shared tables of `dice` dice: five, or six (any other number gets five's).
    pub fn of(dice: u8) -> &'static Multisets {
        static FIVE: OnceLock<Multisets> = OnceLock::new();
        static SIX: OnceLock<Multisets> = OnceLock::new();
        if dice == MAX_DICE {
            SIX.get_or_init(|| Multisets::build(MAX_DICE))
        } else {
            FIVE.get_or_init(|| Multisets::build(5))
        }
    }

    fn build(dice: u8) -> Multisets {
        let mut counts = Vec::new();
        for size in 0..=dice {
            every_with_size(size, &mut counts);
        }
        let len = counts.len();
        let no_parent = len as u16;
        let rolls = counts.iter().filter(|c| size_of(c) == dice).count();
        let mut lookup = vec![no_parent; 7usize.pow(6)];
        for (i, c) in counts.iter().enumerate() {
            lookup[key(c)] = i as u16;
        }
        let index = |c: &Counts| lookup[key(c)];
        let child = counts
            .iter()
            .map(|c| {
                std::array::from_fn(|f| {
                    let mut more = *c;
                    more[f] += 1;
                    if size_of(c) < dice {
                        index(&more)
                    } else {
                        no_parent
                    }
                })
            })
            .collect();
        let parent = counts
            .iter()
            .map(|c| {
                let mut p = [no_parent; 6];
                let faces = (0..6).filter(|&f| c[f] > 0);
                for (slot, f) in p.iter_mut().zip(faces) {
                    let mut less = *c;
                    less[f] -= 1;
                    *slot = index(&less);
                }
                p
            })
            .collect();
        let mut m = Multisets {
            dice,
            len,
            rolls,
            first_roll: len - rolls,
            no_parent,
            counts,
            child,
            parent,
            lookup,
            subset_list: Vec::new(),
            subset_starts: vec![0],
        };
        for r in m.first_roll..m.len {
            let subsets = m.subsets(r);
            m.subset_list.extend(subsets.into_iter().map(|k| k as u16));
            m.subset_starts.push(m.subset_list.len() as u32);
        }
        m
    }

    /// The index of the multiset with these counts (at most `dice` dice in all).
    pub fn index(&self, c: &Counts) -> usize {
        self.lookup[key(c)] as usize
    }

    /// The index of the multiset of these dice (faces 1..=6, at most `dice`).
    pub fn index_of_dice(&self, dice: &[u8]) -> usize {
        self.index(&counts_of(dice))
    }

    /// The dice of multiset `i`, ascending.
    pub fn dice(&self, i: usize) -> Vec<u8> {
        let c = &self.counts[i];
        (0..6u8)
            .flat_map(|f| std::iter::repeat_n(f + 1, c[f as usize] as usize))
            .collect()
    }

    /// `subsets` of roll `roll` (a multiset of `dice` dice), from one shared list: the
    /// keeps a roll allows, which the win chance's simulations go through millions of times.
    pub fn roll_subsets(&self, roll: usize) -> &[u16] {
        let r = roll - self.first_roll;
        &self.subset_list[self.subset_starts[r] as usize..self.subset_starts[r + 1] as usize]
    }

    /// Every distinct sub-multiset of multiset `i` (itself and the empty one included).
    pub fn subsets(&self, i: usize) -> Vec<usize> {
        let full = self.counts[i];
        let mut out = Vec::new();
        let mut c = [0u8; 6];
        loop {
            out.push(self.index(&c));
            // Count up like an odometer whose digit f runs 0..=full[f].
            let Some(f) = (0..6).find(|&f| c[f] < full[f]) else {
                return out;
            };
            c[f] += 1;
            c[..f].fill(0);
        }
    }
}

/// Number of dice in a multiset.
pub fn size_of(c: &Counts) -> u8 {
    c.iter().sum()
}

/// Face counts of dice showing 1..=6.
pub fn counts_of(dice: &[u8]) -> Counts {
    let mut c = [0u8; 6];
    for &d in dice {
        c[(d - 1) as usize] += 1;
    }
    c
}

/// Appends every multiset of exactly `size` dice, in lexicographic order of counts.
fn every_with_size(size: u8, out: &mut Vec<Counts>) {
    fn fill(face: usize, left: u8, c: &mut Counts, out: &mut Vec<Counts>) {
        if face == 5 {
            c[5] = left;
            out.push(*c);
            return;
        }
        for n in (0..=left).rev() {
            c[face] = n;
            fill(face + 1, left - n, c, out);
        }
        c[face] = 0;
    }
    fill(0, size, &mut [0; 6], out);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_462_multisets_and_252_rolls_ordered_by_size() {
        let m = Multisets::get();
        assert_eq!(m.counts.len(), MULTISETS);
        assert!(m.counts[..FIRST_ROLL].iter().all(|c| size_of(c) < 5));
        assert!(m.counts[FIRST_ROLL..].iter().all(|c| size_of(c) == 5));
        let sizes: Vec<u8> = m.counts.iter().map(size_of).collect();
        assert!(sizes.windows(2).all(|w| w[0] <= w[1]));
        for (i, c) in m.counts.iter().enumerate() {
            assert_eq!(m.index(c), i);
        }
    }

    #[test]
    fn six_dice_make_924_multisets_and_462_rolls() {
        let m = Multisets::of(6);
        assert_eq!((m.len, m.rolls, m.first_roll), (MAX_MULTISETS, 462, 462));
        assert!(m.counts[m.first_roll..].iter().all(|c| size_of(c) == 6));
        for (i, c) in m.counts.iter().enumerate() {
            assert_eq!(m.index(c), i);
        }
        assert_eq!(m.subsets(m.index_of_dice(&[1, 2, 3, 4, 5, 6])).len(), 64);
        // The five-dice tables are a prefix of the six-dice ones.
        let five = Multisets::get();
        assert_eq!(m.counts[..FIRST_ROLL + ROLLS], five.counts[..]);
    }

    #[test]
    fn children_add_a_die_and_parents_remove_one() {
        let m = Multisets::get();
        let i = m.index_of_dice(&[2, 2, 5]);
        assert_eq!(m.dice(m.child[i][0] as usize), vec![1, 2, 2, 5]);
        let parents: Vec<Vec<u8>> = m.parent[i]
            .iter()
            .filter(|&&p| p != NO_PARENT)
            .map(|&p| m.dice(p as usize))
            .collect();
        assert_eq!(parents, vec![vec![2, 5], vec![2, 2]]);
    }

    #[test]
    fn subsets_are_distinct_and_complete() {
        let m = Multisets::get();
        assert_eq!(m.subsets(m.index_of_dice(&[1, 2, 3, 4, 5])).len(), 32);
        assert_eq!(m.subsets(m.index_of_dice(&[6, 6, 6, 6, 6])).len(), 6);
        assert_eq!(m.subsets(m.index_of_dice(&[3, 3, 4, 4, 4])).len(), 12);
        for roll in [FIRST_ROLL, FIRST_ROLL + 100, MULTISETS - 1] {
            let listed: Vec<usize> = m.roll_subsets(roll).iter().map(|&k| k as usize).collect();
            assert_eq!(listed, m.subsets(roll));
        }
    }
}
