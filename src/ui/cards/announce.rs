//! House rule "announce yourself": with two fields left the player must press Announce
//! before filling the second-to-last one, or gets 10 penalty points. (Without the rule
//! the app announces for everyone; see `notices`.)

use crate::engine::Action;
use crate::ui::cards::ctx::CardsCtx;
use crate::ui::state::{use_actions, use_lang};
use leptos::prelude::*;

/// The Announce bar, shown while the player on turn may announce under "announce
/// yourself".
#[component]
pub fn CardAnnounce() -> impl IntoView {
    let lang = use_lang();
    let actions = use_actions();
    let ctx = expect_context::<CardsCtx>();
    let g = ctx.g;
    move || {
        let l = lang.get();
        let (can, announcing) = g.with(|g| (g.can_announce(), g.announcing()));
        if can {
            view! {
                <div class="announce-bar">
                    <p>{l.announce_hint()}</p>
                    <button
                        type="button"
                        class="btn announce-btn"
                        on:click=move |_| actions.act(Action::Announce)
                    >
                        <span class="announce-icon" aria-hidden="true">"!"</span>
                        {l.announce_button()}
                    </button>
                </div>
            }
            .into_any()
        } else if announcing {
            view! { <p class="announce-bar done" role="status">{l.announced_now()}</p> }.into_any()
        } else {
            ().into_any()
        }
    }
}
