//! Says so when another window (another tab, or the installed app beside a tab) played
//! on with the game shown here or started another: this window shows the stored game
//! then, so the game is never forked.

use crate::ui::state::{use_lang, use_storage, Elsewhere};
use leptos::prelude::*;

/// The notice that another window played on or started another game.
#[component]
pub fn ElsewhereNotice() -> impl IntoView {
    let lang = use_lang();
    let storage = use_storage();
    move || {
        storage.elsewhere.get().map(|what| {
            let text = move || {
                let l = lang.get();
                match what {
                    Elsewhere::Continued => l.continued_elsewhere(),
                    Elsewhere::Replaced => l.replaced_elsewhere(),
                    Elsewhere::Newer => l.newer_elsewhere(),
                }
            };
            view! {
                <div class="banner update" role="status" data-elsewhere>
                    <p>{text}</p>
                    <button type="button" class="btn ghost" on:click=move |_| storage.elsewhere.set(None)>
                        {move || lang.get().dismiss()}
                    </button>
                </div>
            }
        })
    }
}
