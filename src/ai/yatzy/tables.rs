//! The solved Yatzy tables of this program, one per rule set (the two scoring switches
//! and forced order: eight), shared by the strong player, the hint, the review and the
//! CLI. Each is solved on first use: natively in about two seconds, in the browser by
//! the brain's worker, off the page's thread (forced order's in a moment).

use super::table::YatzyTable;
use crate::engine::YatzyRules;
use std::sync::OnceLock;

static TABLES: [OnceLock<YatzyTable>; 8] = [const { OnceLock::new() }; 8];

/// The place of `rules` among the tables.
fn index(rules: YatzyRules) -> usize {
    usize::from(rules.five_equal_full_house)
        | usize::from(rules.four_equal_two_pairs) << 1
        | usize::from(rules.forced_order) << 2
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
        let mut seen = [false; 8];
        for bits in 0..8 {
            let rules = YatzyRules {
                five_equal_full_house: bits & 1 != 0,
                four_equal_two_pairs: bits & 2 != 0,
                forced_order: bits & 4 != 0,
            };
            seen[index(rules)] = true;
        }
        assert!(seen.iter().all(|&s| s));
    }
}
