//! Looking after the statistics: rename or merge a player.

use crate::store::history::rewrite;
use crate::store::StorageStatus;
use crate::ui::state::AppState;
use leptos::prelude::*;

#[component]
pub fn Manage(stamp: Memo<u64>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let names = Memo::new(move |_| {
        stamp.get();
        state.history.with_untracked(|h| h.names())
    });
    let from = RwSignal::new(String::new());
    let to = RwSignal::new(String::new());
    let message = RwSignal::new(String::new());
    let rename = move |_| {
        let (f, t) = (from.get_untracked(), to.get_untracked());
        let f = if f.is_empty() {
            names.get_untracked().first().cloned().unwrap_or_default()
        } else {
            f
        };
        let mut changed = Vec::new();
        state.history.update(|h| changed = h.rename(&f, &t));
        let stored = match crate::store::browser::local() {
            Some(storage) => rewrite(&storage, &changed),
            None => Err(StorageStatus::Unavailable),
        };
        to.set(String::new());
        from.set(String::new());
        let l = lang.get_untracked();
        message.set(match stored {
            Ok(()) => l.renamed(changed.len()),
            Err(_) => l.renamed_not_stored(changed.len()),
        });
    };
    view! {
        <section class="card" aria-labelledby="players-title">
            <h2 id="players-title">{move || lang.get().players_title()}</h2>
            <p class="hint">{move || lang.get().rename_hint()}</p>
            <div class="rename-row">
                <select aria-label=move || lang.get().col_player() on:change=move |ev| from.set(event_target_value(&ev)) prop:value=move || {
                    let f = from.get();
                    if f.is_empty() { names.get().first().cloned().unwrap_or_default() } else { f }
                }>
                    {move || names.get().into_iter().map(|n| view! { <option value=n.clone()>{n.clone()}</option> }).collect_view()}
                </select>
                <input type="text" maxlength="200" aria-label=move || lang.get().new_name() placeholder=move || lang.get().new_name()
                    prop:value=move || to.get() on:input=move |ev| to.set(event_target_value(&ev))/>
                <button class="btn secondary" on:click=rename>{move || lang.get().rename()}</button>
            </div>
            <p class="hint stats-message" role="status">{move || message.get()}</p>
        </section>
    }
}
