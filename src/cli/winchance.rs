//! `pasch-cli winchance`: each player's chance to win a saved Kniffel or Kniffel Extreme
//! game (`ai::winchance`), one save per line in, one answer per line out. The
//! calculator is kept across lines, so a game's saves one move apart are quick.

use super::lines::{answer_lines, error_json};
use crate::ai::winchance::WinCalculator;
use crate::engine::read_save;
use serde::Serialize;
use std::io::{self, BufRead, Write};

#[derive(Serialize)]
struct PlayerChance<'a> {
    name: &'a str,
    win: f64,
}

#[derive(Serialize)]
struct Answer<'a> {
    players: Vec<PlayerChance<'a>>,
}

/// The answer to one save line, as JSON text.
pub fn answer_line(wc: &mut WinCalculator, line: &str) -> String {
    let answer = read_save(line.trim())
        .map_err(|e| e.to_string())
        .and_then(|game| {
            let chances = wc.chances(&game).map_err(|e| e.to_string())?;
            let players = game
                .setup()
                .players
                .iter()
                .zip(chances)
                .map(|(p, win)| PlayerChance { name: &p.name, win })
                .collect();
            serde_json::to_string(&Answer { players }).map_err(|e| e.to_string())
        });
    answer.unwrap_or_else(|why| error_json(&why))
}

/// Answers every save line of `input` on `output`, flushing after each answer.
pub fn run(input: impl BufRead, output: impl Write) -> io::Result<()> {
    let mut wc = WinCalculator::new();
    answer_lines(input, output, |line| answer_line(&mut wc, line))
}
