//! Looking after the statistics: rename or merge a player, export and import everything
//! as one JSON file, and reset with a confirmation.

use super::save;
use crate::stats::history::History;
use crate::ui::shell::backup_notice::json_url;
use crate::ui::state::AppState;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The text of the file chosen in the input of this change event.
async fn chosen_text(ev: web_sys::Event) -> Option<String> {
    let input: web_sys::HtmlInputElement = ev.target()?.dyn_into().ok()?;
    let file = input.files()?.get(0)?;
    let text = JsFuture::from(file.text()).await.ok()?.as_string();
    input.set_value("");
    text
}

#[component]
pub fn Manage() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let names = Memo::new(move |_| state.history.with(|h| h.names()));
    let from = RwSignal::new(String::new());
    let to = RwSignal::new(String::new());
    let message = RwSignal::new(String::new());
    let confirm = RwSignal::new(false);
    let rename = move |_| {
        let (f, t) = (from.get_untracked(), to.get_untracked());
        let f = if f.is_empty() {
            names.get_untracked().first().cloned().unwrap_or_default()
        } else {
            f
        };
        let mut n = 0;
        state.history.update(|h| n = h.rename(&f, &t));
        save(&state);
        to.set(String::new());
        from.set(String::new());
        message.set(lang.get_untracked().renamed(n));
    };
    let export = move |_| {
        let text = state.history.with_untracked(History::to_json);
        let Some(url) = json_url(&text) else { return };
        let Ok(a) = document().create_element("a") else {
            return;
        };
        let _ = a.set_attribute("href", &url);
        let _ = a.set_attribute(
            "download",
            &format!("pasch-statistics-{}.json", super::today()),
        );
        if let Some(a) = a.dyn_ref::<web_sys::HtmlElement>() {
            a.click();
        }
        let _ = web_sys::Url::revoke_object_url(&url);
    };
    let import = move |ev: web_sys::Event| {
        spawn_local(async move {
            let l = lang.get_untracked();
            let Some(text) = chosen_text(ev).await else {
                return;
            };
            match History::from_json(&text) {
                Ok(other) => {
                    let mut n = 0;
                    state.history.update(|h| n = h.merge(other));
                    save(&state);
                    message.set(l.imported(n));
                }
                Err(e) => message.set(l.import_refused(&e)),
            }
        });
    };
    let reset = move |_| {
        state.history.set(History::default());
        save(&state);
        confirm.set(false);
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
        </section>
        <section class="card" aria-labelledby="transfer-title">
            <h2 id="transfer-title">{move || lang.get().export_import()}</h2>
            <div class="stats-actions">
                <button class="btn secondary" on:click=export>{move || lang.get().export_stats()}</button>
                <label class="btn secondary file-button">
                    {move || lang.get().import_stats()}
                    <input type="file" accept="application/json,.json" class="sr-only" on:change=import/>
                </label>
            </div>
            <p class="hint stats-message" role="status">{move || message.get()}</p>
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
