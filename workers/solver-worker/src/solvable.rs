//! The tables the brain solves with its helpers and keeps in the browser's cache: classic
//! Kniffel's rule variants and Yatzy's free-order rule sets (forced order's is solved in
//! a moment and never kept). One number names each to a helper (`index`), one file name
//! in the cache (`stored_name`); both games' tables are stored alike (`to_bytes` with
//! its checksum).

use kniffel_solver::games::YATZY;
use kniffel_solver::shape::Shape;
use kniffel_solver::Scoring;
use pasch::ai::kniffel::scoring::scoring as classic_scoring;
use pasch::ai::kniffel::table::SolvedTable;
use pasch::ai::kniffel::tables::{self, VARIANTS};
use pasch::ai::yatzy::table::{scoring as yatzy_scoring, YatzyTable};
use pasch::ai::yatzy::tables as yatzy_tables;
use pasch::engine::{ClassicRules, YatzyRules};

/// One table the pool can solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Solvable {
    /// A classic Kniffel rule variant's.
    Classic(ClassicRules),
    /// A Yatzy rule set's (free order).
    Yatzy(YatzyRules),
}

impl Solvable {
    /// The number that names it to a helper: classic's variants first, then Yatzy's.
    pub fn index(self) -> u32 {
        match self {
            Solvable::Classic(rules) => tables::index(rules) as u32,
            Solvable::Yatzy(rules) => (VARIANTS.len() + yatzy_tables::index(rules)) as u32,
        }
    }

    /// The table named `index` (`index`'s inverse).
    pub fn at(index: u32) -> Option<Solvable> {
        let index = index as usize;
        match index.checked_sub(VARIANTS.len()) {
            None => VARIANTS.get(index).copied().map(Solvable::Classic),
            Some(yatzy) => yatzy_tables::rules_at(yatzy)
                .filter(|rules| !rules.forced_order)
                .map(Solvable::Yatzy),
        }
    }

    /// Its sheet as the solver sees it.
    pub fn shape(self) -> Shape {
        match self {
            Solvable::Classic(_) => Shape::CLASSIC,
            Solvable::Yatzy(_) => YATZY,
        }
    }

    /// Its rules as the solver reads them.
    pub fn scoring(self) -> Scoring {
        match self {
            Solvable::Classic(rules) => classic_scoring(rules),
            Solvable::Yatzy(rules) => yatzy_scoring(rules),
        }
    }

    /// Its key in the browser's cache.
    pub fn key(self) -> String {
        let name = match self {
            Solvable::Classic(rules) => tables::stored_name(rules),
            Solvable::Yatzy(rules) => yatzy_tables::stored_name(rules),
        };
        format!("./{name}")
    }

    /// Installs it from `values` solved by the pool (or, should they be refused, which a
    /// solve's never are, solved here alone).
    pub fn install_solved(self, values: Vec<f64>, states: usize) {
        match self {
            Solvable::Classic(rules) => tables::install(
                SolvedTable::from_shared(rules, values, states)
                    .unwrap_or_else(|_| SolvedTable::solve(rules, &mut |_, _| {})),
            ),
            Solvable::Yatzy(rules) => yatzy_tables::install(
                YatzyTable::from_values(rules, values).unwrap_or_else(|_| YatzyTable::solve(rules)),
            ),
        }
    }

    /// Installs it from bytes kept in the cache; `false` for damaged bytes.
    pub fn install_stored(self, bytes: &[u8]) -> bool {
        match self {
            Solvable::Classic(rules) => SolvedTable::from_bytes(rules, bytes)
                .map(tables::install)
                .is_ok(),
            Solvable::Yatzy(rules) => YatzyTable::from_bytes(rules, bytes)
                .map(yatzy_tables::install)
                .is_ok(),
        }
    }

    /// Its bytes to keep in the cache, if the brain has it.
    pub fn stored(self) -> Option<Vec<u8>> {
        match self {
            Solvable::Classic(rules) => tables::ready(rules).map(SolvedTable::to_bytes),
            Solvable::Yatzy(rules) => yatzy_tables::ready(rules).map(YatzyTable::to_bytes),
        }
    }

    /// Whether `address` ends in the stored name of one of this program's tables: any
    /// other is of an older solver or rules, which nothing will read again.
    pub fn is_current(address: &str) -> bool {
        tables::is_current(address) || yatzy_tables::is_current(address)
    }
}
