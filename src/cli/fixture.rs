//! `pasch-cli history`: a realistic history of finished games, for tests and the report
//! (a long history must keep the app's start and its Statistics fast). Every game is
//! played to its end by computer players, so it replays; the seats are then a family's
//! people and computers, the games all four kinds with 1–8 players, spread over months,
//! with hints asked now and then and a daily challenge on some days. Everything comes
//! from the seed: the same seed gives the same file.

use super::simulate::game_seed;
use crate::ai::AllSeats;
use crate::engine::{
    day_number, BotKind, DiceSource, Game, GameId, GameKind, GameRng, Options, PlayerSetup, Setup,
    RULES_VERSION,
};
use crate::stats::history::{History, Kept};
use crate::store::history::key_of;

/// The flags of `history`, read as text: `Config::parse` checks them.
#[derive(clap::Args, Clone, Debug, Default, PartialEq, Eq)]
pub struct Flags {
    /// Finished games, at least 1.
    #[arg(long, value_name = "N")]
    pub games: Option<String>,
    /// A number 0..2^64-1; the same seed gives the same history.
    #[arg(long, value_name = "S")]
    pub seed: Option<String>,
    /// `export` (a statistics file the app imports) or `storage` (the app's
    /// localStorage entries as one JSON object, key to value) [default: export].
    #[arg(long, value_name = "FORM")]
    pub form: Option<String>,
    /// The day of the first game; the others follow over about eight months
    /// [default: 2026-03-01].
    #[arg(long, value_name = "YYYY-MM-DD")]
    pub from: Option<String>,
}

/// What the history is written as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// An export file (`History::to_file`).
    Export,
    /// `{"pasch.history.<id>": "<kept game>", …}`, as the app keeps them.
    Storage,
}

/// A checked `history` command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// How many finished games to write.
    pub games: u64,
    /// The seed everything comes from: the same seed gives the same history.
    pub seed: u64,
    /// Written as an export file or as localStorage entries.
    pub form: Form,
    /// Days since 1970 of the first game.
    pub from: i64,
}

/// The first day, unless `--from` says otherwise.
const FROM: &str = "2026-03-01";
/// The days the games are spread over.
const SPAN_DAYS: u64 = 240;
/// Milliseconds in a day.
const DAY_MS: u64 = 86_400_000;
/// A family's people (the statistics count them) and their computer players' names.
const PEOPLE: [&str; 8] = [
    "Oma Rosi",
    "Ben",
    "Clara",
    "Papa",
    "Mia",
    "Lukas",
    "Zoë",
    "Tante Eva",
];
const COMPUTERS: [&str; 4] = ["Robo", "Chip", "Byte", "Pixel"];
/// The levels the computer seats play at: quick enough for a thousand games.
const LEVELS: [BotKind; 3] = [BotKind::Easy, BotKind::Greedy, BotKind::Normal];

impl Config {
    /// Checks `--games N --seed S [--form F] [--from D]`.
    pub fn parse(flags: &Flags) -> Result<Config, String> {
        let (Some(games), Some(seed)) = (&flags.games, &flags.seed) else {
            return Err("history needs --games and --seed".into());
        };
        let games: u64 = number("--games", games)?;
        if games == 0 {
            return Err("--games must be at least 1".into());
        }
        let form = match flags.form.as_deref().unwrap_or("export") {
            "export" => Form::Export,
            "storage" => Form::Storage,
            other => return Err(format!("--form {other:?} is not export or storage")),
        };
        let from = flags.from.as_deref().unwrap_or(FROM);
        let from = day_number(from).ok_or_else(|| format!("--from {from:?} is not a day"))?;
        Ok(Config {
            games,
            seed: number("--seed", seed)?,
            form,
            from,
        })
    }
}

fn number<T: std::str::FromStr>(flag: &str, value: &str) -> Result<T, String> {
    value
        .parse()
        .map_err(|_| format!("{flag} needs a whole number, not {value:?}"))
}

