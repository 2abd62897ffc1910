//! A compact text form of an action log, for the finished games the history keeps for
//! years in the browser's few megabytes: one letter per action with its arguments in
//! single characters, about 15 times shorter than the log's JSON. `decode(encode(log))`
//! is the log again, action for action; a log with a value that has no character here
//! (none that the rules allow) is not encoded, and its keeper stores the JSON instead.
//!
//! | action | code | example |
//! |---|---|---|
//! | roll | `r` | `r` |
//! | Extreme chip roll | `R` | `R` |
//! | hold / release die `d` | `h`d / `u`d | `h0`, `u4` |
//! | real dice typed in | `e`values`.` | `e33566.` |
//! | score a box | `s`box | `sk` (Kniffel), `sy` (Yatzy) |
//! | take a chip (from the set-aside) | `t`chip (`T`chip) | `tf` (Full House) |
//! | no chip | `n` | `n` |
//! | exchange (one more) | `x`cards`.` (`X`cards`.`) | `x26.` |
//! | play cards into a field, discarding | `p`cards`.`field discard`.` | `p555.3.` |
//! | announce | `a` | `a` |
//!
//! Values (faces 0-10, cards 1-6, die places) are base-36 digits. The letters of boxes
//! and chips are fixed here, apart from the enums' order, so the stored form never moves.

use crate::engine::action::Action;
use crate::engine::duel::ChipKind;
use crate::engine::scoresheet::sheet::BoxId;
use thiserror::Error;

/// Why a compact log could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("compact log unreadable at character {at}")]
pub struct CompactError {
    /// The position (in characters) where reading failed.
    pub at: usize,
}

/// The compact form of `log`; None if some value has no character in it.
pub fn encode(log: &[Action]) -> Option<String> {
    let mut out = String::with_capacity(log.len() * 2);
    for action in log {
        match action {
            Action::Roll => out.push('r'),
            Action::ChipRoll => out.push('R'),
            Action::Hold { die, held } => {
                out.push(if *held { 'h' } else { 'u' });
                out.push(digit(*die)?);
            }
            Action::EnterDice { dice } => {
                out.push('e');
                values(&mut out, dice)?;
            }
            Action::Score { box_id } => {
                out.push('s');
                out.push(box_code(*box_id));
            }
            Action::TakeChip {
                kind,
                from_set_aside,
            } => {
                out.push(if *from_set_aside { 'T' } else { 't' });
                out.push(chip_code(*kind));
            }
            Action::NoChip => out.push('n'),
            Action::Exchange { discard, one_more } => {
                out.push(if *one_more { 'X' } else { 'x' });
                values(&mut out, discard)?;
            }
            Action::Play {
                cards,
                field,
                discard,
            } => {
                out.push('p');
                values(&mut out, cards)?;
                out.push(box_code(*field));
                values(&mut out, discard)?;
            }
            Action::Announce => out.push('a'),
        }
    }
    Some(out)
}

/// The log that `text` is the compact form of.
///
/// # Errors
///
/// A `CompactError` when `text` is not the compact form of a log.
pub fn decode(text: &str) -> Result<Vec<Action>, CompactError> {
    let mut reader = Reader {
        chars: text.chars().collect(),
        at: 0,
    };
    let mut log = Vec::new();
    while let Some(op) = reader.next() {
        let action = match op {
            'r' => Action::Roll,
            'R' => Action::ChipRoll,
            'h' | 'u' => Action::Hold {
                die: reader.digit()?.into(),
                held: op == 'h',
            },
            'e' => Action::EnterDice {
                dice: reader.values()?,
            },
            's' => Action::Score {
                box_id: reader.box_id()?,
            },
            't' | 'T' => Action::TakeChip {
                kind: reader.chip()?,
                from_set_aside: op == 'T',
            },
            'n' => Action::NoChip,
            'x' | 'X' => Action::Exchange {
                discard: reader.values()?,
                one_more: op == 'X',
            },
            'p' => Action::Play {
                cards: reader.values()?,
                field: reader.box_id()?,
                discard: reader.values()?,
            },
            'a' => Action::Announce,
            _ => return Err(reader.error()),
        };
        log.push(action);
    }
    Ok(log)
}

/// Ends a list of values.
const END: char = '.';

fn digit(n: impl TryInto<u32>) -> Option<char> {
    char::from_digit(n.try_into().ok()?, 36)
}

fn values(out: &mut String, values: &[u8]) -> Option<()> {
    for &v in values {
        out.push(digit(v)?);
    }
    out.push(END);
    Some(())
}

/// Each box's letter: the German sheet's initials where they are free.
fn box_code(b: BoxId) -> char {
    match b {
        BoxId::Ones => '1',
        BoxId::Twos => '2',
        BoxId::Threes => '3',
        BoxId::Fours => '4',
        BoxId::Fives => '5',
        BoxId::Sixes => '6',
        BoxId::ThreeOfAKind => 'd',
        BoxId::FourOfAKind => 'v',
        BoxId::TwoPairs => 'p',
        BoxId::ThreePairs => 'q',
        BoxId::TwoTriples => 't',
        BoxId::FullHouse => 'f',
        BoxId::BigFullHouse => 'F',
        BoxId::SmallStraight => 's',
        BoxId::LargeStraight => 'S',
        BoxId::Highway => 'h',
        BoxId::Kniffel => 'k',
        BoxId::KniffelExtreme => 'K',
        BoxId::TenOrLess => 'l',
        BoxId::ThirtyThreeOrMore => 'm',
        BoxId::Chance => 'c',
        BoxId::SuperChance => 'C',
        BoxId::OnePair => 'o',
        BoxId::FiveOfAKind => 'x',
        BoxId::FullStraight => 'H',
        BoxId::Villa => 'V',
        BoxId::Tower => 'T',
        BoxId::Yatzy => 'y',
        BoxId::MaxiYatzy => 'Y',
        BoxId::Straight => 'e',
        BoxId::Generala => 'g',
        BoxId::DoubleGenerala => 'G',
    }
}

