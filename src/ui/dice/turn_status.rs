//! Whose turn it is and how far the game has come, above the dice of the classic,
//! Extreme and Dice Duel tables. Read out when it changes.

use leptos::prelude::*;

/// `who`: "Ada's turn"; `children`: the progress line (round, chips left, …).
#[component]
pub fn TurnStatus(who: Signal<String>, children: Children) -> impl IntoView {
    view! {
        <div class="turn-status" aria-live="polite">
            <p class="turn-name">
                <span class="turn-dot" aria-hidden="true"></span>
                {who}
            </p>
            <p class="turn-round">{children()}</p>
        </div>
    }
}
