//! `pasch-cli advise`, `review` and `simulate` on Maxi Yatzy: the fitted values' advice
//! (six dice, saved rolls, the switches it refuses), the review's split (an estimate,
//! `"exact":false`) and the strong player's games with and without saved rolls.

use serde_json::Value;
use std::io::Write;
use std::process::{Command, Stdio};

/// One JSON answer per line of `input` to `pasch-cli <args>`.
fn answers(args: &[&str], input: &str) -> Vec<Value> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pasch-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start pasch-cli");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().expect("run pasch-cli");
    writer.join().expect("the writer").expect("write stdin");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .expect("utf-8")
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

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
    let dir = std::env::temp_dir().join(format!("pasch-maxi-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join(format!("{players}-{bot}-{games}-{saved_rolls}.jsonl"));
    let out = Command::new(env!("CARGO_BIN_EXE_pasch-cli"))
        .args([
            "simulate",
            "--game",
            "maxi_yatzy",
            "--players",
            &players.to_string(),
            "--games",
            &games.to_string(),
            "--seed",
            "5",
            "--bot",
            bot,
            "--saved-rolls",
            saved_rolls,
            "--logs",
        ])
        .arg(&path)
        .output()
        .expect("run pasch-cli");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&path).expect("the logs");
    std::fs::remove_file(&path).expect("remove the logs");
    text
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
