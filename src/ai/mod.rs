//! Computer players. Each bot looks at a `Game` and picks one legal `Action`; it has
//! its own random source so it never disturbs the game's dice.

pub mod cards_bot;
pub mod duel_bot;
pub mod extreme_hint;
pub mod kniffel;
pub mod random;
pub mod sheet_bot;

use crate::engine::game::{BotKind, Game, GameState};
use crate::engine::rng::GameRng;
use crate::engine::Action;

/// The action `bot` takes for the current player, or None when the game is over.
pub fn choose(bot: BotKind, game: &Game, rng: &mut GameRng) -> Option<Action> {
    if game.is_over() {
        return None;
    }
    match bot {
        BotKind::Random => random::choose(&game.state, rng),
        BotKind::Greedy => match &game.state {
            GameState::Classic(g) | GameState::Extreme(g) => sheet_bot::choose(g),
            GameState::Duel(g) => duel_bot::choose(g),
            GameState::Cards(g) => cards_bot::choose(g),
        },
    }
}
