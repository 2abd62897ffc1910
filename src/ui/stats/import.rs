//! Export and import of the statistics. An export is every kept game in one JSON file
//! (`History::to_file`). An import says what it will do before doing it (how many games
//! are new, how many are here already, that nothing here is removed), never removes or
//! changes a game kept here, refuses files over `MAX_FILE` before reading them, and
//! reports what was actually stored, in numbers: it stays within the history's room
//! (`store::history::IMPORT_ROOM`), so the running game and the games still to come keep
//! theirs. The work is done in slices of `SLICE_MS` with the page drawn in between (a
//! bar shows how far it is): the file's outer shape is read once, then its games one by
//! one (`FileGames`), each looked up once (`Planner`), and stored with a running count of
//! the room in use (`Storing`).

use crate::stats::history::{read_file, History, ImportPlan};
use crate::store::history::{Stop, Storing, IMPORT_ROOM};
use crate::store::StorageStatus;
use crate::ui::i18n::Lang;
use crate::ui::shell::backup_notice::json_url;
use crate::ui::state::{today, use_history, use_lang, use_storage, SessionHistory, StorageHealth};
use crate::ui::tour::transfer::{export_file, import_file_tours};
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The largest file an import reads, in bytes. An export of 7,000 games of every kind
/// is about 9 MB; anything much larger is no Pasch file.
pub const MAX_FILE: f64 = 20_000_000.0;
/// Milliseconds of work between two breaths of the page: far below the 50 ms after which
/// the browser counts a task as long, so the page keeps answering (on a busy phone a
/// slice may take several times as long).
const SLICE_MS: f64 = 12.0;

/// Where an import stands.
#[derive(Clone, Debug, PartialEq)]
enum Step {
    Idle,
    /// Reading the file's games: how many of how many.
    Reading(usize, usize),
    /// Read: waiting for the person to agree. The plan itself waits beside it (a signal's
    /// value is cloned whenever it is read).
    Asking(Counts),
    /// Storing the new games: how many of how many.
    Storing(usize, usize),
    /// Done or refused: what to say.
    Said(String),
}

/// What the plan of an import says, in numbers.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Counts {
    total: usize,
    new: usize,
    already: usize,
    damaged: usize,
    shortened: usize,
}

/// Lets the page draw and answer input before the next chunk of work.
pub async fn breathe() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = window().set_timeout_with_callback(&resolve);
    });
    let _ = JsFuture::from(promise).await;
}

/// Milliseconds since the page opened.
fn now() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

