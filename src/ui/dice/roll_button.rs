//! The Roll button ("Roll 2 of 3") and a dot per roll of the turn, for every dice game;
//! `children` (e.g. Extreme's chips) sit beside the dots. With real dice (score pad)
//! there is no button: the entry pad rolls. A shake of the phone presses the button
//! (`data-roll`, `ui::feel::shake`). A turn with many rolls (Maxi Yatzy's saved rolls)
//! shows dots for its own three only: the saved ones are counted in words beside them.

use crate::engine::Action;
use crate::ui::dice::turn_view::TurnView;
use crate::ui::state::{use_actions, use_lang};
use leptos::prelude::*;

/// Up to this many rolls get a dot each; a turn with more shows three.
const MAX_DOTS: u8 = 6;

#[component]
pub fn RollButton(#[prop(optional)] children: Option<Children>) -> impl IntoView {
    let lang = use_lang();
    let actions = use_actions();
    let tv = expect_context::<TurnView>();
    let turn = tv.turn;

    let rolls = move || (turn.with(|t| t.rolls), tv.roll_limit.get());
    let can_roll = move || {
        let (done, limit) = rolls();
        tv.dice_active.get()
            && done < limit
            && !turn.with(|t| t.has_rolled() && t.held.iter().all(|&h| h))
    };
    // After the last roll the button says so, rather than the roll it cannot give.
    let roll_text = move || {
        let (done, limit) = rolls();
        let l = lang.get();
        if done >= limit && limit > 0 {
            l.roll_none_left().to_string()
        } else {
            l.roll_button(done + 1, limit)
        }
    };

    view! {
        {(!tv.manual)
            .then(|| {
                view! {
                    <button
                        type="button"
                        class="btn primary roll-btn"
                        aria-keyshortcuts="R"
                        data-turn-start
                        data-roll
                        disabled=move || !can_roll()
                        on:click=move |_| actions.act(Action::Roll)
                    >
                        <span class="roll-icon" aria-hidden="true"></span>
                        {roll_text}
                    </button>
                }
            })}
        <div class="roll-meta">
            <div class="roll-dots" aria-hidden="true">
                {move || {
                    let (done, limit) = rolls();
                    let dots = if limit > MAX_DOTS { 3 } else { limit };
                    (0..dots)
                        .map(|i| view! { <span class="roll-dot" class:used={ i < done } class:extra={ i >= 3 }></span> })
                        .collect_view()
                }}
            </div>
            {children.map(|c| c())}
        </div>
    }
}
