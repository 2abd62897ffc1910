//! The standings: place, player, points (the sum of their totals), table games won and
//! played; updated after every game.

use crate::tour::Tournament;
use crate::ui::state::use_lang;
use leptos::prelude::*;
use std::sync::Arc;

/// The standings of `t`.
#[component]
pub fn Standings(t: Arc<Tournament>) -> impl IntoView {
    let lang = use_lang();
    let rows = t.standings();
    view! {
        <section class="card tour-standings">
            <h3>{move || lang.get().tour_standings()}</h3>
            <div class="table-scroll" tabindex="0">
                <table class="stats-table">
                    <thead>
                        <tr>
                            <th scope="col">{move || lang.get().tour_col_player()}</th>
                            <th scope="col">{move || lang.get().tour_col_place()}</th>
                            <th scope="col">{move || lang.get().tour_col_points()}</th>
                            <th scope="col">{move || lang.get().tour_col_wins()}</th>
                            <th scope="col">{move || lang.get().tour_col_played()}</th>
                        </tr>
                    </thead>
                    <tbody>
                        {rows
                            .into_iter()
                            .map(|s| {
                                let name = t.players.get(s.player).map(|e| e.name.clone()).unwrap_or_default();
                                let row = name.clone();
                                view! {
                                    <tr data-player=row>
                                        <th scope="row" class="stats-name">{name}</th>
                                        <td>{s.place}</td>
                                        <td class="tour-points">{s.points}</td>
                                        <td>{s.wins}</td>
                                        <td>{s.played}</td>
                                    </tr>
                                }
                            })
                            .collect_view()}
                    </tbody>
                </table>
            </div>
        </section>
    }
}
