//! The kept tournaments, newest first, each a button that shows it, and "New tournament".

use super::ctx::use_tour;
use crate::ui::state::use_lang;
use leptos::prelude::*;

/// The list of tournaments and "New tournament".
#[component]
pub fn TourList() -> impl IntoView {
    let lang = use_lang();
    let tour = use_tour();
    let others = move || {
        let shown = tour.shown.get();
        tour.tours.with(|all| {
            all.iter()
                .rev()
                .filter(|t| Some(t.id) != shown)
                .map(|t| (t.id, t.kind, t.date.clone()))
                .collect::<Vec<_>>()
        })
    };
    // Nothing to list while a first tournament is set up: no empty card.
    let empty = move || tour.shown.get().is_none() && tour.tours.with(Vec::is_empty);
    view! {
        <nav class="card tour-list" aria-label=move || lang.get().tour_list() hidden=empty>
            {move || {
                let list = others();
                (!list.is_empty()).then(|| view! {
                    <h3>{move || lang.get().tour_list()}</h3>
                    <ul>
                        {list
                            .into_iter()
                            .map(|(id, kind, date)| view! {
                                <li>
                                    <button type="button" class="btn ghost" on:click=move |_| tour.shown.set(Some(id))>
                                        {move || lang.get().tour_of_date(lang.get().game_name(kind), &date)}
                                    </button>
                                </li>
                            })
                            .collect_view()}
                    </ul>
                })
            }}
            {move || tour.shown.get().is_some().then(|| view! {
                <button type="button" class="btn secondary" on:click=move |_| tour.shown.set(None)>
                    {move || lang.get().tour_new()}
                </button>
            })}
        </nav>
    }
}
