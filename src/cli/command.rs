//! pasch-cli's command line, declared with clap: the commands, their flags, the usage
//! lines and the help page are generated from these types. Flag values are read as text
//! and checked by each command (`solve::parse`, `simulate::Config::parse`), and clap's
//! refusals are told in the tool's own words (`why`), so the messages stay the same.

use super::{fixture, simulate, solve};
use crate::engine::{
    BotKind, BoxId, ChipKind, GameKind, CLASSIC_BOXES, EXTREME_BOXES, GENERALA_BOXES,
    MAXI_YATZY_BOXES, YATZY_BOXES,
};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{CommandFactory, Parser, Subcommand};

/// pasch-cli: ask the Pasch rules engine (Kniffel, Kniffel Extreme, Dice Duel,
/// Karten-Kniffel, Yatzy, Maxi Yatzy, Generala) from the command line.
#[derive(Parser, Debug)]
#[command(
    name = "pasch-cli",
    disable_help_subcommand = true,
    disable_help_flag = true,
    after_long_help = EXIT_CODES,
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The commands. (`-h` is the tool's own, see `help`; each page shows the usage first.)
#[derive(Subcommand, Debug, PartialEq, Eq)]
pub enum Command {
    /// Rules oracle: one JSON request per line on stdin, one JSON answer per line.
    #[command(
        override_usage = "pasch-cli score < requests.jsonl",
        long_about = score_help(),
        help_template = COMMAND_PAGE,
        disable_help_flag = true
    )]
    Score,
    /// Best play for classic Kniffel, Yatzy and Generala positions, one JSON line each, best first.
    #[command(
        override_usage = "pasch-cli advise < positions.jsonl",
        long_about = ADVISE_HELP,
        help_template = COMMAND_PAGE,
        disable_help_flag = true
    )]
    Advise,
    /// Each player's chance to win Kniffel, Extreme, Yatzy and Generala games, one save per line.
    #[command(
        override_usage = "pasch-cli winchance < saves.jsonl",
        long_about = WINCHANCE_HELP,
        help_template = COMMAND_PAGE,
        disable_help_flag = true
    )]
    Winchance,
    /// Solves solitaire Kniffel, Yatzy or Maxi Yatzy exactly and prints one JSON line.
    #[command(
        override_usage = "pasch-cli solve --game classic --rules kniffel|yahtzee [--joker on|off] | --game yatzy|maxi_yatzy [--bonus 100|50] [--threads N]",
        long_about = SOLVE_HELP,
        allow_negative_numbers = true,
        help_template = COMMAND_PAGE,
        disable_help_flag = true
    )]
    Solve(solve::Flags),
    /// Luck and mistakes of every player of saved games, one JSON line each.
    #[command(
        override_usage = "pasch-cli review < saves.jsonl",
        long_about = REVIEW_HELP,
        help_template = COMMAND_PAGE,
        disable_help_flag = true
    )]
    Review,
    /// Plays whole games between computer players and prints one JSON line.
    #[command(
        override_usage = "pasch-cli simulate --game G --games K --seed S \
                          (--bots A,B,... | --players N --bot B) \
                          [--history FILE [--date YYYY-MM-DD]] [--logs FILE] \
                          [--box-order O] [--head-starts A,B,...] [--saved-rolls on|off]",
        long_about = simulate_help(),
        allow_negative_numbers = true,
        help_template = COMMAND_PAGE,
        disable_help_flag = true
    )]
    Simulate(simulate::Flags),
    /// Writes a realistic history of finished games (for tests and the report).
    #[command(
        override_usage = "pasch-cli history --games N --seed S [--form export|storage] \
                          [--from YYYY-MM-DD]",
        long_about = HISTORY_HELP,
        help_template = COMMAND_PAGE,
        disable_help_flag = true
    )]
    History(fixture::Flags),
}

/// A command's page: its usage first, then what it does and its flags.
const COMMAND_PAGE: &str = "{usage-heading} {usage}\n\n{about-with-newline}\n{all-args}";

