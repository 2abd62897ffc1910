//! What the parts of a scoresheet game's screen share: the game, the offer of the dice,
//! the players, whose column a phone shows. A leaf of the screen family: it imports none
//! of its components, so every one of them (the dice, the sheet, the hint, the win
//! chance) may read it without an import circle.

use crate::engine::{BoxId, Offer, SheetGame, SHEET_ROLLS};
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

impl SheetCtx {
    /// Generala: box `b` is offered with the +5 of a first roll (its points now are more
    /// than the same dice would score on a later roll).
    pub fn served_bonus(&self, b: BoxId) -> bool {
        self.sg.with(|s| {
            let turn = s.turn();
            s.variant().servida_wins()
                && turn.rolls == 1
                && self.offer.with(|o| o.points_for(b)).is_some_and(|now| {
                    let sheet = &s.players()[s.current_player()].sheet;
                    let later = s.variant().offer_on_roll(&turn.dice, sheet, SHEET_ROLLS);
                    later.points_for(b).is_some_and(|then| now > then)
                })
        })
    }

    /// A box order: player `p`'s box `b` is open but the order does not reach it yet,
    /// so it cannot be filled now (it looks closed).
    pub fn locked(&self, p: usize, b: BoxId) -> bool {
        self.sg.with(|s| {
            let sheet = &s.players()[p].sheet;
            sheet.get(b).is_none() && !s.order().allows(s.variant().boxes(), sheet, b)
        })
    }
}
