//! A player's Extreme chips: filled tokens for the chips left, hollow ones for the
//! chips handed in.

use crate::ui::state::use_lang;
use leptos::prelude::*;

/// A row of chip tokens, named for screen readers by how many are left.
#[component]
pub fn ChipRack(
    /// Chips the player has left (drawn filled).
    #[prop(into)]
    count: Signal<u8>,
    /// Chips a player starts with (the rest are drawn hollow).
    of: u8,
) -> impl IntoView {
    let lang = use_lang();
    view! {
        <span class="chip-rack" role="img" aria-label=move || lang.get().chips_left(count.get())>
            {(0..of)
                .map(|i| view! { <span class="chip-token" class:spent=move || { i >= count.get() }></span> })
                .collect_view()}
        </span>
    }
}
