//! The family tournament's screen (issue 40, part 4; the model is `crate::tour`): set one
//! up, see the tournament shown (standings, play-off, every round's tables with Play and
//! Type in), print it or share it, pick another kept one. A wasm module of its own
//! (`ui::shell::split`); only `back` (the end screen's way back) lives with the game,
//! and `transfer` with the statistics' export and import.

pub mod back;
mod ctx;
mod list;
mod playoff;
mod setup;
mod setup_rows;
mod share;
mod standings;
mod table;
pub mod transfer;
mod type_in;
mod view;

use ctx::TourCtx;
use leptos::prelude::*;
use list::TourList;
use setup::TourSetup;
use view::TourView;

use crate::ui::state::{use_history, use_lang};

/// The tournament screen.
#[component]
pub fn TournamentPage() -> impl IntoView {
    let lang = use_lang();
    let history = use_history();
    let tour = TourCtx::provide();
    // A table game played in Pasch fills its totals once it is in the history.
    Effect::new(move || {
        history.track();
        tour.fill(|id| {
            history.with_untracked(|h| {
                h.get(id)
                    .map(|k| k.summary.seats.iter().map(|s| s.score).collect())
            })
        });
    });
    view! {
        <div class="page tour-page" data-ready>
            <h1>{move || lang.get().tournament()}</h1>
            {move || (tour.status.get() != crate::store::StorageStatus::Ok).then(|| view! {
                <p class="card tour-not-saved" role="alert">{move || lang.get().tour_not_saved()}</p>
            })}
            {move || if tour.shown.get().is_some() {
                view! { <TourView/> }.into_any()
            } else {
                view! { <TourSetup/> }.into_any()
            }}
            <TourList/>
        </div>
    }
}
