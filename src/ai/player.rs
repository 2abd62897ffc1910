//! The one contract of a computer player: one instance per seat, owned by whoever runs
//! the game (`session::bots::BotDriver`, `cli::simulate`), that looks at a read-only
//! view of the table and answers with its action. What a player remembers between moves
//! (its memo tables, its last turn plan) and its random source are its own fields.

use crate::engine::game::{Game, GameState};
use crate::engine::Action;
use std::fmt::Debug;

/// What a computer player sees of a game: the rules state, read-only. It holds neither
/// the game's random source (a bot can neither use nor foresee the dice and the deck's
/// order) nor, in Karten-Kniffel, another player's hand: `CardsGame` shows only the hand
/// of the player on turn (`engine::cards::view`).
#[derive(Clone, Copy, Debug)]
pub struct View<'a> {
    state: &'a GameState,
}

impl<'a> View<'a> {
    /// The view of `game` for the player on turn.
    pub fn of(game: &'a Game) -> View<'a> {
        View {
            state: game.state(),
        }
    }

    /// The view of a rules state.
    pub fn new(state: &'a GameState) -> View<'a> {
        View { state }
    }

    /// The table as the rules keep it.
    pub fn state(&self) -> &'a GameState {
        self.state
    }
}

/// A computer player of one seat. `Send + Sync` so that whoever owns it may keep it in
/// shared state (the app's reactive store asks that of what it holds). Not `Debug`: a
/// boxed player shows as its seat only (below), so no player's own formatting (its
/// numbers, with float formatting) is linked into the page for the greedy stand-in.
pub trait Player: PlayerClone + Send + Sync {
    /// The action this seat takes now that it is on turn, or None when it has nothing to
    /// do now: the game is over, it is given a game it does not play, or (the strong
    /// classic player in the browser) it waits for the solver's table.
    fn act(&mut self, view: View<'_>) -> Option<Action>;
}

impl Debug for dyn Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Player")
    }
}

/// Copies a boxed player, memory and random source included (`BotDriver` is `Clone`).
pub trait PlayerClone {
    /// A copy of this player in a new box.
    fn clone_box(&self) -> Box<dyn Player>;
}

impl<T: Player + Clone + 'static> PlayerClone for T {
    fn clone_box(&self) -> Box<dyn Player> {
        Box::new(self.clone())
    }
}

impl Clone for Box<dyn Player> {
    fn clone(&self) -> Box<dyn Player> {
        self.clone_box()
    }
}
