//! The strong Yatzy player: every keep and box chosen by the exact table of the game's
//! rules (`tables`). Optimal for a solitaire score; against others it plays the same way.

use super::advice::{advise_with, YatzyKeepMemo};
use super::table::YatzyTable;
use super::tables;
use crate::ai::advice::Choice;
use crate::ai::dice::keep::{holds_for, next_step};
use crate::ai::player::{Player, Seen, View};
use crate::engine::{Action, SheetGame, Variant};
use kniffel_solver::multisets::counts_of;

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
    if g.is_over() {
        return None;
    }
    // With real dice (score pad) a Roll means "throw for me", as for every bot.
    if !g.turn().has_rolled() {
        return Some(Action::Roll);
    }
    let sheet = &g.players()[g.current_player()].sheet;
    let dice = &g.turn().dice;
    let rolls_left = g.roll_limit().saturating_sub(g.turn().rolls);
    if rolls_left > 0 {
        let options = advise_with(memo, table, sheet, dice, rolls_left.min(2));
        let keep = options.iter().find_map(|a| match &a.choice {
            Choice::Keep { dice, .. } => Some((dice, a.ev)),
            Choice::Box(_) => None,
        });
        // Stop rolling when keeping all five is as good as the best keep.
        let all = options.iter().find(|a| a.choice == Choice::keep(dice));
        if let (Some((keep, best)), Some(all)) = (keep, all) {
            if all.ev < best {
                let want = holds_for(dice, &counts_of(keep));
                return Some(next_step(&g.turn().held, |d| want[d], Action::Roll));
            }
        }
    }
    let boxes = advise_with(memo, table, sheet, dice, 0);
    boxes.first().and_then(|a| match a.choice {
        Choice::Box(box_id) => Some(Action::Score { box_id }),
        Choice::Keep { .. } => None,
    })
}
