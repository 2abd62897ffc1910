//! The start screen: continue the saved game, start a new one, rules, settings.

use crate::engine::game::{Game, GameState};
use crate::ui::i18n::Lang;
use crate::ui::state::{AppState, Screen};
use leptos::prelude::*;

/// How far an unfinished game has come, as its own screen says it.
fn progress(game: &Game, l: Lang) -> String {
    match game.state() {
        GameState::Classic(g) | GameState::Extreme(g) => l.round_of(g.round(), g.rounds()),
        // No set number of rounds: the chips left in the tray tell how far it is to the end.
        GameState::Duel(d) => format!(
            "{} · {}",
            l.duel_round(d.round()),
            l.duel_tray_count(d.tray().total())
        ),
        // It ends when someone has filled every field: the round, and whether it is the last.
        GameState::Cards(c) if c.final_round() => {
            format!("{} · {}", l.cards_round(c.round()), l.last_round())
        }
        GameState::Cards(c) => l.cards_round(c.round()),
    }
}

#[component]
pub fn StartScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let saved = move || state.game.get();

    view! {
        <div class="start" data-ready>
            <section class="hero">
                <div class="hero-dice" aria-hidden="true">
                    <span class="die face-5 tilt-a">
                        <i class="pip tl"></i><i class="pip tr"></i><i class="pip c"></i>
                        <i class="pip bl"></i><i class="pip br"></i>
                    </span>
                    <span class="die face-5 tilt-b">
                        <i class="pip tl"></i><i class="pip tr"></i><i class="pip c"></i>
                        <i class="pip bl"></i><i class="pip br"></i>
                    </span>
                    <span class="die d10 tilt-c"><b>"9"</b></span>
                </div>
                <h1>{move || lang.get().app_name()}</h1>
                <p class="tagline">{move || lang.get().tagline()}</p>
            </section>

            {move || {
                saved()
                    .map(|game| {
                        let over = game.is_over();
                        let kind = game.kind();
                        let names: Vec<String> = game
                            .setup()
                            .players
                            .iter()
                            .map(|p| p.name.clone())
                            .collect();
                        let totals = game.totals();
                        view! {
                            <section class="card saved-game">
                                <p class="eyebrow">
                                    {move || {
                                        if over { lang.get().last_game() } else { lang.get().saved_game() }
                                    }}
                                </p>
                                <h2>{move || lang.get().game_name(kind)}</h2>
                                <ul class="saved-players">
                                    {names
                                        .into_iter()
                                        .zip(totals)
                                        .map(|(n, t)| {
                                            view! {
                                                <li>
                                                    <span class="name" title=n.clone()>{n.clone()}</span>
                                                    <span class="pts">{t}</span>
                                                </li>
                                            }
                                        })
                                        .collect_view()}
                                </ul>
                                <p class="saved-meta">
                                    {move || {
                                        if over {
                                            lang.get().finished().to_string()
                                        } else {
                                            progress(&game, lang.get())
                                        }
                                    }}
                                </p>
                                <button
                                    class="btn primary big"
                                    on:click=move |_| state.screen.set(Screen::Play)
                                >
                                    {move || {
                                        if over { lang.get().show_result() } else { lang.get().continue_game() }
                                    }}
                                </button>
                            </section>
                        }
                    })
            }}

            // Named, so it is told apart from the top bar's navigation.
            <nav class="start-menu" aria-label=move || lang.get().home()>
                <button
                    class=move || {
                        if state.game.with(|g| g.as_ref().is_some_and(|g| !g.is_over())) {
                            "btn secondary big"
                        } else {
                            "btn primary big"
                        }
                    }
                    on:click=move |_| state.screen.set(Screen::NewGame)
                >
                    {move || lang.get().new_game()}
                </button>
                <div class="start-row">
                    <button class="btn ghost" on:click=move |_| state.screen.set(Screen::Stats)>
                        {move || lang.get().statistics()}
                    </button>
                    <button class="btn ghost" on:click=move |_| state.screen.set(Screen::Stats)>
                        {move || lang.get().daily_challenge()}
                    </button>
                </div>
                <div class="start-row">
                    <button class="btn ghost" on:click=move |_| state.screen.set(Screen::Rules)>
                        {move || lang.get().rules()}
                    </button>
                    <button class="btn ghost" on:click=move |_| state.screen.set(Screen::Settings)>
                        {move || lang.get().settings()}
                    </button>
                </div>
            </nav>
        </div>
    }
}
