//! `pasch-cli simulate`: whole games between bots, summarised as one JSON line. Every
//! game is derived from the one seed, so a run is reproducible, and every game is checked
//! against the engine's invariants when it ends.

use crate::ai;
use crate::engine::{
    BotKind, BoxOrder, DiceSource, Game, GameId, GameKind, Options, PlayerSetup, RuleError, Setup,
    RULES_VERSION,
};
use crate::stats::history::{History, Kept};
use serde::Serialize;
use std::io::Write;

/// A checked `simulate` command: what to play, how often, from which seed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Config {
    /// The game kind every game is.
    pub game: GameKind,
    /// Seats per game.
    pub players: usize,
    /// How many games to play.
    pub games: u64,
    /// The seed every game's own seed comes from (`game_seed`).
    pub seed: u64,
    /// The one bot every seat plays, or "mixed" when the seats differ (see `bots`).
    #[serde(rename = "bot", serialize_with = "bot_of_all")]
    pub bots: Vec<BotKind>,
    /// `--history FILE`: also write the games as a statistics file the app imports.
    #[serde(skip)]
    pub history: Option<String>,
    /// `--date D`: the day the games of `history` ended.
    #[serde(skip)]
    pub date: String,
    /// `--logs FILE`: also write every game's save, one JSON line each (`review` reads
    /// them).
    #[serde(skip)]
    pub logs: Option<String>,
    /// `--box-order O`: the order every game's boxes are filled in (a sheet game's
    /// house rule); named in the summary unless free.
    #[serde(skip_serializing_if = "is_free")]
    pub box_order: BoxOrder,
    /// `--head-starts A,B,…`: each seat's head start ("Fair start"); empty: none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub head_starts: Vec<u32>,
    /// `--saved-rolls on|off`: Maxi Yatzy's saved rolls (its default, on, unless given).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub saved_rolls: Option<bool>,
}

fn is_free(order: &BoxOrder) -> bool {
    *order == BoxOrder::Free
}

/// The day the games of a statistics file ended, unless `--date` says otherwise.
const HISTORY_DATE: &str = "2026-01-01";

fn bot_of_all<S: serde::Serializer>(bots: &[BotKind], s: S) -> Result<S::Ok, S::Error> {
    match bots.split_first() {
        Some((first, rest)) if rest.iter().all(|b| b == first) => s.serialize_str(first.id()),
        _ => s.serialize_str("mixed"),
    }
}

/// The flags of `simulate`, read as text: `Config::parse` checks them, with its own
/// messages.
#[derive(clap::Args, Clone, Debug, Default, PartialEq, Eq)]
pub struct Flags {
    /// The game: classic, extreme, duel, cards, yatzy, maxi_yatzy or generala.
    #[arg(long, value_name = "G")]
    pub game: Option<String>,
    /// Players: classic, yatzy, maxi_yatzy and generala 1-8, extreme 1-4, duel 1-4, cards
    /// 2-5 (with --bot).
    #[arg(long, value_name = "N")]
    pub players: Option<String>,
    /// Games to play, at least 1.
    #[arg(long, value_name = "K")]
    pub games: Option<String>,
    /// A number 0..2^64-1; the same seed gives the same result.
    #[arg(long, value_name = "S")]
    pub seed: Option<String>,
    /// The bot of every seat (with --players).
    #[arg(long, value_name = "B")]
    pub bot: Option<String>,
    /// One bot per seat, which sets the number of players.
    #[arg(long, value_name = "A,B,...")]
    pub bots: Option<String>,
    /// Also write the games to FILE as statistics the app imports (each seat a person).
    #[arg(long, value_name = "FILE")]
    pub history: Option<String>,
    /// The day the games of --history ended, one minute apart [default: 2026-01-01].
    #[arg(long, value_name = "YYYY-MM-DD")]
    pub date: Option<String>,
    /// Also write every game's save to FILE, one JSON line per game, as the app saves
    /// a game (`pasch-cli review` reads them).
    #[arg(long, value_name = "FILE")]
    pub logs: Option<String>,
    /// The order the boxes are filled in: free (default), top_down, bottom_up,
    /// upper_first or lower_first (classic, extreme, yatzy, maxi_yatzy, generala).
    #[arg(long, value_name = "O")]
    pub box_order: Option<String>,
    /// Each seat's head start, 0-999 points (a fair start's measure).
    #[arg(long, value_name = "A,B,...")]
    pub head_starts: Option<String>,
    /// Maxi Yatzy's saved rolls: on (the game's default) or off.
    #[arg(long, value_name = "on|off")]
    pub saved_rolls: Option<String>,
}

