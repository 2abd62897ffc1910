//! The tournament shown: its title, Print and Share, the standings, the play-off and
//! every round's tables (the current round open first in the page's order).

use super::ctx::use_tour;
use super::playoff::PlayOffCard;
use super::share::TourShare;
use super::standings::Standings;
use super::table::TableCard;
use crate::ui::state::use_lang;
use leptos::prelude::*;
use std::sync::Arc;

/// The tournament shown, built again whenever it changes.
#[component]
pub fn TourView() -> impl IntoView {
    let lang = use_lang();
    let tour = use_tour();
    move || {
        tour.with_shown(|t| Arc::new(t.clone())).map(|t| {
            let rounds = t.rounds.len();
            let current = t.current_round();
            let kind = t.kind;
            let date = t.date.clone();
            view! {
                <section class="tour-view" data-tour=t.id.to_string()>
                    <h2 class="tour-title">{move || lang.get().game_name(kind)} " · " {date}</h2>
                    <TourShare t=t.clone()/>
                    <Standings t=t.clone()/>
                    <PlayOffCard t=t.clone()/>
                    {(0..rounds)
                        .map(|r| {
                            let tables = t.rounds[r].tables.len();
                            view! {
                                <section
                                    class="card tour-round"
                                    class:current=r == current
                                    data-round=r + 1
                                >
                                    <h3>{move || lang.get().round_of(r + 1, rounds)}</h3>
                                    <div class="tour-tables">
                                        {(0..tables)
                                            .map(|table| view! { <TableCard t=t.clone() round=r table/> })
                                            .collect_view()}
                                    </div>
                                </section>
                            }
                        })
                        .collect_view()}
                </section>
            }
        })
    }
}
