//! What each choice of a Generala turn is worth by the exact solitaire table: every
//! distinct keep while rolls are left (all five kept: stop and fill the best box now),
//! and every open box, served (+5) on the first roll. A value is the expected points
//! still to come on the sheet, this turn's box included.

use super::table::{GeneralaTable, State};
use super::turn::GeneralaTurn;
use crate::ai::advice::{Advice, Choice};
use crate::engine::Sheet;
use kniffel_solver::multisets::{counts_of, Multisets};

/// Every choice for `dice` on `sheet` with `rolls_left` (0..=2; 2: after the first
/// roll), best first; equal values keep keeps by size and boxes in sheet order.
pub fn advise(table: &GeneralaTable, sheet: &Sheet, dice: &[u8], rolls_left: u8) -> Vec<Advice> {
    let s = table.state_of(sheet);
    let turn = table.expected_turn(s);
    let mut options = keep_options(&turn, dice, rolls_left);
    options.extend(box_options(table, s, dice, rolls_left, |next, p| {
        f64::from(p) + table.value(next)
    }));
    options.sort_by(|a, b| b.ev.total_cmp(&a.ev));
    options
}

/// The keeps of `dice` valued by `turn` with `rolls_left` (none after the last roll).
pub fn keep_options(turn: &GeneralaTurn, dice: &[u8], rolls_left: u8) -> Vec<Advice> {
    let m = Multisets::get();
    let r = m.index(&counts_of(dice));
    let value = |k: usize| match rolls_left {
        2 if k == r => turn.first_stop[r],
        2 => turn.two_left[k],
        _ => turn.one_left[k],
    };
    if rolls_left == 0 {
        return Vec::new();
    }
    let mut keeps = m.subsets(r);
    keeps.sort_unstable();
    keeps
        .into_iter()
        .map(|k| Advice {
            choice: Choice::Keep {
                dice: m.dice(k),
                ten: None,
            },
            ev: value(k),
        })
        .collect()
}

/// The open boxes of state `s` for `dice` (served when `rolls_left` is 2), each valued
/// `end(state after, points)`.
pub fn box_options(
    table: &GeneralaTable,
    s: State,
    dice: &[u8],
    rolls_left: u8,
    end: impl Fn(State, u16) -> f64,
) -> Vec<Advice> {
    let m = Multisets::get();
    let r = m.index(&counts_of(dice));
    let points = table.points();
    points
        .boxes
        .iter()
        .enumerate()
        .filter(|(b, _)| s & (1 << b) == 0)
        .map(|(b, &id)| {
            let p = points.of(r, b, rolls_left == 2, table.fifty(s));
            Advice {
                choice: Choice::Box(id),
                ev: end(table.after(s, b, p), p),
            }
        })
        .collect()
}
