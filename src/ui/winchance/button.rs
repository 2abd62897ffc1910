//! The "Win chance" button and its panel: each player's chance to win now, in whole
//! percents adding up to 100, with a bar each. Any move closes it and forgets the
//! chances (they were those of the position before); opened again at the same position,
//! it shows the chances it has at once instead of asking the busy brain again. The
//! screen places the button and the panel (on a phone the panel is a sheet at the
//! bottom, with the Hint's).

use super::offered::offered;
use super::wait::ChanceWait;
use crate::ai::winchance::percents;
use crate::brain::{Answer, Question};
use crate::ui::shared::screen_game::ScreenGame;
use crate::ui::shared::seats::seat_class;
use crate::ui::shared::tray_panel::TrayPanel;
use crate::ui::sheet::ctx::SheetCtx;
use crate::ui::state::{use_actions, use_lang};
use leptos::prelude::*;

/// The win chance of the screen: open or not, and the brain's answer. `None` from
/// `provide` when the game gets none (`super::offered`).
#[derive(Clone, Copy)]
pub struct WinChance {
    /// Whether the panel shows.
    pub open: RwSignal<bool>,
    answer: RwSignal<Option<Answer>>,
    /// Counts the positions: an answer asked for at an older one is dropped.
    position: StoredValue<u64>,
    /// The brain was asked at this position (and not refused).
    asked: StoredValue<bool>,
}

impl WinChance {
    /// The win chance of the sheet screen, provided as context when the game gets one.
    pub fn provide() -> Option<WinChance> {
        let game = ScreenGame::of_screen();
        let offered = game.with_untracked(|g| g.as_ref().is_some_and(offered));
        if !offered {
            return None;
        }
        let wc = WinChance {
            open: RwSignal::new(false),
            answer: RwSignal::new(None::<Answer>),
            position: StoredValue::new(0_u64),
            asked: StoredValue::new(false),
        };
        // The chances are those of one position: any move closes and forgets them, and an
        // answer asked for before the move is dropped when it comes. At the same position the
        // brain is asked once (reopened while it works, the panel waits for that answer);
        // again only after an answer that was not the chances.
        let sg = expect_context::<SheetCtx>().sg;
        Effect::new(move |_| {
            sg.track();
            wc.position.update_value(|p| *p += 1);
            wc.asked.set_value(false);
            wc.open.set(false);
            wc.answer.set(None);
        });
        provide_context(wc);
        Some(wc)
    }

    fn toggle(self) {
        if self.open.get_untracked() {
            self.open.set(false);
            return;
        }
        if !self.asked.get_value() {
            self.asked.set_value(true);
            self.answer.set(None);
            let asked_at = self.position.get_value();
            let (position, asked, answer) = (self.position, self.asked, self.answer);
            use_actions().ask_brain(
                |save| Question::WinChance { save },
                move |a| {
                    if position.get_value() == asked_at {
                        asked.set_value(matches!(a, Answer::WinChance(_)));
                        answer.set(Some(a));
                    }
                },
            );
        }
        self.open.set(true);
    }
}

/// The button.
#[component]
pub fn WinChanceButton() -> impl IntoView {
    let lang = use_lang();
    let Some(wc) = use_context::<WinChance>() else {
        return ().into_any();
    };
    view! {
        <button
            type="button"
            id="winchance-btn"
            class="btn ghost winchance-btn"
            aria-expanded=move || wc.open.get().to_string()
            aria-controls="winchance-panel"
            on:click=move |_| wc.toggle()
        >
            {move || lang.get().win_chance_button()}
        </button>
    }
    .into_any()
}

/// The panel: a bar per player, once the chances are there.
#[component]
pub fn WinChancePanel() -> impl IntoView {
    let lang = use_lang();
    let game = ScreenGame::of_screen();
    let Some(wc) = use_context::<WinChance>() else {
        return ().into_any();
    };
    let answer = wc.answer;
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
        <TrayPanel
            id="winchance-panel"
            class="winchance-panel"
            open=wc.open
            title=Signal::derive(move || lang.get().win_chance_title())
            close_label=Signal::derive(move || lang.get().win_chance_close())
            opener="winchance-btn"
        >
            {move || wc.open.get().then(body)}
        </TrayPanel>
    }
    .into_any()
}