const EXIT_CODES: &str = "\
Exit codes: 0 success, 1 a simulated game broke the rules (or output failed), 2 bad usage.
`pasch-cli help`, `--help` or `-h` anywhere prints this page with every command's details.";

const ADVISE_HELP: &str = r#"Reads one JSON position per line and answers one line each, best option first:
  {"game":"classic","rules":"kniffel"|"yahtzee","joker":true|false,
   "sheet":{box_id:points,...},"dice":[5 values 1-6],"rolls_left":0|1|2}
("rules" defaults to "kniffel", "joker" to true, "sheet" to {}), or
  {"game":"yatzy","sheet":{...},"dice":[...],"rolls_left":0|1|2}
with Yatzy's house rules "five_equal_full_house", "four_equal_two_pairs", "forced_order"
(each false unless given). With rolls left: {"options":[{"keep":[kept dice, ascending],"ev":x},...]}, one entry per
distinct keep (keeping all five = stop rolling). With none:
{"options":[{"box":box_id,"ev":x},...]}, every box the roll may fill.
ev is the expected final total minus the points on the sheet now under optimal play
(this turn's box, later upper bonus and extra-Kniffel bonuses included). A bad line gets
{"error":"what is wrong"}. Each rule variant is solved once (about a second).
Maxi Yatzy: {"game":"maxi_yatzy","sheet":{...},"dice":[6 values 1-6],"rolls_left":n} with
"small_bonus" (not advised yet), "saved_rolls" (true unless given: rolls_left counts the
saved rolls too, up to 40; false: 0|1|2) and "forced_order"; its ev is an estimate from a
fitted table (docs/solver.md), a saved roll valued at a fixed number of points.
Generala: {"game":"generala","straight_wrap":false,"double_generala":true,"sheet":{...},
"dice":[...],"rolls_left":0|1|2} (switches as shown by default). With rolls left every
keep and also every open box filled now (served, +5, with 2 rolls left: the first roll);
ev is the expected points still to come under optimal solitaire play (a servida ends
the game)."#;

const WINCHANCE_HELP: &str = r#"Reads one saved game per line (the app's save, {"format":2,"setup":...,"log":[...]})
and answers one line each, the players in seat order:
  {"players":[{"name":"Ada","win":p},...]}
p is the player's chance to win from the position saved (the player on turn from the
dice on the table), out of each player's distribution of final totals under strong
play: Kniffel's and Yatzy's exact tables, 10,000 games from each position; in Extreme
the strong player's turn and its measured box scores. The chances add up to 1; a
finished game gives 1 to the winner (ties split). Generala: exact, from its solved
table's distributions, plus each player's chance to throw the first servida (which wins
at once). Kniffel, Kniffel Extreme, Yatzy and Generala games of 2 to 8 players;
any other line gets {"error":"what is wrong"}. The same save gets the same answer."#;

const HISTORY_HELP: &str = r#"Writes N finished games to stdout, as the app keeps them: all four games with 1-8
seats (a family's people and computer players), over about eight months from --from,
hints now and then and a daily challenge on some days. Each game is played to its end by
computer players, so it replays. The same seed gives the same history.
--form export (default) writes a statistics file the app imports; --form storage writes
the app's localStorage entries as one JSON object (key to value)."#;

const REVIEW_HELP: &str = r#"Reads one saved game per line (the app's saved-game JSON, {"format":2,...}, as
`simulate --logs` writes them) and answers one line each:
  {"game":"classic"|"extreme"|"duel"|"cards"|"generala","exact":true|false,
   "players":[{"name":N,"final":T,"expected_start":E,"luck":L,"mistakes":M,"decisions":D},...]}
