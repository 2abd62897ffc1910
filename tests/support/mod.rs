//! What the command line's tests share (`tests/cli.rs`, `tests/generala_cli.rs`):
//! `pasch-cli` answering JSON lines, and the saves `simulate --logs` writes.

use serde_json::Value;
use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

/// One JSON answer per line of `input` to `pasch-cli <args>`. The input is written from
/// a thread: answers to many lines fill the pipe before the input ends.
pub fn answers(args: &[&str], input: &str) -> Vec<Value> {
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

/// The games `simulate --logs` writes: one save per line, as the app saves a game;
/// `extra` are further `simulate` arguments (e.g. a game's switch). Tests run in
/// parallel: each call writes a file of its own.
pub fn simulated_saves(
    game: &str,
    players: usize,
    games: u64,
    seed: u64,
    bot: &str,
    extra: &[&str],
) -> String {
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("pasch-logs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join(format!("{game}-{players}-{bot}-{seed}-{call}.jsonl"));
    let (players, games, seed) = (players.to_string(), games.to_string(), seed.to_string());
    let out = Command::new(env!("CARGO_BIN_EXE_pasch-cli"))
        .args(["simulate", "--game", game, "--players", &players])
        .args(["--games", &games, "--seed", &seed, "--bot", bot])
        .args(extra)
        .arg("--logs")
        .arg(&path)
        .output()
        .expect("run pasch-cli");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let saves = std::fs::read_to_string(&path).expect("the logs");
    std::fs::remove_file(&path).expect("remove the logs");
    assert_eq!(saves.lines().count().to_string(), games);
    for line in saves.lines() {
        let save: Value = serde_json::from_str(line).expect("a save");
        assert_eq!(save["format"], 2, "{line}");
        assert!(save["setup"].is_object() && save["log"].is_array());
    }
    saves
}