/// The flags' names, in the order `missing` names them.
const FLAGS: [&str; 10] = [
    "--game",
    "--players",
    "--games",
    "--seed",
    "--bot",
    "--bots",
    "--history",
    "--date",
    "--logs",
    "--head-starts",
];

/// The bot ids, for messages.
fn bot_ids() -> String {
    BotKind::ALL.map(BotKind::id).join(", ")
}

fn bot(id: &str) -> Result<BotKind, String> {
    BotKind::from_id(id).ok_or_else(|| format!("unknown bot {id:?} ({})", bot_ids()))
}

impl Config {
    /// Checks `--game G --games K --seed S` and either `--bots A,B,…` (one bot per seat)
    /// or `--players N --bot B` (every seat the same bot), optionally `--history FILE`,
    /// `--date D` and `--logs FILE`.
    pub fn parse(flags: &Flags) -> Result<Config, String> {
        let values: [Option<&str>; 10] = [
            &flags.game,
            &flags.players,
            &flags.games,
            &flags.seed,
            &flags.bot,
            &flags.bots,
            &flags.history,
            &flags.date,
            &flags.logs,
            &flags.head_starts,
        ]
        .map(Option::as_deref);
        let [game, players, games, seed, one_bot, bots, history, date, logs, head_starts] = values;
        let date = date.unwrap_or(HISTORY_DATE);
        if !crate::engine::is_date(date) {
            return Err(format!("--date {date:?} is not a day (YYYY-MM-DD)"));
        }
        let seats_given = match (players, one_bot, bots) {
            (_, Some(_), Some(_)) => return Err("give --bot or --bots, not both".into()),
            (_, _, Some(_)) => true,
            (Some(_), Some(_), None) => false,
            _ => return Err(missing(&values)),
        };
        let (Some(game), Some(games), Some(seed)) = (game, games, seed) else {
            return Err(missing(&values));
        };
        let game = GameKind::from_id(game).ok_or_else(|| {
            let ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
            format!("unknown game {game:?} ({})", ids.join(", "))
        })?;
        let bots: Vec<BotKind> = if seats_given {
            let list = bots.unwrap_or_default();
            let bots = list.split(',').map(bot).collect::<Result<Vec<_>, _>>()?;
            if let Some(players) = players {
                let players: usize = number("--players", players)?;
                if players != bots.len() {
                    return Err(format!(
                        "--players {players} but --bots names {} seats",
                        bots.len()
                    ));
                }
            }
            bots
        } else {
            let players: usize = number("--players", players.unwrap_or_default())?;
            game.check_players(players).map_err(|e| e.to_string())?;
            vec![bot(one_bot.unwrap_or_default())?; players]
        };
        let players = bots.len();
        game.check_players(players).map_err(|e| e.to_string())?;
        let games: u64 = number("--games", games)?;
        if games == 0 {
            return Err("--games must be at least 1".into());
        }
        let seed = number("--seed", seed)?;
        let box_order = box_order(flags.box_order.as_deref(), game)?;
        let head_starts = match head_starts {
            None => Vec::new(),
            Some(list) => {
                let heads = list
                    .split(',')
                    .map(|h| number::<u32>("--head-starts", h.trim()))
                    .collect::<Result<Vec<u32>, String>>()?;
                if heads.len() != players {
                    return Err(format!(
                        "--head-starts names {} seats, the game has {players}",
                        heads.len()
                    ));
                }
                if heads.iter().any(|&h| h > crate::engine::MAX_HEAD_START) {
                    return Err("--head-starts takes 0 to 999 points a seat".into());
                }
                heads
            }
        };
        let saved_rolls = match flags.saved_rolls.as_deref() {
            None => None,
            Some(_) if game != GameKind::MaxiYatzy => {
                return Err("--saved-rolls is Maxi Yatzy's switch".into())
            }
            Some("on") => Some(true),
            Some("off") => Some(false),
            Some(other) => return Err(format!("--saved-rolls is on or off, not {other:?}")),
        };
        Ok(Config {
            game,
            players,
            games,
            seed,
            bots,
            history: history.map(str::to_string),
            date: date.to_string(),
            logs: logs.map(str::to_string),
            box_order,
            head_starts,
            saved_rolls,
        })
    }

    /// The rules of every game of this run: the defaults, but for `--box-order` and
    /// `--saved-rolls`.
    fn options(&self) -> Options {
        let mut options = Options {
            box_order: self.box_order,
            ..Options::default()
        };
        if let Some(on) = self.saved_rolls {
            options.maxi_yatzy.saved_rolls = on;
        }
        options
    }

