//! One Dice Duel turn played exactly, by the solver's search over the 462 multisets of
//! at most five dice (`kniffel_solver::turn::turn_values`): the expected worth of every
//! keep over the rolls left, and the turn's moves for a player that rates the hands it
//! could stop with (`TurnValues`): the greedy player and the look-ahead of the normal
//! and strong levels. A hand is a roll of the search, `FIRST_ROLL + hand`.

use crate::ai::dice::keep::{holds_for, next_step};
use crate::engine::{is_kniffel, qualifying_kinds, Action, ChipKind, DuelGame, GameRules, KINDS};
use kniffel_solver::multisets::{counts_of, size_of, Multisets, FIRST_ROLL, ROLLS};
use kniffel_solver::turn::turn_values;
use std::sync::OnceLock;

/// Per hand of five dice: bitmask of the chip kinds it meets, and whether it is a
/// Kniffel. Built once.
fn qualify() -> &'static [(u8, bool)] {
    static QUALIFY: OnceLock<Vec<(u8, bool)>> = OnceLock::new();
    QUALIFY.get_or_init(|| {
        let m = Multisets::get();
        (FIRST_ROLL..FIRST_ROLL + ROLLS)
            .map(|roll| {
                let dice = m.dice(roll);
                let mask = qualifying_kinds(&dice)
                    .iter()
                    .fold(0u8, |m, &k| m | 1 << k as u8);
                (mask, is_kniffel(&dice))
            })
            .collect()
    })
}

/// Per hand of five dice: `kniffel` for a Kniffel, else the best of the chips the hand
/// may take (`take`, None for a kind the tray has none of), and at least `floor`.
pub(crate) fn best_take_per_hand(
    kniffel: f64,
    take: &[Option<f64>; KINDS],
    floor: f64,
) -> Vec<f64> {
    per_hand(kniffel, take, |takeable| takeable.fold(floor, f64::max))
}

/// Per hand of five dice: `kniffel` for a Kniffel, else the best of the chips the hand
/// may take (`take`, None for a kind the tray has none of), which the rules make the
/// player take; `none` only when it may take none.
pub(crate) fn must_take_per_hand(kniffel: f64, take: &[Option<f64>; KINDS], none: f64) -> Vec<f64> {
    per_hand(kniffel, take, |takeable| {
        takeable.reduce(f64::max).unwrap_or(none)
    })
}

/// Per hand of five dice: `kniffel` for a Kniffel, else what `pick` makes of the values
/// (`take`) of the chips the hand may take.
fn per_hand(
    kniffel: f64,
    take: &[Option<f64>; KINDS],
    pick: impl Fn(&mut dyn Iterator<Item = f64>) -> f64,
) -> Vec<f64> {
    qualify()
        .iter()
        .map(|&(mask, five)| {
            if five {
                return kniffel;
            }
            pick(
                &mut ChipKind::ALL
                    .iter()
                    .filter(|&&k| mask & (1 << k as u8) != 0)
                    .filter_map(|&k| take[k as usize]),
            )
        })
        .collect()
}

/// The expected worth of a whole turn before its first roll, played to maximise the
/// worth of the hand it stops with (`now`, per hand).
pub(crate) fn turn_value(now: &[f64]) -> f64 {
    // The empty keep (index 0) rolls all five dice.
    turn_values(now, crate::engine::DUEL_ROLLS)
        .first()
        .copied()
        .unwrap_or_default()
}

/// With `left` rolls to go from hand `hand` (a multiset index): the best keep of fewer
/// than five dice and its expected worth. Keeps within `TIE` of the best count as equal
/// (the search's sums round differently for equal keeps): of those the bigger keep,
/// then the one of more low faces.
fn best_keep(hand: usize, left: u8, now: &[f64]) -> Option<(usize, f64)> {
    let m = Multisets::get();
    let values = turn_values(now, left);
    let keeps: Vec<usize> = m
        .subsets(hand)
        .into_iter()
        .filter(|&k| k < FIRST_ROLL)
        .collect();
    let best = keeps
        .iter()
        .map(|&k| values[k])
        .fold(f64::NEG_INFINITY, f64::max);
    keeps
        .into_iter()
        .filter(|&k| values[k] >= best - TIE)
        .max_by_key(|&k| (size_of(&m.counts[k]), m.counts[k]))
        .map(|k| (k, values[k]))
}

