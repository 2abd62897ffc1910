//! Brings the exact Kniffel tables into the page: from the browser's cache when an earlier
//! visit solved them, else from the solver worker (a second, small wasm that solves off
//! the page's thread), then installed for the hint panel, the game review and the strong
//! computer player (`ai::kniffel::tables`). Loaded on first need, never at start-up.
//!
//! Nothing here may leave a game waiting: a kept table that fails its checksum is
//! deleted and solved again, and a worker that stays silent for too long (its wasm did
//! not start, or it stopped) is ended and given up (`tables::Watchdog`), so the strong
//! computer plays on without the table and the hint says the advisor could not be loaded.

use crate::ai::kniffel::scoring::scoring;
use crate::ai::kniffel::tables::{self, Watchdog};
use crate::ai::kniffel::Table;
use crate::engine::scoresheet::classic::ClassicRules;
use js_sys::{Array, Float64Array, Uint32Array, Uint8Array};
use leptos::prelude::*;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{MessageEvent, Request, Response, Worker};

/// The worker's loader, as trunk names it (worker files keep their names; the service
/// worker's precache keeps them fresh).
const WORKER_URL: &str = "./solver-worker_loader.js";
/// The worker's first message, once it listens (`crates/solver-worker`).
const WORKER_READY: &str = "ready";
/// The Cache API cache the solved tables are kept in. Not "pasch-…": the service worker
/// deletes those when a new build takes over, and a table outlives builds.
const CACHE: &str = "solver-tables";

/// Where the tables stand, for the screens that wait on one.
#[derive(Clone, Copy)]
pub struct SolverService {
    /// While a table is being solved: how far, 0 to 1.
    pub progress: RwSignal<Option<f64>>,
    /// Bumped whenever a table is installed, so whoever waits on one looks again.
    pub installed: RwSignal<u32>,
    /// The last load failed (no worker, or one that fell silent): the screens say so
    /// instead of waiting.
    pub failed: RwSignal<bool>,
    /// The rules being loaded now (one load at a time per rule variant).
    loading: StoredValue<Vec<ClassicRules>>,
}

impl Default for SolverService {
    fn default() -> Self {
        Self::new()
    }
}

impl SolverService {
    /// Nothing loaded or loading yet.
    pub fn new() -> SolverService {
        SolverService {
            progress: RwSignal::new(None),
            installed: RwSignal::new(0),
            failed: RwSignal::new(false),
            loading: StoredValue::new(Vec::new()),
        }
    }

    /// The table for `rules` if it is here (tracked: asks again once one is installed).
    pub fn table(&self, rules: ClassicRules) -> Option<&'static Table> {
        self.installed.track();
        tables::ready(rules)
    }

    /// Starts bringing in the table for `rules` unless it is here, on its way, or could
    /// not be had before (then only `retry` tries again).
    pub fn ensure(&self, rules: ClassicRules) {
        if tables::ready(rules).is_some()
            || tables::given_up(rules)
            || self.loading.with_value(|l| l.contains(&rules))
        {
            return;
        }
        self.loading.update_value(|l| l.push(rules));
        self.failed.set(false);
        let service = *self;
        wasm_bindgen_futures::spawn_local(async move {
            let key = format!("./{}", tables::stored_name(rules));
            match cached(rules, &key).await {
                Some(table) => {
                    service.install(table);
                    forget_old_tables().await;
                }
                None => service.solve_in_worker(rules, key),
            }
        });
    }

    /// Tries again to bring in a table that could not be had (a person asked for it).
    pub fn retry(&self, rules: ClassicRules) {
        tables::give_up(rules, false);
        self.ensure(rules);
    }

    fn install(&self, table: Table) {
        let rules = table.rules();
        tables::install(table);
        self.loading.update_value(|l| l.retain(|r| *r != rules));
        self.progress.set(None);
        self.installed.update(|n| *n += 1);
    }

    fn fail(&self, rules: ClassicRules) {
        tables::give_up(rules, true);
        self.loading.update_value(|l| l.retain(|r| *r != rules));
        self.progress.set(None);
        self.failed.set(true);
        self.installed.update(|n| *n += 1);
    }

    fn solve_in_worker(self, rules: ClassicRules, key: String) {
        let Ok(worker) = Worker::new(WORKER_URL) else {
            return self.fail(rules);
        };
        self.progress.set(Some(0.0));
        let run = Rc::new(Run {
            service: self,
            rules,
            worker,
            watchdog: Cell::new(Watchdog::default()),
            clock: Cell::new(None),
            over: Cell::new(false),
        });
        let words = Uint32Array::from(&scoring(rules).to_words()[..]);
        let on_message = {
            let run = run.clone();
            Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
                run.message(event.data(), &words, &key)
            })
        };
        let on_error = {
            let run = run.clone();
            Closure::<dyn Fn()>::new(move || run.fail())
        };
        run.worker
            .set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        run.worker
            .set_onerror(Some(on_error.as_ref().unchecked_ref()));
        run.worker
            .set_onmessageerror(Some(on_error.as_ref().unchecked_ref()));
        // The handlers live as long as the worker may call them: one solve per rule
        // variant and page (and per retry), so keeping them is cheap.
        on_message.forget();
        on_error.forget();
        let watched = run.clone();
        // Without a clock (never seen) the solve runs unwatched, as it did before.
        let clock = set_interval_with_handle(move || watched.tick(), Watchdog::TICK);
        run.clock.set(clock.ok());
    }
}