    /// The setup of one game of this run: seat i is `bots[i]`.
    fn setup(&self, seed: u64) -> Setup {
        Setup {
            // Reproducible like the rest of a run: the seed names the game.
            id: GameId::derived(["simulate", &seed.to_string()]),
            kind: self.game,
            rules_version: RULES_VERSION,
            players: self
                .bots
                .iter()
                .enumerate()
                .map(|(i, &bot)| PlayerSetup {
                    name: format!("Bot {}", i + 1),
                    bot: Some(bot),
                    head_start: self.head_starts.get(i).copied().unwrap_or(0),
                    ..Default::default()
                })
                .collect(),
            options: self.options(),
            seed,
            dice: DiceSource::Random,
            start_player: 0,
            chosen_seed: false,
            daily: None,
        }
    }
}

/// `--box-order O`, checked: an order's id, for a game with a scoresheet.
fn box_order(id: Option<&str>, game: GameKind) -> Result<BoxOrder, String> {
    let Some(id) = id else {
        return Ok(BoxOrder::Free);
    };
    let order = BoxOrder::from_id(id).ok_or_else(|| {
        let ids: Vec<&str> = BoxOrder::ALL.iter().map(|o| o.id()).collect();
        format!("unknown box order {id:?} ({})", ids.join(", "))
    })?;
    if order != BoxOrder::Free && matches!(game, GameKind::Duel | GameKind::Cards) {
        return Err(format!(
            "--box-order is for the scoresheet games, not {}",
            game.id()
        ));
    }
    Ok(order)
}

/// What is missing when neither `--bots` nor `--players` with `--bot` is complete.
fn missing(values: &[Option<&str>; 10]) -> String {
    let mut missing: Vec<&str> = FLAGS[..4]
        .iter()
        .zip(values)
        .filter_map(|(flag, v)| v.is_none().then_some(*flag))
        .collect();
    if values[5].is_some() {
        missing.retain(|f| *f != "--players");
    } else if values[4].is_none() {
        missing.push("--bot (or --bots)");
    }
    format!("missing {}", missing.join(", "))
}

fn number<T: std::str::FromStr>(flag: &str, value: &str) -> Result<T, String> {
    value
        .parse()
        .map_err(|_| format!("{flag} needs a whole number, not {value:?}"))
}

/// Mean, population standard deviation, min and max of a list of scores.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Summary {
    /// The mean score.
    pub mean: f64,
    /// The population standard deviation of the scores.
    pub sd: f64,
    /// The lowest score.
    pub min: i32,
    /// The highest score.
    pub max: i32,
}

/// Welford's running mean and variance: one pass, no list of scores kept.
#[derive(Clone, Copy, Debug)]
struct Stats {
    n: u64,
    mean: f64,
    m2: f64,
    min: i32,
    max: i32,
}

impl Stats {
    fn new() -> Stats {
        Stats {
            n: 0,
            mean: 0.0,
            m2: 0.0,
            min: i32::MAX,
            max: i32::MIN,
        }
    }

    fn add(&mut self, x: i32) {
        self.n += 1;
        let delta = x as f64 - self.mean;
        self.mean += delta / self.n as f64;
        self.m2 += delta * (x as f64 - self.mean);
        self.min = self.min.min(x);
        self.max = self.max.max(x);
    }

    fn summary(&self) -> Summary {
        Summary {
            mean: self.mean,
            sd: (self.m2 / self.n.max(1) as f64).sqrt(),
            min: self.min,
            max: self.max,
        }
    }
}

/// How one seat did over the run.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Seat {
    /// The bot in this seat.
    #[serde(serialize_with = "bot_id")]
    pub bot: BotKind,
    /// Its mean score.
    pub mean: f64,
    /// The population standard deviation of its scores.
    pub sd: f64,
    /// Games won, a tie shared among those tied (half each for two).
    pub win_rate: f64,
}

fn bot_id<S: serde::Serializer>(bot: &BotKind, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(bot.id())
}

/// What a `simulate` run prints: the command and the scores, one JSON line.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    /// The command that was run (its fields inline in the JSON).
    #[serde(flatten)]
    pub config: Config,
    /// Each game's best score.
    pub winners: Summary,
    /// Every seat's score of every game.
    pub all: Summary,
    /// How each seat did, in seat order.
    pub seats: Vec<Seat>,
}

