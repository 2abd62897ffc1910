//! Kids' mode's switch in a person's row of the new-game screen: "Counts for themselves"
//! (the player types each box's points and the app checks them: `ui::sheet::sum_check`).

use crate::ui::state::use_lang;
use leptos::prelude::*;

/// The "Counts for themselves" checkbox of one seat.
#[component]
pub fn CountsSelfSwitch(
    /// The seat's switch.
    on: RwSignal<bool>,
) -> impl IntoView {
    let lang = use_lang();
    view! {
        <label class="counts-self">
            <input
                type="checkbox"
                prop:checked=move || on.get()
                on:change=move |ev| on.set(event_target_checked(&ev))
            />
            <span>{move || lang.get().counts_self()}</span>
        </label>
    }
}
