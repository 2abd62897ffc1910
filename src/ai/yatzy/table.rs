//! The solved values of Yatzy under one set of house rules: the expected points still
//! to come (upper bonus included) from every turn-start state under optimal play.

use crate::ai::kniffel::table::{values_from_bytes, values_to_bytes, TableError};
use crate::engine::{Sheet, Variant, YatzyRules, YATZY_BOXES};
use kniffel_solver::games::YATZY;
use kniffel_solver::shape::{State, MAX_BOXES};
use kniffel_solver::turn::{fill_value_of, turn_values};
use kniffel_solver::{values, Scoring};

/// Expected points still to come from every turn-start state of one Yatzy rule set.
#[derive(Clone)]
pub struct YatzyTable {
    rules: YatzyRules,
    scoring: Scoring,
    values: Vec<f64>,
}

/// Yatzy's scoring under `rules`, read off the engine's own offer on an empty sheet (the
/// engine stays the one authority; forced order changes no box's points).
pub fn scoring(rules: YatzyRules) -> Scoring {
    let free = Variant::Yatzy {
        rules: YatzyRules {
            forced_order: false,
            ..rules
        },
    };
    let empty = Sheet::default();
    Scoring::of_shape(YATZY, |dice| {
        let offer = free.offer(dice, &empty);
        let mut row = [0; MAX_BOXES];
        for (points, b) in row.iter_mut().zip(YATZY_BOXES) {
            *points = offer.points_for(b).unwrap_or(0);
        }
        row
    })
}

/// The solver's state of a Yatzy sheet.
pub fn state_of(sheet: &Sheet) -> State {
    let filled = YATZY_BOXES
        .iter()
        .enumerate()
        .filter(|(_, &b)| !sheet.is_open(b))
        .fold(0u32, |bits, (i, _)| bits | 1 << i);
    State {
        filled,
        upper: sheet.upper_sum().clamp(0, i32::from(YATZY.bonus_at)) as u8,
        flag: false,
    }
}

/// The boxes a roll may fill in state `s`: every open one, or under forced order the
/// first open one from the top.
pub fn open_boxes(s: State, forced_order: bool) -> impl Iterator<Item = usize> {
    let open = (0..YATZY_BOXES.len()).filter(move |&i| !s.is_filled(i));
    open.take(if forced_order { 1 } else { YATZY_BOXES.len() })
}

/// The value of ending the turn with each roll (multisets `FIRST_ROLL..`, in order): the
/// best box for it, its points, bonus and the value of the state after it.
pub fn stop_values(values: &[f64], scoring: &Scoring, s: State, forced_order: bool) -> Vec<f64> {
    scoring
        .points
        .iter()
        .map(|row| {
            open_boxes(s, forced_order)
                .map(|b| fill_value_of(values, scoring, s, b, row[b]))
                .fold(f64::NEG_INFINITY, f64::max)
        })
        .collect()
}

impl YatzyTable {
    /// Solves every state of `rules` (about two seconds natively with free order; forced
    /// order, 1,024 states, at once).
    pub fn solve(rules: YatzyRules) -> YatzyTable {
        YatzyTable::solve_beating(rules, &|| {})
    }

    /// `solve`, calling `beat` after each batch of box sets (so that whoever waits for
    /// the brain hears it work).
    pub fn solve_beating(rules: YatzyRules, beat: &dyn Fn()) -> YatzyTable {
        let scoring = scoring(rules);
        let values = if rules.forced_order {
            solve_forced(&scoring)
        } else {
            values::solve(&scoring, &mut |_, _| beat()).0
        };
        YatzyTable {
            rules,
            scoring,
            values,
        }
    }

    /// A table of the free-order game from values solved elsewhere (by the brain's
    /// workers together) or stored earlier (`from_bytes`): refused unless there are as
    /// many as the table has and the start value is a solved one.
    pub fn from_values(rules: YatzyRules, values: Vec<f64>) -> Result<YatzyTable, TableError> {
        if values.len() != YATZY.slots() {
            return Err(TableError::WrongLength {
                expected: YATZY.slots(),
                got: values.len(),
            });
        }
        if rules.forced_order || !(200.0..300.0).contains(&values[YATZY.slot(State::START)]) {
            return Err(TableError::NotSolved);
        }
        Ok(YatzyTable {
            rules,
            scoring: scoring(rules),
            values,
        })
    }

