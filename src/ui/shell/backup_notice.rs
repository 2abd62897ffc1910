//! Tells the user, in plain words, what this start could not read and kept aside (a
//! saved game, or statistics), and offers each as a download. Settings lists them for
//! good and opens them again once an update can read them.

use crate::store::backups::{Backup, BackupKind, Readable};
use crate::ui::i18n::Lang;
use crate::ui::state::{use_lang, use_storage};
use leptos::prelude::*;

/// An object URL for `text` as a JSON file, for a download. None if the browser refuses.
pub fn json_url(text: &str) -> Option<String> {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    web_sys::Url::create_object_url_with_blob(&blob).ok()
}

/// A download link for a kept-aside text.
pub fn download_link(backup: &Backup, lang: RwSignal<Lang>) -> impl IntoView {
    let kind = backup.kind;
    json_url(&backup.raw).map(|url| {
        view! {
            <a class="btn secondary" href=url download=backup.file_name()>
                {move || lang.get().download_backup(kind)}
            </a>
        }
    })
}

/// The notice of what this start kept aside, each with its download button.
#[component]
pub fn BackupNotice() -> impl IntoView {
    let lang = use_lang();
    let storage = use_storage();
    move || {
        let kept = storage.set_aside.get();
        let first = kept.first()?.clone();
        // One notice: the saved game's words when a save is among them.
        let kind = if kept.iter().any(|b| b.kind == BackupKind::Game) {
            BackupKind::Game
        } else {
            first.kind
        };
        let newer = kept.iter().all(|b| b.readable == Readable::Newer);
        Some(view! {
            <section class="banner notice" role="alert" aria-labelledby="backup-title">
                <div class="notice-body">
                    <h2 id="backup-title">{move || lang.get().backup_title(kind)}</h2>
                    <p>{move || lang.get().backup_reason(newer)}</p>
                    <p>{move || lang.get().backup_kept(kind)}</p>
                    <div class="notice-actions">
                        {kept.iter().map(|b| download_link(b, lang)).collect_view()}
                        <button class="btn ghost" on:click=move |_| storage.set_aside.set(Vec::new())>
                            {move || lang.get().dismiss()}
                        </button>
                    </div>
                </div>
            </section>
        })
    }
}
