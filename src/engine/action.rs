//! Everything a player can do (`Action`), as the log and the saves keep it.

use super::duel::chips::ChipKind;
use super::scoresheet::sheet::BoxId;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Everything a player can do. Each game refuses the actions that are not its own.
///
/// Written by serde's derive, read in one pass by `ActionFields` below (the derive's reader of
/// a tagged enum is heavy).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case", try_from = "ActionFields")]
pub enum Action {
    /// Roll the dice that are not held (all of them on the first roll).
    Roll,
    /// Kniffel Extreme: hand in a chip for a 4th roll.
    ChipRoll,
    /// Hold a die for the next roll, or release it.
    Hold {
        /// The die (0-based).
        die: usize,
        /// Held (true) or released.
        held: bool,
    },
    /// Real dice typed in (score-pad games only); counts as a roll.
    EnterDice {
        /// What the dice show, in the game's order of dice.
        dice: Vec<u8>,
    },
    /// Fill a box with the current dice (classic, Extreme).
    Score {
        /// The box.
        #[serde(rename = "box")]
        box_id: BoxId,
    },
    /// Dice Duel: take a chip (ends the turn, or after a Kniffel starts the extra turn).
    TakeChip {
        /// The chip's kind.
        kind: ChipKind,
        /// From the set-aside chips (a Kniffel only), not the tray (false when left out:
        /// `ActionFields`).
        from_set_aside: bool,
    },
    /// Dice Duel: end the turn without a chip (only when none can be taken).
    NoChip,
    /// Karten-Kniffel: discard these card values, draw as many (or one more).
    Exchange {
        /// The card values to discard (any order).
        discard: Vec<u8>,
        /// Draw one more card than discarded.
        one_more: bool,
    },
    /// Karten-Kniffel: play these card values into a field. Under rules version 2 a hand
    /// left with more than 5 cards goes back to 5: `discard` names the surplus, chosen
    /// with the play (nothing is drawn then, so the player knows the rest already).
    Play {
        /// The card values played.
        cards: Vec<u8>,
        /// The field they fill.
        field: BoxId,
        /// The surplus discarded with the play (rules version 2).
        #[serde(skip_serializing_if = "Vec::is_empty")]
        discard: Vec<u8>,
    },
    /// Karten-Kniffel with "announce yourself": announce the second-to-last field.
    Announce,
}

impl Action {
    /// Whether this action brings chance into the game: it throws the app's dice (a roll,
    /// a chip's extra roll) or draws cards (an exchange, and the refill after a play).
    /// Replaying the log from before such an action would show the same dice or cards
    /// again, so undo never goes back past one (a roll is final). Dice typed in from a
    /// real throw are not chance the app controls: they can be corrected.
    pub fn draws_chance(&self) -> bool {
        matches!(
            self,
            Action::Roll | Action::ChipRoll | Action::Exchange { .. } | Action::Play { .. }
        )
    }

    /// Whether this action ends the turn of the player who takes it: a box filled, a
    /// chip taken or none (a Dice Duel Kniffel's extra turn is a new turn), cards
    /// exchanged or played. The one answer for bots, the session and the screens. (A
    /// solo Dice Duel Kniffel earns two chips: the turn ends with the second.)
    pub fn ends_turn(&self) -> bool {
        matches!(
            self,
            Action::Score { .. }
                | Action::TakeChip { .. }
                | Action::NoChip
                | Action::Exchange { .. }
                | Action::Play { .. }
        )
    }
}

// Reading an `Action` from its serde form, `{"action": "hold", "die": 0, "held": true}`,
// in one pass. Serde's derive for an internally tagged enum (`tag = "action"`) first
// buffers each action into a generic value and then reads that again: with every
// action log of the saves and the kept history going through it, that was the largest
// single function of the app's wasm (16 KB). Here the tag and every variant's fields
// are read as one flat struct, then checked against the variant the tag names. The
// form is the same (Serialize is still derived; every fixture loads), and so are the
// error messages of a malformed action ("missing field `die`", "unknown variant …").
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
