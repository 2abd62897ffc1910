//! `pasch-cli score`: one JSON request per line in, one JSON answer per line out.
//! Requests are checked strictly (unknown fields, wrong types, impossible dice or sheet
//! entries are errors) so the tool can serve as a rules oracle for tests.

use super::lines::{answer_lines, error_json};
use crate::engine::{
    allowed, check_dice, is_kniffel, qualifying_kinds, BoxId, BoxOrder, ClassicRules, DieKind,
    GameKind, GeneralaRules, MaxiYatzyRules, RuleSet, Sheet, Variant, YatzyRules, BOX_COUNT,
    SHEET_ROLLS,
};
use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};
use serde_json::error::Category;
use serde_json::Value;
use std::collections::BTreeSet;
use std::fmt;
use std::io::{self, BufRead, Write};
use std::sync::OnceLock;

/// Answers every request line of `input` on `output`, flushing after each answer.
pub fn run(input: impl BufRead, output: impl Write) -> io::Result<()> {
    answer_lines(input, output, answer_line)
}

/// The answer to one request line, as JSON text.
pub fn answer_line(line: &str) -> String {
    // Serde would also read an internally tagged enum from an array; a request is an object.
    if !line.trim_start().starts_with('{') {
        return error_json(
            "a request is a JSON object, e.g. {\"game\":\"classic\",\"dice\":[1,2,3,4,5]}",
        );
    }
    let answer = serde_json::from_str::<ScoreRequest>(line)
        .map_err(|e| match e.classify() {
            Category::Syntax | Category::Eof => format!("bad JSON: {e}"),
            Category::Data | Category::Io => e.to_string(),
        })
        .and_then(answer);
    match answer {
        Ok(a) => serde_json::to_string(&a).unwrap_or_else(|e| error_json(&e.to_string())),
        Err(why) => error_json(&why),
    }
}

#[derive(Deserialize)]
#[serde(rename = "Request")] // the name serde's errors name, as before
#[serde(tag = "game", rename_all = "snake_case", deny_unknown_fields)]
enum ScoreRequest {
    Classic {
        dice: Vec<u8>,
        #[serde(default)]
        rules: RuleSet,
        #[serde(default = "yes")]
        joker: bool,
        #[serde(default)]
        sheet: Entries,
        #[serde(default)]
        box_order: BoxOrder,
    },
    Extreme {
        dice: Vec<u8>,
        #[serde(default)]
        sheet: Entries,
        #[serde(default)]
        box_order: BoxOrder,
    },
    Duel {
        dice: Vec<u8>,
        /// Accepted because every request may carry a sheet; Dice Duel has none, so it
        /// must be empty.
        #[serde(default)]
        sheet: Entries,
    },
    Cards {
        cards: Vec<u8>,
        #[serde(default)]
        sheet: Entries,
    },
    Yatzy {
        dice: Vec<u8>,
        #[serde(default)]
        sheet: Entries,
        #[serde(default)]
        box_order: BoxOrder,
        #[serde(default)]
        five_equal_full_house: bool,
        #[serde(default)]
        four_equal_two_pairs: bool,
        #[serde(default)]
        forced_order: bool,
    },
    MaxiYatzy {
        dice: Vec<u8>,
        #[serde(default)]
        sheet: Entries,
        #[serde(default)]
        box_order: BoxOrder,
        #[serde(default)]
        small_bonus: bool,
        #[serde(default)]
        forced_order: bool,
    },
    Generala {
        dice: Vec<u8>,
        #[serde(default)]
        sheet: Entries,
        #[serde(default)]
        box_order: BoxOrder,
        /// The roll of the turn the dice were made on; missing: not served (roll 3).
        #[serde(default = "last_roll")]
        roll: u8,
        #[serde(default)]
        straight_wrap: bool,
        #[serde(default = "yes")]
        double_generala: bool,
    },
}

fn last_roll() -> u8 {
    SHEET_ROLLS
}

pub(super) fn yes() -> bool {
    true
}

#[derive(Serialize)]
#[serde(untagged)]
enum Answer {
    Sheet { allowed: Points, bonus: u16 },
    Duel { allowed: Points, kniffel: bool },
    Cards { allowed: Points },
}

