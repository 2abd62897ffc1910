//! The brain's browser side: messages in and out, one question at a time, and the exact
//! tables brought in from the browser's cache or solved here.

use super::fitted;
use super::pool::{Helper, KeptPool};
use super::solvable::Solvable;
use js_sys::{Array, Function, Reflect, Uint8Array};
use pasch::ai::kniffel::tables;
use pasch::brain::{Brain, Message, Question, Request};
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Cache, CacheStorage, DedicatedWorkerGlobalScope, MessageEvent, Response};

/// The Cache API cache the solved tables are kept in. Not "pasch-…": the service worker
/// deletes those when a new build takes over, and a table outlives builds.
const CACHE: &str = "solver-tables";

/// The brain and the questions waiting for it.
struct Mind {
    brain: RefCell<Brain>,
    waiting: RefCell<VecDeque<Request>>,
    busy: Cell<bool>,
    /// Posts a message's text to the page.
    post: Rc<dyn Fn(&str)>,
    /// The helpers of the last solve for a win chance, holding its table: they play the
    /// next chances' simulations with the brain (and go after a while without work).
    pool: KeptPool,
    /// Maxi Yatzy's values could not be fetched: a computer's move does not try again
    /// (it plays without them), a person's question does.
    maxi_failed: Cell<bool>,
}

impl Mind {
    fn new(post: Rc<dyn Fn(&str)>) -> Rc<Mind> {
        let mut brain = Brain::new();
        let beat = post.clone();
        brain.on_heartbeat(Rc::new(move || beat(&Message::Working.to_json())));
        let mind = Rc::new(Mind {
            brain: RefCell::new(brain),
            waiting: RefCell::new(VecDeque::new()),
            busy: Cell::new(false),
            post,
            pool: KeptPool::default(),
            maxi_failed: Cell::new(false),
        });
        mind.say(&Message::Ready);
        mind
    }

    fn say(&self, message: &Message) {
        (self.post)(&message.to_json());
    }

    /// A request's text from the page: answered after those before it.
    fn receive(self: &Rc<Self>, text: Option<String>) {
        let Some(request) = text.as_deref().and_then(Request::from_json) else {
            return;
        };
        self.waiting.borrow_mut().push_back(request);
        if !self.busy.replace(true) {
            let mind = self.clone();
            wasm_bindgen_futures::spawn_local(async move { mind.answer_all().await });
        }
    }

    async fn answer_all(&self) {
        loop {
            let next = self.waiting.borrow_mut().pop_front();
            let Some(request) = next else { break };
            self.bring_in_maxi(&request.question).await;
            // A Yatzy game's table first (every question of the game may need it; asked
            // to prepare, no answer waits for it: quiet).
            let yatzy = self.brain.borrow_mut().needs_yatzy(&request.question);
            let mut kept_yatzy = None;
            if let Some(rules) = yatzy {
                let quiet = matches!(request.question, Question::Prepare { .. });
                kept_yatzy = self.bring_in(Solvable::Yatzy(rules), quiet, false).await;
            }
            let needs = self.brain.borrow_mut().needs(&request.question);
            let from_part =
                needs.is_some() && self.brain.borrow_mut().answers_from_part(&request.question);
            let chances = matches!(
                request.question,
                Question::WinChance { .. } | Question::WinSeries { .. }
            );
            let solved = match needs {
                // The answer solves the part it needs if no table was kept; the whole
                // table is brought in after it (`prepares`).
                Some(rules) if from_part => {
                    let _ = self.read_kept(Solvable::Classic(rules)).await;
                    None
                }
                Some(rules) => {
                    tables::give_up(rules, false);
                    self.bring_in(Solvable::Classic(rules), false, chances)
                        .await
                }
                None => kept_yatzy,
            };
            self.share_simulations(&request.question).await;
            let answer = self.brain.borrow_mut().answer(&request.question);
            self.say(&Message::Answer {
                id: request.id,
                answer,
            });
            // Kept for the next visit once the answer is out: writing 8 MB takes a while.
            if let Some(solved) = solved {
                solved.keep().await;
            }
            // A table the next such question will want, brought in now (nothing else
            // waiting) rather than when it is asked.
            let idle = self.waiting.borrow().is_empty();
            let later = idle
                .then(|| self.brain.borrow_mut().prepares(&request.question))
                .flatten();
            if let Some(rules) = later {
                tables::give_up(rules, false);
                if let Some(solved) = self.bring_in(Solvable::Classic(rules), true, true).await {
                    solved.keep().await;
                }
            }
        }
        self.busy.set(false);
    }

