//! The new-game form's first card: which game, each with its name, a line about it and
//! how many players it takes.

use crate::ui::pages::new_game::form::{NewGameForm, OFFERED};
use leptos::prelude::*;

/// The choice of game.
#[component]
pub fn GameChoice(
    /// The new-game form: the game kind it sets.
    form: NewGameForm,
) -> impl IntoView {
    let NewGameForm { lang, kind, .. } = form;
    view! {
        <fieldset class="card">
            <legend>{move || lang.get().choose_game()}</legend>
            <div class="game-choice">
                {OFFERED
                    .into_iter()
                    .map(|k| {
                        view! {
                            <label class="game-option" class:selected=move || kind.get() == k>
                                <input
                                    type="radio"
                                    name="kind"
                                    prop:checked=move || kind.get() == k
                                    on:change=move |_| form.choose_kind(k)
                                />
                                <span class="game-option-name">{move || lang.get().game_name(k)}</span>
                                <span class="game-option-blurb">{move || lang.get().game_blurb(k)}</span>
                                <span class="game-option-range">
                                    {move || {
                                        lang.get().players_range(*k.players().start(), *k.players().end())
                                    }}
                                </span>
                            </label>
                        }
                    })
                    .collect_view()}
            </div>
        </fieldset>
    }
}
