//! Dice Duel's values for the review, an estimate: a player's expected final total is
//! their score now plus their even share of the chips still in the tray, bonuses
//! included (`BONUS_SHARE`). Within a turn a keep is worth what the chips the hand could take add
//! to that, by exact expectation over the rolls left (the solver's turn search); a
//! Kniffel adds its picks and the extra turn. What the others take, and what is set
//! aside, counts as luck.
//!
//! The even share misses what a player's own choices bring from the tray (the best
//! chip of each turn's dice, not an average one): greedy games gained some points of
//! luck on it. The review adds `TRAY_LUCK` of the chip points still in the tray at each
//! decision (the same for every option, so mistakes stay the player's own), which takes
//! the mean luck to about 0.

use super::ledger::{judged_keep, Judged, Values};
use super::report::ReviewedMove;
use crate::ai::duel::greedy::kniffel_picks;
use crate::ai::duel::turn::best_take_per_hand;
use crate::engine::{score, Action, ChipKind, DuelGame, Game, GameState, DUEL_ROLLS, KINDS};
use kniffel_solver::multisets::{counts_of, Multisets, FIRST_ROLL};
use kniffel_solver::turn::turn_values;

/// What the chips of a tray bring in all, for their value: with the bonuses (Gold,
/// Silver, stacks, the last chip) the totals of greedy and strong games add up to
/// 1.06–1.2 times the 720 chip points (`simulate`, 300 games each of 1–4 players).
const BONUS_SHARE: f64 = 1.1;

/// What the chips still in the tray bring a player beyond the even share (less, with
/// four players), per chip point, by number of players (1 to 4): the mean luck of
/// 1,000 greedy games each (`pasch-cli simulate … --logs`, then `review`: 78.2, 8.5,
/// 3.0 and −6.6 points) over the tray's 720 points.
pub const TRAY_LUCK: [f64; 4] = [0.1087, 0.0118, 0.0041, -0.0092];

/// The Dice Duel estimate.
pub struct DuelValues;

/// The calibration of the values in `g` at a decision (see the module above).
fn calibration(g: &DuelGame) -> f64 {
    let n = g.players().len().clamp(1, TRAY_LUCK.len());
    TRAY_LUCK[n - 1] * f64::from(g.tray().value())
}

/// The share of the tray's chips a player can expect.
fn share(g: &DuelGame) -> f64 {
    BONUS_SHARE / g.players().len().max(1) as f64
}

/// The estimate for the player on turn now.
fn now(g: &DuelGame) -> f64 {
    let p = g.current_player();
    f64::from(g.total(p)) + share(g) * f64::from(g.tray().value())
}

/// The estimate for the player on turn after taking a chip of `kind`.
fn after_take(g: &DuelGame, kind: ChipKind, from_set_aside: bool) -> f64 {
    let p = g.current_player();
    let mut mine = g.chips(p);
    mine.add(kind);
    let mut tray = *g.tray();
    if !from_set_aside {
        tray.remove(kind);
    }
    let last = g.last_chip_taker() == Some(p) || (!from_set_aside && tray.is_empty());
    f64::from(score(&mine, last).total) + share(g) * f64::from(tray.value())
}

/// What each of the 252 hands would add to the estimate if the turn stopped with it.
fn hand_gains(g: &DuelGame) -> Vec<f64> {
    let base = now(g);
    let take: [Option<f64>; KINDS] =
        ChipKind::ALL.map(|k| (g.tray().count(k) > 0).then(|| after_take(g, k, false) - base));
    let picks = kniffel_picks(g, |k, aside| after_take(g, k, aside) - base);
    // A Kniffel's extra turn is worth a turn's expected gain.
    let extra = turn_values(&best_take_per_hand(picks, &take, 0.0), DUEL_ROLLS)
        .first()
        .copied()
        .unwrap_or_default();
    best_take_per_hand(picks + extra, &take, 0.0)
}

