//! Duplicate's switch, "Same dice for everyone" (`Options::same_dice`): shown for the
//! scoresheet games with the app's dice; `session::form` keeps it out of any other
//! setup. Its accessible name is the switch's words alone (the explanation is its
//! description).

use crate::ui::pages::new_game::form::NewGameForm;
use crate::ui::shared::shown::shown;
use leptos::prelude::*;

/// The "Same dice for everyone" checkbox with its explanation.
#[component]
pub fn SameDiceSwitch(
    /// The new-game form: the game kind, the dice source and the switch.
    form: NewGameForm,
) -> impl IntoView {
    let NewGameForm {
        lang,
        kind,
        manual,
        same_dice,
        ..
    } = form;
    shown(
        move || kind.get().has_same_dice() && !manual.get(),
        move || {
            view! {
                <label class="choice check same-dice">
                    <input
                        type="checkbox"
                        aria-describedby="same-dice-hint"
                        prop:checked=move || same_dice.get()
                        on:change=move |_| same_dice.update(|on| *on = !*on)
                    />
                    <span>{move || lang.get().same_dice_switch()}</span>
                </label>
                <p id="same-dice-hint" class="hint">{move || lang.get().same_dice_hint()}</p>
            }
            .into_any()
        },
    )
}
