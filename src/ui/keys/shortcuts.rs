//! The shortcuts: R rolls, 1–6 hold the dice (1–9 and 0 choose Karten-Kniffel cards),
//! U or Ctrl+Z undoes, H opens the hint, the arrow keys step through the open boxes
//! (Enter takes the focused one, as on any button), M turns the sound on or off (on any
//! screen) and `?` opens the help. None of them
//! fires while the person types in a text field; Space and Enter stay the browser's.

use crate::ui::feel::switches::toggle_sound;
use crate::ui::keys::focus::{in_form_field, note_input, usable};
use crate::ui::keys::help::KeyHelpOpen;
use crate::ui::shared::modal::modal_open;
use crate::ui::state::{AppState, Screen};
use leptos::ev;
use leptos::prelude::*;
use web_sys::KeyboardEvent;

/// What a key press asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Press {
    /// Click the control whose `aria-keyshortcuts` names this key.
    Control(char),
    /// Focus the next (true) or previous open box.
    Step(bool),
    /// Open the keyboard help.
    Help,
    /// Sound on or off.
    Mute,
}

fn press_of(ev: &KeyboardEvent) -> Option<Press> {
    let key = ev.key();
    if ev.alt_key() || ev.meta_key() {
        return None;
    }
    if ev.ctrl_key() {
        // Ctrl+Shift+Z would be "redo": not ours.
        let undo = matches!(key.as_str(), "z" | "Z") && !ev.shift_key();
        return undo.then_some(Press::Control('u'));
    }
    match key.as_str() {
        "?" => Some(Press::Help),
        "ArrowDown" | "ArrowRight" => Some(Press::Step(true)),
        "ArrowUp" | "ArrowLeft" => Some(Press::Step(false)),
        _ => {
            let mut chars = key.chars();
            let (Some(c), None) = (chars.next(), chars.next()) else {
                return None;
            };
            let c = c.to_ascii_lowercase();
            if c == 'm' {
                return Some(Press::Mute);
            }
            matches!(c, 'r' | 'u' | 'h' | '0'..='9').then_some(Press::Control(c))
        }
    }
}

/// Clicks the usable control that names `key` among its `aria-keyshortcuts` (the
/// attribute that also tells assistive technology); false when there is none now.
fn press_control(key: char) -> bool {
    let token = key.to_ascii_uppercase();
    match usable(&format!("[aria-keyshortcuts~=\"{token}\"]")).first() {
        Some(control) => {
            control.click();
            true
        }
        None => false,
    }
}

/// Moves the focus to the next or previous open box (from outside them: the first or
/// the last); false when no box is open.
fn step_through_boxes(forward: bool) -> bool {
    let boxes = usable("[data-nav=box]");
    let n = boxes.len();
    if n == 0 {
        return false;
    }
    let active = document().active_element();
    let at = boxes
        .iter()
        .position(|b| active.as_ref().is_some_and(|a| b.is_same_node(Some(a))));
    let next = match (at, forward) {
        (Some(i), true) => (i + 1) % n,
        (Some(i), false) => (i + n - 1) % n,
        (None, true) => 0,
        (None, false) => n - 1,
    };
    let _ = boxes[next].focus();
    true
}

/// Whether the arrow keys belong to the focused control (radio buttons, sliders, lists).
fn arrows_taken() -> bool {
    document().active_element().is_some_and(|e| {
        e.tag_name() == "INPUT"
            || e.tag_name() == "SELECT"
            || e.closest("[role=radiogroup], [role=tablist], [role=listbox], [role=slider]")
                .ok()
                .flatten()
                .is_some()
    })
}

/// Listens for the shortcuts on the whole page (for as long as the app runs).
pub fn install(state: AppState, help: KeyHelpOpen) {
    let _ = window_event_listener(ev::pointerdown, |_| note_input(false));
    let _ = window_event_listener(ev::keydown, move |ev: KeyboardEvent| {
        note_input(true);
        // Not while a dialog asks something (the help, "replace the game?"); muting is
        // harmless there too.
        let asking = modal_open();
        if ev.default_prevented() || ev.is_composing() {
            return;
        }
        let Some(press) = press_of(&ev).filter(|p| *p == Press::Mute || !asking) else {
            return;
        };
        // A held key repeats: one press, one roll (held arrows may run down the sheet).
        if ev.repeat() && !matches!(press, Press::Step(_)) {
            return;
        }
        let text_field = in_form_field()
            && !document().active_element().is_some_and(|e| {
                matches!(
                    e.get_attribute("type").as_deref(),
                    Some("checkbox" | "radio" | "button")
                )
            });
        if text_field {
            return;
        }
        let done = match press {
            Press::Help => {
                help.0.set(true);
                true
            }
            Press::Mute => {
                toggle_sound(state.settings);
                true
            }
            _ if state.screen.get_untracked() != Screen::Play => false,
            Press::Control(key) => press_control(key),
            Press::Step(_) if arrows_taken() => false,
            Press::Step(forward) => step_through_boxes(forward),
        };
        if done {
            ev.prevent_default();
        }
    });
}
