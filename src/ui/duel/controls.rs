//! The dice half of the Dice Duel table: what a Kniffel allows, the dice, the Roll
//! button, "No chip" when nothing fits, and a hint of what to do next.

use crate::engine::{Action, ChipKind, GameRules};
use crate::ui::dice::dice_tray::DiceTray;
use crate::ui::dice::roll_button::RollButton;
use crate::ui::duel::ctx::DuelCtx;
use crate::ui::shared::shown::shown;
use crate::ui::state::{use_actions, use_lang};
use leptos::prelude::*;

/// The Dice Duel's dice and turn controls: Kniffel picks, the dice, Roll, "No chip"
/// and a hint of what to do next.
#[component]
pub fn DuelControls() -> impl IntoView {
    let lang = use_lang();
    let actions = use_actions();
    let ctx = expect_context::<DuelCtx>();
    let dg = ctx.dg;

    let rolls = move || dg.with(|d| d.turn().rolls);
    let roll_left = move || dg.with(|d| d.dice_turn().is_some_and(|t| t.rolls < t.roll_limit));
    let kniffel = Memo::new(move |_| dg.with(|d| d.kniffel_picks_left()));
    let may_end = move || ctx.human_turn.get() && dg.with(|d| d.may_end_without_chip());
    let fresh_extra_turn = move || ctx.extra_turn.get() && rolls() == 0;
    let manual = dg.with_untracked(|d| d.manual());
    let hint = move || {
        let l = lang.get();
        // With real dice the entry pad says what to do before the first roll (people
        // throw a computer player's first roll too).
        if manual && rolls() == 0 {
            return String::new();
        }
        if !ctx.human_turn.get() {
            // With real dice the entry pad says what the computer asks for; otherwise the
            // computer's line under the game says it is playing (`shared::bot_turn`).
            return String::new();
        }
        if rolls() == 0 {
            return l.hint_first_roll().to_string();
        }
        if kniffel.get() > 0 {
            return String::new();
        }
        let (qualifying, tray) = dg.with(|d| (d.qualifying(), *d.tray()));
        let mut text = match (ctx.takeable.with(|t| t.is_empty()), roll_left()) {
            (false, true) => l.duel_hint_take(),
            (false, false) => l.duel_hint_take_last(),
            (true, true) => l.duel_hint_nothing_yet(),
            (true, false) => l.duel_hint_nothing(),
        }
        .to_string();
        let gone: Vec<ChipKind> = qualifying
            .into_iter()
            .filter(|&k| tray.count(k) == 0)
            .collect();
        if !gone.is_empty() {
            text = format!("{} {text}", l.duel_fits_but_gone(&gone));
        }
        text
    };

    view! {
        <div class="duel-controls">
            {shown(
                move || { kniffel.get() > 0 },
                move || view! {
                    <div class="kniffel-banner" role="status">
                        <strong>{move || lang.get().duel_kniffel_title()}</strong>
                        " "
                        {move || {
                            let second = dg.with(|d| d.picks_owed() > 0);
                            lang.get().duel_kniffel_take(kniffel.get(), second)
                        }}
                    </div>
                }
                .into_any(),
            )}
            {shown(
                fresh_extra_turn,
                move || view! {
                    <div class="extra-banner" role="status">
                        {move || lang.get().duel_extra_turn(&ctx.players.name(dg.with(|d| d.current_player())))}
                    </div>
                }
                .into_any(),
            )}
            <DiceTray/>
            <div class="roll-controls">
                <RollButton/>
                {shown(
                    may_end,
                    move || view! {
                        <button
                            type="button"
                            class="btn no-chip-btn"
                            class:primary=move || { !roll_left() }
                            class:ghost=move || { roll_left() }
                            on:click=move |_| actions.act(Action::NoChip)
                        >
                            {move || lang.get().duel_no_chip_button()}
                        </button>
                    }
                    .into_any(),
                )}
                <p class="hint turn-hint">{hint}</p>
            </div>
        </div>
    }
}