    /// Fetches Maxi Yatzy's fitted values if `question`'s game needs them and they are
    /// not here (once more after a failure only for a person's question).
    async fn bring_in_maxi(&self, question: &Question) {
        if !self.brain.borrow_mut().needs_maxi(question) {
            return;
        }
        let by_person = matches!(
            question,
            Question::Advice { .. } | Question::Review { .. } | Question::Duplicate { .. }
        );
        if self.maxi_failed.get() && !by_person {
            return;
        }
        self.maxi_failed.set(!fitted::bring_in().await);
    }

    /// Plays the simulations of a win-chance question with the pool (gathered now and
    /// handed the table if none holds it): `answer` then finds them done.
    async fn share_simulations(&self, question: &Question) {
        let Some((rules, pending)) = self.brain.borrow_mut().win_pending(question) else {
            return;
        };
        let Some(table) = tables::ready(rules) else {
            return;
        };
        // Taken out while it works: nothing is borrowed across the wait.
        let Some(mut pool) = self.pool.for_table(table, pending.turns()).await else {
            return;
        };
        if pool.holds(rules) {
            let samples = pool.sample(table, pending.batches()).await;
            self.brain.borrow_mut().take_win_samples(pending, samples);
        }
        self.pool.keep(pool);
    }

    /// Installs the table `what`: from the cache if an earlier visit solved it, else
    /// solved here with a pool (telling the page how far, or only that it works while
    /// `quiet`: no question waits for it), then returned to be kept. With `for_chances`
    /// the pool stays, holding the (classic) table, for the simulations of the chances.
    async fn bring_in(&self, what: Solvable, quiet: bool, for_chances: bool) -> Option<Solved> {
        let Err(cache) = self.read_kept(what).await else {
            return None;
        };
        // Progress in whole percents: a hundred messages, not thousands.
        let mut last = -1;
        let mut pool = self.pool.gather().await;
        let (values, states) = pool
            .solve(what, &mut |done, of| {
                let percent = (u64::from(done) * 100 / u64::from(of.max(1))) as i32;
                if percent != last {
                    last = percent;
                    // Someone asked meanwhile (a Hint while a Yatzy table is prepared):
                    // the page shows how far.
                    self.say(&if quiet && self.waiting.borrow().is_empty() {
                        Message::Working
                    } else {
                        Message::Progress(f64::from(percent) / 100.0)
                    });
                }
            })
            .await;
        what.install_solved(values, states);
        match what {
            Solvable::Classic(rules) if for_chances => {
                if let Some(table) = tables::ready(rules) {
                    pool.finish(table);
                }
                self.pool.keep(pool);
            }
            _ => pool.disband(),
        }
        cache.map(|cache| Solved { cache, what })
    }

    /// Installs the table `what` if an earlier visit kept it; else hands back the cache
    /// to keep it in once solved (none without the Cache API).
    async fn read_kept(&self, what: Solvable) -> Result<(), Option<Cache>> {
        let cache = open_cache().await;
        if let Some(cache) = &cache {
            if cached(cache, what).await {
                forget_old_tables(cache).await;
                return Ok(());
            }
        }
        Err(cache)
    }
}

/// A table solved here, to keep in the cache for the next visit.
struct Solved {
    cache: Cache,
    what: Solvable,
}

