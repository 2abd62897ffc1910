//! The small computer icon beside a computer player's name.

use crate::ui::state::use_lang;
use leptos::prelude::*;

/// The computer icon beside a computer player's name, named for screen readers.
#[component]
pub fn BotBadge() -> impl IntoView {
    let lang = use_lang();
    view! {
        <svg class="bot-badge" viewBox="0 0 24 24" role="img">
            <title>{move || lang.get().computer()}</title>
            <rect x="4" y="7" width="16" height="12" rx="3" />
            <path d="M12 3v4M9 12h.01M15 12h.01M9 16h6" />
        </svg>
    }
}
