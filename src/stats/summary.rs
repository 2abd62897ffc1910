//! One finished game reduced to what the statistics count (`GameSummary`, one
//! `SeatSummary` per seat): kept for good with every finished game (`history`), and what
//! every figure of `stats` is computed from.

use crate::engine::{BoxId, Event, Game, GameKind, GameState};
use serde::{Deserialize, Serialize};

/// One seat of a finished game, as the statistics see it. Kept for every finished game
/// for good, so the counts that are mostly 0 are left out of the stored form.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSummary {
    /// The player's name, as set up for the game.
    pub name: String,
    /// A computer player.
    #[serde(default, skip_serializing_if = "is_false")]
    pub bot: bool,
    /// Final score, bonuses and penalties included, the head start not: what high
    /// scores and records count.
    pub score: i32,
    /// The head start this seat began with ("Fair start"), kept apart from `score`;
    /// the place counts it.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub head_start: i32,
    /// Final place, 1 for the winner(s).
    pub place: usize,
    /// Rolls showing five equal dice (in Karten-Kniffel: a Kniffel played).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub kniffels: u32,
    /// The upper-section bonus was reached (classic and Extreme).
    #[serde(default, skip_serializing_if = "is_false")]
    pub upper_bonus: bool,
    /// Dice Duel: chips held at the end.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub chips: u32,
    /// Dice Duel: bonus points (Gold, Silver, full stacks, last chip).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub duel_bonus: i32,
    /// Karten-Kniffel: penalty points taken (a positive number).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub penalties: i32,
    /// Generala: this seat threw a Generala servida (five equal on a turn's first roll)
    /// and won the game with it, whatever the totals.
    #[serde(default, skip_serializing_if = "is_false")]
    pub servida: bool,
    /// Kids' mode: sums this seat typed and had checked (0 when it did not count for
    /// itself, and in every game from before kids' mode).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub sums_asked: u32,
    /// Kids' mode: of those, right the first time.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub sums_right_first: u32,
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero<T: Default + PartialEq>(n: &T) -> bool {
    *n == T::default()
}

/// A finished game, reduced to what the statistics count.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSummary {
    /// Which game was played.
    pub kind: GameKind,
    /// The day it ended, `YYYY-MM-DD`.
    pub date: String,
    /// One entry per seat, in seat order.
    pub seats: Vec<SeatSummary>,
    /// A computer player took part.
    #[serde(default, skip_serializing_if = "is_false")]
    pub with_bots: bool,
    /// Someone asked for a hint.
    #[serde(default, skip_serializing_if = "is_false")]
    pub with_hints: bool,
    /// Real dice typed in (score pad).
    #[serde(default, skip_serializing_if = "is_false")]
    pub real_dice: bool,
    /// The daily challenge of this day (`YYYY-MM-DD`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<String>,
}

/// Summarises a game. Meant for finished games; an unfinished one is summarised as it
/// stands.
pub fn summarize(game: &Game, date: &str) -> GameSummary {
    let players = &game.setup().players;
    let mut seats: Vec<SeatSummary> = players
        .iter()
        .map(|p| SeatSummary {
            name: p.name.clone(),
            bot: p.bot.is_some(),
            place: 1,
            ..SeatSummary::default()
        })
        .collect();
    let head_starts = game.head_starts();
    for standing in game.standings() {
        if let Some(seat) = seats.get_mut(standing.player) {
            let head_start = head_starts.get(standing.player).copied().unwrap_or(0);
            seat.score = standing.total - head_start;
            seat.head_start = head_start;
            seat.place = standing.place;
        }
    }
    for (seat, tally) in seats.iter_mut().zip(game.sums()) {
        seat.sums_asked = tally.asked;
        seat.sums_right_first = tally.right_first;
    }
    for (_, events) in game.history() {
        for event in events {
            count_event(&mut seats, &event);
        }
    }
    match game.state() {
        GameState::Classic(g)
        | GameState::Extreme(g)
        | GameState::Yatzy(g)
        | GameState::MaxiYatzy(g)
        | GameState::Generala(g) => {
            for (seat, p) in seats.iter_mut().zip(g.players()) {
                seat.upper_bonus = g.variant().upper_bonus(&p.sheet) > 0;
            }
        }
        GameState::Duel(g) => {
            for (i, seat) in seats.iter_mut().enumerate() {
                let b = g.breakdown(i);
                seat.chips = g.chips(i).total();
                seat.duel_bonus = b.gold + b.silver + b.stacks + b.last_chip;
            }
        }
        GameState::Cards(_) => {}
    }
    GameSummary {
        kind: game.kind(),
        date: date.to_string(),
        with_bots: players.iter().any(|p| p.bot.is_some()),
        with_hints: game.hints_used(),
        real_dice: game.setup().dice == crate::engine::DiceSource::Manual,
        daily: game.setup().daily.clone(),
        seats,
    }
}

/// Adds what one event tells about a seat: Kniffels rolled or played, penalties, a
/// Generala servida.
fn count_event(seats: &mut [SeatSummary], event: &Event) {
    if let Event::GeneralaServida { player } = event {
        if let Some(seat) = seats.get_mut(*player) {
            seat.servida = true;
        }
        return;
    }
    let (player, kniffel, penalty) = match event {
        Event::Rolled { player, dice, .. } => (*player, five_equal(dice), 0),
        Event::Played {
            player,
            field,
            points,
            penalty,
            ..
        } => (*player, *field == BoxId::Kniffel && *points > 0, *penalty),
        Event::AnnouncementMissed { player, penalty } => (*player, false, *penalty),
        _ => return,
    };
    if let Some(seat) = seats.get_mut(player) {
        seat.kniffels += u32::from(kniffel);
        seat.penalties += penalty.abs();
    }
}

/// At least five dice show the same face (Extreme throws six).
fn five_equal(dice: &[u8]) -> bool {
    dice.iter()
        .any(|&face| dice.iter().filter(|&&d| d == face).count() >= 5)
}
