//! Computer players. Each bot looks at a `Game` and picks one legal `Action`; it has
//! its own random source so it never disturbs the game's dice.

pub mod cards_bot;
pub mod cards_strong;
pub mod duel_bot;
pub mod duel_strong;
pub mod easy;
pub mod extreme_bot;
pub mod extreme_hint;
pub mod kniffel;
pub mod random;
pub mod sheet_bot;
pub mod sheet_lookahead;

use crate::engine::game::{BotKind, Game, GameState};
use crate::engine::rng::GameRng;
use crate::engine::scoresheet::{SheetGame, Variant};
use crate::engine::Action;

/// The action `bot` takes for the current player, or None when the game is over, or
/// (in the browser) while the strong classic player's table is still being solved.
pub fn choose(bot: BotKind, game: &Game, rng: &mut GameRng) -> Option<Action> {
    if game.is_over() {
        return None;
    }
    match bot {
        BotKind::Random => random::choose(game.state(), rng),
        BotKind::Greedy => greedy(game.state()),
        BotKind::Easy => easy::choose(game.state(), rng),
        BotKind::Normal => normal(game.state()),
        BotKind::Strong => strong(game.state()),
    }
}

/// The greedy bot of each game kind.
pub fn greedy(state: &GameState) -> Option<Action> {
    match state {
        GameState::Classic(g) | GameState::Extreme(g) => sheet_bot::choose(g),
        GameState::Duel(g) => duel_bot::choose(g),
        GameState::Cards(g) => cards_bot::choose(g),
    }
}

/// The normal bot of each game kind: greedy with a sensible look-ahead (in the
/// scoresheet games greedy box values with an exact look-ahead over the turn).
fn normal(state: &GameState) -> Option<Action> {
    match state {
        GameState::Classic(g) | GameState::Extreme(g) => sheet_lookahead::choose(g),
        GameState::Duel(g) => duel_strong::choose_at(g, duel_strong::NORMAL),
        GameState::Cards(g) => cards_strong::choose_with(g, cards_strong::NORMAL),
    }
}

/// The strongest bot of each game kind.
fn strong(state: &GameState) -> Option<Action> {
    match state {
        GameState::Classic(g) => strong_classic(g),
        GameState::Extreme(g) => extreme_bot::choose(g),
        GameState::Duel(g) => duel_strong::choose(g),
        GameState::Cards(g) => cards_strong::choose(g),
    }
}

/// The exact solver's move, once its table for the game's rules is here; the normal
/// player's if the table could not be had (the game must go on).
fn strong_classic(g: &SheetGame) -> Option<Action> {
    let Variant::Classic { rules } = g.variant() else {
        return sheet_bot::choose(g);
    };
    match kniffel::tables::available(rules) {
        Some(table) => kniffel::bot::choose(g, table),
        None if kniffel::tables::given_up(rules) => sheet_lookahead::choose(g),
        None => None,
    }
}

/// Whether `bot` in `game` waits for the exact solver's table before it can move (the
/// app then loads it: `ui::hint::solver`).
pub fn needs_table(
    bot: BotKind,
    game: &Game,
) -> Option<crate::engine::scoresheet::classic::ClassicRules> {
    match (game.state(), bot) {
        (GameState::Classic(g), BotKind::Strong) => match g.variant() {
            Variant::Classic { rules } => Some(rules),
            Variant::Extreme => None,
        },
        _ => None,
    }
}
