//! What the parts of the Karten-Kniffel screen share: the game, the hand while it may be
//! seen, the selection and what it would score, the moves everyone saw. A leaf of the
//! screen family: it imports none of its components, so each of them may read it without
//! an import circle.

use crate::engine::{BoxId, CardsGame};
use crate::ui::cards::seen_moves::Move;
use crate::ui::shared::roster::Roster;
use leptos::prelude::*;
use std::cell::Cell;

thread_local! {
    /// Sort the hand by value (a choice of this device, kept while the page lives).
    static AUTO_SORT: Cell<bool> = const { Cell::new(true) };
}

/// Whether the hand is sorted by value, as this device chose last (sorted at first).
pub fn kept_auto_sort() -> bool {
    AUTO_SORT.with(Cell::get)
}

/// A field the selected cards fill, with its points and extra-card penalty.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FieldPreview {
    /// The field.
    pub field: BoxId,
    /// Its points.
    pub points: i32,
    /// The penalty for the cards left over.
    pub penalty: i32,
}

/// A play chosen but not made yet: the hand positions played, the field, and how many of
/// the remaining cards must go.
#[derive(Clone, Debug, PartialEq)]
pub struct PendingPlay {
    /// The hand positions played.
    pub played: Vec<usize>,
    /// The field they fill.
    pub field: BoxId,
    /// How many of the other cards must be discarded.
    pub need: usize,
}

/// What the parts of the card screen share (provided by `CardsScreen`).
#[derive(Clone, Copy)]
pub struct CardsCtx {
    /// The game on the screen.
    pub g: Memo<CardsGame>,
    /// Who plays, and which seats are computers.
    pub players: Roster,
    /// A human is on turn (the controls are theirs).
    pub human_turn: Memo<bool>,
    /// The cover stands before the hand.
    pub covered: Memo<bool>,
    /// The hand of the player on turn while it may be seen; empty otherwise.
    pub hand: Memo<Vec<u8>>,
    /// How many cards at the end of `hand` (engine order) were drawn last turn.
    pub fresh: Memo<usize>,
    /// Selected cards as positions in `hand`.
    pub selected: RwSignal<Vec<usize>>,
    /// A play waiting for the cards to discard down to 5 (then `selected` picks those).
    pub pending: RwSignal<Option<PendingPlay>>,
    /// The hand is shown sorted by value.
    pub auto_sort: RwSignal<bool>,
    /// The fields the selected cards fill now.
    pub previews: Memo<Vec<FieldPreview>>,
    /// Every move so far (public information only).
    pub moves: Memo<Vec<Move>>,
    /// Whose sheet column a phone shows.
    pub viewed: RwSignal<usize>,
}

impl CardsCtx {
    /// The hand can be seen and played.
    pub fn hand_open(&self) -> bool {
        self.human_turn.get() && !self.covered.get()
    }
    /// The values of the selected cards.
    pub fn selected_cards(&self) -> Vec<u8> {
        self.hand.with(|h| self.selected.with(|s| values_at(h, s)))
    }
    /// Positions of the hand in display order (sorted by value, or as drawn).
    pub fn display_order(&self) -> Vec<usize> {
        self.hand.with(|h| {
            let mut order: Vec<usize> = (0..h.len()).collect();
            if self.auto_sort.get() {
                crate::order::sort_by_key(&mut order, |&i| (h[i], i));
            }
            order
        })
    }
    /// Selects exactly `cards` (values) from the hand.
    pub fn select_cards(&self, cards: &[u8]) {
        let picked = self.hand.with_untracked(|h| {
            let mut used = vec![false; h.len()];
            let mut picked = Vec::with_capacity(cards.len());
            for &c in cards {
                if let Some(i) = (0..h.len()).find(|&i| !used[i] && h[i] == c) {
                    used[i] = true;
                    picked.push(i);
                }
            }
            picked
        });
        self.selected.set(picked);
    }
    /// Sorts the hand by value or shows it as drawn (kept for this page).
    pub fn set_auto_sort(&self, on: bool) {
        AUTO_SORT.with(|s| s.set(on));
        self.auto_sort.set(on);
    }
}

/// The values of the cards at these positions of the hand.
pub fn values_at(hand: &[u8], positions: &[usize]) -> Vec<u8> {
    positions
        .iter()
        .filter_map(|&i| hand.get(i).copied())
        .collect()
}
