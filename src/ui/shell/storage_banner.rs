//! Visible warnings while something cannot be stored, one per kind (the game, the
//! finished games, the settings): a later write of another kind never hides one. Play
//! goes on in memory; each warning stays until its kind is written again.

use crate::store::StorageStatus;
use crate::ui::i18n::Lang;
use crate::ui::state::{use_actions, use_lang, use_storage, Persistence, StorageHealth};
use leptos::prelude::*;

/// The words for each kind that is failing, in the order they matter.
fn warnings(storage: StorageHealth, persistence: Persistence, l: Lang) -> Vec<String> {
    let game = storage.game.get();
    let history = storage.history.get();
    let settings = storage.settings.get();
    // Without any storage, one sentence says it all.
    if game == StorageStatus::Unavailable {
        return vec![l.storage_unavailable().to_string()];
    }
    let mut out = Vec::new();
    match game {
        StorageStatus::Full => out.push(l.storage_full().to_string()),
        StorageStatus::Blocked => out.push(l.storage_blocked().to_string()),
        StorageStatus::Waiting => out.push(l.storage_game_waiting().to_string()),
        StorageStatus::Ok | StorageStatus::Unavailable => {}
    }
    if history != StorageStatus::Ok {
        let waiting = persistence.pending.with_value(|p| p.len());
        out.push(l.history_not_stored(waiting));
    }
    if settings != StorageStatus::Ok {
        out.push(l.settings_not_stored().to_string());
    }
    out
}

/// The warnings of what cannot be stored now, one per kind.
#[component]
pub fn StorageBanner() -> impl IntoView {
    let lang = use_lang();
    let storage = use_storage();
    let persistence = use_actions().persistence;
    move || {
        let list = warnings(storage, persistence, lang.get());
        (!list.is_empty()).then(|| {
            view! {
                <div class="banner warn" role="alert" data-storage-warning>
                    <span class="banner-icon" aria-hidden="true">"!"</span>
                    <div>{list.into_iter().map(|text| view! { <p>{text}</p> }).collect_view()}</div>
                </div>
            }
        })
    }
}
