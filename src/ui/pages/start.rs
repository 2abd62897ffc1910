//! The start screen: continue the saved game, start a new one, rules, settings.
//!
//! index.html draws a static copy of it (`#static-start`: the top bar, the hero and, without
//! a saved game, the menu) before the wasm has arrived; [`take_over`] replaces that copy
//! with this screen once the app is mounted.

use crate::engine::{Game, GameState};
use crate::ui::i18n::Lang;
use crate::ui::state::{use_lang, use_on_screen, use_screen, Screen};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, NodeList};

/// The buttons index.html's static start screen and the app's start screen share, in the
/// same order in both: the top bar's, then the start menu's.
const SHARED_BUTTONS: &str = ".topbar button, .start-menu button";

/// The event the loader (Trunk.toml) waits for before it says the app has started.
const STARTED: &str = "pasch:started";

/// The position of the first of `buttons` that `pick` chooses.
fn position(buttons: &NodeList, pick: impl Fn(&web_sys::Element) -> bool) -> Option<u32> {
    (0..buttons.length()).find(|&i| {
        buttons
            .item(i)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|e| pick(&e))
    })
}

/// Replaces index.html's static start screen with the app, which must be mounted already:
/// both happen in this one task, so no frame shows both or neither. A button tapped on the
/// static screen meanwhile (index.html marks it `aria-busy`) is pressed now on the app's
/// own, so the tap is not lost; a focused one hands its focus on. Then tells the loader
/// (Trunk.toml) that the app runs.
pub fn take_over() {
    hand_over();
    if let Ok(event) = web_sys::Event::new(STARTED) {
        let _ = window().dispatch_event(&event);
    }
}

/// Removes the static start screen and passes on its tap or focus.
fn hand_over() {
    let document = document();
    let Some(old) = document.get_element_by_id("static-start") else {
        return;
    };
    let (tapped, focused) = match old.query_selector_all(SHARED_BUTTONS) {
        Ok(buttons) => {
            let active = document.active_element();
            (
                position(&buttons, |b| {
                    b.get_attribute("aria-busy").as_deref() == Some("true")
                }),
                position(&buttons, |b| {
                    active.as_ref().is_some_and(|a| a.is_same_node(Some(b)))
                }),
            )
        }
        Err(_) => (None, None),
    };
    old.remove();
    let Some(index) = tapped.or(focused) else {
        return;
    };
    let button = document
        .query_selector_all(SHARED_BUTTONS)
        .ok()
        .and_then(|buttons| buttons.item(index))
        .and_then(|n| n.dyn_into::<HtmlElement>().ok());
    if let Some(button) = button {
        if tapped.is_some() {
            button.click();
        } else {
            let _ = button.focus();
        }
    }
}

/// How far an unfinished game has come, as its own screen says it.
fn progress(game: &Game, l: Lang) -> String {
    match game.state() {
        GameState::Classic(g)
        | GameState::Extreme(g)
        | GameState::Yatzy(g)
        | GameState::MaxiYatzy(g)
        | GameState::Generala(g) => l.round_of(g.round(), g.rounds()),
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

/// The start screen: continue, new game, today's challenge, rules and settings.
#[component]
pub fn StartScreen() -> impl IntoView {
    let lang = use_lang();
    let screen = use_screen();
    let on_screen = use_on_screen();
    let saved = move || on_screen.game.get();

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
                                    on:click=move |_| screen.set(Screen::Play)
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
                        if on_screen.game.with(|g| g.as_ref().is_some_and(|g| !g.is_over())) {
                            "btn secondary big"
                        } else {
                            "btn primary big"
                        }
                    }
                    on:click=move |_| screen.set(Screen::NewGame)
                >
                    {move || lang.get().new_game()}
                </button>
                <div class="start-row">
                    <button class="btn ghost" on:click=move |_| screen.set(Screen::Stats)>
                        {move || lang.get().statistics()}
                    </button>
                    <button class="btn ghost" on:click=move |_| screen.set(Screen::Daily)>
                        {move || lang.get().daily_challenge()}
                    </button>
                </div>
                <div class="start-row">
                    <button class="btn ghost" on:click=move |_| screen.set(Screen::Rules)>
                        {move || lang.get().rules()}
                    </button>
                    <button class="btn ghost" on:click=move |_| screen.set(Screen::Settings)>
                        {move || lang.get().settings()}
                    </button>
                </div>
                // A family tournament (issue 40).
                <button class="btn ghost tournament" on:click=move |_| screen.set(Screen::Tournament)>
                    {move || lang.get().tournament()}
                </button>
                // A phone joins a game that a tablet holds (issue 28).
                <button class="btn ghost join-table" on:click=move |_| screen.set(Screen::Join)>
                    {move || lang.get().join_table()}
                </button>
            </nav>
        </div>
    }
}
