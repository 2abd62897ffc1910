//! Export and import of the statistics. An export is every kept game in one JSON file
//! (`History::to_file`). An import says what it will do before doing it (how many games
//! are new, how many are here already, that nothing here is removed), never removes or
//! changes a game kept here, refuses files over `MAX_FILE` before reading them, reads a
//! large file a few games at a time so the page stays responsive, and reports what was
//! actually stored.

use crate::stats::history::{read_file, FileGame, History, ImportPlan};
use crate::store::history::{store_all, Stored};
use crate::store::StorageStatus;
use crate::ui::keeping::today;
use crate::ui::shell::backup_notice::json_url;
use crate::ui::state::AppState;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The largest file an import reads, in bytes. An export of a thousand eight-player
/// games is about 3 MB; anything much larger is no Pasch file.
pub const MAX_FILE: f64 = 20_000_000.0;
/// Games read or stored between two breaths of the page.
const CHUNK: usize = 25;

/// Where an import stands.
#[derive(Clone, Debug, PartialEq)]
enum Step {
    Idle,
    /// Reading the file's games: how many of how many.
    Reading(usize, usize),
    /// Read: waiting for the person to agree.
    Asking(ImportPlan, usize),
    /// Storing the new games: how many of how many.
    Storing(usize, usize),
    /// Done or refused: what to say.
    Said(String),
}

/// Lets the page draw and answer input before the next chunk of work.
pub async fn breathe() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = window().set_timeout_with_callback(&resolve);
    });
    let _ = JsFuture::from(promise).await;
}

/// The file chosen in the input of this change event (the input is emptied, so the same
/// file can be chosen again).
fn chosen_file(ev: &web_sys::Event) -> Option<web_sys::File> {
    let input: web_sys::HtmlInputElement = ev.target()?.dyn_into().ok()?;
    let file = input.files()?.get(0);
    input.set_value("");
    file
}

/// Downloads `text` as `name`.
fn download(text: &str, name: &str) {
    let Some(url) = json_url(text) else { return };
    let Ok(a) = document().create_element("a") else {
        return;
    };
    let _ = a.set_attribute("href", &url);
    let _ = a.set_attribute("download", name);
    if let Some(a) = a.dyn_ref::<web_sys::HtmlElement>() {
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Reads `file` and works out what importing it would do.
async fn plan(state: AppState, file: web_sys::File, step: RwSignal<Step>) {
    let l = state.lang.get_untracked();
    if file.size() > MAX_FILE {
        step.set(Step::Said(l.import_too_large(file.size(), MAX_FILE)));
        return;
    }
    let Some(text) = JsFuture::from(file.text())
        .await
        .ok()
        .and_then(|t| t.as_string())
    else {
        step.set(Step::Said(l.import_unreadable().to_string()));
        return;
    };
    let games = match read_file(&text) {
        Ok(games) => games.into_games(),
        Err(e) => {
            step.set(Step::Said(l.import_refused(&e)));
            return;
        }
    };
    let total = games.len();
    let mut read = Vec::with_capacity(total);
    for chunk in games.chunks(CHUNK) {
        read.extend(chunk.iter().cloned().map(FileGame::read));
        step.set(Step::Reading(read.len(), total));
        breathe().await;
    }
    let plan = state.history.with_untracked(|h| h.plan_import(read));
    if plan.new.is_empty() {
        step.set(Step::Said(l.import_nothing_new(total, plan.damaged)));
    } else {
        step.set(Step::Asking(plan, total));
    }
}

/// Stores the games the person agreed to import, and says what was stored.
async fn import(state: AppState, plan: ImportPlan, step: RwSignal<Step>) {
    let l = state.lang.get_untracked();
    let wanted = plan.new.len();
    let Some(storage) = crate::store::browser::local() else {
        step.set(Step::Said(l.import_stored(
            0,
            wanted,
            Some(StorageStatus::Unavailable),
        )));
        return;
    };
    let (mut stored, mut made_room, mut failed) = (0, 0, None);
    for chunk in plan.new.chunks(CHUNK) {
        // Into the window's history itself, chunk by chunk: games another window stores
        // meanwhile arrive there too.
        let mut done = Stored::default();
        state
            .history
            .update(|h| done = store_all(&storage, h, chunk));
        stored += done.stored;
        made_room += done.made_room;
        step.set(Step::Storing(stored, wanted));
        if done.failed.is_some() {
            failed = done.failed;
            break;
        }
        breathe().await;
    }
    state.note_made_room(made_room);
    step.set(Step::Said(l.import_stored(stored, wanted, failed)));
}

#[component]
pub fn Transfer() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let step = RwSignal::new(Step::Idle);
    let export = move |_| {
        let text = state.history.with_untracked(History::to_file);
        download(&text, &format!("pasch-statistics-{}.json", today()));
    };
    let choose = move |ev: web_sys::Event| {
        let Some(file) = chosen_file(&ev) else { return };
        step.set(Step::Reading(0, 0));
        spawn_local(plan(state, file, step));
    };
    let agree = move |_| {
        if let Step::Asking(plan, _) = step.get_untracked() {
            step.set(Step::Storing(0, plan.new.len()));
            spawn_local(import(state, plan, step));
        }
    };
    let busy = move || matches!(step.get(), Step::Reading(..) | Step::Storing(..));
    view! {
        <section class="card" aria-labelledby="transfer-title">
            <h2 id="transfer-title">{move || lang.get().export_import()}</h2>
            <div class="stats-actions">
                <button class="btn secondary" on:click=export>{move || lang.get().export_stats()}</button>
                <label class="btn secondary file-button" class:disabled=busy>
                    {move || lang.get().import_stats()}
                    <input type="file" accept="application/json,.json" class="sr-only" on:change=choose prop:disabled=busy/>
                </label>
            </div>
            {move || match step.get() {
                Step::Asking(plan, total) => {
                    let l = lang.get();
                    view! {
                        <div class="confirm" role="alertdialog" aria-label=l.import_stats()>
                            <p>{l.import_plan(total, plan.new.len(), plan.already, plan.damaged)}</p>
                            <button class="btn primary" on:click=agree>{l.import_games(plan.new.len())}</button>
                            <button class="btn ghost" on:click=move |_| step.set(Step::Idle)>{l.cancel()}</button>
                        </div>
                    }
                    .into_any()
                }
                _ => ().into_any(),
            }}
            <p class="hint stats-message" role="status">
                {move || {
                    let l = lang.get();
                    match step.get() {
                        Step::Reading(done, total) => l.import_reading(done, total),
                        Step::Storing(done, total) => l.import_storing(done, total),
                        Step::Said(text) => text,
                        Step::Idle | Step::Asking(..) => String::new(),
                    }
                }}
            </p>
        </section>
    }
}
