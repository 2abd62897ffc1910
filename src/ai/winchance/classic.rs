//! Finishes of classic Kniffel under optimal play: each turn played by the exact
//! solver's table, as the strong player plays it (best keep, stop when keeping all five
//! is as good; the best box after the last roll). A position's decisions are worked out
//! once, on first need, and kept (`Policies`), so the early positions that most games
//! pass through cost one turn's solve; a decision is a table lookup afterwards. Deeper
//! positions are met about once each: their turn solve (`KeepValues`) is most of the
//! time, so it reuses its buffers rather than allocate.

use super::dice::SimDice;
use crate::ai::kniffel::table::Table;
use crate::engine::scoresheet::classic::{offer, CLASSIC_BOXES};
use crate::engine::scoresheet::sheet::{BoxId, Sheet};
use kniffel_solver::multisets::{Multisets, FIRST_ROLL, ROLLS};
use kniffel_solver::position::{Position, KNIFFEL};
use kniffel_solver::turn::{fill_value, KeepValues, Scratch};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::OnceLock;

/// Not worked out yet.
const UNKNOWN: u16 = u16::MAX;

/// The box a roll goes to: its index in `CLASSIC_BOXES`, its points and the
/// extra-Kniffel bonus it earns.
#[derive(Clone, Copy, Debug)]
struct Fill {
    box_index: u8,
    points: u16,
    bonus: u16,
}

/// The decisions of one turn-start position, each worked out on first need.
#[derive(Clone)]
struct TurnPolicy {
    /// `keeps` holds this position's keep values.
    valued: bool,
    keeps: KeepValues,
    /// Best keep (a multiset index; the roll itself = stop) per roll, with one and with
    /// two rolls left.
    keep: [[u16; ROLLS]; 2],
    fill: [Option<Fill>; ROLLS],
}

impl TurnPolicy {
    fn new() -> TurnPolicy {
        TurnPolicy {
            valued: false,
            keeps: KeepValues {
                one_roll_left: Vec::new(),
                two_rolls_left: Vec::new(),
            },
            keep: [[UNKNOWN; ROLLS]; 2],
            fill: [None; ROLLS],
        }
    }

    /// Forgets its position's decisions, keeping the memory for the next.
    fn reset(&mut self) {
        self.valued = false;
        self.keep = [[UNKNOWN; ROLLS]; 2];
        self.fill = [None; ROLLS];
    }
}

/// Hashes a position's table slot (already a small unique number) by one multiply.
#[derive(Default)]
struct SlotHasher(u64);

impl Hasher for SlotHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8 | b as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn write_usize(&mut self, n: usize) {
        self.0 = (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

type Memo = HashMap<usize, Box<TurnPolicy>, BuildHasherDefault<SlotHasher>>;

/// The decisions of the positions met lately under one table, in two generations: when
/// the newer is full it becomes the older and the oldest are dropped (their memory kept
/// for new positions), so the early positions every game passes through stay while the
/// late ones, rarely met twice, go.
#[derive(Clone, Default)]
pub struct Policies {
    at: Memo,
    old: Memo,
    // Boxed: a policy moves between the memo and the spares without copying its 3 KB.
    #[allow(clippy::vec_box)]
    spare: Vec<Box<TurnPolicy>>,
    scratch: Option<Scratch<1>>,
}

/// Positions in a generation (about 10 KB each once keeps are valued).
const MEMO_LIMIT: usize = 3_000;

/// Where a player's simulation starts: at a turn's start, or inside the turn on turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Start {
    /// Before the turn's first roll.
    Turn,
    /// Dice on the table (a roll multiset index) with this many rolls left (0..=2).
    Rolled { roll: u16, rolls_left: u8 },
}

impl Policies {
    /// How many positions' decisions are kept.
    pub fn len(&self) -> usize {
        self.at.len() + self.old.len()
    }

    /// Whether none are kept.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The points still to come from `p` (starting at `start`) in `finishes` games played
    /// with `table`, each a sample.
    pub fn sample(
        &mut self,
        table: &Table,
        p: Position,
        start: Start,
        finishes: usize,
        dice: &mut SimDice,
    ) -> Vec<u32> {
        (0..finishes)
            .map(|_| self.finish(table, p, start, dice))
            .collect()
    }

    /// One game from `p` to its end: the points it brings.
    fn finish(&mut self, table: &Table, mut p: Position, start: Start, dice: &mut SimDice) -> u32 {
        let m = Multisets::get();
        let Policies {
            at,
            old,
            spare,
            scratch,
        } = self;
        let scratch = scratch.get_or_insert_with(Default::default);
        let mut points = 0u32;
        let (mut roll, mut rolls_left) = match start {
            Start::Turn => (throw(m, 0, dice), 2),
            Start::Rolled { roll, rolls_left } => (roll as usize, rolls_left.min(2)),
        };
        while !p.is_final() {
            let policy = policy_in(at, old, spare, p);
            while rolls_left > 0 {
                let keep = policy.keep(table, p, roll, rolls_left, scratch);
                if keep == roll {
                    break;
                }
                roll = throw(m, keep, dice);
                rolls_left -= 1;
            }
            let fill = policy.fill(table, p, roll);
            let (next, upper_bonus) = p.after(fill.box_index as usize, fill.points);
            points += fill.points as u32 + upper_bonus as u32 + fill.bonus as u32;
            p = next;
            if !p.is_final() {
                roll = throw(m, 0, dice);
                rolls_left = 2;
            }
        }
        points
    }
}

#[allow(clippy::vec_box)]
/// The policy of `p` among the two generations, made (from a spare one if there is one)
/// if neither has it.
fn policy_in<'a>(
    at: &'a mut Memo,
    old: &mut Memo,
    spare: &mut Vec<Box<TurnPolicy>>,
    p: Position,
) -> &'a mut TurnPolicy {
    let slot = p.slot();
    if !at.contains_key(&slot) {
        if at.len() >= MEMO_LIMIT {
            let dropped = std::mem::replace(old, std::mem::take(at));
            spare.extend(dropped.into_values());
        }
        let policy = old.remove(&slot).unwrap_or_else(|| match spare.pop() {
            Some(mut spare) => {
                spare.reset();
                spare
            }
            None => Box::new(TurnPolicy::new()),
        });
        at.insert(slot, policy);
    }
    at.entry(slot)
        .or_insert_with(|| Box::new(TurnPolicy::new()))
}

