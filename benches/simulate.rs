//! Games per second of `pasch-cli simulate`'s engine loop, one core, no timing
//! assertions: `cargo bench --bench simulate` prints a table. Besides wall-clock speed
//! it shows games per second of CPU time (Linux), which a busy shared machine distorts
//! far less.

use pasch::cli::simulate::{simulate, Config};
use pasch::engine::{BotKind, GameKind};
use std::time::{Duration, Instant};

/// How long each row runs; long enough to smooth out a shared machine.
const RUN_FOR: Duration = Duration::from_secs(3);
const BATCH: u64 = 500;

fn main() {
    let rows = [
        (GameKind::Classic, 1, BotKind::Greedy),
        (GameKind::Classic, 4, BotKind::Greedy),
        (GameKind::Classic, 1, BotKind::Random),
        (GameKind::Extreme, 1, BotKind::Greedy),
        (GameKind::Extreme, 4, BotKind::Greedy),
        (GameKind::Cards, 4, BotKind::Greedy),
        (GameKind::Duel, 1, BotKind::Greedy),
        (GameKind::Duel, 4, BotKind::Greedy),
    ];
    println!(
        "{:<8} {:>7} {:<7} {:>10} {:>10} {:>12}",
        "game", "players", "bot", "games/s", "per CPU s", "winner mean"
    );
    for (game, players, bot) in rows {
        let mut config = Config {
            game,
            players,
            games: BATCH,
            seed: 0,
            bots: vec![bot; players],
            history: None,
            date: String::new(),
            logs: None,
            box_order: Default::default(),
            head_starts: Vec::new(),
            saved_rolls: None,
        };
        let (mut games, mut winner_sum) = (0u64, 0.0);
        let start = Instant::now();
        let cpu_start = cpu_seconds();
        let outcome = loop {
            match simulate(&config) {
                Ok(report) => {
                    games += BATCH;
                    winner_sum += report.winners.mean * BATCH as f64;
                }
                Err(why) => break Err(why),
            }
            config.seed += 1;
            if start.elapsed() >= RUN_FOR {
                break Ok(());
            }
        };
        let name = format!("{bot:?}").to_lowercase();
        match outcome {
            Ok(()) => {
                let per_cpu = match (cpu_start, cpu_seconds()) {
                    (Some(a), Some(b)) if b > a => format!("{:.0}", games as f64 / (b - a)),
                    _ => "-".into(),
                };
                println!(
                    "{:<8} {:>7} {:<7} {:>10.0} {:>10} {:>12.1}",
                    game.id(),
                    players,
                    name,
                    games as f64 / start.elapsed().as_secs_f64(),
                    per_cpu,
                    winner_sum / games as f64
                )
            }
            Err(why) => println!(
                "{:<8} {:>7} {:<7} {:>10} {:>10} not playable yet: {why}",
                game.id(),
                players,
                name,
                "-",
                "-"
            ),
        }
    }
}

/// CPU time this thread has run, from Linux's schedstat (nanoseconds); None elsewhere.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = stat.split_whitespace().next()?.parse().ok()?;
    Some(nanos as f64 / 1e9)
}
