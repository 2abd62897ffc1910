//! The Roll button, the chip for a 4th roll (Extreme), and a hint of what to do next
//! (the Hint button and panel are the screen's: `ui::hint::panel`).

use crate::engine::{Action, BoxId, GameRules, Variant, CHIPS_PER_PLAYER};
use crate::ui::dice::roll_button::RollButton;
use crate::ui::shared::shown::shown;
use crate::ui::sheet::chip_rack::ChipRack;
use crate::ui::sheet::ctx::SheetCtx;
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

    let hint = move || {
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
        let open = sg.with(|s| {
            s.players()[s.current_player()]
                .sheet
                .open_in(s.variant().boxes())
                .count()
        });
        let offer = ctx.offer.get();
        if offer.allowed.len() < open {
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

    view! {
        <div class="roll-controls">
            <RollButton>
                {extreme.then(|| view! { <ChipRack count=chips of=CHIPS_PER_PLAYER/> })}
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
