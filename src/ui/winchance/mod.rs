//! Who is likely to win, on screen: the "Win chance" button of a running Kniffel or
//! Kniffel Extreme game (`button`), and the chart of the chances round by round with the
//! turning point on the end screen (`chart`). The brain works the chances out in its
//! worker (`ai::winchance`); nothing is shown before a person asks, so nobody's game is
//! spoiled.

pub mod button;
pub mod chart;

use crate::ai::winchance::PLAYERS;
use crate::engine::game::{Game, GameState};
use crate::ui::hint::progress::SolverWait;
use crate::ui::state::{use_actions, use_lang};
use leptos::prelude::*;

/// Whether win chances are given for `game`: Kniffel or Extreme, 2 to 8 players.
pub fn offered(game: &Game) -> bool {
    matches!(game.state(), GameState::Classic(_) | GameState::Extreme(_))
        && PLAYERS.contains(&game.setup().players.len())
}

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
