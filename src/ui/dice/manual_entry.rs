//! Real dice (score pad): the players roll their own dice and tap in the faces. Held
//! dice keep their faces; the pad fills the other dice in order.

use crate::engine::{Action, DieKind};
use crate::ui::dice::die::DieFace;
use crate::ui::dice::turn_view::TurnView;
use crate::ui::shared::shown::shown;
use crate::ui::state::{use_actions, use_lang};
use leptos::prelude::*;

/// The score-pad entry: tap in the faces of the real dice just thrown, then send them
/// as the roll.
#[component]
pub fn ManualEntry() -> impl IntoView {
    let lang = use_lang();
    let actions = use_actions();
    let tv = expect_context::<TurnView>();
    let turn = tv.turn;
    let kinds = tv.kinds;

    // The faces tapped in so far; held dice are filled in from the table.
    let fresh = move || turn.with(|t| t.kept_faces().collect::<Vec<Option<u8>>>());
    let draft = RwSignal::new(fresh());
    // A new roll, a new turn or a hold change starts the entry afresh.
    Effect::new(move |_| draft.set(fresh()));

    let active = move || draft.with(|d| d.iter().position(|v| v.is_none()));
    let active_kind = move || active().and_then(|i| kinds.get(i).copied());
    // Real dice are thrown by people: for a computer player too, whenever it asks for a
    // throw (it says which dice it keeps; it holds, spends chips and scores itself).
    let for_bot = move || tv.bot_turn.get() && tv.bot_awaits_throw.get();
    // The faces the computer keeps, and how many dice people throw for it.
    let kept = move || {
        turn.with(|t| {
            let kept: Vec<u8> = t.kept_faces().flatten().collect();
            let throw = t.dice.len() - kept.len();
            (kept, throw)
        })
    };
    let can_enter =
        move || (tv.dice_active.get() || for_bot()) && turn.with(|t| t.rolls) < tv.roll_limit.get();
    // The pad shows 0–9 while the ten-sided die is next. A memo: the pad's buttons are
    // rebuilt only when that changes, so a tapped face keeps the focus.
    let ten_next = Memo::new(move |_| active_kind() == Some(DieKind::Ten));
    let tap_face = move |v: u8| {
        draft.update(|d| {
            if let Some(slot) = d.iter_mut().find(|s| s.is_none()) {
                *slot = Some(v);
            }
        })
    };
    let enter = move || {
        let dice: Option<Vec<u8>> = draft.get_untracked().into_iter().collect();
        if let Some(dice) = dice {
            actions.act(Action::EnterDice { dice });
        }
    };
    // Only an Extreme chip allows more than three rolls.
    let chip_spent = move || tv.roll_limit.get() > 3 && turn.with(|t| t.rolls) == 3;

    view! {
        {shown(
            can_enter,
            move || view! {
                <div class="manual-entry">
                    <p class="manual-title">
                        {move || {
                            if for_bot() {
                                match kept() {
                                    (k, _) if k.is_empty() => lang.get().enter_for(&tv.player.get()),
                                    (k, n) => lang.get().enter_for_keeping(&tv.player.get(), &k, n),
                                }
                            } else if chip_spent() {
                                lang.get().chip_spent_enter().to_string()
                            } else {
                                lang.get().enter_title().to_string()
                            }
                        }}
                    </p>
                    <div class="entry-slots">
                        {kinds
                            .iter()
                            .enumerate()
                            .map(|(i, kind)| {
                                let ten = *kind == DieKind::Ten;
                                let value = Signal::derive(move || draft.with(|d| d.get(i).copied().flatten()));
                                let fixed = move || turn.with(|t| t.has_rolled() && t.held.get(i).copied().unwrap_or(false));
                                view! {
                                    <button
                                        type="button"
                                        class="die small"
                                        class:d10=ten
                                        class:blank=move || value.get().is_none()
                                        class:held=fixed
                                        class:next=move || active() == Some(i)
                                        data-value=move || value.get().map(|v| v.to_string()).unwrap_or_default()
                                        disabled=move || fixed() || value.get().is_none()
                                        aria-label=move || lang.get().entry_slot(i + 1, value.get(), ten)
                                        on:click=move |_| draft.update(|d| {
                                            if let Some(s) = d.get_mut(i) {
                                                *s = None;
                                            }
                                        })
                                    >
                                        <span class="die-body"><DieFace value=value ten_sided=ten/></span>
                                    </button>
                                }
                            })
                            .collect_view()}
                    </div>
                    <div class="face-pad" class:ten=move || ten_next.get()>
                        <span class="pad-title">
                            {move || ten_next.get().then(|| lang.get().ten_sided_faces())}
                        </span>
                        {move || {
                            let ten = ten_next.get();
                            let faces = if ten { 0..=9 } else { 1..=6 };
                            faces
                                .map(|v| (v, ten))
                                .map(|f| view! {
                                    <button
                                        type="button"
                                        class="die pad"
                                        data-turn-start
                                        class:d10=f.1
                                        data-value=f.0.to_string()
                                        disabled=move || active().is_none()
                                        aria-label=move || lang.get().enter_face(f.0)
                                        on:click=move |_| tap_face(f.0)
                                    >
                                        <span class="die-body">
                                            <DieFace value=Signal::derive(move || Some(f.0)) ten_sided=f.1/>
                                        </span>
                                    </button>
                                })
                                .collect_view()
                        }}
                    </div>
                    <div class="entry-actions">
                        <button type="button" class="btn ghost" on:click=move |_| draft.set(fresh())>
                            {move || lang.get().clear_entry()}
                        </button>
                        <button
                            type="button"
                            class="btn primary roll-btn"
                            aria-keyshortcuts="R"
                            disabled=move || active().is_some()
                            on:click=move |_| enter()
                        >
                            {move || lang.get().enter_button(turn.with(|t| t.rolls) + 1, tv.roll_limit.get())}
                        </button>
                    </div>
                </div>
            }
            .into_any(),
        )}
    }
}
