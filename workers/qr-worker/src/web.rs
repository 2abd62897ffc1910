//! The worker's browser side: frames in, texts out.

use js_sys::{Object, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, ImageData, MessageEvent};

/// `{key: value}`.
fn message(key: &str, value: &JsValue) -> JsValue {
    let object = Object::new();
    let _ = Reflect::set(&object, &JsValue::from_str(key), value);
    object.into()
}

/// Listens to the page, and tells it so.
pub fn start() {
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        return;
    };
    let reply = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let found = event.data().dyn_into::<ImageData>().ok().and_then(|frame| {
            super::decode::decode_rgba(
                frame.width() as usize,
                frame.height() as usize,
                &frame.data(),
            )
        });
        let found = found.map_or(JsValue::NULL, |text| JsValue::from_str(&text));
        let _ = reply.post_message(&message("found", &found));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as the page keeps it: so does its message handler.
    on_message.forget();
    let _ = scope.post_message(&message("ready", &JsValue::TRUE));
}
