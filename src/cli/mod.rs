//! `pasch-cli`, the engine's command-line face: `score` (a rules oracle on JSON lines)
//! and `simulate` (whole games between bots). Arguments are parsed by hand: two commands
//! and five flags do not need a parser crate.

pub mod advise;
pub mod score;
pub mod simulate;
pub mod solve;

use std::io::{self, BufRead, Write};

pub const USAGE: &str = "\
usage: pasch-cli score < requests.jsonl
       pasch-cli advise < positions.jsonl
       pasch-cli solve --game classic --rules kniffel|yahtzee [--joker on|off]
       pasch-cli simulate --game G --games K --seed S (--bots A,B,... | --players N --bot B)
                          [--history FILE [--date YYYY-MM-DD]]
       pasch-cli help";

pub const HELP: &str = r#"pasch-cli: ask the Pasch rules engine (Kniffel, Kniffel Extreme, Dice Duel,
Karten-Kniffel) from the command line.

USAGE
  pasch-cli score < requests.jsonl
  pasch-cli advise < positions.jsonl
  pasch-cli solve --game classic --rules kniffel|yahtzee [--joker on|off]
  pasch-cli simulate --game G --games K --seed S (--bots A,B,... | --players N --bot B)
                     [--history FILE [--date YYYY-MM-DD]]
  pasch-cli help | --help | -h

SCORE
  Reads one JSON request per line on stdin and writes one JSON answer per line on
  stdout, in order, flushed line by line. Blank lines are skipped; the exit code is 0
  at the end of the input.

  Requests ("sheet" maps box ids already filled to their points; optional, default {}):
    {"game":"classic","dice":[5 values 1-6],"rules":"kniffel"|"yahtzee","joker":true|false,"sheet":{...}}
        "rules" defaults to "kniffel", "joker" to true
    {"game":"extreme","dice":[five values 1-6, then the ten-sided die 0-9],"sheet":{...}}
    {"game":"duel","dice":[5 values 1-6]}
    {"game":"cards","cards":[1 to 5 card values 1-6],"sheet":{...}}

  Answers:
    classic, extreme  {"allowed":{box_id:points,...},"bonus":n}
        every box this roll may fill on that sheet, in sheet order, with its points
        (0 = struck), and the extra-Kniffel bonus the roll earns (always 0 in Extreme)
    duel              {"allowed":{chip_kind:value,...},"kniffel":true|false}
        the chip kinds whose condition the dice meet, with their values
    cards             {"allowed":{field_id:points,...}}
        the open fields these played cards fill validly, with their points
    any bad request   {"error":"what is wrong"}   (then the next line is read)

  Box ids: ones twos threes fours fives sixes three_of_a_kind four_of_a_kind
    full_house small_straight large_straight kniffel chance (classic); Extreme adds
    two_pairs three_pairs two_triples big_full_house highway kniffel_extreme
    ten_or_less thirty_three_or_more super_chance; cards fields are the classic
    boxes without chance.
  Chip kinds: two_pairs three_of_a_kind small_straight flush full_house
    four_of_a_kind large_straight

  Example:
    echo '{"game":"classic","dice":[5,5,5,3,3]}' | pasch-cli score

SOLVE
  Solves solitaire classic Kniffel exactly (optimal play) and prints one JSON line:
    {"game":"classic","rules":R,"joker":true|false,"ev":E,"seconds":T,"states":N}
  ev is the optimal expected final total, seconds the solve time, states the number of
  turn-start positions computed. --joker defaults to on.

