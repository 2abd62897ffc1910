//! The end screen's way back: a finished game that a tournament's table started offers
//! "Back to the tournament", which shows that tournament (its totals filled from the game).

use super::ctx::open_next;
use crate::store::browser::local;
use crate::store::tours::load_tours;
use crate::ui::state::{use_on_screen, use_screen, Screen};
use leptos::prelude::*;

/// "Back to the tournament", for a game a tournament waits for; nothing otherwise.
#[component]
pub fn TourBack() -> impl IntoView {
    let lang = crate::ui::state::use_lang();
    let screen = use_screen();
    let on_screen = use_on_screen();
    let game = on_screen
        .game
        .with_untracked(|g| g.as_ref().map(|g| g.setup().id));
    let tour = game.and_then(|id| {
        let tours = local().map(|b| load_tours(&b).tours).unwrap_or_default();
        tours
            .into_iter()
            .find(|t| {
                t.rounds
                    .iter()
                    .flat_map(|r| &r.tables)
                    .flat_map(|tb| &tb.games)
                    .any(|g| g.game == Some(id))
            })
            .map(|t| t.id)
    });
    tour.map(|id| {
        view! {
            <button
                type="button"
                class="btn primary big tour-back"
                on:click=move |_| {
                    open_next(id);
                    screen.set(Screen::Tournament);
                }
            >
                {move || lang.get().tour_back()}
            </button>
        }
    })
}
