//! Back to 5 cards (rules version 2): a play that would leave more than five cards in
//! hand waits here while the player picks which of the other cards to discard; then the
//! play and the discards go to the engine as one action.

use crate::engine::Action;
use crate::ui::cards::ctx::{values_at, CardsCtx, PendingPlay};
use crate::ui::state::{use_actions, use_lang};
use leptos::prelude::*;

/// Picks the cards to discard for a chosen play that would leave more than five in
/// hand, then sends the play and the discards as one action.
#[component]
pub fn DiscardDown(
    /// The play waiting for its discards: cards played, field, how many must go.
    pending: PendingPlay,
) -> impl IntoView {
    let lang = use_lang();
    let actions = use_actions();
    let ctx = expect_context::<CardsCtx>();
    let need = pending.need;
    let field = pending.field;
    let played = pending.played.clone();
    let chosen = move || ctx.selected.with(Vec::len);
    let confirm = move |_| {
        let (cards, discard) = ctx.hand.with_untracked(|h| {
            (
                values_at(h, &played),
                ctx.selected.with_untracked(|s| values_at(h, s)),
            )
        });
        ctx.pending.set(None);
        ctx.selected.set(Vec::new());
        actions.act(Action::Play {
            cards,
            field,
            discard,
        });
    };
    let back = {
        let played = pending.played.clone();
        move |_| {
            ctx.pending.set(None);
            ctx.selected.set(played.clone());
        }
    };
    view! {
        <section class="action-panel discard-panel" aria-labelledby="discard-title">
            <h3 class="panel-title" id="discard-title">
                <span class="panel-icon" aria-hidden="true">"5"</span>
                {move || lang.get().discard_down_title()}
            </h3>
            <p class="panel-hint">{move || lang.get().discard_down_text(need, field)}</p>
            <p class="discard-count" aria-live="polite">
                {move || lang.get().discard_down_chosen(chosen(), need)}
            </p>
            <div class="discard-buttons">
                <button
                    type="button"
                    class="btn primary"
                    disabled=move || chosen() != need
                    on:click=confirm
                >
                    {move || lang.get().discard_down_confirm(need, field)}
                </button>
                <button type="button" class="btn ghost" on:click=back>
                    {move || lang.get().back()}
                </button>
            </div>
        </section>
    }
}
