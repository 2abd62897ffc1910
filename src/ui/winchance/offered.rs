//! Which games the win chance is offered for (a leaf: the button and the chart both ask).

use crate::ai::winchance::PLAYERS;
use crate::engine::{BoxOrder, Game, GameState};

/// Whether win chances are given for `game`: Kniffel, Extreme, Yatzy or Generala, 2 to 8
/// players, in the free box order (or Yatzy's top-down, which its tables know): the
/// finishes of other orders are not worked out.
pub fn offered(game: &Game) -> bool {
    let known_order = game
        .state()
        .sheet_game()
        .is_none_or(|g| g.order() == BoxOrder::Free || g.variant().forced_order());
    matches!(
        game.state(),
        GameState::Classic(_)
            | GameState::Extreme(_)
            | GameState::Yatzy(_)
            | GameState::Generala(_)
    ) && PLAYERS.contains(&game.setup().players.len())
        && known_order
}
