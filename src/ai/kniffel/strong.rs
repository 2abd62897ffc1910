//! The strong computer player of classic Kniffel: every keep and box chosen by the exact
//! solver. Optimal for a solitaire score; against others it plays the same way.
//!
//! The solved table is not the player's own: it is data of the app, solved (natively)
//! or handed in by the solver worker (browser) once per rule variant and shared with the
//! hint (`tables`). The player keeps only the keep values of the position it asked last.

use super::advice::{advise_in, KeepMemo};
use super::ordered;
use super::table::SolvedTable;
use super::tables;
use crate::ai::dice::by_advice::play_by_advice;
use crate::ai::player::{Player, Seen, View};
use crate::ai::scoresheet::normal::Normal;
use crate::engine::{Action, SheetGame, Variant};

/// The exact solver's player; while its table cannot be had at all, the normal player.
#[derive(Clone, Debug, Default)]
pub struct Strong {
    memo: KeepMemo,
    fallback: Normal,
}

impl Player for Strong {
    fn act(&mut self, view: View<'_>) -> Option<Action> {
        let Seen::Classic(g) = view.seen() else {
            return None;
        };
        let Variant::Classic { rules } = g.variant() else {
            return None;
        };
        if g.order().is_single_file() {
            // Top-down or bottom-up: solved on its own, in a moment.
            let table = ordered::solved(rules, g.order());
            return play_by_advice(g, |sheet, dice, rolls_left| {
                table.advise(sheet, dice, rolls_left)
            });
        }
        match tables::available(rules) {
            Some(table) => choose(&mut self.memo, g, table),
            // The game must go on: the normal player's move.
            None if tables::given_up(rules) => self.fallback.act(view),
            // In the browser: the table is on its way.
            None => None,
        }
    }
}

/// The exact solver's action for the player on turn in a classic game.
pub fn choose(memo: &mut KeepMemo, g: &SheetGame, table: &SolvedTable) -> Option<Action> {
    let order = g.order();
    play_by_advice(g, |sheet, dice, rolls_left| {
        advise_in(memo, table, sheet, dice, rolls_left, order)
    })
}
