//! The Hint's advice on the table itself: which dice to keep (marked on the dice) and
//! which box to take (marked on the sheet), for the option the panel shows chosen.

use crate::engine::BoxId;
use leptos::prelude::*;

/// What the open Hint advises now; `None` while the Hint is closed or has no answer.
/// Provided by the sheet games' screen; the other games have no such context.
#[derive(Clone, Copy)]
pub struct Advised {
    /// For each die on the table: keep it.
    pub keep: Signal<Option<Vec<bool>>>,
    /// The box to fill.
    pub take: Signal<Option<BoxId>>,
}
