//! The middle of the table: every player's seat with their cards face down (how many
//! each holds is public), the draw pile and the discard pile with its top card.

use crate::engine::Event;
use crate::ui::cards::ctx::CardsCtx;
use crate::ui::cards::playing_card::{CardBack, CardFace};
use crate::ui::shared::bot_badge::BotBadge;
use crate::ui::state::{use_lang, use_on_screen, News};
use leptos::prelude::*;

/// Backs drawn in a pile: a few, offset, whatever its size.
const PILE_LAYERS: usize = 3;

/// The table's middle: the seats with their face-down cards, the draw pile and the
/// discard pile.
#[component]
pub fn CardTable() -> impl IntoView {
    let lang = use_lang();
    let on_screen = use_on_screen();
    let ctx = expect_context::<CardsCtx>();
    let g = ctx.g;
    let n = ctx.players.count();

    // The pile shuffles on screen right after the action that reshuffled it.
    let just_reshuffled = move || {
        on_screen.news.with(|n| match n {
            Some(News::Events { events, .. }) => {
                events.iter().any(|e| matches!(e, Event::Reshuffled { .. }))
            }
            _ => false,
        })
    };

    // Rebuilt after every action (everything here changes with it).
    move || {
        let l = lang.get();
        let (hands, current, draw_len, discard_len, top) = g.with(|g| {
            (
                (0..n).map(|p| g.hand_len(p)).collect::<Vec<_>>(),
                (!g.is_over()).then(|| g.current_player()),
                g.draw_pile_len(),
                g.discard_pile_len(),
                g.discard_top(),
            )
        });
        let seats = hands
            .into_iter()
            .enumerate()
            .map(|(p, count)| {
                let name = ctx.players.name(p);
                let class = if current == Some(p) {
                    "seat on-turn"
                } else {
                    "seat"
                };
                view! {
                    <li class=class>
                        <span class="sr-only">{l.hand_of(&name, count)}</span>
                        <span class="seat-name" title=name.clone() aria-hidden="true">
                            {ctx.players.is_bot(p).then(|| view! { <BotBadge/> })}
                            {name.clone()}
                        </span>
                        <span class="seat-fan" aria-hidden="true">
                            {(0..count).map(|_| view! { <CardBack/> }).collect_view()}
                        </span>
                        <span class="seat-count" aria-hidden="true">{count}</span>
                    </li>
                }
            })
            .collect_view();
        let seats_class = if n >= 4 { "seats crowded" } else { "seats" };
        let draw_class = if just_reshuffled() {
            "pile draw-pile shuffling"
        } else {
            "pile draw-pile"
        };
        view! {
            <div class="card-table">
                <ul class=seats_class>{seats}</ul>
                <div class="piles">
                    <div
                        class=draw_class
                        role="img"
                        aria-label=l.draw_pile_name(draw_len)
                    >
                        <span class="pile-stack">
                            {(0..draw_len.min(PILE_LAYERS)).map(|_| view! { <CardBack/> }).collect_view()}
                            {(draw_len == 0).then(|| view! { <span class="pcard empty"></span> })}
                        </span>
                        <span class="pile-label" aria-hidden="true">
                            <span class="pile-name">{l.draw_pile()}</span>
                            <b class="pile-count">{draw_len}</b>
                        </span>
                    </div>
                    <div class="pile discard-pile" role="img" aria-label=l.discard_pile_name(discard_len, top)>
                        <span class="pile-stack">
                            {match top {
                                Some(top) => view! { <CardFace value=top/> }.into_any(),
                                None => view! { <span class="pcard empty"></span> }.into_any(),
                            }}
                        </span>
                        <span class="pile-label" aria-hidden="true">
                            <span class="pile-name">{l.discard_pile()}</span>
                            <b class="pile-count">{discard_len}</b>
                        </span>
                    </div>
                </div>
            </div>
        }
    }
}