fn answer(request: ScoreRequest) -> Result<Answer, String> {
    match request {
        ScoreRequest::Classic {
            dice,
            rules,
            joker,
            sheet,
            box_order,
        } => {
            let rules = ClassicRules {
                rule_set: rules,
                joker,
            };
            let variant = Variant::Classic { rules };
            sheet_answer(variant, GameKind::Classic, &dice, sheet, box_order)
        }
        ScoreRequest::Extreme {
            dice,
            sheet,
            box_order,
        } => sheet_answer(Variant::Extreme, GameKind::Extreme, &dice, sheet, box_order),
        ScoreRequest::Yatzy {
            dice,
            sheet,
            five_equal_full_house,
            four_equal_two_pairs,
            forced_order,
            box_order,
        } => {
            // The older switch is top-down; a box order given overrides it.
            let order = BoxOrder::of(box_order, forced_order);
            let rules = YatzyRules {
                five_equal_full_house,
                four_equal_two_pairs,
                forced_order: order == BoxOrder::TopDown,
            };
            sheet_answer(
                Variant::Yatzy { rules },
                GameKind::Yatzy,
                &dice,
                sheet,
                order,
            )
        }
        ScoreRequest::MaxiYatzy {
            dice,
            sheet,
            small_bonus,
            forced_order,
            box_order,
        } => {
            let order = BoxOrder::of(box_order, forced_order);
            let rules = MaxiYatzyRules {
                small_bonus,
                forced_order: order == BoxOrder::TopDown,
                ..MaxiYatzyRules::default()
            };
            let variant = Variant::MaxiYatzy { rules };
            sheet_answer(variant, GameKind::MaxiYatzy, &dice, sheet, order)
        }
        ScoreRequest::Generala {
            dice,
            sheet,
            roll,
            straight_wrap,
            double_generala,
            box_order,
        } => {
            if !(1..=SHEET_ROLLS).contains(&roll) {
                return Err(format!("roll is 1, 2 or 3, not {roll}"));
            }
            let rules = GeneralaRules {
                straight_wrap,
                double_generala,
            };
            let variant = Variant::Generala { rules };
            let on = (roll, box_order);
            sheet_answer_on_roll(variant, GameKind::Generala, &dice, sheet, on)
        }
        ScoreRequest::Duel { dice, sheet } => {
            if let Some((id, _)) = sheet.0.first() {
                return Err(format!("Dice Duel has no sheet, so {id:?} cannot be on it"));
            }
            check_dice(&[DieKind::Six; 5], &dice).map_err(|r| r.to_string())?;
            let mut kinds = qualifying_kinds(&dice);
            // Table order (by value, all distinct), whatever order the engine lists them in.
            kinds.sort_by_key(|k| k.value());
            let allowed = kinds
                .into_iter()
                .map(|k| (k.id().to_string(), Value::from(k.value())))
                .collect();
            Ok(Answer::Duel {
                allowed: Points(allowed),
                kniffel: is_kniffel(&dice),
            })
        }
        ScoreRequest::Cards { cards, sheet } => {
            if cards.is_empty() || cards.len() > 5 {
                return Err(format!("Play 1 to 5 cards, not {}.", cards.len()));
            }
            if let Some(v) = cards.iter().find(|v| !(1..=6).contains(*v)) {
                return Err(format!("There is no card {v}: cards show 1-6."));
            }
            let sheet = parse_sheet(GameKind::Cards, sheet)?;
            let mut allowed = allowed(&cards, &sheet);
            allowed.sort_by_key(|&(field, _)| field); // sheet order
            Ok(Answer::Cards {
                allowed: Points::of_boxes(&allowed),
            })
        }
    }
}

fn sheet_answer(
    variant: Variant,
    kind: GameKind,
    dice: &[u8],
    sheet: Entries,
    order: BoxOrder,
) -> Result<Answer, String> {
    sheet_answer_on_roll(variant, kind, dice, sheet, (SHEET_ROLLS, order))
}

/// `sheet_answer` for dice made on roll `roll` of the turn (Generala's first-roll
/// bonus), the boxes filled in `order`.
fn sheet_answer_on_roll(
    variant: Variant,
    kind: GameKind,
    dice: &[u8],
    sheet: Entries,
    (roll, order): (u8, BoxOrder),
) -> Result<Answer, String> {
    check_dice(variant.dice(), dice).map_err(|r| r.to_string())?;
    let sheet = parse_sheet(kind, sheet)?;
    // A box the game has only under other switches (Generala's Double Generala).
    if let Some(b) = BoxId::ALL
        .into_iter()
        .find(|b| !sheet.is_open(*b) && !variant.boxes().contains(b))
    {
        return Err(format!("{} is not on this {} sheet", b.id(), kind.id()));
    }
    let offer = variant.offer_in(dice, &sheet, roll, order);
    Ok(Answer::Sheet {
        allowed: Points::of_boxes(&offer.allowed),
        bonus: offer.bonus,
    })
}

