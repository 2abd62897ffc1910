//! Finding the controls the keyboard acts on, and moving the focus to one of them.

use leptos::prelude::*;
use std::cell::Cell;
use wasm_bindgen::JsCast;
use web_sys::{FocusOptions, HtmlElement, ScrollIntoViewOptions, ScrollLogicalPosition};

thread_local! {
    /// Whether the last thing the person did was a key press (not a tap or a click).
    static BY_KEYBOARD: Cell<bool> = const { Cell::new(false) };
    /// How many key presses and taps there have been: a focus move planned before the
    /// latest one is stale.
    static INPUTS: Cell<u64> = const { Cell::new(0) };
}

/// Notes a key press (true) or a tap or click (false).
pub fn note_input(by_keyboard: bool) {
    BY_KEYBOARD.with(|k| k.set(by_keyboard));
    INPUTS.with(|n| n.set(n.get().wrapping_add(1)));
}

/// The controls matching `selector` that can be used now: shown and not disabled, in
/// document (reading) order.
pub fn usable(selector: &str) -> Vec<HtmlElement> {
    let Ok(list) = document().query_selector_all(selector) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<HtmlElement>().ok())
        .filter(|e| {
            !e.has_attribute("disabled")
                && e.get_attribute("aria-disabled").as_deref() != Some("true")
                && (e.offset_width() > 0 || e.offset_height() > 0)
        })
        .collect()
}

/// Whether the person is typing or choosing in a form field (the focus is theirs then).
pub fn in_form_field() -> bool {
    document().active_element().is_some_and(|e| {
        matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
            || e.dyn_ref::<HtmlElement>()
                .is_some_and(|h| h.is_content_editable())
    })
}

/// After the next frame (when the view of the move is drawn), focuses the first usable
/// control matching `selector`, unless the person is in a form field or a dialog, or has
/// pressed a key or tapped since (their focus wins). The page scrolls to it only for
/// keyboard play: someone tapping may be reading the sheet.
pub fn focus_soon(selector: &'static str) {
    let planned = INPUTS.with(Cell::get);
    request_animation_frame(move || {
        if INPUTS.with(Cell::get) != planned {
            return;
        }
        let in_dialog = document()
            .active_element()
            .and_then(|e| {
                e.closest("dialog, [role=dialog], [role=alertdialog]")
                    .ok()
                    .flatten()
            })
            .is_some();
        if in_form_field() || in_dialog {
            return;
        }
        if let Some(first) = usable(selector).first() {
            let options = FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = first.focus_with_options(&options);
            if BY_KEYBOARD.with(Cell::get) {
                let view = ScrollIntoViewOptions::new();
                view.set_block(ScrollLogicalPosition::Nearest);
                first.scroll_into_view_with_scroll_into_view_options(&view);
            }
        }
    });
}

/// Focuses the control with this id, if it is on screen (after a panel closes, the
/// focus goes back to the button that opened it).
pub fn focus_by_id(id: &str) {
    if let Some(el) = document()
        .get_element_by_id(id)
        .and_then(|e| e.dyn_into::<HtmlElement>().ok())
    {
        let _ = el.focus();
    }
}
