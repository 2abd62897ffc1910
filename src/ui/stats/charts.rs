//! Two small charts drawn as SVG by the app (no chart library): each person's scores
//! over time, and how often each score came up. Names are text nodes (a caption and an
//! SVG `<title>`), never markup.

use crate::stats::Overview;
use crate::ui::state::use_lang;
use leptos::prelude::*;

const W: i32 = 300;
const H: i32 = 80;
/// Bars of the score histogram.
pub(super) const BINS: usize = 8;

/// The points of a line chart of `scores` in a `W`×`H` box (equal steps across, the
/// lowest score at the bottom, the highest at the top).
fn line_points(scores: &[i32]) -> String {
    let lo = scores.iter().copied().min().unwrap_or(0);
    let hi = scores.iter().copied().max().unwrap_or(0);
    let span = (hi - lo).max(1);
    let steps = (scores.len() as i32 - 1).max(1);
    if scores.len() == 1 {
        // One game: a dot in the middle.
        return format!("{},{}", W / 2, H / 2);
    }
    scores
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            let x = 4 + i as i32 * (W - 8) / steps;
            let y = H - 4 - (s - lo) * (H - 8) / span;
            format!("{x},{y}")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The two charts: each person's scores over time, and how often each score came up.
#[component]
pub fn Charts(
    /// The figures the charts draw.
    figures: Memo<Overview>,
) -> impl IntoView {
    let lang = use_lang();
    let lines = move || figures.with(|f| f.lines.clone());
    let bins = move || figures.with(|f| f.bins.clone());
    view! {
        <div class="charts">
            <h3>{move || lang.get().scores_over_time()}</h3>
            <div class="chart-grid">
                {move || lines().into_iter().map(|(name, scores)| {
                    let points = line_points(&scores);
                    let label = format!("{name}: {}", scores.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(", "));
                    let dots = if scores.len() == 1 { Some(points.clone()) } else { None };
                    view! {
                        <figure class="chart">
                            <svg viewBox=format!("0 0 {W} {H}") role="img" aria-label=label.clone() class="chart-svg">
                                <title>{label.clone()}</title>
                                <polyline points=points fill="none" class="chart-line"/>
                                {dots.map(|p| {
                                    let (x, y) = p.split_once(',').unwrap_or(("0", "0"));
                                    view! { <circle cx=x.to_string() cy=y.to_string() r="9" class="chart-dot"/> }
                                })}
                            </svg>
                            <figcaption class="chart-name">{name}</figcaption>
                        </figure>
                    }
                }).collect_view()}
            </div>
            <h3>{move || lang.get().score_histogram()}</h3>
            {move || {
                let bins = bins();
                let most = bins.iter().map(|b| b.1).max().unwrap_or(1).max(1) as i32;
                let width = W / BINS as i32;
                let l = lang.get();
                view! {
                    <svg viewBox=format!("0 0 {W} {}", H + 16) role="img" aria-label=l.score_histogram() class="chart-svg histogram">
                        {bins.into_iter().enumerate().map(|(i, (from, count))| {
                            let h = count as i32 * (H - 4) / most;
                            let x = i as i32 * width;
                            view! {
                                <g>
                                    <title>{l.histogram_bar(from, count)}</title>
                                    <rect x=(x + 2).to_string() y=(H - h).to_string() width=(width - 4).to_string() height=h.to_string() class="chart-bar"/>
                                    <text x=(x + width / 2).to_string() y=(H + 13).to_string() text-anchor="middle" class="chart-axis">{from}</text>
                                </g>
                            }
                        }).collect_view()}
                    </svg>
                }
            }}
        </div>
    }
}
