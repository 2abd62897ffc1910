//! A modal <dialog> that follows a signal: the browser's own modal keeps the focus inside
//! and gives it back on close (the keyboard help, "end the game in progress?").

use leptos::html::Dialog;
use leptos::prelude::*;

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
