//! Says so when another window (another tab, or the installed app beside a tab) played
//! on with the game shown here or started another: this window shows the stored game
//! then, so the game is never forked.

use crate::ui::state::{AppState, Elsewhere};
use leptos::prelude::*;

/// The notice that another window played on or started another game.
#[component]
pub fn ElsewhereNotice() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    move || {
        state.elsewhere.get().map(|what| {
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
                    <button type="button" class="btn ghost" on:click=move |_| state.elsewhere.set(None)>
                        {move || lang.get().dismiss()}
                    </button>
                </div>
            }
        })
    }
}
