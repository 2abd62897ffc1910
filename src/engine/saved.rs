//! Reading a save back: its format version, setup and action log, through the small JSON
//! reader (`json`), with the meaning serde gives the same text (tests compare the two).
//! The state is not read: `Game::from_json` replays the log and compares.

use super::classic::RuleSet;
use super::duel::ChipKind;
use super::game::{
    Action, BotKind, DiceSource, GameKind, LoadError, Options, PlayerSetup, Setup, FORMAT_VERSION,
};
use super::json::{self, field, field_or, FromJson, Value};
use super::sheet::BoxId;

/// The setup and log of a save in the current format; a newer format is told apart
/// from a damaged save so the player learns to update instead.
pub fn read(text: &str) -> Result<(Setup, Vec<Action>), LoadError> {
    let corrupt = LoadError::Corrupt;
    let save = json::parse(text).map_err(corrupt)?;
    match field::<Option<u64>>(&save, "format").ok().flatten() {
        Some(f) if f == u64::from(FORMAT_VERSION) => {}
        Some(f) if f > u64::from(FORMAT_VERSION) => {
            return Err(LoadError::Newer(u32::try_from(f).unwrap_or(u32::MAX)))
        }
        _ => return Err(corrupt("no known format version".into())),
    }
    Ok((
        field(&save, "setup").map_err(corrupt)?,
        field(&save, "log").map_err(corrupt)?,
    ))
}

impl FromJson for Setup {
    fn from_json(v: &Value) -> Result<Setup, String> {
        Ok(Setup {
            kind: field(v, "kind")?,
            players: field(v, "players")?,
            options: field_or(v, "options", Options::default())?,
            seed: field(v, "seed")?,
            dice: field_or(v, "dice", DiceSource::default())?,
        })
    }
}

impl FromJson for PlayerSetup {
    fn from_json(v: &Value) -> Result<PlayerSetup, String> {
        Ok(PlayerSetup {
            name: field(v, "name")?,
            bot: field_or(v, "bot", None)?,
        })
    }
}

impl FromJson for Options {
    fn from_json(v: &Value) -> Result<Options, String> {
        let default = Options::default();
        Ok(Options {
            rule_set: field_or(v, "rule_set", default.rule_set)?,
            joker: field_or(v, "joker", default.joker)?,
            announce_yourself: field_or(v, "announce_yourself", default.announce_yourself)?,
        })
    }
}

impl FromJson for Action {
    fn from_json(v: &Value) -> Result<Action, String> {
        let name: String = field(v, "action")?;
        Ok(match name.as_str() {
            "roll" => Action::Roll,
            "chip_roll" => Action::ChipRoll,
            "hold" => Action::Hold {
                die: field(v, "die")?,
                held: field(v, "held")?,
            },
            "enter_dice" => Action::EnterDice {
                dice: field(v, "dice")?,
            },
            "score" => Action::Score {
                box_id: field(v, "box")?,
            },
            "take_chip" => Action::TakeChip {
                kind: field(v, "kind")?,
                from_set_aside: field_or(v, "from_set_aside", false)?,
            },
            "no_chip" => Action::NoChip,
            "exchange" => Action::Exchange {
                discard: field(v, "discard")?,
                one_more: field(v, "one_more")?,
            },
            "play" => Action::Play {
                cards: field(v, "cards")?,
                field: field(v, "field")?,
            },
            "announce" => Action::Announce,
            other => return Err(format!("unknown action `{other}`")),
        })
    }
}

/// Fieldless enums are saved as their ids.
macro_rules! from_id_json {
    ($($t:ty),+) => {$(
        impl FromJson for $t {
            fn from_json(v: &Value) -> Result<$t, String> {
                json::id(v, <$t>::from_id)
            }
        }
    )+};
}
from_id_json!(GameKind, BotKind, RuleSet, DiceSource, BoxId, ChipKind);

#[cfg(test)]
mod tests {
    use super::*;

    fn action(text: &str) -> Result<Action, String> {
        Action::from_json(&json::parse(text)?)
    }

