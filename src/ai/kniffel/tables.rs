//! The solved tables of this program, one per rule variant, shared by the strong
//! computer player and the advisor. Natively a table is solved on first use (about a
//! second); in the browser the solver worker hands it in (`install`), since a solve on
//! the page's thread would freeze it.

use super::Table;
use crate::engine::classic::{ClassicRules, RuleSet};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

static TABLES: [OnceLock<Table>; 4] = [const { OnceLock::new() }; 4];
/// Per rule variant: the table could not be had (no worker, no wasm), so the computer
/// players who need it play on without it rather than wait for ever.
static GIVEN_UP: [AtomicBool; 4] = [const { AtomicBool::new(false) }; 4];

fn index(rules: ClassicRules) -> usize {
    (rules.rule_set == RuleSet::Yahtzee) as usize * 2 + rules.joker as usize
}

fn slot(rules: ClassicRules) -> &'static OnceLock<Table> {
    &TABLES[index(rules)]
}

/// Notes that the table for `rules` could not be loaded (`false`: try again).
pub fn give_up(rules: ClassicRules, given_up: bool) {
    GIVEN_UP[index(rules)].store(given_up, Ordering::Relaxed);
}

/// Whether loading the table for `rules` failed and was not tried again since.
pub fn given_up(rules: ClassicRules) -> bool {
    GIVEN_UP[index(rules)].load(Ordering::Relaxed)
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
