//! Exchange: discard the selected cards (0–5) and draw as many, or one more while the
//! hand stays at most 10.

use crate::engine::{Action, MAX_DISCARD};
use crate::ui::cards::ctx::CardsCtx;
use crate::ui::state::{use_actions, use_lang};
use leptos::prelude::*;

/// The Exchange panel: discard the selected cards and draw as many, or one more.
#[component]
pub fn CardExchange() -> impl IntoView {
    let lang = use_lang();
    let actions = use_actions();
    let ctx = expect_context::<CardsCtx>();
    let g = ctx.g;
    let discard = move || ctx.selected.with(Vec::len);
    let one_more_allowed = move || ctx.hand_open() && g.with(|g| g.can_draw_one_more());
    let exchange = move |one_more: bool| {
        let discard = ctx.selected_cards();
        actions.act(Action::Exchange { discard, one_more });
    };
    // One closure renders the panel (it is rebuilt when the selection changes): far
    // less code than a reactive closure per text.
    let panel = move || {
        let l = lang.get();
        let d = discard();
        let more = one_more_allowed();
        let button = move |one_more: bool| {
            let draw = d + one_more as usize;
            let class = if one_more {
                "btn ex-btn one-more"
            } else {
                "btn ex-btn"
            };
            let (main, sub) = match (one_more, draw) {
                (_, 0) => (l.keep_hand().to_string(), l.pass_turn()),
                (true, _) => (l.draw_n(draw), l.one_more()),
                (false, _) => (l.draw_n(draw), l.same_number()),
            };
            view! {
                <button
                    type="button"
                    class=class
                    on:click=move |_| exchange(one_more)
                >
                    // The name reads e.g. "Exchange: discard 2, Draw 3 cards one more".
                    <span class="sr-only">{l.exchange_prefix(d)} " "</span>
                    <span class="ex-main">{main}</span>
                    " "
                    <span class="ex-sub">{sub}</span>
                </button>
            }
        };
        let body = if d > MAX_DISCARD {
            view! { <p class="penalty-warning">{l.too_many_to_discard()}</p> }.into_any()
        } else {
            view! {
                <p class="hint panel-hint">{l.exchange_hint(d)}</p>
                <div class="ex-buttons">{button(false)} {more.then(|| button(true))}</div>
                {(!more).then(|| view! { <p class="hint panel-hint">{l.hand_full()}</p> })}
            }
            .into_any()
        };
        view! {
            <h3 class="panel-title" id="exchange-title">
                <span class="panel-icon" aria-hidden="true">"⇄"</span>
                {l.exchange_title()}
            </h3>
            {body}
        }
    };

    view! {
        <section class="action-panel exchange-panel" aria-labelledby="exchange-title">
            {panel}
        </section>
    }
}
