//! The built `pasch-cli` binary on its documented protocol: `score` answers, errors and
//! ordering, `simulate` output and reproducibility, help, and exit codes.

mod support;

use serde_json::Value;
use std::io::Write;
use std::process::{Command, Stdio};

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn cli(args: &[&str], stdin: &str) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pasch-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start pasch-cli");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    let out = child.wait_with_output().expect("run pasch-cli");
    Run {
        code: out.status.code().expect("exit code"),
        stdout: String::from_utf8(out.stdout).expect("utf-8"),
        stderr: String::from_utf8(out.stderr).expect("utf-8"),
    }
}

/// Answers to `requests` (one per line), each checked to be one JSON line.
fn score(requests: &[&str]) -> Vec<String> {
    let run = cli(&["score"], &(requests.join("\n") + "\n"));
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<String> = run.stdout.lines().map(str::to_string).collect();
    for l in &lines {
        serde_json::from_str::<Value>(l).unwrap_or_else(|e| panic!("{l}: {e}"));
    }
    lines
}

fn score_one(request: &str) -> String {
    let mut answers = score(&[request]);
    assert_eq!(answers.len(), 1);
    answers.remove(0)
}

/// `{"allowed":{...},"bonus":n}` written out in the given (sheet) order.
fn sheet_answer(allowed: &[(&str, u16)], bonus: u16) -> String {
    let entries: Vec<String> = allowed
        .iter()
        .map(|(b, p)| format!("\"{b}\":{p}"))
        .collect();
    format!(
        "{{\"allowed\":{{{}}},\"bonus\":{bonus}}}",
        entries.join(",")
    )
}

fn error_of(answer: &str) -> String {
    let v: Value = serde_json::from_str(answer).expect("json");
    let obj = v.as_object().expect("object");
    assert_eq!(obj.len(), 1, "an error answer has only the error: {answer}");
    obj["error"]
        .as_str()
        .unwrap_or_else(|| panic!("not an error: {answer}"))
        .to_string()
}

/// docs/rules.md's classic ids in sheet order, written out: the CLI contract names them.
const CLASSIC_IDS: [&str; 13] = [
    "ones",
    "twos",
    "threes",
    "fours",
    "fives",
    "sixes",
    "three_of_a_kind",
    "four_of_a_kind",
    "full_house",
    "small_straight",
    "large_straight",
    "kniffel",
    "chance",
];

#[test]
fn classic_worked_example_in_sheet_order() {
    let points = [0, 0, 6, 0, 15, 0, 21, 0, 25, 0, 0, 0, 21];
    let want: Vec<(&str, u16)> = CLASSIC_IDS.iter().copied().zip(points).collect();
    let default = r#"{"game":"classic","dice":[5,5,5,3,3]}"#;
    let explicit =
        r#"{"game":"classic","dice":[3,5,3,5,5],"rules":"kniffel","joker":true,"sheet":{}}"#;
    for answer in score(&[default, explicit]) {
        assert_eq!(answer, sheet_answer(&want, 0));
    }
}

#[test]
fn classic_further_kniffels_and_house_rules() {
    let answers = score(&[
        r#"{"game":"classic","dice":[4,4,4,4,4],"sheet":{"kniffel":50}}"#,
        r#"{"game":"classic","dice":[4,4,4,4,4],"sheet":{"kniffel":0}}"#,
        r#"{"game":"classic","dice":[4,4,4,4,4],"sheet":{"kniffel":50,"fours":12,"chance":22}}"#,
        r#"{"game":"classic","dice":[4,4,4,4,4],"rules":"yahtzee","sheet":{"kniffel":50,"fours":12}}"#,
        r#"{"game":"classic","dice":[4,4,4,4,4],"joker":false,"sheet":{"kniffel":50,"ones":3}}"#,
    ]);
    assert_eq!(answers[0], sheet_answer(&[("fours", 20)], 50));
    assert_eq!(answers[1], sheet_answer(&[("fours", 20)], 0));
    let joker = [
        ("three_of_a_kind", 20),
        ("four_of_a_kind", 20),
        ("full_house", 25),
        ("small_straight", 30),
        ("large_straight", 40),
    ];
    assert_eq!(answers[2], sheet_answer(&joker, 0));
    let mut joker_chance = joker.to_vec();
    joker_chance.push(("chance", 20));
    assert_eq!(answers[3], sheet_answer(&joker_chance, 100));
    let plain: Vec<(&str, u16)> = [
        ("twos", 0),
        ("threes", 0),
        ("fours", 20),
        ("fives", 0),
        ("sixes", 0),
        ("three_of_a_kind", 20),
        ("four_of_a_kind", 20),
        ("full_house", 0),
        ("small_straight", 0),
        ("large_straight", 0),
        ("chance", 20),
    ]
    .to_vec();
    assert_eq!(answers[4], sheet_answer(&plain, 0));
}

