//! What the whole table is told: the last round, who has one field left (the app's
//! announcement, or the player's own under "announce yourself"), a reshuffled draw
//! pile, and a refused action. Shown on the cover too, so it names no numbers there.

use crate::engine::Event;
use crate::ui::cards::ctx::CardsCtx;
use crate::ui::cards::seen_moves::last_turn_of;
use crate::ui::state::{use_lang, use_on_screen, News};
use leptos::prelude::*;

/// The table-wide notices: last round, one field left, reshuffled pile, refused action.
#[component]
pub fn CardNotices() -> impl IntoView {
    let lang = use_lang();
    let on_screen = use_on_screen();
    let ctx = expect_context::<CardsCtx>();
    let g = ctx.g;

    // A reshuffle since the player on turn last played (their own draw included).
    let reshuffled = move || {
        let me = g.with(|g| g.current_player());
        ctx.moves.with(|ms| {
            let start = last_turn_of(ms, me).unwrap_or(0);
            ms[start..].iter().any(|m| {
                m.events
                    .iter()
                    .any(|e| matches!(e, Event::Reshuffled { .. }))
            })
        })
    };

    move || {
        let l = lang.get();
        let (last_round, one_left) = g.with(|g| {
            (
                g.final_round().then(|| g.finished_by()).flatten(),
                (0..g.player_count())
                    .filter(|&p| g.announced(p) && g.open_count(p) == 1)
                    .collect::<Vec<_>>(),
            )
        });
        let refusal = match on_screen.news.get() {
            Some(News::Refused(r)) if !ctx.covered.get() => Some(l.refusal(&r)),
            Some(News::Told(words)) => Some(words),
            _ => None,
        };
        view! {
            <div class="card-notices">
                {last_round
                    .map(|p| {
                        view! {
                            <div class="notice last-round" role="status">
                                <strong>{l.last_round()}</strong>
                                " "
                                <span>{l.last_round_why(&ctx.players.name(p))}</span>
                            </div>
                        }
                    })}
                {one_left
                    .into_iter()
                    .map(|p| {
                        view! {
                            <div class="notice one-left" role="status">
                                <span class="notice-icon" aria-hidden="true">"!"</span>
                                {l.one_field_left(&ctx.players.name(p))}
                            </div>
                        }
                    })
                    .collect_view()}
                {reshuffled()
                    .then(|| {
                        view! {
                            <div class="notice reshuffle" role="status">
                                <span class="shuffle-icon" aria-hidden="true"></span>
                                {l.reshuffled()}
                            </div>
                        }
                    })}
                {refusal.map(|r| view! { <p class="toast" role="alert">{r}</p> })}
            </div>
        }
    }
}
