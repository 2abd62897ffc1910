//! `pasch-cli`, the engine's command-line face: `score` (a rules oracle on JSON lines),
//! `advise` and `solve` (the exact Kniffel solver), `winchance` (who is likely to win),
//! `review` (luck and mistakes of saved games), `simulate` (whole games between bots),
//! `history` (a realistic history of finished games, `fixture`). The command line
//! itself is clap's (`command`). Native only: the browser app has no command line.

pub mod advise;
pub mod command;
pub mod fixture;
pub mod lines;
pub mod review;
pub mod score;
pub mod simulate;
pub mod solve;
pub mod winchance;

use command::Command;
use std::io::{self, Write};

/// Runs the tool on its arguments (without the program name) and returns the exit code.
pub fn run(args: &[String]) -> i32 {
    // Help anywhere wins over everything else, as the page says.
    if args.iter().any(|a| a == "--help" || a == "-h") || args.first().is_some_and(|a| a == "help")
    {
        let mut out = io::stdout().lock();
        return exit_on_io(writeln!(out, "{}", command::help()).and_then(|_| out.flush()));
    }
    let command = match command::parse(args) {
        Ok(command) => command,
        Err(why) => return usage_error(&why),
    };
    match command {
        Command::Score => exit_on_io(score::run(io::stdin().lock(), io::stdout().lock())),
        Command::Advise => exit_on_io(advise::run(io::stdin().lock(), io::stdout().lock())),
        Command::Winchance => exit_on_io(winchance::run(io::stdin().lock(), io::stdout().lock())),
        Command::Review => exit_on_io(review::run(io::stdin().lock(), io::stdout().lock())),
        Command::Solve(flags) => match solve::parse(&flags) {
            Err(why) => usage_error(&why),
            Ok(rules) => {
                let mut out = io::stdout().lock();
                exit_on_io(writeln!(out, "{}", solve::solve(rules)).and_then(|_| out.flush()))
            }
        },
        Command::History(flags) => match fixture::Config::parse(&flags) {
            Err(why) => usage_error(&why),
            Ok(config) => match fixture::render(&config) {
                Ok(text) => {
                    let mut out = io::stdout().lock();
                    exit_on_io(writeln!(out, "{text}").and_then(|_| out.flush()))
                }
                Err(why) => {
                    eprintln!("pasch-cli history: {why}");
                    1
                }
            },
        },
        Command::Simulate(flags) => match simulate::Config::parse(&flags) {
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
    }
}

fn usage_error(why: &str) -> i32 {
    eprintln!(
        "pasch-cli: {why}\n{}\nRun `pasch-cli --help` for details.",
        command::usage()
    );
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
