//! The strong Yatzy player: every keep and box chosen by the exact table of the game's
//! rules (`tables`). Optimal for a solitaire score; against others it plays the same way.

use super::advice::{advise_with, YatzyKeepMemo};
use super::table::YatzyTable;
use super::tables;
use crate::ai::dice::by_advice::play_by_advice;
use crate::ai::player::{Player, Seen, View};
use crate::engine::{Action, SheetGame, Variant};

/// The exact Yatzy player.
#[derive(Clone, Debug, Default)]
pub struct Strong {
    memo: YatzyKeepMemo,
}

impl Player for Strong {
    fn act(&mut self, view: View<'_>) -> Option<Action> {
        let Seen::Sheet(g) = view.seen() else {
            return None;
        };
        let Variant::Yatzy { rules } = g.variant() else {
            return None;
        };
        choose(&mut self.memo, g, tables::solved(rules))
    }
}

/// The exact table's action for the player on turn in a Yatzy game.
pub fn choose(memo: &mut YatzyKeepMemo, g: &SheetGame, table: &YatzyTable) -> Option<Action> {
    play_by_advice(g, |sheet, dice, rolls_left| {
        advise_with(memo, table, sheet, dice, rolls_left)
    })
}
