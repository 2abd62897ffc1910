//! Duplicate's comparison ("Same dice for everyone"): where players who saw the same
//! dice decided differently, and the "Top", the total of the strong player played
//! through the same dice stream alone.
//!
//! In a Duplicate game every player's turn N throws the same first roll, and the same
//! keeps throw the same next dice. For each round this finds the first decision (a keep
//! before a throw, or the box filled) where two players stood at the same roll with the
//! same dice and chose differently. A choice's worth is its cost in the player's own
//! position by the exact advisor's values (classic Kniffel, Yatzy, Generala: the coach's
//! mistakes, `ledger::Values`); "worth 3.2 more" is the difference of the two costs, as
//! each player's sheet may make another choice right. The games without exact values
//! (Kniffel Extreme, Maxi Yatzy) list the choices without a worth.

use super::ledger::Values;
use super::report::ReviewedMove;
use super::{classic, generala, yatzy};
use crate::ai::generala::players::{Exact, Goal};
use crate::ai::kniffel::table::SolvedTable;
use crate::ai::player::{Player, View};
use crate::engine::{Action, BotKind, DieKind, Game, GameKind, PlayerSetup, RuleError, SheetGame};
use serde::{Deserialize, Serialize};

/// One player's choice at a decision others met alike.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Pick {
    /// The seat.
    pub player: usize,
    /// What they did: a keep, or the box filled.
    pub chosen: ReviewedMove,
}

/// A round where players on the same dice decided differently.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Differed {
    /// The round, from 1.
    pub round: u32,
    /// The dice both saw.
    pub dice: Vec<u8>,
    /// The choice worth less (or the earlier seat's, without values).
    pub first: Pick,
    /// The choice worth more (or the later seat's).
    pub second: Pick,
    /// How many expected points the second choice was worth more (exact games only).
    pub worth: Option<f64>,
}

/// Duplicate's comparison of a game.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Compared {
    /// At most one line per round, in round order.
    pub differed: Vec<Differed>,
    /// The strong player's total on the same dice (None: no strong player of this game,
    /// or its table is not here).
    pub top: Option<i32>,
}

/// Worth below this (rounded to one decimal: 0.0) is no difference worth a line.
const SHOWN: f64 = 0.05;

/// A decision: where it was met (the roll, the dice as a multiset) and what it chose.
struct Point {
    rolls: u8,
    seen: Vec<(bool, u8)>,
    dice: Vec<u8>,
    chosen: ReviewedMove,
    loss: Option<f64>,
}

/// Compares the decisions of a finished Duplicate `game` and plays its Top (classic
/// Kniffel reads `table` when it is the one for its rules).
///
/// # Errors
///
/// The `RuleError` of a log that does not replay.
pub fn compare(game: &Game, table: Option<&SolvedTable>) -> Result<Compared, RuleError> {
    let mut values = exact_values(game, table);
    let seats = game.setup().players.len();
    // points[seat][round - 1]: that turn's decisions in order.
    let mut points: Vec<Vec<Vec<Point>>> = (0..seats).map(|_| Vec::new()).collect();
    let mut replay = Game::new(game.setup().clone())?;
    for action in game.log() {
        if let (Some(g), p) = (replay.state().sheet_game(), replay.current_player()) {
            if let Some(mut point) = point_of(g, action) {
                point.loss = values.as_mut().map(|v| {
                    v.judge(&replay, action)
                        .iter()
                        .map(|j| (j.best_value - j.chosen_value).max(0.0))
                        .sum()
                });
                let turns = &mut points[p];
                let round = g.round() as usize;
                turns.resize_with(turns.len().max(round), Vec::new);
                turns[round - 1].push(point);
            }
        }
        replay.apply(action.clone())?;
    }
    let rounds = points.iter().map(Vec::len).max().unwrap_or(0);
    let differed = (0..rounds).filter_map(|r| round_line(&points, r)).collect();
    Ok(Compared {
        differed,
        top: top(game),
    })
}

/// The decision `action` takes in `g` (a keep before a throw, or the box), if any.
fn point_of(g: &SheetGame, action: &Action) -> Option<Point> {
    let turn = g.turn();
    if !turn.has_rolled() || g.is_over() {
        return None;
    }
    let kinds = g.variant().dice();
    let chosen = match action {
        Action::Roll | Action::ChipRoll => {
            let mut dice = Vec::new();
            let mut ten = None;
            for (face, kind) in turn.kept_faces().zip(kinds) {
                match (face, kind) {
                    (Some(f), DieKind::Ten) => ten = Some(f),
                    (Some(f), DieKind::Six) => dice.push(f),
                    (None, _) => {}
                }
            }
            dice.sort_unstable();
            ReviewedMove::Keep { dice, ten }
        }
        Action::Score { box_id } => ReviewedMove::Box(*box_id),
        _ => return None,
    };
    let mut seen: Vec<(bool, u8)> = turn
        .dice
        .iter()
        .zip(kinds)
        .map(|(&f, &k)| (k == DieKind::Ten, f))
        .collect();
    seen.sort_unstable();
    Some(Point {
        rolls: turn.rolls,
        seen,
        dice: turn.dice.clone(),
        chosen,
        loss: None,
    })
}

