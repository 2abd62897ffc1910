//! Looking after the statistics: rename or merge a player. A new name has at most
//! `MAX_NAME_CHARS` characters; a rename the storage takes only in part says so, and the
//! games it refused wait to be stored with the finished games (`Unstored`).

use crate::engine::MAX_NAME_CHARS;
use crate::store::history::{rewrite, PartlyRewritten};
use crate::store::StorageStatus;
use crate::ui::state::{use_actions, use_history, use_lang};
use leptos::prelude::*;

/// The card to rename a player of the statistics or merge two.
#[component]
pub fn Manage(
    /// The history's stamp (`history_stamp`): the figures are worked out again when it changes.
    stamp: Memo<u64>,
) -> impl IntoView {
    let lang = use_lang();
    let history = use_history();
    let actions = use_actions();
    let names = Memo::new(move |_| {
        stamp.get();
        history.with_untracked(|h| h.names())
    });
    let from = RwSignal::new(String::new());
    let to = RwSignal::new(String::new());
    let message = RwSignal::new(String::new());
    // A failure is an alert, and stays until the next rename.
    let failed = RwSignal::new(false);
    let rename = move |_| {
        let (f, t) = (from.get_untracked(), to.get_untracked());
        let l = lang.get_untracked();
        // The field takes no more; a longer name pasted in by a script is refused whole
        // (cut, it could merge two players by accident).
        if t.trim().chars().count() > MAX_NAME_CHARS {
            failed.set(true);
            message.set(l.new_name_too_long(MAX_NAME_CHARS));
            return;
        }
        let f = if f.is_empty() {
            names.get_untracked().first().cloned().unwrap_or_default()
        } else {
            f
        };
        let mut changed = Vec::new();
        history.update(|h| changed = h.rename(&f, &t));
        let stored = match crate::store::browser::local() {
            Some(storage) => rewrite(&storage, &changed),
            None => Err(PartlyRewritten {
                stored: 0,
                refused: changed.clone(),
                status: StorageStatus::Unavailable,
            }),
        };
        to.set(String::new());
        from.set(String::new());
        let refused: Vec<_> = match &stored {
            Ok(()) => Vec::new(),
            Err(partly) => partly.refused.iter().map(|k| k.id).collect(),
        };
        let done: Vec<_> = changed
            .iter()
            .map(|k| k.id)
            .filter(|id| !refused.contains(id))
            .collect();
        // An older form of a renamed game waiting to be stored must not come back.
        actions
            .persistence
            .pending
            .update_value(|p| p.settle(&done));
        failed.set(stored.is_err());
        match stored {
            Ok(()) => message.set(l.renamed(changed.len())),
            Err(partly) => {
                message.set(l.renamed_partly(changed.len(), partly.stored, partly.refused.len()));
                actions
                    .persistence
                    .pending
                    .update_value(|p| p.wait(partly.refused));
                actions.persistence.note_history_write(Err(partly.status));
            }
        }
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
                <input type="text" maxlength=MAX_NAME_CHARS aria-label=move || lang.get().new_name() placeholder=move || lang.get().new_name()
                    prop:value=move || to.get() on:input=move |ev| to.set(event_target_value(&ev))/>
                <button class="btn secondary" on:click=rename>{move || lang.get().rename()}</button>
            </div>
            <p class="hint stats-message" role="status">{move || (!failed.get()).then(|| message.get())}</p>
            {move || failed.get().then(|| view! { <p class="error" role="alert">{message.get()}</p> })}
        </section>
    }
}
