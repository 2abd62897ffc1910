//! `pasch-cli review`: luck and mistakes of every player of a game, one save per line in
//! (the app's saved-game JSON), one answer per line out (`ai::coach`). Classic Kniffel,
//! Yatzy and Generala are valued exactly, each rule variant's table solved once per run; the other
//! games by the strong players' estimates (`"exact":false`).

use super::lines::{answer_lines, error_json};
use crate::ai::coach::{self, needs_table, PlayerReview};
use crate::ai::kniffel::tables;
use crate::engine::{read_save, Game};
use serde::Serialize;
use std::io::{self, BufRead, Write};

/// Answers every save of `input` on `output`, flushing after each answer.
pub fn run(input: impl BufRead, output: impl Write) -> io::Result<()> {
    answer_lines(input, output, answer_line)
}

#[derive(Serialize)]
struct Answer<'a> {
    game: &'a str,
    exact: bool,
    players: Vec<Player<'a>>,
}

#[derive(Serialize)]
struct Player<'a> {
    name: &'a str,
    #[serde(rename = "final")]
    final_total: i32,
    expected_start: f64,
    luck: f64,
    mistakes: f64,
    decisions: u32,
}

/// The answer to one save line, as JSON text.
pub fn answer_line(line: &str) -> String {
    let game = match read_save(line.trim()) {
        Ok(game) => game,
        Err(why) => return error_json(&format!("not a save this version can read: {why}")),
    };
    match reviewed(&game) {
        Ok(reviews) => {
            let players = reviews
                .iter()
                .map(|r| Player {
                    name: game.setup().player_name(r.player),
                    final_total: r.final_total,
                    expected_start: r.expected_start,
                    luck: r.luck,
                    mistakes: r.lost,
                    decisions: r.decisions,
                })
                .collect();
            let answer = Answer {
                game: game.kind().id(),
                exact: coach::is_exact(&game),
                players,
            };
            serde_json::to_string(&answer).unwrap_or_else(|e| error_json(&e.to_string()))
        }
        Err(why) => error_json(&why),
    }
}

/// Every player's review, the exact table solved here when classic Kniffel needs it.
fn reviewed(game: &Game) -> Result<Vec<PlayerReview>, String> {
    let table = needs_table(game).map(tables::solved);
    coach::review(game, table).map_err(|e| e.to_string())
}
