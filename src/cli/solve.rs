//! `pasch-cli solve`: solves a solitaire game exactly (classic Kniffel, Yatzy, Maxi Yatzy
//! without saved rolls) and prints the optimal expected total, the time taken and how
//! many positions were computed; for Yatzy and Maxi Yatzy also the table's hash, so that
//! others can check their table against it (docs/solver.md).

use crate::ai::kniffel::SolvedTable;
use crate::engine::{ClassicRules, RuleSet};
use kniffel_solver::games::{self, MaxiBonus};
use kniffel_solver::threads::solve_threads;
use kniffel_solver::values::table_hash;
use serde::Serialize;
use std::time::Instant;

/// The flags of `solve`, read as text: `parse` checks them, with its own messages.
#[derive(clap::Args, Clone, Debug, Default, PartialEq, Eq)]
pub struct Flags {
    /// The game solved: classic, yatzy or maxi_yatzy (without saved rolls).
    #[arg(long, value_name = "classic|yatzy|maxi_yatzy")]
    pub game: Option<String>,
    /// Classic only: the rule set, kniffel or yahtzee (the extra-Kniffel bonus of each).
    #[arg(long, value_name = "kniffel|yahtzee")]
    pub rules: Option<String>,
    /// Classic only: whether a further Kniffel is a joker for the lower boxes [default: on].
    #[arg(long, value_name = "on|off")]
    pub joker: Option<String>,
    /// Maxi Yatzy only: the upper bonus, 100 (at 84) or 50 (at 75) [default: 100].
    #[arg(long, value_name = "100|50")]
    pub bonus: Option<String>,
    /// Yatzy and Maxi Yatzy: threads to solve on [default: the machine's cores].
    #[arg(long, value_name = "N")]
    pub threads: Option<String>,
}

/// What `solve` solves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Solve {
    /// Classic Kniffel under these rules (one thread, as the app solves it).
    Classic(ClassicRules),
    /// Yatzy on this many threads.
    Yatzy {
        /// Threads to solve on.
        threads: usize,
    },
    /// Maxi Yatzy without saved rolls on this many threads.
    MaxiYatzy {
        /// The upper bonus.
        bonus: MaxiBonus,
        /// Threads to solve on.
        threads: usize,
    },
}

/// Checks `--game classic --rules kniffel|yahtzee [--joker on|off]`, `--game yatzy` and
/// `--game maxi_yatzy [--bonus 100|50]` (the last two with `[--threads N]`).
pub fn parse(flags: &Flags) -> Result<Solve, String> {
    let Flags {
        game,
        rules,
        joker,
        bonus,
        threads,
    } = flags.clone();
    let game = game.ok_or("missing --game classic|yatzy|maxi_yatzy")?;
    let only = |flag: &str, given: bool, games: &str| {
        if given {
            Err(format!("{flag} is for {games} only, not --game {game}"))
        } else {
            Ok(())
        }
    };
    if game != "classic" {
        only("--rules", rules.is_some(), "--game classic")?;
        only("--joker", joker.is_some(), "--game classic")?;
    }
    if game != "maxi_yatzy" {
        only("--bonus", bonus.is_some(), "--game maxi_yatzy")?;
    }
    let threads = match threads.as_deref() {
        None => std::thread::available_parallelism().map_or(1, usize::from),
        Some(n) => match n.parse::<usize>() {
            Ok(n @ 1..=256) => n,
            _ => return Err(format!("--threads is a number from 1 to 256, not {n:?}")),
        },
    };
    match game.as_str() {
        "classic" => {
            only("--threads", flags.threads.is_some(), "yatzy and maxi_yatzy")?;
            classic(rules, joker).map(Solve::Classic)
        }
        "yatzy" => Ok(Solve::Yatzy { threads }),
        "maxi_yatzy" => {
            let bonus = match bonus.as_deref() {
                None | Some("100") => MaxiBonus::Hundred,
                Some("50") => MaxiBonus::Fifty,
                Some(other) => return Err(format!("--bonus is 100 or 50, not {other:?}")),
            };
            Ok(Solve::MaxiYatzy { bonus, threads })
        }
        other => Err(format!(
            "solve knows --game classic, yatzy or maxi_yatzy, not {other:?}"
        )),
    }
}

