//! One Dice Duel chip: a round token in its kind's colour with the value on it.

use crate::engine::ChipKind;
use leptos::prelude::*;

/// A chip token as a picture (hidden from screen readers: the button or list around
/// it names the chip).
#[component]
pub fn Chip(
    /// Which chip: its colour and the value on its face.
    kind: ChipKind,
    /// Extra classes, e.g. "ghost" for the outline of an empty compartment.
    #[prop(optional)]
    class: &'static str,
    /// No value on the face: for chips stacked under another, whose face is covered
    /// anyway (a half-hidden number would only be low-contrast clutter).
    #[prop(optional)]
    blank: bool,
) -> impl IntoView {
    view! {
        <span class=format!("duel-chip k-{} {class}", kind.id()) aria-hidden="true">
            <span class="duel-chip-face">{(!blank).then(|| kind.value())}</span>
        </span>
    }
}
