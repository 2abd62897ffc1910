//! The strong computer player of classic Kniffel: every keep and box chosen by the exact
//! solver. Optimal for a solitaire score; against others it plays the same way.

use super::advice::{advise, Choice};
use super::multisets::counts_of;
use super::Table;
use crate::engine::scoresheet::SheetGame;
use crate::engine::Action;

/// The exact solver's action for the player on turn in a classic game.
pub fn choose(g: &SheetGame, table: &Table) -> Option<Action> {
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
        let options = advise(table, sheet, dice, rolls_left.min(2));
        let keep = options.iter().find_map(|a| match &a.choice {
            Choice::Keep(keep) => Some((keep, a.ev)),
            Choice::Box(_) => None,
        });
        // Stop rolling when keeping all five is as good as the best keep.
        let all = options
            .iter()
            .find(|a| a.choice == Choice::Keep(sorted(dice)));
        if let (Some((keep, best)), Some(all)) = (keep, all) {
            if all.ev < best {
                return Some(hold_or_roll(dice, &g.turn().held, keep));
            }
        }
    }
    let boxes = advise(table, sheet, dice, 0);
    boxes.first().and_then(|a| match a.choice {
        Choice::Box(box_id) => Some(Action::Score { box_id }),
        Choice::Keep(_) => None,
    })
}

fn sorted(dice: &[u8]) -> Vec<u8> {
    let mut d = dice.to_vec();
    d.sort_unstable();
    d
}

/// The next step toward keeping `keep`: the first die whose hold must change, else Roll.
fn hold_or_roll(dice: &[u8], held: &[bool], keep: &[u8]) -> Action {
    let mut wanted = counts_of(keep);
    for (die, &face) in dice.iter().enumerate() {
        let want = wanted[(face - 1) as usize] > 0;
        if want {
            wanted[(face - 1) as usize] -= 1;
        }
        if held.get(die) != Some(&want) {
            return Action::Hold { die, held: want };
        }
    }
    Action::Roll
}
