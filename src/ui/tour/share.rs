//! Print (the page's print style shows the standings and the tables alone) and Share:
//! the standings as text, through the Web Share API or copied, as the app shares
//! elsewhere.

use crate::tour::Tournament;
use crate::ui::i18n::Lang;
use crate::ui::shared::game_number::{share_or_copy, shared_words, Shared};
use crate::ui::state::use_lang;
use leptos::prelude::*;
use std::sync::Arc;

/// The standings as text: a title line, then one line per player.
fn share_text(t: &Tournament, l: Lang) -> String {
    let mut text = l.tour_share_title(&t.date, l.game_name(t.kind));
    for s in t.standings() {
        let name = t
            .players
            .get(s.player)
            .map(|e| e.name.as_str())
            .unwrap_or_default();
        text.push('\n');
        text.push_str(&l.tour_share_line(s.place, name, s.points, s.wins));
    }
    text
}

/// Print and Share.
#[component]
pub fn TourShare(t: Arc<Tournament>) -> impl IntoView {
    let lang = use_lang();
    let shared = RwSignal::new(Shared::Not);
    let share = move |_| {
        let text = share_text(&t, lang.get_untracked());
        leptos::task::spawn_local(async move {
            shared.set(share_or_copy(&text).await);
        });
    };
    view! {
        <div class="tour-tools">
            <button type="button" class="btn secondary" on:click=move |_| { let _ = window().print(); }>
                {move || lang.get().tour_print()}
            </button>
            <button type="button" class="btn secondary" on:click=share>{move || lang.get().share()}</button>
            <p class="hint" role="status">{move || shared_words(shared.get(), lang.get())}</p>
        </div>
    }
}
