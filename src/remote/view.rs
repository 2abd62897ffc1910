//! What the table tells each phone: the game as that phone's player may see it. In
//! Karten-Kniffel no other player's hand, and in every game no seed (until it is over),
//! random state or draw pile order, so a phone never learns future cards or dice. Each
//! view names its position, and a phone's action names the position it was made in.

use crate::engine::Game;
use crate::remote::protocol::ToPhone;

pub use super::position::{position, Position};

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
