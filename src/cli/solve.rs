//! `pasch-cli solve`: solves solitaire Kniffel exactly and prints the optimal expected
//! total, the time taken and how many positions were computed.

use crate::ai::kniffel::SolvedTable;
use crate::engine::{ClassicRules, RuleSet};
use serde::Serialize;
use std::time::Instant;

/// The flags of `solve`, read as text: `parse` checks them, with its own messages.
#[derive(clap::Args, Clone, Debug, Default, PartialEq, Eq)]
pub struct Flags {
    /// The game solved: classic (the only one).
    #[arg(long, value_name = "classic")]
    pub game: Option<String>,
    /// The rule set: kniffel or yahtzee (the extra-Kniffel bonus of each).
    #[arg(long, value_name = "kniffel|yahtzee")]
    pub rules: Option<String>,
    /// Whether a further Kniffel is a joker for the lower boxes [default: on].
    #[arg(long, value_name = "on|off")]
    pub joker: Option<String>,
}

/// Checks `--game classic --rules kniffel|yahtzee [--joker on|off]`.
pub fn parse(flags: &Flags) -> Result<ClassicRules, String> {
    let Flags { game, rules, joker } = flags.clone();
    match game.as_deref() {
        Some("classic") => {}
        Some(other) => return Err(format!("solve knows --game classic only, not {other:?}")),
        None => return Err("missing --game classic".into()),
    }
    let rules = rules.ok_or("missing --rules kniffel|yahtzee")?;
    let rule_set = RuleSet::from_id(&rules)
        .ok_or_else(|| format!("unknown rules {rules:?} (kniffel or yahtzee)"))?;
    let joker = match joker.as_deref() {
        None | Some("on") => true,
        Some("off") => false,
        Some(other) => return Err(format!("--joker is on or off, not {other:?}")),
    };
    Ok(ClassicRules { rule_set, joker })
}

/// Solves and returns the answer line.
pub fn solve(rules: ClassicRules) -> String {
    let start = Instant::now();
    let table = SolvedTable::solve(rules, &mut |_, _| {});
    let answer = Answer {
        game: "classic",
        rules: rules.rule_set.id(),
        joker: rules.joker,
        ev: table.start_value(),
        seconds: start.elapsed().as_secs_f64(),
        states: table.states(),
    };
    serde_json::to_string(&answer).unwrap_or_else(|e| super::lines::error_json(&e.to_string()))
}

/// The answer line, fields in this order.
#[derive(Serialize)]
struct Answer {
    game: &'static str,
    rules: &'static str,
    joker: bool,
    ev: f64,
    seconds: f64,
    states: usize,
}