impl Report {
    /// The report as one line of JSON.
    pub fn to_json(&self) -> String {
        // Numbers and fixed keys only: serialization cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// A game hanging in a loop is a bug, not a long game: even random play of the longest
/// games stays far below this many actions.
const MAX_ACTIONS: usize = 1_000_000;

/// Plays `config.games` games; `Err` describes the first game that broke the rules.
pub fn simulate(config: &Config) -> Result<Report, String> {
    let (mut winners, mut all) = (Stats::new(), Stats::new());
    let mut seats = vec![(Stats::new(), 0.0f64); config.players];
    let mut kept = Vec::new();
    let mut logs = match &config.logs {
        Some(path) => Some(std::io::BufWriter::new(
            std::fs::File::create(path).map_err(|e| format!("--logs {path}: {e}"))?,
        )),
        None => None,
    };
    for i in 0..config.games {
        let seed = game_seed(config.seed, i);
        let game = play(config.setup(seed), mix(seed ^ BOT_SALT))
            .map_err(|why| format!("game {i} (seed {seed}): {why}"))?;
        let totals = game.totals();
        let best = totals.iter().copied().max().unwrap_or(0);
        // The winners by the ranking: the best total, or a Generala servida's thrower.
        let first: Vec<usize> = game
            .standings()
            .iter()
            .filter(|s| s.place == 1)
            .map(|s| s.player)
            .collect();
        let tied = first.len().max(1) as f64;
        for (p, (seat, &total)) in seats.iter_mut().zip(&totals).enumerate() {
            seat.0.add(total);
            if first.contains(&p) {
                seat.1 += 1.0 / tied;
            }
        }
        totals.iter().for_each(|&t| all.add(t));
        winners.add(best);
        if let (Some(out), Some(path)) = (&mut logs, &config.logs) {
            // The app's own save of the game (`Game::to_json`, as its storage keeps it).
            writeln!(out, "{}", game.to_json()).map_err(|e| format!("--logs {path}: {e}"))?;
        }
        if config.history.is_some() {
            kept.push(
                as_kept(&game, &config.date, i)
                    .map_err(|why| format!("game {i} (seed {seed}): {why}"))?,
            );
        }
    }
    if let (Some(out), Some(path)) = (&mut logs, &config.logs) {
        out.flush().map_err(|e| format!("--logs {path}: {e}"))?;
    }
    if let Some(path) = &config.history {
        std::fs::write(path, History::of(kept).to_file())
            .map_err(|e| format!("--history {path}: {e}"))?;
    }
    Ok(Report {
        config: config.clone(),
        winners: winners.summary(),
        all: all.summary(),
        seats: config
            .bots
            .iter()
            .zip(seats)
            .map(|(&bot, (stats, wins))| {
                let s = stats.summary();
                Seat {
                    bot,
                    mean: s.mean,
                    sd: s.sd,
                    win_rate: wins / config.games as f64,
                }
            })
            .collect(),
    })
}

/// Game `i` of a run as a statistics file keeps it: its seats as people ("Player 1", …),
/// so the statistics count them, ended on `date`, one minute after the game before. The
/// moves are replayed under the renamed seats (the engine's setup is not edited in place).
fn as_kept(game: &Game, date: &str, i: u64) -> Result<Kept, RuleError> {
    let mut setup = game.setup().clone();
    for (n, p) in setup.players.iter_mut().enumerate() {
        *p = PlayerSetup {
            name: format!("Player {}", n + 1),
            bot: None,
            ..Default::default()
        };
    }
    let game = Game::replay(setup, game.log())?;
    let day = crate::engine::day_number(date).unwrap_or(0).max(0) as u64;
    Ok(Kept::of(&game, date, day * 86_400_000 + i * 60_000))
}

/// Plays one game to its end, every seat with the bot its setup names (their random
/// sources drawn from `bot_seed`), and checks it.
pub fn play(setup: Setup, bot_seed: u64) -> Result<Game, String> {
    let mut seats = ai::seats(&setup, bot_seed);
    let mut game = Game::new(setup).map_err(|r| r.to_string())?;
    let mut actions = 0;
    while !game.is_over() {
        let seat = game.current_player();
        let bot = game.setup().players.get(seat).and_then(|p| p.bot);
        let (Some(bot), Some(Some(player))) = (bot, seats.get_mut(seat)) else {
            return Err(format!("player {seat} is no computer player"));
        };
        let Some(action) = player.act(ai::View::of(&game)) else {
            return Err(format!(
                "the {} bot found no action for player {seat} in a running game",
                bot.id()
            ));
        };
        // The clone is cheap (no heap for dice moves) and names the move if refused.
        game.apply(action.clone())
            .map_err(|r| format!("the engine refused the {} bot's {action:?}: {r}", bot.id()))?;
        actions += 1;
        if actions > MAX_ACTIONS {
            return Err(format!("not over after {MAX_ACTIONS} actions"));
        }
    }
    game.state().check_invariants()?;
    Ok(game)
}

/// Keeps the bots' random stream apart from the dice stream of the same game.
const BOT_SALT: u64 = 0xB07_B07_B07;

/// The seed of game `i` of a run: unrelated streams for neighbouring runs and games.
pub fn game_seed(run_seed: u64, i: u64) -> u64 {
    mix(mix(run_seed).wrapping_add(i))
}

/// SplitMix64's finalizer: a bijective mixer that spreads every input bit.
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}
