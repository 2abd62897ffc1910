//! The two things a turn can be, side by side and clearly apart: score (play the
//! selected cards into a field) or exchange (discard them and draw). Above them the
//! Announce button of the "announce yourself" house rule; below, why there is no undo.

use crate::ui::cards::announce::CardAnnounce;
use crate::ui::cards::ctx::CardsCtx;
use crate::ui::cards::discard_down::DiscardDown;
use crate::ui::cards::exchange::CardExchange;
use crate::ui::cards::score::CardScore;
use crate::ui::state::use_lang;
use leptos::prelude::*;

/// The turn's controls while the hand is open: Announce, then Score and Exchange (or
/// the discard-down step of a chosen play), then why there is no undo.
#[component]
pub fn CardActions() -> impl IntoView {
    let lang = use_lang();
    let ctx = expect_context::<CardsCtx>();

    move || {
        ctx.hand_open().then(|| {
            view! {
                <div class="card-actions">
                    <CardAnnounce/>
                    {move || match ctx.pending.get() {
                        Some(pending) => view! { <DiscardDown pending=pending/> }.into_any(),
                        None => view! {
                            <div class="action-panels">
                                <CardScore/>
                                <CardExchange/>
                            </div>
                        }
                        .into_any(),
                    }}
                    <p class="undo-note">
                        <svg viewBox="0 0 24 24" aria-hidden="true">
                            <path d="M9 14 4 9l5-5" />
                            <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
                            <path d="M3 3l18 18" />
                        </svg>
                        {move || lang.get().no_undo_after_draw()}
                    </p>
                </div>
            }
        })
    }
}
