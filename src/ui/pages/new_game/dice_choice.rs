//! The app's dice or real dice typed in; a card game says the app deals.

use crate::ui::pages::new_game::form::NewGameForm;
use crate::ui::pages::new_game::same_dice::SameDiceSwitch;
use crate::ui::shared::shown::shown_or;
use leptos::prelude::*;

/// Where the dice come from (or, for the cards, who shuffles).
#[component]
pub fn DiceChoice(
    /// The new-game form: the game kind, and the dice source it sets.
    form: NewGameForm,
) -> impl IntoView {
    let NewGameForm {
        lang, kind, manual, ..
    } = form;
    view! {
        <fieldset class="card">
            <legend>
                {move || {
                    if !kind.get().has_dice() {
                        lang.get().cards_shuffle()
                    } else {
                        lang.get().dice_source()
                    }
                }}
            </legend>
            {shown_or(
                move || kind.get().has_dice(),
                move || view! {
                    <label class="choice">
                        <input
                            type="radio"
                            name="dice"
                            prop:checked=move || !manual.get()
                            on:change=move |_| manual.set(false)
                        />
                        <span>
                            {move || lang.get().app_dice()} " "
                            <em class="default-mark">{move || lang.get().default_marker()}</em>
                        </span>
                    </label>
                    <label class="choice">
                        <input
                            type="radio"
                            name="dice"
                            prop:checked=move || manual.get()
                            on:change=move |_| manual.set(true)
                        />
                        <span>{move || lang.get().real_dice()}</span>
                    </label>
                    <SameDiceSwitch form=form/>
                }
                .into_any(),
                move || view! { <p class="choice">{move || lang.get().cards_dealt_by_app()}</p> }.into_any(),
            )}
        </fieldset>
    }
}
