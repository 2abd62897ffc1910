//! The Hint button and panel of the scoresheet games: the best options of the current
//! turn in plain words ("Keep the two 3s and roll again"), the chosen one marked on the
//! table (the dice to keep, the box to take; `advised`), and, behind "Details", the final
//! total each leads to. The brain answers (`crate::brain`): classic Kniffel from the
//! exact solver; Kniffel Extreme with the computer's estimate, labelled as such. Each
//! opening is counted with the game (statistics tell hinted games apart).
//!
//! A tap on an option applies it: it holds exactly those dice, or brings the box into
//! view (taking it stays the player's own tap). Holding dice keeps the panel open (the
//! advice is the same for any dice held); a roll or a filled box closes it.

use crate::ai::advice::{Advice, Choice};
use crate::ai::hold::mask_of;
use crate::brain::{Answer, Question};
use crate::engine::{Action, SheetGame};
use crate::ui::hint::advised::Advised;
use crate::ui::hint::progress::SolverWait;
use crate::ui::hint::review::choice_text;
use crate::ui::i18n::Lang;
use crate::ui::shared::tray_panel::TrayPanel;
use crate::ui::sheet::ctx::SheetCtx;
use crate::ui::state::{use_actions, use_lang};
use leptos::prelude::*;
use std::time::Duration;
use wasm_bindgen::JsCast;

/// How many options the panel lists.
const SHOWN: usize = 5;

/// One option of the panel.
#[derive(Clone, Debug, PartialEq)]
struct Line {
    choice: Choice,
    /// What to do, in plain words.
    plain: String,
    /// What to do, short (the details' list).
    short: String,
    /// The expected final total.
    total: f64,
    /// The dice to hold for it (a keep), on the table as it is.
    mask: Option<Vec<bool>>,
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

/// The brain's options as lines.
fn lines(lang: Lang, g: &SheetGame, options: &[Advice], exact: bool) -> Content {
    let now = g.total(g.current_player()) as f64;
    let offer = g.offer();
    let turn = g.turn();
    let kinds = g.variant().dice();
    let lines = options
        .iter()
        .take(SHOWN)
        .map(|a| {
            let points = match &a.choice {
                Choice::Box(b) => offer.points_for(*b),
                Choice::Keep { .. } => None,
            };
            Line {
                plain: lang.hint_plain(&a.choice, kinds.len(), points),
                short: match &a.choice {
                    Choice::Box(b) => lang.hint_box(lang.box_label(*b), points.unwrap_or(0)),
                    Choice::Keep { dice, ten } if !exact => lang.hint_keep_extreme(dice, *ten),
                    keep => choice_text(lang, keep),
                },
                total: now + a.ev,
                // Not by the dice held: a hold must not redraw (and re-announce) the
                // panel.
                mask: mask_of(&a.choice, &turn.dice, kinds, &[]),
                choice: a.choice.clone(),
            }
        })
        .collect();
    Content::Lines { lines, exact }
}

/// The Hint of the screen: whether its panel is open, the brain's answer, and the
/// option chosen (the best until the player taps another). Made once by the screen,
/// which places the button and the panel; provides the `Advised` marks.
#[derive(Clone, Copy)]
pub struct HintCtx {
    /// Whether the panel shows.
    pub open: RwSignal<bool>,
    answer: RwSignal<Option<Answer>>,
    chosen: RwSignal<usize>,
    content: Memo<Option<Content>>,
    /// Counts the positions: an answer asked for at an older one is dropped.
    generation: StoredValue<u64>,
}

impl HintCtx {
    /// The Hint of the sheet screen `ctx`; provides itself and `Advised` as context.
    pub fn provide(ctx: SheetCtx) -> HintCtx {
        let lang = use_lang();
        let sg = ctx.sg;
        let open = RwSignal::new(false);
        let answer = RwSignal::new(None::<Answer>);
        let chosen = RwSignal::new(0);
        // The advice is for one position: whose turn, which roll, which dice. A hold
        // changes none of it (the panel stays, its marks follow the dice held); a roll,
        // a box or the next player closes it, and an answer for before is dropped.
        let position = Memo::new(move |_| {
            sg.with(|s| {
                (
                    s.current_player(),
                    s.round(),
                    s.turn().rolls,
                    s.turn().dice.clone(),
                )
            })
        });
        let generation = StoredValue::new(0_u64);
        Effect::new(move |_| {
            // Read, not only tracked: a memo nobody reads would never compute.
            position.with(|_| ());
            generation.update_value(|g| *g += 1);
            open.set(false);
            answer.set(None);
            chosen.set(0);
        });
        let content = Memo::new(move |_| {
            if !open.get() {
                return None;
            }
            let l = lang.get();
            Some(answer.with(|a| match a {
                Some(Answer::Advice { options, exact }) => {
                    sg.with(|g| lines(l, g, options, *exact))
                }
                _ => Content::Waiting,
            }))
        });
        let hint = HintCtx {
            open,
            answer,
            chosen,
            content,
            generation,
        };
        let pick = move || {
            content.with(|c| match c {
                Some(Content::Lines { lines, .. }) => lines.get(chosen.get()).cloned(),
                _ => None,
            })
        };
        provide_context(Advised {
            keep: Signal::derive(move || pick().and_then(|l| l.mask)),
            take: Signal::derive(move || match pick()?.choice {
                Choice::Box(b) => Some(b),
                Choice::Keep { .. } => None,
            }),
        });
        provide_context(hint);
        hint
    }

