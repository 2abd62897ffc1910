//! What an action did (`Event`): what the screens and the CLI tell.

use super::action::{need, MissingField};
use super::duel::chips::ChipKind;
use super::scoresheet::sheet::BoxId;
use serde::de::{self, Deserializer, SeqAccess, Visitor};
use serde::{Deserialize, Serialize};
use std::fmt;

/// What an action did, for the screen (roll log, set-aside, reshuffle) and the CLI.
///
/// Written by serde's derive, read in one pass by `EventFields` below (as actions are).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case", try_from = "EventFields")]
pub enum Event {
    /// A player's turn began.
    TurnStarted {
        /// The seat on turn.
        player: usize,
        /// The round (from 1).
        round: u32,
    },
    /// The dice were rolled (or real ones typed in).
    Rolled {
        /// The seat that rolled.
        player: usize,
        /// Which roll of the turn (from 1).
        roll: u8,
        /// What all the dice show now.
        dice: Vec<u8>,
    },
    /// A die was held or released.
    HoldChanged {
        /// The die (0-based).
        die: usize,
        /// Held now (true) or released.
        held: bool,
    },
    /// Kniffel Extreme: a chip was handed in for a 4th roll.
    ChipSpent {
        /// The seat that handed it in.
        player: usize,
        /// The chips it has left.
        chips_left: u8,
    },
    /// A box was filled.
    Scored {
        /// The seat whose sheet it is.
        player: usize,
        /// The box.
        #[serde(rename = "box")]
        box_id: BoxId,
        /// The points written in it.
        points: i32,
        /// Extra-Kniffel bonus points earned with it (classic).
        bonus: i32,
    },
    /// Dice Duel: a chip was taken.
    ChipTaken {
        /// The seat that took it.
        player: usize,
        /// The chip's kind.
        kind: ChipKind,
        /// From the set-aside chips, not the tray.
        from_set_aside: bool,
    },
    /// Dice Duel: a turn ended without a chip.
    NoChip {
        /// The seat whose turn it was.
        player: usize,
    },
    /// Dice Duel: the tray's best chip was set aside.
    SetAside {
        /// The chip's kind.
        kind: ChipKind,
    },
    /// Dice Duel: a Kniffel earned the player another turn.
    ExtraTurn {
        /// The seat that plays again.
        player: usize,
    },
    /// Karten-Kniffel: cards were exchanged.
    Exchanged {
        /// The seat that exchanged.
        player: usize,
        /// The card values discarded.
        discarded: Vec<u8>,
        /// How many cards were drawn.
        drawn: usize,
    },
    /// Karten-Kniffel: cards were played into a field.
    Played {
        /// The seat that played.
        player: usize,
        /// The field filled.
        field: BoxId,
        /// The card values played.
        cards: Vec<u8>,
        /// The points written in the field.
        points: i32,
        /// Penalty points for extra cards held.
        penalty: i32,
    },
    /// Karten-Kniffel (rules 2): after a play the player discarded down to 5 cards.
    DiscardedDown {
        /// The seat that discarded.
        player: usize,
        /// The card values discarded.
        cards: Vec<u8>,
    },
    /// Karten-Kniffel: the discard pile was shuffled into a new draw pile.
    Reshuffled {
        /// The cards in the new draw pile.
        cards: usize,
    },
    /// Karten-Kniffel: the second-to-last field was announced.
    Announced {
        /// The seat that announced.
        player: usize,
        /// The app announced (without the option "announce yourself").
        by_app: bool,
    },
    /// Karten-Kniffel: the second-to-last field was filled unannounced.
    AnnouncementMissed {
        /// The seat that forgot.
        player: usize,
        /// The penalty points it costs.
        penalty: i32,
    },
    /// Karten-Kniffel: a player filled every field; the round is played to its end.
    LastRound {
        /// The seat that finished first.
        player: usize,
    },
    /// The game ended.
    GameOver,
    /// Generala: five equal on the turn's first roll (a Generala servida) won the game
    /// at once for this seat, whatever the totals; `GameOver` follows.
    GeneralaServida {
        /// The seat that threw it.
        player: usize,
    },
}

impl Event {
    /// The seat whose Kniffel this event is: five alike scored with points in a Kniffel
    /// box (Kniffel Extreme's too) or earning an extra Kniffel's bonus, played into the
    /// Kniffel field with cards, or (Dice Duel) earning another turn. The table
    /// celebrates it; a game with another name for five alike answers here too.
    pub fn kniffel_of(&self) -> Option<usize> {
        let kniffel_box = |b: &BoxId, points: &i32| {
            matches!(
                b,
                BoxId::Kniffel
                    | BoxId::KniffelExtreme
                    | BoxId::Yatzy
                    | BoxId::MaxiYatzy
                    | BoxId::Generala
                    | BoxId::DoubleGenerala
            ) && *points > 0
        };
        match self {
            Event::Scored {
                player,
                box_id,
                points,
                bonus,
            } if kniffel_box(box_id, points) || *bonus > 0 => Some(*player),
            Event::Played {
                player,
                field,
                points,
                ..
            } if kniffel_box(field, points) => Some(*player),
            Event::ExtraTurn { player } | Event::GeneralaServida { player } => Some(*player),
            _ => None,
        }
    }
}

