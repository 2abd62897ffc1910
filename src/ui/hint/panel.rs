//! The Hint button and panel of the scoresheet games: the best options of the current
//! turn, each with the final total it leads to. Classic Kniffel asks the exact solver;
//! Kniffel Extreme shows the computer's estimate, labelled as such. Each opening is
//! counted with the game (statistics tell hinted games apart).

use crate::ai::advice::Choice;
use crate::ai::kniffel::advice::advise;
use crate::ai::scoresheet::extreme_strong;
use crate::engine::scoresheet::{SheetGame, Variant};
use crate::ui::hint::progress::SolverWait;
use crate::ui::hint::review::choice_text;
use crate::ui::i18n::Lang;
use crate::ui::sheet::screen::SheetCtx;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// How many options the panel lists.
const SHOWN: usize = 5;

/// One line of the panel: what to do and the expected final total.
#[derive(Clone, Debug, PartialEq)]
struct Line {
    text: String,
    total: f64,
}

/// The panel's content for the position on screen.
#[derive(Clone, Debug, PartialEq)]
enum Content {
    Lines {
        lines: Vec<Line>,
        exact: bool,
    },
    /// No table yet: on its way, or it could not be had (`progress::SolverWait`).
    Waiting,
}

/// The best options of a classic turn from the exact solver, or why there are none yet.
fn classic_lines(state: AppState, lang: Lang, g: &SheetGame) -> Content {
    let Variant::Classic { rules } = g.variant() else {
        return Content::Waiting;
    };
    let Some(table) = state.solver.table(rules) else {
        return Content::Waiting;
    };
    let sheet = &g.players()[g.current_player()].sheet;
    let now = g.total(g.current_player()) as f64;
    let rolls_left = g.roll_limit().saturating_sub(g.turn().rolls).min(2);
    let offer = g.offer();
    let lines = advise(table, sheet, &g.turn().dice, rolls_left)
        .into_iter()
        .take(SHOWN)
        .map(|a| Line {
            text: match &a.choice {
                Choice::Box(b) => {
                    lang.hint_box(lang.box_label(*b), offer.points_for(*b).unwrap_or(0))
                }
                keep => choice_text(lang, keep),
            },
            total: now + a.ev,
        })
        .collect();
    Content::Lines { lines, exact: true }
}

/// The computer's estimate of an Extreme turn's options.
fn extreme_lines(lang: Lang, g: &SheetGame) -> Content {
    let now = g.total(g.current_player()) as f64;
    let offer = g.offer();
    let lines = extreme_strong::estimate(g)
        .into_iter()
        .take(SHOWN)
        .map(|e| Line {
            text: match &e.choice {
                Choice::Keep { dice, ten } => lang.hint_keep_extreme(dice, *ten),
                Choice::Box(b) => {
                    lang.hint_box(lang.box_label(*b), offer.points_for(*b).unwrap_or(0))
                }
            },
            total: now + e.ev,
        })
        .collect();
    Content::Lines {
        lines,
        exact: false,
    }
}

/// The Hint button (on a person's turn, once the dice are rolled) and its panel.
#[component]
pub fn Hint() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let ctx = expect_context::<SheetCtx>();
    let sg = ctx.sg;
    let open = RwSignal::new(false);
    // A hint is for one position: any move closes it.
    Effect::new(move |_| {
        sg.track();
        open.set(false);
    });
    let available = move || ctx.human_turn.get() && sg.with(|s| s.turn().has_rolled());
    let toggle = move |_| {
        if open.get_untracked() {
            open.set(false);
            return;
        }
        if let Variant::Classic { rules } = sg.with_untracked(|s| s.variant()) {
            state.solver.retry(rules);
        }
        state.note_hint();
        open.set(true);
    };
    let content = Memo::new(move |_| {
        if !open.get() {
            return None;
        }
        let l = lang.get();
        Some(sg.with(|g| match g.variant() {
            Variant::Classic { .. } => classic_lines(state, l, g),
            Variant::Extreme => extreme_lines(l, g),
        }))
    });
    let body = move || {
        let l = lang.get();
        content.get().map(|c| match c {
            Content::Waiting => view! { <SolverWait/> }.into_any(),
            Content::Lines { lines, exact } => {
                let best = lines.first().map_or(0.0, |b| b.total);
                view! {
                    <ol class="hint-options">
                        {lines
                            .into_iter()
                            .enumerate()
                            .map(|(i, line)| {
                                view! {
                                    <li class:best=i == 0>
                                        <span class="hint-what">{line.text}</span>
                                        <span class="hint-total">{l.hint_expect(line.total)}</span>
                                        {(i > 0).then(|| view! {
                                            <span class="hint-behind">{l.hint_behind(best - line.total)}</span>
                                        })}
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ol>
                    <p class="hint-note">
                        {if exact { l.hint_exact_note() } else { l.hint_estimate_note() }}
                    </p>
                }
                .into_any()
            }
        })
    };
    move || {
        available().then(|| {
            view! {
                <div class="hint-area">
                    <button
                        type="button"
                        class="btn ghost hint-btn"
                        aria-keyshortcuts="H"
                        aria-expanded=move || open.get().to_string()
                        aria-controls="hint-panel"
                        on:click=toggle
                    >
                        {move || lang.get().hint_button()}
                    </button>
                    <section
                        id="hint-panel"
                        class="hint-panel"
                        hidden=move || !open.get()
                        aria-label=move || lang.get().hint_title()
                        aria-live="polite"
                    >
                        <h2 class="hint-title">{move || lang.get().hint_title()}</h2>
                        {body}
                    </section>
                </div>
            }
        })
    }
}
