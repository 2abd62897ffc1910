//! The finished games, newest first, each opened read-only in the viewer. A long history
//! shows its newest games and more on request, so a family's thousand games do not make
//! the page slow.

use super::viewer::GameViewer;
use crate::engine::GameId;
use crate::stats::GameSummary;
use crate::ui::state::{use_history, use_lang};
use leptos::prelude::*;

/// How many games the list shows at first, and adds per "Show older games".
const PAGE: usize = 50;

/// The list of finished games, newest first, a page at a time.
#[component]
pub fn HistoryList(
    /// The history's stamp (`history_stamp`): the figures are worked out again when it changes.
    stamp: Memo<u64>,
) -> impl IntoView {
    let lang = use_lang();
    let history = use_history();
    let opened = RwSignal::new(None::<GameId>);
    let shown = RwSignal::new(PAGE);
    // Only the games shown are taken from the history (once per change), and how many
    // there are in all.
    let games = Memo::new(move |_| {
        stamp.get();
        let shown = shown.get();
        history.with_untracked(|h| {
            let newest = h
                .games()
                .iter()
                .rev()
                .take(shown)
                .map(|k| (k.id, k.summary.clone()))
                .collect::<Vec<(GameId, GameSummary)>>();
            (newest, h.len())
        })
    });
    let item = move |id: GameId, s: GameSummary| {
        let l = lang.get();
        let names = s
            .seats
            .iter()
            .map(|x| match x.head_start {
                0 => format!("{} {}", x.name, x.score),
                // The head start apart, as the statistics keep it: "Mia 212+38".
                h => format!("{} {}+{h}", x.name, x.score),
            })
            .collect::<Vec<_>>()
            .join(" · ");
        let mut marks = Vec::new();
        if s.with_bots {
            marks.push(l.bot_mark());
        }
        if s.with_hints {
            marks.push(l.hint_mark());
        }
        if s.real_dice {
            marks.push(l.real_dice_mark());
        }
        if s.daily.is_some() {
            marks.push(l.daily_mark());
        }
        let mut marks: Vec<String> = marks.into_iter().map(str::to_string).collect();
        // A Generala won by a servida: its thrower won, whatever the totals say.
        if let Some(seat) = s.seats.iter().find(|x| x.servida) {
            marks.push(l.history_servida(&seat.name));
        }
        view! {
            <li class="history-item">
                <span class="history-what">
                    <span><strong>{l.game_name(s.kind)}</strong> " · " {s.date.clone()}</span>
                    {(!marks.is_empty()).then(|| view! { <span class="history-marks">{marks.join(" · ")}</span> })}
                    <span class="history-names">{names}</span>
                </span>
                <button
                    class="btn ghost"
                    aria-label=l.view_game(s.kind, &s.date)
                    on:click=move |_| opened.set(Some(id))
                >
                    {l.open_game()}
                </button>
            </li>
        }
    };
    view! {
        <section class="card" aria-labelledby="history-title">
            <h2 id="history-title">{move || lang.get().history()}</h2>
            {move || opened.get().map(|id| view! {
                <GameViewer id on_close=Callback::new(move |()| opened.set(None))/>
            })}
            <ul class="history-list">
                {move || {
                    games
                        .get()
                        .0
                        .into_iter()
                        .map(|(id, s)| item(id, s))
                        .collect_view()
                }}
            </ul>
            {move || {
                let more = games.with(|g| g.1).saturating_sub(shown.get());
                (more > 0).then(|| view! {
                    <button class="btn ghost" on:click=move |_| shown.update(|n| *n += PAGE)>
                        {move || lang.get().show_older_games(more)}
                    </button>
                })
            }}
        </section>
    }
}
