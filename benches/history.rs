//! A long history (1,000 finished games from `pasch-cli history`): what the app does with
//! it at start-up and for the Statistics screen, and an import of an export of 7,000 games
//! (`pasch-cli history --games 7000 --seed 1`) into an empty history, natively, one core,
//! no timing assertions. `cargo bench --bench history`
//! prints a table; replaying every game (statistics counted from the moves rather than
//! from the kept summaries) is shown for comparison.

use pasch::cli::fixture::{games, Config, Flags};
use pasch::engine::GameKind;
use pasch::stats::history::{read_file, History, Kept};
use pasch::stats::{overview, summarize, Filter};
use pasch::store::backend::{Backend, Memory};
use pasch::store::history::{key_of, load_history, Storing, IMPORT_ROOM};
use std::hint::black_box;
use std::time::{Duration, Instant};

const GAMES: u64 = 1000;
/// The games of the export file imported.
const IMPORT_GAMES: u64 = 7000;
/// How long each row runs; long enough to smooth out a shared machine.
const RUN_FOR: Duration = Duration::from_secs(2);

/// Median milliseconds of `f` over runs filling `RUN_FOR` (at least 3).
fn time<T>(mut f: impl FnMut() -> T) -> f64 {
    let mut runs = Vec::new();
    let start = Instant::now();
    while runs.len() < 3 || start.elapsed() < RUN_FOR {
        let t = Instant::now();
        black_box(f());
        runs.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    runs.sort_by(f64::total_cmp);
    runs[runs.len() / 2]
}

fn main() {
    let config = Config::parse(&Flags {
        games: Some(GAMES.to_string()),
        seed: Some("25".into()),
        ..Flags::default()
    })
    .expect("a valid command");
    let kept = games(&config).expect("games");
    let storage = Memory::new();
    for k in &kept {
        storage.set(&key_of(k.id), &k.to_json()).expect("no quota");
    }
    let history = load_history(&storage).history;
    assert_eq!(history.len(), kept.len());
    let texts: Vec<String> = kept.iter().map(Kept::to_json).collect();
    println!(
        "{GAMES} finished games kept ({} characters)",
        storage.used()
    );
    println!("{:<56} {:>9}", "what", "ms");
    let row = |what: &str, ms: f64| println!("{what:<56} {ms:>9.3}");
    row("start-up: load_history", time(|| load_history(&storage)));
    row(
        "  of which: read every entry (Kept::from_json)",
        time(|| texts.iter().filter(|t| Kept::from_json(t).is_ok()).count()),
    );
    row(
        "  of which: order them (History::of)",
        time(|| History::of(kept.iter().rev().cloned().collect())),
    );
    row(
        "Statistics: one kind's figures (Overview)",
        time(|| overview(history.summaries(), GameKind::Classic, Filter::default(), 8)),
    );
    let file = History::of(
        games(
            &Config::parse(&Flags {
                games: Some(IMPORT_GAMES.to_string()),
                seed: Some("1".into()),
                ..Flags::default()
            })
            .expect("a valid command"),
        )
        .expect("games"),
    )
    .to_file();
    println!("import of {IMPORT_GAMES} games ({} characters)", file.len());
    row(
        "import: the file's outer shape (read_file)",
        time(|| read_file(&file).map(|f| f.len())),
    );
    let read = || {
        let games = read_file(&file).expect("an export file");
        let mut planner = History::default().planner();
        for i in 0..games.len() {
            planner.add(games.game(i).expect("a game").read());
        }
        planner.plan()
    };
    row(
        "import: read and check every game, plan (Planner)",
        time(read),
    );
    let plan = read();
    assert_eq!(plan.new.len() as u64, IMPORT_GAMES);
    row(
        "import: store within the room (Storing, in memory)",
        time(|| {
            let (b, mut h) = (Memory::new(), History::default());
            let mut storing = Storing::new(plan.new.clone(), IMPORT_ROOM);
            while !storing.step(&b, &mut h, || true) {}
            h.len()
        }),
    );
    row(
        "for comparison: summaries from the moves (replay all)",
        time(|| {
            history
                .games()
                .iter()
                .filter_map(|k| Some(summarize(&k.replay()?.ok()?, &k.date)))
                .count()
        }),
    );
}
