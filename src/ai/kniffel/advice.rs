//! What each choice of a turn is worth: every distinct keep while rolls are left, every
//! allowed box after the last roll, best first. A value is the expected final total minus
//! the points on the sheet now, under optimal play from here (this turn's box, later upper
//! bonus and extra-Kniffel bonuses included).

use super::scoring::position_of;
use super::table::SolvedTable;
use crate::ai::advice::{Advice, Choice};
use crate::engine::{BoxOrder, ClassicRules, Sheet, Variant, CLASSIC_BOXES, SHEET_ROLLS};
use kniffel_solver::multisets::{counts_of, Multisets};
use kniffel_solver::position::Position;
use kniffel_solver::turn::{fill_value, KeepValues};

/// Every choice for `dice` (five values 1..=6) on `sheet` with `rolls_left` (0..=2), best
/// first; equal values keep keeps by size (fewer dice first) and boxes in sheet order.
pub fn advise(table: &SolvedTable, sheet: &Sheet, dice: &[u8], rolls_left: u8) -> Vec<Advice> {
    advise_with(&mut KeepMemo::default(), table, sheet, dice, rolls_left)
}

/// `advise`, with the keep values of the position asked last kept in `memo`: a turn
/// asks about one position several times (each roll, each hold a computer sets), and
/// they take a few thousand steps.
pub fn advise_with(
    memo: &mut KeepMemo,
    table: &SolvedTable,
    sheet: &Sheet,
    dice: &[u8],
    rolls_left: u8,
) -> Vec<Advice> {
    advise_in(memo, table, sheet, dice, rolls_left, BoxOrder::Free)
}

/// `advise_with` in a box order: the boxes are those the order allows (with the joker
/// as the order reads it), each valued by the free game's table; the keeps are valued
/// as in the free game (exact there, an estimate in a forced order).
pub fn advise_in(
    memo: &mut KeepMemo,
    table: &SolvedTable,
    sheet: &Sheet,
    dice: &[u8],
    rolls_left: u8,
    order: BoxOrder,
) -> Vec<Advice> {
    let p = position_of(sheet);
    let mut options = if rolls_left == 0 {
        box_options(table, sheet, p, dice, order)
    } else {
        keep_options(memo.get(table, p), dice, rolls_left)
    };
    options.sort_by(|a, b| b.ev.total_cmp(&a.ev));
    options
}

fn box_options(
    table: &SolvedTable,
    sheet: &Sheet,
    p: Position,
    dice: &[u8],
    order: BoxOrder,
) -> Vec<Advice> {
    let rules = table.rules();
    let allowed = Variant::Classic { rules }.offer_in(dice, sheet, SHEET_ROLLS, order);
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

/// The keep values of the position asked last, under the rules they were solved for.
#[derive(Clone, Default)]
pub struct KeepMemo {
    last: Option<(ClassicRules, Position, KeepValues)>,
}

impl std::fmt::Debug for KeepMemo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let at = self.last.as_ref().map(|(rules, p, _)| (rules, p));
        f.debug_struct("KeepMemo").field("last", &at).finish()
    }
}

impl KeepMemo {
    /// The keep values of `p` under `table`, worked out unless they were asked last.
    fn get(&mut self, table: &SolvedTable, p: Position) -> &KeepValues {
        let stale = |(rules, at, _): &(ClassicRules, Position, KeepValues)| {
            *rules != table.rules() || *at != p
        };
        if self.last.as_ref().is_some_and(stale) {
            self.last = None;
        }
        let (_, _, values) = self.last.get_or_insert_with(|| {
            (
                table.rules(),
                p,
                KeepValues::new(table.values(), table.scoring(), p),
            )
        });
        values
    }
}

fn keep_options(keeps: &KeepValues, dice: &[u8], rolls_left: u8) -> Vec<Advice> {
    let m = Multisets::get();
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
            choice: Choice::Keep {
                dice: m.dice(k),
                ten: None,
            },
            ev: values[k],
        })
        .collect()
}