ADVISE
  Reads one JSON position per line and answers one line each, best option first:
    {"game":"classic","rules":"kniffel"|"yahtzee","joker":true|false,
     "sheet":{box_id:points,...},"dice":[5 values 1-6],"rolls_left":0|1|2}
  ("rules" defaults to "kniffel", "joker" to true, "sheet" to {})
  With rolls left: {"options":[{"keep":[kept dice, ascending],"ev":x},...]}, one entry
  per distinct keep (keeping all five = stop rolling). With none:
  {"options":[{"box":box_id,"ev":x},...]}, every box the roll may fill.
  ev is the expected final total minus the points on the sheet now under optimal play
  (this turn's box, later upper bonus and extra-Kniffel bonuses included). A bad line
  gets {"error":"what is wrong"}. Each rule variant is solved once (about a second).

SIMULATE
  Plays K whole games between computer players and prints one JSON line:
    {"game":G,"players":N,"games":K,"seed":S,"bot":B,
     "winners":{"mean":..,"sd":..,"min":..,"max":..},
     "all":{"mean":..,"sd":..,"min":..,"max":..},
     "seats":[{"bot":B,"mean":..,"sd":..,"win_rate":..},...]}
  "winners" summarises the winning score of each game, "all" every player's score,
  "seats" each seat's score and share of wins (a tie is shared: half each for two);
  sd is the population standard deviation. "bot" is the seats' bot, or "mixed".
  Flags (--flag value or --flag=value, each at most once):
    --game G      classic | extreme | duel | cards
    --bots A,B,.. one bot per seat, which sets the number of players; or
    --players N   classic 1-8, extreme 1-4, duel 1-4, cards 2-5, with
    --bot B       the bot of every seat
    --games K     number of games, at least 1
    --seed S      a number 0..2^64-1; the same seed gives the same result
    --history F   also write the games to file F as a Pasch statistics file (export
                  format 2, what the app's "Import statistics" reads), each seat as a
                  person "Player 1", "Player 2", ... so the statistics count them
    --date D      the day (YYYY-MM-DD) those games ended, one minute apart; default
                  2026-01-01
  Bots: random (any legal action), greedy (best points now against each box's
  typical score), easy (greedy with mistakes), normal (greedy with look-ahead),
  strong (the best Pasch plays: the exact solver in classic Kniffel).
  Every game is checked when it ends (all boxes filled, chips and cards accounted
  for); a broken game prints an error and exits 1.

EXIT CODES
  0 success, 1 a simulated game broke the rules (or output failed), 2 bad usage.
"#;

/// Runs the tool on its arguments (without the program name) and returns the exit code.
pub fn run(args: &[String]) -> i32 {
    if args.iter().any(|a| a == "--help" || a == "-h") || args.first().is_some_and(|a| a == "help")
    {
        print!("{HELP}");
        return 0;
    }
    match args.first().map(String::as_str) {
        Some("score") if args.len() == 1 => {
            let result = score::run(io::stdin().lock(), io::stdout().lock());
            exit_on_io(result)
        }
        Some("score") => usage_error("score takes no arguments: it reads JSON lines on stdin"),
        Some("advise") if args.len() == 1 => {
            exit_on_io(advise::run(io::stdin().lock(), io::stdout().lock()))
        }
        Some("advise") => usage_error("advise takes no arguments: it reads JSON lines on stdin"),
        Some("solve") => match solve::parse(&args[1..]) {
            Err(why) => usage_error(&why),
            Ok(rules) => {
                let mut out = io::stdout().lock();
                exit_on_io(writeln!(out, "{}", solve::solve(rules)).and_then(|_| out.flush()))
            }
        },
        Some("simulate") => match simulate::Config::parse(&args[1..]) {
            Err(why) => usage_error(&why),
            Ok(config) => match simulate::simulate(&config) {
                Ok(report) => {
                    let mut out = io::stdout().lock();
                    exit_on_io(writeln!(out, "{}", report.to_json()).and_then(|_| out.flush()))
                }
                Err(why) => {
                    eprintln!("pasch-cli simulate: {why}");
                    1
                }
            },
        },
        Some(other) => usage_error(&format!("unknown command {other:?}")),
        None => usage_error("no command given"),
    }
}

fn usage_error(why: &str) -> i32 {
    eprintln!("pasch-cli: {why}\n{USAGE}\nRun `pasch-cli --help` for details.");
    2
}

fn exit_on_io(result: io::Result<()>) -> i32 {
    match result {
        Ok(()) => 0,
        // Whoever reads our output stopped reading (e.g. `| head`): not our failure.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => 0,
        Err(e) => {
            eprintln!("pasch-cli: {e}");
            1
        }
    }
}

/// Answers every line of `input` with `answer(line)` on `output`, flushing after each:
/// blank lines are skipped, a line that is not UTF-8 gets an error answer.
pub fn answer_lines(
    mut input: impl BufRead,
    mut output: impl Write,
    mut answer: impl FnMut(&str) -> String,
) -> io::Result<()> {
    let mut buf = Vec::new();
    loop {
        buf.clear();
        if input.read_until(b'\n', &mut buf)? == 0 {
            return Ok(());
        }
        let reply = match std::str::from_utf8(&buf) {
            Ok(line) if line.trim().is_empty() => continue,
            Ok(line) => answer(line),
            Err(_) => error_json("the line is not UTF-8 text"),
        };
        writeln!(output, "{reply}")?;
        output.flush()?;
    }
}

/// `{"error":"why"}`, the answer to a request that cannot be answered.
pub fn error_json(why: &str) -> String {
    serde_json::json!({ "error": why }).to_string()
}
