//! A text file of the build, fetched (the rules page's text, a language's words).

use leptos::prelude::window;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The text at `path` (relative to the page), `None` without an answer or with an error
/// status (offline before the service worker kept the build, a missing file).
pub async fn fetch_text(path: &str) -> Option<String> {
    let response: web_sys::Response = JsFuture::from(window().fetch_with_str(path))
        .await
        .ok()?
        .dyn_into()
        .ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}
