//! The keyboard help: a modal dialog listing the shortcuts, opened with `?` (or the
//! keyboard button in the top bar) and closed with Esc or its Close button. The
//! browser's own modal <dialog> keeps the focus inside and gives it back on close.

use crate::ui::shared::modal::modal_follows;
use crate::ui::state::use_lang;
use leptos::prelude::*;

/// Whether the keyboard help is open (provided by the app shell).
#[derive(Clone, Copy)]
pub struct KeyHelpOpen(pub RwSignal<bool>);

/// The keyboard help dialog, shown while `KeyHelpOpen` is set.
#[component]
pub fn KeyHelp() -> impl IntoView {
    let lang = use_lang();
    let open = expect_context::<KeyHelpOpen>().0;
    let dialog = NodeRef::<leptos::html::Dialog>::new();
    modal_follows(dialog, move || open.get());
    view! {
        <dialog
            node_ref=dialog
            class="key-help"
            aria-labelledby="key-help-title"
            on:close=move |_| open.set(false)
        >
            <h2 id="key-help-title">{move || lang.get().keys_title()}</h2>
            <p class="hint">{move || lang.get().keys_intro()}</p>
            <dl class="key-list">
                {move || {
                    lang.get()
                        .keys_lines()
                        .into_iter()
                        .map(|(keys, what)| {
                            view! {
                                <div class="key-line">
                                    <dt><kbd>{keys}</kbd></dt>
                                    <dd>{what}</dd>
                                </div>
                            }
                        })
                        .collect_view()
                }}
            </dl>
            <button type="button" class="btn primary" on:click=move |_| open.set(false)>
                {move || lang.get().close()}
            </button>
        </dialog>
    }
}
