//! What the page tells every part of the feel: whether the person asked for less motion,
//! and whether the page is hidden (then nothing sounds or buzzes). A leaf: it imports
//! none of its siblings, so each of them may use it.

use leptos::prelude::*;

/// Whether the person asked for less motion (then the dice show their faces at once).
pub fn reduced_motion() -> bool {
    window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
}

/// Whether the page is hidden (another tab, the screen off): nothing sounds or buzzes.
pub fn page_hidden() -> bool {
    document().hidden()
}
