//! The solved tables of this program, one per rule variant, shared by the strong
//! computer player and the advisor. Natively a table is solved on first use (about a
//! second); in the browser the solver worker hands it in (`install`), since a solve on
//! the page's thread would freeze it.

use super::scoring::scoring;
use super::table::SolvedTable;
use crate::engine::{ClassicRules, RuleSet};
use kniffel_solver::scoring::fingerprint;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

/// Every rule variant of classic Kniffel, one table each (in `index` order).
pub const VARIANTS: [ClassicRules; 4] = [
    ClassicRules {
        rule_set: RuleSet::Kniffel,
        joker: false,
    },
    ClassicRules {
        rule_set: RuleSet::Kniffel,
        joker: true,
    },
    ClassicRules {
        rule_set: RuleSet::Yahtzee,
        joker: false,
    },
    ClassicRules {
        rule_set: RuleSet::Yahtzee,
        joker: true,
    },
];

static TABLES: [OnceLock<SolvedTable>; 4] = [const { OnceLock::new() }; 4];
/// Per rule variant: the table could not be had (no worker, no wasm), so the computer
/// players who need it play on without it rather than wait for ever.
static GIVEN_UP: [AtomicBool; 4] = [const { AtomicBool::new(false) }; 4];

/// The place of `rules` in `VARIANTS` (and of its table here): how a worker names a rule
/// variant to another.
pub fn index(rules: ClassicRules) -> usize {
    (rules.rule_set == RuleSet::Yahtzee) as usize * 2 + rules.joker as usize
}

fn slot(rules: ClassicRules) -> &'static OnceLock<SolvedTable> {
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
pub fn ready(rules: ClassicRules) -> Option<&'static SolvedTable> {
    slot(rules).get()
}

/// Keeps a table handed in (from the solver worker or a cache); a second one for the
/// same rules is dropped, and so is a part (`SolvedTable::solve_part`): every question takes
/// a kept table as whole.
pub fn install(table: SolvedTable) {
    if table.is_whole() {
        let _ = slot(table.rules()).set(table);
    }
}

/// The table for `rules`, solved now if needed: natively only (see the module doc).
#[cfg(not(target_arch = "wasm32"))]
pub fn solved(rules: ClassicRules) -> &'static SolvedTable {
    slot(rules).get_or_init(|| SolvedTable::solve(rules, &mut |_, _| {}))
}

/// The table for `rules` when a computer player or a hint can use it now.
pub fn available(rules: ClassicRules) -> Option<&'static SolvedTable> {
    #[cfg(not(target_arch = "wasm32"))]
    return Some(solved(rules));
    #[cfg(target_arch = "wasm32")]
    ready(rules)
}

/// The file name the table of `rules` is stored under (in the browser's cache): the
/// fingerprint of its scoring words, which carry the solver's version, so a change of
/// rules or solver never reads an old table.
pub fn stored_name(rules: ClassicRules) -> String {
    let fingerprint = fingerprint(&scoring(rules).to_words());
    format!("solver-table-{fingerprint:016x}.bin")
}

/// Whether `address` (a URL or a path) ends in the stored name of one of this program's
/// tables. Any other table is of an older solver or rules: nothing will read it again.
pub fn is_current(address: &str) -> bool {
    let name = address.rsplit('/').next().unwrap_or(address);
    VARIANTS.iter().any(|&rules| stored_name(rules) == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_are_every_rule_variant_in_index_order() {
        for (i, rules) in VARIANTS.into_iter().enumerate() {
            assert_eq!(index(rules), i, "{rules:?}");
        }
    }

    #[test]
    fn stored_names_are_current_and_old_ones_are_not() {
        let names: Vec<String> = VARIANTS.into_iter().map(stored_name).collect();
        for (i, name) in names.iter().enumerate() {
            assert!(name.starts_with("solver-table-") && name.ends_with(".bin"));
            // Variants scored alike share a table, others never.
            for j in 0..i {
                let alike = scoring(VARIANTS[i]) == scoring(VARIANTS[j]);
                assert_eq!(names[j] == *name, alike, "{name}: {i} and {j}");
            }
            assert!(is_current(name));
            assert!(is_current(&format!("./{name}")));
            assert!(is_current(&format!("https://pasch.example/app/{name}")));
            assert!(!is_current(&format!("https://pasch.example/{name}.old")));
        }
        assert!(!is_current("./solver-table-0000000000000000.bin"));
        assert!(!is_current(""));
    }
}
