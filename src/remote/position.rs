//! Where a game stands, as table and phone both work it out from the game alone: each
//! view names its position, and a phone's action names the position it was made in.

use crate::engine::Game;
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