/// A test that is true for `SLICE_MS` from now: how long one slice of work may go on.
fn slice() -> impl FnMut() -> bool {
    let until = now() + SLICE_MS;
    move || now() < until
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

/// The bytes of `file`; None if the browser could not read it.
async fn bytes_of(file: &web_sys::File) -> Option<Vec<u8>> {
    // As bytes, not as a text: no copy in UTF-16 on the way.
    let buffer = JsFuture::from(file.array_buffer()).await.ok()?;
    Some(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// Reads `file` and works out what importing it would do; the plan goes to `planned`.
async fn plan(
    lang: RwSignal<Lang>,
    history: SessionHistory,
    file: web_sys::File,
    step: RwSignal<Step>,
    planned: StoredValue<Option<ImportPlan>>,
) {
    let l = lang.get_untracked();
    if file.size() > MAX_FILE {
        step.set(Step::Said(l.import_too_large(file.size(), MAX_FILE)));
        return;
    }
    let Some(bytes) = bytes_of(&file).await else {
        step.set(Step::Said(l.import_unreadable().to_string()));
        return;
    };
    breathe().await;
    // As the browser reads a text file: invalid bytes as U+FFFD, a byte-order mark is no
    // part of it.
    let text = String::from_utf8(bytes)
        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
    breathe().await;
    let games = match read_file(text.strip_prefix('\u{feff}').unwrap_or(&text)) {
        Ok(games) => games,
        Err(e) => {
            step.set(Step::Said(l.import_refused(&e)));
            return;
        }
    };
    import_file_tours(&games);
    // The games hold their own texts now.
    drop(text);
    let total = games.len();
    step.set(Step::Reading(0, total));
    breathe().await;
    let mut planner = history.with_untracked(History::planner);
    while planner.len() < total {
        let mut go_on = slice();
        while let Some(game) = games.game(planner.len()) {
            planner.add(game.read());
            if !go_on() {
                break;
            }
        }
        step.set(Step::Reading(planner.len(), total));
        breathe().await;
    }
    let plan = planner.plan();
    if plan.new.is_empty() {
        step.set(Step::Said(l.import_nothing_new(
            total,
            plan.already,
            plan.damaged,
        )));
        return;
    }
    let counts = Counts {
        total,
        new: plan.new.len(),
        already: plan.already,
        damaged: plan.damaged,
        shortened: plan.shortened,
    };
    planned.set_value(Some(plan));
    step.set(Step::Asking(counts));
}

/// Stores the games the person agreed to import, and says what was stored.
async fn import(
    lang: RwSignal<Lang>,
    history: SessionHistory,
    storage_health: StorageHealth,
    plan: ImportPlan,
    step: RwSignal<Step>,
) {
    let l = lang.get_untracked();
    let (wanted, shortened) = (plan.new.len(), plan.shortened);
    let said = |stored, failed| {
        let mut text = l.import_stored(stored, wanted, failed);
        if shortened > 0 {
            text.push(' ');
            text.push_str(&l.import_names_shortened(shortened, crate::engine::MAX_NAME_CHARS));
        }
        Step::Said(text)
    };
    let Some(storage) = crate::store::browser::local() else {
        step.set(said(0, Some(Stop::Refused(StorageStatus::Unavailable))));
        return;
    };
    let mut storing = Storing::new(plan.new, IMPORT_ROOM);
    loop {
        // Into the window's history itself, slice by slice (games another window stores
        // meanwhile arrive there too), without telling the screens yet: the statistics
        // are counted once, at the end, not after every slice.
        let mut finished = false;
        history.update_untracked(|h| finished = storing.step(&storage, h, slice()));
        step.set(Step::Storing(storing.done().stored, wanted));
        if finished {
            break;
        }
        breathe().await;
    }
    history.update(|_| ());
    let done = storing.done();
    storage_health.note_made_room(done.made_room);
    step.set(said(done.stored, done.failed));
}

/// The export and import buttons of the statistics, and what an import will do.
#[component]
pub fn Transfer() -> impl IntoView {
    let lang = use_lang();
    let history = use_history();
    let storage_health = use_storage();
    let step = RwSignal::new(Step::Idle);
    let planned = StoredValue::new(None::<ImportPlan>);
    let export = move |_| {
        let text = history.with_untracked(export_file);
        download(&text, &format!("pasch-statistics-{}.json", today()));
    };
    let choose = move |ev: web_sys::Event| {
        let Some(file) = chosen_file(&ev) else { return };
        planned.set_value(None);
        step.set(Step::Reading(0, 0));
        spawn_local(plan(lang, history, file, step, planned));
    };
    let agree = move |_| {
        if let Some(plan) = planned.try_update_value(Option::take).flatten() {
            step.set(Step::Storing(0, plan.new.len()));
            spawn_local(import(lang, history, storage_health, plan, step));
        }
    };
    let cancel = move |_| {
        planned.set_value(None);
        step.set(Step::Idle);
    };
    let busy = move || matches!(step.get(), Step::Reading(..) | Step::Storing(..));
    view! {
        <section class="card" aria-labelledby="transfer-title">
            <h2 id="transfer-title">{move || lang.get().export_import()}</h2>
            <div class="stats-actions">
                // Nothing to export before the first finished game.
                <button
                    class="btn secondary"
                    hidden=move || history.with(History::is_empty)
                    on:click=export
                >
                    {move || lang.get().export_stats()}
                </button>
                <label class="btn secondary file-button" class:disabled=busy>
                    {move || lang.get().import_stats()}
                    <input type="file" accept="application/json,.json" class="sr-only" on:change=choose prop:disabled=busy/>
                </label>
            </div>
            {move || match step.get() {
                Step::Asking(c) => {
                    let l = lang.get();
                    let mut question = l.import_plan(c.total, c.new, c.already, c.damaged);
                    if c.shortened > 0 {
                        question.push(' ');
                        question.push_str(&l.import_names_shortened(c.shortened, crate::engine::MAX_NAME_CHARS));
                    }
                    view! {
                        <div class="confirm" role="alertdialog" aria-label=l.import_stats()>
                            <p>{question}</p>
                            <button class="btn primary" on:click=agree>{l.import_games(c.new)}</button>
                            <button class="btn ghost" on:click=cancel>{l.cancel()}</button>
                        </div>
                    }
                    .into_any()
                }
                Step::Reading(done, total) | Step::Storing(done, total) => {
                    view! {
                        <progress class="import-progress" max=total.max(1) value=done aria-label=lang.get().import_progress()></progress>
                    }
                    .into_any()
                }
                _ => ().into_any(),
            }}
            <p class="hint stats-message" role="status">
                {move || {
                    let l = lang.get();
                    match step.get() {
                        Step::Reading(0, 0) => l.import_opening().to_string(),
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
