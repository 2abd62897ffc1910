//! "How well did I play?" under the result of a classic Kniffel game: each person's
//! expected points lost against perfect play and their three costliest decisions with
//! what was best, from the exact solver replaying the game's log (the brain answers:
//! `ai::kniffel::review`).

use crate::ai::advice::Choice;
use crate::ai::kniffel::review::PlayerReview;
use crate::brain::{Answer, Question};
use crate::engine::game::GameState;
use crate::engine::scoresheet::Variant;
use crate::ui::hint::progress::SolverWait;
use crate::ui::i18n::Lang;
use crate::ui::shared::screen_game::ScreenGame;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// A classic decision in words: the dice kept (all five: stop rolling), or the box.
pub(crate) fn choice_text(lang: Lang, c: &Choice) -> String {
    match c {
        Choice::Keep { dice, .. } if dice.len() == 5 => lang.hint_stop().to_string(),
        Choice::Keep { dice, .. } => lang.hint_keep(dice),
        Choice::Box(b) => lang.box_label(*b).to_string(),
    }
}

/// The review of a finished classic game (nothing for other kinds).
#[component]
pub fn GameReview() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let game = ScreenGame::of_screen();
    let classic = game.with_untracked(|g| {
        g.as_ref().is_some_and(|g| match g.state() {
            GameState::Classic(c) => matches!(c.variant(), Variant::Classic { .. }),
            _ => false,
        })
    });
    if !classic {
        return ().into_any();
    }
    let answer = RwSignal::new(None::<Answer>);
    if let Some(save) = game.with_untracked(|g| g.as_ref().map(crate::engine::save::write)) {
        state
            .brain
            .ask(Question::Review { save }, move |a| answer.set(Some(a)));
    }
    let reviews = Memo::new(move |_| {
        let Some(Answer::Review(players)) = answer.get() else {
            return None;
        };
        game.with(|g| {
            let g = g.as_ref()?;
            let people: Vec<(String, PlayerReview)> = players
                .into_iter()
                .filter_map(|r| {
                    let p = g.setup().players.get(r.player)?;
                    p.bot.is_none().then(|| (p.name.clone(), r))
                })
                .collect();
            Some(people)
        })
    });
    let body = move || {
        let l = lang.get();
        match reviews.get() {
            None => view! { <SolverWait/> }.into_any(),
            Some(people) => people
                .into_iter()
                .map(|(name, r)| {
                    let headline = if r.costliest.is_empty() {
                        l.review_perfect(&name)
                    } else {
                        l.review_lost(&name, r.lost)
                    };
                    view! {
                        <div class="review-player">
                            <p class="review-lost">{headline}</p>
                            <ol class="review-decisions">
                                {r.costliest
                                    .iter()
                                    .map(|d| {
                                        let text = l.review_decision(
                                            d.round,
                                            &d.dice,
                                            d.rolls_left,
                                            &choice_text(l, &d.chosen),
                                            &choice_text(l, &d.best),
                                            d.loss,
                                        );
                                        view! { <li>{text}</li> }
                                    })
                                    .collect_view()}
                            </ol>
                        </div>
                    }
                })
                .collect_view()
                .into_any(),
        }
    };
    view! {
        <section class="review" aria-labelledby="review-title">
            <h3 id="review-title" class="review-title">{move || lang.get().review_title()}</h3>
            {body}
        </section>
    }
    .into_any()
}
