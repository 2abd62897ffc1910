//! Generala solitaire solved exactly, once per rule variant: the expected points still
//! to come from every turn-start state, and their whole distribution under that play.
//!
//! A state is the set of filled boxes and whether the Generala box holds 50 (the Double
//! Generala's 100 needs it); there is no upper bonus. A servida (five equal on a turn's
//! first roll) ends the game at once, so it brings no more points: the expected values
//! are those of the solitaire game as played. The distributions are those of a game
//! that goes on (no servida on any first roll: `RollChances::no_servida`), which is what
//! the strong player and the win chance compare (a servida decides a game by itself).

use super::turn::{GeneralaTurn, Points, RollChances, MAX_BOX_POINTS};
use crate::engine::{BoxId, GeneralaRules, Sheet};
use std::sync::OnceLock;

/// The most points a sheet can still bring (all boxes, served, Double Generala).
pub const MAX_POINTS: usize = 360;

/// A turn-start state: bit `b` set when box `b` (sheet order) is filled, bit `n` (the
/// number of boxes) when the Generala box holds 50.
pub type State = u32;

/// The solved tables of one rule variant.
pub struct GeneralaTable {
    rules: GeneralaRules,
    points: Points,
    values: Vec<f64>,
    /// Per state `MAX_POINTS + 1` chances, one per number of points still to come.
    finals: Vec<f32>,
}

impl std::fmt::Debug for GeneralaTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GeneralaTable")
            .field("rules", &self.rules)
            .finish()
    }
}

/// The table of `rules`, solved on first use (a fraction of a second) and kept.
pub fn table(rules: GeneralaRules) -> &'static GeneralaTable {
    static TABLES: [OnceLock<GeneralaTable>; 4] = [const { OnceLock::new() }; 4];
    let at = usize::from(rules.straight_wrap) * 2 + usize::from(rules.double_generala);
    TABLES[at].get_or_init(|| GeneralaTable::solve(rules))
}

impl GeneralaTable {
    /// Solves `rules` from the full sheet backwards.
    pub fn solve(rules: GeneralaRules) -> GeneralaTable {
        let points = Points::new(rules);
        let n = points.boxes.len();
        let states = 1usize << (n + 1);
        let full = (1u32 << n) - 1;
        let mut t = GeneralaTable {
            rules,
            points,
            values: vec![0.0; states],
            finals: vec![0.0; states * (MAX_POINTS + 1)],
        };
        let chances = RollChances::get();
        for s in 0..states {
            if s as u32 & full == full {
                t.finals[s * (MAX_POINTS + 1)] = 1.0;
            }
        }
        // A state's successors fill one box more: a larger mask, solved before it.
        for mask in (0..full).rev() {
            for fifty in [false, true] {
                if fifty && !t.is_filled(mask, t.points.generala) {
                    continue;
                }
                let s = mask | u32::from(fifty) << n;
                let turn = t.turn_of(s, |next, p| f64::from(p) + t.values[next as usize]);
                t.values[s as usize] = turn.start(&chances.played);
                let mut ends = vec![[0.0; MAX_BOX_POINTS + 1]; n];
                turn.ends(&t.points, fifty, &chances.no_servida, &mut ends);
                let mut dist = vec![0.0f64; MAX_POINTS + 1];
                for (b, by_points) in ends.iter().enumerate() {
                    for (p, &chance) in by_points.iter().enumerate().filter(|(_, c)| **c > 0.0) {
                        let next = t.after(s, b, p as u16) as usize;
                        let from = &t.finals[next * (MAX_POINTS + 1)..][..MAX_POINTS + 1 - p];
                        for (d, &f) in dist[p..].iter_mut().zip(from) {
                            *d += chance * f64::from(f);
                        }
                    }
                }
                let to = &mut t.finals[s as usize * (MAX_POINTS + 1)..][..MAX_POINTS + 1];
                for (x, d) in to.iter_mut().zip(dist) {
                    *x = d as f32;
                }
            }
        }
        t
    }

    fn is_filled(&self, s: State, b: usize) -> bool {
        b < self.points.boxes.len() && s & (1 << b) != 0
    }

    /// The rules solved.
    pub fn rules(&self) -> GeneralaRules {
        self.rules
    }

    /// What every roll scores in every box.
    pub fn points(&self) -> &Points {
        &self.points
    }

    /// The state after filling box `b` of `s` with `p` points.
    pub fn after(&self, s: State, b: usize, p: u16) -> State {
        let n = self.points.boxes.len();
        let fifty = b == self.points.generala && p == 50;
        s | 1 << b | u32::from(fifty) << n
    }

    /// Whether the Generala box holds 50 in `s`.
    pub fn fifty(&self, s: State) -> bool {
        s & 1 << self.points.boxes.len() != 0
    }

    /// The state of a sheet.
    pub fn state_of(&self, sheet: &Sheet) -> State {
        let n = self.points.boxes.len();
        let mut s = 0;
        for (b, &id) in self.points.boxes.iter().enumerate() {
            if sheet.get(id).is_some() {
                s |= 1 << b;
            }
        }
        if sheet.get(BoxId::Generala) == Some(50) {
            s |= 1 << n;
        }
        s
    }

    /// The expected points still to come from turn-start state `s` under optimal
    /// solitaire play (a servida ends the game).
    pub fn value(&self, s: State) -> f64 {
        self.values[s as usize]
    }

    /// The expected final total of an empty sheet.
    pub fn start_value(&self) -> f64 {
        self.values[0]
    }

    /// The chance of each number of points still to come from turn-start state `s`
    /// under that play, in a game no servida ends (index: points).
    pub fn finals(&self, s: State) -> &[f32] {
        &self.finals[s as usize * (MAX_POINTS + 1)..][..MAX_POINTS + 1]
    }

    /// The turn from state `s` whose end in the state `next` with `p` points for the box
    /// is worth `end(next, p)`.
    pub fn turn_of(&self, s: State, end: impl Fn(State, u16) -> f64) -> GeneralaTurn {
        let n = self.points.boxes.len();
        let open = !s & ((1u32 << n) - 1);
        GeneralaTurn::solve(&self.points, open, self.fifty(s), |b, p| {
            end(self.after(s, b, p), p)
        })
    }

    /// The expected-score turn from state `s`.
    pub fn expected_turn(&self, s: State) -> GeneralaTurn {
        self.turn_of(s, |next, p| f64::from(p) + self.value(next))
    }
}
