//! The hint of Kniffel Extreme: no exact table fits in a browser (see issue 14), so the
//! options are rated by a one-roll look-ahead against the greedy bot's box values. A box
//! is worth its points against the box's par (plus its share of the upper bonus); a hold
//! is worth the average of the best box value after one more throw of the other dice.
//! Shown as an estimate: the points still to come on the sheet, i.e. this value plus the
//! pars of all open boxes, so the numbers read like the classic hint's expected values.

use super::sheet_bot::{par, value};
use crate::engine::rules::GameRules;
use crate::engine::sheet::BoxId;
use crate::engine::sheet_game::{SheetGame, Variant};
use crate::engine::turn::DieKind;

/// One option of an Extreme turn.
#[derive(Clone, Debug, PartialEq)]
pub enum Pick {
    /// Hold these dice (one flag per die, in die order) and throw the others.
    Hold(Vec<bool>),
    /// Fill this box with the dice.
    Box(BoxId),
}

/// An option and the computer's estimate of the points still to come on the sheet.
#[derive(Clone, Debug, PartialEq)]
pub struct Estimate {
    pub option: Pick,
    pub ev: f64,
}

/// Every option of the current Extreme turn, best first: the boxes the dice may fill and,
/// while another throw is possible (a roll left or a chip to hand in), every distinct
/// hold. Empty before the first roll, after the game or in a classic game.
pub fn estimate(g: &SheetGame) -> Vec<Estimate> {
    if g.variant != Variant::Extreme || g.is_over() || !g.turn.has_rolled() {
        return Vec::new();
    }
    let sheet = &g.players[g.current].sheet;
    let (bonus_at, _) = g.variant.upper_bonus_rule();
    let open_par: f64 = sheet
        .open_in(g.variant.boxes())
        .map(|b| par(b, true) as f64)
        .sum();
    let best_box = |dice: &[u8]| best_box_value(g, dice);
    let mut out: Vec<Estimate> = g
        .offer()
        .allowed
        .iter()
        .map(|&(b, p)| Estimate {
            option: Pick::Box(b),
            ev: open_par + value(b, p, sheet, bonus_at, true) as f64,
        })
        .collect();
    let throw_left = g.dice_turn().is_some_and(|t| t.may_roll || t.may_buy_roll);
    if throw_left {
        let dice = &g.turn.dice;
        let kinds = g.variant.dice();
        let mut seen: Vec<(Vec<u8>, bool)> = Vec::new();
        // Holding all dice is no throw: that option is the boxes above.
        for mask in 0..(1u32 << dice.len()) - 1 {
            let held: Vec<bool> = (0..dice.len()).map(|i| mask & (1 << i) != 0).collect();
            let key = kept_key(dice, kinds, &held);
            if seen.contains(&key) {
                continue;
            }
            seen.push(key);
            out.push(Estimate {
                option: Pick::Hold(held.clone()),
                ev: open_par + average_after_throw(dice, kinds, &held, &best_box),
            });
        }
    }
    out.sort_by(|a, b| b.ev.total_cmp(&a.ev));
    out
}

/// The greedy bot's value of the best box `dice` may fill on the current player's sheet.
fn best_box_value(g: &SheetGame, dice: &[u8]) -> f64 {
    let sheet = &g.players[g.current].sheet;
    let (bonus_at, _) = g.variant.upper_bonus_rule();
    g.variant
        .offer(dice, sheet)
        .allowed
        .iter()
        .map(|&(b, p)| value(b, p, sheet, bonus_at, true) as f64)
        .fold(f64::NEG_INFINITY, f64::max)
}

/// What a hold keeps, independent of which equal die: the held six-sided faces sorted,
/// and the ten-sided die's face if held (0 otherwise).
fn kept_key(dice: &[u8], kinds: &[DieKind], held: &[bool]) -> (Vec<u8>, bool) {
    let mut sixes: Vec<u8> = (0..dice.len())
        .filter(|&i| held[i] && kinds[i] == DieKind::Six)
        .map(|i| dice[i])
        .collect();
    sixes.sort_unstable();
    let ten = (0..dice.len()).any(|i| held[i] && kinds[i] == DieKind::Ten);
    (sixes, ten)
}

