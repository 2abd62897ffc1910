//! The Roll button, the chip for a 4th roll (Extreme), the saved rolls left (Maxi
//! Yatzy), and a hint of what to do next (the Hint button and panel are the screen's:
//! `ui::hint::panel`).

use crate::engine::{Action, BoxId, GameRules, Variant, CHIPS_PER_PLAYER, SHEET_ROLLS};
use crate::ui::dice::roll_button::RollButton;
use crate::ui::shared::shown::shown;
use crate::ui::sheet::chip_rack::ChipRack;
use crate::ui::sheet::ctx::SheetCtx;
use crate::ui::sheet::order_hint::order_hint;
use crate::ui::state::{use_actions, use_lang};
use leptos::prelude::*;

/// The Roll button (Extreme: with the chips left), the chip for a 4th roll, and a hint
/// of what to do next on a human's turn.
#[component]
pub fn RollControls() -> impl IntoView {
    let lang = use_lang();
    let actions = use_actions();
    let ctx = expect_context::<SheetCtx>();
    let sg = ctx.sg;
    let manual = sg.with_untracked(|s| s.manual());
    let extreme = sg.with_untracked(|s| s.variant() == Variant::Extreme);

    let turn_rules = move || sg.with(|s| s.dice_turn());
    let rolls = move || turn_rules().map_or((0, 0), |t| (t.rolls, t.roll_limit));
    let can_chip = move || ctx.human_turn.get() && turn_rules().is_some_and(|t| t.may_buy_roll);
    let chips = Signal::derive(move || sg.with(|s| s.players()[s.current_player()].chips));
    let saves_rolls = sg.with_untracked(|s| s.variant().saves_rolls());
    let order = sg.with_untracked(|s| s.order());
    // The saved rolls this turn has not used yet (those beyond its own three).
    let saved_left = move || {
        let (done, limit) = rolls();
        limit.saturating_sub(done.max(SHEET_ROLLS))
    };

    let usual_hint = move || {
        let l = lang.get();
        if !ctx.human_turn.get() {
            // With real dice the entry pad says what the computer asks for; otherwise the
            // computer's line under the game says it is playing (`shared::bot_turn`).
            return String::new();
        }
        let (done, limit) = rolls();
        if done == 0 {
            // With real dice the entry pad says what to do.
            return if manual {
                String::new()
            } else {
                l.hint_first_roll().to_string()
            };
        }
        let open: Vec<BoxId> = sg.with(|s| {
            let boxes = s.variant().boxes();
            s.players()[s.current_player()]
                .sheet
                .open_in(boxes)
                .collect()
        });
        let offer = ctx.offer.get();
        if let Some(text) = order_hint(l, order, &offer, &open) {
            return text;
        }
        if offer.allowed.len() < open.len() {
            let boxes: Vec<BoxId> = offer.allowed.iter().map(|(b, _)| *b).collect();
            let mut text = l.hint_forced(&boxes);
            if offer.bonus > 0 {
                text = format!("{text} {}", l.bonus_on_the_way(offer.bonus as i32));
            }
            return text;
        }
        if done < limit {
            l.hint_hold().to_string()
        } else if can_chip() {
            // The chip's button says "a 4th roll": the words under it say both ways.
            l.hint_pick_box_or_chip().to_string()
        } else {
            l.hint_pick_box().to_string()
        }
    };

    // Generala: a box made on the first roll earns +5, said before the usual words.
    let hint = move || {
        let usual = usual_hint();
        let served = ctx.human_turn.get()
            && ctx
                .offer
                .with(|o| o.allowed.iter().any(|(b, _)| ctx.served_bonus(*b)));
        if served {
            // Set apart as the box hints set their parts: the two sentences ran together.
            format!("{} · {usual}", lang.get().first_roll_bonus())
        } else {
            usual
        }
    };

    view! {
        <div class="roll-controls">
            <RollButton>
                {extreme.then(|| view! { <ChipRack count=chips of=CHIPS_PER_PLAYER/> })}
                {saves_rolls.then(|| view! {
                    <span class="saved-rolls" data-saved=saved_left>
                        {move || lang.get().saved_rolls(saved_left())}
                    </span>
                })}
            </RollButton>
            {shown(
                can_chip,
                move || view! {
                    <button type="button" class="btn chip-btn" on:click=move |_| actions.act(Action::ChipRoll)>
                        <span class="chip-token" aria-hidden="true"></span>
                        {move || lang.get().chip_button()}
                    </button>
                }
                .into_any(),
            )}
            <p class="hint turn-hint">{hint}</p>
        </div>
    }
}
