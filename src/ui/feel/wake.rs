//! The screen stays on while a game is played: a screen wake lock
//! (`navigator.wakeLock.request('screen')`) while the game screen shows a game in play,
//! released on the other screens and the end screen. The browser drops the lock when the
//! page is hidden; it is asked for again when the page is seen. A refusal (no such API,
//! battery saver) only means the screen may dim as before.

use crate::ui::feel::js;
use crate::ui::feel::page::page_hidden;
use leptos::prelude::*;
use std::cell::RefCell;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// Whether the lock is wanted, the lock held (its sentinel), and whether a request is
/// under way.
#[derive(Default)]
struct Lock {
    wanted: bool,
    held: Option<JsValue>,
    asking: bool,
}

thread_local! {
    static LOCK: RefCell<Lock> = RefCell::new(Lock::default());
}

/// Keeps the screen on while `playing` holds (for as long as the app runs).
pub fn keep_awake(playing: Memo<bool>) {
    Effect::new(move |_| {
        let wanted = playing.get();
        LOCK.with_borrow_mut(|l| l.wanted = wanted);
        if wanted {
            request();
        } else {
            release();
        }
    });
    // On the document, where the browser fires it.
    let seen_or_not = Closure::<dyn Fn()>::new(|| {
        if page_hidden() {
            release();
        } else if LOCK.with_borrow(|l| l.wanted) {
            request();
        }
    });
    let _ = document()
        .add_event_listener_with_callback("visibilitychange", seen_or_not.as_ref().unchecked_ref());
    seen_or_not.forget();
}

/// Asks for the lock, unless it is held or asked for already.
fn request() {
    let ready = LOCK.with_borrow(|l| l.held.is_none() && !l.asking);
    let Some(window) = web_sys::window() else {
        return;
    };
    if !ready || page_hidden() {
        return;
    }
    let Some(wake_lock) = js::get(&window.navigator(), "wakeLock") else {
        return;
    };
    let Some(promise) = js::call(&wake_lock, "request", &[JsValue::from_str("screen")]) else {
        return;
    };
    LOCK.with_borrow_mut(|l| l.asking = true);
    leptos::task::spawn_local(async move {
        let sentinel = js::settled(promise).await;
        let keep = LOCK.with_borrow_mut(|l| {
            l.asking = false;
            // Still wanted and seen: keep it; else give it back at once.
            let keep = l.wanted && !page_hidden();
            if keep {
                l.held = sentinel.clone();
            }
            keep
        });
        if !keep {
            if let Some(s) = sentinel {
                give_back(&s);
            }
        }
    });
}

/// Releases the lock, if held.
fn release() {
    if let Some(sentinel) = LOCK.with_borrow_mut(|l| l.held.take()) {
        give_back(&sentinel);
    }
}

fn give_back(sentinel: &JsValue) {
    if let Some(promise) = js::call(sentinel, "release", &[]) {
        leptos::task::spawn_local(async move {
            let _ = js::settled(promise).await;
        });
    }
}
