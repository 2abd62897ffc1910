//! What the table tells each phone: the game as that phone's player may see it. In
//! Karten-Kniffel no other player's hand, and in every game no seed (until it is over),
//! random state or draw pile order, so a phone never learns future cards or dice. Each
//! view names its position, and a phone's action names the position it was made in.

use crate::engine::game::Game;
use crate::remote::protocol::ToPhone;
use kniffel_solver::scoring::fnv1a;
use serde::{Deserialize, Serialize};

/// Where a game stands: how many actions it has had and a digest of which (with the
/// game's identity). Both ends work it out from the game alone, so an action made on a
/// phone can name the position it was made in and the table can tell a stale one (a
/// quick tap on dice the player never saw). The digest tells apart positions of the
/// same length (an undo and another move); it fits a JavaScript number.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    /// The actions in the log.
    pub moves: usize,
    /// FNV-1a of the game's identity and its log, cut to 32 bits.
    pub digest: u32,
}

/// The position of `game`. Hints are not part of it: a hint changes nothing on the table.
pub fn position(game: &Game) -> Position {
    let id = game.setup().id.to_string();
    let log = serde_json::to_string(game.log()).unwrap_or_default();
    let hash = fnv1a(id.bytes().chain(std::iter::once(0)).chain(log.bytes()));
    Position {
        moves: game.log().len(),
        digest: (hash ^ (hash >> 32)) as u32,
    }
}

/// The view message for the phone at `seat`.
pub fn phone_view(game: &Game, seat: usize) -> ToPhone {
    ToPhone::View {
        game: Box::new(game.seen_by(seat)),
        at: position(game),
    }
}

/// The view messages for the phones at `seats`, from one replay of the game's steps.
pub fn phone_views(game: &Game, seats: &[usize]) -> Vec<(usize, ToPhone)> {
    if seats.is_empty() {
        // The table follows every change of every game: most have no phones.
        return Vec::new();
    }
    let steps = game.steps();
    let at = position(game);
    seats
        .iter()
        .map(|&seat| {
            let game = Box::new(game.seen_with(seat, steps.clone()));
            (seat, ToPhone::View { game, at })
        })
        .collect()
}

/// Whether `seat` may act now: it is that seat's turn in a running game. The engine
/// checks the action itself.
pub fn seat_on_turn(game: &Game, seat: usize) -> bool {
    !game.is_over() && game.current_player() == seat
}
