//! Which games the win chance is offered for (a leaf: the button and the chart both ask).

use crate::ai::winchance::PLAYERS;
use crate::engine::{Game, GameState};

/// Whether win chances are given for `game`: Kniffel, Extreme, Yatzy or Generala, 2 to 8
/// players.
pub fn offered(game: &Game) -> bool {
    matches!(
        game.state(),
        GameState::Classic(_)
            | GameState::Extreme(_)
            | GameState::Yatzy(_)
            | GameState::Generala(_)
    ) && PLAYERS.contains(&game.setup().players.len())
}
