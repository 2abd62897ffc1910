//! "How well did I play?" under the result of a game (and of a game opened from the
//! history): first in words (who played best, who had the better dice), then, a tap away,
//! for each person the split of their total into the expected total at the
//! start, dice luck and the points their choices cost, their three costliest decisions
//! with what was best, and their luckiest and unluckiest rolls. The brain replays the
//! game's log (`ai::coach`): exactly in classic Kniffel, by the strong computer's
//! estimate in the other games, which the review says.

use crate::ai::advice::Choice;
use crate::ai::coach::{PlayerReview, ReviewedDecision, ReviewedMove, Roll};
use crate::brain::{Answer, Question};
use crate::engine::{Game, GameKind};
use crate::ui::hint::progress::SolverWait;
use crate::ui::i18n::{Lang, Reviewed};
use crate::ui::shared::head_starts::without_head_starts_line;
use crate::ui::shared::screen_game::ScreenGame;
use crate::ui::state::{use_actions, use_lang};
use leptos::prelude::*;

/// A classic decision in words: the dice kept (all five: stop rolling), or the box.
pub(crate) fn choice_text(lang: Lang, c: &Choice) -> String {
    move_text(lang, &ReviewedMove::from(c.clone()))
}

/// Any game's move in words.
fn move_text(lang: Lang, m: &ReviewedMove) -> String {
    match m {
        ReviewedMove::Keep { dice, ten: None } if dice.len() == 5 => lang.hint_stop().to_string(),
        ReviewedMove::Keep { dice, ten: None } => lang.hint_keep(dice),
        ReviewedMove::Keep { dice, ten: Some(t) } => lang.hint_keep_extreme(dice, Some(*t)),
        ReviewedMove::Box(b) => lang.box_label(*b).to_string(),
        ReviewedMove::Chip { kind, .. } => lang.review_take_chip(lang.chip_label(*kind)),
        ReviewedMove::Play { field, cards } => lang.review_play(lang.box_label(*field), cards),
        ReviewedMove::Exchange {
            discard,
            one_more: false,
        } => lang.review_exchange(discard),
        ReviewedMove::Exchange { discard, .. } => lang.review_exchange_one_more(discard),
    }
}

/// One of the costliest decisions in words.
fn decision_text(lang: Lang, kind: GameKind, d: &ReviewedDecision) -> String {
    let (chosen, best) = (move_text(lang, &d.chosen), move_text(lang, &d.best));
    if kind == GameKind::Cards {
        lang.review_decision_cards(d.round, &d.dice, &chosen, &best, d.loss)
    } else {
        lang.review_decision(d.round, &d.dice, d.rolls_left, &chosen, &best, d.loss)
    }
}

/// One roll (or draw) in words.
fn roll_text(lang: Lang, kind: GameKind, r: &Roll) -> String {
    let luck = lang.signed(r.luck);
    if r.before.is_empty() || kind == GameKind::Cards {
        lang.review_roll_fresh(r.round, &r.after, &luck)
    } else {
        lang.review_roll(r.round, &r.before, &r.after, &luck)
    }
}

/// The review of the game on screen, once it is over.
#[component]
pub fn GameReview() -> impl IntoView {
    // A phone holds the table's view of the game, which does not replay
    // (`Game::seen_by`): the table reviews it.
    if use_actions().is_phone() {
        return None;
    }
    let game = ScreenGame::of_screen().with_untracked(|g| g.clone());
    game.map(|game| view! { <ReviewOf game/> })
}

/// The review of `game`, asked of the brain.
#[component]
pub fn ReviewOf(
    /// The finished game to review.
    game: Game,
) -> impl IntoView {
    let lang = use_lang();
    let actions = use_actions();
    let kind = game.kind();
    let answer = RwSignal::new(None::<Answer>);
    actions.brain.ask(
        Question::Review {
            save: crate::engine::write_save(&game),
        },
        move |a| answer.set(Some(a)),
    );
    // Each person's name by seat (None: a computer, not reviewed).
    let people: Vec<Option<String>> = game
        .setup()
        .players
        .iter()
        .map(|p| p.bot.is_none().then(|| p.name.clone()))
        .collect();
    let reviews = move || match answer.get() {
        Some(Answer::Review(players)) => Some(
            players
                .into_iter()
                .filter_map(|r| Some((people.get(r.player)?.clone()?, r)))
                .collect::<Vec<(String, PlayerReview)>>(),
        ),
        _ => None,
    };
    let body = move || {
        let l = lang.get();
        let Some(people) = reviews() else {
            return view! { <SolverWait/> }.into_any();
        };
        let exact = people.iter().all(|(_, r)| r.exact);
        let note = if exact {
            l.review_exact_note()
        } else {
            l.review_estimate_note()
        };
        let (lucky_title, unlucky_title) = if kind == GameKind::Cards {
            (l.review_luckiest_draws(), l.review_unluckiest_draws())
        } else {
            (l.review_luckiest(), l.review_unluckiest())
        };
        let list = move |title: &'static str, class: &'static str, items: Vec<String>| {
            (!items.is_empty()).then(|| {
                view! {
                    <h4 class="review-list-title">{title}</h4>
                    <ol class=class>
                        {items.into_iter().map(|t| view! { <li>{t}</li> }).collect_view()}
                    </ol>
                }
            })
        };
        // Words first (who played best, who had the luck), the numbers a tap away.
        let reviewed: Vec<Reviewed> = people
            .iter()
            .map(|(name, r)| Reviewed {
                name,
                lost: r.lost,
                luck: r.luck,
            })
            .collect();
        let words = l.review_in_words(&reviewed, kind == GameKind::Cards);
        let players = people
            .into_iter()
            .map(|(name, r)| {
                let headline = if r.costliest.is_empty() {
                    l.review_perfect(&name)
                } else {
                    l.review_lost(&name, r.lost)
                };
                let split = l.review_split(&l.signed(r.luck), &l.signed(-r.lost), r.expected_start);
                let decisions = r
                    .costliest
                    .iter()
                    .map(|d| decision_text(l, kind, d))
                    .collect();
                let lucky = r.luckiest.iter().map(|x| roll_text(l, kind, x)).collect();
                let unlucky = r.unluckiest.iter().map(|x| roll_text(l, kind, x)).collect();
                view! {
                    <div class="review-player">
                        <p class="review-lost">{headline}</p>
                        <p class="review-split">{split}</p>
                        {list(l.review_costliest(), "review-decisions", decisions)}
                        {list(lucky_title, "review-rolls review-lucky", lucky)}
                        {list(unlucky_title, "review-rolls review-unlucky", unlucky)}
                    </div>
                }
            })
            .collect_view();
        view! {
            <p class="review-words">{words}</p>
            {without_head_starts_line(l, &game).map(|w| view! { <p class="review-without">{w}</p> })}
            <details class="review-numbers">
                <summary>{l.review_numbers()}</summary>
                {players}
                <p class="review-note">{note}</p>
            </details>
        }
        .into_any()
    };
    view! {
        <section class="review" aria-labelledby="review-title">
            <h3 id="review-title" class="review-title">{move || lang.get().review_title()}</h3>
            {body}
        </section>
    }
}
