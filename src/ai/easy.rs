//! The easy computer player: the greedy bot of each game, except that now and then it
//! ends its turn with another move than the best one (another box, chip or play), as
//! a beginner would. Its holds and rolls are the greedy ones, so it still plays along.

use super::greedy;
use crate::engine::game::GameState;
use crate::engine::rng::GameRng;
use crate::engine::Action;

/// One turn-ending decision in this many is a mistake.
const MISTAKE_ONE_IN: u32 = 4;

pub fn choose(state: &GameState, rng: &mut GameRng) -> Option<Action> {
    let best = greedy(state)?;
    if !ends_turn(&best) || rng.below(MISTAKE_ONE_IN) != 0 {
        return Some(best);
    }
    let others: Vec<Action> = state
        .legal_actions()
        .into_iter()
        .filter(|a| ends_turn(a) && *a != best)
        .collect();
    if others.is_empty() {
        return Some(best);
    }
    let pick = rng.below(others.len() as u32) as usize;
    others.into_iter().nth(pick).or(Some(best))
}

/// A decision that ends the turn: a box, a chip (or none), a card play.
fn ends_turn(action: &Action) -> bool {
    matches!(
        action,
        Action::Score { .. } | Action::TakeChip { .. } | Action::NoChip | Action::Play { .. }
    )
}
