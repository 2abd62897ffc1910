//! Exchange: discard the selected cards (0–5) and draw as many, or one more while the
//! hand stays at most 10.

use super::cards_screen::CardsCtx;
use super::state::AppState;
use crate::engine::cards::MAX_DISCARD;
use crate::engine::game::Action;
use leptos::prelude::*;

#[component]
pub fn CardExchange() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let ctx = expect_context::<CardsCtx>();
    let g = ctx.g;
    let discard = move || ctx.selected.with(Vec::len);
    let one_more_allowed = move || ctx.hand_open() && g.with(|g| g.can_draw_one_more());
    let exchange = move |one_more: bool| {
        let discard = ctx.selected_cards();
        state.act(Action::Exchange { discard, one_more });
    };
    let button = move |one_more: bool| {
        let draw = move || discard() + one_more as usize;
        view! {
            <button
                type="button"
                class="btn ex-btn"
                class:one-more=one_more
                on:click=move |_| exchange(one_more)
            >
                // The name reads e.g. "Exchange: discard 2, Draw 3 cards one more".
                <span class="sr-only">{move || lang.get().exchange_prefix(discard())} " "</span>
                <span class="ex-main">
                    {move || {
                        if draw() == 0 { lang.get().keep_hand().to_string() } else { lang.get().draw_n(draw()) }
                    }}
                </span>
                " "
                <span class="ex-sub">
                    {move || match (one_more, draw()) {
                        (_, 0) => lang.get().pass_turn(),
                        (true, _) => lang.get().one_more(),
                        (false, _) => lang.get().same_number(),
                    }}
                </span>
            </button>
        }
    };

    view! {
        <section class="action-panel exchange-panel" aria-labelledby="exchange-title">
            <h3 class="panel-title" id="exchange-title">
                <span class="panel-icon" aria-hidden="true">"⇄"</span>
                {move || lang.get().exchange_title()}
            </h3>
            <Show
                when=move || { discard() <= MAX_DISCARD }
                fallback=move || view! { <p class="penalty-warning">{move || lang.get().too_many_to_discard()}</p> }
            >
                <p class="hint panel-hint">{move || lang.get().exchange_hint(discard())}</p>
                <div class="ex-buttons">
                    {button(false)}
                    <Show when=one_more_allowed>{button(true)}</Show>
                </div>
                <Show when=move || !one_more_allowed()>
                    <p class="hint panel-hint">{move || lang.get().hand_full()}</p>
                </Show>
            </Show>
        </section>
    }
}
