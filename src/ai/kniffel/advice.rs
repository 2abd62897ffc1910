//! What each choice of a turn is worth: every distinct keep while rolls are left, every
//! allowed box after the last roll, best first. A value is the expected final total minus
//! the points on the sheet now, under optimal play from here (this turn's box, later upper
//! bonus and extra-Kniffel bonuses included).

use super::scoring::position_of;
use super::table::SolvedTable;
use crate::ai::advice::{keep_options, Advice, Choice, KeepMemoOf};
use crate::engine::{BoxOrder, ClassicRules, Sheet, Variant, CLASSIC_BOXES, SHEET_ROLLS};
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
        keep_options(keeps_of(memo, table, p), dice, rolls_left)
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
pub type KeepMemo = KeepMemoOf<(ClassicRules, Position)>;

/// The keep values of `p` under `table`, from `memo` unless another position was asked
/// last.
fn keeps_of<'m>(memo: &'m mut KeepMemo, table: &SolvedTable, p: Position) -> &'m KeepValues {
    memo.get((table.rules(), p), || {
        KeepValues::new(table.values(), table.scoring(), p)
    })
}
