//! Tells the user, in plain words, that a save could not be read and was kept, and
//! offers it as a download.

use crate::store::{Backup, BACKUP_PREFIX};
use crate::ui::state::AppState;
use leptos::prelude::*;

/// An object URL for the save's text, for a download link. None if the browser refuses.
pub fn download_url(backup: &Backup) -> Option<String> {
    json_url(&backup.raw)
}

/// An object URL for `text` as a JSON file, for a download. None if the browser refuses.
pub fn json_url(text: &str) -> Option<String> {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    web_sys::Url::create_object_url_with_blob(&blob).ok()
}

/// A file name for a kept save: `pasch-save-1.json` for `pasch.backup.1`.
pub fn download_name(backup: &Backup) -> String {
    match backup.key.strip_prefix(BACKUP_PREFIX) {
        Some(n) => format!("pasch-save-{n}.json"),
        None => "pasch-save.json".to_string(),
    }
}

#[component]
pub fn BackupNotice() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    view! {
        {move || {
            state
                .backup
                .get()
                .map(|backup| {
                    let url = download_url(&backup);
                    let name = download_name(&backup);
                    let error = backup.error.clone();
                    view! {
                        <section class="banner notice" role="alert" aria-labelledby="backup-title">
                            <div class="notice-body">
                                <h2 id="backup-title">{move || lang.get().backup_title()}</h2>
                                <p>{move || lang.get().backup_reason(&error)}</p>
                                <p>{move || lang.get().backup_kept()}</p>
                                <div class="notice-actions">
                                    {url
                                        .map(|url| {
                                            view! {
                                                <a class="btn secondary" href=url download=name>
                                                    {move || lang.get().download_backup()}
                                                </a>
                                            }
                                        })}
                                    <button
                                        class="btn ghost"
                                        on:click=move |_| state.backup.set(None)
                                    >
                                        {move || lang.get().dismiss()}
                                    </button>
                                </div>
                            </div>
                        </section>
                    }
                })
        }}
    }
}