// Reading an `Event` from its serde form, `{"event": "rolled", "player": 0, …}`, in one
// pass, as `action` does for actions: serde's derive for an internally tagged enum
// buffers each event into a generic value and reads it again, once per variant, which
// cost the phone's start-up wasm 14 KB gzip for the events of its view
// (`Game::steps`). The form is the same (Serialize is still derived), and so are the
// error messages of a malformed event.
/// The variant an event names, in the tag's snake_case.
#[derive(Clone, Copy, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Tag {
    TurnStarted,
    Rolled,
    HoldChanged,
    ChipSpent,
    Scored,
    ChipTaken,
    NoChip,
    SetAside,
    ExtraTurn,
    Exchanged,
    Played,
    DiscardedDown,
    Reshuffled,
    Announced,
    AnnouncementMissed,
    LastRound,
    GameOver,
    GeneralaServida,
}

/// `cards`: the card values played or discarded, or (a reshuffle) how many cards the new
/// draw pile has.
enum Cards {
    Values(Vec<u8>),
    Count(usize),
}

impl<'de> Deserialize<'de> for Cards {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Cards, D::Error> {
        struct CardsVisitor;
        impl<'de> Visitor<'de> for CardsVisitor {
            type Value = Cards;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("card values or a number of cards")
            }
            fn visit_u64<E: de::Error>(self, n: u64) -> Result<Cards, E> {
                usize::try_from(n)
                    .map(Cards::Count)
                    .map_err(|_| E::invalid_value(de::Unexpected::Unsigned(n), &self))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Cards, A::Error> {
                let mut values = Vec::new();
                while let Some(v) = seq.next_element()? {
                    values.push(v);
                }
                Ok(Cards::Values(values))
            }
        }
        d.deserialize_any(CardsVisitor)
    }
}

/// Every field any event has; those its variant does not have are ignored.
#[derive(Deserialize)]
pub(crate) struct EventFields {
    event: Tag,
    player: Option<usize>,
    round: Option<u32>,
    roll: Option<u8>,
    dice: Option<Vec<u8>>,
    die: Option<usize>,
    held: Option<bool>,
    chips_left: Option<u8>,
    #[serde(rename = "box")]
    box_id: Option<BoxId>,
    points: Option<i32>,
    bonus: Option<i32>,
    kind: Option<ChipKind>,
    from_set_aside: Option<bool>,
    discarded: Option<Vec<u8>>,
    drawn: Option<usize>,
    field: Option<BoxId>,
    cards: Option<Cards>,
    penalty: Option<i32>,
    by_app: Option<bool>,
}

impl EventFields {
    fn card_values(&mut self) -> Result<Vec<u8>, MissingField> {
        match self.cards.take() {
            Some(Cards::Values(v)) => Ok(v),
            _ => Err(MissingField("cards")),
        }
    }

    fn card_count(&mut self) -> Result<usize, MissingField> {
        match self.cards.take() {
            Some(Cards::Count(n)) => Ok(n),
            _ => Err(MissingField("cards")),
        }
    }
}

impl TryFrom<EventFields> for Event {
    type Error = MissingField;

