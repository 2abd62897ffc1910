//! Finishes of classic Kniffel under optimal play: each turn played by the exact
//! solver's table, as the strong player plays it (best keep, stop when keeping all five
//! is as good; the best box after the last roll). A position's decisions are worked out
//! once, on first need, and kept (`Policies`), so ten thousand finishes take a fraction
//! of a second: most of them pass through the same early positions, and a decision is a
//! few table lookups afterwards.

use super::dice::SimDice;
use crate::ai::kniffel::table::Table;
use crate::engine::scoresheet::classic::{offer, CLASSIC_BOXES};
use crate::engine::scoresheet::sheet::{BoxId, Sheet};
use kniffel_solver::multisets::{Multisets, FIRST_ROLL, ROLLS};
use kniffel_solver::position::{Position, KNIFFEL};
use kniffel_solver::turn::{fill_value, KeepValues};
use std::collections::HashMap;

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
    keeps: Option<KeepValues>,
    /// Best keep (a multiset index; the roll itself = stop) per roll, with two and with
    /// one roll left.
    keep: [[u16; ROLLS]; 2],
    fill: [Option<Fill>; ROLLS],
}

impl TurnPolicy {
    fn new() -> TurnPolicy {
        TurnPolicy {
            keeps: None,
            keep: [[UNKNOWN; ROLLS]; 2],
            fill: [None; ROLLS],
        }
    }
}

/// The decisions of the positions met lately under one table, in two generations: when
/// the newer is full it becomes the older and the oldest are dropped, so the early
/// positions every game passes through stay while the late ones, rarely met twice, go.
#[derive(Clone, Default)]
pub struct Policies {
    at: HashMap<Position, Box<TurnPolicy>>,
    old: HashMap<Position, Box<TurnPolicy>>,
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

    fn policy(&mut self, p: Position) -> &mut TurnPolicy {
        if !self.at.contains_key(&p) {
            if self.at.len() >= MEMO_LIMIT {
                self.old = std::mem::take(&mut self.at);
            }
            let kept = self.old.remove(&p);
            self.at
                .insert(p, kept.unwrap_or_else(|| Box::new(TurnPolicy::new())));
        }
        self.at
            .entry(p)
            .or_insert_with(|| Box::new(TurnPolicy::new()))
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
        let mut points = 0u32;
        let (mut roll, mut rolls_left) = match start {
            Start::Turn => (throw(m, 0, dice), 2),
            Start::Rolled { roll, rolls_left } => (roll as usize, rolls_left.min(2)),
        };
        while !p.is_final() {
            while rolls_left > 0 {
                let keep = self.keep(table, p, roll, rolls_left);
                if keep == roll {
                    break;
                }
                roll = throw(m, keep, dice);
                rolls_left -= 1;
            }
            let fill = self.fill(table, p, roll);
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

    /// The best keep of `roll` (a multiset index) at `p` with `rolls_left` (1 or 2).
    fn keep(&mut self, table: &Table, p: Position, roll: usize, rolls_left: u8) -> usize {
        let lane = (rolls_left >= 2) as usize;
        let policy = self.policy(p);
        let known = policy.keep[lane][roll - FIRST_ROLL];
        if known != UNKNOWN {
            return known as usize;
        }
        let keeps = policy
            .keeps
            .get_or_insert_with(|| KeepValues::new(table.values(), table.scoring(), p));
        let values = if lane == 1 {
            &keeps.two_rolls_left
        } else {
            &keeps.one_roll_left
        };
        let m = Multisets::get();
        // The best keep; keeping all five (stopping) wins every tie, as the strong
        // player stops when that is as good.
        let best =
            m.subsets(roll).into_iter().fold(
                roll,
                |best, k| if values[k] > values[best] { k } else { best },
            );
        policy.keep[lane][roll - FIRST_ROLL] = best as u16;
        best
    }

    /// The best box for `roll` at `p`.
    fn fill(&mut self, table: &Table, p: Position, roll: usize) -> Fill {
        let policy = self.policy(p);
        if let Some(fill) = policy.fill[roll - FIRST_ROLL] {
            return fill;
        }
        let dice = Multisets::get().dice(roll);
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
        policy.fill[roll - FIRST_ROLL] = Some(fill);
        fill
    }
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
