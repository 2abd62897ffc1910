//! What the win chance shows while the brain works it out (a leaf: the button and the
//! chart both show it).

use crate::ui::hint::progress::SolverWait;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// While the chances are worked out: the solver's progress if it solves its table first
/// (`SolverWait`), else what is being done.
#[component]
pub fn ChanceWait() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || {
        if state.brain.progress.get().is_some() || state.brain.failed.get() {
            view! { <SolverWait/> }.into_any()
        } else {
            view! {
                <p class="hint-status" aria-busy="true">{state.lang.get().win_chance_wait()}</p>
            }
            .into_any()
        }
    }
}
