//! `pasch-cli advise`, `review` and `winchance` on Generala: the exact table's values
//! (served boxes on the first roll, the switches), the review's exact split, the win
//! chance with the servida's.

mod support;

use serde_json::Value;
use support::answers;

/// Every Generala box but `open` filled with 0, as a request's sheet.
fn sheet_but(open: &[&str]) -> String {
    let boxes = [
        "ones",
        "twos",
        "threes",
        "fours",
        "fives",
        "sixes",
        "straight",
        "full_house",
        "four_of_a_kind",
        "generala",
        "double_generala",
    ];
    let filled: Vec<String> = boxes
        .iter()
        .filter(|b| !open.contains(b))
        .map(|b| format!("\"{b}\":0"))
        .collect();
    format!("{{{}}}", filled.join(","))
}

fn ev_of(answer: &Value, key: &str, value: Value) -> Option<f64> {
    answer["options"]
        .as_array()?
        .iter()
        .find(|o| o[key] == value)
        .and_then(|o| o["ev"].as_f64())
}

#[test]
fn advise_values_generala_exactly() {
    let straight_only = sheet_but(&["straight"]);
    let input = [
        format!(r#"{{"game":"generala","sheet":{straight_only},"dice":[2,3,4,5,6],"rolls_left":2}}"#),
        format!(r#"{{"game":"generala","sheet":{straight_only},"dice":[2,3,4,5,6],"rolls_left":0}}"#),
        format!(r#"{{"game":"generala","sheet":{straight_only},"dice":[3,4,5,6,1],"rolls_left":0,"straight_wrap":true}}"#),
        r#"{"game":"generala","dice":[6,6,6,2,3],"rolls_left":2}"#.to_string(),
        r#"{"game":"classic","dice":[6,6,6,2,3],"rolls_left":2,"straight_wrap":true}"#.to_string(),
        r#"{"game":"generala","dice":[6,6,6,2,3],"rolls_left":2,"double_generala":false,"sheet":{"double_generala":0}}"#.to_string(),
        r#"{"game":"duel","dice":[6,6,6,2,3],"rolls_left":2}"#.to_string(),
    ]
    .join("\n");
    let a = answers(&["advise"], &input);
    assert_eq!(a.len(), 7);
    // Served on the first roll: 25; after the last roll: 20; round the 1 with the switch.
    assert_eq!(ev_of(&a[0], "box", "straight".into()), Some(25.0));
    assert_eq!(a[0]["options"][0]["ev"], 25.0);
    assert_eq!(ev_of(&a[1], "box", "straight".into()), Some(20.0));
    assert_eq!(ev_of(&a[2], "box", "straight".into()), Some(20.0));
    // A fresh sheet: every keep and every box, best first.
    let options = a[3]["options"].as_array().expect("options");
    assert_eq!(options.len(), 16 + 11, "16 keeps, 11 boxes");
    let evs: Vec<f64> = options
        .iter()
        .map(|o| o["ev"].as_f64().expect("ev"))
        .collect();
    assert!(evs.windows(2).all(|w| w[0] >= w[1]), "{evs:?}");
    assert!(evs[0] > 150.0 && evs[0] < 300.0, "{evs:?}");
    for (i, says) in [
        (4, "Generala's switches"),
        (5, "not on this Generala sheet"),
        (6, "classic Kniffel, Yatzy, Maxi Yatzy and Generala"),
    ] {
        let error = a[i]["error"].as_str().unwrap_or_default();
        assert!(error.contains(says), "line {i}: {}", a[i]);
    }
}

/// `simulate --logs`'s saves of `games` Generala games.
fn saves(players: usize, games: u64, bot: &str) -> String {
    support::simulated_saves("generala", players, games, 5, bot, &[])
}

#[test]
fn review_splits_generala_exactly() {
    for (players, bot) in [(1, "strong"), (2, "greedy"), (2, "strong")] {
        for answer in answers(&["review"], &saves(players, 3, bot)) {
            assert_eq!(answer["game"], "generala", "{answer}");
            assert_eq!(answer["exact"], true, "{answer}");
            for p in answer["players"].as_array().expect("players") {
                let n = |k: &str| p[k].as_f64().unwrap_or_else(|| panic!("{k}: {p}"));
                let split = n("expected_start") + n("luck") - n("mistakes");
                assert!((split - n("final")).abs() < 1e-6, "{p}");
                assert!(n("decisions") > 0.0, "{p}");
                // Alone the strong player plays for the score: exactly, no mistake.
                if players == 1 {
                    assert!(n("mistakes") < 1e-9, "{p}");
                } else if bot == "greedy" {
                    assert!(n("mistakes") > 0.0, "{p}");
                }
            }
        }
    }
}

#[test]
fn winchance_of_generala_adds_up_and_ends_with_the_winner() {
    let fresh = serde_json::json!({
        "format": 2,
        "setup": {"kind": "generala", "rules_version": 1, "seed": 7,
                  "players": [{"name": "Ana", "bot": null}, {"name": "Luis", "bot": null}]},
        "log": []
    })
    .to_string();
    let finished = saves(3, 2, "normal");
    let input = format!("{fresh}\n{finished}");
    let a = answers(&["winchance"], &input);
    assert_eq!(a.len(), 3);
    let chances = |v: &Value| -> Vec<f64> {
        v["players"]
            .as_array()
            .expect("players")
            .iter()
            .map(|p| p["win"].as_f64().expect("win"))
            .collect()
    };
    let start = chances(&a[0]);
    assert!((start.iter().sum::<f64>() - 1.0).abs() < 1e-6, "{start:?}");
    // Equal sheets: equal chances but for the servida the first player may throw first.
    assert!(
        start[0] > start[1] && start[0] - start[1] < 0.01,
        "{start:?}"
    );
    for answer in &a[1..] {
        let end = chances(answer);
        assert!((end.iter().sum::<f64>() - 1.0).abs() < 1e-6, "{end:?}");
        assert!(end.iter().all(|&c| c == 0.0 || c >= 1.0 / 3.0), "{end:?}");
    }
}

#[test]
fn the_series_of_a_generala_game_ends_with_its_winner() {
    use pasch::ai::winchance::WinCalculator;
    for line in saves(2, 3, "strong").lines() {
        let game = pasch::engine::read_save(line).expect("a save");
        let series = WinCalculator::new().series(&game).expect("a series");
        let last = series.rounds.last().expect("rounds");
        assert!((last.iter().sum::<f64>() - 1.0).abs() < 1e-6, "{last:?}");
        let winner = game.standings()[0].player;
        assert!(last[winner] >= 0.5, "{last:?}");
        assert!(series.turning.is_some());
    }
}
