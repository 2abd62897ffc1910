//! `pasch-cli advise`: the exact solver's value of every choice of a classic Kniffel or
//! Yatzy or Generala turn, one JSON request per line in, one answer per line out. Each
//! rule variant's table is solved once, the first time a request needs it. Maxi Yatzy's
//! values are the fitted ones (`ai::maxi`), estimates.

use super::lines::{answer_lines, error_json};
use super::score::{parse_sheet, yes, Entries};
use crate::ai::advice::{Advice, Choice};
use crate::ai::generala::advice::advise as generala_advise;
use crate::ai::generala::table::table;
use crate::ai::kniffel::advice::{advise_with, KeepMemo};
use crate::ai::kniffel::table::SolvedTable;
use crate::ai::maxi::advice::{advise_with as maxi_advise, MaxiMemo};
use crate::ai::yatzy::{self, advice::YatzyKeepMemo as YatzyMemo};
use crate::engine::{
    check_dice, ClassicRules, DieKind, GameKind, GeneralaRules, MaxiYatzyRules, RuleSet,
    YatzyRules, ALL_BOXES,
};
use serde::{Deserialize, Serialize};
use std::io::{self, BufRead, Write};

#[derive(Deserialize)]
#[serde(rename = "Request")] // the name serde's errors name, as before
#[serde(deny_unknown_fields)]
struct AdviseRequest {
    game: String,
    #[serde(default)]
    rules: RuleSet,
    #[serde(default = "yes")]
    joker: bool,
    #[serde(default)]
    sheet: Entries,
    dice: Vec<u8>,
    rolls_left: u8,
    /// Generala: a straight may run round the 1 (default off).
    straight_wrap: Option<bool>,
    /// Generala: the sheet has the Double Generala (default on).
    double_generala: Option<bool>,
    /// Yatzy's house rules (each off unless given, as `score` takes them).
    #[serde(default)]
    five_equal_full_house: bool,
    #[serde(default)]
    four_equal_two_pairs: bool,
    #[serde(default)]
    forced_order: bool,
    /// Maxi Yatzy: the 50-at-75 bonus (no values for it yet).
    #[serde(default)]
    small_bonus: bool,
    /// Maxi Yatzy: saved rolls (on unless given; `rolls_left` then counts them too).
    saved_rolls: Option<bool>,
}

/// The solved tables of this run, one per rule variant asked for.
#[derive(Default)]
pub struct Advisor {
    tables: Vec<SolvedTable>,
    /// The keep values of the position asked last (requests often ask one position's
    /// rolls in a row).
    memo: KeepMemo,
    /// The same for Yatzy (its tables are `ai::yatzy::tables`').
    yatzy_memo: YatzyMemo,
    /// The turn of the Maxi Yatzy state asked last.
    maxi_memo: MaxiMemo,
}

impl Advisor {
    /// The table for `rules` among `tables`, solved now if no request needed it before.
    fn table(tables: &mut Vec<SolvedTable>, rules: ClassicRules) -> &SolvedTable {
        let at = match tables.iter().position(|t| t.rules() == rules) {
            Some(at) => at,
            None => {
                tables.push(SolvedTable::solve(rules, &mut |_, _| {}));
                tables.len() - 1
            }
        };
        &tables[at]
    }

    /// The answer to one request line, as JSON text.
    pub fn answer_line(&mut self, line: &str) -> String {
        let answer = self.answer(line).and_then(|options| {
            let options = options.iter().map(option_json).collect();
            serde_json::to_string(&Answer { options }).map_err(|e| e.to_string())
        });
        answer.unwrap_or_else(|why| error_json(&why))
    }

    fn answer(&mut self, line: &str) -> Result<Vec<Advice>, String> {
        if !line.trim_start().starts_with('{') {
            return Err("a request is a JSON object, e.g. {\"game\":\"classic\",\"dice\":[1,2,3,4,5],\"rolls_left\":2}".into());
        }
        let request: AdviseRequest = serde_json::from_str(line).map_err(|e| e.to_string())?;
        let kind = GameKind::from_id(&request.game)
            .filter(|k| {
                matches!(
                    k,
                    GameKind::Classic | GameKind::Yatzy | GameKind::MaxiYatzy | GameKind::Generala
                )
            })
            .ok_or_else(|| {
                format!(
                    "advise knows classic Kniffel, Yatzy, Maxi Yatzy and Generala (\"game\":\"classic\"|\"yatzy\"|\"maxi_yatzy\"|\"generala\"), not {:?}",
                    request.game
                )
            })?;
        if kind == GameKind::MaxiYatzy {
            return self.maxi(request);
        }
        if request.small_bonus || request.saved_rolls.is_some() {
            return Err("small_bonus and saved_rolls are for \"game\":\"maxi_yatzy\" only".into());
        }
        let yatzy_rules = YatzyRules {
            five_equal_full_house: request.five_equal_full_house,
            four_equal_two_pairs: request.four_equal_two_pairs,
            forced_order: request.forced_order,
        };
        if kind != GameKind::Yatzy && yatzy_rules != YatzyRules::default() {
            return Err("five_equal_full_house, four_equal_two_pairs and forced_order are for \"game\":\"yatzy\" only".into());
        }
        check_dice(&[DieKind::Six; 5], &request.dice).map_err(|r| r.to_string())?;
        if request.rolls_left > 2 {
            return Err(format!(
                "rolls_left is 0, 1 or 2, not {}",
                request.rolls_left
            ));
        }
        if kind == GameKind::Generala {
            return generala(request);
        }
        if request.straight_wrap.is_some() || request.double_generala.is_some() {
            return Err("straight_wrap and double_generala are Generala's switches".into());
        }
        let sheet = parse_sheet(kind, request.sheet)?;
        let boxes = if kind == GameKind::Yatzy { 15 } else { 13 };
        if sheet.filled_count() == boxes {
            return Err("every box is filled: the game is over".into());
        }
        if kind == GameKind::Yatzy {
            let table = yatzy::tables::solved(yatzy_rules);
            return Ok(yatzy::advice::advise_with(
                &mut self.yatzy_memo,
                table,
                &sheet,
                &request.dice,
                request.rolls_left,
            ));
        }
        let rules = ClassicRules {
            rule_set: request.rules,
            joker: request.joker,
        };
        Ok(advise_with(
            &mut self.memo,
            Advisor::table(&mut self.tables, rules),
            &sheet,
            &request.dice,
            request.rolls_left,
        ))
    }
}

