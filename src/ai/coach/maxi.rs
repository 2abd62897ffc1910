//! Maxi Yatzy's values for the review: each turn solved against the fitted table
//! (`ai::maxi`), judged as classic Kniffel's are (`classic::judged_among`). The values are
//! estimates (the review says it is not exact), but the split adds up all the same, and
//! the strong player, which plays by them, makes no mistakes by them.

use super::classic::{judge_sheet_turn_upto, judged_among};
use super::ledger::{Judged, Values};
use crate::ai::maxi::advice::{advise_with, start_value, MaxiMemo};
use crate::ai::maxi::values::state_of;
use crate::engine::{Action, Game, GameState, MaxiYatzyRules, Variant, SHEET_ROLLS};
use kniffel_solver::shape::State;

/// The house rules a Maxi Yatzy game is played with, None for other game kinds.
pub fn maxi_rules(game: &Game) -> Option<MaxiYatzyRules> {
    match game.state() {
        GameState::MaxiYatzy(g) => match g.variant() {
            Variant::MaxiYatzy { rules } => Some(rules),
            _ => None,
        },
        _ => None,
    }
}

/// The fitted values of one Maxi Yatzy rule set, with the turn of the state asked last.
pub struct MaxiValues {
    rules: MaxiYatzyRules,
    memo: MaxiMemo,
}

impl MaxiValues {
    /// The values for `rules`; None where there are none (the 50-at-75 bonus).
    pub fn new(rules: MaxiYatzyRules) -> Option<MaxiValues> {
        crate::ai::maxi::values::fit(rules)?;
        Some(MaxiValues {
            rules,
            memo: MaxiMemo::default(),
        })
    }
}

impl Values for MaxiValues {
    fn start(&mut self, _game: &Game, _player: usize) -> f64 {
        start_value(&mut self.memo, self.rules, State::START, SHEET_ROLLS).unwrap_or(0.0)
    }

    fn judge(&mut self, game: &Game, action: &Action) -> Vec<Judged> {
        let GameState::MaxiYatzy(g) = game.state() else {
            return Vec::new();
        };
        let (rules, memo) = (self.rules, &mut self.memo);
        judge_sheet_turn_upto(g, action, u8::MAX, |rolls_left, chosen, kept| {
            let sheet = &g.players()[g.current_player()].sheet;
            let mut options = advise_with(memo, rules, sheet, &g.turn().dice, rolls_left)?;
            if rolls_left == 0 {
                // A box taken with throws unused keeps them for later, as the stop
                // judged before it counted them: else their worth would pass for luck.
                let unused = g.roll_limit().saturating_sub(g.turn().rolls);
                let worth = memo.carry(rules, state_of(sheet)) * f64::from(unused);
                options.iter_mut().for_each(|o| o.ev += worth);
            }
            judged_among(g, &options, rolls_left, chosen, kept)
        })
    }
}