fn chip_code(c: ChipKind) -> char {
    match c {
        ChipKind::TwoPairs => 'p',
        ChipKind::ThreeOfAKind => 'd',
        ChipKind::SmallStraight => 's',
        ChipKind::Flush => 'c',
        ChipKind::FullHouse => 'f',
        ChipKind::FourOfAKind => 'v',
        ChipKind::LargeStraight => 'S',
    }
}

struct Reader {
    chars: Vec<char>,
    at: usize,
}

impl Reader {
    fn next(&mut self) -> Option<char> {
        let c = self.chars.get(self.at).copied();
        self.at += 1;
        c
    }

    fn error(&self) -> CompactError {
        CompactError {
            at: self.at.saturating_sub(1),
        }
    }

    fn digit(&mut self) -> Result<u8, CompactError> {
        self.next()
            .and_then(|c| c.to_digit(36))
            .and_then(|d| u8::try_from(d).ok())
            .ok_or_else(|| self.error())
    }

    fn values(&mut self) -> Result<Vec<u8>, CompactError> {
        let mut out = Vec::new();
        while self.chars.get(self.at) != Some(&END) {
            out.push(self.digit()?);
        }
        self.at += 1;
        Ok(out)
    }

    fn box_id(&mut self) -> Result<BoxId, CompactError> {
        self.coded(&BoxId::ALL, box_code)
    }

    fn chip(&mut self) -> Result<ChipKind, CompactError> {
        self.coded(&ChipKind::ALL, chip_code)
    }

    /// The one of `all` whose `code` is the next character.
    fn coded<T: Copy>(&mut self, all: &[T], code: fn(T) -> char) -> Result<T, CompactError> {
        let c = self.next();
        all.iter()
            .copied()
            .find(|&x| Some(code(x)) == c)
            .ok_or_else(|| self.error())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::Game;
    use crate::engine::kind::{BotKind, GameKind};
    use crate::engine::setup::Setup;

    /// A whole game of `kind` between random players (every kind of action shows up).
    fn random_game(kind: GameKind, players: usize, seed: u64) -> Game {
        let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let mut game = Game::new(Setup::new(kind, &names).with_seed(seed)).expect("setup");
        crate::ai::play_out(&mut game, BotKind::Random, seed).expect("legal");
        game
    }

    #[test]
    fn every_kind_of_game_reads_back_action_for_action() {
        for kind in GameKind::ALL {
            for seed in 0..20 {
                let players = if kind == GameKind::Cards { 3 } else { 2 };
                let game = random_game(kind, players, seed);
                let text = encode(game.log()).expect("encodable");
                assert_eq!(
                    decode(&text).as_ref(),
                    Ok(&game.log().to_vec()),
                    "{kind:?} {seed}: {text}"
                );
                let json = serde_json::to_string(game.log()).expect("json");
                assert!(
                    text.len() * 8 < json.len(),
                    "{kind:?}: {} vs {}",
                    text.len(),
                    json.len()
                );
            }
        }
    }

    #[test]
    fn every_action_form_has_its_code() {
        let log = vec![
            Action::Roll,
            Action::ChipRoll,
            Action::Hold { die: 5, held: true },
            Action::Hold {
                die: 0,
                held: false,
            },
            Action::EnterDice {
                dice: vec![1, 10, 0, 6, 6, 2],
            },
            Action::EnterDice { dice: vec![] },
            Action::TakeChip {
                kind: ChipKind::LargeStraight,
                from_set_aside: true,
            },
            Action::NoChip,
            Action::Exchange {
                discard: vec![1, 2],
                one_more: true,
            },
            Action::Exchange {
                discard: vec![],
                one_more: false,
            },
            Action::Play {
                cards: vec![5, 5, 5],
                field: BoxId::Fives,
                discard: vec![6],
            },
            Action::Announce,
        ];
        let mut all = log.clone();
        all.extend(
            BoxId::ALL
                .into_iter()
                .map(|box_id| Action::Score { box_id }),
        );
        all.extend(ChipKind::ALL.into_iter().map(|kind| Action::TakeChip {
            kind,
            from_set_aside: false,
        }));
        let text = encode(&all).expect("encodable");
        assert_eq!(decode(&text), Ok(all));
        assert_eq!(
            &text[..20],
            "rRh5u0e1a0662.e.TSnX",
            "the stored form never changes"
        );
    }

    #[test]
    fn values_without_a_character_are_not_encoded() {
        assert_eq!(
            encode(&[Action::Hold {
                die: 36,
                held: true
            }]),
            None
        );
        assert_eq!(encode(&[Action::EnterDice { dice: vec![99] }]), None);
    }

    #[test]
    fn damaged_text_is_refused_where_it_breaks() {
        for (text, at) in [
            ("rz", 1),
            ("h", 1),
            ("sZ", 1),
            ("e12", 3),
            ("p5", 2),
            ("tq", 1),
        ] {
            assert_eq!(decode(text), Err(CompactError { at }), "{text}");
        }
        assert_eq!(decode(""), Ok(vec![]));
    }
}
