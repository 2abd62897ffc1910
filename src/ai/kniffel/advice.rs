//! What each choice of a turn is worth: every distinct keep while rolls are left, every
//! allowed box after the last roll, best first. A value is the expected final total minus
//! the points on the sheet now, under optimal play from here (this turn's box, later upper
//! bonus and extra-Kniffel bonuses included).

use super::multisets::{counts_of, Multisets};
use super::position::Position;
use super::scoring::position_of;
use super::table::Table;
use super::turn::{fill_value, KeepValues};
use crate::engine::scoresheet::classic::{offer, ClassicRules, CLASSIC_BOXES};
use crate::engine::scoresheet::sheet::{BoxId, Sheet};
use std::cell::RefCell;
use std::rc::Rc;

/// One choice of a turn.
#[derive(Clone, Debug, PartialEq)]
pub enum Choice {
    /// Keep these dice (ascending) and roll the others; all five: stop rolling.
    Keep(Vec<u8>),
    /// Fill this box with the dice.
    Box(BoxId),
}

/// A choice and its expected value.
#[derive(Clone, Debug, PartialEq)]
pub struct Advice {
    pub choice: Choice,
    pub ev: f64,
}

/// Every choice for `dice` (five values 1..=6) on `sheet` with `rolls_left` (0..=2), best
/// first; equal values keep keeps by size (fewer dice first) and boxes in sheet order.
pub fn advise(table: &Table, sheet: &Sheet, dice: &[u8], rolls_left: u8) -> Vec<Advice> {
    let p = position_of(sheet);
    let mut options = if rolls_left == 0 {
        box_options(table, sheet, p, dice)
    } else {
        keep_options(table, p, dice, rolls_left)
    };
    options.sort_by(|a, b| b.ev.total_cmp(&a.ev));
    options
}

fn box_options(table: &Table, sheet: &Sheet, p: Position, dice: &[u8]) -> Vec<Advice> {
    let allowed = offer(dice, sheet, table.rules());
    allowed
        .allowed
        .iter()
        .map(|&(box_id, points)| {
            let index = CLASSIC_BOXES.iter().position(|&b| b == box_id);
            let after = index.map_or(f64::NEG_INFINITY, |i| {
                fill_value(table.values(), p, i, points)
            });
            Advice {
                choice: Choice::Box(box_id),
                ev: after + allowed.bonus as f64,
            }
        })
        .collect()
}

/// The keep values of the position asked last: a turn asks about one position several
/// times (each roll, each hold a computer sets), and they take a few thousand steps.
fn keep_values(table: &Table, p: Position) -> Rc<KeepValues> {
    type Last = Option<(ClassicRules, Position, Rc<KeepValues>)>;
    thread_local!(static LAST: RefCell<Last> = const { RefCell::new(None) });
    LAST.with_borrow_mut(|last| match last {
        Some((rules, at, values)) if *rules == table.rules() && *at == p => values.clone(),
        _ => {
            let values = Rc::new(KeepValues::new(table.values(), table.scoring(), p));
            *last = Some((table.rules(), p, values.clone()));
            values
        }
    })
}

fn keep_options(table: &Table, p: Position, dice: &[u8], rolls_left: u8) -> Vec<Advice> {
    let m = Multisets::get();
    let keeps = keep_values(table, p);
    let values = if rolls_left >= 2 {
        &keeps.two_rolls_left
    } else {
        &keeps.one_roll_left
    };
    let mut subsets = m.subsets(m.index(&counts_of(dice)));
    subsets.sort_unstable();
    subsets
        .into_iter()
        .map(|k| Advice {
            choice: Choice::Keep(m.dice(k)),
            ev: values[k],
        })
        .collect()
}
