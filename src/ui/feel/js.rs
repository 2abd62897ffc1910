//! Reaching browser features that may be missing (a desktop has no `vibrate`, an old
//! browser no `wakeLock`, a test a stand-in with fewer methods): every call looks the
//! method up first and catches what it throws, so none of them can stop the app.

use js_sys::{Array, Function, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// `target[name]`, unless missing (undefined or null) or unreadable.
pub fn get(target: &JsValue, name: &str) -> Option<JsValue> {
    Reflect::get(target, &JsValue::from_str(name))
        .ok()
        .filter(|v| !v.is_undefined() && !v.is_null())
}

/// Whether `target[name]` is a function.
pub fn has_method(target: &JsValue, name: &str) -> bool {
    get(target, name).is_some_and(|f| f.is_function())
}

/// `target[name](...args)`; None when there is no such method or it throws.
pub fn call(target: &JsValue, name: &str, args: &[JsValue]) -> Option<JsValue> {
    let f = get(target, name)?.dyn_into::<Function>().ok()?;
    f.apply(target, &args.iter().collect::<Array>()).ok()
}

/// Waits for `value` (a promise or anything else); None when it is rejected.
pub async fn settled(value: JsValue) -> Option<JsValue> {
    JsFuture::from(Promise::resolve(&value)).await.ok()
}
