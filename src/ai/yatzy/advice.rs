//! What each choice of a Yatzy turn is worth, exactly: every distinct keep while rolls
//! are left, every box the roll may fill after the last, best first. A value is the
//! expected final total minus the points on the sheet now, under optimal play from here.

use super::table::{open_boxes, state_of, stop_values, YatzyTable};
use crate::ai::advice::{keep_options, Advice, Choice, KeepMemoOf};
use crate::engine::{Sheet, YatzyRules, YATZY_BOXES};
use kniffel_solver::multisets::{counts_of, Multisets};
use kniffel_solver::shape::State;
use kniffel_solver::turn::{fill_value_of, turn_values, KeepValues};

/// Every choice for `dice` (five values 1..=6) on `sheet` with `rolls_left` (0..=2), best
/// first; equal values keep keeps by size (fewer dice first) and boxes in sheet order.
pub fn advise(table: &YatzyTable, sheet: &Sheet, dice: &[u8], rolls_left: u8) -> Vec<Advice> {
    advise_with(
        &mut YatzyKeepMemo::default(),
        table,
        sheet,
        dice,
        rolls_left,
    )
}

/// `advise`, with the keep values of the state asked last kept in `memo` (a turn asks
/// about one state several times).
pub fn advise_with(
    memo: &mut YatzyKeepMemo,
    table: &YatzyTable,
    sheet: &Sheet,
    dice: &[u8],
    rolls_left: u8,
) -> Vec<Advice> {
    let s = state_of(sheet);
    let mut options = if rolls_left == 0 {
        box_options(table, s, dice)
    } else {
        keep_options(keeps_of(memo, table, s), dice, rolls_left)
    };
    options.sort_by(|a, b| b.ev.total_cmp(&a.ev));
    options
}

fn box_options(table: &YatzyTable, s: State, dice: &[u8]) -> Vec<Advice> {
    let m = Multisets::get();
    let roll = m.index(&counts_of(dice)) - m.first_roll;
    let Some(row) = table.scoring().points.get(roll) else {
        return Vec::new();
    };
    open_boxes(s, table.rules().forced_order)
        .map(|b| Advice {
            choice: Choice::Box(YATZY_BOXES[b]),
            ev: fill_value_of(table.values(), table.scoring(), s, b, row[b]),
        })
        .collect()
}

/// The keep values of the state asked last, under the rules they were solved for.
pub type YatzyKeepMemo = KeepMemoOf<(YatzyRules, State)>;

/// The keep values of `s` under `table`, from `memo` unless another state was asked last.
fn keeps_of<'m>(memo: &'m mut YatzyKeepMemo, table: &YatzyTable, s: State) -> &'m KeepValues {
    memo.get((table.rules(), s), || {
        let (one_roll_left, two_rolls_left) = keep_values(table, s);
        KeepValues {
            one_roll_left,
            two_rolls_left,
        }
    })
}

/// Each keep's value (by multiset) in state `s`: with one throw left, and with two.
pub fn keep_values(table: &YatzyTable, s: State) -> (Vec<f64>, Vec<f64>) {
    let stop = stop_values(
        table.values(),
        table.scoring(),
        s,
        table.rules().forced_order,
    );
    (turn_values(&stop, 1), turn_values(&stop, 2))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::yatzy::tables;
    use crate::engine::BoxId;
    use kniffel_solver::turn::KeepValues;

    #[test]
    fn keep_values_are_the_crates_and_the_turn_is_the_tables() {
        let table = tables::solved(YatzyRules::default());
        let mut sheet = Sheet::default();
        sheet.set(BoxId::Sixes, 24);
        sheet.set(BoxId::Chance, 22);
        let s = state_of(&sheet);
        let exact = KeepValues::of_state(table.values(), table.scoring(), s);
        let m = Multisets::get();
        for rolls_left in [1, 2] {
            for a in advise(table, &sheet, &[1, 3, 3, 5, 6], rolls_left) {
                let Choice::Keep { dice, .. } = &a.choice else {
                    panic!("a box with rolls left");
                };
                let k = m.index(&counts_of(dice));
                let want = if rolls_left == 2 {
                    exact.two_rolls_left[k]
                } else {
                    exact.one_roll_left[k]
                };
                assert!((a.ev - want).abs() < 1e-9, "{dice:?}: {} vs {want}", a.ev);
            }
        }
        // The turn's value from here is the table's (three throws, every keep).
        let stop = stop_values(table.values(), table.scoring(), s, false);
        assert!((turn_values(&stop, 3)[0] - table.value(s)).abs() < 1e-9);
    }

    #[test]
    fn a_yatzy_goes_in_the_yatzy_box_and_a_full_house_is_weighed() {
        let table = tables::solved(YatzyRules::default());
        let sheet = Sheet::default();
        let best =
            |dice: &[u8], rolls_left| advise(table, &sheet, dice, rolls_left)[0].choice.clone();
        assert_eq!(best(&[4, 4, 4, 4, 4], 0), Choice::Box(BoxId::Yatzy));
        assert_eq!(best(&[4, 4, 4, 4, 4], 2), Choice::keep(&[4, 4, 4, 4, 4]));
        assert_eq!(best(&[2, 3, 4, 5, 6], 0), Choice::Box(BoxId::LargeStraight));
        assert_eq!(best(&[1, 2, 3, 4, 5], 0), Choice::Box(BoxId::SmallStraight));
        // Four sixes and a one, two rolls left: keep the sixes.
        assert_eq!(best(&[6, 6, 6, 6, 1], 2), Choice::keep(&[6, 6, 6, 6]));
        // With the last roll taken, four sixes go to the sixes (24, the bonus's pace).
        assert_eq!(best(&[6, 6, 6, 6, 1], 0), Choice::Box(BoxId::Sixes));
    }

    #[test]
    fn forced_order_offers_the_first_open_box_only() {
        let rules = YatzyRules {
            forced_order: true,
            ..YatzyRules::default()
        };
        let table = tables::solved(rules);
        let options = advise(table, &Sheet::default(), &[1, 1, 1, 5, 6], 0);
        assert_eq!(options.len(), 1);
        assert_eq!(options[0].choice, Choice::Box(BoxId::Ones));
        // Playing for ones: keep the three ones.
        let keeps = advise(table, &Sheet::default(), &[1, 1, 1, 5, 6], 2);
        assert_eq!(keeps[0].choice, Choice::keep(&[1, 1, 1]));
    }
}