impl Solved {
    /// Stores the table; a failure only means solving again next time. Then the tables
    /// of older solvers go.
    async fn keep(self) {
        let Some(bytes) = self.what.stored() else {
            return;
        };
        let body = Uint8Array::from(&bytes[..]);
        if let Ok(response) = Response::new_with_opt_buffer_source(Some(&body)) {
            let _ = JsFuture::from(self.cache.put_with_str(&self.what.key(), &response)).await;
        }
        forget_old_tables(&self.cache).await;
    }
}

/// In a worker: listens to the page.
pub fn start_in_worker() {
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        // Loaded into a page (no worker could be had): the page calls `connect`.
        return;
    };
    let reply = scope.clone();
    let mind = Mind::new(Rc::new(move |text| {
        let _ = reply.post_message(&JsValue::from_str(text));
    }));
    // Started as a helper of another brain's solve, this worker gets layers, not text.
    let helper = RefCell::new(Helper::default());
    let to_brain = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let data = event.data();
        if let Some(text) = data.as_string() {
            return mind.receive(Some(text));
        }
        let worked = helper.borrow_mut().work(&data);
        let _ = match worked {
            Some(Some((reply, buffer))) => {
                to_brain.post_message_with_transfer(&reply, &Array::of1(&buffer))
            }
            Some(None) => Ok(()),
            // Anything else is answered at once, so the brain does not wait for it.
            None => to_brain.post_message(&Array::new()),
        };
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as the page keeps it: so does its message handler.
    on_message.forget();
}

/// On the page's own thread, where no worker could be had: `post` receives the brain's
/// messages (as text); the function returned takes the page's requests (as text).
#[wasm_bindgen]
pub fn connect(post: Function) -> Function {
    let mind = Mind::new(Rc::new(move |text| {
        let _ = post.call1(&JsValue::NULL, &JsValue::from_str(text));
    }));
    let receive = Closure::<dyn Fn(JsValue)>::new(move |text: JsValue| {
        mind.receive(text.as_string());
    });
    receive.into_js_value().unchecked_into()
}

/// The browser's cache of solved tables, if this scope has the Cache API (a worker and a
/// page both may: read it off the global scope).
async fn open_cache() -> Option<Cache> {
    let caches: CacheStorage = Reflect::get(&js_sys::global(), &JsValue::from_str("caches"))
        .ok()?
        .dyn_into()
        .ok()?;
    JsFuture::from(caches.open(CACHE))
        .await
        .ok()?
        .dyn_into()
        .ok()
}

/// Installs the table `what` kept in `cache`, if there and intact (`false` if not). A
/// damaged one (cut short, overwritten: see `SolvedTable::from_bytes`) is deleted, so
/// that a solve replaces it.
async fn cached(cache: &Cache, what: Solvable) -> bool {
    let key = what.key();
    let Some(bytes) = cached_bytes(cache, &key).await else {
        return false;
    };
    let installed = what.install_stored(&bytes);
    if !installed {
        let _ = JsFuture::from(cache.delete_with_str(&key)).await;
    }
    installed
}

/// The bytes kept under `key`, if any.
async fn cached_bytes(cache: &Cache, key: &str) -> Option<Vec<u8>> {
    let hit = JsFuture::from(cache.match_with_str(key)).await.ok()?;
    let response: Response = hit.dyn_into().ok()?;
    let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
    Some(Uint8Array::new(&buffer).to_vec())
}

/// Deletes every kept table that is none of this program's (`Solvable::is_current`): those
/// of an older solver or rules are read by nothing and would pile up, 8 MB each.
async fn forget_old_tables(cache: &Cache) {
    let Ok(requests) = JsFuture::from(cache.keys()).await else {
        return;
    };
    let requests = requests.dyn_into::<Array>().unwrap_or_default();
    for request in requests
        .iter()
        .filter_map(|r| r.dyn_into::<web_sys::Request>().ok())
    {
        if !Solvable::is_current(&request.url()) {
            let _ = JsFuture::from(cache.delete_with_request(&request)).await;
        }
    }
}