impl TurnPolicy {
    /// The best keep of `roll` (a multiset index) at `p` (this policy's position) with
    /// `rolls_left` (1 or 2).
    fn keep(
        &mut self,
        table: &Table,
        p: Position,
        roll: usize,
        rolls_left: u8,
        scratch: &mut Scratch<1>,
    ) -> usize {
        let lane = (rolls_left >= 2) as usize;
        let known = self.keep[lane][roll - FIRST_ROLL];
        if known != UNKNOWN {
            return known as usize;
        }
        if !self.valued {
            self.keeps
                .refill(table.values(), table.scoring(), p, scratch);
            self.valued = true;
        }
        let values = if lane == 1 {
            &self.keeps.two_rolls_left
        } else {
            &self.keeps.one_roll_left
        };
        // The best keep; keeping all five (stopping) wins every tie, as the strong
        // player stops when that is as good.
        let mut best = roll;
        for &k in roll_subsets(roll) {
            let k = k as usize;
            if values[k] > values[best] {
                best = k;
            }
        }
        self.keep[lane][roll - FIRST_ROLL] = best as u16;
        best
    }

    /// The best box for `roll` at `p` (this policy's position).
    fn fill(&mut self, table: &Table, p: Position, roll: usize) -> Fill {
        if let Some(fill) = self.fill[roll - FIRST_ROLL] {
            return fill;
        }
        let counts = Multisets::get().counts[roll];
        let mut dice = [0u8; 5];
        let faces = (1..=6u8).flat_map(|f| std::iter::repeat_n(f, counts[f as usize - 1] as usize));
        for (d, f) in dice.iter_mut().zip(faces) {
            *d = f;
        }
        let offered = offer(&dice, &sheet_of(p), table.rules());
        let value = |&(b, points): &(BoxId, u16)| {
            let index = CLASSIC_BOXES.iter().position(|&x| x == b).unwrap_or(0);
            (index, points, fill_value(table.values(), p, index, points))
        };
        let best =
            offered
                .allowed
                .iter()
                .map(value)
                .fold(None, |best: Option<(usize, u16, f64)>, x| match best {
                    Some(b) if b.2 >= x.2 => Some(b),
                    _ => Some(x),
                });
        let (box_index, points, _) = best.unwrap_or((0, 0, 0.0));
        let fill = Fill {
            box_index: box_index as u8,
            points,
            bonus: offered.bonus,
        };
        self.fill[roll - FIRST_ROLL] = Some(fill);
        fill
    }
}

/// Every distinct sub-multiset of roll `roll` (a multiset index of five dice; itself
/// and the empty one included), in `Multisets::subsets` order, from one shared list:
/// the keep decisions run over them millions of times.
fn roll_subsets(roll: usize) -> &'static [u16] {
    static LISTS: OnceLock<(Vec<u32>, Vec<u16>)> = OnceLock::new();
    let (starts, all) = LISTS.get_or_init(|| {
        let m = Multisets::get();
        let mut starts = vec![0];
        let mut all = Vec::new();
        for r in FIRST_ROLL..FIRST_ROLL + ROLLS {
            all.extend(m.subsets(r).into_iter().map(|k| k as u16));
            starts.push(all.len() as u32);
        }
        (starts, all)
    });
    let i = roll - FIRST_ROLL;
    &all[starts[i] as usize..starts[i + 1] as usize]
}

/// Throws the dice `keep` (a multiset index) leaves, onto it: the roll's multiset index.
fn throw(m: &Multisets, mut keep: usize, dice: &mut SimDice) -> usize {
    while keep < FIRST_ROLL {
        keep = m.child[keep][dice.below(6) as usize] as usize;
    }
    keep
}

/// A sheet with the boxes of `p` filled, as the rules' offer needs it: which boxes are
/// open and whether the Kniffel box holds 50 (the points elsewhere do not matter to it).
fn sheet_of(p: Position) -> Sheet {
    let mut sheet = Sheet::default();
    for (i, &b) in CLASSIC_BOXES.iter().enumerate() {
        if p.is_filled(i) {
            let kniffel = i == KNIFFEL && p.kniffel_50;
            sheet.set(b, if kniffel { 50 } else { 0 });
        }
    }
    sheet
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subsets_are_the_multisets_subsets() {
        let m = Multisets::get();
        for i in [FIRST_ROLL, FIRST_ROLL + 100, m.counts.len() - 1] {
            let mine: Vec<usize> = roll_subsets(i).iter().map(|&k| k as usize).collect();
            assert_eq!(mine, m.subsets(i));
        }
    }
}