impl Advisor {
    /// A Maxi Yatzy request: six dice, `rolls_left` up to 2 (more with saved rolls), the
    /// values fitted (the default bonus only).
    fn maxi(&mut self, request: AdviseRequest) -> Result<Vec<Advice>, String> {
        if request.five_equal_full_house || request.four_equal_two_pairs {
            return Err(
                "five_equal_full_house and four_equal_two_pairs are Yatzy's switches".into(),
            );
        }
        if request.straight_wrap.is_some() || request.double_generala.is_some() {
            return Err("straight_wrap and double_generala are Generala's switches".into());
        }
        let rules = MaxiYatzyRules {
            small_bonus: request.small_bonus,
            saved_rolls: request.saved_rolls.unwrap_or(true),
            forced_order: request.forced_order,
        };
        check_dice(&[DieKind::Six; 6], &request.dice).map_err(|r| r.to_string())?;
        let most = if rules.saved_rolls {
            MAXI_ROLLS_LEFT
        } else {
            2
        };
        if request.rolls_left > most {
            return Err(format!(
                "rolls_left is 0 to {most}, not {}",
                request.rolls_left
            ));
        }
        let sheet = parse_sheet(GameKind::MaxiYatzy, request.sheet)?;
        if sheet.filled_count() == 20 {
            return Err("every box is filled: the game is over".into());
        }
        maxi_advise(
            &mut self.maxi_memo,
            rules,
            &sheet,
            &request.dice,
            request.rolls_left,
        )
        .ok_or_else(|| {
            "Maxi Yatzy is advised with the bonus of 100 at 84 only (no small_bonus)".into()
        })
    }
}

/// The most rolls a Maxi Yatzy turn can have left with saved rolls: two of each of the
/// 19 turns before it, and the turn's own two.
const MAXI_ROLLS_LEFT: u8 = 40;

/// A Generala request: with rolls left every keep (all five: stop and fill the best box
/// now) and every open box (served with two rolls left: the first roll's dice).
fn generala(request: AdviseRequest) -> Result<Vec<Advice>, String> {
    let rules = GeneralaRules {
        straight_wrap: request.straight_wrap.unwrap_or(false),
        double_generala: request.double_generala.unwrap_or(true),
    };
    let sheet = parse_sheet(GameKind::Generala, request.sheet)?;
    let off_sheet = ALL_BOXES
        .iter()
        .find(|&&b| sheet.get(b).is_some() && !rules.boxes().contains(&b));
    if let Some(b) = off_sheet {
        return Err(format!("{} is not on this Generala sheet", b.id()));
    }
    if rules.boxes().iter().all(|&b| sheet.get(b).is_some()) {
        return Err("every box is filled: the game is over".into());
    }
    Ok(generala_advise(
        table(rules),
        &sheet,
        &request.dice,
        request.rolls_left,
    ))
}

/// One option as written: the choice first, then its value.
#[derive(Serialize)]
#[serde(untagged)]
enum OptionJson<'a> {
    Keep { keep: &'a [u8], ev: f64 },
    Box { r#box: &'static str, ev: f64 },
}

fn option_json(a: &Advice) -> OptionJson<'_> {
    match &a.choice {
        Choice::Keep { dice, .. } => OptionJson::Keep {
            keep: dice,
            ev: a.ev,
        },
        Choice::Box(b) => OptionJson::Box {
            r#box: b.id(),
            ev: a.ev,
        },
    }
}

#[derive(Serialize)]
struct Answer<'a> {
    options: Vec<OptionJson<'a>>,
}

/// Answers every request line of `input` on `output`, flushing after each answer.
pub fn run(input: impl BufRead, output: impl Write) -> io::Result<()> {
    let mut advisor = Advisor::default();
    answer_lines(input, output, |line| advisor.answer_line(line))
}
