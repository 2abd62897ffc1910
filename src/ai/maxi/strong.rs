//! The strong Maxi Yatzy player: every keep and box chosen by the fitted values (`advice`),
//! saved rolls spent or kept by their carry value. Where there are no values (the
//! 50-at-75 bonus, or in the browser before the data came) it plays as the normal player.

use super::advice::{advise_with, MaxiMemo};
use super::values::fit;
use crate::ai::dice::by_advice::play_by_advice_upto;
use crate::ai::player::{Player, Seen, View};
use crate::ai::scoresheet::greedy::Greedy;
use crate::engine::{Action, SheetGame, Variant};

/// The strong Maxi Yatzy player.
#[derive(Clone, Debug, Default)]
pub struct Strong {
    memo: MaxiMemo,
}

impl Player for Strong {
    fn act(&mut self, view: View<'_>) -> Option<Action> {
        let Seen::Sheet(g) = view.seen() else {
            return None;
        };
        match choose(&mut self.memo, g) {
            Some(action) => Some(action),
            None => Greedy.act(view),
        }
    }
}

/// The fitted values' action for the player on turn in a Maxi Yatzy game (None without
/// values for its rules).
pub fn choose(memo: &mut MaxiMemo, g: &SheetGame) -> Option<Action> {
    let Variant::MaxiYatzy { rules } = g.variant() else {
        return None;
    };
    fit(rules)?;
    play_by_advice_upto(g, u8::MAX, |sheet, dice, rolls_left| {
        advise_with(memo, rules, sheet, dice, rolls_left).unwrap_or_default()
    })
}
