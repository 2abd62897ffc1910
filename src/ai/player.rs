//! The one contract of a computer player: one instance per seat, owned by whoever runs
//! the game (`session::bots::BotDriver`, `cli::simulate`), that looks at a read-only
//! view of the table and answers with its action. What a player remembers between moves
//! (its memo tables, its last turn plan) and its random source are its own fields.

use crate::engine::{Action, CardsTurnView, DuelGame, Game, GameState, SheetGame};
use std::fmt::Debug;

/// What a computer player sees of a game: a whitelist, built from what the player on turn
/// may see. The dice games' sheets and chips lie open on the table; of Karten-Kniffel it
/// sees its own hand and the public rest (`CardsTurnView`), never another hand or the
/// draw pile's order. It holds no random source either: a bot can neither use nor
/// foresee the dice and the deck's order.
#[derive(Clone, Copy, Debug)]
pub struct View<'a> {
    seen: Seen<'a>,
}

/// The table as the player on turn sees it, by game.
#[derive(Clone, Copy, Debug)]
pub enum Seen<'a> {
    /// Classic Kniffel: every sheet and the dice.
    Classic(&'a SheetGame),
    /// Kniffel Extreme: every sheet, the dice and the chips.
    Extreme(&'a SheetGame),
    /// Kniffel Dice Duel: the tray, every player's chips and the dice.
    Duel(&'a DuelGame),
    /// Karten-Kniffel: the own hand, every sheet, the piles' sizes.
    Cards(CardsTurnView<'a>),
    /// Yatzy, Maxi Yatzy and Generala (which one: `SheetGame::variant`): every sheet and
    /// the dice.
    Sheet(&'a SheetGame),
}

impl<'a> View<'a> {
    /// The view of `game` for the player on turn.
    pub fn of(game: &'a Game) -> View<'a> {
        View::new(game.state())
    }

    /// The view of a rules state for its player on turn (a simulation's own state).
    pub fn new(state: &'a GameState) -> View<'a> {
        let seen = match state {
            GameState::Classic(g) => Seen::Classic(g),
            GameState::Extreme(g) => Seen::Extreme(g),
            GameState::Duel(g) => Seen::Duel(g),
            GameState::Cards(g) => Seen::Cards(g.turn_view()),
            GameState::Yatzy(g) | GameState::MaxiYatzy(g) | GameState::Generala(g) => {
                Seen::Sheet(g)
            }
        };
        View { seen }
    }

    /// The table as the player on turn sees it.
    pub fn seen(&self) -> Seen<'a> {
        self.seen
    }

    /// Every action the rules allow the player on turn now.
    pub fn legal_actions(&self) -> Vec<Action> {
        match self.seen {
            Seen::Classic(g) | Seen::Extreme(g) | Seen::Sheet(g) => g.legal_actions(),
            Seen::Duel(g) => g.legal_actions(),
            Seen::Cards(g) => g.legal_actions(),
        }
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
    /// A boxed copy of this player.
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