    #[test]
    fn reads_every_action_as_serde_writes_it() {
        let actions = [
            Action::Roll,
            Action::ChipRoll,
            Action::Hold { die: 3, held: true },
            Action::EnterDice {
                dice: vec![1, 2, 3, 4, 5],
            },
            Action::Score {
                box_id: BoxId::FullHouse,
            },
            Action::TakeChip {
                kind: ChipKind::FullHouse,
                from_set_aside: true,
            },
            Action::NoChip,
            Action::Exchange {
                discard: vec![2, 2],
                one_more: true,
            },
            Action::Play {
                cards: vec![6, 6, 6],
                field: BoxId::Sixes,
            },
            Action::Announce,
        ];
        // Exhaustive on purpose: a new action stops this test compiling until it is in
        // the list above (and both readers know it).
        for a in &actions {
            match a {
                Action::Roll
                | Action::ChipRoll
                | Action::Hold { .. }
                | Action::EnterDice { .. }
                | Action::Score { .. }
                | Action::TakeChip { .. }
                | Action::NoChip
                | Action::Exchange { .. }
                | Action::Play { .. }
                | Action::Announce => {}
            }
        }
        for a in actions {
            let text = serde_json::to_string(&a).expect("write");
            assert_eq!(action(&text), Ok(a.clone()), "{text}");
            assert_eq!(
                serde_json::from_str::<Action>(&text).ok(),
                Some(a),
                "{text}"
            );
        }
    }

    #[test]
    fn refuses_actions_serde_refuses() {
        for text in [
            r#"{"action":"hold","die":1}"#,
            r#"{"action":"hold","die":-1,"held":true}"#,
            r#"{"action":"score"}"#,
            r#"{"action":"score","box":"nope"}"#,
            r#"{"action":"shout"}"#,
            r#"{"die":1}"#,
        ] {
            assert!(action(text).is_err(), "{text}");
            assert!(serde_json::from_str::<Action>(text).is_err(), "{text}");
        }
        // serde would also take `["roll"]` (a tag-first list); saves never hold that.
        assert!(action(r#"["roll"]"#).is_err());
        // Left out means false, for both: a chip from the tray.
        let take = r#"{"action":"take_chip","kind":"full_house"}"#;
        let expected = Action::TakeChip {
            kind: ChipKind::FullHouse,
            from_set_aside: false,
        };
        assert_eq!(action(take), Ok(expected.clone()));
        assert_eq!(serde_json::from_str::<Action>(take).ok(), Some(expected));
    }

    #[test]
    fn a_setup_reads_as_serde_reads_it_with_its_defaults() {
        let mut setup =
            Setup::new(GameKind::Cards, &["Ada", "<b>\"Bo\"</b> 🎲"]).with_seed(u64::MAX);
        setup.players[1].bot = Some(BotKind::Greedy);
        setup.options.announce_yourself = true;
        setup.options.rule_set = RuleSet::Yahtzee;
        setup.options.joker = false;
        setup.dice = DiceSource::Manual;
        let text = serde_json::to_string(&setup).expect("write");
        assert_eq!(
            Setup::from_json(&json::parse(&text).expect("parse")),
            Ok(setup)
        );
        // Options, dice and bots may be left out; both readers fill in the same defaults.
        let short = r#"{"kind":"classic","players":[{"name":"Ada"}],"seed":7}"#;
        let ours = Setup::from_json(&json::parse(short).expect("parse")).expect("read");
        assert_eq!(
            Some(&ours),
            serde_json::from_str::<Setup>(short).ok().as_ref()
        );
        assert!(ours.options.joker);
        for bad in [
            r#"{"kind":"poker","players":[],"seed":7}"#,
            r#"{"kind":"classic","players":[{"name":"Ada"}],"seed":-7}"#,
            r#"{"kind":"classic","players":[{"name":1}],"seed":7}"#,
            r#"{"kind":"classic","seed":7}"#,
        ] {
            assert!(
                Setup::from_json(&json::parse(bad).expect("parse")).is_err(),
                "{bad}"
            );
            assert!(serde_json::from_str::<Setup>(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn every_id_reads_back_as_serde_writes_it() {
        fn check<T: FromJson + serde::Serialize + PartialEq + std::fmt::Debug>(all: &[T]) {
            for v in all {
                let text = serde_json::to_string(v).expect("write");
                assert_eq!(
                    T::from_json(&json::parse(&text).expect("parse")).as_ref(),
                    Ok(v)
                );
            }
        }
        check(&GameKind::ALL);
        check(&[BotKind::Random, BotKind::Greedy]);
        check(&[RuleSet::Kniffel, RuleSet::Yahtzee]);
        check(&[DiceSource::Random, DiceSource::Manual]);
        check(&BoxId::ALL);
        check(&ChipKind::ALL);
    }

    #[test]
    fn tells_newer_and_damaged_saves_apart() {
        assert_eq!(
            read(r#"{"format":99,"what":"ever"}"#),
            Err(LoadError::Newer(99))
        );
        for text in [
            r#"{"format":1,"setup":"#,
            r#"{"setup":{},"log":[]}"#,
            r#"{"format":0,"setup":{},"log":[]}"#,
            r#"{"format":"1"}"#,
            r#"[1]"#,
            "",
        ] {
            assert!(matches!(read(text), Err(LoadError::Corrupt(_))), "{text}");
        }
    }
}
