//! Finishes of classic Kniffel under optimal play: each turn played by the exact
//! solver's table, as the strong player plays it (best keep, stop when keeping all five
//! is as good; the best box after the last roll).
//!
//! The games are played together, a turn at a time (`Simulator::sample`): a game with k
//! boxes filled can only meet positions with k filled, so all games (of every player
//! asked about) wait in a bucket per filled count, and a bucket is played sorted by
//! position. Each position's turn is then solved once (`KeepValues`, most of the time)
//! for every game that stands on it, however many players' games pass through it, and
//! nothing needs to be kept between positions.

use super::dice::SimDice;
use crate::ai::kniffel::table::Table;
use crate::engine::scoresheet::classic::{offer, CLASSIC_BOXES};
use crate::engine::scoresheet::sheet::{BoxId, Sheet};
use kniffel_solver::multisets::{Multisets, FIRST_ROLL, ROLLS};
use kniffel_solver::position::{Position, BOXES, KNIFFEL};
use kniffel_solver::turn::{fill_value, KeepValues, Scratch};
use std::sync::OnceLock;

/// Where a player's simulation starts: at a turn's start, or inside the turn on turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Start {
    /// Before the turn's first roll.
    Turn,
    /// Dice on the table (a roll multiset index) with this many rolls left (0..=2).
    Rolled { roll: u16, rolls_left: u8 },
}

/// Games to simulate from one position: `finishes` games from `p`, starting at
/// `start`, their dice drawn from `seed` (game i from its own stream, so the points do
/// not depend on what else is simulated alongside).
#[derive(Clone, Copy, Debug)]
pub struct Request {
    pub p: Position,
    pub start: Start,
    pub finishes: usize,
    pub seed: u64,
}

/// One simulated game on its way: where it stands, the dice on the table and the rolls
/// left, the points it made so far, and whose it is.
#[derive(Clone, Copy, Debug)]
struct Run {
    p: Position,
    roll: u16,
    rolls_left: u8,
    points: u32,
    owner: u32,
    dice: SimDice,
}

impl Run {
    /// The game's position in the value table: the order a bucket is played in.
    fn slot(&self) -> usize {
        self.p.slot()
    }
}

/// The simulator's buffers, kept between questions (no allocation per position).
#[derive(Clone, Default)]
pub struct Simulator {
    buckets: Vec<Vec<Run>>,
    keeps: Option<KeepValues>,
    scratch: Option<Scratch<1>>,
    memo: Memo,
}

/// The decisions of the position being played, by roll, worked out once for the many
/// games that stand on an early position. An entry counts only if stamped with the
/// position's number: nothing to clear between positions.
#[derive(Clone, Default)]
struct Memo {
    stamp: u32,
    /// Per roll: (stamp, best keep with one roll left, with two, box).
    at: Vec<[(u32, u16); 3]>,
    fills: Vec<Fill>,
}

impl Memo {
    /// A new position: every entry stale.
    fn next_position(&mut self) {
        if self.at.is_empty() {
            self.at = vec![[(0, 0); 3]; ROLLS];
            self.fills = vec![Fill::default(); ROLLS];
        }
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.at.fill([(0, 0); 3]);
            self.stamp = 1;
        }
    }

    /// The decision `what` (0, 1: best keep with that many rolls left less one; 2: the
    /// box's slot in `fills`) for `roll`, if known.
    fn get(&self, roll: usize, what: usize) -> Option<u16> {
        let (stamp, value) = self.at[roll - FIRST_ROLL][what];
        (stamp == self.stamp).then_some(value)
    }

    fn set(&mut self, roll: usize, what: usize, value: u16) {
        self.at[roll - FIRST_ROLL][what] = (self.stamp, value);
    }
}

impl Simulator {
    /// The points still to come in each request's games (a sample each), by request,
    /// played with `table`. `level_done` is called after each turn of all games.
    pub fn sample(
        &mut self,
        table: &Table,
        requests: &[Request],
        level_done: &mut dyn FnMut(),
    ) -> Vec<Vec<u32>> {
        let m = Multisets::get();
        let mut out: Vec<Vec<u32>> = requests
            .iter()
            .map(|r| Vec::with_capacity(r.finishes))
            .collect();
        let Simulator {
            buckets,
            keeps,
            scratch,
            memo,
        } = self;
        buckets.resize_with(BOXES + 1, Vec::new);
        for (owner, r) in requests.iter().enumerate() {
            for game in 0..r.finishes {
                let mut dice = SimDice::for_game(r.seed, game as u64);
                let (roll, rolls_left) = match r.start {
                    Start::Turn => (throw(m, 0, &mut dice) as u16, 2),
                    Start::Rolled { roll, rolls_left } => (roll, rolls_left.min(2)),
                };
                let run = Run {
                    p: r.p,
                    roll,
                    rolls_left,
                    points: 0,
                    owner: owner as u32,
                    dice,
                };
                settle(buckets, run, &mut out);
            }
        }
        let keeps = keeps.get_or_insert_with(|| KeepValues {
            one_roll_left: Vec::new(),
            two_rolls_left: Vec::new(),
        });
        let scratch = scratch.get_or_insert_with(Default::default);
        for level in 0..BOXES {
            let mut bucket = std::mem::take(&mut buckets[level]);
            if bucket.is_empty() {
                continue;
            }
            bucket.sort_unstable_by_key(Run::slot);
            let mut from = 0;
            while from < bucket.len() {
                let p = bucket[from].p;
                let to = from + bucket[from..].partition_point(|r| r.p == p);
                memo.next_position();
                let mut turn = Turn::new(table, p);
                for run in &mut bucket[from..to] {
                    turn.play(run, keeps, scratch, memo, m);
                }
                from = to;
            }
            for run in bucket.drain(..) {
                settle(buckets, run, &mut out);
            }
            // The emptied bucket keeps its memory for the next question.
            buckets[level] = bucket;
            level_done();
        }
        out
    }
}

