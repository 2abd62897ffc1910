//! The chip tray, the middle of the Dice Duel table: a compartment per kind with its
//! chips left, value and name. The chips the current dice may take glow and are buttons
//! ("30: Full House, 3 left"); the others are pictures.

use crate::engine::{Action, ChipKind, CHIPS_PER_KIND};
use crate::ui::duel::chip::Chip;
use crate::ui::duel::ctx::DuelCtx;
use crate::ui::state::{use_actions, use_lang};
use leptos::prelude::*;

/// The chip tray: a compartment per kind with its chips left; the chips the dice may
/// take are buttons.
#[component]
pub fn ChipTray() -> impl IntoView {
    let lang = use_lang();
    let actions = use_actions();
    let ctx = expect_context::<DuelCtx>();
    let dg = ctx.dg;

    let slot = move |kind: ChipKind| {
        let left = Memo::new(move |_| dg.with(|d| d.tray().count(kind)));
        let takeable = Memo::new(move |_| ctx.may_take(kind, false));
        // The dice meet this kind but its compartment is empty (a Kniffel may take
        // anything, so then nothing is missed).
        let gone = Memo::new(move |_| {
            left.get() == 0 && dg.with(|d| !d.is_kniffel_now() && d.qualifying().contains(&kind))
        });
        let body = move || {
            view! {
                <span class="tray-stack" aria-hidden="true">
                    {move || {
                        let n = left.get();
                        if n == 0 {
                            view! { <Chip kind=kind class="ghost"/> }.into_any()
                        } else {
                            let shown = n.min(CHIPS_PER_KIND);
                            (0..shown)
                                .map(|i| {
                                    view! {
                                        <span class="tray-stacked" style=format!("--i: {i}")>
                                            <Chip kind=kind blank=i + 1 < shown/>
                                        </span>
                                    }
                                })
                                .collect_view()
                                .into_any()
                        }
                    }}
                </span>
                // Spaces between the words of the button's text ("30 Full House 3 left",
                // which its name repeats); the flex column does not draw them.
                " "
                <span class="slot-label" aria-hidden="true">{move || lang.get().chip_label(kind)}</span>
                " "
                <span class="slot-count" aria-hidden="true">
                    {move || lang.get().duel_chips_left(left.get())}
                </span>
            }
        };
        view! {
            <div
                class="tray-slot"
                data-kind=kind.id()
                class:takeable=move || takeable.get()
                class:empty=move || left.get() == 0
                class:gone=move || gone.get()
            >
                {move || {
                    if takeable.get() {
                        view! {
                            <button
                                type="button"
                                class="slot-btn"
                                data-nav="box"
                                aria-label=move || lang.get().take_chip_slot(kind, left.get())
                                on:click=move |_| {
                                    actions.act(Action::TakeChip { kind, from_set_aside: false })
                                }
                            >
                                {body()}
                            </button>
                        }
                            .into_any()
                    } else {
                        view! {
                            <div
                                class="slot-btn"
                                role="img"
                                aria-label=move || lang.get().duel_tray_slot(kind, left.get())
                            >
                                {body()}
                            </div>
                        }
                            .into_any()
                    }
                }}
            </div>
        }
    };

    view! {
        <div
            class="chip-tray"
            class:choosing=move || ctx.human_turn.get() && ctx.takeable.with(|t| !t.is_empty())
            role="group"
            aria-label=move || lang.get().duel_tray()
        >
            {ChipKind::ALL.into_iter().map(slot).collect_view()}
        </div>
    }
}
