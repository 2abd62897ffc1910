//! The solved tables of this program, one per rule variant, shared by the strong
//! computer player and the advisor. Natively a table is solved on first use (about a
//! second); in the browser the solver worker hands it in (`install`), since a solve on
//! the page's thread would freeze it.

use super::Table;
use crate::engine::classic::{ClassicRules, RuleSet};
use std::sync::OnceLock;

static TABLES: [OnceLock<Table>; 4] = [const { OnceLock::new() }; 4];

fn slot(rules: ClassicRules) -> &'static OnceLock<Table> {
    let set = (rules.rule_set == RuleSet::Yahtzee) as usize;
    &TABLES[set * 2 + rules.joker as usize]
}

/// The table for `rules` if it is solved or installed already.
pub fn ready(rules: ClassicRules) -> Option<&'static Table> {
    slot(rules).get()
}

/// Keeps a table handed in (from the solver worker or a cache); a second one for the
/// same rules is dropped.
pub fn install(table: Table) {
    let _ = slot(table.rules()).set(table);
}

/// The table for `rules`, solved now if needed: natively only (see the module doc).
#[cfg(not(target_arch = "wasm32"))]
pub fn solved(rules: ClassicRules) -> &'static Table {
    slot(rules).get_or_init(|| Table::solve(rules, &mut |_, _| {}))
}

/// The table for `rules` when a computer player or a hint can use it now.
pub fn available(rules: ClassicRules) -> Option<&'static Table> {
    #[cfg(not(target_arch = "wasm32"))]
    return Some(solved(rules));
    #[cfg(target_arch = "wasm32")]
    ready(rules)
}
