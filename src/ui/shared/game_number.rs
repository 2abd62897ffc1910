//! The seed of a finished game, with "play this game again" and a way to
//! share it. Shown only at the end: during play it would let anyone replay the game in
//! another tab and see every roll and every hand in advance.

use crate::ui::shared::screen_game::ScreenGame;
use crate::ui::state::AppState;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;

/// What became of the last "Share".
#[derive(Clone, Copy, PartialEq)]
pub enum Shared {
    Not,
    Copied,
    Failed,
}

#[component]
pub fn GameNumber() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let game = ScreenGame::of_screen();
    let facts = move || {
        game.with(|g| {
            g.as_ref().map(|g| {
                let best = g.totals().into_iter().max().unwrap_or(0);
                (g.setup().seed, g.setup().chosen_seed, g.kind(), best)
            })
        })
    };
    let shared = RwSignal::new(Shared::Not);
    let share = move |_| {
        let Some((seed, _, kind, best)) = facts() else {
            return;
        };
        let text = lang.get_untracked().share_text(kind, seed, best);
        spawn_local(async move {
            shared.set(share_or_copy(&text).await);
        });
    };

    view! {
        {move || {
            facts()
                .map(|(seed, chosen, _, _)| {
                    view! {
                        <div class="game-number">
                            <p class="game-number-line">
                                <span class="field-title">{move || lang.get().game_number()}</span>
                                " "
                                <strong class="game-number-value">{seed.to_string()}</strong>
                            </p>
                            <p class="hint">{move || lang.get().game_number_hint()}</p>
                            {chosen.then(|| view! { <p class="hint chosen-seed">{move || lang.get().chosen_seed_note()}</p> })}
                            <div class="game-number-actions">
                                // A phone at a table plays the table's games only.
                                {(!state.is_phone()).then(|| view! {
                                    <button class="btn secondary" on:click=move |_| state.play_again_same()>
                                        {move || lang.get().play_again_same()}
                                    </button>
                                })}
                                <button class="btn ghost" on:click=share>
                                    {move || lang.get().share()}
                                </button>
                            </div>
                            <p class="hint" role="status">
                                {move || shared_words(shared.get(), lang.get())}
                            </p>
                        </div>
                    }
                })
        }}
    }
}

/// Shares `text` through the Web Share API, or copies it where that is missing. A share
/// the user cancels is not a failure worth a message.
pub async fn share_or_copy(text: &str) -> Shared {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return Shared::Failed;
    };
    let can_share = js_sys::Reflect::has(&navigator, &JsValue::from_str("share")).unwrap_or(false);
    if can_share {
        let data = web_sys::ShareData::new();
        data.set_text(text);
        let _ = JsFuture::from(navigator.share_with_data(&data)).await;
        return Shared::Not;
    }
    match JsFuture::from(navigator.clipboard().write_text(text)).await {
        Ok(_) => Shared::Copied,
        Err(_) => Shared::Failed,
    }
}

/// What the status line says after a share.
pub fn shared_words(shared: Shared, lang: crate::ui::i18n::Lang) -> &'static str {
    match shared {
        Shared::Not => "",
        Shared::Copied => lang.copied(),
        Shared::Failed => lang.share_failed(),
    }
}