/// Puts `run` in the bucket of its filled count, or its points out if it is over.
fn settle(buckets: &mut [Vec<Run>], run: Run, out: &mut [Vec<u32>]) {
    if run.p.is_final() {
        out[run.owner as usize].push(run.points);
    } else {
        buckets[run.p.filled.count_ones() as usize].push(run);
    }
}

/// The turn at one position, played for every game that stands there: its keep values
/// worked out on first need, its boxes' offer from a sheet made once.
struct Turn<'t> {
    table: &'t Table,
    p: Position,
    valued: bool,
    sheet: Sheet,
}

impl<'t> Turn<'t> {
    fn new(table: &'t Table, p: Position) -> Turn<'t> {
        Turn {
            table,
            p,
            valued: false,
            sheet: sheet_of(p),
        }
    }

    /// Plays the turn of `run` to its box, and throws the next turn's first roll. Never
    /// inlined: V8 runs a wasm call in its optimising tier only if the call starts after
    /// the tier-up, and `sample` is one call per question, so inlined into it the
    /// simulation would run in the baseline tier throughout, several times slower.
    #[inline(never)]
    fn play(
        &mut self,
        run: &mut Run,
        keeps: &mut KeepValues,
        scratch: &mut Scratch<1>,
        memo: &mut Memo,
        m: &Multisets,
    ) {
        let mut roll = run.roll as usize;
        let mut rolls_left = run.rolls_left;
        while rolls_left > 0 {
            let lane = (rolls_left >= 2) as usize;
            let keep = match memo.get(roll, lane) {
                Some(keep) => keep as usize,
                None => {
                    if !self.valued {
                        keeps.refill(self.table.values(), self.table.scoring(), self.p, scratch);
                        self.valued = true;
                    }
                    let values = if lane == 1 {
                        &keeps.two_rolls_left
                    } else {
                        &keeps.one_roll_left
                    };
                    let keep = best_keep(values, roll);
                    memo.set(roll, lane, keep as u16);
                    keep
                }
            };
            if keep == roll {
                break;
            }
            roll = throw(m, keep, &mut run.dice);
            rolls_left -= 1;
        }
        let fill = match memo.get(roll, 2) {
            Some(_) => memo.fills[roll - FIRST_ROLL],
            None => {
                let fill = self.fill(roll);
                memo.fills[roll - FIRST_ROLL] = fill;
                memo.set(roll, 2, 0);
                fill
            }
        };
        let (next, upper_bonus) = self.p.after(fill.box_index as usize, fill.points);
        run.points += fill.points as u32 + upper_bonus as u32 + fill.bonus as u32;
        run.p = next;
        if !next.is_final() {
            run.roll = throw(m, 0, &mut run.dice) as u16;
            run.rolls_left = 2;
        }
    }

    /// The best box for `roll` at this turn's position.
    fn fill(&self, roll: usize) -> Fill {
        let (table, p) = (self.table, self.p);
        let counts = Multisets::get().counts[roll];
        let mut dice = [0u8; 5];
        let faces = (1..=6u8).flat_map(|f| std::iter::repeat_n(f, counts[f as usize - 1] as usize));
        for (d, f) in dice.iter_mut().zip(faces) {
            *d = f;
        }
        let offered = offer(&dice, &self.sheet, table.rules());
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
        Fill {
            box_index: box_index as u8,
            points,
            bonus: offered.bonus,
        }
    }
}

/// The box a roll goes to: its index in `CLASSIC_BOXES`, its points and the
/// extra-Kniffel bonus it earns.
#[derive(Clone, Copy, Debug, Default)]
struct Fill {
    box_index: u8,
    points: u16,
    bonus: u16,
}

/// The best keep of `roll` (a multiset index) by the keep values `values`; keeping all
/// five (stopping) wins every tie, as the strong player stops when that is as good.
fn best_keep(values: &[f64], roll: usize) -> usize {
    let mut best = roll;
    for &k in roll_subsets(roll) {
        let k = k as usize;
        if values[k] > values[best] {
            best = k;
        }
    }
    best
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
