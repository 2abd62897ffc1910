//! The solved Yatzy tables of this program, one per rule set (the two scoring switches
//! and forced order: eight), shared by the strong player, the hint, the review and the
//! CLI. Each is solved on first use: natively in about two seconds; in the browser the
//! brain's worker solves it with its helpers (or reads it from the browser's cache) and
//! hands it in (`install`), off the page's thread (forced order's in a moment).

use super::table::{scoring, YatzyTable};
use crate::engine::YatzyRules;
use kniffel_solver::scoring::{fingerprint, SOLVER_VERSION};
use std::sync::OnceLock;

static TABLES: [OnceLock<YatzyTable>; 8] = [const { OnceLock::new() }; 8];

/// How many rule sets there are (`index` is below it).
pub const RULE_SETS: usize = 8;

/// The place of `rules` among the tables: how a worker names a rule set to another.
pub fn index(rules: YatzyRules) -> usize {
    usize::from(rules.five_equal_full_house)
        | usize::from(rules.four_equal_two_pairs) << 1
        | usize::from(rules.forced_order) << 2
}

/// The rule set at `index` (`index`'s inverse), none past the last.
pub fn rules_at(index: usize) -> Option<YatzyRules> {
    (index < RULE_SETS).then_some(YatzyRules {
        five_equal_full_house: index & 1 != 0,
        four_equal_two_pairs: index & 2 != 0,
        forced_order: index & 4 != 0,
    })
}

/// Keeps a table handed in (solved by the brain's workers, or read from a cache); a
/// second one for the same rules is dropped.
pub fn install(table: YatzyTable) {
    let _ = TABLES[index(table.rules())].set(table);
}

/// The file name the table of `rules` is stored under (in the browser's cache): the
/// fingerprint of the solver's version and every roll's points, so a change of rules or
/// solver never reads an old table.
pub fn stored_name(rules: YatzyRules) -> String {
    let scoring = scoring(rules);
    let boxes = usize::from(scoring.shape.boxes);
    let words: Vec<u32> = [SOLVER_VERSION, u32::from(scoring.shape.bonus_at)]
        .into_iter()
        .chain(
            scoring
                .points
                .iter()
                .flat_map(|row| &row[..boxes])
                .map(|&p| u32::from(p)),
        )
        .collect();
    format!("yatzy-table-{:016x}.bin", fingerprint(&words))
}

/// Whether `address` (a URL or a path) ends in the stored name of one of this program's
/// Yatzy tables (free order: forced order's is never stored).
pub fn is_current(address: &str) -> bool {
    let name = address.rsplit('/').next().unwrap_or(address);
    (0..RULE_SETS)
        .filter_map(rules_at)
        .any(|rules| !rules.forced_order && stored_name(rules) == name)
}

/// The table for `rules` if it is solved already.
pub fn ready(rules: YatzyRules) -> Option<&'static YatzyTable> {
    TABLES[index(rules)].get()
}

/// The table for `rules`, solved now if needed.
pub fn solved(rules: YatzyRules) -> &'static YatzyTable {
    solved_beating(rules, &|| {})
}

/// `solved`, calling `beat` now and then while it solves (a brain's heartbeat: in the
/// browser a second or more of silence at the first question of a Yatzy game).
pub fn solved_beating(rules: YatzyRules, beat: &dyn Fn()) -> &'static YatzyTable {
    TABLES[index(rules)].get_or_init(|| YatzyTable::solve_beating(rules, beat))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_set_has_its_own_table() {
        for i in 0..RULE_SETS {
            assert_eq!(rules_at(i).map(index), Some(i));
        }
        assert_eq!(rules_at(RULE_SETS), None);
    }

    #[test]
    fn stored_names_tell_the_rule_sets_apart() {
        let free: Vec<String> = (0..4).filter_map(rules_at).map(stored_name).collect();
        for (i, name) in free.iter().enumerate() {
            assert!(name.starts_with("yatzy-table-") && name.ends_with(".bin"));
            assert!(is_current(&format!("https://pasch.example/app/{name}")));
            assert!(!free[..i].contains(name), "{name}");
        }
        assert!(!is_current("./yatzy-table-0000000000000000.bin"));
    }
}
