//! One table of a round: its players and their totals in its two games (free, then the
//! round's forced order), and for each game still open "Play" (a game in Pasch with these
//! players and this order; its end fills the totals) or "Type in" (from a paper sheet).

use super::ctx::{open_next, use_tour};
use super::type_in::TypeIn;
use crate::engine::BoxOrder;
use crate::tour::{Slot, TourAction, Tournament};
use crate::ui::i18n::Lang;
use crate::ui::state::{use_actions, use_lang};
use leptos::prelude::*;
use std::sync::Arc;

/// The name of a table game's box order.
pub fn order_name(order: BoxOrder, l: Lang) -> &'static str {
    match order {
        BoxOrder::Free => l.tour_order_free(),
        BoxOrder::TopDown => l.tour_order_top_down(),
        BoxOrder::BottomUp => l.tour_order_bottom_up(),
        BoxOrder::UpperFirst => l.tour_order_upper_first(),
        BoxOrder::LowerFirst => l.tour_order_lower_first(),
    }
}

/// Table `table` of round `round`.
#[component]
pub fn TableCard(t: Arc<Tournament>, round: usize, table: usize) -> impl IntoView {
    let lang = use_lang();
    let Some(tb) = t
        .rounds
        .get(round)
        .and_then(|r| r.tables.get(table))
        .cloned()
    else {
        return ().into_any();
    };
    let names: Vec<String> = tb
        .seats
        .iter()
        .filter_map(|&p| t.players.get(p).map(|e| e.name.clone()))
        .collect();
    let orders: Vec<BoxOrder> = tb.games.iter().map(|g| g.order).collect();
    let cell = |game: usize, seat: usize| {
        tb.games
            .get(game)
            .and_then(|g| g.totals.as_ref())
            .and_then(|t| t.get(seat))
            .map_or_else(|| "–".to_string(), i32::to_string)
    };
    view! {
        <div class="tour-table" data-table=table + 1>
            <h4>{move || lang.get().tour_table(table + 1)}</h4>
            <table class="stats-table tour-scores">
                <thead>
                    <tr>
                        <th scope="col">{move || lang.get().tour_col_player()}</th>
                        {orders
                            .iter()
                            .map(|&o| view! { <th scope="col">{move || order_name(o, lang.get())}</th> })
                            .collect_view()}
                    </tr>
                </thead>
                <tbody>
                    {names
                        .iter()
                        .enumerate()
                        .map(|(seat, n)| view! {
                            <tr>
                                <th scope="row" class="stats-name">{n.clone()}</th>
                                {(0..orders.len()).map(|g| view! { <td>{cell(g, seat)}</td> }).collect_view()}
                            </tr>
                        })
                        .collect_view()}
                </tbody>
            </table>
            {(0..orders.len())
                .filter(|&g| tb.games[g].totals.is_none())
                .map(|game| view! { <OpenGame t=t.clone() at=Slot { round, table, game } names=names.clone()/> })
                .collect_view()}
        </div>
    }
    .into_any()
}

/// A table game still to be played: Play and Type in.
#[component]
fn OpenGame(t: Arc<Tournament>, at: Slot, names: Vec<String>) -> impl IntoView {
    let lang = use_lang();
    let tour = use_tour();
    let actions = use_actions();
    let typing = RwSignal::new(false);
    let Some(game) = t.game(at).cloned() else {
        return ().into_any();
    };
    let id = t.id;
    let play = {
        let t = t.clone();
        move |_| {
            if let Some(setup) = t.setup_for(at) {
                tour.apply(id, TourAction::Link { at, game: setup.id });
                open_next(id);
                actions.start_asking(setup);
            }
        }
    };
    let order = game.order;
    view! {
        <div class="tour-game" data-game=at.game + 1>
            <p class="tour-game-name">
                {move || order_name(order, lang.get())}
                {game.game.is_some().then(|| view! { " · " <span class="tour-in-play">{move || lang.get().tour_in_play()}</span> })}
            </p>
            <div class="tour-game-actions">
                <button type="button" class="btn primary" on:click=play>{move || lang.get().tour_play()}</button>
                <button type="button" class="btn secondary" on:click=move |_| typing.update(|v| *v = !*v)>
                    {move || lang.get().tour_type_in()}
                </button>
            </div>
            {move || typing.get().then(|| view! { <TypeIn id at names=names.clone() typing/> })}
        </div>
    }
    .into_any()
}
