//! What the parts of a scoresheet game's screen share: the game, the offer of the dice,
//! the players, whose column a phone shows. A leaf of the screen family: it imports none
//! of its components, so every one of them (the dice, the sheet, the hint, the win
//! chance) may read it without an import circle.

use crate::engine::{Offer, SheetGame};
use crate::ui::shared::roster::Roster;
use leptos::prelude::*;

/// What the parts of a scoresheet game's screen share (provided by `SheetGameScreen`).
#[derive(Clone, Copy)]
pub struct SheetCtx {
    /// The game on the screen.
    pub sg: Memo<SheetGame>,
    /// What the current dice may fill on the current player's sheet.
    pub offer: Memo<Offer>,
    /// Who plays, and which seats are computers.
    pub players: Roster,
    /// It is a human's turn (the controls are theirs).
    pub human_turn: Memo<bool>,
    /// Whose column a phone shows.
    pub viewed: RwSignal<usize>,
}
