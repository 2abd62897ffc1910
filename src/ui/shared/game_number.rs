//! The seed of a finished game, behind "play this game again", and the end screen's
//! "Share". Shown only at the end: during play it would let anyone replay the game in
//! another tab and see every roll and every hand in advance.

use crate::ui::shared::screen_game::ScreenGame;
use crate::ui::state::{use_actions, use_lang};
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;

/// What became of the last "Share".
#[derive(Clone, Copy, PartialEq)]
pub enum Shared {
    /// Nothing to say: not shared yet, or shared through the system's share sheet.
    Not,
    /// The text was copied to the clipboard.
    Copied,
    /// Neither sharing nor copying worked.
    Failed,
}

/// The screen game's seed, kind and best total, once there is a game.
fn facts(game: ScreenGame) -> Option<(u64, bool, crate::engine::GameKind, i32)> {
    game.with(|g| {
        g.as_ref().map(|g| {
            let best = g.totals().into_iter().max().unwrap_or(0);
            (g.setup().seed, g.setup().chosen_seed, g.kind(), best)
        })
    })
}

/// "Share" the result (the game, its seed and the best total), with what became of it
/// said once (`role=status`). One of the end screen's buttons, so it sits beside Rematch.
#[component]
pub fn ShareResult() -> impl IntoView {
    let lang = use_lang();
    let game = ScreenGame::of_screen();
    let shared = RwSignal::new(Shared::Not);
    let share = move |_| {
        let Some((seed, _, kind, best)) = facts(game) else {
            return;
        };
        let text = lang.get_untracked().share_text(kind, seed, best);
        spawn_local(async move {
            shared.set(share_or_copy(&text).await);
        });
    };
    view! {
        <button class="btn secondary share" on:click=share>
            {move || lang.get().share()}
        </button>
        <p class="hint share-status" role="status">
            {move || shared_words(shared.get(), lang.get())}
        </p>
    }
}

/// The seed, a detail behind "Play this game again" (a disclosure): what it is, and the
/// button that starts the same game again. A phone at a table plays the table's games
/// only: there it is the seed alone.
#[component]
pub fn GameNumber() -> impl IntoView {
    let lang = use_lang();
    let actions = use_actions();
    let game = ScreenGame::of_screen();
    let phone = actions.is_phone();

    view! {
        {move || {
            facts(game)
                .map(|(seed, chosen, _, _)| {
                    view! {
                        <details class="game-number">
                            <summary>
                                {move || {
                                    if phone { lang.get().game_number() } else { lang.get().play_again_same() }
                                }}
                            </summary>
                            <p class="game-number-line">
                                <span class="field-title">{move || lang.get().game_number()}</span>
                                " "
                                <strong class="game-number-value">{seed.to_string()}</strong>
                            </p>
                            <p class="hint">{move || lang.get().game_number_hint()}</p>
                            {chosen.then(|| view! { <p class="hint chosen-seed">{move || lang.get().chosen_seed_note()}</p> })}
                            {(!phone).then(|| view! {
                                <div class="game-number-actions">
                                    <button class="btn secondary" on:click=move |_| actions.play_again_same()>
                                        {move || lang.get().play_again_start()}
                                    </button>
                                </div>
                            })}
                        </details>
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