    /// The table as stored (e.g. in the browser's cache), as classic Kniffel's are.
    pub fn to_bytes(&self) -> Vec<u8> {
        values_to_bytes(&self.values)
    }

    /// A table from bytes stored by `to_bytes`; damaged bytes are refused, never a panic.
    pub fn from_bytes(rules: YatzyRules, bytes: &[u8]) -> Result<YatzyTable, TableError> {
        YatzyTable::from_values(rules, values_from_bytes(bytes)?)
    }

    /// The house rules this table was solved for.
    pub fn rules(&self) -> YatzyRules {
        self.rules
    }

    /// The rules as the solver reads them.
    pub fn scoring(&self) -> &Scoring {
        &self.scoring
    }

    /// Every slot's value (`Shape::slot` of Yatzy's shape).
    pub fn values(&self) -> &[f64] {
        &self.values
    }

    /// Expected points still to come from `s` under optimal play.
    pub fn value(&self, s: State) -> f64 {
        self.values[YATZY.slot(s)]
    }

    /// The optimal-play expected final total of a new game.
    pub fn start_value(&self) -> f64 {
        self.value(State::START)
    }
}

/// Forced order: the states are the first `k` boxes filled with every upper sum; each
/// turn's value is that of three throws at the one box it may fill.
fn solve_forced(scoring: &Scoring) -> Vec<f64> {
    let shape = scoring.shape;
    let mut values = vec![0.0; shape.slots()];
    for k in (0..usize::from(shape.boxes)).rev() {
        let filled = (1u32 << k) - 1;
        for upper in 0..=shape.bonus_at {
            let s = State {
                filled,
                upper,
                flag: false,
            };
            let stop = stop_values(&values, scoring, s, true);
            values[shape.slot(s)] = turn_values(&stop, 3)[0];
        }
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;
    use kniffel_solver::games::yatzy;

    #[test]
    fn the_engines_scoring_is_the_crates() {
        assert!(scoring(YatzyRules::default()) == yatzy());
        let switched = YatzyRules {
            five_equal_full_house: true,
            ..YatzyRules::default()
        };
        assert!(scoring(switched) != yatzy());
    }

    #[test]
    fn yatzys_optimum_is_the_published_one() {
        let table = YatzyTable::solve(YatzyRules::default());
        assert!((table.start_value() - 248.439_989_377_854_9).abs() < 1e-6);
    }

    #[test]
    fn a_stored_table_reads_back_and_a_damaged_one_is_refused() {
        let table = crate::ai::yatzy::tables::solved(YatzyRules::default());
        let mut bytes = table.to_bytes();
        let back = YatzyTable::from_bytes(table.rules(), &bytes).map(|t| t.values);
        assert!(back.is_ok_and(|v| v == table.values));
        let last = bytes.len() - 1;
        bytes[last] ^= 1;
        assert!(YatzyTable::from_bytes(table.rules(), &bytes).is_err());
        let forced = YatzyRules {
            forced_order: true,
            ..table.rules()
        };
        assert!(YatzyTable::from_values(forced, table.values.clone()).is_err());
    }

    #[test]
    fn forced_order_is_worth_less_and_solved_state_by_state() {
        let forced = YatzyTable::solve(YatzyRules {
            forced_order: true,
            ..YatzyRules::default()
        });
        let start = forced.start_value();
        // 122.5585 (forced order costs the free choice of box: half the points).
        assert!((122.5..122.6).contains(&start), "{start}");
        // The last box alone: the yatzy, played for over three throws (4.603 %).
        let last = State {
            filled: (1 << 14) - 1,
            upper: 63,
            flag: false,
        };
        assert!((forced.value(last) - 50.0 * 0.046_028).abs() < 1e-3);
    }
}
