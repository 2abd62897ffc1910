//! Maxi Yatzy's fitted values in the browser: the app's copy of `src/ai/maxi/values.bin`
//! (index.html copies it into the build as `maxi-yatzy/values.bin`; the service worker
//! precaches it with every file of the build), fetched when a Maxi Yatzy game first asks
//! for them, never at start-up. `ai::maxi::values::install` checks the bytes' hash.

use js_sys::{Function, Promise, Reflect, Uint8Array};
use pasch::ai::maxi::values;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Request, RequestCache, RequestInit, Response};

/// The file's place in the build, beside the worker (and the page).
const FILE: &str = "maxi-yatzy/values.bin";

/// Fetches and installs the values; false if they could not be had (offline without the
/// service worker's copy, a damaged copy). A copy whose hash is not this build's (an
/// older build's, from the HTTP cache) is fetched once more past that cache.
pub async fn bring_in() -> bool {
    for cache in [RequestCache::Default, RequestCache::Reload] {
        if let Some(bytes) = fetch_bytes(cache).await {
            if values::install(&bytes) {
                return true;
            }
        }
    }
    false
}

/// The file's bytes, if it came whole (HTTP 200).
async fn fetch_bytes(cache: RequestCache) -> Option<Vec<u8>> {
    let init = RequestInit::new();
    init.set_cache(cache);
    let request = Request::new_with_str_and_init(FILE, &init).ok()?;
    // A worker's and a page's global scope both have `fetch`.
    let global = js_sys::global();
    let fetch: Function = Reflect::get(&global, &JsValue::from_str("fetch"))
        .ok()?
        .dyn_into()
        .ok()?;
    let promise: Promise = fetch.call1(&global, &request).ok()?.dyn_into().ok()?;
    let response: Response = JsFuture::from(promise).await.ok()?.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
    Some(Uint8Array::new(&buffer).to_vec())
}