/// A JSON object whose keys keep their order (serde_json's own map sorts them).
struct Points(Vec<(String, Value)>);

impl Points {
    fn of_boxes(boxes: &[(BoxId, u16)]) -> Points {
        Points(
            boxes
                .iter()
                .map(|&(b, p)| (b.id().to_string(), Value::from(p)))
                .collect(),
        )
    }
}

impl Serialize for Points {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

/// A request's sheet as written: its entries in order, a repeated box refused.
#[derive(Default)]
pub(super) struct Entries(Vec<(String, Value)>);

impl<'de> Deserialize<'de> for Entries {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct EntriesVisitor;
        impl<'de> Visitor<'de> for EntriesVisitor {
            type Value = Entries;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a sheet: an object of box ids and points")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Entries, A::Error> {
                let mut entries: Vec<(String, Value)> = Vec::new();
                while let Some((id, points)) = map.next_entry::<String, Value>()? {
                    if entries.iter().any(|(seen, _)| *seen == id) {
                        return Err(de::Error::custom(format!(
                            "box {id:?} appears twice in the sheet"
                        )));
                    }
                    entries.push((id, points));
                }
                Ok(Entries(entries))
            }
        }
        d.deserialize_map(EntriesVisitor)
    }
}

/// Checks every entry against what that game's sheet can really hold.
pub(super) fn parse_sheet(kind: GameKind, entries: Entries) -> Result<Sheet, String> {
    let possible = possible_points(kind);
    let mut sheet = Sheet::default();
    for (id, points) in entries.0 {
        let b = BoxId::from_id(&id).ok_or_else(|| format!("unknown box {id:?}"))?;
        let can_hold = &possible[b as usize];
        if can_hold.is_empty() {
            return Err(format!("{id} is not on the {} sheet", kind.id()));
        }
        let p = points
            .as_i64()
            .ok_or_else(|| format!("the points of {id} must be a whole number, not {points}"))?;
        if p < 0 {
            return Err(format!("the points of {id} cannot be negative ({p})"));
        }
        match u16::try_from(p) {
            Ok(p) if can_hold.contains(&p) => sheet.set(b, p as i32),
            _ => return Err(format!("{id} can never hold {p} points")),
        }
    }
    Ok(sheet)
}

type PossiblePoints = [BTreeSet<u16>; BOX_COUNT];

/// For every box, each number of points it can ever hold in game `kind` (empty: the box
/// is not on that sheet). Found by scoring every roll (every play of cards) on an empty
/// sheet, so it follows the engine rather than a second list. Classic joker points need
/// no extra pass: 25/30/40 and sums of five equal dice are ordinary values of those boxes.
fn possible_points(kind: GameKind) -> &'static PossiblePoints {
    static TABLES: [OnceLock<PossiblePoints>; GameKind::ALL.len()] =
        [const { OnceLock::new() }; GameKind::ALL.len()];
    TABLES[kind as usize].get_or_init(|| {
        let mut sets = PossiblePoints::default();
        let mut add = |allowed: &[(BoxId, u16)]| {
            for &(b, p) in allowed {
                sets[b as usize].insert(p);
            }
        };
        let empty = Sheet::default();
        match kind {
            GameKind::Classic => {
                let variant = Variant::Classic {
                    rules: ClassicRules::default(),
                };
                for_each_multiset(5, 1, 6, &mut |dice| {
                    add(&variant.offer(dice, &empty).allowed)
                });
            }
            GameKind::Extreme => for_each_multiset(5, 1, 6, &mut |five| {
                let mut dice = [0; 6];
                dice[..5].copy_from_slice(five);
                for ten in 0..=9 {
                    dice[5] = ten;
                    add(&Variant::Extreme.offer(&dice, &empty).allowed);
                }
            }),
            GameKind::Cards => {
                for n in 1..=5 {
                    for_each_multiset(n, 1, 6, &mut |played| add(&allowed(played, &empty)));
                }
            }
            GameKind::Yatzy => {
                let all_on = YatzyRules {
                    five_equal_full_house: true,
                    four_equal_two_pairs: true,
                    forced_order: false,
                };
                for rules in [YatzyRules::default(), all_on] {
                    let variant = Variant::Yatzy { rules };
                    for_each_multiset(5, 1, 6, &mut |dice| {
                        add(&variant.offer(dice, &empty).allowed)
                    });
                }
            }
            GameKind::MaxiYatzy => {
                let variant = Variant::MaxiYatzy {
                    rules: MaxiYatzyRules::default(),
                };
                for_each_multiset(6, 1, 6, &mut |dice| {
                    add(&variant.offer(dice, &empty).allowed)
                });
            }
            GameKind::Generala => {
                let variant = Variant::Generala {
                    rules: GeneralaRules {
                        straight_wrap: true,
                        double_generala: true,
                    },
                };
                // The Double Generala's 100 needs the Generala box filled first.
                let mut generala_filled = Sheet::default();
                generala_filled.set(BoxId::Generala, 50);
                for_each_multiset(5, 1, 6, &mut |dice| {
                    for roll in 1..=SHEET_ROLLS {
                        add(&variant.offer_on_roll(dice, &empty, roll).allowed);
                        add(&variant.offer_on_roll(dice, &generala_filled, roll).allowed);
                    }
                });
            }
            GameKind::Duel => {}
        }
        sets
    })
}

