//! The end of a tournament: a tie for first place waits for its play-off ("Throw the
//! dice": every tied player throws five dice in turn until someone throws five equal, in
//! the model, seeded), then the last throws and the winner.

use super::ctx::use_tour;
use crate::tour::{throws, TourAction, Tournament};
use crate::ui::state::use_lang;
use leptos::prelude::*;
use std::sync::Arc;

/// How many of the play-off's last throws are shown.
const SHOWN_THROWS: usize = 6;

/// The play-off and the winner, once the last game is played.
#[component]
pub fn PlayOffCard(t: Arc<Tournament>) -> impl IntoView {
    let lang = use_lang();
    let tour = use_tour();
    let name = {
        let t = t.clone();
        move |p: usize| t.players.get(p).map(|e| e.name.clone()).unwrap_or_default()
    };
    let winner = t
        .is_decided()
        .then(|| t.standings().first().map(|s| name(s.player)))
        .flatten();
    let tied: Vec<usize> = match &t.playoff {
        Some(p) => p.players.clone(),
        None => t.tied_for_first(),
    };
    if tied.is_empty() && winner.is_none() {
        return ().into_any();
    }
    let names = tied.iter().map(|&p| name(p)).collect::<Vec<_>>().join(", ");
    let id = t.id;
    let thrown = t.playoff.clone().map(|p| {
        let all: Vec<(usize, [u8; 5])> = throws(&p.players, p.seed).take(p.throws as usize).collect();
        let last = all[all.len().saturating_sub(SHOWN_THROWS)..].to_vec();
        let result_name = name(p.winner);
        view! {
            <ol class="tour-throws" start=all.len().saturating_sub(SHOWN_THROWS) + 1>
                {last
                    .into_iter()
                    .map(|(who, dice)| {
                        let dice = dice.map(|d| d.to_string()).join(" ");
                        view! { <li><span>{name(who)}</span> " " <b class="tour-dice">{dice}</b></li> }
                    })
                    .collect_view()}
            </ol>
            <p class="tour-playoff-result">
                {move || lang.get().tour_playoff_result(&result_name, p.face, p.throws)}
            </p>
        }
    });
    view! {
        <section class="card tour-end">
            {(!tied.is_empty()).then(|| view! {
                <h3>{move || lang.get().tour_playoff()}</h3>
                <p>{move || lang.get().tour_playoff_intro(&names)}</p>
            })}
            {t.needs_playoff().then(|| view! {
                <button type="button" class="btn primary big" on:click=move |_| { tour.apply(id, TourAction::PlayOff); }>
                    {move || lang.get().tour_playoff_throw()}
                </button>
            })}
            {thrown}
            {winner.map(|w| view! { <p class="tour-winner" role="status">{move || lang.get().tour_winner(&w)}</p> })}
        </section>
    }
    .into_any()
}
