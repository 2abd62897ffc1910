//! Score: the open fields the selected cards fill, each a button with its points and
//! any extra-card penalty, shown before the player commits; and the best play for every
//! field the hand can fill, one tap to select those cards.

use super::cards_screen::CardsCtx;
use super::state::AppState;
use crate::engine::game::Action;
use leptos::prelude::*;

#[component]
pub fn CardScore() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let ctx = expect_context::<CardsCtx>();
    let g = ctx.g;
    let plays = Memo::new(move |_| {
        if ctx.hand_open() {
            g.with(|g| g.plays_for(g.current_player()))
        } else {
            Vec::new()
        }
    });
    let held = move || ctx.hand.with(Vec::len);
    let penalty = move || {
        if ctx.hand_open() {
            g.with(|g| g.penalty_if_played_now())
        } else {
            0
        }
    };
    let any_selected = move || ctx.selected.with(|s| !s.is_empty());
    let selection_sorted = Memo::new(move |_| {
        let mut cards = ctx.selected_cards();
        cards.sort_unstable();
        cards
    });
    let play = move |field| {
        let cards = ctx.selected_cards();
        state.act(Action::Play { cards, field });
    };

    view! {
        <section class="action-panel score-panel" aria-labelledby="score-title">
            <h3 class="panel-title" id="score-title">
                <span class="panel-icon" aria-hidden="true">"✎"</span>
                {move || lang.get().score_title()}
            </h3>
            <Show when=move || { penalty() > 0 }>
                <p class="penalty-warning">{move || lang.get().penalty_warning(held(), penalty())}</p>
            </Show>
            {move || {
                if !any_selected() {
                    view! { <p class="hint panel-hint">{move || lang.get().score_select_hint()}</p> }
                        .into_any()
                } else if ctx.previews.with(Vec::is_empty) {
                    view! { <p class="hint panel-hint no-fit">{move || lang.get().no_field_fits()}</p> }
                        .into_any()
                } else {
                    view! {
                        <div class="field-buttons">
                            {ctx
                                .previews
                                .get()
                                .into_iter()
                                .map(|p| {
                                    view! {
                                        <button
                                            type="button"
                                            class="field-btn"
                                            data-field=p.field.id()
                                            aria-label=move || {
                                                lang.get().field_button(p.field, p.points, p.penalty)
                                            }
                                            on:click=move |_| play(p.field)
                                        >
                                            <span class="fb-label">{move || lang.get().box_label(p.field)}</span>
                                            <span class="fb-points">{p.points}</span>
                                            {(p.penalty > 0)
                                                .then(|| view! { <span class="fb-penalty">"−" {p.penalty}</span> })}
                                        </button>
                                    }
                                })
                                .collect_view()}
                        </div>
                    }
                        .into_any()
                }
            }}
            <div class="suggestions">
                <p class="sugg-title">{move || lang.get().suggestions()}</p>
                {move || {
                    let list = plays.get();
                    if list.is_empty() {
                        return view! { <p class="hint panel-hint">{move || lang.get().no_suggestions()}</p> }
                            .into_any();
                    }
                    view! {
                        <div class="sugg-chips">
                            {list
                                .into_iter()
                                .map(|(field, cards, points)| {
                                    let points = points as i32;
                                    let chosen = {
                                        let cards = cards.clone();
                                        move || selection_sorted.with(|s| *s == cards)
                                    };
                                    view! {
                                        <button
                                            type="button"
                                            class="sugg-chip"
                                            aria-pressed=move || chosen().to_string()
                                            aria-label=move || lang.get().suggestion_name(field, points)
                                            on:click=move |_| ctx.select_cards(&cards)
                                        >
                                            <span class="sc-label">{move || lang.get().box_label(field)}</span>
                                            <b class="sc-points">{points}</b>
                                        </button>
                                    }
                                })
                                .collect_view()}
                        </div>
                    }
                        .into_any()
                }}
            </div>
        </section>
    }
}
