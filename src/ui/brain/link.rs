//! The line to the brain: its worker, or the same brain loaded into the page when no
//! worker can be had; the questions still waiting for an answer, asked again of the
//! brain that takes over; and the watchdog that notices a brain gone silent.

use super::status::BrainStatus;
use crate::brain::{Answer, Message, Question, Request, Watchdog};
use js_sys::{Function, Reflect};
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlScriptElement, MessageEvent, Worker};

/// The files of one build of the brain, as trunk names them (worker files keep their
/// names; the service worker's precache keeps them fresh).
struct Build {
    /// The worker's loader.
    worker: &'static str,
    /// The same brain for the page's own thread: wasm-bindgen's script (it defines the
    /// global `wasm_bindgen`) and its wasm.
    script: &'static str,
    wasm: &'static str,
}

/// The script that hands the brain's module to the page (public/brain_handover.js): the
/// brain's script declares `let wasm_bindgen` at its top level, a global binding but no
/// property of the global object, so only a script can name it (and no `eval`: the
/// Content-Security-Policy forbids it).
const HANDOVER: &str = "./brain_handover.js";

/// The property of `window` that script puts the module's init function in.
const HANDED_OVER: &str = "paschBrain";

/// The brain with wasm SIMD instructions: its solves take half the time.
const SIMD: Build = Build {
    worker: "./solver-worker-simd_loader.js",
    script: "./solver-worker-simd.js",
    wasm: "./solver-worker-simd_bg.wasm",
};

/// The brain for browsers without them (Safari before 16.4).
const PLAIN: Build = Build {
    worker: "./solver-worker_loader.js",
    script: "./solver-worker.js",
    wasm: "./solver-worker_bg.wasm",
};

/// The build this browser can run: SIMD if it validates a module with a vector
/// instruction (wasm-feature-detect's probe: `i8x16.splat` and `i8x16.popcnt`).
fn build() -> &'static Build {
    const PROBE: [u8; 31] = [
        0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0,
        253, 15, 253, 98, 11,
    ];
    let probe = js_sys::Uint8Array::from(&PROBE[..]);
    if js_sys::WebAssembly::validate(&probe).unwrap_or(false) {
        &SIMD
    } else {
        &PLAIN
    }
}

/// A question asked and not answered yet.
struct Waiting {
    id: u32,
    text: String,
    answered: Box<dyn FnOnce(Answer)>,
}

/// Where the brain runs.
enum Port {
    /// Not started yet.
    Starting,
    Worker(Worker),
    /// In the page: its request function once the module is loaded.
    Page(Option<Function>),
    /// Neither could be had.
    Broken,
}

pub(super) struct Link {
    status: BrainStatus,
    /// The brain's build this browser runs, chosen once.
    build: &'static Build,
    next_id: Cell<u32>,
    waiting: RefCell<Vec<Waiting>>,
    port: RefCell<Port>,
    /// The brain said it listens: questions go to it now.
    ready: Cell<bool>,
    watchdog: Cell<Watchdog>,
}

impl Link {
    /// Starts the brain's worker (or, without workers, the brain in the page).
    pub(super) fn start(status: BrainStatus) -> Rc<Link> {
        let link = Rc::new(Link {
            status,
            build: build(),
            next_id: Cell::new(0),
            waiting: RefCell::new(Vec::new()),
            port: RefCell::new(Port::Starting),
            ready: Cell::new(false),
            watchdog: Cell::new(Watchdog::default()),
        });
        match Worker::new(link.build.worker) {
            Ok(worker) => {
                link.listen(&worker);
                *link.port.borrow_mut() = Port::Worker(worker);
            }
            Err(_) => link.clone().into_page(),
        }
        let watched = link.clone();
        // Without a clock (never seen) the brain runs unwatched.
        let _ = set_interval_with_handle(move || watched.tick(), Watchdog::TICK);
        link
    }

    /// Sends `question`; `answered` gets the answer.
    pub(super) fn ask(&self, question: Question, answered: Box<dyn FnOnce(Answer)>) {
        let id = self.next_id.get().wrapping_add(1);
        self.next_id.set(id);
        let text = Request { id, question }.to_json();
        if self.ready.get() {
            self.send(&text);
        }
        self.waiting
            .borrow_mut()
            .push(Waiting { id, text, answered });
        if matches!(*self.port.borrow(), Port::Broken) {
            self.give_up();
        }
    }

