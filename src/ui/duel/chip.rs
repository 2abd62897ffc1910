//! One Dice Duel chip: a round token in its kind's colour with the value on it.

use crate::engine::duel::ChipKind;
use leptos::prelude::*;

#[component]
pub fn Chip(
    kind: ChipKind,
    /// Extra classes, e.g. "ghost" for the outline of an empty compartment.
    #[prop(optional)]
    class: &'static str,
) -> impl IntoView {
    view! {
        <span class=format!("duel-chip k-{} {class}", kind.id()) aria-hidden="true">
            <span class="duel-chip-face">{kind.value()}</span>
        </span>
    }
}
