//! Asks before anything ends an unfinished game: today's challenge, a rematch, "Play this
//! game again" or a kept-aside save opened again. A modal dialog (the browser's own
//! <dialog>, which keeps the focus inside); declining or Esc keeps the game as it is.

use crate::engine::Game;
use crate::ui::i18n::Lang;
use crate::ui::shared::modal::modal_follows;
use crate::ui::state::{use_actions, use_lang, use_on_screen, News, Replacement};
use leptos::prelude::*;

/// The unfinished game in words: "Kniffel · Ada, Bo".
fn describe(game: &Game, l: Lang) -> String {
    let names: Vec<&str> = game
        .setup()
        .players
        .iter()
        .map(|p| p.name.as_str())
        .collect();
    format!("{} · {}", l.game_name(game.kind()), names.join(", "))
}

/// The dialog that asks before an unfinished game is replaced.
#[component]
pub fn ConfirmReplace() -> impl IntoView {
    let lang = use_lang();
    let on_screen = use_on_screen();
    let actions = use_actions();
    let dialog = NodeRef::<leptos::html::Dialog>::new();
    let asking = Memo::new(move |_| actions.replacing.with(Option::is_some));
    modal_follows(dialog, move || asking.get());
    let agree = move |_| {
        let Some(what) = actions.replacing.get_untracked() else {
            return;
        };
        actions.replacing.set(None);
        match what {
            Replacement::Start(setup) => {
                if let Err(r) = actions.start(setup) {
                    on_screen.news.set(Some(News::Refused(r)));
                }
            }
            Replacement::Reopen { game, key } => actions.reopen_game(*game, &key),
        }
    };
    let unfinished = move || {
        on_screen
            .game
            .with(|g| g.as_ref().map(|g| describe(g, lang.get())))
            .unwrap_or_default()
    };
    view! {
        <dialog
            node_ref=dialog
            class="modal-card replace-dialog"
            role="alertdialog"
            aria-labelledby="replace-title"
            aria-describedby="replace-text"
            on:close=move |_| actions.replacing.set(None)
        >
            // Words only while it asks: a closed dialog says nothing to anyone.
            {move || asking.get().then(|| view! {
                <h2 id="replace-title">{move || lang.get().replace_title()}</h2>
                <p id="replace-text">{move || lang.get().replace_text(&unfinished())}</p>
                <div class="notice-actions">
                    // The safe choice first, so Enter and the first focus keep the game.
                    <button type="button" class="btn secondary" autofocus on:click=move |_| actions.replacing.set(None)>
                        {move || lang.get().replace_no()}
                    </button>
                    <button type="button" class="btn danger" on:click=agree>
                        {move || lang.get().replace_yes()}
                    </button>
                </div>
            })}
        </dialog>
    }
}
