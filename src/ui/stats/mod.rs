//! The statistics screen: statistics and high scores per game kind
//! with their charts, the history of finished games (each opened read-only, and played
//! again), renaming and merging players, export and import, the room left in storage, and
//! the reset. The numbers come from `crate::stats`; the finished games are kept by
//! `ui::state::Persistence` whenever a game ends.

mod charts;
mod history_list;
mod import;
mod manage;
mod player_table;
pub mod roll_log;
mod storage_use;
mod sums_table;
mod viewer;

use crate::engine::GameKind;
use crate::stats::history::History;
use crate::stats::{overview, Filter};
use crate::ui::shared::segmented::{Segmented, Words};
use crate::ui::state::{AppState, Screen};
use leptos::prelude::*;
use player_table::PlayerTable;
use sums_table::SumsTable;

/// The history's stamp (`History::stamp`): what the screen's figures are keyed by, so
/// that they are counted once per change of the finished games (not at every move of a
/// game, which changes the session they live in). Read it with `get`: a memo that is
/// only tracked is never computed, and then follows nothing.
pub(crate) fn history_stamp(state: &AppState) -> Memo<u64> {
    let history = state.history;
    Memo::new(move |_| history.with(History::stamp))
}

/// The statistics screen.
#[component]
pub fn StatsPage() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let kind = RwSignal::new(
        state
            .on_screen
            .game
            .with_untracked(|g| g.as_ref().map(|g| g.kind()))
            .unwrap_or(GameKind::Classic),
    );
    let filter = RwSignal::new(Filter::default());
    let stamp = history_stamp(&state);
    // No finished game at all: a sentence and Play instead of empty cards, and nothing to
    // reset (games of a newer Pasch still show the room they take).
    let empty = Memo::new(move |_| {
        stamp.get();
        state.history.with_untracked(History::is_empty)
    });
    let room_shown = move || !empty.get() || state.storage.newer_games.with(|n| !n.is_empty());
    // Everything the kind's card shows, counted once per change of the games, the kind
    // or the filter, straight from the kept summaries.
    let figures = Memo::new(move |_| {
        stamp.get();
        let (k, f) = (kind.get(), filter.get());
        state
            .history
            .with_untracked(|h| overview(h.summaries(), k, f, charts::BINS))
    });
    // The games the app offers, and every other game played here (Yatzy, Maxi Yatzy and
    // Generala, say from the daily challenge or an import), in the engine's order.
    let shown_kinds = Memo::new(move |_| {
        stamp.get();
        state.history.with_untracked(|h| {
            GameKind::ALL
                .into_iter()
                .filter(|k| GameKind::IN_APP.contains(k) || h.summaries().any(|s| s.kind == *k))
                .collect::<Vec<GameKind>>()
        })
    });
    let table = NodeRef::<leptos::html::Div>::new();
    let toggle = move |bots: bool| {
        filter.update(|f| {
            if bots {
                f.with_bots = !f.with_bots;
            } else {
                f.with_hints = !f.with_hints;
            }
        })
    };

    view! {
        <div class="page stats" data-ready>
            <h1>{move || lang.get().statistics()}</h1>
            {move || empty.get().then(|| view! {
                <section class="card stats-empty">
                    <p>{move || lang.get().stats_empty()}</p>
                    <button class="btn primary big" on:click=move |_| state.screen.set(Screen::NewGame)>
                        {move || lang.get().stats_empty_play()}
                    </button>
                </section>
            })}
            <section class="card" aria-labelledby="stats-title" hidden=move || empty.get()>
                <h2 id="stats-title">{move || lang.get().stats_by_player()}</h2>
                {move || view! {
                    <Segmented
                        options=shown_kinds.get().into_iter().map(|k| (k, kind_words(k))).collect()
                        value=kind
                        on_pick=Callback::new(move |k| kind.set(k))
                        label=Signal::derive(move || lang.get().statistics().to_string())
                        wide=true
                    />
                }}
                <div class="stats-filters">
                    <label>
                        <input type="checkbox" prop:checked=move || filter.get().with_bots on:change=move |_| toggle(true)/>
                        {move || lang.get().with_bots()}
                    </label>
                    <label>
                        <input type="checkbox" prop:checked=move || filter.get().with_hints on:change=move |_| toggle(false)/>
                        {move || lang.get().with_hints()}
                    </label>
                </div>
                {move || {
                    let rows = figures.with(|f| f.players.clone());
                    if rows.is_empty() {
                        return view! { <p class="hint">{move || lang.get().no_games_yet()}</p> }.into_any();
                    }
                    let k = kind.get();
                    view! {
                        <ScrollHint target=table/>
                        <PlayerTable l=lang.get() kind=k rows=rows table=table/>
                        <SumsTable l=lang.get() rows=figures.with(|f| f.sums.clone())/>
                        <charts::Charts figures/>
                    }
                    .into_any()
                }}
            </section>
            <section class="card" aria-labelledby="best-title" hidden=move || empty.get()>
                <h2 id="best-title">{move || lang.get().high_scores()} " · " {move || lang.get().game_name(kind.get())}</h2>
                <ol class="high-scores">
                    {move || figures.with(|f| f.best.clone()).into_iter().map(|h| view! {
                        <li>
                            <span class="hs-name">{h.name}</span>
                            <span class="hs-score">{h.score}</span>
                            <span class="hs-date">{h.date}</span>
                        </li>
                    }).collect_view()}
                </ol>
            </section>
            {move || (!empty.get()).then(|| view! {
                <history_list::HistoryList stamp/>
                <manage::Manage stamp/>
            })}
            <import::Transfer/>
            {move || room_shown().then(|| view! { <storage_use::StorageUse stamp/> })}
            <button class="btn secondary" on:click=move |_| state.screen.set(Screen::Start)>
                {move || lang.get().back()}
            </button>
        </div>
    }
}

/// A game's name on its button (a plain function, as the row of games takes them).
fn kind_words(kind: GameKind) -> Words {
    match kind {
        GameKind::Classic => |l| l.game_name(GameKind::Classic),
        GameKind::Extreme => |l| l.game_name(GameKind::Extreme),
        GameKind::Duel => |l| l.game_name(GameKind::Duel),
        GameKind::Cards => |l| l.game_name(GameKind::Cards),
        GameKind::Yatzy => |l| l.game_name(GameKind::Yatzy),
        GameKind::MaxiYatzy => |l| l.game_name(GameKind::MaxiYatzy),
        GameKind::Generala => |l| l.game_name(GameKind::Generala),
    }
}

/// "Swipe for more" above a table wider than its box: shown only while it overflows
/// (a phone), so nobody takes a cut column for the whole table.
#[component]
fn ScrollHint(target: NodeRef<leptos::html::Div>) -> impl IntoView {
    let lang = expect_context::<AppState>().lang;
    let overflows = RwSignal::new(false);
    let measure = move || {
        if let Some(el) = target.get_untracked() {
            overflows.set(el.scroll_width() > el.client_width() + 1);
        }
    };
    // After the table is in the page (its width is known), and again on every resize.
    Effect::new(move |_| {
        target.track();
        request_animation_frame(measure);
    });
    let listener = window_event_listener(leptos::ev::resize, move |_| measure());
    on_cleanup(move || listener.remove());
    view! {
        <p class="hint scroll-hint" hidden=move || !overflows.get()>
            {move || lang.get().table_scrolls()}
        </p>
    }
}
