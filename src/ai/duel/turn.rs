//! One Dice Duel turn played exactly: the 252 hands of five dice, the keeps with where
//! rolling the rest leads, the expected worth of every keep over the rolls left, and the
//! turn's moves for a player that rates the hands it could stop with (`TurnValues`):
//! the greedy player and the look-ahead of the normal and strong levels.

use crate::ai::dice::keep::{holds_for, next_step};
use crate::engine::duel::{is_kniffel, qualifying_kinds, ChipKind, DuelGame, KINDS};
use crate::engine::rules::GameRules;
use crate::engine::Action;
use std::sync::OnceLock;

/// Dice as counts per face (index 0 = face 1).
pub(crate) type Counts = [u8; 6];

/// The hands of five dice and the dice one can keep, with where rolling the rest leads.
pub(crate) struct Tables {
    /// The 252 different hands of five dice, sorted (so a hand's index is a binary
    /// search away; a hash map would add ~2 KB of hashing to the browser build).
    pub(crate) hands: Vec<Counts>,
    /// Per hand: bitmask of the chip kinds it meets, and whether it is a Kniffel.
    pub(crate) qualify: Vec<(u8, bool)>,
    /// Per kept multiset of 0–4 dice: (hand reached, probability) after rolling the rest.
    pub(crate) outcomes: Vec<Vec<(usize, f64)>>,
    pub(crate) keeps: Vec<Counts>,
    /// Per hand: the indices of every keep (fewer than five dice) it contains.
    pub(crate) hand_keeps: Vec<Vec<usize>>,
}

/// Every multiset of `n` dice, as counts per face.
fn multisets(n: u8) -> Vec<Counts> {
    fn go(face: usize, left: u8, cur: &mut Counts, out: &mut Vec<Counts>) {
        if face == 5 {
            cur[5] = left;
            out.push(*cur);
            return;
        }
        for c in 0..=left {
            cur[face] = c;
            go(face + 1, left - c, cur, out);
        }
    }
    let mut out = Vec::new();
    go(0, n, &mut [0; 6], &mut out);
    out
}

fn factorial(n: u8) -> f64 {
    (1..=n as u32).map(f64::from).product()
}

/// The chance that `n` fair dice show exactly this multiset.
fn probability(m: &Counts) -> f64 {
    let n: u8 = m.iter().sum();
    let ways = factorial(n) / m.iter().map(|&c| factorial(c)).product::<f64>();
    ways / 6f64.powi(n as i32)
}

fn dice_of(c: &Counts) -> Vec<u8> {
    (0..6)
        .flat_map(|f| std::iter::repeat_n(f as u8 + 1, c[f] as usize))
        .collect()
}

/// Where `hand` sits in the sorted list of hands (`multisets` lists them in order).
fn hand_index(hands: &[Counts], hand: &Counts) -> Option<usize> {
    hands.binary_search(hand).ok()
}

/// The hand and keep tables, built once.
pub(crate) fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let hands = multisets(5);
        let qualify = hands
            .iter()
            .map(|h| {
                let dice = dice_of(h);
                let mask = qualifying_kinds(&dice)
                    .iter()
                    .fold(0u8, |m, &k| m | 1 << k as u8);
                (mask, is_kniffel(&dice))
            })
            .collect();
        let keeps: Vec<Counts> = (0..5).flat_map(multisets).collect();
        let outcomes = keeps
            .iter()
            .map(|keep| {
                let rolled: u8 = 5 - keep.iter().sum::<u8>();
                multisets(rolled)
                    .iter()
                    .map(|r| {
                        let mut hand = *keep;
                        (0..6).for_each(|f| hand[f] += r[f]);
                        let index = hand_index(&hands, &hand).unwrap_or_default();
                        (index, probability(r))
                    })
                    .collect()
            })
            .collect();
        let hand_keeps = hands
            .iter()
            .map(|h| {
                keeps
                    .iter()
                    .enumerate()
                    .filter(|(_, k)| (0..6).all(|f| k[f] <= h[f]))
                    .map(|(i, _)| i)
                    .collect()
            })
            .collect();
        Tables {
            hands,
            qualify,
            outcomes,
            keeps,
            hand_keeps,
        }
    })
}

