//! Brings the exact Kniffel tables into the page: from the browser's cache when an earlier
//! visit solved them, else from the solver worker (a second, small wasm that solves off
//! the page's thread), then installed for the hint panel, the game review and the strong
//! computer player (`ai::kniffel::tables`). Loaded on first need, never at start-up.

use crate::ai::kniffel::scoring::scoring;
use crate::ai::kniffel::{tables, Table};
use crate::engine::classic::ClassicRules;
use js_sys::{Float64Array, Uint32Array};
use kniffel_solver::scoring::fingerprint;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{MessageEvent, Response, Worker};

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
    /// The last load failed (no worker, no wasm): the screens say so instead of waiting.
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
        let words = scoring(rules).to_words();
        wasm_bindgen_futures::spawn_local(async move {
            let key = cache_key(&words);
            match cached(&key)
                .await
                .and_then(|v| Table::from_values(rules, v).ok())
            {
                Some(table) => service.install(table),
                None => service.solve_in_worker(rules, &words, key),
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

    fn solve_in_worker(self, rules: ClassicRules, words: &[u32], key: String) {
        let Ok(worker) = Worker::new(WORKER_URL) else {
            return self.fail(rules);
        };
        self.progress.set(Some(0.0));
        let done = worker.clone();
        let words = Uint32Array::from(words);
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
            let data = event.data();
            if let Some(share) = data.as_f64() {
                self.progress.set(Some(share));
                return;
            }
            // The worker listens now: a message posted before would have been lost.
            if data.as_string().as_deref() == Some(WORKER_READY) {
                if done.post_message(&words).is_err() {
                    done.terminate();
                    self.fail(rules);
                }
                return;
            }
            done.terminate();
            let values = data.dyn_into::<Float64Array>().map(|a| a.to_vec());
            match values.map(|v| Table::from_values(rules, v)) {
                Ok(Ok(table)) => {
                    let values = Float64Array::from(table.values());
                    wasm_bindgen_futures::spawn_local(keep(key.clone(), values));
                    self.install(table);
                }
                _ => self.fail(rules),
            }
        });
        let on_error = Closure::<dyn Fn()>::new(move || self.fail(rules));
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        // The handlers live as long as the worker may call them: one solve per rule
        // variant and page, so keeping them is cheap.
        on_message.forget();
        on_error.forget();
    }
}

/// The cache address of a table: the fingerprint of its scoring words (which carry the
/// solver's version), so a change of rules or solver never reads an old table.
fn cache_key(words: &[u32]) -> String {
    let fingerprint = fingerprint(words);
    format!("./solver-table-{fingerprint:016x}.bin")
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

/// The values stored under `key`, if the browser has a cache and them.
async fn cached(key: &str) -> Option<Vec<f64>> {
    let cache = open_cache().await?;
    let hit = JsFuture::from(cache.match_with_str(key)).await.ok()?;
    let response: Response = hit.dyn_into().ok()?;
    let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
    Some(Float64Array::new(&buffer).to_vec())
}

/// Stores solved values under `key`; a failure only means solving again next time.
async fn keep(key: String, values: Float64Array) {
    let stored = async {
        let cache = open_cache().await?;
        let response = Response::new_with_opt_buffer_source(Some(&values)).ok()?;
        JsFuture::from(cache.put_with_str(&key, &response))
            .await
            .ok()
    };
    let _ = stored.await;
}
