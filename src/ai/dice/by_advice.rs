//! A turn played by exact advice: whichever table values the choices (classic Kniffel's,
//! Yatzy's), the step from its best choice to the next action is the same.

use super::keep::{holds_for, next_step};
use crate::ai::advice::{Advice, Choice};
use crate::engine::{Action, Sheet, SheetGame};
use kniffel_solver::multisets::counts_of;

/// The action for the player on turn in `g`, by `advise(sheet, dice, rolls_left)` (every
/// choice valued, best first; `rolls_left` at most 2, 0 for the boxes only).
pub fn play_by_advice(
    g: &SheetGame,
    advise: impl FnMut(&Sheet, &[u8], u8) -> Vec<Advice>,
) -> Option<Action> {
    play_by_advice_upto(g, 2, advise)
}

/// `play_by_advice` for an adviser that knows up to `most` rolls left (Maxi Yatzy's,
/// whose saved rolls make a turn longer than three throws).
pub fn play_by_advice_upto(
    g: &SheetGame,
    most: u8,
    mut advise: impl FnMut(&Sheet, &[u8], u8) -> Vec<Advice>,
) -> Option<Action> {
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
        let options = advise(sheet, dice, rolls_left.min(most));
        let keep = options.iter().find_map(|a| match &a.choice {
            Choice::Keep { dice, .. } => Some((dice, a.ev)),
            Choice::Box(_) => None,
        });
        // Stop rolling when keeping all the dice is as good as the best keep.
        let all = options.iter().find(|a| a.choice == Choice::keep(dice));
        if let (Some((keep, best)), Some(all)) = (keep, all) {
            if all.ev < best {
                let want = holds_for(dice, &counts_of(keep));
                return Some(next_step(&g.turn().held, |d| want[d], Action::Roll));
            }
        }
    }
    // The best box the game allows (a table of the free game may value a box first
    // that a box order does not allow yet).
    let offer = g.offer();
    let boxes = advise(sheet, dice, 0);
    let best = boxes.iter().find_map(|a| match a.choice {
        Choice::Box(box_id) if offer.points_for(box_id).is_some() => Some(box_id),
        _ => None,
    });
    best.or_else(|| offer.allowed.first().map(|&(b, _)| b))
        .map(|box_id| Action::Score { box_id })
}
