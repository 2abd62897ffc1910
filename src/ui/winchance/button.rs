//! The "Win chance" button and its panel: each player's chance to win now, in whole
//! percents adding up to 100, with a bar each. Any move closes it and forgets the
//! chances (they were those of the position before); opened again at the same position,
//! it shows the chances it has at once instead of asking the busy brain again.

use super::ChanceWait;
use crate::ai::winchance::percents;
use crate::brain::{Answer, Question};
use crate::ui::shared::screen_game::ScreenGame;
use crate::ui::shared::seats::seat_class;
use crate::ui::sheet::screen::SheetCtx;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// The button and, once pressed, the panel.
#[component]
pub fn WinChanceButton() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let game = ScreenGame::of_screen();
    let offered = game.with_untracked(|g| g.as_ref().is_some_and(super::offered));
    if !offered {
        return ().into_any();
    }
    let open = RwSignal::new(false);
    let answer = RwSignal::new(None::<Answer>);
    // The chances are those of one position: any move closes and forgets them, and an
    // answer asked for before the move is dropped when it comes. At the same position the
    // brain is asked once (reopened while it works, the panel waits for that answer);
    // again only after an answer that was not the chances.
    let position = StoredValue::new(0_u64);
    let asked = StoredValue::new(false);
    let sg = expect_context::<SheetCtx>().sg;
    Effect::new(move |_| {
        sg.track();
        position.update_value(|p| *p += 1);
        asked.set_value(false);
        open.set(false);
        answer.set(None);
    });
    let toggle = move |_| {
        if open.get_untracked() {
            open.set(false);
            return;
        }
        if !asked.get_value() {
            asked.set_value(true);
            answer.set(None);
            let asked_at = position.get_value();
            state.ask_brain(
                |save| Question::WinChance { save },
                move |a| {
                    if position.get_value() == asked_at {
                        asked.set_value(matches!(a, Answer::WinChance(_)));
                        answer.set(Some(a));
                    }
                },
            );
        }
        open.set(true);
    };
    let rows = move || {
        let Some(Answer::WinChance(chances)) = answer.get() else {
            return None;
        };
        let names: Vec<String> = game.with(|g| {
            g.as_ref()
                .map(|g| g.setup().players.iter().map(|p| p.name.clone()).collect())
                .unwrap_or_default()
        });
        Some(
            names
                .into_iter()
                .zip(percents(&chances))
                .collect::<Vec<_>>(),
        )
    };
    let body = move || {
        let l = lang.get();
        match answer.get() {
            None => view! { <ChanceWait/> }.into_any(),
            Some(Answer::WinChance(_)) => view! {
                <ul class="winchance-list">
                    {rows().unwrap_or_default().into_iter().enumerate().map(|(seat, (name, pct))| view! {
                        <li class="winchance-row">
                            <span class="winchance-name">{name}</span>
                            <span class="winchance-bar" aria-hidden="true">
                                <span class=format!("winchance-fill {}", seat_class(seat)) style=format!("width: {pct}%")></span>
                            </span>
                            <span class="winchance-pct">{format!("{pct} %")}</span>
                        </li>
                    }).collect_view()}
                </ul>
                <p class="hint-note">{l.win_chance_note()}</p>
            }
            .into_any(),
            Some(Answer::NoTable) => view! { <ChanceWait/> }.into_any(),
            Some(_) => view! { <p class="hint-status">{l.win_chance_failed()}</p> }.into_any(),
        }
    };
    view! {
        <div class="winchance-area">
            <button
                type="button"
                class="btn ghost winchance-btn"
                aria-expanded=move || open.get().to_string()
                aria-controls="winchance-panel"
                on:click=toggle
            >
                {move || lang.get().win_chance_button()}
            </button>
            <section
                id="winchance-panel"
                class="winchance-panel"
                hidden=move || !open.get()
                aria-label=move || lang.get().win_chance_title()
                aria-live="polite"
            >
                <h2 class="hint-title">{move || lang.get().win_chance_title()}</h2>
                {move || open.get().then(body)}
            </section>
        </div>
    }
    .into_any()
}