/// The mean of `f` over every equally likely throw of the dice not held.
fn average_after_throw(
    dice: &[u8],
    kinds: &[DieKind],
    held: &[bool],
    f: &dyn Fn(&[u8]) -> f64,
) -> f64 {
    let free: Vec<usize> = (0..dice.len()).filter(|&i| !held[i]).collect();
    let mut now = dice.to_vec();
    for &i in &free {
        now[i] = *kinds[i].faces().start();
    }
    let (mut sum, mut count) = (0.0, 0u32);
    loop {
        sum += f(&now);
        count += 1;
        // Next throw, odometer style over the free dice.
        let mut carry = true;
        for &i in &free {
            let top = *kinds[i].faces().end();
            if now[i] < top {
                now[i] += 1;
                carry = false;
                break;
            }
            now[i] = *kinds[i].faces().start();
        }
        if carry {
            return sum / count as f64;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::{DiceSource, GameState};
    use crate::engine::{Action, Game, GameKind, Setup};

    fn extreme_with(dice: &[u8], rolls: usize) -> SheetGame {
        let mut setup = Setup::new(GameKind::Extreme, &["A"]);
        setup.dice = DiceSource::Manual;
        let mut game = Game::new(setup).expect("setup");
        for _ in 0..rolls {
            game.apply(Action::EnterDice {
                dice: dice.to_vec(),
            })
            .expect("legal");
        }
        match game.state {
            GameState::Extreme(g) => g,
            _ => unreachable!("an Extreme setup"),
        }
    }

    #[test]
    fn six_sixes_after_the_last_roll_go_into_a_kniffel_box() {
        let g = extreme_with(&[6, 6, 6, 6, 6, 6], 3);
        let options = estimate(&g);
        // A chip could still buy a 4th throw, so holds are offered beside the boxes.
        assert!(options.iter().any(|e| matches!(e.option, Pick::Hold(_))));
        for w in options.windows(2) {
            assert!(w[0].ev >= w[1].ev);
        }
        // Six sixes with the ten-sided die showing 6: a Kniffel Extreme or a Kniffel.
        assert!(matches!(
            options[0].option,
            Pick::Box(BoxId::KniffelExtreme | BoxId::Kniffel)
        ));
    }

    #[test]
    fn holds_are_distinct_and_keep_what_matters() {
        // Five sixes and a 0 on the ten-sided die, two rolls left.
        let g = extreme_with(&[6, 6, 6, 6, 6, 0], 1);
        let options = estimate(&g);
        let holds: Vec<&Vec<bool>> = options
            .iter()
            .filter_map(|e| match &e.option {
                Pick::Hold(h) => Some(h),
                Pick::Box(_) => None,
            })
            .collect();
        // Held sixes: 0..=5 of them, with or without the ten-sided die; not all six.
        assert_eq!(holds.len(), 6 * 2 - 1);
        let best_hold = holds[0];
        assert!(best_hold[..5].iter().all(|&h| h), "{best_hold:?}");
        for w in options.windows(2) {
            assert!(w[0].ev >= w[1].ev);
        }
    }

    #[test]
    fn a_hold_is_worth_the_average_of_the_throws() {
        // Holding everything but one six-sided die: the mean over its six faces.
        let g = extreme_with(&[1, 2, 3, 4, 5, 7], 1);
        let f = |d: &[u8]| best_box_value(&g, d);
        let held = [false, true, true, true, true, true];
        let kinds = g.variant.dice();
        let by_hand: f64 = (1..=6u8).map(|v| f(&[v, 2, 3, 4, 5, 7])).sum::<f64>() / 6.0;
        let got = average_after_throw(&g.turn.dice, kinds, &held, &f);
        assert!((got - by_hand).abs() < 1e-9);
    }

    #[test]
    fn no_estimate_before_the_roll_or_in_classic() {
        let g = extreme_with(&[], 0);
        assert!(estimate(&g).is_empty());
        let classic = SheetGame::new(&Setup::new(GameKind::Classic, &["A"]));
        assert!(estimate(&classic).is_empty());
    }
}
