//! What happened since the player on turn last played (their own move first): who
//! scored what, who exchanged how many cards. Everything here was public at the table.

use crate::ui::cards::ctx::CardsCtx;
use crate::ui::cards::seen_moves::{last_turn_of, move_text};
use crate::ui::state::use_lang;
use leptos::prelude::*;

/// At most this many moves are listed (a five-player round plus an announcement).
const SHOWN: usize = 6;

/// The list of moves since the player on turn last played (at most `SHOWN`).
#[component]
pub fn CardMoves() -> impl IntoView {
    let lang = use_lang();
    let ctx = expect_context::<CardsCtx>();
    let g = ctx.g;
    move || {
        let l = lang.get();
        let me = g.with(|g| g.current_player());
        let lines = ctx.moves.with(|ms| {
            let start = last_turn_of(ms, me)
                .unwrap_or(0)
                .max(ms.len().saturating_sub(SHOWN));
            ms[start..]
                .iter()
                .map(|m| (m.player == me, move_text(l, &ctx.players.name(m.player), m)))
                .filter(|(_, text)| !text.is_empty())
                .collect::<Vec<_>>()
        });
        let title = if ctx.hand_open() {
            l.recent_moves()
        } else {
            l.last_moves()
        };
        (!lines.is_empty()).then(|| {
            view! {
                <section class="card-moves" aria-labelledby="moves-title">
                    <h3 id="moves-title" class="moves-title">{title}</h3>
                    <ol class="moves-list">
                        {lines
                            .into_iter()
                            .map(|(mine, text)| view! { <li class:mine=mine>{text}</li> })
                            .collect_view()}
                    </ol>
                </section>
            }
        })
    }
}