    /// Opens the panel and asks the brain, or closes it.
    fn toggle(self) {
        if self.open.get_untracked() {
            self.open.set(false);
            return;
        }
        let actions = use_actions();
        let generation = self.generation;
        actions.note_hint();
        self.answer.set(None);
        self.chosen.set(0);
        let asked_at = generation.get_value();
        let answer = self.answer;
        actions.ask_brain(
            |save| Question::Advice { save },
            move |a| {
                if generation.get_value() == asked_at {
                    answer.set(Some(a));
                }
            },
        );
        self.open.set(true);
    }
}

/// Whether the Hint may be asked: a person's turn, the dice rolled.
fn available(ctx: SheetCtx) -> bool {
    ctx.human_turn.get() && ctx.sg.with(|s| s.turn().has_rolled())
}

/// The Hint button (on a person's turn, once the dice are rolled).
#[component]
pub fn HintButton() -> impl IntoView {
    let lang = use_lang();
    let ctx = expect_context::<SheetCtx>();
    let hint = expect_context::<HintCtx>();
    move || {
        available(ctx).then(|| {
            view! {
                <button
                    type="button"
                    id="hint-btn"
                    class="btn ghost hint-btn"
                    aria-keyshortcuts="H"
                    aria-expanded=move || hint.open.get().to_string()
                    aria-controls="hint-panel"
                    on:click=move |_| hint.toggle()
                >
                    {move || lang.get().hint_button()}
                </button>
            }
        })
    }
}

/// Brings the box the Hint marks into view and focuses it, once the sheet shows the
/// mark (the next frame).
fn show_advised_box() {
    set_timeout(
        || {
            let found = document()
                .query_selector(".sheet .box-btn.advised")
                .ok()
                .flatten()
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(el) = found {
                let options = web_sys::ScrollIntoViewOptions::new();
                options.set_block(web_sys::ScrollLogicalPosition::Center);
                el.scroll_into_view_with_scroll_into_view_options(&options);
                let _ = el.focus();
            }
        },
        Duration::ZERO,
    );
}

/// The Hint's panel: the options in words (a tap applies one), the numbers in details.
#[component]
pub fn HintPanel() -> impl IntoView {
    let lang = use_lang();
    let actions = use_actions();
    let ctx = expect_context::<SheetCtx>();
    let sg = ctx.sg;
    let hint = expect_context::<HintCtx>();
    let apply = move |i: usize, line: &Line| {
        hint.chosen.set(i);
        match (&line.choice, &line.mask) {
            (Choice::Keep { .. }, Some(mask)) => {
                let held = sg.with_untracked(|s| s.turn().held.clone());
                for (die, (&want, &is)) in mask.iter().zip(held.iter()).enumerate() {
                    if want != is {
                        actions.act(Action::Hold { die, held: want });
                    }
                }
            }
            (Choice::Box(_), _) => show_advised_box(),
            (Choice::Keep { .. }, None) => {}
        }
    };
    let held_now = move || sg.with(|s| s.turn().held.clone());
    let body = move || {
        let l = lang.get();
        hint.content.get().map(|c| match c {
            Content::Waiting => view! { <SolverWait/> }.into_any(),
            Content::Lines { lines, exact } => {
                let best = lines.first().map_or(0.0, |b| b.total);
                let numbers = lines.clone();
                view! {
                    <ol class="hint-options">
                        {lines
                            .into_iter()
                            .enumerate()
                            .map(|(i, line)| {
                                let mask = line.mask.clone();
                                let done = move || mask.as_ref().is_some_and(|m| *m == held_now());
                                let chosen = move || hint.chosen.get() == i;
                                let text = line.plain.clone();
                                view! {
                                    <li class:best=i == 0>
                                        <button
                                            type="button"
                                            class="hint-row"
                                            class:chosen=chosen
                                            class:done=done
                                            aria-pressed=move || chosen().to_string()
                                            on:click=move |_| apply(i, &line)
                                        >
                                            <span class="hint-what">{text}</span>
                                            <span class="hint-check" aria-hidden="true"></span>
                                        </button>
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ol>
                    <p class="hint-note hint-apply">{l.hint_tap_to_apply()}</p>
                    <details class="hint-details">
                        <summary>{l.hint_details()}</summary>
                        <ol class="hint-numbers">
                            {numbers
                                .into_iter()
                                .enumerate()
                                .map(|(i, line)| view! {
                                    <li class:best=i == 0>
                                        <span class="hint-short">{line.short}</span>
                                        <span class="hint-total">{l.hint_expect(line.total)}</span>
                                        <span class="hint-behind">
                                            {(i > 0).then(|| l.hint_behind(best - line.total))}
                                        </span>
                                    </li>
                                })
                                .collect_view()}
                        </ol>
                        <p class="hint-note">
                            {if exact { l.hint_exact_note() } else { l.hint_estimate_note() }}
                        </p>
                    </details>
                }
                .into_any()
            }
        })
    };
    view! {
        <TrayPanel
            id="hint-panel"
            class="hint-panel"
            open=hint.open
            title=Signal::derive(move || lang.get().hint_title())
            close_label=Signal::derive(move || lang.get().hint_close())
            opener="hint-btn"
        >
            {body}
            // What a marked die or box tells screen readers (`aria-describedby`).
            <span id="hint-die-note" hidden>{move || lang.get().die_advised()}</span>
            <span id="hint-box-note" hidden>{move || lang.get().box_advised()}</span>
        </TrayPanel>
    }
}
