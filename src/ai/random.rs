//! The random bot: any legal action, uniformly.

use crate::engine::game::GameState;
use crate::engine::rng::GameRng;
use crate::engine::Action;

pub fn choose(state: &GameState, rng: &mut GameRng) -> Option<Action> {
    let actions = state.legal_actions();
    if actions.is_empty() {
        return None;
    }
    let i = rng.below(actions.len() as u32) as usize;
    actions.into_iter().nth(i)
}
