//! The browser tests' handle on the QR parts while no screen of the app shows them
//! (tests/browser/qrcodes.test.mjs): `wasmBindings.remote_qr_check(…)` mounts a QR code
//! and a scanner into an element the test made. No page of the app calls it: people
//! never see it. The texts come from the test: every word the app shows is in locales/.

use super::qr_image::QrImage;
use super::scanner::QrScanner;
use crate::ui::state::AppState;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

/// Mounts into `host` the QR code of `text` (alt text `alt`) and a scanner labelled
/// `label`, whose finds are written into `<output class="qr-found">`, one after another.
#[wasm_bindgen]
pub fn remote_qr_check(host: web_sys::HtmlElement, text: String, alt: String, label: String) {
    let mounted = leptos::mount::mount_to(host, move || {
        provide_context(AppState::new());
        let found = RwSignal::new(Vec::<String>::new());
        let on_found = Callback::new(move |text: String| found.update(|f| f.push(text)));
        view! {
            <QrImage text=text alt=alt />
            <QrScanner label=label on_found=on_found />
            <output class="qr-found">{move || found.get().join("\n")}</output>
        }
    });
    // Mounted for the page's life.
    mounted.forget();
}