/// Calls `f` with every non-decreasing sequence of `n` values in `lo..=hi` (scoring
/// ignores order, so these are all the distinct rolls).
fn for_each_multiset(n: usize, lo: u8, hi: u8, f: &mut dyn FnMut(&[u8])) {
    fn go(buf: &mut Vec<u8>, n: usize, lo: u8, hi: u8, f: &mut dyn FnMut(&[u8])) {
        if buf.len() == n {
            return f(buf);
        }
        for v in lo..=hi {
            buf.push(v);
            go(buf, n, v, hi, f);
            buf.pop();
        }
    }
    go(&mut Vec::with_capacity(n), n, lo, hi, f)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn multisets_are_counted_right() {
        let mut n = 0;
        for_each_multiset(5, 1, 6, &mut |_| n += 1);
        assert_eq!(n, 252);
    }

    #[test]
    fn possible_points_follow_the_rules() {
        let classic = possible_points(GameKind::Classic);
        let set = |b: BoxId| classic[b as usize].iter().copied().collect::<Vec<_>>();
        assert_eq!(set(BoxId::Fours), vec![0, 4, 8, 12, 16, 20]);
        assert_eq!(set(BoxId::FullHouse), vec![0, 25]);
        assert_eq!(set(BoxId::Chance), (5..=30).collect::<Vec<_>>());
        assert!(set(BoxId::Highway).is_empty());
        let extreme = possible_points(GameKind::Extreme);
        assert_eq!(extreme[BoxId::Ones as usize].len(), 7);
        assert!(extreme[BoxId::SuperChance as usize].contains(&78));
        let cards = possible_points(GameKind::Cards);
        assert!(cards[BoxId::Chance as usize].is_empty());
        assert!(!cards[BoxId::Kniffel as usize].contains(&0), "no striking");
    }

    #[test]
    fn possible_points_of_the_new_games() {
        let set = |kind, b: BoxId| {
            possible_points(kind)[b as usize]
                .iter()
                .copied()
                .collect::<Vec<_>>()
        };
        assert_eq!(set(GameKind::Yatzy, BoxId::Yatzy), vec![0, 50]);
        assert_eq!(set(GameKind::Yatzy, BoxId::SmallStraight), vec![0, 15]);
        assert!(set(GameKind::Yatzy, BoxId::Kniffel).is_empty());
        assert_eq!(set(GameKind::MaxiYatzy, BoxId::MaxiYatzy), vec![0, 100]);
        assert_eq!(set(GameKind::MaxiYatzy, BoxId::Tower).last(), Some(&34));
        assert_eq!(set(GameKind::Generala, BoxId::FullHouse), vec![0, 30, 35]);
        assert_eq!(set(GameKind::Generala, BoxId::DoubleGenerala), vec![0, 100]);
    }

    #[test]
    fn a_repeated_box_is_an_error() {
        let a = answer_line(r#"{"game":"classic","dice":[1,2,3,4,5],"sheet":{"ones":1,"ones":2}}"#);
        assert!(a.contains("appears twice"), "{a}");
    }
}
