//! Shake to roll: while shaking may roll (`ui::feel::install` says when), the window's
//! `devicemotion` readings go to the shake detector (`feel::shake`), and a shake clicks
//! the Roll button, as a tap would, when it can be pressed: a computer's turn, a dialog
//! or the dice all held leave it disabled, and then a shake does nothing.
//!
//! Where the browser asks before it reports motion (iOS:
//! `DeviceMotionEvent.requestPermission`, which only a tap may call), turning the switch
//! on asks in that tap; with the switch on by default, the first tap on a game screen
//! asks, once per visit.

use crate::feel::shake::{Motion, ShakeDetector};
use crate::store::settings::Settings;
use crate::ui::feel::js;
use crate::ui::feel::page::page_hidden;
use crate::ui::keys::focus::{note_input, usable};
use crate::ui::shared::modal::modal_open;
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsValue;

thread_local! {
    /// The listener while shaking may roll.
    static LISTENER: RefCell<Option<WindowListenerHandle>> = const { RefCell::new(None) };
    /// Until motion has been asked for in this visit: the tap that will ask.
    static ASK_ON_TAP: RefCell<Option<WindowListenerHandle>> = const { RefCell::new(None) };
    static ASKED: Cell<bool> = const { Cell::new(false) };
}

/// Whether the browser knows motion events at all.
pub fn motion_reported() -> bool {
    web_sys::window().is_some_and(|w| js::get(&w, "DeviceMotionEvent").is_some())
}

/// The shake setting; by default on where the browser knows motion events.
pub fn shake_on(s: &Settings) -> bool {
    s.shake.unwrap_or_else(motion_reported)
}

/// Whether motion must be asked for first (iOS: `DeviceMotionEvent.requestPermission`).
pub fn asks_permission() -> bool {
    web_sys::window()
        .and_then(|w| js::get(&w, "DeviceMotionEvent"))
        .is_some_and(|e| js::has_method(&e, "requestPermission"))
}

/// Asks for motion where the browser wants that (in a tap); `answer` hears whether it
/// is granted (at once where nothing is asked).
pub fn ask_permission(answer: impl FnOnce(bool) + 'static) {
    ASKED.set(true);
    let asked = web_sys::window()
        .and_then(|w| js::get(&w, "DeviceMotionEvent"))
        .and_then(|e| js::call(&e, "requestPermission", &[]));
    match asked {
        None => answer(true),
        Some(promise) => leptos::task::spawn_local(async move {
            let said = js::settled(promise).await.and_then(|s| s.as_string());
            answer(said.as_deref() == Some("granted"));
        }),
    }
}

/// The reading of one motion event: without gravity if the device gives it.
fn motion_of(event: &JsValue) -> Option<Motion> {
    let axes = |name: &str| -> Option<[f64; 3]> {
        let a = js::get(event, name)?;
        let axis = |k: &str| js::get(&a, k).and_then(|v| v.as_f64());
        let v = [axis("x"), axis("y"), axis("z")];
        // A device may leave out an axis; one that gives none has no such reading.
        v.iter()
            .any(Option::is_some)
            .then(|| v.map(|c| c.unwrap_or(0.0)))
    };
    axes("acceleration")
        .map(Motion::WithoutGravity)
        .or_else(|| axes("accelerationIncludingGravity").map(Motion::WithGravity))
}

/// Asks for motion on the next tap, unless asked in this visit already.
fn ask_on_tap(on: bool) {
    ASK_ON_TAP.with_borrow_mut(|ask| {
        if let Some(old) = ask.take() {
            old.remove();
        }
        if on && asks_permission() && !ASKED.get() {
            *ask = Some(window_event_listener(leptos::ev::click, |_| {
                if !ASKED.get() {
                    ask_permission(|_| {});
                }
            }));
        }
    });
}

/// Listens while `on`, and stops listening when not.
pub fn listen(on: bool) {
    ask_on_tap(on);
    LISTENER.with_borrow_mut(|listener| {
        if let Some(old) = listener.take() {
            old.remove();
        }
        if !on {
            return;
        }
        let detector = RefCell::new(ShakeDetector::new());
        *listener = Some(window_event_listener_untyped("devicemotion", move |ev| {
            let Some(motion) = motion_of(&ev) else { return };
            let at = ev.time_stamp();
            if !detector.borrow_mut().motion(at, motion) || page_hidden() {
                return;
            }
            // Not while a dialog asks something (the help, "replace the game?").
            if modal_open() {
                return;
            }
            if let Some(roll) = usable("[data-roll]").first() {
                note_input(false);
                roll.click();
            }
        }));
    });
}
