//! The dice on the table: tap a die to hold it. With real dice (score pad) the pad to
//! tap in the faces sits below.

use crate::engine::{Action, DieKind};
use crate::ui::dice::die::Die;
use crate::ui::dice::manual_entry::ManualEntry;
use crate::ui::dice::turn_view::TurnView;
use crate::ui::hint::advised::Advised;
use crate::ui::state::{use_actions, use_lang};
use leptos::prelude::*;

/// The dice of the turn on screen (from the `TurnView` context), each a hold toggle;
/// with real dice, the pad to enter their faces below them.
#[component]
pub fn DiceTray() -> impl IntoView {
    let lang = use_lang();
    let actions = use_actions();
    let tv = expect_context::<TurnView>();
    let turn = tv.turn;
    let kinds = tv.kinds;
    // Which dice the last roll threw: only those tumble (a release is no roll).
    let thrown = Memo::new(move |prev: Option<&(u8, usize, Vec<bool>)>| {
        let current = tv.current.get();
        turn.with(|t| {
            let key = (t.rolls, current);
            match prev {
                Some(p) if (p.0, p.1) == key => p.clone(),
                _ => (t.rolls, current, t.held.iter().map(|h| !h).collect()),
            }
        })
    });
    let toggle = Callback::new(move |i: usize| {
        let held = turn.with_untracked(|t| t.held.get(i).copied().unwrap_or(false));
        actions.act(Action::Hold {
            die: i,
            held: !held,
        });
    });
    let manual = tv.manual;
    // The open Hint's dice to keep (the sheet games only).
    let advised = use_context::<Advised>();

    // With real dice there is nothing on the table before the first faces are tapped in.
    let shown = move || !manual || turn.with(|t| t.has_rolled());

    view! {
        <div
            class="dice-tray"
            class:hidden=move || !shown()
            role="group"
            aria-label=move || lang.get().dice_tray()
        >
            {kinds
                .iter()
                .enumerate()
                .map(|(i, kind)| {
                    let value = Signal::derive(move || {
                        turn.with(|t| t.has_rolled().then(|| t.dice.get(i).copied()).flatten())
                    });
                    let held = Signal::derive(move || {
                        turn.with(|t| t.has_rolled() && t.held.get(i).copied().unwrap_or(false))
                    });
                    // Holding matters only while another roll is left, or a chip could
                    // buy one (then even with all dice held, so one can be released).
                    let enabled = Signal::derive(move || {
                        tv.dice_active.get() && tv.hold_matters.get() && turn.with(|t| t.has_rolled())
                    });
                    let anim = Signal::derive(move || {
                        thrown.with(|(rolls, _, mask)| {
                            match (*rolls > 0 && mask.get(i).copied().unwrap_or(false), rolls % 2) {
                                (false, _) => "",
                                (true, 0) => "roll-a",
                                (true, _) => "roll-b",
                            }
                        })
                    });
                    let keep = Signal::derive(move || {
                        advised.is_some_and(|a| a.keep.with(|m| m.as_ref().is_some_and(|m| m.get(i) == Some(&true))))
                    });
                    view! {
                        <Die
                            index=i
                            ten_sided=*kind == DieKind::Ten
                            value=value
                            held=held
                            enabled=enabled
                            anim=anim
                            advised=keep
                            on_toggle=toggle
                        />
                    }
                })
                .collect_view()}
        </div>
        {manual.then(|| view! { <ManualEntry/> })}
    }
}
