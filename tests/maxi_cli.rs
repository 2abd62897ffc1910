//! `pasch-cli advise`, `review` and `simulate` on Maxi Yatzy: the fitted values' advice
//! (six dice, saved rolls, the switches it refuses), the review's split (an estimate,
//! `"exact":false`) and the strong player's games with and without saved rolls.

mod support;

use serde_json::Value;
use std::process::Command;
use support::answers;

fn evs(answer: &Value) -> Vec<f64> {
    answer["options"]
        .as_array()
        .unwrap_or_else(|| panic!("options: {answer}"))
        .iter()
        .map(|o| o["ev"].as_f64().expect("ev"))
        .collect()
}

#[test]
fn advise_values_every_keep_and_box_of_six_dice() {
    let input = [
        r#"{"game":"maxi_yatzy","dice":[1,1,2,3,5,6],"rolls_left":2}"#,
        r#"{"game":"maxi_yatzy","dice":[4,4,4,4,4,4],"rolls_left":0}"#,
        r#"{"game":"maxi_yatzy","dice":[6,6,6,6,6,1],"rolls_left":5}"#,
        r#"{"game":"maxi_yatzy","dice":[6,6,6,6,6,1],"rolls_left":5,"saved_rolls":false}"#,
        r#"{"game":"maxi_yatzy","dice":[6,6,6,6,6],"rolls_left":2}"#,
        r#"{"game":"maxi_yatzy","dice":[6,6,6,6,6,1],"rolls_left":2,"small_bonus":true}"#,
        r#"{"game":"maxi_yatzy","dice":[6,6,6,6,6,1],"rolls_left":2,"four_equal_two_pairs":true}"#,
        r#"{"game":"yatzy","dice":[6,6,6,6,1],"rolls_left":2,"saved_rolls":true}"#,
        r#"{"game":"maxi_yatzy","sheet":{"chance":30,"villa":0},"dice":[1,2,3,4,5,6],"rolls_left":0}"#,
    ]
    .join("\n");
    let a = answers(&["advise"], &input);
    assert_eq!(a.len(), 9);
    // Every distinct keep of 1 1 2 3 5 6 (3 × 2^4), best first, about the game's value.
    let first = evs(&a[0]);
    assert_eq!(first.len(), 48);
    assert!(first.windows(2).all(|w| w[0] >= w[1]), "{first:?}");
    assert!(first[0] > 350.0 && first[0] < 450.0, "{first:?}");
    // Six equal go in the maxi_yatzy box (100 points).
    assert_eq!(a[1]["options"][0]["box"], "maxi_yatzy");
    assert_eq!(evs(&a[1]).len(), 20);
    // With saved rolls five throws may be left; five sixes are kept.
    assert_eq!(
        a[2]["options"][0]["keep"],
        serde_json::json!([6, 6, 6, 6, 6])
    );
    for (i, says) in [
        (3, "rolls_left is 0 to 2"),
        (4, "6 dice"),
        (5, "100 at 84 only"),
        (6, "Yatzy's switches"),
        (7, "for \"game\":\"maxi_yatzy\" only"),
    ] {
        let error = a[i]["error"].as_str().unwrap_or_default();
        assert!(error.contains(says), "line {i}: {}", a[i]);
    }
    // Two boxes filled: the other 18 are offered, the full straight first.
    assert_eq!(evs(&a[8]).len(), 18);
    assert_eq!(a[8]["options"][0]["box"], "full_straight");
}

/// `simulate --logs`'s saves of `games` Maxi Yatzy games by `bot`.
fn saves(players: usize, games: u64, bot: &str, saved_rolls: &str) -> String {
    support::simulated_saves(
        "maxi_yatzy",
        players,
        games,
        5,
        bot,
        &["--saved-rolls", saved_rolls],
    )
}

#[test]
fn review_splits_maxi_yatzy_by_its_estimates() {
    for (players, bot, saved) in [
        (1, "strong", "on"),
        (1, "strong", "off"),
        (2, "greedy", "on"),
    ] {
        for answer in answers(&["review"], &saves(players, 3, bot, saved)) {
            assert_eq!(answer["game"], "maxi_yatzy", "{answer}");
            assert_eq!(answer["exact"], false, "{answer}");
            for p in answer["players"].as_array().expect("players") {
                let n = |k: &str| p[k].as_f64().unwrap_or_else(|| panic!("{k}: {p}"));
                let split = n("expected_start") + n("luck") - n("mistakes");
                assert!((split - n("final")).abs() < 1e-6, "{p}");
                assert!(n("decisions") > 0.0, "{p}");
                // The strong player plays by the values the review judges with.
                if bot == "strong" {
                    assert!(n("mistakes") < 1e-9, "{p}");
                } else {
                    assert!(n("mistakes") > 0.0, "{p}");
                }
            }
        }
    }
}

#[test]
fn simulate_takes_the_saved_rolls_switch_for_maxi_yatzy_only() {
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_pasch-cli"))
            .args(args)
            .output()
            .expect("run pasch-cli")
    };
    let base = [
        "simulate",
        "--players",
        "1",
        "--bot",
        "strong",
        "--games",
        "2",
        "--seed",
        "1",
    ];
    let off = run(&[&base[..], &["--game", "maxi_yatzy", "--saved-rolls", "off"]].concat());
    assert!(
        off.status.success(),
        "{}",
        String::from_utf8_lossy(&off.stderr)
    );
    let line: Value = serde_json::from_slice(&off.stdout).expect("json");
    assert_eq!(line["saved_rolls"], false, "{line}");
    let yatzy = run(&[&base[..], &["--game", "yatzy", "--saved-rolls", "off"]].concat());
    assert_eq!(yatzy.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&yatzy.stderr).contains("Maxi Yatzy's switch"));
}
