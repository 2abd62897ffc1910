//! `pasch-cli solve`: solves solitaire Kniffel exactly and prints the optimal expected
//! total, the time taken and how many positions were computed.

use crate::ai::kniffel::Table;
use crate::engine::scoresheet::classic::{ClassicRules, RuleSet};
use serde::Serialize;
use std::time::Instant;

/// Reads `--game classic --rules kniffel|yahtzee [--joker on|off]`.
pub fn parse(args: &[String]) -> Result<ClassicRules, String> {
    let (mut game, mut rules, mut joker) = (None, None, None);
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((flag, value)) => (flag, Some(value.to_string())),
            None => (arg.as_str(), None),
        };
        let slot = match flag {
            "--game" => &mut game,
            "--rules" => &mut rules,
            "--joker" => &mut joker,
            _ => return Err(format!("unknown argument {arg:?}")),
        };
        if slot.is_some() {
            return Err(format!("{flag} is given twice"));
        }
        let value = match inline {
            Some(v) => v,
            None => match args.next() {
                Some(v) if !v.starts_with("--") => v.clone(),
                _ => return Err(format!("{flag} needs a value")),
            },
        };
        *slot = Some(value);
    }
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
    let table = Table::solve(rules, &mut |_, _| {});
    let answer = Answer {
        game: "classic",
        rules: rules.rule_set.id(),
        joker: rules.joker,
        ev: table.start_value(),
        seconds: start.elapsed().as_secs_f64(),
        states: table.states(),
    };
    serde_json::to_string(&answer).unwrap_or_else(|e| super::error_json(&e.to_string()))
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
