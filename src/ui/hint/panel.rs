//! The Hint button and panel of the scoresheet games: the best options of the current
//! turn, each with the final total it leads to. The brain answers (`crate::brain`):
//! classic Kniffel from the exact solver; Kniffel Extreme with the computer's estimate,
//! labelled as such. Each opening is counted with the game (statistics tell hinted games
//! apart).

use crate::ai::advice::{Advice, Choice};
use crate::brain::{Answer, Question};
use crate::engine::scoresheet::SheetGame;
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
    /// No answer yet: the brain works it out, or could not (`progress::SolverWait`).
    Waiting,
}

/// The brain's options as lines: what to do in words, and the total each leads to.
fn lines(lang: Lang, g: &SheetGame, options: &[Advice], exact: bool) -> Content {
    let now = g.total(g.current_player()) as f64;
    let offer = g.offer();
    let lines = options
        .iter()
        .take(SHOWN)
        .map(|a| Line {
            text: match &a.choice {
                Choice::Box(b) => {
                    lang.hint_box(lang.box_label(*b), offer.points_for(*b).unwrap_or(0))
                }
                Choice::Keep { dice, ten } if !exact => lang.hint_keep_extreme(dice, *ten),
                keep => choice_text(lang, keep),
            },
            total: now + a.ev,
        })
        .collect();
    Content::Lines { lines, exact }
}

/// The Hint button (on a person's turn, once the dice are rolled) and its panel.
#[component]
pub fn Hint() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let ctx = expect_context::<SheetCtx>();
    let sg = ctx.sg;
    let open = RwSignal::new(false);
    let answer = RwSignal::new(None::<Answer>);
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
        state.note_hint();
        answer.set(None);
        state.ask_brain(
            |save| Question::Advice { save },
            move |a| answer.set(Some(a)),
        );
        open.set(true);
    };
    let content = Memo::new(move |_| {
        if !open.get() {
            return None;
        }
        let l = lang.get();
        Some(answer.with(|a| match a {
            Some(Answer::Advice { options, exact }) => sg.with(|g| lines(l, g, options, *exact)),
            _ => Content::Waiting,
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
