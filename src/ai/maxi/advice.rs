//! What each choice of a Maxi Yatzy turn is worth: every distinct keep while throws are
//! left, every box the roll may fill after the last, best first. A value is the expected
//! points still to come (this turn's box included) by the fitted values (`values`), so
//! an estimate, not the exact optimum.

use super::turn::{fill_value, open_boxes, MaxiTurn, CARRY};
use super::values::{fit, scoring, state_of};
use crate::ai::advice::{keeps_valued, Advice, Choice};
use crate::engine::{MaxiYatzyRules, Sheet, MAXI_YATZY_BOXES};
use kniffel_solver::fitted::Fitted;
use kniffel_solver::multisets::{counts_of, Multisets};
use kniffel_solver::shape::State;

/// Every choice for `dice` (six values 1..=6) on `sheet` under `rules` with `rolls_left`
/// throws still to come in this turn (saved ones included; 0 for the boxes), best first;
/// None when there are no values for these rules (the 50-at-75 bonus).
pub fn advise(
    rules: MaxiYatzyRules,
    sheet: &Sheet,
    dice: &[u8],
    rolls_left: u8,
) -> Option<Vec<Advice>> {
    advise_with(&mut MaxiMemo::default(), rules, sheet, dice, rolls_left)
}

/// `advise`, with the turn of the state asked last kept in `memo`.
pub fn advise_with(
    memo: &mut MaxiMemo,
    rules: MaxiYatzyRules,
    sheet: &Sheet,
    dice: &[u8],
    rolls_left: u8,
) -> Option<Vec<Advice>> {
    let fit = fit(rules)?;
    let s = state_of(sheet);
    let mut options = if rolls_left == 0 {
        box_options(fit, s, dice, rules.forced_order)
    } else {
        keep_options(memo.get(fit, rules, s), dice, rolls_left)
    };
    options.sort_by(|a, b| b.ev.total_cmp(&a.ev));
    Some(options)
}

fn box_options(fit: &Fitted, s: State, dice: &[u8], forced_order: bool) -> Vec<Advice> {
    let m = Multisets::of(6);
    let roll = m.index(&counts_of(dice)).wrapping_sub(m.first_roll);
    let Some(row) = scoring().points.get(roll) else {
        return Vec::new();
    };
    open_boxes(s, forced_order)
        .map(|b| Advice {
            choice: Choice::Box(MAXI_YATZY_BOXES[b]),
            ev: fill_value(fit, s, b, row[b]),
        })
        .collect()
}

fn keep_options(turn: &mut MaxiTurn, dice: &[u8], rolls_left: u8) -> Vec<Advice> {
    let values = turn.level(rolls_left);
    keeps_valued(Multisets::of(6), dice, |k| values[k][0])
}

/// The turn of the state asked last, under the rules it was worked out for.
#[derive(Clone, Debug, Default)]
pub struct MaxiMemo {
    last: Option<(MaxiYatzyRules, State, MaxiTurn)>,
    /// A saved throw's value other than `CARRY` (to measure others by).
    carry: Option<f64>,
}

impl MaxiMemo {
    /// A memo whose turns value a saved throw at `carry` points (not `CARRY`): for
    /// measuring which value plays best (`examples/maxi_carry.rs`).
    pub fn with_carry(carry: f64) -> MaxiMemo {
        MaxiMemo {
            last: None,
            carry: Some(carry),
        }
    }

    /// What a throw left unused in the turn of `s` is worth under `rules`: 0 without
    /// saved rolls, and in the last turn, where no turn is left to throw it.
    pub fn carry(&self, rules: MaxiYatzyRules, s: State) -> f64 {
        let last_turn = open_boxes(s, false).count() <= 1;
        match (rules.saved_rolls && !last_turn, self.carry) {
            (false, _) => 0.0,
            (true, carry) => carry.unwrap_or(CARRY),
        }
    }

    /// The turn of `s` under `rules`, worked out unless it was asked last.
    pub fn get(&mut self, fit: &Fitted, rules: MaxiYatzyRules, s: State) -> &mut MaxiTurn {
        if self
            .last
            .as_ref()
            .is_some_and(|(r, at, _)| *r != rules || *at != s)
        {
            self.last = None;
        }
        let carry = self.carry(rules, s);
        let (_, _, turn) = self
            .last
            .get_or_insert_with(|| (rules, s, MaxiTurn::new(fit, s, rules.forced_order, carry)));
        turn
    }
}

/// The value of state `s` at its turn's start with `throws` throws (three, more with
/// saved rolls): the coach's expected total from there.
pub fn start_value(
    memo: &mut MaxiMemo,
    rules: MaxiYatzyRules,
    s: State,
    throws: u8,
) -> Option<f64> {
    let fit = fit(rules)?;
    Some(memo.get(fit, rules, s).start(throws))
}

#[cfg(not(target_arch = "wasm32"))]
#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::BoxId;

    fn best(sheet: &Sheet, dice: &[u8], rolls_left: u8) -> Choice {
        let rules = MaxiYatzyRules {
            saved_rolls: false,
            ..MaxiYatzyRules::default()
        };
        advise(rules, sheet, dice, rolls_left).expect("fitted")[0]
            .choice
            .clone()
    }

    #[test]
    fn the_obvious_choices_are_made() {
        let sheet = Sheet::default();
        assert_eq!(best(&sheet, &[4; 6], 0), Choice::Box(BoxId::MaxiYatzy));
        assert_eq!(best(&sheet, &[4; 6], 2), Choice::keep(&[4; 6]));
        assert_eq!(
            best(&sheet, &[1, 2, 3, 4, 5, 6], 0),
            Choice::Box(BoxId::FullStraight)
        );
        // Five sixes and a one, two throws left: keep the sixes.
        assert_eq!(best(&sheet, &[6, 6, 6, 6, 6, 1], 2), Choice::keep(&[6; 5]));
    }

    #[test]
    fn the_last_turn_saves_no_throw() {
        let mut sheet = Sheet::default();
        for &b in MAXI_YATZY_BOXES.iter().filter(|&&b| b != BoxId::Chance) {
            sheet.set(b, 0);
        }
        let rules = MaxiYatzyRules::default();
        let options = advise(rules, &sheet, &[6, 6, 6, 6, 6, 1], 4).expect("fitted");
        let all = options
            .iter()
            .find(|a| a.choice == Choice::keep(&[6, 6, 6, 6, 6, 1]));
        // Stopping now is worth the chance's 31 points and nothing for the unused throws
        // (the full sheet's fitted value is 0 to the fit's step), so throwing the one again
        // is better.
        let all = all.expect("keep all").ev;
        assert!((all - 31.0).abs() < 0.01, "{all}");
        assert_eq!(options[0].choice, Choice::keep(&[6; 5]));
    }

    #[test]
    fn the_keeps_are_the_turns_and_the_small_bonus_has_no_values() {
        let rules = MaxiYatzyRules::default();
        let options = advise(rules, &Sheet::default(), &[1, 1, 2, 3, 5, 6], 2).expect("fitted");
        // Every distinct keep of the six dice: none, one or two ones × 2^4 = 48.
        assert_eq!(options.len(), 48);
        assert!(options.windows(2).all(|w| w[0].ev >= w[1].ev));
        let small = MaxiYatzyRules {
            small_bonus: true,
            ..rules
        };
        assert!(advise(small, &Sheet::default(), &[1; 6], 0).is_none());
    }
}
