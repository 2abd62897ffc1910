//! "Pass to NAME": the screen between two human turns. It stands in place of the whole
//! table, so no card of any hand is in the page, and it names no numbers at all. It
//! tells what everyone may know: what the others did since (field names, no points),
//! the last round and who has one field left. The hand shows when that player taps.

use super::card_notices::CardNotices;
use super::cards_screen::{last_turn_of, CardsCtx};
use super::playing_card::CardBack;
use super::state::AppState;
use crate::engine::game::Event;
use leptos::prelude::*;

#[component]
pub fn PassCover(on_uncover: Callback<()>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let ctx = expect_context::<CardsCtx>();
    let g = ctx.g;
    // The cover takes the screen from its top, with the focus on its button (the page
    // may have been scrolled down to the sheet or the actions).
    let button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(b) = button.get() {
            window().scroll_to_with_x_and_y(0.0, 0.0);
            let _ = b.focus();
        }
    });

    move || {
        let l = lang.get();
        let me = g.with(|g| g.current_player());
        let name = ctx.players.name(me);
        // The moves since this player's last turn, as words without numbers.
        let since = ctx.moves.with(|ms| {
            let start = last_turn_of(ms, me).map_or(0, |i| i + 1);
            ms[start..]
                .iter()
                .filter_map(|m| {
                    let who = ctx.players.name(m.player);
                    m.events.iter().find_map(|e| match e {
                        Event::Played { field, .. } => Some(l.cover_played(&who, *field)),
                        Event::Exchanged { .. } => Some(l.cover_exchanged(&who)),
                        _ => None,
                    })
                })
                .collect::<Vec<_>>()
        });
        view! {
            <div class="pass-cover">
                <button
                    type="button"
                    class="cover-btn"
                    node_ref=button
                    on:click=move |_| on_uncover.run(())
                >
                    <span class="cover-fan" aria-hidden="true">
                        <CardBack/>
                        <CardBack/>
                        <CardBack/>
                        <CardBack/>
                        <CardBack/>
                    </span>
                    <span class="cover-title">{l.pass_to(&name)}</span>
                    <span class="cover-tap">{l.pass_tap(&name)}</span>
                </button>
                <p class="cover-private">{l.pass_private()}</p>
                <CardNotices/>
                {(!since.is_empty())
                    .then(|| {
                        view! {
                            <ul class="cover-since">
                                {since.into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}
                            </ul>
                        }
                    })}
            </div>
        }
    }
}
