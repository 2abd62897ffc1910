//! The end of a game, short: the winner, the standings (equal totals share a place) and
//! what comes next (Rematch, New game, Share; on a phone at a table: Share and leaving
//! it; after the daily challenge: back to its screen) all on the first screen; then the
//! game's details (its chart, its review) and the seed behind "Play this game again".

use crate::ui::shared::bot_badge::BotBadge;
use crate::ui::shared::game_number::{GameNumber, ShareResult};
use crate::ui::shared::head_starts::HeadStartNote;
use crate::ui::shared::screen_game::ScreenGame;
use crate::ui::state::{use_actions, use_lang, use_screen, Actions, Screen};
use crate::ui::tour::back::TourBack;
use leptos::prelude::*;

/// `children` (optional) come after the buttons: a game's own details of the result.
#[component]
pub fn Ranking(#[prop(optional)] children: Option<Children>) -> impl IntoView {
    let lang = use_lang();
    let actions = use_actions();
    let game = ScreenGame::of_screen();
    let daily = game.with_untracked(|g| g.as_ref().is_some_and(|g| g.setup().daily.is_some()));
    let rows = move || {
        game.with(|g| {
            g.as_ref()
                .map(|g| {
                    g.standings()
                        .into_iter()
                        .map(|s| {
                            let p = g.setup().players.get(s.player);
                            (
                                s.place,
                                p.map(|p| p.name.clone()).unwrap_or_default(),
                                p.is_some_and(|p| p.bot.is_some()),
                                s.total,
                            )
                        })
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    };
    let headline = move || {
        let rows = rows();
        let l = lang.get();
        if rows.len() == 1 {
            return l.solo_result(rows[0].3);
        }
        let winners: Vec<String> = rows
            .iter()
            .filter(|r| r.0 == 1)
            .map(|r| r.1.clone())
            .collect();
        l.winner(&winners)
    };

    view! {
        <div class="ranking" role="region" aria-labelledby="ranking-title">
            <p class="eyebrow">
                {move || {
                    let l = lang.get();
                    if daily {
                        format!("{} · {}", l.daily_challenge(), l.game_over())
                    } else {
                        l.game_over().to_string()
                    }
                }}
            </p>
            <h2 id="ranking-title" class="ranking-headline">{headline}</h2>
            <ol class="standings" aria-label=move || lang.get().ranking()>
                {move || {
                    rows()
                        .into_iter()
                        .map(|(place, name, bot, total)| {
                            view! {
                                <li class=format!("standing place-{}", place.min(4))>
                                    <span class="medal" aria-hidden="true">{place}</span>
                                    <span class="sr-only">{lang.get().place(place)} " "</span>
                                    <span class="st-name" title=name.clone()>
                                        {bot.then(|| view! { <BotBadge/> })}
                                        {name.clone()}
                                    </span>
                                    <span class="st-total">{total}</span>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ol>
            {game.with_untracked(|g| g.clone()).map(|g| view! { <HeadStartNote game=g lang=lang/> })}
            {if actions.is_phone() {
                phone_actions()
            } else if daily {
                daily_actions()
            } else {
                rematch_actions(actions)
            }}
            {children.map(|c| c())}
            <GameNumber/>
        </div>
    }
}

/// What comes next on the device that holds the game.
fn rematch_actions(actions: Actions) -> AnyView {
    let lang = use_lang();
    let screen = use_screen();
    view! {
        <div class="ranking-actions">
            <TourBack/>
            <button class="btn primary big" on:click=move |_| actions.rematch()>
                {move || lang.get().rematch()}
            </button>
            <button class="btn secondary" on:click=move |_| screen.set(Screen::NewGame)>
                {move || lang.get().new_game()}
            </button>
            <ShareResult/>
            <button class="btn ghost" on:click=move |_| screen.set(Screen::Stats)>
                {move || lang.get().statistics()}
            </button>
        </div>
    }
    .into_any()
}

/// After the daily challenge: back to its screen, which shows the result of the day (a
/// rematch would be another try, which does not count).
fn daily_actions() -> AnyView {
    let lang = use_lang();
    let screen = use_screen();
    view! {
        <div class="ranking-actions">
            <button class="btn primary big" on:click=move |_| screen.set(Screen::Daily)>
                {move || lang.get().back_to_daily()}
            </button>
            <button class="btn secondary" on:click=move |_| screen.set(Screen::NewGame)>
                {move || lang.get().new_game()}
            </button>
            <ShareResult/>
        </div>
    }
    .into_any()
}

/// What comes next on a phone at a table: the table starts the next game (a game begun
/// here would be this phone's own and end the table's), so the phone can only leave; its
/// own game waits on the start screen, as it was.
fn phone_actions() -> AnyView {
    let lang = use_lang();
    let screen = use_screen();
    view! {
        <p class="hint next-at-table">{move || lang.get().next_game_at_table()}</p>
        <div class="ranking-actions">
            <button class="btn primary big" on:click=move |_| screen.set(Screen::Start)>
                {move || lang.get().leave_table()}
            </button>
            <ShareResult/>
        </div>
    }
    .into_any()
}
