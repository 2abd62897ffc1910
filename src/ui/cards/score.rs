//! Score: the open fields the selected cards fill, each a button with its points and
//! any extra-card penalty, shown before the player commits; and the best play for every
//! field the hand can fill, one tap to select those cards.

use crate::engine::Action;
use crate::ui::cards::ctx::CardsCtx;
use crate::ui::cards::ctx::PendingPlay;
use crate::ui::state::{use_actions, use_lang};
use leptos::prelude::*;

/// The Score panel: a button per open field the selection fills, and the best play
/// per field to select in one tap.
#[component]
pub fn CardScore() -> impl IntoView {
    let lang = use_lang();
    let actions = use_actions();
    let ctx = expect_context::<CardsCtx>();
    let g = ctx.g;
    let plays = Memo::new(move |_| {
        if ctx.hand_open() {
            g.with(|g| g.plays_for(g.current_player()))
        } else {
            Vec::new()
        }
    });
    let play = move |field| {
        let cards = ctx.selected_cards();
        let need = g.with_untracked(|g| g.discard_after_play(cards.len()));
        if need > 0 {
            // Back to 5 first: the player picks the discards, then one action plays both.
            let played = ctx.selected.get_untracked();
            ctx.pending.set(Some(PendingPlay {
                played,
                field,
                need,
            }));
            ctx.selected.set(Vec::new());
            return;
        }
        actions.act(Action::Play {
            cards,
            field,
            discard: Vec::new(),
        });
    };
    // One closure renders the panel, rebuilt when the selection changes: far less code
    // than a reactive closure per text.
    let panel = move || {
        let l = lang.get();
        let penalty = if ctx.hand_open() {
            g.with(|g| g.penalty_if_played_now())
        } else {
            0
        };
        let mut chosen = ctx.selected_cards();
        chosen.sort_unstable();
        let previews = ctx.previews.get();
        let fields = if chosen.is_empty() {
            view! { <p class="hint panel-hint">{l.score_select_hint()}</p> }.into_any()
        } else if previews.is_empty() {
            view! { <p class="hint panel-hint no-fit">{l.no_field_fits()}</p> }.into_any()
        } else {
            let buttons = previews
                .into_iter()
                .map(|p| {
                    view! {
                        <button
                            type="button"
                            class="field-btn"
                            data-nav="box"
                            data-field=p.field.id()
                            aria-label=l.field_button_name(p.field, p.points, p.penalty)
                            on:click=move |_| play(p.field)
                        >
                            // The spaces keep the words apart in the button's text (a flex
                            // box does not draw them).
                            <span class="fb-label">{l.box_label(p.field)}</span>
                            " "
                            <span class="fb-points">{p.points}</span>
                            " "
                            {(p.penalty > 0).then(|| view! { <span class="fb-penalty">"−" {p.penalty}</span> })}
                        </button>
                    }
                })
                .collect_view();
            view! { <div class="field-buttons">{buttons}</div> }.into_any()
        };
        let list = plays.get();
        let suggestions = if list.is_empty() {
            view! { <p class="hint panel-hint">{l.no_suggestions()}</p> }.into_any()
        } else {
            let chips = list
                .into_iter()
                .map(|(field, cards, points)| {
                    let points = points as i32;
                    view! {
                        <button
                            type="button"
                            class="sugg-chip"
                            aria-pressed=(cards == chosen).to_string()
                            aria-label=l.suggestion_name(field, points)
                            on:click=move |_| ctx.select_cards(&cards)
                        >
                            <span class="sc-label">{l.box_label(field)}</span>
                            " "
                            <b class="sc-points">{points}</b>
                        </button>
                    }
                })
                .collect_view();
            view! { <div class="sugg-chips">{chips}</div> }.into_any()
        };
        view! {
            <h3 class="panel-title" id="score-title">
                <span class="panel-icon" aria-hidden="true">"✎"</span>
                {l.score_title()}
            </h3>
            {(penalty > 0)
                .then(|| {
                    view! {
                        <p class="penalty-warning">
                            {l.penalty_warning(ctx.hand.with(Vec::len), penalty)}
                        </p>
                    }
                })}
            {fields}
            <div class="suggestions">
                <p class="sugg-title">{l.suggestions()}</p>
                {suggestions}
            </div>
        }
    };

    view! {
        <section class="action-panel score-panel" aria-labelledby="score-title">
            {panel}
        </section>
    }
}
