//! "Fair start" on the new-game form (scoresheet games): a switch that gives each player
//! a head start from the coach's measure of their last games (`stats::fair_start`), the
//! summary "Fair start: Opa +0, Mia +38", a note for each player without reviewed games,
//! and a number field per player to change a head start by hand. The reviews need the
//! exact tables: the brain's worker answers them, one question per game, never the page.

use crate::brain::{Answer, Question};
use crate::stats::fair_start::{games_to_review, head_starts, measure, ReviewedSeats};
use crate::ui::pages::new_game::fair_start_values::{FairStart, Measuring};
use crate::ui::pages::new_game::form::NewGameForm;
use crate::ui::state::{use_actions, use_history, Actions, SessionHistory};
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::time::Duration;

/// How long the game and the names must rest before the players are measured again: a
/// name is typed letter by letter, and each measure asks the brain for many reviews.
const SETTLE: Duration = Duration::from_millis(600);

/// Measures the players of `asked` (the game, each draft's id and name) from the
/// history, in the brain's worker, and sets each one's head start when every review is in.
/// The answers may come after the page is left: they touch the form's values only while
/// their run is the form's last one (`try_` reads: the form may be gone).
fn measure_players(fair: FairStart, asked: &Measuring, history: SessionHistory, actions: Actions) {
    let (kind, drafts) = (asked.0, asked.1.clone());
    let names: Vec<String> = drafts.iter().map(|(_, name)| name.clone()).collect();
    let Some(run) = fair.run.try_get_value().map(|r| r.wrapping_add(1)) else {
        return;
    };
    fair.run.set_value(run);
    fair.measured.set(None);
    // Each game as its save, with its seats' names (a review numbers the seats).
    let games: Vec<(String, Vec<String>)> = history.with_untracked(|h| {
        games_to_review(h.games(), kind, &names)
            .into_iter()
            .filter_map(|k| k.replay()?.ok())
            .map(|g| {
                let seats = g.setup().players.iter().map(|p| p.name.clone()).collect();
                (crate::engine::write_save(&g), seats)
            })
            .collect()
    });
    let finish = move |reviewed: &[ReviewedSeats]| {
        let measured = measure(&names, reviewed);
        for ((id, _), head) in drafts.iter().zip(head_starts(&measured)) {
            fair.set(*id, head);
        }
        fair.measured
            .set(Some(names.iter().cloned().zip(measured).collect()));
    };
    if games.is_empty() {
        return finish(&[]);
    }
    let answers = Rc::new(RefCell::new(vec![None::<ReviewedSeats>; games.len()]));
    let left = Rc::new(Cell::new(games.len()));
    let finish = Rc::new(finish);
    for (i, (save, seats)) in games.into_iter().enumerate() {
        let (answers, left, finish) = (answers.clone(), left.clone(), finish.clone());
        actions.brain.ask(Question::Review { save }, move |answer| {
            if fair.run.try_get_value() != Some(run) {
                return;
            }
            if let Answer::Review(reviews) = answer {
                let game: ReviewedSeats = reviews
                    .iter()
                    .filter_map(|r| Some((seats.get(r.player)?.clone(), r.lost)))
                    .collect();
                answers.borrow_mut()[i] = Some(game);
            }
            left.set(left.get().saturating_sub(1));
            if left.get() == 0 {
                let reviewed: Vec<ReviewedSeats> = answers.take().into_iter().flatten().collect();
                finish(&reviewed);
            }
        });
    }
}

/// The switch, the summary, the notes and the number fields.
#[component]
pub fn FairStartCard(
    /// The new-game form: its game, players and fair start.
    form: NewGameForm,
) -> impl IntoView {
    let NewGameForm {
        lang, kind, fair, ..
    } = form;
    let (history, actions) = (use_history(), use_actions());
    // Measured when switched on, and again once the game or the names, changed while
    // on, have rested for `SETTLE` (not on every letter typed).
    Effect::new(move |_| {
        if !fair.on.get() {
            return;
        }
        let names: Vec<(u32, String)> = form
            .players
            .get()
            .iter()
            .map(|p| (p.id, form.name_of(*p)))
            .collect();
        let wanted: Measuring = (kind.get(), names);
        // Any change calls off the wait before it, also one back to what was measured.
        let settling = fair.settling.get_value().wrapping_add(1);
        fair.settling.set_value(settling);
        if wanted.1.is_empty() || fair.asked.with_value(|a| a.as_ref() == Some(&wanted)) {
            return;
        }
        set_timeout(
            move || {
                // The form may be gone (the game started) before the names rested.
                if fair.settling.try_get_value() == Some(settling) {
                    measure_players(fair, &wanted, history, actions);
                    fair.asked.set_value(Some(wanted));
                }
            },
            SETTLE,
        );
    });
    let summary = move || {
        let list = form
            .players
            .get()
            .iter()
            .map(|p| {
                let head = fair
                    .heads
                    .with(|h| h.iter().find(|(i, _)| *i == p.id).map_or(0, |(_, v)| *v));
                format!("{} +{head}", form.name_of(*p))
            })
            .collect::<Vec<_>>()
            .join(", ");
        lang.get().fair_start_summary(&list)
    };
    let notes = move || {
        let l = lang.get();
        match fair.measured.get() {
            None => vec![l.fair_start_measuring().to_string()],
            Some(m) => m
                .iter()
                .filter(|(_, m)| m.mean_lost.is_none())
                .map(|(name, _)| l.fair_start_no_history(name))
                .collect(),
        }
    };
    let fields = move || {
        form.players
            .get()
            .into_iter()
            .map(|p| {
                view! {
                    <label class="head-start">
                        <span>{move || lang.get().head_start_for(&form.name_of(p))}</span>
                        <input
                            type="number"
                            min="0"
                            max="999"
                            step="1"
                            inputmode="numeric"
                            prop:value=move || {
                                fair.heads.with(|h| h.iter().find(|(i, _)| *i == p.id).map_or(0, |(_, v)| *v)).to_string()
                            }
                            on:change=move |ev| {
                                let typed = event_target_value(&ev).trim().parse::<u32>().unwrap_or(0);
                                fair.set(p.id, typed);
                            }
                        />
                    </label>
                }
            })
            .collect_view()
    };
    view! {
        <fieldset class="card fair-start">
            <label class="choice check">
                <input
                    type="checkbox"
                    prop:checked=move || fair.on.get()
                    on:change=move |_| fair.on.update(|o| *o = !*o)
                />
                <span>{move || lang.get().fair_start()}</span>
            </label>
            <p class="hint">{move || lang.get().fair_start_what()}</p>
            {move || fair.on.get().then(|| view! {
                <p class="fair-start-summary" aria-live="polite">{summary}</p>
                {move || notes().into_iter().map(|n| view! { <p class="hint">{n}</p> }).collect_view()}
                <div class="head-starts">{fields}</div>
            })}
        </fieldset>
    }
}
