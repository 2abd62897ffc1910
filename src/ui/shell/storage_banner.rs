//! A visible warning while the game cannot be saved; play goes on in memory.

use crate::store::StorageStatus;
use crate::ui::shared::shown::shown;
use crate::ui::state::AppState;
use leptos::prelude::*;

#[component]
pub fn StorageBanner() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let text = move || match state.storage.get() {
        StorageStatus::Ok => None,
        StorageStatus::Unavailable => Some(lang.get().storage_unavailable()),
        StorageStatus::Full => Some(lang.get().storage_full()),
        StorageStatus::Blocked => Some(lang.get().storage_blocked()),
    };
    view! {
        {shown(
            move || text().is_some(),
            move || view! {
                <div class="banner warn" role="alert">
                    <span class="banner-icon" aria-hidden="true">"!"</span>
                    <p>{text}</p>
                </div>
            }
            .into_any(),
        )}
    }
}
