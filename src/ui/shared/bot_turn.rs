//! The line under a game while a computer player moves: that it is playing, a button
//! to skip ahead to the next person's turn, and, while a strong classic player waits
//! for the exact solver's first solve, how far that has come.

use crate::ui::hint::progress::SolverProgress;
use crate::ui::shared::screen_game::ScreenGame;
use crate::ui::state::{use_bots, use_lang};
use leptos::prelude::*;

/// Real dice: whether the computer on turn waits for people to throw for it. One memo
/// per game screen (`GameScreen` provides it), read by the turn views and `BotTurn`.
#[derive(Clone, Copy)]
pub struct BotAwaitsThrow(pub Signal<bool>);

/// Whether a computer is to move in the game on screen and makes its own moves (with
/// real dice it may instead wait for people to throw: the entry pad says so).
pub fn computer_moving(game: ScreenGame, awaits_throw: Signal<bool>) -> Memo<bool> {
    Memo::new(move |_| {
        let bot_on_turn = game.with(|g| {
            g.as_ref().is_some_and(|g| {
                !g.is_over()
                    && g.setup()
                        .players
                        .get(g.current_player())
                        .is_some_and(|p| p.bot.is_some())
            })
        });
        bot_on_turn && !awaits_throw.get()
    })
}

/// The line under the game while a computer moves: what it does, and a button to skip
/// ahead.
#[component]
pub fn BotTurn(
    /// A computer is on turn and makes its own moves (`computer_moving`).
    moving: Memo<bool>,
) -> impl IntoView {
    let lang = use_lang();
    let bots = use_bots();
    let awaits_table = Memo::new(move |_| moving.get() && bots.bot_awaits_table());
    move || {
        moving.get().then(|| {
            let l = lang.get();
            view! {
                <div class="bot-turn" role="status">
                    {move || if awaits_table.get() {
                        view! {
                            <span class="bot-turn-text">{l.bot_preparing()}</span>
                            <SolverProgress label=l.bot_preparing()/>
                        }
                        .into_any()
                    } else {
                        view! { <span class="bot-turn-text">{l.computer_thinking()}</span> }
                            .into_any()
                    }}
                    <button
                        type="button"
                        class="btn ghost small skip-ahead"
                        disabled=move || bots.skipping.get() || awaits_table.get()
                        on:click=move |_| bots.skipping.set(true)
                    >
                        {l.skip_ahead()}
                    </button>
                </div>
            }
        })
    }
}