#[test]
fn a_full_sheet_allows_nothing() {
    let sheet: Vec<String> = CLASSIC_IDS
        .iter()
        .map(|b| format!("\"{b}\":{}", if *b == "chance" { 5 } else { 0 }))
        .collect();
    let request = format!(
        r#"{{"game":"classic","dice":[1,2,3,4,5],"sheet":{{{}}}}}"#,
        sheet.join(",")
    );
    assert_eq!(score_one(&request), r#"{"allowed":{},"bonus":0}"#);
}

#[test]
fn extreme_worked_example() {
    let answer = score_one(r#"{"game":"extreme","dice":[5,5,5,6,6,6]}"#);
    let want = [
        ("ones", 0),
        ("twos", 0),
        ("threes", 0),
        ("fours", 0),
        ("fives", 15),
        ("sixes", 18),
        ("three_of_a_kind", 33),
        ("four_of_a_kind", 0),
        ("two_pairs", 33),
        ("three_pairs", 0),
        ("two_triples", 45),
        ("full_house", 25),
        ("big_full_house", 0),
        ("small_straight", 0),
        ("large_straight", 0),
        ("highway", 0),
        ("kniffel", 0),
        ("kniffel_extreme", 0),
        ("ten_or_less", 0),
        ("thirty_three_or_more", 40),
        ("chance", 33),
        ("super_chance", 66),
    ];
    assert_eq!(answer, sheet_answer(&want, 0));
    let answer =
        score_one(r#"{"game":"extreme","dice":[0,1,2,3,4,5],"sheet":{"highway":50,"ones":0}}"#);
    assert_eq!(error_of(&answer), "Die 1 shows 0, but it only has 1-6.");
    let answer = score_one(r#"{"game":"extreme","dice":[5,1,2,3,4,0],"sheet":{"highway":50}}"#);
    let v: Value = serde_json::from_str(&answer).expect("json");
    assert_eq!(v["allowed"]["large_straight"], 40);
    assert_eq!(v["allowed"]["small_straight"], 30);
    assert_eq!(v["allowed"]["ten_or_less"], 0);
    assert!(v["allowed"].get("highway").is_none());
    assert_eq!(v["bonus"], 0);
}

#[test]
fn duel_chip_kinds_in_value_order() {
    let answers = score(&[
        r#"{"game":"duel","dice":[2,2,2,5,5]}"#,
        r#"{"game":"duel","dice":[4,4,4,4,1]}"#,
        r#"{"game":"duel","dice":[6,6,6,6,6]}"#,
        r#"{"game":"duel","dice":[1,3,5,5,1]}"#,
        r#"{"game":"duel","dice":[2,3,4,5,6]}"#,
        r#"{"game":"duel","dice":[1,2,4,5,6],"sheet":{}}"#,
    ]);
    // A full house also earns the Two Pairs chip; four equal plus one does not.
    assert_eq!(
        answers[0],
        r#"{"allowed":{"two_pairs":5,"three_of_a_kind":10,"full_house":30},"kniffel":false}"#
    );
    assert_eq!(
        answers[1],
        r#"{"allowed":{"three_of_a_kind":10,"four_of_a_kind":40},"kniffel":false}"#
    );
    // Five equal: Dreierpasch, Viererpasch and Flush as well as the Kniffel.
    assert_eq!(
        answers[2],
        r#"{"allowed":{"three_of_a_kind":10,"flush":25,"four_of_a_kind":40},"kniffel":true}"#
    );
    // Odd faces are black: five odd dice are a flush.
    assert_eq!(
        answers[3],
        r#"{"allowed":{"two_pairs":5,"flush":25},"kniffel":false}"#
    );
    assert_eq!(
        answers[4],
        r#"{"allowed":{"small_straight":20,"large_straight":50},"kniffel":false}"#
    );
    assert_eq!(answers[5], r#"{"allowed":{},"kniffel":false}"#);
}

#[test]
fn cards_fields() {
    let answers = score(&[
        r#"{"game":"cards","cards":[1,2,3,4,5]}"#,
        r#"{"game":"cards","cards":[4,1,3,2]}"#,
        r#"{"game":"cards","cards":[1,2]}"#,
        r#"{"game":"cards","cards":[6,6,6]}"#,
        r#"{"game":"cards","cards":[6,6,6,5,3]}"#,
        r#"{"game":"cards","cards":[6,6,6,5,3],"sheet":{"three_of_a_kind":26}}"#,
        r#"{"game":"cards","cards":[2,2,2,2,2]}"#,
        r#"{"game":"cards","cards":[3,3,3,4,4]}"#,
    ]);
    // 1-2-3-4-5 fills only the large straight; a small straight is exactly 4 cards.
    assert_eq!(answers[0], r#"{"allowed":{"large_straight":40}}"#);
    assert_eq!(answers[1], r#"{"allowed":{"small_straight":30}}"#);
    // A play that fills no field is not an error.
    assert_eq!(answers[2], r#"{"allowed":{}}"#);
    assert_eq!(answers[3], r#"{"allowed":{"sixes":18}}"#);
    // The sheet's example: 6 + 6 + 6 + 5 + 3 = 26 in the Dreierpasch.
    assert_eq!(answers[4], r#"{"allowed":{"three_of_a_kind":26}}"#);
    assert_eq!(answers[5], r#"{"allowed":{}}"#);
    assert_eq!(
        answers[6],
        r#"{"allowed":{"twos":10,"three_of_a_kind":10,"four_of_a_kind":10,"kniffel":50}}"#
    );
    assert_eq!(
        answers[7],
        r#"{"allowed":{"three_of_a_kind":17,"full_house":25}}"#
    );
}

#[test]
fn malformed_requests_get_an_error_line_and_the_next_line_is_answered() {
    let bad = [
        (r#"{"game":"classic","dice":[7,5,5,3,3]}"#, "7"),
        (r#"{"game":"classic","dice":[5,5,3,3]}"#, "5 dice"),
        (r#"{"game":"classic","dice":[5,5,3,3,3,3]}"#, "5 dice"),
        (r#"{"game":"classic","dice":[0,5,5,3,3]}"#, "0"),
        (r#"{"game":"extreme","dice":[5,5,5,6,6,10]}"#, "10"),
        (r#"{"game":"extreme","dice":[5,5,5,6,6]}"#, "6 dice"),
        (r#"{"game":"duel","dice":[1,2,3,4,7]}"#, "7"),
        (r#"{"game":"cards","cards":[]}"#, "0"),
        (r#"{"game":"cards","cards":[1,2,3,4,5,6]}"#, "6"),
        (r#"{"game":"cards","cards":[0,1]}"#, "0"),
        (
            r#"{"game":"classic","dice":[1,2,3,4,5],"sheet":{"yahtzee":50}}"#,
            "yahtzee",
        ),
        (
            r#"{"game":"classic","dice":[1,2,3,4,5],"sheet":{"highway":50}}"#,
            "highway",
        ),
        (
            r#"{"game":"cards","cards":[1],"sheet":{"chance":20}}"#,
            "chance",
        ),
        (r#"{"game":"cards","cards":[1],"sheet":{"ones":0}}"#, "ones"),
        (
            r#"{"game":"classic","dice":[1,2,3,4,5],"sheet":{"ones":-1}}"#,
            "negative",
        ),
        (
            r#"{"game":"classic","dice":[1,2,3,4,5],"sheet":{"fours":13}}"#,
            "13",
        ),
        (
            r#"{"game":"classic","dice":[1,2,3,4,5],"sheet":{"kniffel":49}}"#,
            "49",
        ),
        (
            r#"{"game":"classic","dice":[1,2,3,4,5],"sheet":{"chance":0}}"#,
            "chance",
        ),
        (
            r#"{"game":"classic","dice":[1,2,3,4,5],"sheet":{"ones":1.5}}"#,
            "ones",
        ),
        (
            r#"{"game":"classic","dice":[1,2,3,4,5],"sheet":{"ones":"1"}}"#,
            "ones",
        ),
        (
            r#"{"game":"classic","dice":[1,2,3,4,5],"sheet":{"ones":1,"ones":2}}"#,
            "twice",
        ),
        (
            r#"{"game":"classic","dice":[1,2,3,4,5],"sheet":[]}"#,
            "sheet",
        ),
        (
            r#"{"game":"duel","dice":[1,2,3,4,5],"sheet":{"ones":1}}"#,
            "ones",
        ),
        (r#"{"game":"poker","dice":[1,2,3,4,5]}"#, "poker"),
        (r#"{"dice":[1,2,3,4,5]}"#, "game"),
        (
            r#"{"game":"classic","dice":[1,2,3,4,5],"speed":9}"#,
            "speed",
        ),
        (
            r#"{"game":"extreme","dice":[1,2,3,4,5,6],"joker":true}"#,
            "joker",
        ),
        (r#"{"game":"cards","dice":[1,2,3,4,5]}"#, "dice"),
        (
            r#"{"game":"classic","dice":[1,2,3,4,5],"rules":"hasbro"}"#,
            "hasbro",
        ),
        (
            r#"{"game":"classic","dice":[1,2,3,4,5],"joker":"yes"}"#,
            "yes",
        ),
        (r#"{"game":"classic","dice":"12345"}"#, "12345"),
        (r#"{"game":"classic","dice":[1,2,3,4,-5]}"#, "-5"),
        (r#"{"game":"classic","dice":[1,2,3,4,5.0]}"#, "5"),
        (r#"{"game":"classic","dice":[1,2,3,4,5]"#, "JSON"),
        (
            r#"{"game":"classic","dice":[1,2,3,4,5]} trailing"#,
            "trailing",
        ),
        (r#"["classic",[1,2,3,4,5]]"#, "object"),
        (r#"hello"#, "object"),
        (r#"42"#, "object"),
    ];
    let good = r#"{"game":"classic","dice":[6,6,6,3,1]}"#;
    let mut requests = Vec::new();
    for (line, _) in &bad {
        requests.push(*line);
        requests.push(good);
    }
    let answers = score(&requests);
    assert_eq!(answers.len(), requests.len());
    for (i, (line, hint)) in bad.iter().enumerate() {
        let why = error_of(&answers[2 * i]);
        assert!(
            why.contains(hint),
            "{line}: {why:?} should mention {hint:?}"
        );
        let next: Value = serde_json::from_str(&answers[2 * i + 1]).expect("json");
        assert_eq!(next["allowed"]["three_of_a_kind"], 22, "after {line}");
    }
}

#[test]
fn blank_lines_are_skipped_and_the_end_of_input_exits_0() {
    let input =
        "\n{\"game\":\"duel\",\"dice\":[1,1,1,1,1]}\n   \n\r\n{\"game\":\"cards\",\"cards\":[5]}";
    let run = cli(&["score"], input);
    assert_eq!(run.code, 0);
    assert_eq!(
        run.stdout,
        "{\"allowed\":{\"three_of_a_kind\":10,\"flush\":25,\"four_of_a_kind\":40},\"kniffel\":true}\n\
         {\"allowed\":{\"fives\":5}}\n"
    );
    let run = cli(&["score"], "");
    assert_eq!((run.code, run.stdout.as_str()), (0, ""));
}

#[test]
fn score_answers_each_line_before_the_next_arrives() {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(env!("CARGO_BIN_EXE_pasch-cli"))
        .arg("score")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("start");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    for dice in ["[1,1,1,1,1]", "[2,3,4,5,6]"] {
        writeln!(stdin, r#"{{"game":"duel","dice":{dice}}}"#).expect("write");
        stdin.flush().expect("flush");
        let mut line = String::new();
        stdout
            .read_line(&mut line)
            .expect("an answer while stdin is open");
        assert!(line.starts_with("{\"allowed\""), "{line}");
    }
    drop(stdin);
    assert!(child.wait().expect("exit").success());
}

fn simulate(args: &str) -> Run {
    let mut all = vec!["simulate"];
    all.extend(args.split_whitespace());
    cli(&all, "")
}

fn check_summary(s: &Value) -> (f64, f64, i64, i64) {
    let keys: Vec<&String> = s.as_object().expect("object").keys().collect();
    assert_eq!(keys.len(), 4, "{s}");
    let (mean, sd) = (
        s["mean"].as_f64().expect("mean"),
        s["sd"].as_f64().expect("sd"),
    );
    let (min, max) = (
        s["min"].as_i64().expect("min"),
        s["max"].as_i64().expect("max"),
    );
    assert!(min as f64 <= mean && mean <= max as f64, "{s}");
    assert!(sd >= 0.0 && sd <= (max - min) as f64, "{s}");
    (mean, sd, min, max)
}

fn simulate_ok(game: &str, players: usize, games: u64, seed: u64, bot: &str) -> Value {
    let run = simulate(&format!(
        "--game {game} --players {players} --games {games} --seed {seed} --bot {bot}"
    ));
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout.lines().count(), 1, "one line: {}", run.stdout);
    // Keys in the documented order.
    let order = [
        "\"game\"",
        "\"players\"",
        "\"games\"",
        "\"seed\"",
        "\"bot\"",
        "\"winners\"",
        "\"all\"",
        "\"seats\"",
    ];
    let at: Vec<usize> = order.iter().map(|k| run.stdout.find(k).expect(k)).collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{}", run.stdout);
    let v: Value = serde_json::from_str(&run.stdout).expect("json");
    assert_eq!(v.as_object().expect("object").len(), 8);
    assert_eq!(v["game"], game);
    assert_eq!(v["players"], players);
    assert_eq!(v["games"], games);
    assert_eq!(v["seed"], seed);
    assert_eq!(v["bot"], bot);
    let winners = check_summary(&v["winners"]);
    let all = check_summary(&v["all"]);
    assert!(winners.0 >= all.0 && winners.2 >= all.2 && winners.3 == all.3);
    v
}

#[test]
fn simulate_classic_and_extreme_with_both_bots() {
    for (game, players) in [
        ("classic", 1),
        ("classic", 8),
        ("extreme", 1),
        ("extreme", 4),
    ] {
        for bot in ["random", "greedy"] {
            simulate_ok(game, players, 20, 42, bot);
        }
    }
    // The greedy bot plays far better than chance.
    let random = simulate_ok("classic", 1, 50, 1, "random");
    let greedy = simulate_ok("classic", 1, 50, 1, "greedy");
    assert!(greedy["all"]["mean"].as_f64() > random["all"]["mean"].as_f64());
}

#[test]
fn simulate_duel_and_cards() {
    for bot in ["random", "greedy"] {
        simulate_ok("duel", 1, 10, 3, bot);
        simulate_ok("duel", 4, 10, 3, bot);
        simulate_ok("cards", 2, 10, 3, bot);
        simulate_ok("cards", 5, 10, 3, bot);
    }
}

#[test]
fn simulate_seats_one_bot_each() {
    for (game, bots) in [
        ("classic", "strong,greedy"),
        ("extreme", "easy,normal,strong"),
        ("duel", "strong"),
        ("cards", "easy,normal,strong,greedy,random"),
    ] {
        let run = simulate(&format!("--game {game} --games 6 --seed 9 --bots {bots}"));
        assert_eq!(run.code, 0, "{}", run.stderr);
        let v: Value = serde_json::from_str(&run.stdout).expect("json");
        let names: Vec<&str> = bots.split(',').collect();
        assert_eq!(v["players"], names.len());
        let seats = v["seats"].as_array().expect("seats");
        assert_eq!(seats.len(), names.len());
        let all_same = names.iter().all(|b| *b == names[0]);
        assert_eq!(v["bot"], if all_same { names[0] } else { "mixed" });
        let mut wins = 0.0;
        for (seat, name) in seats.iter().zip(&names) {
            let keys: Vec<&String> = seat.as_object().expect("seat").keys().collect();
            assert_eq!(keys, ["bot", "mean", "sd", "win_rate"]);
            assert_eq!(seat["bot"], *name);
            assert!(seat["sd"].as_f64().expect("sd") >= 0.0);
            wins += seat["win_rate"].as_f64().expect("win rate");
        }
        // Every game has its winners, ties shared: the rates add up to one.
        assert!((wins - 1.0).abs() < 1e-9, "{}", run.stdout);
    }
}

#[test]
fn simulate_ties_count_half() {
    // Two seats: each game gives a seat 0, a half (a tie) or 1 win.
    let run = simulate("--game cards --games 40 --seed 3 --bots random,random");
    let v: Value = serde_json::from_str(&run.stdout).expect("json");
    for seat in v["seats"].as_array().expect("seats") {
        let wins = seat["win_rate"].as_f64().expect("rate") * 40.0;
        assert!((wins * 2.0 - (wins * 2.0).round()).abs() < 1e-9, "{wins}");
    }
}

#[test]
fn simulate_bots_and_players_must_agree() {
    for (args, hint) in [
        (
            "--game classic --games 2 --seed 1 --bots strong,smart",
            "smart",
        ),
        (
            "--game classic --games 2 --seed 1 --bots strong --bot greedy",
            "not both",
        ),
        (
            "--game classic --games 2 --seed 1 --players 3 --bots easy,easy",
            "3",
        ),
        ("--game cards --games 2 --seed 1 --bots strong", "1"),
        ("--game classic --games 2 --seed 1 --bots", "--bots"),
    ] {
        let run = simulate(args);
        assert_eq!(run.code, 2, "{args}");
        assert!(run.stderr.contains(hint), "{args}: {}", run.stderr);
    }
}

#[test]
fn simulate_is_reproducible_from_its_seed() {
    let args = "--game classic --players 3 --games 30 --seed 77 --bot random";
    let (a, b) = (simulate(args), simulate(args));
    assert_eq!(a.code, 0);
    assert_eq!(a.stdout, b.stdout);
    // Flag order and --flag=value do not matter.
    let c = simulate("--bot=random --seed=77 --games 30 --players=3 --game classic");
    assert_eq!(a.stdout, c.stdout);
    let d = simulate("--game classic --players 3 --games 30 --seed 78 --bot random");
    assert_ne!(a.stdout, d.stdout);
    // One game: its winner is the only winner, so the spread is 0.
    let one = simulate_ok("extreme", 2, 1, 5, "greedy");
    assert_eq!(one["winners"]["sd"], 0.0);
    assert_eq!(one["winners"]["min"], one["winners"]["max"]);
}

#[test]
fn bad_simulate_arguments_exit_2_with_a_message() {
    let ok = "--game classic --players 2 --games 3 --seed 1 --bot random";
    let cases = [
        (
            "--game classic --players 9 --games 3 --seed 1 --bot random",
            "9",
        ),
        (
            "--game classic --players 0 --games 3 --seed 1 --bot random",
            "0",
        ),
        (
            "--game extreme --players 5 --games 3 --seed 1 --bot random",
            "5",
        ),
        (
            "--game duel --players 5 --games 3 --seed 1 --bot random",
            "5",
        ),
        (
            "--game cards --players 1 --games 3 --seed 1 --bot random",
            "1",
        ),
        (
            "--game cards --players 6 --games 3 --seed 1 --bot random",
            "6",
        ),
        (
            "--game classic --players 2 --games 0 --seed 1 --bot random",
            "--games",
        ),
        (
            "--game poker --players 2 --games 3 --seed 1 --bot random",
            "poker",
        ),
        (
            "--game classic --players 2 --games 3 --seed 1 --bot smart",
            "smart",
        ),
        (
            "--game classic --players two --games 3 --seed 1 --bot random",
            "two",
        ),
        (
            "--game classic --players 2 --games 3 --seed -1 --bot random",
            "-1",
        ),
        (
            "--game classic --players 2 --games 3 --seed 1.5 --bot random",
            "1.5",
        ),
        ("--game classic --players 2 --games 3 --seed 1", "--bot"),
        ("--players 2 --games 3 --seed 1 --bot random", "--game"),
        (
            "--game classic --game classic --players 2 --games 3 --seed 1 --bot random",
            "twice",
        ),
        (
            "--game classic --players 2 --games 3 --seed 1 --bot random --fast",
            "--fast",
        ),
        (
            "--game classic --players 2 --games 3 --seed 1 --bot",
            "--bot",
        ),
        (
            "--game classic --players --games 3 --seed 1 --bot random",
            "--players",
        ),
        (
            "extra --game classic --players 2 --games 3 --seed 1 --bot random",
            "extra",
        ),
    ];
    assert_eq!(simulate(ok).code, 0);
    for (args, hint) in cases {
        let run = simulate(args);
        assert_eq!(run.code, 2, "{args}");
        assert!(run.stdout.is_empty(), "{args}");
        assert!(run.stderr.contains(hint), "{args}: {}", run.stderr);
    }
}

#[test]
fn help_and_usage() {
    for args in [&["--help"][..], &["-h"], &["help"], &["simulate", "--help"]] {
        let run = cli(args, "");
        assert_eq!(run.code, 0, "{args:?}");
        for word in [
            "score",
            "simulate",
            "--players",
            "greedy",
            "kniffel_extreme",
            "exit",
        ] {
            assert!(run.stdout.to_lowercase().contains(word), "{args:?}: {word}");
        }
    }
    for args in [&[][..], &["play"], &["score", "extra"], &["--version"]] {
        let run = cli(args, "");
        assert_eq!(run.code, 2, "{args:?}");
        assert!(run.stdout.is_empty(), "{args:?}");
        assert!(run.stderr.contains("usage"), "{args:?}: {}", run.stderr);
    }
}

/// `solve`'s one answer line.
fn solve_ok(args: &[&str]) -> Value {
    let mut all = vec!["solve"];
    all.extend_from_slice(args);
    let run = cli(&all, "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout.lines().count(), 1, "{}", run.stdout);
    serde_json::from_str(&run.stdout).expect("JSON")
}

#[test]
fn solve_prints_the_optimal_expected_total_of_each_rule_variant() {
    let kniffel = solve_ok(&["--game", "classic", "--rules", "kniffel"]);
    assert_eq!(kniffel["game"], "classic");
    assert_eq!(kniffel["rules"], "kniffel");
    assert_eq!(kniffel["joker"], true);
    let ev = kniffel["ev"].as_f64().expect("ev");
    assert!((ev - 248.321030).abs() < 1e-6, "{kniffel}");
    assert!(kniffel["seconds"].as_f64().is_some_and(|s| s > 0.0));
    assert!(kniffel["states"].as_u64().is_some_and(|n| n > 100_000));
    let keys: Vec<&str> = kniffel
        .as_object()
        .expect("object")
        .keys()
        .map(|k| k.as_str())
        .collect();
    assert_eq!(keys.len(), 6);
    let yahtzee = solve_ok(&["--game=classic", "--rules=yahtzee", "--joker", "on"]);
    let ev = yahtzee["ev"].as_f64().expect("ev");
    assert!((ev - 254.587729).abs() < 1e-6, "{yahtzee}");
    let off = solve_ok(&["--joker", "off", "--rules", "kniffel", "--game", "classic"]);
    assert_eq!(off["joker"], false);
    assert!(off["ev"].as_f64().expect("ev") < ev - 5.0);
}

#[test]
fn bad_solve_arguments_exit_2_with_a_message() {
    for (args, says) in [
        (vec!["solve"], "missing --game"),
        (
            vec!["solve", "--game", "extreme", "--rules", "kniffel"],
            "classic only",
        ),
        (vec!["solve", "--game", "classic"], "missing --rules"),
        (
            vec!["solve", "--game", "classic", "--rules", "hasbro"],
            "unknown rules",
        ),
        (
            vec![
                "solve", "--game", "classic", "--rules", "kniffel", "--joker", "yes",
            ],
            "on or off",
        ),
        (
            vec!["solve", "--game", "classic", "--game", "classic"],
            "twice",
        ),
        (vec!["solve", "--seed", "1"], "unknown argument"),
    ] {
        let run = cli(&args, "");
        assert_eq!(run.code, 2, "{args:?}");
        assert!(run.stdout.is_empty());
        assert!(run.stderr.contains(says), "{args:?}: {}", run.stderr);
    }
}

#[test]
fn advise_answers_every_line_best_first_and_refuses_bad_ones() {
    let input = [
        r#"{"game":"classic","rules":"kniffel","joker":true,"sheet":{},"dice":[6,6,6,2,3],"rolls_left":2}"#,
        r#"{"game":"classic","dice":[1,2,3,4,5],"rolls_left":0,"sheet":{"large_straight":40}}"#,
        r#"{"game":"classic","dice":[1,2,3,4],"rolls_left":1}"#,
        r#"{"game":"classic","dice":[1,2,3,4,5],"rolls_left":3}"#,
        r#"{"game":"extreme","dice":[1,2,3,4,5],"rolls_left":1}"#,
        r#"{"game":"classic","dice":[1,2,3,4,5],"rolls_left":1,"sheet":{"fours":3}}"#,
        r#"{"game":"classic","dice":[1,2,3,4,5]}"#,
        "not json",
        "",
        r#"{"game":"classic","rules":"yahtzee","sheet":{"kniffel":50,"fours":8},"dice":[4,4,4,4,4],"rolls_left":0}"#,
    ]
    .join("\n");
    let run = cli(&["advise"], &input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let answers: Vec<Value> = run
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(answers.len(), 9, "blank lines are skipped: {}", run.stdout);
    let keeps = answers[0]["options"].as_array().expect("options");
    // 6 6 6 2 3: 2 * 2 * 4 distinct keeps, keep-all included, best first.
    assert_eq!(keeps.len(), 16);
    assert_eq!(keeps[0]["keep"], serde_json::json!([6, 6, 6]));
    assert!(keeps
        .iter()
        .any(|k| k["keep"] == serde_json::json!([2, 3, 6, 6, 6])));
    let evs: Vec<f64> = keeps
        .iter()
        .map(|k| k["ev"].as_f64().expect("ev"))
        .collect();
    assert!(evs.windows(2).all(|w| w[0] >= w[1]), "{evs:?}");
    let boxes = answers[1]["options"].as_array().expect("options");
    assert_eq!(boxes.len(), 12, "every open box");
    assert!(boxes.iter().all(|b| b["box"] != "large_straight"));
    assert_eq!(boxes[0]["box"], "small_straight");
    for (i, says) in [
        (2, "5 dice"),
        (3, "rolls_left"),
        (4, "classic"),
        (5, "fours can never hold 3"),
        (6, "rolls_left"),
        (7, "JSON object"),
    ] {
        let error = answers[i]["error"].as_str().unwrap_or_default();
        assert!(error.contains(says), "line {i}: {}", answers[i]);
    }
    // Yahtzee rules, Vierer filled: a joker for any lower box, 100 extra wherever.
    let joker = answers[8]["options"].as_array().expect("options");
    assert_eq!(joker.len(), 6, "the six open lower boxes");
    assert!(joker.iter().all(|o| o["ev"].as_f64().expect("ev") >= 100.0));
}

/// `winchance`'s answers to `saves` (one per line), each one JSON line.
fn winchance(saves: &[String]) -> Vec<Value> {
    let run = cli(&["winchance"], &(saves.join("\n") + "\n"));
    assert_eq!(run.code, 0, "{}", run.stderr);
    let answers: Vec<Value> = run
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON line"))
        .collect();
    assert_eq!(answers.len(), saves.len(), "{}", run.stdout);
    answers
}

/// The chances of a `winchance` answer, checked to be named as `names` and to add up to 1.
fn chances(answer: &Value, names: &[&str]) -> Vec<f64> {
    let players = answer["players"].as_array().expect("players");
    let got: Vec<&str> = players.iter().filter_map(|p| p["name"].as_str()).collect();
    assert_eq!(got, names, "{answer}");
    let w: Vec<f64> = players.iter().filter_map(|p| p["win"].as_f64()).collect();
    assert_eq!(w.len(), names.len(), "{answer}");
    let sum: f64 = w.iter().sum();
    assert!((sum - 1.0).abs() < 1e-9, "{answer} sums to {sum}");
    assert!(w.iter().all(|p| (0.0..=1.0).contains(p)), "{answer}");
    w
}

fn new_save(kind: &str, names: &[&str]) -> String {
    let players: Vec<Value> = names
        .iter()
        .map(|n| serde_json::json!({"name": n, "bot": null}))
        .collect();
    serde_json::json!({
        "format": 2,
        "setup": {"kind": kind, "rules_version": 1, "players": players, "seed": 7},
        "log": []
    })
    .to_string()
}

fn fixture(name: &str) -> String {
    let path = format!(
        "{}/tests/fixtures/saves/v2/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).expect("a fixture save");
    // One save per line.
    serde_json::from_str::<Value>(&text)
        .expect("JSON")
        .to_string()
}

#[test]
fn winchance_at_the_start_every_player_has_an_equal_share() {
    let all = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"];
    let saves: Vec<String> = (2..=8).map(|n| new_save("classic", &all[..n])).collect();
    for (answer, n) in winchance(&saves).iter().zip(2..=8) {
        for p in chances(answer, &all[..n]) {
            assert!((p - 1.0 / n as f64).abs() < 0.03, "{answer}");
        }
    }
}

#[test]
fn winchance_of_finished_games_goes_to_the_winner() {
    let saves = [
        fixture("classic-yahtzee-nojoker-2p-finished"),
        fixture("extreme-2p-finished"),
    ];
    let answers = winchance(&saves);
    let expected: Value = serde_json::from_str(&fixture("expected")).expect("JSON");
    for (answer, (name, names)) in answers.iter().zip([
        ("classic-yahtzee-nojoker-2p-finished", ["Ada", "Bo"]),
        ("extreme-2p-finished", ["Ada", "<b>\"Bo\"</b> 🎲"]),
    ]) {
        let w = chances(answer, &names);
        // The winner by the totals gets everything (a tie: half each).
        let totals: Vec<i64> = expected[name]["totals"]
            .as_array()
            .expect("totals")
            .iter()
            .filter_map(Value::as_i64)
            .collect();
        let best = totals.iter().max().copied().unwrap_or_default();
        let winners = totals.iter().filter(|&&t| t == best).count() as f64;
        for (t, p) in totals.iter().zip(&w) {
            let want = if *t == best { 1.0 / winners } else { 0.0 };
            assert_eq!(*p, want, "{answer} {totals:?}");
        }
    }
}

#[test]
fn winchance_mid_game_and_mid_turn() {
    let saves = [
        fixture("classic-2p-bot-mid-turn"),
        fixture("classic-scorepad-2p-mid"),
    ];
    let answers = winchance(&saves);
    chances(&answers[0], &["Ada", "Computer"]);
    let names: Vec<String> = serde_json::from_str::<Value>(&saves[1]).expect("JSON")["setup"]
        ["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| p["name"].as_str().unwrap_or_default().to_string())
        .collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    chances(&answers[1], &names);
    // The same save, the same answer.
    assert_eq!(winchance(&saves[..1])[0], answers[0]);
}

#[test]
fn winchance_refuses_what_it_cannot_answer_and_reads_on() {
    let saves = [
        "not json".to_string(),
        "{}".to_string(),
        fixture("duel-3p-bot-finished"),
        fixture("extreme-solo-mid-turn"),
        new_save("classic", &["Ada", "Bo"]),
    ];
    let answers = winchance(&saves);
    for answer in &answers[..4] {
        assert!(answer["error"].is_string(), "{answer}");
        assert!(answer.get("players").is_none(), "{answer}");
    }
    chances(&answers[4], &["Ada", "Bo"]);
}

/// `review`'s answers to `saves` (one per line), each one JSON line.
fn review(saves: &str) -> Vec<Value> {
    support::answers(&["review"], saves)
}

/// Checks one review answer: the documented keys, the split adding up, mistakes ≥ 0;
/// returns its players.
fn review_players(answer: &Value, game: &str, exact: bool) -> Vec<Value> {
    assert_eq!(answer["game"], game, "{answer}");
    assert_eq!(answer["exact"], exact, "{answer}");
    let players = answer["players"].as_array().expect("players").clone();
    for p in &players {
        let mut keys: Vec<&str> = p
            .as_object()
            .expect("a player")
            .keys()
            .map(String::as_str)
            .collect();
        keys.sort_unstable();
        assert_eq!(
            keys,
            [
                "decisions",
                "expected_start",
                "final",
                "luck",
                "mistakes",
                "name"
            ],
            "{p}"
        );
        let number = |k: &str| p[k].as_f64().unwrap_or_else(|| panic!("{k}: {p}"));
        let total = p["final"].as_i64().expect("a whole final total") as f64;
        let split = number("expected_start") + number("luck") - number("mistakes");
        assert!((split - total).abs() < 1e-6, "{p}");
        assert!(number("mistakes") >= 0.0, "{p}");
        assert!(p["decisions"].as_u64().is_some(), "{p}");
    }
    players
}

#[test]
fn review_splits_every_game_into_start_luck_and_mistakes() {
    for (game, players, bot) in [
        ("classic", 2, "random"),
        ("classic", 1, "easy"),
        ("extreme", 2, "greedy"),
        ("duel", 3, "random"),
        ("duel", 1, "greedy"),
        ("cards", 2, "greedy"),
        ("cards", 3, "random"),
    ] {
        let answers = review(&support::simulated_saves(game, players, 4, 17, bot, &[]));
        assert_eq!(answers.len(), 4);
        for answer in &answers {
            let seats = review_players(answer, game, game == "classic");
            assert_eq!(seats.len(), players);
            assert_eq!(seats[0]["name"], "Bot 1");
            assert!(seats.iter().all(|p| p["decisions"].as_u64() > Some(0)));
        }
    }
}

#[test]
fn review_values_yatzy_exactly_and_strong_play_makes_no_mistakes() {
    for (bot, seed) in [("strong", 3), ("greedy", 4)] {
        let answers = review(&support::simulated_saves("yatzy", 2, 2, seed, bot, &[]));
        assert_eq!(answers.len(), 2);
        for answer in &answers {
            for p in review_players(answer, "yatzy", true) {
                assert!(
                    (p["expected_start"].as_f64().unwrap_or(0.0) - 248.4399893778549).abs() < 1e-6
                );
                let mistakes = p["mistakes"].as_f64().unwrap_or(f64::NAN);
                assert_eq!(bot == "strong", mistakes < 1e-9, "{p}");
            }
        }
    }
}

#[test]
fn advise_takes_yatzy_with_its_house_rules() {
    let input = [
        r#"{"game":"yatzy","dice":[6,6,6,6,1],"rolls_left":0}"#,
        r#"{"game":"yatzy","dice":[6,6,1,6,6],"rolls_left":2,"sheet":{"yatzy":0}}"#,
        r#"{"game":"yatzy","dice":[1,1,1,5,6],"rolls_left":0,"forced_order":true,"sheet":{}}"#,
        r#"{"game":"yatzy","dice":[4,4,4,4,4],"rolls_left":0,"five_equal_full_house":true,"sheet":{"yatzy":50,"fours":16,"four_of_a_kind":16,"three_of_a_kind":12,"chance":20}}"#,
        r#"{"game":"yatzy","dice":[1,2,3,4,5],"rolls_left":0,"sheet":{"kniffel":50}}"#,
        r#"{"game":"classic","dice":[1,2,3,4,5],"rolls_left":0,"forced_order":true}"#,
        r#"{"game":"maxi_yatzy","dice":[1,2,3,4,5],"rolls_left":0}"#,
    ]
    .join("\n");
    let run = cli(&["advise"], &input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let answers: Vec<Value> = run
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(answers.len(), 7, "{}", run.stdout);
    let options = |i: usize| answers[i]["options"].as_array().expect("options").clone();
    // Four sixes after the last throw: the sixes first, then four of a kind; all 15 boxes.
    let boxes = options(0);
    assert_eq!(boxes.len(), 15);
    assert_eq!(boxes[0]["box"], "sixes");
    assert_eq!(boxes[1]["box"], "four_of_a_kind");
    let evs: Vec<f64> = boxes
        .iter()
        .map(|b| b["ev"].as_f64().expect("ev"))
        .collect();
    assert!(evs.windows(2).all(|w| w[0] >= w[1]), "{evs:?}");
    // Four sixes with two throws left: keep them and throw the one.
    assert_eq!(options(1)[0]["keep"], serde_json::json!([6, 6, 6, 6]));
    // Forced order: the first open box only.
    let forced = options(2);
    assert_eq!(forced.len(), 1);
    assert_eq!(forced[0]["box"], "ones");
    // Five equal as a full house (20) under the switch.
    assert_eq!(options(3)[0]["box"], "full_house");
    for (i, says) in [
        (4, "kniffel is not on the yatzy sheet"),
        (5, "yatzy"),
        // Maxi Yatzy is advised now (tests/maxi_cli.rs), with six dice.
        (6, "Expected 6 dice"),
    ] {
        let error = answers[i]["error"].as_str().unwrap_or_default();
        assert!(error.contains(says), "{i}: {error}");
    }
}

#[test]
fn review_finds_no_mistakes_in_optimal_play_and_greedy_ones_that_cost_what_it_misses() {
    let answers = review(&support::simulated_saves("classic", 2, 5, 3, "strong", &[]));
    for answer in &answers {
        for p in review_players(answer, "classic", true) {
            assert!(p["mistakes"].as_f64().expect("mistakes") < 1e-9, "{p}");
        }
    }
    // Over many greedy games luck averages about 0, so the mistakes are what greedy
    // play misses of the optimum (the start value, the solver's optimal expectation).
    let answers = review(&support::simulated_saves(
        "classic",
        1,
        400,
        5,
        "greedy",
        &[],
    ));
    let players: Vec<Value> = answers
        .iter()
        .flat_map(|a| review_players(a, "classic", true))
        .collect();
    let mean = |k: &str| {
        players.iter().map(|p| p[k].as_f64().expect(k)).sum::<f64>() / players.len() as f64
    };
    let optimum = solve_ok(&["--game", "classic", "--rules", "kniffel"])["ev"]
        .as_f64()
        .expect("ev");
    assert!((mean("expected_start") - optimum).abs() < 1e-9);
    // Luck's spread is about 40 points a game: 400 games put its mean within ±6.
    assert!(mean("luck").abs() < 6.0, "luck {}", mean("luck"));
    assert!(
        (mean("mistakes") - (optimum - mean("final"))).abs() < 6.0,
        "mistakes {} against {}",
        mean("mistakes"),
        optimum - mean("final")
    );
    assert!(mean("mistakes") > 15.0, "greedy play costs points");
}

#[test]
fn review_answers_a_bad_line_with_an_error_and_reads_the_next() {
    let good = support::simulated_saves("classic", 1, 1, 2, "greedy", &[]);
    let good = good.trim_end();
    let lines = [
        "not json",
        "[1,2,3]",
        "{}",
        r#"{"format":2}"#,
        r#"{"format":99,"setup":{},"log":[]}"#,
        // A move the rules refuse: the log does not replay.
        &good.replace(
            r#"{"action":"roll"}"#,
            r#"{"action":"score","box":"chance"}"#,
        ),
        good,
    ];
    let answers = review(&(lines.join("\n") + "\n\n"));
    assert_eq!(
        answers.len(),
        lines.len(),
        "one answer a line, blank lines skipped"
    );
    for (line, answer) in lines.iter().zip(&answers[..lines.len() - 1]) {
        let error = answer["error"].as_str().unwrap_or_default();
        assert!(!error.is_empty(), "{line}: {answer}");
        assert_eq!(answer.as_object().map(|o| o.len()), Some(1), "{answer}");
    }
    review_players(&answers[lines.len() - 1], "classic", true);
}

#[test]
fn review_takes_an_unfinished_game_as_it_stands() {
    // The score-pad fixture stops mid-game: its totals now are the final ones.
    let save = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/saves/v2/classic-scorepad-2p-mid.json"
    ))
    .expect("fixture");
    let answers = review(&(save.replace('\n', "") + "\n"));
    let players = review_players(&answers[0], "classic", true);
    assert_eq!(players.len(), 2);
    for p in &players {
        // The points still to come are missed: luck is far below 0.
        assert!(p["luck"].as_f64() < Some(-50.0), "{p}");
    }
}
