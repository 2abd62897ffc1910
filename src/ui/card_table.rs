//! The middle of the table: every player's seat with their cards face down (how many
//! each holds is public), the draw pile and the discard pile with its top card.

use super::bot_badge::BotBadge;
use super::cards_screen::CardsCtx;
use super::playing_card::{CardBack, CardFace};
use super::state::{AppState, News};
use crate::engine::game::Event;
use leptos::prelude::*;

/// Backs drawn in a pile: a few, offset, whatever its size.
const PILE_LAYERS: usize = 3;

#[component]
pub fn CardTable() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let ctx = expect_context::<CardsCtx>();
    let g = ctx.g;
    let n = ctx.players.count();

    let draw_len = move || g.with(|g| g.draw_pile_len());
    let discard = move || g.with(|g| (g.discard_pile_len(), g.discard_top()));
    // The pile shuffles on screen right after the action that reshuffled it.
    let just_reshuffled = move || {
        state.news.with(|n| match n {
            Some(News::Events { events, .. }) => {
                events.iter().any(|e| matches!(e, Event::Reshuffled { .. }))
            }
            _ => false,
        })
    };

    view! {
        <div class="card-table">
            <ul class="seats" class:crowded={ n >= 4 }>
                {(0..n)
                    .map(|p| {
                        let name = ctx.players.name(p);
                        let bot = ctx.players.is_bot(p);
                        let count = move || g.with(|g| g.hand_len(p));
                        let on_turn = move || g.with(|g| g.current_player() == p && !g.is_over());
                        let label = {
                            let name = name.clone();
                            move || lang.get().hand_of(&name, count())
                        };
                        view! {
                            <li class="seat" class:on-turn=on_turn>
                                <span class="sr-only">{label}</span>
                                <span class="seat-name" title=name.clone() aria-hidden="true">
                                    {bot.then(|| view! { <BotBadge/> })}
                                    {name.clone()}
                                </span>
                                <span class="seat-fan" aria-hidden="true">
                                    {move || (0..count()).map(|_| view! { <CardBack/> }).collect_view()}
                                </span>
                                <span class="seat-count" aria-hidden="true">{count}</span>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
            <div class="piles">
                <div
                    class="pile draw-pile"
                    class:shuffling=just_reshuffled
                    role="img"
                    aria-label=move || lang.get().draw_pile_name(draw_len())
                >
                    <span class="pile-stack">
                        {move || {
                            (0..draw_len().min(PILE_LAYERS))
                                .map(|_| view! { <CardBack/> })
                                .collect_view()
                        }}
                        <Show when=move || draw_len() == 0>
                            <span class="pcard empty"></span>
                        </Show>
                    </span>
                    <span class="pile-label" aria-hidden="true">
                        <span class="pile-name">{move || lang.get().draw_pile()}</span>
                        <b class="pile-count">{draw_len}</b>
                    </span>
                </div>
                <div
                    class="pile discard-pile"
                    role="img"
                    aria-label=move || {
                        let (n, top) = discard();
                        lang.get().discard_pile_name(n, top)
                    }
                >
                    <span class="pile-stack">
                        {move || match discard() {
                            (_, Some(top)) => view! { <CardFace value=top/> }.into_any(),
                            (_, None) => view! { <span class="pcard empty"></span> }.into_any(),
                        }}
                    </span>
                    <span class="pile-label" aria-hidden="true">
                        <span class="pile-name">{move || lang.get().discard_pile()}</span>
                        <b class="pile-count">{move || discard().0}</b>
                    </span>
                </div>
            </div>
        </div>
    }
}
