//! The hand of the player on turn: large cards to tap (select / deselect), sorted by
//! value or in the order drawn, the cards drawn last turn marked "new". On a computer's
//! turn its hand stays face down at its seat; here it just says who is playing.

use super::cards_screen::CardsCtx;
use super::playing_card::CardFace;
use super::state::AppState;
use leptos::prelude::*;

#[component]
pub fn CardHand() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let ctx = expect_context::<CardsCtx>();
    let g = ctx.g;
    let name = move || ctx.players.name(g.with(|g| g.current_player()));
    let count = move || ctx.hand.with(Vec::len);
    let n_selected = move || ctx.selected.with(Vec::len);
    // (display position, position in the hand, value) of every card.
    let cards = move || {
        let order = ctx.display_order();
        ctx.hand.with(|h| {
            order
                .into_iter()
                .enumerate()
                .filter_map(|(pos, i)| h.get(i).map(|&v| (pos, i, v)))
                .collect::<Vec<_>>()
        })
    };
    let toggle = move |i: usize| {
        ctx.selected
            .update(|s| match s.iter().position(|&x| x == i) {
                Some(k) => {
                    s.remove(k);
                }
                None => s.push(i),
            });
    };

    view! {
        <div class="hand-area">
            <Show
                when=move || ctx.hand_open()
                fallback=move || {
                    view! {
                        <p class="bot-playing">
                            <span class="thinking" aria-hidden="true"><i></i><i></i><i></i></span>
                            {move || lang.get().cards_bot_playing(&name())}
                        </p>
                    }
                }
            >
                <div class="hand-head">
                    <h2 class="hand-title">
                        {move || lang.get().your_hand(&name())}
                        " "
                        <span class="hand-count">{move || lang.get().cards_count(count())}</span>
                    </h2>
                    <div class="hand-tools">
                        <Show when=move || { n_selected() > 0 }>
                            <button
                                type="button"
                                class="pill-btn"
                                title=move || lang.get().clear_selection()
                                on:click=move |_| ctx.selected.set(Vec::new())
                            >
                                <span aria-hidden="true">"✕ "</span>
                                {move || lang.get().selected_count(n_selected())}
                                <span class="sr-only">" – " {move || lang.get().clear_selection()}</span>
                            </button>
                        </Show>
                        <button
                            type="button"
                            class="pill-btn sort-btn"
                            aria-pressed=move || ctx.auto_sort.get().to_string()
                            title=move || lang.get().sort_hint()
                            on:click=move |_| ctx.set_auto_sort(!ctx.auto_sort.get_untracked())
                        >
                            <svg viewBox="0 0 24 24" aria-hidden="true">
                                <path d="M7 4v16M3 16l4 4 4-4M14 5h7M14 10h5M14 15h3"/>
                            </svg>
                            {move || lang.get().sort_cards()}
                        </button>
                    </div>
                </div>
                <div
                    class="hand"
                    class:many=move || { count() > 5 }
                    role="group"
                    aria-label=move || lang.get().your_hand(&name())
                >
                    <For each=cards key=|c| *c let:card>
                        {
                            let (pos, i, value) = card;
                            let selected = move || ctx.selected.with(|s| s.contains(&i));
                            let fresh = move || {
                                let n = count();
                                i >= n.saturating_sub(ctx.fresh.get())
                            };
                            view! {
                                <button
                                    type="button"
                                    class="hand-card"
                                    class:selected=selected
                                    aria-pressed=move || selected().to_string()
                                    aria-label=move || lang.get().card_name(pos + 1, value)
                                    data-value=value
                                    on:click=move |_| toggle(i)
                                >
                                    <CardFace value=value/>
                                    <Show when=fresh>
                                        <span class="new-tag" aria-hidden="true">{move || lang.get().new_card()}</span>
                                    </Show>
                                </button>
                            }
                        }
                    </For>
                </div>
                <p class="hint hand-hint">{move || lang.get().hand_hint()}</p>
            </Show>
        </div>
    }
}