/// The kept games of `config`, oldest first; Err names a game that could not be played.
pub fn games(config: &Config) -> Result<Vec<Kept>, String> {
    let mut daily_days = Vec::new();
    (0..config.games)
        .map(|i| {
            let mut rng = GameRng::from_seed(game_seed(config.seed, i));
            // Spread evenly, in the afternoon and evening.
            let day = config.from + (i * SPAN_DAYS / config.games) as i64;
            let at = u64::try_from(day).unwrap_or(0) * DAY_MS
                + u64::from(14 + rng.below(9)) * 3_600_000
                + u64::from(rng.below(3_600_000));
            let date = date_of(day);
            // A daily challenge on about one game in twelve, once a day at most.
            let daily = rng.below(12) == 0 && !daily_days.contains(&day);
            if daily {
                daily_days.push(day);
            }
            let setup = setup(&mut rng, config.seed, i, daily.then(|| date.clone()));
            let mut game = play(setup, rng.below(u32::MAX).into())
                .map_err(|why| format!("game {i}: {why}"))?;
            // Now and then a person asked for a hint.
            if rng.below(6) == 0 {
                game.note_hint(0);
            }
            Ok(Kept::of(&game, &date, at))
        })
        .collect()
}

/// The setup of game `i`: a kind, 1–8 seats (at least one person), a daily challenge's
/// solitaire Kniffel on `daily`.
fn setup(rng: &mut GameRng, seed: u64, i: u64, daily: Option<String>) -> Setup {
    let kind = match (daily.is_some(), rng.below(20)) {
        (true, _) | (false, 0..=8) => GameKind::Classic,
        (false, 9..=12) => GameKind::Extreme,
        (false, 13..=16) => GameKind::Duel,
        _ => GameKind::Cards,
    };
    let seats = kind.players();
    let (lo, hi) = (*seats.start() as u32, *seats.end() as u32);
    let players = if daily.is_some() {
        1
    } else {
        (lo + rng.below(hi - lo + 1)) as usize
    };
    let people = 1 + rng.below(players as u32) as usize;
    // Who sits down: a few of the family, in a drawn order.
    let mut family: Vec<&str> = PEOPLE.to_vec();
    rng.shuffle(&mut family);
    let players = (0..players)
        .map(|seat| match seat < people {
            true => PlayerSetup {
                name: family[seat].to_string(),
                bot: None,
                ..Default::default()
            },
            false => PlayerSetup {
                name: COMPUTERS[(seat - people) % COMPUTERS.len()].to_string(),
                bot: Some(LEVELS[rng.below(LEVELS.len() as u32) as usize]),
                ..Default::default()
            },
        })
        .collect::<Vec<_>>();
    let start_player = rng.below(players.len() as u32) as usize;
    Setup {
        id: GameId::derived(["fixture", &seed.to_string(), &i.to_string()]),
        kind,
        rules_version: RULES_VERSION,
        start_player: if daily.is_some() { 0 } else { start_player },
        players,
        options: Options::default(),
        seed: rng.below(u32::MAX).into(),
        dice: DiceSource::Random,
        chosen_seed: false,
        daily,
    }
}

/// Plays `setup` to its end, every seat (people's too) by a computer player.
fn play(setup: Setup, bot_seed: u64) -> Result<Game, String> {
    let mut seats = AllSeats::new(BotKind::Greedy, &setup, bot_seed);
    let mut game = Game::new(setup).map_err(|r| r.to_string())?;
    // Far more than the longest game takes: a loop is a bug, not a long game.
    for _ in 0..100_000 {
        if game.is_over() {
            return Ok(game);
        }
        let action = seats.next(&game).ok_or("no move for a running game")?;
        game.apply(action).map_err(|r| r.to_string())?;
    }
    Err("not over after 100,000 actions".into())
}

