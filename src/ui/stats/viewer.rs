//! A finished game opened read-only: its sheet and totals, stepped through move by move
//! (first, previous, next, last, as in a chess app) by replaying a prefix of its log, and
//! its roll log up to that move; and "Play this game again" (the same dice, another game).
//! A game whose moves made room, or that this version cannot replay, shows its result.

use super::roll_log::{lines, LogList};
use crate::engine::{Game, GameId, GameState, Setup};
use crate::session::again;
use crate::stats::history::Kept;
use crate::stats::GameSummary;
use crate::store::history::rewrite;
use crate::ui::hint::review::ReviewOf;
use crate::ui::state::{use_actions, use_history, use_lang, SessionHistory};
use leptos::prelude::*;

/// Keeps `fixed` in place of its stored game, in the history and in storage.
fn correct(history: SessionHistory, fixed: Kept) {
    if let Some(storage) = crate::store::browser::local() {
        // Refused: counted right in this window all the same, and checked again next time.
        let _ = rewrite(&storage, std::slice::from_ref(&fixed));
    }
    history.update(|h| {
        h.put(fixed);
    });
}

/// The game as it stood after its first `n` actions.
fn at_step(game: &Game, n: usize) -> Option<Game> {
    Game::replay(game.setup().clone(), &game.log()[..n.min(game.log().len())]).ok()
}

/// A game kept without moves (or one this version cannot replay): its result only.
#[component]
fn ResultOnly(summary: GameSummary, replayable: bool, on_close: Callback<()>) -> impl IntoView {
    let lang = use_lang();
    let name = {
        let (kind, date) = (summary.kind, summary.date.clone());
        move || {
            let l = lang.get();
            l.view_game(kind, &date)
        }
    };
    view! {
        <div class="viewer" role="region" aria-label=name>
            <p class="hint">
                {move || if replayable { lang.get().moves_made_room() } else { lang.get().moves_unreadable() }}
            </p>
            <ul class="saved-players">
                {summary.seats.into_iter().map(|s| view! {
                    <li><span class="name">{s.name}</span><span class="pts">{s.score}</span></li>
                }).collect_view()}
            </ul>
            <button class="btn secondary" on:click=move |_| on_close.run(())>{move || lang.get().close()}</button>
        </div>
    }
}

/// A finished game of the history, read-only, stepped through move by move.
#[component]
pub fn GameViewer(
    /// The kept game to show.
    id: GameId,
    /// Called when the viewer is closed.
    on_close: Callback<()>,
) -> impl IntoView {
    let lang = use_lang();
    let history = use_history();
    let actions = use_actions();
    let Some(kept) = history.with_untracked(|h| h.get(id).cloned()) else {
        return ().into_any();
    };
    let date = kept.date.clone();
    let game = match kept.replay() {
        Some(Ok(game)) => game,
        other => {
            let replayable = other.is_none();
            return view! { <ResultOnly summary=kept.summary replayable on_close/> }.into_any();
        }
    };
    if let Some(fixed) = kept.recounted(&game) {
        // A kept summary that its own moves contradict (a damaged store): the statistics
        // count what the moves say from now on. After this view is drawn, not during it.
        request_animation_frame(move || correct(history, fixed));
    }
    let kind = game.kind();
    // Named like the button that opened it, not "History" as the list around it is.
    let name = move || {
        let l = lang.get();
        l.view_game(kind, &date)
    };
    // The same dice again, as another game (asking first if one is under way).
    let replay_setup = Setup {
        chosen_seed: true,
        daily: None,
        ..again(game.setup().clone())
    };
    let daily = game.setup().daily.is_some();
    let total = game.log().len();
    // A finished game is reviewed, as at its end (a running one never gets here).
    let review = game
        .is_over()
        .then(|| view! { <ReviewOf game=game.clone()/> });
    let step = RwSignal::new(total);
    let game = StoredValue::new(game);
    let shown = Memo::new(move |_| game.with_value(|g| at_step(g, step.get())));
    let go = move |n: usize| step.set(n.min(total));
    view! {
        <div class="viewer" role="region" aria-label=name data-step=move || step.get().to_string()>
            <div class="viewer-steps" role="group">
                <button class="btn ghost" aria-label=move || lang.get().step_first() on:click=move |_| go(0)>"|◀"</button>
                <button class="btn ghost" aria-label=move || lang.get().step_prev() on:click=move |_| go(step.get_untracked().saturating_sub(1))>"◀"</button>
                <span class="viewer-count" aria-live="polite">{move || lang.get().step_of(step.get(), total)}</span>
                <button class="btn ghost" aria-label=move || lang.get().step_next() on:click=move |_| go(step.get_untracked() + 1)>"▶"</button>
                <button class="btn ghost" aria-label=move || lang.get().step_last() on:click=move |_| go(total)>"▶|"</button>
            </div>
            {move || shown.get().map(|g| {
                let l = lang.get();
                let names: Vec<String> = g.setup().players.iter().map(|p| p.name.clone()).collect();
                let totals = g.totals();
                let sheet = match g.state() {
                    GameState::Classic(s)
                    | GameState::Extreme(s)
                    | GameState::Yatzy(s)
                    | GameState::MaxiYatzy(s)
                    | GameState::Generala(s) => Some(s.clone()),
                    _ => None,
                };
                let log = lines(&g, l);
                let last = log.last().cloned().unwrap_or_default();
                view! {
                    <p class="viewer-last" data-last-move>{last}</p>
                    // Focusable, so the keyboard can scroll a sheet wider than a phone.
                    <div class="table-scroll" tabindex="0" role="region" aria-label=l.scoresheet()>
                        <table class="stats-table viewer-sheet">
                            <thead>
                                <tr>
                                    <th scope="col"></th>
                                    {names.iter().map(|n| view! { <th scope="col" class="stats-name">{n.clone()}</th> }).collect_view()}
                                </tr>
                            </thead>
                            <tbody>
                                {sheet.map(|s| s.variant().boxes().iter().map(|&b| view! {
                                    <tr>
                                        <th scope="row">{l.box_label(b)}</th>
                                        {s.players().iter().map(|p| view! {
                                            <td>{p.sheet.get(b).map(|v| v.to_string()).unwrap_or_default()}</td>
                                        }).collect_view()}
                                    </tr>
                                }).collect_view())}
                                <tr class="viewer-total">
                                    <th scope="row">{l.col_score()}</th>
                                    {totals.into_iter().map(|t| view! { <td>{t}</td> }).collect_view()}
                                </tr>
                            </tbody>
                        </table>
                    </div>
                    <details class="viewer-log">
                        <summary>{l.roll_log()}</summary>
                        <LogList lines=log/>
                    </details>
                }
            })}
            {review}
            <div class="stats-actions">
                {(!daily).then(|| view! {
                    <button class="btn secondary" on:click=move |_| actions.start_asking(replay_setup.clone())>
                        {move || lang.get().play_again_same()}
                    </button>
                })}
                <button class="btn ghost" on:click=move |_| on_close.run(())>{move || lang.get().close()}</button>
            </div>
        </div>
    }
    .into_any()
}