    fn listen(self: &Rc<Self>, worker: &Worker) {
        let link = self.clone();
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
            link.message(event.data().as_string().as_deref());
        });
        let link = self.clone();
        let on_error = Closure::<dyn Fn()>::new(move || link.clone().into_page());
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        worker.set_onmessageerror(Some(on_error.as_ref().unchecked_ref()));
        // They live as long as the worker may call them: one worker per page.
        on_message.forget();
        on_error.forget();
    }

    /// A message of the brain: it listens, how far a solve is, or an answer.
    fn message(&self, text: Option<&str>) {
        let mut watchdog = self.watchdog.get();
        watchdog.heard();
        self.watchdog.set(watchdog);
        match text.and_then(Message::from_json) {
            Some(Message::Ready) => {
                self.ready.set(true);
                self.flush();
            }
            Some(Message::Progress(share)) => self.status.progress.set(Some(share)),
            // Only to be heard (above): a long answer is on its way.
            Some(Message::Working) => {}
            Some(Message::Answer { id, answer }) => {
                let found = {
                    let mut waiting = self.waiting.borrow_mut();
                    let at = waiting.iter().position(|w| w.id == id);
                    at.map(|at| waiting.remove(at))
                };
                let still = !self.waiting.borrow().is_empty();
                self.status.heard(&answer, still);
                if let Some(w) = found {
                    (w.answered)(answer);
                }
            }
            None => {}
        }
    }

    /// Sends every waiting question (to a brain that has just started listening).
    fn flush(&self) {
        let texts: Vec<String> = self
            .waiting
            .borrow()
            .iter()
            .map(|w| w.text.clone())
            .collect();
        for text in texts {
            self.send(&text);
        }
    }

    fn send(&self, text: &str) {
        let sent = match &*self.port.borrow() {
            Port::Worker(worker) => worker.post_message(&JsValue::from_str(text)).is_ok(),
            Port::Page(Some(request)) => request
                .call1(&JsValue::NULL, &JsValue::from_str(text))
                .is_ok(),
            Port::Starting | Port::Page(None) | Port::Broken => true,
        };
        if !sent {
            self.give_up();
        }
    }

    /// One tick of the watchdog's clock: a brain silent for too long while it owes an
    /// answer (or has not started) is replaced by the brain in the page.
    fn tick(self: &Rc<Self>) {
        let owes = !self.ready.get() || !self.waiting.borrow().is_empty();
        if !owes {
            return;
        }
        let mut watchdog = self.watchdog.get();
        let silent = watchdog.tick();
        self.watchdog.set(watchdog);
        if silent {
            if !matches!(*self.port.borrow(), Port::Worker(_)) {
                // The brain in the page did not start either: later questions are
                // answered at once, not after another tick each (a module that loads
                // after all still connects, `connect_in_page`).
                *self.port.borrow_mut() = Port::Broken;
                return self.give_up();
            }
            self.clone().into_page();
        }
    }

    /// Ends the worker and loads the same brain into the page; the questions waiting
    /// are asked again once it listens.
    fn into_page(self: Rc<Self>) {
        let old = std::mem::replace(&mut *self.port.borrow_mut(), Port::Page(None));
        match old {
            Port::Worker(worker) => worker.terminate(),
            Port::Starting => {}
            // Already in the page (or given up): nothing else to try.
            Port::Page(_) | Port::Broken => {
                *self.port.borrow_mut() = Port::Broken;
                return self.give_up();
            }
        }
        self.ready.set(false);
        self.watchdog.set(Watchdog::default());
        let link = self.clone();
        self.load_script(self.build.script, move || {
            let handed = link.clone();
            link.load_script(HANDOVER, move || {
                wasm_bindgen_futures::spawn_local(async move { handed.connect_in_page().await });
            });
        });
    }

    /// Adds a script from `src` to the page; `loaded` runs once it has run. If it cannot
    /// be had, the brain is given up.
    fn load_script(self: &Rc<Self>, src: &str, loaded: impl FnOnce() + 'static) {
        let Some(script) = document()
            .create_element("script")
            .ok()
            .and_then(|e| e.dyn_into::<HtmlScriptElement>().ok())
        else {
            *self.port.borrow_mut() = Port::Broken;
            return self.give_up();
        };
        let loaded = Closure::once_into_js(loaded);
        let link = self.clone();
        let failed = Closure::once_into_js(move || {
            *link.port.borrow_mut() = Port::Broken;
            link.give_up();
        });
        script.set_onload(Some(loaded.unchecked_ref()));
        script.set_onerror(Some(failed.unchecked_ref()));
        script.set_src(src);
        if let Some(head) = document().head() {
            let _ = head.append_child(&script);
        }
    }

    /// Starts the brain's module in the page and connects to it.
    async fn connect_in_page(self: Rc<Self>) {
        let init = Reflect::get(&window(), &JsValue::from_str(HANDED_OVER))
            .ok()
            .and_then(|f| f.dyn_into::<Function>().ok());
        let started = match &init {
            Some(init) => match init.call1(&JsValue::NULL, &JsValue::from_str(self.build.wasm)) {
                Ok(promise) => wasm_bindgen_futures::JsFuture::from(js_sys::Promise::from(promise))
                    .await
                    .is_ok(),
                Err(_) => false,
            },
            None => false,
        };
        let connect = init
            .filter(|_| started)
            .and_then(|init| Reflect::get(&init, &JsValue::from_str("connect")).ok())
            .and_then(|f| f.dyn_into::<Function>().ok());
        let link = self.clone();
        let post = Closure::<dyn Fn(JsValue)>::new(move |text: JsValue| {
            link.message(text.as_string().as_deref());
        });
        let request = connect
            .and_then(|connect| connect.call1(&JsValue::NULL, post.as_ref()).ok())
            .and_then(|f| f.dyn_into::<Function>().ok());
        post.forget();
        match request {
            Some(request) => {
                *self.port.borrow_mut() = Port::Page(Some(request));
                if self.ready.get() {
                    self.flush();
                }
            }
            None => {
                *self.port.borrow_mut() = Port::Broken;
                self.give_up();
            }
        }
    }

    /// No brain could be had: every waiting question is answered that the table (and
    /// with it the computer) could not be had, so no screen waits for ever.
    fn give_up(&self) {
        let waiting: Vec<Waiting> = self.waiting.borrow_mut().drain(..).collect();
        self.status.progress.set(None);
        self.status.failed.set(true);
        for w in waiting {
            (w.answered)(Answer::NoTable);
        }
    }
}
