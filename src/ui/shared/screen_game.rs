//! The game a screen shows, handed by the game screen to everything inside it through
//! context, so the parts of a screen read the game they are given and never reach into
//! the app state for it.

use crate::engine::{Game, GameState};
use crate::ui::shared::roster::Roster;
use leptos::prelude::*;

/// The game on screen (None: no game), provided by `GameScreen`.
#[derive(Clone, Copy)]
pub struct ScreenGame(pub Memo<Option<Game>>);

impl ScreenGame {
    /// The game of the screen the caller is part of.
    pub fn of_screen() -> ScreenGame {
        expect_context()
    }

    /// Reads the game (tracked).
    pub fn with<T>(&self, read: impl FnOnce(&Option<Game>) -> T) -> T {
        self.0.with(read)
    }

    /// Reads the game without following it.
    pub fn with_untracked<T>(&self, read: impl FnOnce(&Option<Game>) -> T) -> T {
        self.0.with_untracked(read)
    }

    /// What a game screen reads of the game: the state `pick` finds in it, and its
    /// players (not its seed: that stays secret until the end). None when there is no
    /// game or `pick` finds nothing.
    pub fn pick<T>(self, pick: fn(&GameState) -> Option<&T>) -> Option<(Memo<T>, Roster)>
    where
        T: Clone + PartialEq + Send + Sync + 'static,
    {
        let (initial, players) = self.with_untracked(|g| {
            let g = g.as_ref()?;
            Some((pick(g.state())?.clone(), g.setup().players.clone()))
        })?;
        // The last state stays when the game is cleared or another kind starts: the
        // screen still reads it while it is being torn down.
        let game = Memo::new(move |prev: Option<&T>| {
            self.with(|g| {
                g.as_ref()
                    .and_then(|g| pick(g.state()))
                    .cloned()
                    .or_else(|| prev.cloned())
                    .unwrap_or_else(|| initial.clone())
            })
        });
        Some((game, Roster::new(players)))
    }
}