/// Per hand of five dice: `kniffel` for a Kniffel, else the best of the chips the hand
/// may take (`take`, None for a kind the tray has none of), and at least `floor`.
pub(crate) fn best_take_per_hand(
    kniffel: f64,
    take: &[Option<f64>; KINDS],
    floor: f64,
) -> Vec<f64> {
    tables()
        .qualify
        .iter()
        .map(|&(mask, five)| {
            if five {
                return kniffel;
            }
            ChipKind::ALL
                .iter()
                .filter(|&&k| mask & (1 << k as u8) != 0)
                .filter_map(|&k| take[k as usize])
                .fold(floor, f64::max)
        })
        .collect()
}

/// The expected worth of each keep after one roll, given the worth of each hand.
fn keep_values(values: &[f64]) -> Vec<f64> {
    tables()
        .outcomes
        .iter()
        .map(|o| o.iter().map(|&(h, p)| p * values[h]).sum())
        .collect()
}

/// The expected worth of every keep with `left` rolls to go (the first of them
/// rolling the dice not kept), given the worth of each hand when the turn stops.
fn roll_values(left: u8, now: &[f64]) -> Vec<f64> {
    let t = tables();
    let mut kv = keep_values(now);
    for _ in 1..left {
        // Worth of each hand with one more roll to go: stop, or the best keep.
        let values: Vec<f64> = (0..t.hands.len())
            .map(|h| {
                t.hand_keeps[h]
                    .iter()
                    .map(|&k| kv[k])
                    .fold(now[h], f64::max)
            })
            .collect();
        kv = keep_values(&values);
    }
    kv
}

/// The expected worth of a whole turn before its first roll, played to maximise the
/// worth of the hand it stops with (`now`, per hand).
pub(crate) fn turn_value(now: &[f64]) -> f64 {
    // The empty keep (index 0) rolls all five dice.
    roll_values(crate::engine::duel::ROLLS, now)
        .first()
        .copied()
        .unwrap_or_default()
}

/// With `left` rolls to go from hand `hand`: the best keep and its expected worth.
fn best_keep(hand: usize, left: u8, now: &[f64]) -> Option<(usize, f64)> {
    let t = tables();
    let kv = roll_values(left, now);
    t.hand_keeps[hand]
        .iter()
        .map(|&k| (k, kv[k]))
        .max_by(|a, b| a.1.total_cmp(&b.1))
}

/// A Dice Duel player as `play` drives it: how it rates the hands a turn could stop
/// with, and how it ends a turn.
pub(crate) trait TurnValues {
    /// The worth of each hand of `tables()` if the turn stopped with it.
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
    let turn = &game.turn();
    if !turn.has_rolled() {
        // The first roll (with real dice: entering them, which people do).
        return game.legal_actions().into_iter().next();
    }
    // With real dice a Roll asks the players to throw the dice not held for the bot.
    let rules = game.dice_turn().filter(|t| t.may_roll);
    let Some(rules) = rules.filter(|_| !game.is_kniffel_now()) else {
        return player.end(game);
    };
    let t = tables();
    let mut counts: Counts = [0; 6];
    for &d in &turn.dice {
        counts[(d as usize).saturating_sub(1).min(5)] += 1;
    }
    let Some(hand) = hand_index(&t.hands, &counts) else {
        return player.end(game);
    };
    let now = player.values(game);
    let Some((keep, expected)) = best_keep(hand, rules.roll_limit - rules.rolls, &now) else {
        return player.end(game);
    };
    if expected <= now[hand] + 1e-9 {
        return player.end(game);
    }
    let want = holds_for(&turn.dice, &t.keeps[keep]);
    Some(next_step(&turn.held, |die| want[die], Action::Roll))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_cover_every_hand_and_probabilities_sum_to_one() {
        let t = tables();
        assert_eq!(t.hands.len(), 252);
        assert_eq!(t.keeps.len(), 1 + 6 + 21 + 56 + 126);
        for o in &t.outcomes {
            let p: f64 = o.iter().map(|x| x.1).sum();
            assert!((p - 1.0).abs() < 1e-9, "{p}");
        }
        // Sorted and distinct, so every hand is found where it is.
        assert!(t.hands.windows(2).all(|w| w[0] < w[1]));
        for (i, h) in t.hands.iter().enumerate() {
            assert_eq!(hand_index(&t.hands, h), Some(i));
        }
        // Every outcome is a five-dice hand reached from its keep.
        for (keep, outcomes) in t.keeps.iter().zip(&t.outcomes) {
            for &(hand, _) in outcomes {
                assert!((0..6).all(|f| t.hands[hand][f] >= keep[f]), "{keep:?}");
            }
        }
        let all: f64 = t.hands.iter().map(probability).sum();
        assert!((all - 1.0).abs() < 1e-9);
    }
}
