//! A modal <dialog> that follows a signal: the browser's own modal keeps the focus inside
//! and gives it back on close (the keyboard help, "end the game in progress?").

use leptos::html::Dialog;
use leptos::prelude::*;

/// Whether a modal dialog (the keyboard help, "end the game in progress?") is open in the
/// page now. Ask this, not the signals that open them, where a key press or a shake must
/// not act behind a dialog: they follow the dialog's `close` event, a queued task that
/// input can overtake on a busy machine (Esc, then R at once, was taken as a key for the
/// closed help).
pub fn modal_open() -> bool {
    document()
        .query_selector("dialog[open]")
        .ok()
        .flatten()
        .is_some()
}

/// Opens `dialog` as a modal while `open` says so, and closes it when it no longer does.
pub fn modal_follows(dialog: NodeRef<Dialog>, open: impl Fn() -> bool + 'static) {
    Effect::new(move |_| {
        let Some(d) = dialog.get() else { return };
        match (open(), d.open()) {
            (true, false) => {
                let _ = d.show_modal();
            }
            (false, true) => d.close(),
            _ => {}
        }
    });
}
