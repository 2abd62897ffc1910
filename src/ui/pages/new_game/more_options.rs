//! "More options" of the new-game form: the house rules and a game number (the seed), in
//! a fold that opens by itself when a house rule is not the default.

use crate::engine::{DiceSource, Options, RuleSet};
use crate::session::form::Switches;
use crate::ui::pages::new_game::form::NewGameForm;
use crate::ui::pages::new_game::house_rules::HouseRules;
use crate::ui::shared::shown::shown;
use leptos::prelude::*;

/// The fold with the house rules and the game number.
#[component]
pub fn MoreOptions(
    /// The new-game form: its rules, dice source and game number.
    form: NewGameForm,
) -> impl IntoView {
    let NewGameForm {
        lang,
        kind,
        manual,
        seed_text,
        ..
    } = form;
    // Opens by itself when something in it is not the default (read once: the form
    // starts from the last game's rules).
    let open = form.rule_set.get_untracked() != RuleSet::default()
        || form.joker.get_untracked() != Options::default().joker
        || form.announce_yourself.get_untracked() != Options::default().announce_yourself
        || form.switches.values() != Switches::default();
    view! {
        <details class="card more-options" open=open>
            <summary>
                <span class="more-options-title">{move || lang.get().more_options()}</span>
                <span class="muted">{move || lang.get().more_options_what()}</span>
            </summary>
            <HouseRules form=form/>
            {shown(
                move || kind.get().dice_source(manual.get()) == DiceSource::Random,
                move || view! {
                    <label class="seed">
                        <span class="field-title">{move || lang.get().seed()}</span>
                        <input
                            type="text"
                            inputmode="numeric"
                            autocomplete="off"
                            prop:value=move || seed_text.get()
                            on:input=move |ev| seed_text.set(event_target_value(&ev))
                        />
                        <span class="hint">{move || lang.get().seed_hint()}</span>
                    </label>
                }
                .into_any(),
            )}
        </details>
    }
}
