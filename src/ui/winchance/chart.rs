//! The end screen's chart of the win chances: each player's chance at the start and
//! after every round, one line each (SVG drawn by the app, like the statistics charts),
//! and the turning point named below it.

use super::offered::offered;
use super::wait::ChanceWait;
use crate::ai::winchance::{percents, Series};
use crate::brain::{Answer, Question};
use crate::ui::i18n::Lang;
use crate::ui::shared::screen_game::ScreenGame;
use crate::ui::shared::seats::seat_class;
use crate::ui::state::{use_actions, use_lang};
use leptos::prelude::*;

// Whole units only (a tenth of a pixel of the drawing): formatting floats would add
// their code to the page's wasm.
const W: i32 = 3200;
const H: i32 = 1400;
/// Room for the percent labels on the left and the round numbers below.
const LEFT: i32 = 300;
const RIGHT: i32 = 80;
const TOP: i32 = 80;
const BOTTOM: i32 = 180;

fn x_of(round: usize, rounds: usize) -> i32 {
    LEFT + round as i32 * (W - LEFT - RIGHT) / rounds.max(1) as i32
}

fn y_of(chance: f64) -> i32 {
    TOP + ((1.0 - chance.clamp(0.0, 1.0)) * (H - TOP - BOTTOM) as f64).round() as i32
}

/// The points of seat `seat`'s line.
fn line_points(series: &Series, seat: usize) -> String {
    let rounds = series.rounds.len().saturating_sub(1);
    series
        .rounds
        .iter()
        .enumerate()
        .map(|(r, w)| {
            let c = w.get(seat).copied().unwrap_or(0.0);
            format!("{},{}", x_of(r, rounds), y_of(c))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The chart, its legend and the turning point.
fn chart_view(l: Lang, series: Series, names: Vec<String>) -> AnyView {
    let rounds = series.rounds.len().saturating_sub(1);
    let last = series.rounds.last().cloned().unwrap_or_default();
    let label = format!(
        "{}: {}",
        l.win_chart_title(),
        names
            .iter()
            .zip(percents(&last))
            .map(|(n, p)| l.win_chance_player(n, p))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let title = label.clone();
    let step = if rounds > 13 { 3 } else { 1 };
    let ticks: Vec<usize> = (0..=rounds).filter(|r| r % step == 0).collect();
    let turning = series.turning.clone().map(|t| {
        let name = names.get(t.seat).cloned().unwrap_or_default();
        let text = l.turning_point(t.round, &name, l.box_label(t.box_id), t.points);
        (x_of(t.round as usize, rounds), text)
    });
    let lines: Vec<(usize, String)> = (0..names.len())
        .map(|seat| (seat, line_points(&series, seat)))
        .collect();
    view! {
        <svg viewBox=format!("0 0 {W} {H}") role="img" aria-label=label class="winchart-svg">
            <title>{title}</title>
            {[0u32, 50, 100].map(|pct| {
                let y = y_of(pct as f64 / 100.0);
                view! {
                    <g>
                        <line x1=LEFT.to_string() x2=(W - RIGHT).to_string() y1=y.to_string() y2=y.to_string() class="winchart-grid"/>
                        <text x=(LEFT - 40).to_string() y=(y + 30).to_string() text-anchor="end" class="winchart-axis">
                            {format!("{pct} %")}
                        </text>
                    </g>
                }
            })}
            {ticks.into_iter().map(|r| view! {
                <text x=x_of(r, rounds).to_string() y=(H - 50).to_string() text-anchor="middle" class="winchart-axis">{r}</text>
            }).collect_view()}
            {turning.as_ref().map(|(x, _)| view! {
                <line x1=x.to_string() x2=x.to_string() y1=TOP.to_string() y2=(H - BOTTOM).to_string() class="winchart-turn"/>
            })}
            {lines.into_iter().map(|(seat, points)| view! {
                <polyline points=points fill="none" class=format!("winchart-line {}", seat_class(seat))/>
            }).collect_view()}
        </svg>
        <ul class="winchart-legend">
            {names.into_iter().enumerate().map(|(seat, name)| view! {
                <li><span class=format!("winchart-swatch {}", seat_class(seat)) aria-hidden="true"></span>{name}</li>
            }).collect_view()}
        </ul>
        {turning.map(|(_, text)| view! { <p class="winchart-turning">{text}</p> })}
    }
    .into_any()
}

/// The win chances round by round of the finished game on screen (Kniffel and Extreme
/// with 2 to 8 players; nothing otherwise).
#[component]
pub fn WinChart() -> impl IntoView {
    let lang = use_lang();
    let actions = use_actions();
    let game = ScreenGame::of_screen();
    let offered = game.with_untracked(|g| g.as_ref().is_some_and(offered));
    // A phone holds the table's view of the game, which does not replay
    // (`Game::seen_by`): the table shows the chart.
    if !offered || actions.is_phone() {
        return ().into_any();
    }
    let answer = RwSignal::new(None::<Answer>);
    if let Some(save) = game.with_untracked(|g| g.as_ref().map(crate::engine::write_save)) {
        actions
            .brain
            .ask(Question::WinSeries { save }, move |a| answer.set(Some(a)));
    }
    let body = move || {
        let l = lang.get();
        match answer.get() {
            Some(Answer::WinSeries(series)) => {
                let names = game.with(|g| {
                    g.as_ref()
                        .map(|g| g.setup().players.iter().map(|p| p.name.clone()).collect())
                        .unwrap_or_default()
                });
                chart_view(l, series, names)
            }
            None | Some(Answer::NoTable) => view! { <ChanceWait/> }.into_any(),
            Some(_) => view! { <p class="hint-status">{l.win_chance_failed()}</p> }.into_any(),
        }
    };
    view! {
        <section class="winchart" aria-labelledby="winchart-title">
            <h3 id="winchart-title" class="review-title">{move || lang.get().win_chart_title()}</h3>
            {body}
        </section>
    }
    .into_any()
}