/// `YYYY-MM-DD` of a day since 1970 (Howard Hinnant's civil_from_days).
pub fn date_of(day: i64) -> String {
    let z = day + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

/// The history of `config` as text in its form.
pub fn render(config: &Config) -> Result<String, String> {
    let games = games(config)?;
    Ok(match config.form {
        Form::Export => History::of(games).to_file(),
        Form::Storage => {
            let entries: serde_json::Map<String, serde_json::Value> = games
                .iter()
                .map(|k| (key_of(k.id), k.to_json().into()))
                .collect();
            serde_json::Value::Object(entries).to_string()
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::day_number;
    use crate::stats::history::read_file;

    fn config(games: u64, seed: u64) -> Config {
        Config::parse(&Flags {
            games: Some(games.to_string()),
            seed: Some(seed.to_string()),
            ..Flags::default()
        })
        .expect("a valid command")
    }

    #[test]
    fn dates_are_the_days_they_count() {
        for date in [
            "1970-01-01",
            "2024-02-29",
            "2026-03-01",
            "2026-12-31",
            "2100-03-01",
        ] {
            let day = day_number(date).expect("a day");
            assert_eq!(date_of(day), date);
        }
    }

    #[test]
    fn a_history_is_varied_reproducible_and_read_back_as_it_was_written() {
        let config = config(120, 7);
        let games = games(&config).expect("games");
        assert_eq!(games, super::games(&config).expect("again"), "same seed");
        assert_ne!(games, super::games(&self::config(120, 8)).expect("other"));
        // The app's games: its history holds no other yet.
        for kind in GameKind::IN_APP {
            assert!(games.iter().any(|k| k.summary.kind == kind), "{kind:?}");
        }
        let seats = |k: &Kept| k.summary.seats.len();
        assert!(games.iter().any(|k| seats(k) == 1) && games.iter().any(|k| seats(k) >= 6));
        assert!(games.iter().any(|k| k.summary.with_bots));
        assert!(games.iter().any(|k| !k.summary.with_bots && seats(k) > 1));
        assert!(games.iter().any(|k| k.summary.with_hints));
        assert!(games.iter().any(|k| k.summary.daily.is_some()));
        let months: std::collections::BTreeSet<&str> = games.iter().map(|k| &k.date[..7]).collect();
        assert!(months.len() >= 6, "{months:?}");
        // The export file reads back, every game replayed, to the same games.
        let file = read_file(&render(&config).expect("file")).expect("an export file");
        let read: Vec<Kept> = file
            .into_games()
            .into_iter()
            .map(|g| g.read().expect("a readable game"))
            .collect();
        assert_eq!(read, History::of(games.clone()).games());
        // The storage form: one key per game, each a kept game as stored.
        let storage = render(&Config {
            form: Form::Storage,
            ..config
        })
        .expect("storage");
        let entries: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(&storage).expect("an object");
        assert_eq!(entries.len(), games.len());
        for k in &games {
            let text = entries[&key_of(k.id)].as_str().expect("text");
            assert_eq!(&Kept::from_json(text).expect("readable"), k);
        }
    }

    #[test]
    fn bad_flags_are_refused() {
        let flags = |games: &str, form: &str, from: &str| Flags {
            games: Some(games.into()),
            seed: Some("1".into()),
            form: Some(form.into()),
            from: Some(from.into()),
        };
        assert!(Config::parse(&flags("0", "export", FROM)).is_err());
        assert!(Config::parse(&flags("x", "export", FROM)).is_err());
        assert!(Config::parse(&flags("5", "csv", FROM)).is_err());
        assert!(Config::parse(&flags("5", "storage", "2026-02-30")).is_err());
        assert!(Config::parse(&Flags::default()).is_err());
        let ok = Config::parse(&flags("5", "storage", "2026-05-01")).expect("valid");
        assert_eq!((ok.games, ok.form), (5, Form::Storage));
    }
}