/// One solve in the solver worker, watched until it hands in its table or is given up.
struct Run {
    service: SolverService,
    rules: ClassicRules,
    worker: Worker,
    watchdog: Cell<Watchdog>,
    /// The watchdog's clock while it runs.
    clock: Cell<Option<IntervalHandle>>,
    /// The table came, or the worker was given up: later calls change nothing.
    over: Cell<bool>,
}

impl Run {
    /// A message from the worker: progress, "ready", its table or what went wrong.
    fn message(&self, data: JsValue, words: &Uint32Array, key: &str) {
        if self.over.get() {
            return;
        }
        let mut watchdog = self.watchdog.get();
        watchdog.heard();
        self.watchdog.set(watchdog);
        if let Some(share) = data.as_f64() {
            self.service.progress.set(Some(share));
            return;
        }
        // The worker listens now: a message posted before would have been lost.
        if data.as_string().as_deref() == Some(WORKER_READY) {
            if self.worker.post_message(words).is_err() {
                self.fail();
            }
            return;
        }
        self.end();
        let values = data.dyn_into::<Float64Array>().map(|a| a.to_vec());
        match values.map(|v| Table::from_values(self.rules, v)) {
            Ok(Ok(table)) => {
                wasm_bindgen_futures::spawn_local(keep(key.to_owned(), table.to_bytes()));
                self.service.install(table);
            }
            _ => self.service.fail(self.rules),
        }
    }

    /// The watchdog's clock ticked: a worker silent for too long is given up.
    fn tick(&self) {
        let mut watchdog = self.watchdog.get();
        let silent = watchdog.tick();
        self.watchdog.set(watchdog);
        if silent {
            self.fail();
        }
    }

    /// Stops the worker and its clock; `false` when the run was over already.
    fn end(&self) -> bool {
        if self.over.replace(true) {
            return false;
        }
        self.worker.terminate();
        if let Some(clock) = self.clock.take() {
            clock.clear();
        }
        true
    }

    /// Gives the worker up, so the screens that wait on its table play on without it.
    fn fail(&self) {
        if self.end() {
            self.service.fail(self.rules);
        }
    }
}

/// The browser's cache of solved tables, if it has the Cache API.
async fn open_cache() -> Option<web_sys::Cache> {
    let caches = window().caches().ok()?;
    JsFuture::from(caches.open(CACHE))
        .await
        .ok()?
        .dyn_into()
        .ok()
}

/// The table kept under `key`, if the browser has a cache and an intact table there. A
/// damaged one (cut short, overwritten: see `Table::from_bytes`) is deleted, so that a
/// solve replaces it.
async fn cached(rules: ClassicRules, key: &str) -> Option<Table> {
    let cache = open_cache().await?;
    let hit = JsFuture::from(cache.match_with_str(key)).await.ok()?;
    let response: Response = hit.dyn_into().ok()?;
    let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
    match Table::from_bytes(rules, &Uint8Array::new(&buffer).to_vec()) {
        Ok(table) => Some(table),
        Err(_) => {
            let _ = JsFuture::from(cache.delete_with_str(key)).await;
            None
        }
    }
}

/// Stores a solved table's bytes (`Table::to_bytes`) under `key`; a failure only means
/// solving again next time.
async fn keep(key: String, bytes: Vec<u8>) {
    if let Some(cache) = open_cache().await {
        let body = Uint8Array::from(&bytes[..]);
        if let Ok(response) = Response::new_with_opt_buffer_source(Some(&body)) {
            let _ = JsFuture::from(cache.put_with_str(&key, &response)).await;
        }
    }
    forget_old_tables().await;
}

/// Deletes every kept table that is none of this program's (`tables::is_current`): those
/// of an older solver or rules are read by nothing and would pile up, 8 MB each.
async fn forget_old_tables() {
    let Some(cache) = open_cache().await else {
        return;
    };
    let Ok(requests) = JsFuture::from(cache.keys()).await else {
        return;
    };
    let requests = requests.dyn_into::<Array>().unwrap_or_default();
    for request in requests.iter().filter_map(|r| r.dyn_into::<Request>().ok()) {
        if !tables::is_current(&request.url()) {
            let _ = JsFuture::from(cache.delete_with_request(&request)).await;
        }
    }
}
