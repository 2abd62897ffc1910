//! What the win chance shows while the brain works it out (a leaf: the button and the
//! chart both show it).

use crate::ui::hint::progress::SolverWait;
use crate::ui::state::{use_actions, use_lang};
use leptos::prelude::*;

/// While the chances are worked out: the solver's progress if it solves its table first
/// (`SolverWait`), else what is being done.
#[component]
pub fn ChanceWait() -> impl IntoView {
    let lang = use_lang();
    let actions = use_actions();
    move || {
        if actions.brain.progress.get().is_some() || actions.brain.failed.get() {
            view! { <SolverWait/> }.into_any()
        } else {
            view! {
                <p class="hint-status" aria-busy="true">{lang.get().win_chance_wait()}</p>
            }
            .into_any()
        }
    }
}
