//! The dice on the table: tap a die to hold it. With real dice (score pad) the pad to
//! tap in the faces sits below.

use super::die::Die;
use super::manual_entry::ManualEntry;
use super::sheet_game_screen::SheetCtx;
use super::state::AppState;
use crate::engine::game::Action;
use crate::engine::turn::DieKind;
use leptos::prelude::*;

#[component]
pub fn DiceTray() -> impl IntoView {
    let state = expect_context::<AppState>();
    let ctx = expect_context::<SheetCtx>();
    let sg = ctx.sg;
    let kinds = sg.with_untracked(|s| s.variant.dice());
    // Which dice the last roll threw: only those tumble (a release is no roll).
    let thrown = Memo::new(move |prev: Option<&(u8, usize, Vec<bool>)>| {
        sg.with(|s| {
            let key = (s.turn.rolls, s.current);
            match prev {
                Some(p) if (p.0, p.1) == key => p.clone(),
                _ => (
                    s.turn.rolls,
                    s.current,
                    s.turn.held.iter().map(|h| !h).collect(),
                ),
            }
        })
    });
    let toggle = Callback::new(move |i: usize| {
        let held = sg.with_untracked(|s| s.turn.held.get(i).copied().unwrap_or(false));
        state.act(Action::Hold {
            die: i,
            held: !held,
        });
    });
    let manual = sg.with_untracked(|s| s.manual);

    // With real dice there is nothing on the table before the first faces are tapped in.
    let shown = move || !manual || sg.with(|s| s.turn.has_rolled());

    view! {
        <div
            class="dice-tray"
            class:hidden=move || !shown()
            role="group"
            aria-label=move || state.lang.get().dice_tray()
        >
            {kinds
                .iter()
                .enumerate()
                .map(|(i, kind)| {
                    let value = Signal::derive(move || {
                        sg.with(|s| s.turn.has_rolled().then(|| s.turn.dice.get(i).copied()).flatten())
                    });
                    let held = Signal::derive(move || {
                        sg.with(|s| s.turn.has_rolled() && s.turn.held.get(i).copied().unwrap_or(false))
                    });
                    // Holding matters only while another roll is left, or a chip could
                    // buy one (then even with all dice held, so one can be released).
                    let enabled = Signal::derive(move || {
                        ctx.human_turn.get()
                            && sg.with(|s| {
                                let chip_left = !s.chip_used && s.players[s.current].chips > 0;
                                s.turn.has_rolled() && (s.turn.rolls < s.roll_limit() || chip_left)
                            })
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
                    view! {
                        <Die
                            index=i
                            ten_sided=*kind == DieKind::Ten
                            value=value
                            held=held
                            enabled=enabled
                            anim=anim
                            on_toggle=toggle
                        />
                    }
                })
                .collect_view()}
        </div>
        {manual.then(|| view! { <ManualEntry/> })}
    }
}
