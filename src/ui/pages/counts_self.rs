//! Kids' mode's switch in a person's row of the new-game screen: "Counts for themselves"
//! (the player types each box's points and the app checks them: `ui::sheet::sum_check`).

use crate::ui::state::use_lang;
use leptos::prelude::*;

/// The "Counts for themselves" checkbox of one seat, on the row's one line: its words
/// beside it where there is room, on a phone a short "1+2" (the words stay its name).
#[component]
pub fn CountsSelfSwitch(
    /// The seat's switch.
    on: RwSignal<bool>,
) -> impl IntoView {
    let lang = use_lang();
    view! {
        <label class="counts-self" title=move || lang.get().counts_self()>
            <input
                type="checkbox"
                aria-label=move || lang.get().counts_self()
                prop:checked=move || on.get()
                on:change=move |ev| on.set(event_target_checked(&ev))
            />
            <span class="cs-text" aria-hidden="true">{move || lang.get().counts_self()}</span>
            <span class="cs-glyph" aria-hidden="true">"1+2"</span>
        </label>
    }
}
