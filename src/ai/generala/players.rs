//! Generala's exact players. Both solve the turn on the table exactly, from the dice
//! and rolls they see; they differ in what the end of the turn is worth to them:
//!
//! - `Goal::Score`, the expected-score player: the box's points plus the expected points
//!   still to come (the solitaire table), its own total's mean at its best;
//! - `Goal::Win`, the strong player: the chance to finish above every other sheet. Each
//!   other player's final total is distributed as their points now plus the table's
//!   distribution from their sheet (their rest played for the score), and so is this
//!   player's own after the turn. A servida decides a game whatever anyone plays (every
//!   turn has its one first roll), so the distributions are those of a game that goes
//!   on, and ties count half. Alone at the table it plays for the score.
//!
//! The turn's values are worked out once per turn (they depend on the sheets only).

use super::table::{table, GeneralaTable, State, MAX_POINTS};
use super::turn::GeneralaTurn;
use crate::ai::dice::keep::{holds_for, next_step};
use crate::ai::player::{Player, Seen, View};
use crate::engine::{Action, SheetGame, Variant};
use kniffel_solver::multisets::{counts_of, Multisets};

/// What a Generala player plays for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The highest expected own total (the exact solitaire optimum).
    Score,
    /// The highest chance to win against the other sheets.
    Win,
}

/// An exact Generala player (see the module's page).
#[derive(Clone, Debug)]
pub struct Exact {
    goal: Goal,
    /// The sheets the last turn's values were worked out for, and the values.
    last: Option<(Vec<i64>, GeneralaTurn)>,
}

impl Exact {
    /// A player with this goal.
    pub fn new(goal: Goal) -> Exact {
        Exact { goal, last: None }
    }
}

impl Player for Exact {
    fn act(&mut self, view: View<'_>) -> Option<Action> {
        let Seen::Sheet(g) = view.seen() else {
            return None;
        };
        let Variant::Generala { rules } = g.variant() else {
            return None;
        };
        if g.is_over() {
            return None;
        }
        if !g.turn().has_rolled() {
            return Some(Action::Roll);
        }
        let t = table(rules);
        let key = sheets_key(t, g);
        if self.last.as_ref().is_none_or(|(k, _)| *k != key) {
            let turn = turn_values(t, g, self.goal);
            self.last = Some((key, turn));
        }
        let (_, turn) = self.last.as_ref()?;
        Some(action(t, g, turn))
    }
}

/// What the turn's values depend on: the seat on turn and every sheet with its total.
fn sheets_key(t: &GeneralaTable, g: &SheetGame) -> Vec<i64> {
    let mut key = vec![g.current_player() as i64];
    for (p, pl) in g.players().iter().enumerate() {
        key.push(i64::from(t.state_of(&pl.sheet)));
        key.push(i64::from(g.total(p)));
    }
    key
}

/// The turn of the player on turn in `g`, valued for `goal`.
pub fn turn_values(t: &GeneralaTable, g: &SheetGame, goal: Goal) -> GeneralaTurn {
    let me = g.current_player();
    let s = t.state_of(&g.players()[me].sheet);
    if goal == Goal::Score || g.players().len() < 2 {
        return t.expected_turn(s);
    }
    let others: Vec<(State, i32)> = (0..g.players().len())
        .filter(|&p| p != me)
        .map(|p| (t.state_of(&g.players()[p].sheet), g.total(p)))
        .collect();
    win_turn(t, s, g.total(me), &beat_chances(t, &others))
}

/// The turn from state `s` with `total` points on the sheet, valued by the chance to
/// win against the others' `beat` (`beat_chances`).
pub fn win_turn(t: &GeneralaTable, s: State, total: i32, beat: &[f64]) -> GeneralaTurn {
    let total = total.max(0) as usize;
    t.turn_of(s, |next, p| {
        win_chance_after(t, beat, next, total + usize::from(p))
    })
}

/// `beat[x]`: the chance that a final total of `x` beats every other player, each given
/// as (their state, their total now) and playing on for the score (a tie with one
/// counting half).
pub fn beat_chances(t: &GeneralaTable, others: &[(State, i32)]) -> Vec<f64> {
    let mut beat = vec![1.0; MAX_POINTS + 2];
    for &(s, total) in others {
        let finals = t.finals(s);
        let base = total.max(0) as usize;
        let mut below = 0.0;
        for (x, b) in beat.iter_mut().enumerate() {
            let at = x
                .checked_sub(base)
                .and_then(|k| finals.get(k))
                .map_or(0.0, |&f| f64::from(f));
            *b *= below + at / 2.0;
            below += at;
        }
    }
    beat
}

/// The chance to win from turn-start state `next` with `total` points on the sheet.
pub fn win_chance_after(t: &GeneralaTable, beat: &[f64], next: State, total: usize) -> f64 {
    t.finals(next)
        .iter()
        .enumerate()
        .filter(|(_, f)| **f > 0.0)
        .map(|(k, &f)| f64::from(f) * beat.get(total + k).copied().unwrap_or(1.0))
        .sum()
}

/// The action `turn` chooses for the dice on the table.
fn action(t: &GeneralaTable, g: &SheetGame, turn: &GeneralaTurn) -> Action {
    let m = Multisets::get();
    let dice = &g.turn().dice;
    let r = m.index(&counts_of(dice));
    let (keep, b) = match g.turn().rolls {
        1 => (turn.first_keep[r], turn.first_box[r]),
        2 => (turn.second_keep[r], turn.last_box[r]),
        _ => (r as u16, turn.last_box[r]),
    };
    if usize::from(keep) != r {
        let want = holds_for(dice, &m.counts[usize::from(keep)]);
        return next_step(&g.turn().held, |d| want[d], Action::Roll);
    }
    let best = t.points().boxes[usize::from(b)];
    let offer = g.offer();
    // In a box order the free game's best box may not be allowed yet: then the allowed
    // box with the most points (the order leaves at most a section to choose from).
    let box_id = if offer.points_for(best).is_some() {
        best
    } else {
        offer
            .allowed
            .iter()
            .max_by_key(|&&(_, points)| points)
            .map_or(best, |&(b, _)| b)
    };
    Action::Score { box_id }
}
