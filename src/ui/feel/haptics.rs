//! A buzz when the dice land (`navigator.vibrate`), where the device can. Only after the
//! person has tapped or pressed a key on the page: browsers refuse a buzz before that.

use crate::feel::cue::Buzz;
use crate::store::settings::Settings;
use crate::ui::feel::js;
use crate::ui::feel::page::page_hidden;
use js_sys::Array;
use wasm_bindgen::JsValue;

/// The vibration setting; by default on for touch screens.
pub fn vibration_on(s: &Settings) -> bool {
    s.vibration.unwrap_or_else(touch_screen)
}

/// A touch screen: touch points, or a coarse pointer (a finger).
pub fn touch_screen() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let touch_points = js::get(&window.navigator(), "maxTouchPoints")
        .and_then(|n| n.as_f64())
        .unwrap_or(0.0);
    touch_points > 0.0
        || window
            .match_media("(pointer: coarse)")
            .ok()
            .flatten()
            .is_some_and(|m| m.matches())
}

/// Whether the person has interacted with the page (unknown counts as yes).
fn interacted(navigator: &JsValue) -> bool {
    js::get(navigator, "userActivation")
        .and_then(|a| js::get(&a, "hasBeenActive"))
        .and_then(|b| b.as_bool())
        .unwrap_or(true)
}

/// Buzzes `buzz`'s pattern, if the device has `vibrate` and the page is seen.
pub fn buzz(buzz: Buzz) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = JsValue::from(window.navigator());
    if page_hidden() || !interacted(&navigator) {
        return;
    }
    let pattern: Array = buzz.pattern().iter().map(|&ms| JsValue::from(ms)).collect();
    let _ = js::call(&navigator, "vibrate", &[pattern.into()]);
}
