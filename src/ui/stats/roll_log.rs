//! The roll log: every roll of every player in order (dice, what was kept, what was
//! scored), read from the action log by replaying it, so nothing extra is saved. In
//! Karten-Kniffel only what the table saw: played cards and how many were exchanged,
//! never a hand.

use crate::engine::game::{Event, Game};
use crate::ui::i18n::Lang;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// The log's lines for `game`, oldest first.
pub fn lines(game: &Game, lang: Lang) -> Vec<String> {
    let names: Vec<String> = game.setup.players.iter().map(|p| p.name.clone()).collect();
    let name = |p: usize| names.get(p).cloned().unwrap_or_default();
    let mut held: Vec<bool> = Vec::new();
    let mut last_dice: Vec<u8> = Vec::new();
    let mut out = Vec::new();
    for (_, events) in game.history() {
        for event in events {
            match event {
                Event::HoldChanged { die, held: h } => {
                    if held.len() <= die {
                        held.resize(die + 1, false);
                    }
                    held[die] = h;
                }
                Event::Rolled { player, roll, dice } => {
                    let kept: Vec<String> = if roll > 1 {
                        last_dice
                            .iter()
                            .zip(&held)
                            .filter(|(_, &h)| h)
                            .map(|(d, _)| d.to_string())
                            .collect()
                    } else {
                        held.clear();
                        Vec::new()
                    };
                    let shown: Vec<String> = dice.iter().map(|d| d.to_string()).collect();
                    out.push(lang.log_roll(&name(player), roll, &shown.join(" "), &kept.join(" ")));
                    last_dice = dice;
                }
                Event::Scored {
                    player,
                    box_id,
                    points,
                    bonus,
                } => {
                    out.push(lang.log_scored(
                        &name(player),
                        lang.box_label(box_id),
                        points + bonus,
                    ));
                    held.clear();
                }
                Event::ChipTaken { player, kind, .. } => {
                    out.push(lang.log_scored(&name(player), lang.chip_label(kind), kind.value()));
                    held.clear();
                }
                Event::NoChip { player } => {
                    out.push(lang.log_no_chip(&name(player)));
                    held.clear();
                }
                Event::Exchanged { player, drawn, .. } => {
                    out.push(lang.log_exchanged(&name(player), drawn));
                }
                Event::Played {
                    player,
                    field,
                    cards,
                    points,
                    penalty,
                } => {
                    let cards: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
                    let what = format!("{} [{}]", lang.box_label(field), cards.join(" "));
                    out.push(lang.log_scored(&name(player), &what, points - penalty.abs()));
                }
                _ => {}
            }
        }
    }
    out
}

/// The roll log of the running game, folded away until opened.
#[component]
pub fn RollLog() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let open = RwSignal::new(false);
    view! {
        <details class="roll-log card" on:toggle=move |_| open.update(|o| *o = !*o)>
            <summary>{move || lang.get().roll_log()}</summary>
            {move || open.get().then(|| {
                let l = lang.get();
                let lines = state.game.with(|g| g.as_ref().map(|g| lines(g, l)).unwrap_or_default());
                view! { <LogList lines/> }
            })}
        </details>
    }
}

/// A list of log lines, newest last; a note when there are none.
#[component]
pub fn LogList(lines: Vec<String>) -> impl IntoView {
    let lang = expect_context::<AppState>().lang;
    if lines.is_empty() {
        return view! { <p class="hint">{move || lang.get().log_empty()}</p> }.into_any();
    }
    view! {
        <ol class="roll-log-list">
            {lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
        </ol>
    }
    .into_any()
}
