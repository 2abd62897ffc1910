//! The solved values of one rule variant of classic Kniffel.

use super::scoring::scoring;
use crate::engine::classic::ClassicRules;
use kniffel_solver::position::{Position, SLOTS};
use kniffel_solver::{values, Scoring};

/// Expected points still to come (bonuses included) from every turn-start position under
/// optimal play, for one rule variant.
#[derive(Clone)]
pub struct Table {
    rules: ClassicRules,
    scoring: Scoring,
    values: Vec<f64>,
    states: usize,
}

/// Why stored table values were not taken.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("a table has {expected} values, not {got}")]
    WrongLength { expected: usize, got: usize },
    /// (No number in the message: formatting a float would add its code to the app.)
    #[error("the start value is not a solved table's")]
    NotSolved,
}

impl Table {
    /// Solves every reachable position under `rules`. `progress(done, of)` is called after
    /// each batch of box sets.
    pub fn solve(rules: ClassicRules, progress: &mut dyn FnMut(u32, u32)) -> Table {
        let scoring = scoring(rules);
        let (values, states) = values::solve(&scoring, progress);
        Table {
            rules,
            scoring,
            values,
            states,
        }
    }

    /// A table from values stored earlier (e.g. the browser's cache).
    pub fn from_values(rules: ClassicRules, values: Vec<f64>) -> Result<Table, TableError> {
        if values.len() != SLOTS {
            return Err(TableError::WrongLength {
                expected: SLOTS,
                got: values.len(),
            });
        }
        let start = values[Position::START.slot()];
        if !(200.0..400.0).contains(&start) {
            return Err(TableError::NotSolved);
        }
        Ok(Table {
            rules,
            scoring: scoring(rules),
            values,
            states: 0,
        })
    }

    pub fn rules(&self) -> ClassicRules {
        self.rules
    }

    /// The rules as the solver reads them.
    pub fn scoring(&self) -> &Scoring {
        &self.scoring
    }

    /// Every slot's value (see `position::slot`), for storing the table.
    pub fn values(&self) -> &[f64] {
        &self.values
    }

    /// How many positions the solve computed (those sharing a value counted once).
    pub fn states(&self) -> usize {
        self.states
    }

    /// Expected points still to come from `p` under optimal play.
    pub fn value(&self, p: Position) -> f64 {
        self.values[p.slot()]
    }

    /// The optimal-play expected final total of a new game.
    pub fn start_value(&self) -> f64 {
        self.value(Position::START)
    }
}
