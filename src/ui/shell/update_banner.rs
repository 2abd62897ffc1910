//! After the service worker installed a new build, offers to reload into it. Saves are
//! written after every action, so a reload loses nothing.

use crate::ui::shared::shown::shown;
use crate::ui::state::use_lang;
use leptos::prelude::*;

/// The offer to reload into a newly installed version.
#[component]
pub fn UpdateBanner() -> impl IntoView {
    let lang = use_lang();
    // index.html marks <html data-update="ready"> and fires `pasch:update`.
    let marked = || {
        document()
            .document_element()
            .is_some_and(|html| html.get_attribute("data-update").as_deref() == Some("ready"))
    };
    let ready = RwSignal::new(marked());
    let _ = window_event_listener_untyped("pasch:update", move |_| ready.set(true));
    view! {
        {shown(
            move || ready.get(),
            move || view! {
                <div class="banner update" role="status">
                    <p>{move || lang.get().update_ready()}</p>
                    <button
                        type="button"
                        class="btn secondary"
                        on:click=move |_| {
                            let _ = window().location().reload();
                        }
                    >
                        {move || lang.get().reload()}
                    </button>
                    <button type="button" class="btn ghost" on:click=move |_| ready.set(false)>
                        {move || lang.get().later()}
                    </button>
                </div>
            }
            .into_any(),
        )}
    }
}
