//! The browser's JSON writer (`engine::json_write`) against serde_json: the same text for
//! whole games of every kind, step by step, and for the awkward corners of JSON.

use pasch::ai;
use pasch::engine::game::{BotKind, PlayerSetup};
use pasch::engine::json_write::{to_string, Unsupported};
use pasch::engine::rng::GameRng;
use pasch::engine::{Game, GameKind, Setup};
use std::collections::BTreeMap;

/// Names with everything a string can hold: quotes, backslashes, every control
/// character, markup, emoji and non-Latin letters.
fn awkward_names(n: usize) -> Vec<String> {
    let controls: String = (0u8..0x20).map(char::from).collect();
    let all = [
        format!("Quote \" and \\ back{controls}\u{7f}"),
        "<b>Anna</b> & \u{1F3B2}".to_string(),
        "Jürgen Ωμέγα 李".to_string(),
        "x".repeat(200),
        "Lena".to_string(),
    ];
    all.into_iter().cycle().take(n).collect()
}

fn play_and_compare(kind: GameKind, players: usize, seed: u64) {
    let names = awkward_names(players);
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut setup = Setup::new(kind, &names).with_seed(seed);
    setup.players[0] = PlayerSetup {
        name: setup.players[0].name.clone(),
        bot: Some(BotKind::Greedy),
    };
    let mut game = Game::new(setup).expect("valid setup");
    let mut bots = GameRng::from_seed(seed ^ 0x9e37);
    let mut steps = 0;
    loop {
        let ours = to_string(&game).expect("a game has a JSON form");
        assert_eq!(
            ours,
            serde_json::to_string(&game).expect("serde_json"),
            "{kind:?} after {steps} actions"
        );
        assert_eq!(game.to_json(), ours);
        let Some(action) = ai::choose(BotKind::Random, &game, &mut bots) else {
            break;
        };
        game.apply(action).expect("a legal action");
        steps += 1;
    }
    assert!(game.is_over(), "{kind:?}: the random game ran to its end");
}

#[test]
fn whole_games_of_every_kind_write_as_serde_json_does() {
    for (kind, players) in [
        (GameKind::Classic, 1),
        (GameKind::Classic, 3),
        (GameKind::Extreme, 2),
        (GameKind::Duel, 1),
        (GameKind::Duel, 2),
        (GameKind::Cards, 2),
        (GameKind::Cards, 5),
    ] {
        for seed in [1, 2] {
            play_and_compare(kind, players, seed);
        }
    }
}

#[test]
fn strings_are_escaped_as_serde_json_escapes_them() {
    let every_char_below_256: String = (0u32..256).filter_map(char::from_u32).collect();
    for s in [
        every_char_below_256.as_str(),
        "",
        "\u{2028}\u{2029}",
        "\u{10FFFF}",
    ] {
        assert_eq!(to_string(s).unwrap(), serde_json::to_string(s).unwrap());
    }
    assert_eq!(
        to_string(&'\u{1}').unwrap(),
        serde_json::to_string(&'\u{1}').unwrap()
    );
}

#[test]
fn numbers_options_tuples_and_maps() {
    let value = (
        (i64::MIN, i64::MAX, u64::MAX, -1i8, 0u8),
        (Some(7u32), None::<u32>, (), u128::from(u64::MAX)),
        vec![vec![1, 2], vec![]],
    );
    assert_eq!(
        to_string(&value).unwrap(),
        serde_json::to_string(&value).unwrap()
    );
    let by_number: BTreeMap<i32, bool> = [(-3, true), (12, false)].into();
    assert_eq!(
        to_string(&by_number).unwrap(),
        serde_json::to_string(&by_number).unwrap()
    );
    let by_name: BTreeMap<&str, Option<char>> = [("a\"b", Some('x')), ("", None)].into();
    assert_eq!(
        to_string(&by_name).unwrap(),
        serde_json::to_string(&by_name).unwrap()
    );
    let by_bool: BTreeMap<bool, u8> = [(false, 0), (true, 1)].into();
    assert_eq!(
        to_string(&by_bool).unwrap(),
        serde_json::to_string(&by_bool).unwrap()
    );
}

#[test]
fn what_a_save_never_holds_is_refused() {
    assert_eq!(to_string(&1.5f64), Err(Unsupported));
    assert_eq!(to_string(&u128::MAX), Err(Unsupported));
    let by_list: BTreeMap<Vec<u8>, u8> = [(vec![1], 1)].into();
    assert_eq!(to_string(&by_list), Err(Unsupported));
}
