//! Duplicate's end screen ("Same dice for everyone"): the Top, the strong player's total
//! alone on the same dice, and under "Decisions compared", collapsed, each round where
//! players on the same dice chose differently, with what the better choice was worth
//! where the game has an exact advisor (`ai::coach::compare`, worked out by the brain).
//! A phone's game does not replay (`Game::seen_by`): the table shows it.

use crate::ai::coach::compare::{Compared, Differed, Pick};
use crate::ai::coach::ReviewedMove;
use crate::brain::{Answer, Question};
use crate::ui::hint::progress::SolverWait;
use crate::ui::i18n::Lang;
use crate::ui::shared::screen_game::ScreenGame;
use crate::ui::state::{use_actions, use_lang};
use leptos::prelude::*;

/// A player's choice in words ("Mia kept 6 6", "Opa took Fours").
fn pick_text(lang: Lang, names: &[String], p: &Pick) -> String {
    let name = names.get(p.player).map_or("", String::as_str);
    match &p.chosen {
        ReviewedMove::Keep { dice, ten: Some(t) } => lang.dup_kept_ten(name, dice, *t),
        ReviewedMove::Keep { dice, .. } if dice.is_empty() => lang.dup_rerolled(name),
        ReviewedMove::Keep { dice, .. } => lang.dup_kept(name, dice),
        ReviewedMove::Box(b) => lang.dup_took(name, lang.box_label(*b)),
        _ => String::new(),
    }
}

/// One round's line.
fn line_text(lang: Lang, names: &[String], d: &Differed) -> String {
    let (first, second) = (
        pick_text(lang, names, &d.first),
        pick_text(lang, names, &d.second),
    );
    match d.worth {
        Some(worth) => {
            let better = names.get(d.second.player).map_or("", String::as_str);
            lang.dup_line(d.round, &first, &second, better, worth)
        }
        None => lang.dup_line_plain(d.round, &first, &second),
    }
}

/// The comparison of the Duplicate game on screen, once it is over.
#[component]
pub fn DecisionsCompared() -> impl IntoView {
    let actions = use_actions();
    let game = ScreenGame::of_screen().with_untracked(|g| g.clone())?;
    if actions.is_phone() || !game.is_over() || !game.state().same_dice() {
        return None;
    }
    let lang = use_lang();
    let names: Vec<String> = game
        .setup()
        .players
        .iter()
        .map(|p| p.name.clone())
        .collect();
    let answer = RwSignal::new(None::<Answer>);
    actions.brain.ask(
        Question::Duplicate {
            save: crate::engine::write_save(&game),
        },
        move |a| answer.set(Some(a)),
    );
    let body = move || {
        let l = lang.get();
        let Some(Answer::Duplicate(Compared { differed, top })) = answer.get() else {
            return view! { <SolverWait/> }.into_any();
        };
        let exact = differed.iter().all(|d| d.worth.is_some());
        let lines: Vec<String> = differed.iter().map(|d| line_text(l, &names, d)).collect();
        let list = if lines.is_empty() {
            view! { <p class="review-words dup-alike">{l.dup_alike()}</p> }.into_any()
        } else {
            view! {
                <ol class="review-decisions dup-lines">
                    {lines.into_iter().map(|t| view! { <li>{t}</li> }).collect_view()}
                </ol>
            }
            .into_any()
        };
        let note = if exact {
            l.dup_note_exact()
        } else {
            l.dup_note_plain()
        };
        view! {
            {top.map(|t| view! { <p class="review-lost dup-top">{l.dup_top(t)}</p> })}
            <details class="review-numbers dup-compared">
                <summary>{l.dup_title()}</summary>
                {list}
                <p class="review-note">{note}</p>
            </details>
        }
        .into_any()
    };
    Some(view! { <section class="review duplicate">{body}</section> })
}
