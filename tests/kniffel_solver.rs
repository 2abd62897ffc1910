//! The exact solitaire Kniffel solver against values from an independent solver.

use pasch::ai::kniffel::Table;
use pasch::engine::classic::{ClassicRules, RuleSet};

fn solve(rule_set: RuleSet, joker: bool) -> Table {
    Table::solve(ClassicRules { rule_set, joker }, &mut |_, _| {})
}

#[test]
fn kniffel_rules_with_joker_average_248_321030() {
    let t = std::time::Instant::now();
    let table = solve(RuleSet::Kniffel, true);
    eprintln!(
        "{} {} {:?}",
        table.start_value(),
        table.states(),
        t.elapsed()
    );
    assert!(
        (table.start_value() - 248.321030).abs() < 1e-6,
        "{}",
        table.start_value()
    );
}
