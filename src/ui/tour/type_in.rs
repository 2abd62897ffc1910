//! Typing in a table game's totals from a paper sheet: one number per player, then Save
//! (the model checks them: one per seat, none negative).

use super::ctx::use_tour;
use crate::engine::GameId;
use crate::tour::{Slot, TourAction};
use crate::ui::state::use_lang;
use leptos::prelude::*;

/// The totals' form of the table game at `at` of tournament `id`; closes on Save or
/// Cancel (`typing`).
#[component]
pub fn TypeIn(id: GameId, at: Slot, names: Vec<String>, typing: RwSignal<bool>) -> impl IntoView {
    let lang = use_lang();
    let tour = use_tour();
    let values: Vec<RwSignal<String>> =
        names.iter().map(|_| RwSignal::new(String::new())).collect();
    let all = values.clone();
    let save = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let totals: Option<Vec<i32>> = all
            .iter()
            .map(|v| v.get_untracked().trim().parse().ok())
            .collect();
        if let Some(totals) = totals {
            if tour.apply(id, TourAction::Record { at, totals }) {
                typing.set(false);
            }
        }
    };
    view! {
        <form class="tour-type-in" on:submit=save>
            {names
                .into_iter()
                .zip(values)
                .map(|(name, value)| {
                    let label = name.clone();
                    view! {
                        <label class="tour-total">
                            <span>{name}</span>
                            <input
                                type="number"
                                inputmode="numeric"
                                min="0"
                                max="9999"
                                required
                                aria-label=move || lang.get().tour_points_for(&label)
                                prop:value=move || value.get()
                                on:input=move |ev| value.set(event_target_value(&ev))
                            />
                        </label>
                    }
                })
                .collect_view()}
            <div class="tour-game-actions">
                <button type="submit" class="btn primary">{move || lang.get().tour_save_points()}</button>
                <button type="button" class="btn ghost" on:click=move |_| typing.set(false)>
                    {move || lang.get().cancel()}
                </button>
            </div>
        </form>
    }
}
