//! Who starts a game of several players: drawn by lot (the default) or a player chosen.

use crate::ui::pages::new_game::form::NewGameForm;
use leptos::prelude::*;

/// The choice of who begins (shown from two players).
#[component]
pub fn WhoStarts(
    /// The new-game form: the players, and the starter it sets.
    form: NewGameForm,
) -> impl IntoView {
    let NewGameForm {
        lang,
        kind,
        players,
        starter,
        ..
    } = form;
    view! {
        <fieldset class="card who-starts">
            <legend>{move || lang.get().who_starts()}</legend>
            <label class="choice">
                <input
                    type="radio"
                    name="starter"
                    prop:checked=move || starter.get().is_none()
                    on:change=move |_| starter.set(None)
                />
                <span>
                    {move || lang.get().start_drawn()} " "
                    <em class="default-mark">{move || lang.get().default_marker()}</em>
                </span>
            </label>
            {move || {
                players
                    .get()
                    .into_iter()
                    .map(|p| view! {
                        <label class="choice">
                            <input
                                type="radio"
                                name="starter"
                                prop:checked=move || starter.get() == Some(p.id)
                                on:change=move |_| starter.set(Some(p.id))
                            />
                            <span>{move || form.name_of(p)}</span>
                        </label>
                    })
                    .collect_view()
            }}
            <p class="hint">{move || lang.get().who_starts_hint(kind.get())}</p>
        </fieldset>
    }
}
