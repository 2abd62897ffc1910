//! Who begins, shown at the start of a game with more than one player until the first
//! move (the start player is drawn by lot, chosen at setup, or rotated in a rematch).

use crate::ui::shared::screen_game::ScreenGame;
use crate::ui::state::use_lang;
use leptos::prelude::*;

/// "Anna begins": shown before the first move of a game with more than one player.
#[component]
pub fn StartNotice() -> impl IntoView {
    let lang = use_lang();
    let game = ScreenGame::of_screen();
    let starter = move || {
        game.with(|g| {
            g.as_ref()
                .filter(|g| g.log().is_empty() && g.setup().players.len() > 1)
                .and_then(|g| g.setup().players.get(g.setup().start_player))
                .map(|p| p.name.clone())
        })
    };
    move || {
        starter().map(|name| {
            view! { <p class="start-notice" role="status">{move || lang.get().begins(&name)}</p> }
        })
    }
}