impl DuelValues {
    /// The keep decision of a throw: `kept` (faces, fewer than five; all five: stop).
    fn keep(g: &DuelGame, rolls_left: u8, kept: Vec<u8>) -> Option<Judged> {
        let dice = &g.turn().dice;
        let m = Multisets::get();
        let hand = m.index(&counts_of(dice));
        let gains = hand_gains(g);
        let values = turn_values(&gains, rolls_left);
        let value = |k: usize| {
            if k >= FIRST_ROLL {
                gains.get(k - FIRST_ROLL).copied()
            } else {
                values.get(k).copied()
            }
        };
        let mine = value(m.index(&counts_of(&kept)))?;
        let best = m
            .subsets(hand)
            .into_iter()
            .filter_map(|k| Some((value(k)?, k)))
            .max_by(|a, b| a.0.total_cmp(&b.0).then(b.1.cmp(&a.1)))?;
        let base = now(g);
        let keep = |dice: Vec<u8>| ReviewedMove::Keep { dice, ten: None };
        let mut sorted = kept.clone();
        sorted.sort_unstable();
        Some(Judged {
            round: g.round(),
            shown: dice.clone(),
            rolls_left,
            kept,
            chosen: keep(sorted),
            chosen_value: base + mine,
            best: keep(m.dice(best.1)),
            best_value: base + best.0,
        })
    }

    /// The chip decision: `kind` among the chips that may be taken.
    fn chip(g: &DuelGame, kind: ChipKind, from_set_aside: bool) -> Option<Judged> {
        let options: Vec<(f64, ChipKind, bool)> = g
            .takeable()
            .into_iter()
            .map(|(k, aside)| (after_take(g, k, aside), k, aside))
            .collect();
        let mine = options
            .iter()
            .find(|o| o.1 == kind && o.2 == from_set_aside)?;
        let best = options.iter().max_by(|a, b| a.0.total_cmp(&b.0))?;
        let chip = |(_, kind, from_set_aside): (f64, ChipKind, bool)| ReviewedMove::Chip {
            kind,
            from_set_aside,
        };
        Some(Judged {
            round: g.round(),
            shown: g.turn().dice.clone(),
            rolls_left: 0,
            kept: Vec::new(),
            chosen: chip(*mine),
            chosen_value: mine.0,
            best: chip(*best),
            best_value: best.0,
        })
    }
}

impl Values for DuelValues {
    fn start(&mut self, game: &Game, _player: usize) -> f64 {
        match game.state() {
            GameState::Duel(g) => now(g),
            _ => 0.0,
        }
    }

    /// A keep at a re-roll; a stop (with rolls left) and the chip at the turn's end.
    fn judge(&mut self, game: &Game, action: &Action) -> Vec<Judged> {
        let GameState::Duel(g) = game.state() else {
            return Vec::new();
        };
        let turn = g.turn();
        if g.is_over() || !turn.has_rolled() || turn.dice.len() != 5 {
            return Vec::new();
        }
        let rolls_left = game
            .state()
            .dice_turn()
            .filter(|t| t.may_roll)
            .map_or(0, |t| t.roll_limit.saturating_sub(t.rolls));
        let stop = |out: &mut Vec<Judged>| {
            if rolls_left > 0 && g.picks_owed() == 0 {
                out.extend(Self::keep(g, rolls_left, turn.dice.clone()));
            }
        };
        let mut out = Vec::new();
        match action {
            Action::TakeChip {
                kind,
                from_set_aside,
            } => {
                stop(&mut out);
                out.extend(Self::chip(g, *kind, *from_set_aside));
            }
            Action::NoChip => stop(&mut out),
            _ if rolls_left > 0 => {
                if let Some(kept) = judged_keep(turn, action) {
                    let kept: Vec<u8> = kept.into_iter().flatten().collect();
                    out.extend(Self::keep(g, rolls_left, kept));
                }
            }
            _ => {}
        }
        out
    }

    fn calibration(&self, game: &Game, _player: usize) -> f64 {
        match game.state() {
            GameState::Duel(g) => calibration(g),
            _ => 0.0,
        }
    }
}