/// The line of round `r` (0-based): of every pair of seats, the first decision met alike
/// and taken differently; the pair whose choices differ most in worth (without worth,
/// the first such pair).
fn round_line(points: &[Vec<Vec<Point>>], r: usize) -> Option<Differed> {
    let mut best: Option<Differed> = None;
    for a in 0..points.len() {
        for b in a + 1..points.len() {
            let (Some(pa), Some(pb)) = (points[a].get(r), points[b].get(r)) else {
                continue;
            };
            let Some((x, y)) = pa
                .iter()
                .zip(pb)
                .take_while(|(x, y)| x.rolls == y.rolls && x.seen == y.seen)
                .find(|(x, y)| x.chosen != y.chosen)
            else {
                continue;
            };
            let pick = |player, p: &Point| Pick {
                player,
                chosen: p.chosen.clone(),
            };
            let line = match (x.loss, y.loss) {
                (Some(lx), Some(ly)) if (lx - ly).abs() < SHOWN => continue,
                (Some(lx), Some(ly)) if lx < ly => (pick(b, y), pick(a, x), Some(ly - lx)),
                (Some(lx), Some(ly)) => (pick(a, x), pick(b, y), Some(lx - ly)),
                _ => (pick(a, x), pick(b, y), None),
            };
            let worth = |d: &Option<Differed>| d.as_ref().and_then(|d| d.worth);
            if best.is_none() || line.2 > worth(&best) {
                best = Some(Differed {
                    round: r as u32 + 1,
                    dice: x.dice.clone(),
                    first: line.0,
                    second: line.1,
                    worth: line.2,
                });
            }
        }
    }
    best
}

/// The exact values of `game` for the worth of a choice (None: the game has none, or
/// classic Kniffel's table is not `table`).
fn exact_values<'a>(game: &Game, table: Option<&'a SolvedTable>) -> Option<Box<dyn Values + 'a>> {
    match game.kind() {
        GameKind::Classic => {
            let rules = classic::classic_rules(game)?;
            let table = table.filter(|t| t.rules() == rules)?;
            Some(Box::new(classic::ClassicValues::new(table)))
        }
        GameKind::Yatzy => {
            let rules = yatzy::yatzy_rules(game).unwrap_or_default();
            Some(Box::new(yatzy::YatzyValues::new(
                crate::ai::yatzy::tables::solved(rules),
            )))
        }
        GameKind::Generala => {
            let rules = generala::generala_rules(game).unwrap_or_default();
            Some(Box::new(generala::GeneralaValues::new(rules)))
        }
        _ => None,
    }
}

/// The Top: the strong player's total, alone on the same dice stream (same seed and
/// rules), in the games that have a strong player (not Maxi Yatzy); Generala's plays for
/// the highest expected total, as there is nobody to beat.
pub fn top(game: &Game) -> Option<i32> {
    let mut setup = game.setup().clone();
    setup.players.truncate(1);
    let seat = setup.players.first_mut()?;
    *seat = PlayerSetup {
        name: seat.name.clone(),
        bot: Some(BotKind::Strong),
        ..PlayerSetup::default()
    };
    setup.start_player = 0;
    let mut player: Box<dyn Player> = match setup.kind {
        GameKind::Classic => Box::new(crate::ai::kniffel::strong::Strong::default()),
        GameKind::Extreme => Box::new(crate::ai::scoresheet::extreme_strong::Strong::default()),
        GameKind::Yatzy => Box::new(crate::ai::yatzy::strong::Strong::default()),
        GameKind::Generala => Box::new(Exact::new(Goal::Score)),
        GameKind::MaxiYatzy | GameKind::Duel | GameKind::Cards => return None,
    };
    let mut solo = Game::new(setup).ok()?;
    if !solo.state().same_dice() {
        return None;
    }
    while let Some(action) = player.act(View::of(&solo)) {
        solo.apply(action).ok()?;
    }
    // The strong classic player stops without its table: no Top then.
    solo.is_over().then(|| solo.totals()[0])
}
