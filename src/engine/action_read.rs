//! Reading an `Action` from its serde form, `{"action": "hold", "die": 0, "held": true}`,
//! in one pass. Serde's derive for an internally tagged enum (`tag = "action"`) first
//! buffers each action into a generic value and then reads that again: with every
//! action log of the saves and the kept history going through it, that was the largest
//! single function of the app's wasm (16 KB). Here the tag and every variant's fields
//! are read as one flat struct, then checked against the variant the tag names. The
//! form is the same (Serialize is still derived; every fixture loads), and so are the
//! error messages of a malformed action ("missing field `die`", "unknown variant …").

use super::duel::ChipKind;
use super::game::Action;
use super::scoresheet::sheet::BoxId;
use serde::Deserialize;
use std::fmt;

/// The variant an action names, in the tag's snake_case.
#[derive(Clone, Copy, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Tag {
    Roll,
    ChipRoll,
    Hold,
    EnterDice,
    Score,
    TakeChip,
    NoChip,
    Exchange,
    Play,
    Announce,
}

/// Every field any action has; those its variant does not have are ignored, as the
/// derive ignores unknown fields.
#[derive(Deserialize)]
pub(crate) struct ActionFields {
    action: Tag,
    die: Option<usize>,
    held: Option<bool>,
    dice: Option<Vec<u8>>,
    #[serde(rename = "box")]
    box_id: Option<BoxId>,
    kind: Option<ChipKind>,
    #[serde(default)]
    from_set_aside: bool,
    discard: Option<Vec<u8>>,
    one_more: Option<bool>,
    cards: Option<Vec<u8>>,
    field: Option<BoxId>,
}

/// A field the action's variant needs is missing (serde's own wording).
#[derive(Debug)]
pub(crate) struct MissingField(pub(crate) &'static str);

impl fmt::Display for MissingField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "missing field `{}`", self.0)
    }
}

pub(crate) fn need<T>(value: Option<T>, name: &'static str) -> Result<T, MissingField> {
    value.ok_or(MissingField(name))
}

impl TryFrom<ActionFields> for Action {
    type Error = MissingField;

    fn try_from(f: ActionFields) -> Result<Action, MissingField> {
        Ok(match f.action {
            Tag::Roll => Action::Roll,
            Tag::ChipRoll => Action::ChipRoll,
            Tag::Hold => Action::Hold {
                die: need(f.die, "die")?,
                held: need(f.held, "held")?,
            },
            Tag::EnterDice => Action::EnterDice {
                dice: need(f.dice, "dice")?,
            },
            Tag::Score => Action::Score {
                box_id: need(f.box_id, "box")?,
            },
            Tag::TakeChip => Action::TakeChip {
                kind: need(f.kind, "kind")?,
                from_set_aside: f.from_set_aside,
            },
            Tag::NoChip => Action::NoChip,
            Tag::Exchange => Action::Exchange {
                discard: need(f.discard, "discard")?,
                one_more: need(f.one_more, "one_more")?,
            },
            Tag::Play => Action::Play {
                cards: need(f.cards, "cards")?,
                field: need(f.field, "field")?,
                discard: f.discard.unwrap_or_default(),
            },
            Tag::Announce => Action::Announce,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(json: &str) -> Result<Action, String> {
        serde_json::from_str(json).map_err(|e| e.to_string())
    }

    #[test]
    fn every_action_reads_back_as_written() {
        let all = [
            Action::Roll,
            Action::ChipRoll,
            Action::Hold { die: 4, held: true },
            Action::EnterDice {
                dice: vec![1, 2, 6],
            },
            Action::Score {
                box_id: BoxId::FullHouse,
            },
            Action::TakeChip {
                kind: ChipKind::Flush,
                from_set_aside: true,
            },
            Action::NoChip,
            Action::Exchange {
                discard: vec![2, 6],
                one_more: false,
            },
            Action::Play {
                cards: vec![5, 5],
                field: BoxId::Fives,
                discard: vec![],
            },
            Action::Play {
                cards: vec![3],
                field: BoxId::Threes,
                discard: vec![1],
            },
            Action::Announce,
        ];
        for action in all {
            let json = serde_json::to_string(&action).expect("serialize");
            assert_eq!(read(&json), Ok(action), "{json}");
        }
    }

    #[test]
    fn the_written_form_is_the_saves_form() {
        let hold = Action::Hold { die: 0, held: true };
        let json = r#"{"action":"hold","die":0,"held":true}"#;
        assert_eq!(serde_json::to_string(&hold).expect("serialize"), json);
        // Fields in any order, optional ones left out, other variants' fields ignored.
        assert_eq!(
            read(r#"{"held":true,"die":0,"action":"hold","box":"ones"}"#),
            Ok(hold)
        );
        assert_eq!(
            read(r#"{"action":"take_chip","kind":"flush"}"#),
            Ok(Action::TakeChip {
                kind: ChipKind::Flush,
                from_set_aside: false
            })
        );
    }

    #[test]
    fn malformed_actions_are_refused_with_serdes_words() {
        let e = read(r#"{"action":"hold","die":0}"#).expect_err("no held");
        assert!(e.contains("missing field `held`"), "{e}");
        let e = read(r#"{"action":"fly"}"#).expect_err("no such action");
        assert!(e.contains("unknown variant `fly`"), "{e}");
        let e = read(r#"{"die":0}"#).expect_err("no tag");
        assert!(e.contains("missing field `action`"), "{e}");
    }
}
