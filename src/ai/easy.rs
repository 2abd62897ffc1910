//! The easy computer player: the greedy player of each game, except that now and then it
//! ends its turn with another move than the best one (another box, chip or play), as
//! a beginner would. Its holds, rolls and card exchanges are the greedy ones, so it still
//! plays along.

use super::player::{Player, View};
use crate::engine::rng::GameRng;
use crate::engine::Action;

/// One scoring decision in this many is a mistake.
const MISTAKE_ONE_IN: u32 = 4;

/// The greedy player of the game with mistakes drawn from its own random source.
#[derive(Clone, Debug)]
pub struct Easy {
    greedy: Box<dyn Player>,
    rng: GameRng,
}

impl Easy {
    /// Easy play on top of `greedy`, the greedy player of the game.
    pub fn new(greedy: Box<dyn Player>, seed: u64) -> Easy {
        Easy {
            greedy,
            rng: GameRng::from_seed(seed),
        }
    }
}

impl Player for Easy {
    fn act(&mut self, view: View<'_>) -> Option<Action> {
        let best = self.greedy.act(view)?;
        if !may_err(&best) || self.rng.below(MISTAKE_ONE_IN) != 0 {
            return Some(best);
        }
        let others: Vec<Action> = view
            .state()
            .legal_actions()
            .into_iter()
            .filter(|a| may_err(a) && *a != best)
            .collect();
        if others.is_empty() {
            return Some(best);
        }
        let pick = self.rng.below(others.len() as u32) as usize;
        others.into_iter().nth(pick).or(Some(best))
    }
}

/// A decision easy may get wrong: one that ends the turn (`Action::ends_turn`) and
/// scores, a box, a chip (or none) or a card play. Not a card exchange: it scores
/// nothing, and a random one of the many legal exchanges would be no beginner's slip
/// but a wasted turn (and would take easy's mistakes off the plays it must make).
fn may_err(action: &Action) -> bool {
    action.ends_turn() && !matches!(action, Action::Exchange { .. })
}
