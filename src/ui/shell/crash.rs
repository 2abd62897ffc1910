//! A crash is shown and loses nothing. A panic in the app ends its wasm (`panic = "abort"`),
//! and what then still runs (timers, other windows' storage events) holds a reactive
//! system and a game that may be half-changed. So the panic hook marks the page crashed
//! (`<html data-crashed>`, after which the store writes nothing: `store::browser::CRASHED`)
//! and tells index.html's script (the `pasch:crashed` event), which shows the message with
//! Reload in place of the app, in the app's language, without any of the app's code. The
//! same script catches the other way the wasm dies, an error thrown out of it. Every move
//! is saved before it counts (`ui::state::Persistence`), so the reload finds the last one.
//!
//! Only `web_sys` here: nothing of the app's state or of Leptos can be trusted any more.

use crate::store::browser::CRASHED;

/// The event index.html's script shows the message on.
pub const CRASHED_EVENT: &str = "pasch:crashed";

/// Installs the panic hook: the panic in the console (as before), then `crashed`.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        crashed();
    }));
}

/// Marks the page crashed (the store stops writing) and says so to index.html's script.
pub fn crashed() {
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Some(html) = window.document().and_then(|d| d.document_element()) {
        let _ = html.set_attribute(CRASHED, "");
    }
    if let Ok(event) = web_sys::Event::new(CRASHED_EVENT) {
        let _ = window.dispatch_event(&event);
    }
}
