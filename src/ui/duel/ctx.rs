//! What the parts of the Dice Duel screen share: the game, the players, the chips that
//! may be taken, the chip in flight. A leaf of the screen family: it imports none of its
//! components, so each of them may read it without an import circle.

use crate::engine::{ChipKind, DuelGame};
use crate::ui::shared::roster::Roster;
use leptos::prelude::*;

/// What the parts of the Dice Duel screen share (provided by `DuelScreen`).
#[derive(Clone, Copy)]
pub struct DuelCtx {
    /// The game on the screen.
    pub dg: Memo<DuelGame>,
    /// Who plays, and which seats are computers.
    pub players: Roster,
    /// A human is to move (the controls and chips are theirs).
    pub human_turn: Memo<bool>,
    /// The chips the current player may take now: (kind, from the set-aside chips).
    pub takeable: Memo<Vec<(ChipKind, bool)>>,
    /// The chip that was just set aside, and a count that goes up with every set-aside,
    /// so the set-aside area can show it flying over from the tray.
    pub flight: RwSignal<Option<(ChipKind, u32)>>,
    /// The current turn is a Kniffel's extra turn (known from the news, so not after a
    /// reload).
    pub extra_turn: RwSignal<bool>,
}

impl DuelCtx {
    /// A human may take this chip now.
    pub fn may_take(&self, kind: ChipKind, from_set_aside: bool) -> bool {
        self.human_turn.get() && self.takeable.with(|t| t.contains(&(kind, from_set_aside)))
    }
}
