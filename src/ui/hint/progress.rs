//! What the screens show while the solver's table is on its way: its progress bar, and
//! the advisor's "working it out" or "could not be loaded".

use crate::ui::state::{use_actions, use_lang};
use leptos::prelude::*;

/// The solve's progress in percent, named `label` (the words shown beside it).
#[component]
pub fn SolverProgress(
    /// The bar's accessible name.
    label: &'static str,
) -> impl IntoView {
    let actions = use_actions();
    let percent = move || (actions.brain.progress.get().unwrap_or(0.0) * 100.0).round() as u32;
    view! {
        <progress class="solver-progress" max="100" value=percent aria-label=label></progress>
    }
}

/// The advisor waiting for the brain's answer: what it is doing and how far while it
/// solves a table, or that the table could not be loaded.
#[component]
pub fn SolverWait() -> impl IntoView {
    let lang = use_lang();
    let actions = use_actions();
    move || {
        let l = lang.get();
        if actions.brain.failed.get() {
            view! { <p class="hint-status">{l.solver_failed()}</p> }.into_any()
        } else if actions.brain.progress.get().is_some() {
            view! {
                <p class="hint-status">{l.solver_preparing()}</p>
                <SolverProgress label=l.solver_preparing()/>
            }
            .into_any()
        } else {
            // The brain is on its way with the answer (no table to solve): a moment.
            view! { <p class="hint-status" aria-busy="true">"…"</p> }.into_any()
        }
    }
}
