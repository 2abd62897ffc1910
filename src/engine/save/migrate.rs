//! Saves of older formats, each read in its own shape and turned into the current
//! format's setup and log. Never change a reader here: it reads what an earlier Pasch
//! wrote, and `tests/fixtures/saves/` holds real saves of each format to prove it.

use super::load_error::{unreadable, LoadError};
use crate::engine::action::Action;
use crate::engine::game_id::GameId;
use crate::engine::kind::{BotKind, DiceSource, GameKind};
use crate::engine::setup::{Options, PlayerSetup, Setup};
use serde::Deserialize;

/// Format 1 (Pasch up to 2026-11): `{"format":1,"setup":…,"rng":…,"state":…,"log":[…]}`,
/// the whole game as the engine held it. Only the setup and the log are read; the
/// random generator and the state are what replaying them gives. Format 1 had no rules
/// versions: its games were played under rules version 1.
#[derive(Deserialize)]
struct V1 {
    setup: SetupV1,
    log: Vec<Action>,
}

/// Format 1's setup: the current one without the rules version.
#[derive(Deserialize)]
struct SetupV1 {
    kind: GameKind,
    players: Vec<PlayerV1>,
    #[serde(default)]
    options: Options,
    seed: u64,
    #[serde(default)]
    dice: DiceSource,
}

#[derive(Deserialize)]
struct PlayerV1 {
    name: String,
    #[serde(default)]
    bot: Option<BotKind>,
}

/// The rules every format-1 game was played under.
const V1_RULES: u32 = 1;

pub(super) fn from_v1(text: &str) -> Result<(Setup, Vec<Action>), LoadError> {
    let V1 { setup, log } = serde_json::from_str(text).map_err(unreadable)?;
    let setup = Setup {
        id: GameId::NONE,
        kind: setup.kind,
        rules_version: V1_RULES,
        players: setup
            .players
            .into_iter()
            .map(|p| PlayerSetup {
                name: p.name,
                bot: p.bot,
                ..Default::default()
            })
            .collect(),
        options: setup.options,
        seed: setup.seed,
        start_player: 0,
        chosen_seed: false,
        dice: setup.dice,
        daily: None,
    };
    Ok((setup, log))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::scoresheet::classic::RuleSet;
    use crate::engine::scoresheet::sheet::BoxId;

    #[test]
    fn a_format_1_save_keeps_its_setup_and_log_and_gets_rules_1() {
        // Format 1 as written, with the rng and state this reader ignores (even broken).
        let text = r#"{"format":1,"setup":{"kind":"classic","players":[{"name":"Ada","bot":null},{"name":"Bot","bot":"greedy"}],"options":{"rule_set":"yahtzee","joker":false,"announce_yourself":false},"seed":7,"dice":"manual"},"rng":"gone","state":{"whatever":true},"log":[{"action":"enter_dice","dice":[1,2,3,4,5]},{"action":"score","box":"chance"}]}"#;
        let (setup, log) = from_v1(text).expect("format 1");
        assert_eq!(setup.rules_version, 1);
        assert_eq!(setup.kind, GameKind::Classic);
        assert_eq!(setup.players[1].bot, Some(BotKind::Greedy));
        assert_eq!(setup.options.rule_set, RuleSet::Yahtzee);
        assert!(!setup.options.joker);
        assert_eq!(setup.dice, DiceSource::Manual);
        assert_eq!(
            log,
            vec![
                Action::EnterDice {
                    dice: vec![1, 2, 3, 4, 5]
                },
                Action::Score {
                    box_id: BoxId::Chance
                }
            ]
        );
        // Options, dice and bots could be left out; they take format 1's defaults.
        let short = r#"{"format":1,"setup":{"kind":"classic","players":[{"name":"Ada"}],"seed":7},"log":[]}"#;
        let (setup, _) = from_v1(short).expect("format 1");
        assert_eq!(setup.options, Options::default());
        assert_eq!(setup.dice, DiceSource::Random);
        assert_eq!(setup.players[0].bot, None);
    }
}
