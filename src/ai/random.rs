//! The random player: any legal action, uniformly (tests and simulations).

use super::player::{Player, View};
use crate::engine::{Action, GameRng};

/// Plays any legal action, drawn from its own random source.
#[derive(Clone, Debug)]
pub struct Random {
    rng: GameRng,
}

impl Random {
    /// A random player whose choices all come from `seed`.
    pub fn new(seed: u64) -> Random {
        Random {
            rng: GameRng::from_seed(seed),
        }
    }
}

impl Player for Random {
    fn act(&mut self, view: View<'_>) -> Option<Action> {
        let actions = view.legal_actions();
        if actions.is_empty() {
            return None;
        }
        let i = self.rng.below(actions.len() as u32) as usize;
        actions.into_iter().nth(i)
    }
}
