//! Whose turn it is and how far the game has come, above the dice of the classic,
//! Extreme and Dice Duel tables. Read out when it changes.

use leptos::prelude::*;

/// The turn line above the dice: whose turn, then how far the game has come.
#[component]
pub fn TurnStatus(
    /// Whose turn it is, e.g. "Ada's turn".
    who: Signal<String>,
    /// The progress line (round, chips left, …).
    children: Children,
) -> impl IntoView {
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
