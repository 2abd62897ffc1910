//! How much storage the history uses: how much is used, how many games are kept and how many of them
//! made room (their moves went, their results count), games of a newer Pasch kept for it,
//! whether Pasch asked the browser to keep the data for good and what it answered, and
//! the reset of the statistics (with a confirmation).

use crate::stats::history::History;
use crate::store::history::delete_all;
use crate::store::persist::PersistAsked;
use crate::store::quota::{Usage, QUOTA};
use crate::ui::i18n::Lang;
use crate::ui::state::{
    storage_manager, use_actions, use_history, use_lang, use_on_screen, use_storage,
};
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// What this origin's localStorage holds, in UTF-16 code units of keys and values (as
/// browsers count the quota). Each value's length is read in the browser, not the value
/// copied into the app (`store::quota::usage` does that): a thousand finished games are
/// over a million characters.
fn usage() -> Option<Usage> {
    let storage = web_sys::window()?.local_storage().ok().flatten()?;
    let get_item: js_sys::Function = js_sys::Reflect::get(&storage, &"getItem".into())
        .ok()?
        .dyn_into()
        .ok()?;
    let mut used = 0;
    for i in 0..storage.length().ok()? {
        let Some(key) = storage.key(i).ok().flatten() else {
            continue;
        };
        let value = get_item.call1(&storage, &JsValue::from_str(&key)).ok()?;
        let chars = value
            .dyn_ref::<js_sys::JsString>()
            .map_or(0, |v| v.length());
        used += key.encode_utf16().count() + chars as usize;
    }
    Some(Usage { used, quota: QUOTA })
}

/// Whether the browser promised to keep this origin's data (`navigator.storage.
/// persisted()`); None where it cannot say.
async fn persisted() -> Option<bool> {
    let promise = storage_manager()?.persisted().ok()?;
    JsFuture::from(promise).await.ok()?.as_bool()
}

/// What was asked and answered, for tests and styles: `granted`, `declined`, `asked`,
/// `not-asked`, or `unsupported`.
fn asked_state(asked: Option<&PersistAsked>) -> &'static str {
    match asked {
        Some(PersistAsked {
            granted: Some(true),
            ..
        }) => "granted",
        Some(PersistAsked {
            granted: Some(false),
            ..
        }) => "declined",
        Some(_) => "asked",
        None if storage_manager().is_none() => "unsupported",
        None => "not-asked",
    }
}

/// The line that says whether Pasch asked the browser to keep the data, and the answer.
fn asked_words(l: Lang, asked: Option<&PersistAsked>) -> String {
    match asked {
        Some(PersistAsked {
            date,
            granted: Some(true),
        }) => l.persist_granted(date.as_str()),
        Some(PersistAsked {
            date,
            granted: Some(false),
        }) => l.persist_declined(date.as_str()),
        Some(PersistAsked {
            date,
            granted: None,
        }) => l.persist_unanswered(date.as_str()),
        None if storage_manager().is_none() => l.persist_unsupported().to_string(),
        None => l.persist_not_asked().to_string(),
    }
}

/// The card on the storage the statistics use, with the reset.
#[component]
pub fn StorageUse(
    /// The history's stamp (`history_stamp`): the figures are worked out again when it changes.
    stamp: Memo<u64>,
) -> impl IntoView {
    let lang = use_lang();
    let history = use_history();
    let actions = use_actions();
    let health = use_storage();
    let on_screen = use_on_screen();
    let confirm = RwSignal::new(false);
    // Counted again whenever the history changes.
    let used = Memo::new(move |_| {
        stamp.get();
        usage()
    });
    let kept = Memo::new(move |_| {
        stamp.get();
        history.with_untracked(|h| (h.len(), h.without_moves()))
    });
    // A plain signal filled once: a resource would bring its async machinery along.
    let safe = RwSignal::new(None::<bool>);
    leptos::task::spawn_local(async move { safe.set(persisted().await) });
    let reset = move |_| {
        // Every finished game goes, the last one shown on the start screen too (it would
        // be counted again at the next start); a game under way stays.
        let last_over = on_screen
            .game
            .with_untracked(|g| g.as_ref().is_some_and(|g| g.is_over()));
        if let Some(storage) = crate::store::browser::local() {
            delete_all(&storage);
            if last_over {
                actions
                    .persistence
                    .keeper
                    .update_value(|k| k.clear(&storage));
            }
        }
        if last_over {
            actions.clear_game();
        }
        history.set(History::default());
        // Those of a newer Pasch went too: every finished game was asked for.
        health.newer_games.set(Vec::new());
        confirm.set(false);
    };
    view! {
        <section class="card room" aria-labelledby="room-title">
            <h2 id="room-title">{move || lang.get().storage_title()}</h2>
            // The words below say it; the bar shows it at a glance.
            <div class="room-bar" aria-hidden="true">
                <span style:width=move || format!("{}%", used.get().map_or(0, |u| u.percent_used()))></span>
            </div>
            <p data-room-used=move || used.get().map(|u: Usage| u.percent_used().to_string())>
                {move || {
                    let l = lang.get();
                    let (games, lean) = kept.get();
                    let room = used.get().map(|u| l.storage_used(u.percent_used())).unwrap_or_default();
                    format!("{room} {}", l.games_kept(games, lean))
                }}
            </p>
            {move || {
                let n = health.made_room.get();
                (n > 0).then(|| view! { <p class="hint" role="status">{move || lang.get().made_room_now(n)}</p> })
            }}
            {move || {
                let n = health.newer_games.with(Vec::len);
                (n > 0).then(|| view! { <p class="hint" data-newer-games=n>{move || lang.get().newer_games(n)}</p> })
            }}
            <p class="hint">
                {move || match safe.get() {
                    Some(true) => lang.get().storage_persistent(),
                    _ => lang.get().storage_best_effort(),
                }}
            </p>
            <p class="hint" data-persist=move || asked_state(health.persist_asked.get().as_ref())>
                {move || asked_words(lang.get(), health.persist_asked.get().as_ref())}
            </p>
            {move || if confirm.get() {
                view! {
                    <div class="confirm" role="alertdialog" aria-label=move || lang.get().reset_stats()>
                        <p>{move || lang.get().reset_confirm()}</p>
                        <button class="btn danger" on:click=reset>{move || lang.get().yes_delete()}</button>
                        <button class="btn ghost" on:click=move |_| confirm.set(false)>{move || lang.get().cancel()}</button>
                    </div>
                }.into_any()
            } else {
                view! {
                    <button class="btn ghost" on:click=move |_| confirm.set(true)>{move || lang.get().reset_stats()}</button>
                }.into_any()
            }}
        </section>
    }
}