/// Expected worths closer than this are equal.
const TIE: f64 = 1e-9;

/// A Dice Duel player as `play` drives it: how it rates the hands a turn could stop
/// with, and how it ends a turn.
pub(crate) trait TurnValues {
    /// The worth of each hand (roll `FIRST_ROLL + hand` of the multisets) if the turn
    /// stopped with it.
    fn values(&mut self, game: &DuelGame) -> Vec<f64>;
    /// The chip to take (or none) once the turn stops.
    fn end(&mut self, game: &DuelGame) -> Option<Action>;
}

/// One action of `player`: the first roll, the holds of the best keep by exact
/// expectation, a roll, or its end of the turn when stopping is at least as good.
pub(crate) fn play(game: &DuelGame, player: &mut impl TurnValues) -> Option<Action> {
    if game.is_over() {
        return None;
    }
    let turn = game.turn();
    if !turn.has_rolled() {
        // The first roll (with real dice: entering them, which people do).
        return game.legal_actions().into_iter().next();
    }
    match roll_on(game, player) {
        Some((want, _)) => Some(next_step(&turn.held, |die| want[die], Action::Roll)),
        None => player.end(game),
    }
}

/// The dice `player` holds to roll on, and the worth it expects from rolling on; None
/// when its turn ends now (no roll left, a Kniffel, or rolling on brings no more than
/// stopping). With real dice a Roll asks the players to throw the dice not held.
pub(crate) fn roll_on(game: &DuelGame, player: &mut impl TurnValues) -> Option<(Vec<bool>, f64)> {
    let turn = game.turn();
    let rules = game
        .dice_turn()
        .filter(|t| t.may_roll && !game.is_kniffel_now())?;
    if turn.dice.len() != 5 || turn.dice.iter().any(|d| !(1..=6).contains(d)) {
        return None;
    }
    let m = Multisets::get();
    let hand = m.index(&counts_of(&turn.dice));
    let now = player.values(game);
    let (keep, expected) = best_keep(hand, rules.roll_limit - rules.rolls, &now)?;
    if expected <= now[hand - FIRST_ROLL] + 1e-9 {
        return None;
    }
    Some((holds_for(&turn.dice, &m.counts[keep]), expected))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_hand_is_rated_once_kniffels_among_them() {
        let q = qualify();
        assert_eq!(q.len(), 252);
        assert_eq!(q.iter().filter(|(_, five)| *five).count(), 6);
        let values = best_take_per_hand(50.0, &[Some(1.0); KINDS], -1.0);
        assert_eq!(values.len(), 252);
        assert_eq!(values.iter().filter(|&&v| v == 50.0).count(), 6);
    }

    #[test]
    fn a_chip_that_fits_is_taken_even_when_none_would_be_better() {
        let mut take = [None; KINDS];
        take[ChipKind::TwoPairs as usize] = Some(-5.0);
        let values = must_take_per_hand(50.0, &take, 1.0);
        let m = Multisets::get();
        let two_pairs = m.index_of_dice(&[1, 1, 2, 2, 4]) - FIRST_ROLL;
        let nothing = m.index_of_dice(&[1, 2, 4, 6, 6]) - FIRST_ROLL;
        assert_eq!(values[two_pairs], -5.0);
        assert_eq!(values[nothing], 1.0);
    }

    #[test]
    fn four_sixes_are_kept_for_the_fifth() {
        // Only five equal dice are worth something: keep the four sixes.
        let m = Multisets::get();
        let now: Vec<f64> = (0..ROLLS)
            .map(|h| f64::from(u8::from(qualify()[h].1)))
            .collect();
        let hand = m.index_of_dice(&[6, 6, 6, 6, 2]);
        let (keep, value) = best_keep(hand, 2, &now).expect("a keep");
        assert_eq!(m.dice(keep), vec![6, 6, 6, 6]);
        assert!((value - 11.0 / 36.0).abs() < 1e-12, "{value}");
    }
}