    fn try_from(mut f: EventFields) -> Result<Event, MissingField> {
        let player = need(f.player, "player");
        Ok(match f.event {
            Tag::TurnStarted => Event::TurnStarted {
                player: player?,
                round: need(f.round, "round")?,
            },
            Tag::Rolled => Event::Rolled {
                player: player?,
                roll: need(f.roll, "roll")?,
                dice: need(f.dice, "dice")?,
            },
            Tag::HoldChanged => Event::HoldChanged {
                die: need(f.die, "die")?,
                held: need(f.held, "held")?,
            },
            Tag::ChipSpent => Event::ChipSpent {
                player: player?,
                chips_left: need(f.chips_left, "chips_left")?,
            },
            Tag::Scored => Event::Scored {
                player: player?,
                box_id: need(f.box_id, "box")?,
                points: need(f.points, "points")?,
                bonus: need(f.bonus, "bonus")?,
            },
            Tag::ChipTaken => Event::ChipTaken {
                player: player?,
                kind: need(f.kind, "kind")?,
                from_set_aside: need(f.from_set_aside, "from_set_aside")?,
            },
            Tag::NoChip => Event::NoChip { player: player? },
            Tag::SetAside => Event::SetAside {
                kind: need(f.kind, "kind")?,
            },
            Tag::ExtraTurn => Event::ExtraTurn { player: player? },
            Tag::Exchanged => Event::Exchanged {
                player: player?,
                discarded: need(f.discarded, "discarded")?,
                drawn: need(f.drawn, "drawn")?,
            },
            Tag::Played => Event::Played {
                player: player?,
                field: need(f.field, "field")?,
                cards: f.card_values()?,
                points: need(f.points, "points")?,
                penalty: need(f.penalty, "penalty")?,
            },
            Tag::DiscardedDown => Event::DiscardedDown {
                player: player?,
                cards: f.card_values()?,
            },
            Tag::Reshuffled => Event::Reshuffled {
                cards: f.card_count()?,
            },
            Tag::Announced => Event::Announced {
                player: player?,
                by_app: need(f.by_app, "by_app")?,
            },
            Tag::AnnouncementMissed => Event::AnnouncementMissed {
                player: player?,
                penalty: need(f.penalty, "penalty")?,
            },
            Tag::LastRound => Event::LastRound { player: player? },
            Tag::GameOver => Event::GameOver,
            Tag::GeneralaServida => Event::GeneralaServida { player: player? },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scored(box_id: BoxId, points: i32, bonus: i32) -> Event {
        Event::Scored {
            player: 1,
            box_id,
            points,
            bonus,
        }
    }

    #[test]
    fn five_alike_scored_is_a_kniffel_whatever_the_game() {
        assert_eq!(scored(BoxId::Kniffel, 50, 0).kniffel_of(), Some(1));
        assert_eq!(scored(BoxId::KniffelExtreme, 75, 0).kniffel_of(), Some(1));
        assert_eq!(
            scored(BoxId::Chance, 20, 100).kniffel_of(),
            Some(1),
            "an extra Kniffel's bonus"
        );
        assert_eq!(
            scored(BoxId::Kniffel, 0, 0).kniffel_of(),
            None,
            "struck, not scored"
        );
        assert_eq!(scored(BoxId::FullHouse, 25, 0).kniffel_of(), None);
        assert_eq!(Event::ExtraTurn { player: 2 }.kniffel_of(), Some(2));
        let played = Event::Played {
            player: 0,
            field: BoxId::Kniffel,
            cards: vec![4; 5],
            points: 50,
            penalty: 0,
        };
        assert_eq!(played.kniffel_of(), Some(0));
        assert_eq!(Event::GameOver.kniffel_of(), None);
    }

    use crate::engine::game::Game;

    use crate::engine::kind::GameKind;

    use crate::engine::setup::Setup;

    fn read(json: &str) -> Result<Event, String> {
        serde_json::from_str(json).map_err(|e| e.to_string())
    }

    /// Every event of a few whole games of every kind reads back as written.
    #[test]
    fn every_event_reads_back_as_written() {
        let mut seen = std::collections::BTreeSet::new();
        for (kind, players) in [
            (GameKind::Classic, 2),
            (GameKind::Extreme, 2),
            (GameKind::Duel, 1),
            (GameKind::Duel, 3),
            (GameKind::Cards, 3),
            (GameKind::Yatzy, 2),
            (GameKind::MaxiYatzy, 2),
            (GameKind::Generala, 3),
        ] {
            let names: Vec<String> = (1..=players).map(|p| format!("P{p}")).collect();
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            for seed in 1..4 {
                let mut game =
                    Game::new(Setup::new(kind, &names).with_seed(seed)).expect("a valid setup");
                let mut pick = seed;
                while !game.is_over() {
                    let legal = game.state().legal_actions();
                    pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1);
                    let action = legal[(pick >> 33) as usize % legal.len()].clone();
                    for event in game.apply(action).expect("a legal action") {
                        let json = serde_json::to_string(&event).expect("serialize");
                        assert_eq!(read(&json), Ok(event), "{json}");
                        seen.insert(json.split('"').nth(3).map(str::to_string));
                    }
                }
            }
        }
        assert!(seen.len() >= 14, "most kinds of events were read: {seen:?}");
    }

    #[test]
    fn malformed_events_are_refused_with_serdes_words() {
        let e = read(r#"{"event":"rolled","player":0,"roll":1}"#).expect_err("no dice");
        assert!(e.contains("missing field `dice`"), "{e}");
        let e = read(r#"{"event":"reshuffled","cards":[1,2]}"#).expect_err("values, no count");
        assert!(e.contains("missing field `cards`"), "{e}");
        let e = read(r#"{"event":"fly"}"#).expect_err("no such event");
        assert!(e.contains("unknown variant `fly`"), "{e}");
        assert_eq!(
            read(r#"{"event":"reshuffled","cards":40,"player":9}"#),
            Ok(Event::Reshuffled { cards: 40 })
        );
    }
}