Each player's result splits exactly: final = expected_start + luck - mistakes. Along the
player's own decisions, a mistake is the expected points lost against the best option
(never below 0), luck what every roll, draw and the others' moves changed the expected
final total by, expected_start that expectation before the first roll; decisions counts
the decisions judged (keeps, boxes, chips, plays, exchanges). Classic Kniffel is exact
(the solver's table for the game's rules, each solved once per run: optimal play makes
no mistakes); so is Generala (its solved table: points, not the chance to win, so the
strong player's points given up to win count as mistakes); the other games use the
strong players' estimates ("exact":false).
A game not over is reviewed as it stands: final is the current total, so the points
still to come count as luck missed. With real dice, a throw with no dice held is not
judged (which dice were picked up is unknown): it counts as luck.
A line that is not a readable save gets {"error":"what is wrong"}."#;

const SOLVE_HELP: &str = r#"Solves a solitaire game exactly (optimal play) and prints one JSON line:
  {"game":"classic","rules":R,"joker":true|false,"ev":E,"seconds":T,"states":N}
  {"game":"yatzy","ev":E,"seconds":T,"states":N,"reachable":R,"hash":H,"threads":K}
  {"game":"maxi_yatzy","bonus":100,"bonus_at":84,"saved_rolls":false,"ev":E,...}
ev is the optimal expected final total, seconds the solve time, states the number of
turn-start positions computed (those sharing a value counted once), reachable the number
of turn-start states that can occur, hash the table's FNV-1a hash (docs/solver.md says
how to reproduce it). Maxi Yatzy is solved without saved rolls, with the upper bonus of
--bonus (100 at 84, or 50 at 75); Yatzy and Maxi Yatzy on --threads threads (default: the
machine's cores), classic on one."#;

/// `score`'s page: the requests and answers, and the ids the engine knows.
fn score_help() -> String {
    let extreme_only = EXTREME_BOXES.iter().filter(|b| !CLASSIC_BOXES.contains(b));
    format!(
        r#"Reads one JSON request per line on stdin and writes one JSON answer per line on
stdout, in order, flushed line by line. Blank lines are skipped; the exit code is 0 at
the end of the input.

Requests ("sheet" maps box ids already filled to their points; optional, default {{}}):
  {{"game":"classic","dice":[5 values 1-6],"rules":"kniffel"|"yahtzee","joker":true|false,"sheet":{{...}}}}
      "rules" defaults to "kniffel", "joker" to true
  {{"game":"extreme","dice":[five values 1-6, then the ten-sided die 0-9],"sheet":{{...}}}}
  {{"game":"duel","dice":[5 values 1-6]}}
  {{"game":"cards","cards":[1 to 5 card values 1-6],"sheet":{{...}}}}
  {{"game":"yatzy","dice":[5 values 1-6],"sheet":{{...}}}}
      house rules, each false unless given: "five_equal_full_house",
      "four_equal_two_pairs", "forced_order"
  {{"game":"maxi_yatzy","dice":[6 values 1-6],"sheet":{{...}}}}
      optional "small_bonus" (50 at 75 instead of 100 at 84), "forced_order"
  {{"game":"generala","dice":[5 values 1-6],"roll":1|2|3,"sheet":{{...}}}}
      "roll" is the roll of the turn the dice were made on (1: served, +5 for a
      straight, full house or four of a kind); without it they count as not served
      (roll 3); optional "straight_wrap" (default false), "double_generala" (default
      true)

Answers:
  classic, extreme, yatzy, maxi_yatzy, generala
                    {{"allowed":{{box_id:points,...}},"bonus":n}}
      every box this roll may fill on that sheet, in sheet order, with its points
      (0 = struck), and the extra-Kniffel bonus the roll earns (always 0 but in
      classic); with "forced_order" only the first open box
  duel              {{"allowed":{{chip_kind:value,...}},"kniffel":true|false}}
      the chip kinds whose condition the dice meet, with their values
  cards             {{"allowed":{{field_id:points,...}}}}
      the open fields these played cards fill validly, with their points
  any bad request   {{"error":"what is wrong"}}   (then the next line is read)

Box ids (classic): {classic}
Extreme adds: {extreme}
Yatzy: {yatzy}
Maxi Yatzy: {maxi}
Generala: {generala}
Karten-Kniffel fields are the classic boxes without chance.
Chip kinds: {chips}

Example:
  echo '{{"game":"classic","dice":[5,5,5,3,3]}}' | pasch-cli score"#,
        classic = ids(CLASSIC_BOXES.iter().map(|b| b.id())),
        extreme = ids(extreme_only.map(|b: &BoxId| b.id())),
        yatzy = ids(YATZY_BOXES.iter().map(|b| b.id())),
        maxi = ids(MAXI_YATZY_BOXES.iter().map(|b| b.id())),
        generala = ids(GENERALA_BOXES.iter().map(|b| b.id())),
        chips = ids(ChipKind::ALL.iter().map(|k| k.id())),
    )
}

/// `simulate`'s page: the answer and the computer players.
fn simulate_help() -> String {
    format!(
        r#"Plays K whole games between computer players and prints one JSON line:
  {{"game":G,"players":N,"games":K,"seed":S,"bot":B,
   "winners":{{"mean":..,"sd":..,"min":..,"max":..}},
   "all":{{"mean":..,"sd":..,"min":..,"max":..}},
   "seats":[{{"bot":B,"mean":..,"sd":..,"win_rate":..}},...]}}
"winners" summarises the winning score of each game, "all" every player's score, "seats"
each seat's score and share of wins (a tie is shared: half each for two); sd is the
population standard deviation. "bot" is the seats' bot, or "mixed". With --box-order
(top_down, bottom_up, upper_first, lower_first) every game fills its boxes in that order
and the line names it: "box_order":O.
Each flag at most once, as --flag value or --flag=value.

Bots: {bots}.
  random: any legal action; greedy: the best points now against each box's typical
  score; easy: greedy with mistakes; normal: greedy with look-ahead; strong: the best
  Pasch plays (the exact solver in classic Kniffel and Yatzy, Generala's plays to win;
  in Maxi Yatzy each turn solved against a fitted table, and normal is greedy).
Games: {games}. Every game is played with its default house rules; --saved-rolls off
plays Maxi Yatzy without saved rolls.
--head-starts A,B,... gives each seat a head start of 0-999 points, counted in its
total and the win shares (a fair start's measure: docs/fair-start.md).
Every game is checked when it ends (all boxes filled, chips and cards accounted for; a
Generala servida ends it with boxes open, its thrower first); a broken game prints an
error and exits 1."#,
        games = GameKind::ALL.map(GameKind::id).join(", "),
        bots = BotKind::ALL.map(BotKind::id).join(", "),
    )
}

fn ids<'a>(ids: impl Iterator<Item = &'a str>) -> String {
    ids.collect::<Vec<_>>().join(" ")
}

/// The help page's first part: what the tool is, its commands, the exit codes.
pub fn overview() -> String {
    Cli::command().render_long_help().to_string()
}

/// The whole help page: the overview, then every command in full.
pub fn help() -> String {
    let mut cli = Cli::command();
    cli.build();
    let mut page = overview();
    for command in cli.get_subcommands_mut() {
        page.push_str("\n\n");
        page.push_str(&command.render_long_help().to_string());
    }
    page
}

/// Every command's usage line, for the message after a wrong argument.
pub fn usage() -> String {
    let mut cli = Cli::command();
    cli.build();
    let mut lines: Vec<String> = cli
        .get_subcommands_mut()
        .map(|c| {
            let usage = c.render_usage().to_string();
            usage.trim_start_matches("Usage:").trim().to_string()
        })
        .collect();
    lines.push("pasch-cli help".to_string());
    format!("usage: {}", lines.join("\n       "))
}

/// Reads the arguments (without the program name); Err says what is wrong with them.
pub fn parse(args: &[String]) -> Result<Command, String> {
    // clap ends the flags at `--`; this tool never did: there it is an unknown argument
    // like any other, refused unless an argument before it is wrong already.
    let end = args.iter().position(|a| a == "--").unwrap_or(args.len());
    if end == 0 && !args.is_empty() {
        return Err(unknown(args, "--"));
    }
    let argv = std::iter::once("pasch-cli").chain(args[..end].iter().map(String::as_str));
    let command = Cli::try_parse_from(argv).map_err(|e| why(&e, args))?;
    match args.get(end) {
        Some(dashes) => Err(unknown(args, dashes)),
        None => Ok(command.command),
    }
}

/// The refusal of an argument the command does not know (the command itself first).
fn unknown(args: &[String], given: &str) -> String {
    let command = args.first().map(String::as_str).unwrap_or_default();
    if Cli::command().find_subcommand(command).is_none() {
        format!("unknown command {command:?}")
    } else if matches!(command, "score" | "advise" | "winchance" | "review") {
        format!("{command} takes no arguments: it reads JSON lines on stdin")
    } else {
        format!("unknown argument {given:?}")
    }
}

/// clap's refusal in the tool's words: the argument as it was given, the flag by name.
fn why(error: &clap::Error, args: &[String]) -> String {
    let flag = match error.get(ContextKind::InvalidArg) {
        Some(ContextValue::String(arg)) => arg.split([' ', '=']).next().unwrap_or(arg),
        _ => "",
    };
    let given = args
        .iter()
        .find(|a| a.split('=').next() == Some(flag))
        .map_or(flag, String::as_str);
    match error.kind() {
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            "no command given".to_string()
        }
        ErrorKind::UnknownArgument | ErrorKind::InvalidSubcommand => unknown(args, given),
        ErrorKind::ArgumentConflict => format!("{flag} is given twice"),
        ErrorKind::InvalidValue => format!("{flag} needs a value"),
        _ => error.kind().as_str().unwrap_or("bad arguments").to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(args: &str) -> Result<Command, String> {
        let args: Vec<String> = args.split_whitespace().map(str::to_string).collect();
        parse(&args)
    }

    #[test]
    fn flags_are_read_as_text_in_any_order() {
        let Ok(Command::Simulate(flags)) =
            parsed("simulate --seed=-1 --bot random --game classic --players two")
        else {
            panic!("a simulate command")
        };
        assert_eq!(
            (flags.seed, flags.bot, flags.players, flags.games),
            (
                Some("-1".into()),
                Some("random".into()),
                Some("two".into()),
                None
            )
        );
        assert_eq!(parsed("score"), Ok(Command::Score));
    }

    #[test]
    fn refusals_keep_the_tools_words() {
        for (args, says) in [
            ("", "no command given"),
            ("play", "unknown command \"play\""),
            ("--version", "unknown command \"--version\""),
            ("score extra", "score takes no arguments"),
            ("advise --x", "advise takes no arguments"),
            ("winchance x", "winchance takes no arguments"),
            ("solve --seed 1", "unknown argument \"--seed\""),
            ("simulate --fast=1", "unknown argument \"--fast=1\""),
            ("simulate extra", "unknown argument \"extra\""),
            ("simulate --game a --game b", "--game is given twice"),
            ("simulate --bot", "--bot needs a value"),
            ("simulate --players --games 3", "--players needs a value"),
            ("--", "unknown command \"--\""),
            ("score --", "score takes no arguments"),
            ("simulate --game classic --", "unknown argument \"--\""),
            ("simulate --fast -- --game", "unknown argument \"--fast\""),
        ] {
            assert_eq!(
                parsed(args).map_err(|e| e.contains(says)),
                Err(true),
                "{args}"
            );
        }
    }

    #[test]
    fn help_and_usage_are_generated_from_the_commands() {
        let page = help();
        for part in [
            "score",
            "advise",
            "solve",
            "simulate",
            "--players",
            "--joker",
        ] {
            assert!(page.contains(part), "{part}");
        }
        for id in BotKind::ALL.map(BotKind::id) {
            assert!(page.contains(id), "{id}");
        }
        assert!(page.contains("kniffel_extreme") && page.contains("Exit codes"));
        let usage = usage();
        assert!(
            usage.starts_with("usage: pasch-cli score < requests.jsonl\n"),
            "{usage}"
        );
        assert_eq!(usage.lines().count(), 8, "{usage}");
    }

    /// docs/cli.md shows the overview and the usage lines as the tool prints them.
    #[test]
    fn the_cli_page_shows_what_the_tool_prints() {
        let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/cli.md"))
            .expect("docs/cli.md");
        for generated in [overview(), usage()] {
            let text = generated.trim_end();
            assert!(page.contains(text), "docs/cli.md lacks:\n{text}");
        }
    }
}
