//! The greedy Dice Duel player. It values each chip by what it adds to its own score now
//! (value, plus Gold/Silver/stack/last-chip bonuses it completes), holds the dice that
//! give the best expected value over the rolls left (exact, over the 252 hands of
//! five dice), stops when rolling on cannot beat the chip it can take, and takes the
//! chip that adds the most.

use super::turn::{best_take_per_hand, play, roll_on, TurnValues};
use crate::ai::player::{Player, Seen, View};
use crate::engine::{score, Action, ChipKind, DuelGame, KINDS};

/// A rough worth of the extra turn a Kniffel brings, so the bot aims for five equal
/// when its chip alone would be worth less.
const EXTRA_TURN: f64 = 15.0;

/// What taking one chip of `kind` adds to the current player's score now.
pub(crate) fn gain(game: &DuelGame, kind: ChipKind, from_set_aside: bool) -> i32 {
    let mine = game.chips(game.current_player());
    let mut after = mine;
    after.add(kind);
    let empties_tray = !from_set_aside && game.tray().total() == 1;
    score(&after, empties_tray).total - score(&mine, false).total
}

/// The chip to take now: the most points, then the higher chip. With two Kniffel
/// chips owed, the tray's last chip waits, since taking it ends the game.
fn best_take(game: &DuelGame) -> Option<(ChipKind, bool)> {
    best_take_by(game, |k, aside| f64::from(gain(game, k, aside)))
}

/// The chip to take now by `worth` (kind, from the set-aside chips), then the higher
/// chip. With two Kniffel chips owed, the tray's last chip waits (it ends the game).
pub(crate) fn best_take_by(
    game: &DuelGame,
    worth: impl Fn(ChipKind, bool) -> f64,
) -> Option<(ChipKind, bool)> {
    let takeable = game.takeable();
    let keep_last = game.kniffel_picks_left() >= 2 && !game.set_aside().is_empty();
    takeable
        .into_iter()
        .filter(|&(_, aside)| !(keep_last && !aside && game.tray().total() == 1))
        .map(|(k, aside)| (worth(k, aside), k, aside))
        .max_by(|a, b| {
            a.0.total_cmp(&b.0)
                .then(a.1.value().cmp(&b.1.value()))
                .then(a.2.cmp(&b.2))
        })
        .map(|(_, k, aside)| (k, aside))
}

/// The worth of every hand for the current player if the turn ended with it.
fn hand_values(game: &DuelGame) -> Vec<f64> {
    hand_values_by(game, |k, aside| f64::from(gain(game, k, aside)))
}

/// The worth of every hand if the turn ended with it, each chip (kind, from the
/// set-aside chips) worth `worth`; a Kniffel brings its best chips (one, solo two) plus
/// the extra turn.
pub(crate) fn hand_values_by(game: &DuelGame, worth: impl Fn(ChipKind, bool) -> f64) -> Vec<f64> {
    let gains: [Option<f64>; KINDS] =
        ChipKind::ALL.map(|k| (game.tray().count(k) > 0).then(|| worth(k, false)));
    best_take_per_hand(kniffel_value(game, &worth), &gains, 0.0)
}

/// The best chips a Kniffel would bring (one, solo two) plus the extra turn.
fn kniffel_value(game: &DuelGame, worth: impl Fn(ChipKind, bool) -> f64) -> f64 {
    kniffel_picks(game, worth) + EXTRA_TURN
}

/// What the best chips a Kniffel may pick (one, solo two; from the tray or the set-aside
/// chips) are worth, each chip (kind, from the set-aside chips) worth `worth`.
pub(crate) fn kniffel_picks(game: &DuelGame, worth: impl Fn(ChipKind, bool) -> f64) -> f64 {
    let mut pool: Vec<f64> = game
        .tray()
        .iter()
        .map(|(k, _)| worth(k, false))
        .chain(game.set_aside().iter().map(|(k, _)| worth(k, true)))
        .collect();
    crate::order::sort_by(&mut pool, |a, b| b.total_cmp(a));
    let picks = game.picks_per_kniffel() as usize;
    pool.iter().take(picks).sum()
}

/// Every way to end the turn now (a chip it may take, or none where the rules allow),
/// with what it adds to the score now. The easy player errs among these.
pub(crate) fn endings(game: &DuelGame) -> Vec<(Action, f64)> {
    let mut out: Vec<(Action, f64)> = game
        .takeable()
        .into_iter()
        .map(|(kind, from_set_aside)| {
            let take = Action::TakeChip {
                kind,
                from_set_aside,
            };
            (take, f64::from(gain(game, kind, from_set_aside)))
        })
        .collect();
    if game.turn().has_rolled() && game.legal_actions().contains(&Action::NoChip) {
        out.push((Action::NoChip, 0.0));
    }
    out
}

/// The worth greedy expects from rolling on, when it would roll on rather than stop.
pub(crate) fn roll_on_worth(game: &DuelGame) -> Option<f64> {
    roll_on(game, &mut Greedy).map(|(_, expected)| expected)
}

fn end_turn(game: &DuelGame) -> Option<Action> {
    match best_take(game) {
        Some((kind, from_set_aside)) => Some(Action::TakeChip {
            kind,
            from_set_aside,
        }),
        None => Some(Action::NoChip),
    }
}

/// The greedy player of Dice Duel (it remembers nothing).
#[derive(Clone, Copy, Debug, Default)]
pub struct Greedy;

impl Player for Greedy {
    fn act(&mut self, view: View<'_>) -> Option<Action> {
        match view.seen() {
            Seen::Duel(g) => play(g, self),
            _ => None,
        }
    }
}

impl TurnValues for Greedy {
    fn values(&mut self, game: &DuelGame) -> Vec<f64> {
        hand_values(game)
    }
    fn end(&mut self, game: &DuelGame) -> Option<Action> {
        end_turn(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Chips;

    #[test]
    fn chips_gain_includes_bonuses() {
        let mut c = Chips::default();
        for k in &ChipKind::ALL[..6] {
            c.add(*k);
        }
        let with = {
            let mut d = c;
            d.add(ChipKind::LargeStraight);
            d
        };
        // Gold replaces Silver: +50 chip, +50 gold, -20 silver.
        assert_eq!(score(&with, false).total - score(&c, false).total, 80);
    }
}
