//! The frame of a panel that opens from the table (Hint, Win chance): a heading, a close
//! button and the panel's body. On a phone the stylesheet makes it a sheet at the bottom
//! of the screen, so the scoresheet stays reachable above it.

use crate::ui::keys::focus::focus_by_id;
use leptos::prelude::*;

/// A panel of the table that `open` shows; × closes it and gives the focus back to the
/// button (`opener`, an element id) that opened it.
#[component]
pub fn TrayPanel(
    /// The panel's element id (its button's `aria-controls`).
    id: &'static str,
    /// Its own class, besides `tray-panel`.
    class: &'static str,
    /// Whether the panel shows; × sets it to false.
    open: RwSignal<bool>,
    /// The heading, also the panel's accessible name.
    #[prop(into)]
    title: Signal<String>,
    /// The accessible name of the close button.
    #[prop(into)]
    close_label: Signal<String>,
    /// The element id of the button that opened it, which gets the focus back.
    opener: &'static str,
    /// The panel's content.
    children: Children,
) -> impl IntoView {
    let close = move |_| {
        open.set(false);
        focus_by_id(opener);
    };
    view! {
        <section
            id=id
            class=format!("{class} tray-panel")
            hidden=move || !open.get()
            aria-label=title
            aria-live="polite"
        >
            <div class="tray-panel-head">
                <h2 class="hint-title">{title}</h2>
                <button type="button" class="tray-panel-close" aria-label=close_label on:click=close>
                    <span aria-hidden="true">"×"</span>
                </button>
            </div>
            {children()}
        </section>
    }
}