/// Checks classic's `--rules kniffel|yahtzee [--joker on|off]`.
fn classic(rules: Option<String>, joker: Option<String>) -> Result<ClassicRules, String> {
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
pub fn solve(what: Solve) -> String {
    let start = Instant::now();
    let (scoring, threads, bonus) = match what {
        Solve::Classic(rules) => {
            let table = SolvedTable::solve(rules, &mut |_, _| {});
            let answer = Classic {
                game: "classic",
                rules: rules.rule_set.id(),
                joker: rules.joker,
                ev: table.start_value(),
                seconds: start.elapsed().as_secs_f64(),
                states: table.states(),
            };
            return line(&answer);
        }
        Solve::Yatzy { threads } => (games::yatzy(), threads, None),
        Solve::MaxiYatzy { bonus, threads } => (games::maxi_yatzy(bonus), threads, Some(bonus)),
    };
    let (values, states) = solve_threads(&scoring, threads, &mut |_, _| {});
    let seconds = start.elapsed().as_secs_f64();
    let shape = scoring.shape;
    let answer = Nordic {
        game: if bonus.is_some() {
            "maxi_yatzy"
        } else {
            "yatzy"
        },
        bonus: bonus.map(|_| shape.bonus),
        bonus_at: bonus.map(|_| shape.bonus_at),
        saved_rolls: bonus.map(|_| false),
        ev: values[0],
        seconds,
        states,
        reachable: shape.reachable_states(),
        hash: format!("{:016x}", table_hash(shape, &values)),
        threads,
    };
    line(&answer)
}

/// `answer` as one JSON line (an error line should it not serialise).
fn line(answer: &impl Serialize) -> String {
    serde_json::to_string(answer).unwrap_or_else(|e| super::lines::error_json(&e.to_string()))
}

/// Classic's answer line, fields in this order.
#[derive(Serialize)]
struct Classic {
    game: &'static str,
    rules: &'static str,
    joker: bool,
    ev: f64,
    seconds: f64,
    states: usize,
}

/// Yatzy's and Maxi Yatzy's answer line, fields in this order (the bonus fields and
/// `saved_rolls` for Maxi Yatzy only).
#[derive(Serialize)]
struct Nordic {
    game: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    bonus: Option<u16>,
    #[serde(skip_serializing_if = "Option::is_none")]
    bonus_at: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    saved_rolls: Option<bool>,
    ev: f64,
    seconds: f64,
    states: usize,
    reachable: u64,
    hash: String,
    threads: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flags(args: &[(&str, &str)]) -> Flags {
        let get = |name: &str| {
            args.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        };
        Flags {
            game: get("game"),
            rules: get("rules"),
            joker: get("joker"),
            bonus: get("bonus"),
            threads: get("threads"),
        }
    }

    #[test]
    fn the_games_and_their_flags_are_read() {
        assert_eq!(
            parse(&flags(&[("game", "yatzy"), ("threads", "2")])),
            Ok(Solve::Yatzy { threads: 2 })
        );
        assert_eq!(
            parse(&flags(&[
                ("game", "maxi_yatzy"),
                ("bonus", "50"),
                ("threads", "1")
            ])),
            Ok(Solve::MaxiYatzy {
                bonus: MaxiBonus::Fifty,
                threads: 1
            })
        );
        assert_eq!(
            parse(&flags(&[("game", "classic"), ("rules", "yahtzee")])),
            Ok(Solve::Classic(ClassicRules {
                rule_set: RuleSet::Yahtzee,
                joker: true
            }))
        );
    }

    #[test]
    fn bad_flags_say_what_is_wrong() {
        for (args, says) in [
            (&[][..], "missing --game"),
            (&[("game", "generala")], "not \"generala\""),
            (
                &[("game", "yatzy"), ("rules", "kniffel")],
                "--rules is for --game classic",
            ),
            (
                &[("game", "yatzy"), ("bonus", "100")],
                "--bonus is for --game maxi_yatzy",
            ),
            (
                &[("game", "maxi_yatzy"), ("bonus", "35")],
                "--bonus is 100 or 50",
            ),
            (
                &[("game", "maxi_yatzy"), ("threads", "0")],
                "--threads is a number",
            ),
            (
                &[("game", "classic"), ("rules", "kniffel"), ("threads", "2")],
                "--threads is for",
            ),
            (&[("game", "classic")], "missing --rules"),
        ] {
            let refused = parse(&flags(args)).expect_err(says);
            assert!(refused.contains(says), "{args:?}: {refused}");
        }
    }

    #[test]
    fn yatzy_is_solved_to_its_known_optimum() {
        let line = solve(Solve::Yatzy { threads: 2 });
        let answer: serde_json::Value = serde_json::from_str(&line).expect("a JSON line");
        let ev = answer["ev"].as_f64().expect("ev");
        assert!((ev - 248.439_989_4).abs() < 1e-6, "{line}");
        assert_eq!(answer["game"], "yatzy");
        assert_eq!(answer["hash"].as_str().map(str::len), Some(16), "{line}");
        assert!(answer.get("bonus").is_none());
    }
}
