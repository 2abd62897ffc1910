//! The hand of the player on turn: large cards to tap (select / deselect), sorted by
//! value or in the order drawn, the cards drawn last turn marked "new". On a computer's
//! turn its hand stays face down at its seat; here it just says who is playing.

use crate::ui::cards::ctx::CardsCtx;
use crate::ui::cards::playing_card::CardFace;
use crate::ui::state::use_lang;
use leptos::prelude::*;

/// The hand of the player on turn, each card a toggle for the selection; on a
/// computer's turn, who is playing.
#[component]
pub fn CardHand() -> impl IntoView {
    let lang = use_lang();
    let ctx = expect_context::<CardsCtx>();
    let g = ctx.g;
    let played = move |i: usize| {
        ctx.pending
            .with(|p| p.as_ref().is_some_and(|p| p.played.contains(&i)))
    };
    let toggle = move |i: usize| {
        if played(i) {
            return;
        }
        ctx.selected
            .update(|s| match s.iter().position(|&x| x == i) {
                Some(k) => {
                    s.remove(k);
                }
                None => s.push(i),
            });
    };
    // The cards of this turn, in display order. A memo, so the buttons stay while a card
    // is selected and deselected (it lifts smoothly and keeps the focus); new cards or
    // sorting give new buttons (another language rebuilds the whole hand).
    let cards = Memo::new(move |_| {
        let order = ctx.display_order();
        ctx.hand.with(|h| {
            let fresh_from = h.len().saturating_sub(ctx.fresh.get());
            order
                .into_iter()
                .enumerate()
                .filter_map(|(pos, i)| h.get(i).map(|&v| (pos, i, v, i >= fresh_from)))
                .collect::<Vec<_>>()
        })
    });

    // The head is rebuilt with the selection; the cards are not.
    move || {
        let l = lang.get();
        let name = ctx.players.name(g.with(|g| g.current_player()));
        if !ctx.hand_open() {
            return view! {
                <div class="hand-area">
                    <p class="bot-playing">
                        <span class="thinking" aria-hidden="true"><i></i><i></i><i></i></span>
                        {l.cards_bot_playing(&name)}
                    </p>
                </div>
            }
            .into_any();
        }
        let count = ctx.hand.with(Vec::len);
        // More than five cards are fanned.
        let hand_class = if count > 5 { "hand many" } else { "hand" };
        let head = move || {
            let n_selected = ctx.selected.with(Vec::len);
            let sorted = ctx.auto_sort.get();
            view! {
                <div class="hand-tools">
                    {(n_selected > 0)
                        .then(|| {
                            view! {
                                <button
                                    type="button"
                                    class="pill-btn"
                                    title=l.clear_selection()
                                    on:click=move |_| ctx.selected.set(Vec::new())
                                >
                                    <span aria-hidden="true">"✕ "</span>
                                    {l.selected_count(n_selected)}
                                    <span class="sr-only">" – " {l.clear_selection()}</span>
                                </button>
                            }
                        })}
                    <button
                        type="button"
                        class="pill-btn sort-btn"
                        aria-pressed=sorted.to_string()
                        title=l.sort_hint()
                        on:click=move |_| ctx.set_auto_sort(!sorted)
                    >
                        <svg viewBox="0 0 24 24" aria-hidden="true">
                            <path d="M7 4v16M3 16l4 4 4-4M14 5h7M14 10h5M14 15h3"/>
                        </svg>
                        {l.sort_cards()}
                    </button>
                </div>
            }
        };
        view! {
            <div class="hand-area">
                <div class="hand-head">
                    <h2 class="hand-title">
                        {l.your_hand(&name)} " " <span class="hand-count">{l.cards_count(count)}</span>
                    </h2>
                    {head}
                </div>
                <div class=hand_class role="group" aria-label=l.your_hand(&name)>
                    {move || {
                        cards
                            .get()
                            .into_iter()
                            .map(|(pos, i, value, fresh)| {
                                let selected = move || ctx.selected.with(|s| s.contains(&i));
                                view! {
                                    <button
                                        type="button"
                                        class="hand-card"
                                        class:selected=selected
                                        class:played=move || played(i)
                                        disabled=move || played(i)
                                        aria-pressed=move || selected().to_string()
                                        aria-label=l.card_name(pos + 1, value, fresh)
                                        // Keys 1-9, then 0 for the tenth card.
                                        aria-keyshortcuts=(pos < 10).then(|| ((pos + 1) % 10).to_string())
                                        data-turn-start
                                        data-value=value
                                        on:click=move |_| toggle(i)
                                    >
                                        <CardFace value=value/>
                                        {fresh
                                            .then(|| {
                                                view! {
                                                    " "
                                                    <span class="new-tag" aria-hidden="true">{l.new_card()}</span>
                                                }
                                            })}
                                    </button>
                                }
                            })
                            .collect_view()
                    }}
                </div>
                <p class="hint hand-hint">{l.hand_hint()}</p>
            </div>
        }
        .into_any()
    }
}
