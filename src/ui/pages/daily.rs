//! The daily challenge's own screen: today's date, the game (Kniffel, Yatzy, Maxi Yatzy
//! or Generala, `daily_game`), whose challenge it is (the player's own name, asked here
//! when none is known), their result of today in that game, their best and their streak
//! in it, and Play. Dailies are per player and game (`History::daily_result`): the
//! figures follow the game picked and the name in the field. The end of the daily comes
//! back here, with the result. A part of the app of its own (`ui::shell::split`).

use super::daily_game::{first_game, DailyGamePicker};
use crate::engine::{Setup, MAX_NAME_CHARS};
use crate::stats::{player_stats, Filter};
use crate::ui::shared::game_number::{share_or_copy, shared_words, Shared};
use crate::ui::state::{today, AppState};
use crate::ui::stats::history_stamp;
use leptos::prelude::*;
use wasm_bindgen::JsValue;

/// The name the daily is most likely played under: the person of the game on this
/// device (the first one, not a computer), else of the game that ended last.
fn known_name(state: &AppState) -> Option<String> {
    state
        .on_screen
        .game
        .with_untracked(|g| {
            g.as_ref()
                .and_then(|g| g.setup().players.iter().find(|p| p.bot.is_none()))
                .map(|p| p.name.clone())
        })
        .or_else(|| {
            state
                .history
                .with_untracked(|h| h.last_person().map(str::to_string))
        })
}

/// Today's date in the language's own format ("Sunday, 29 November 2026",
/// "Sonntag, 29. November 2026", "dimanche 29 novembre 2026").
fn long_date(code: &str) -> String {
    let options = js_sys::Object::new();
    for (key, value) in [
        ("weekday", "long"),
        ("year", "numeric"),
        ("month", "long"),
        ("day", "numeric"),
    ] {
        let _ = js_sys::Reflect::set(&options, &JsValue::from_str(key), &JsValue::from_str(value));
    }
    js_sys::Date::new_0()
        .to_locale_date_string(code, &options)
        .into()
}

/// The daily challenge's screen: whose challenge, today's result, best, streak and Play.
#[component]
pub fn DailyPage() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let day = StoredValue::new(today());
    let typed = RwSignal::new(known_name(&state).unwrap_or_default());
    // Left empty, the daily is played as "Player 1" (as a new game names an empty field).
    let player = Memo::new(move |_| {
        let name = typed.with(|n| n.trim().to_string());
        if name.is_empty() {
            lang.get().default_player_name(1)
        } else {
            name
        }
    });
    let game = RwSignal::new(
        state
            .history
            .with_untracked(|h| first_game(h, &player.get_untracked(), lang.get_untracked())),
    );
    let stamp = history_stamp(&state);
    // The player's result of today in the game (beside their average in it), best and
    // streak: counted once per change of the games, the game or the name.
    let figures = Memo::new(move |_| {
        stamp.get();
        let (name, kind) = (player.get(), game.get());
        let day = day.get_value();
        state.history.with_untracked(|h| {
            let result = h.daily_result(&day, kind, &name).map(|r| {
                let average = player_stats(h.summaries(), kind, Filter::default())
                    .into_iter()
                    .find(|p| p.name == name)
                    .map_or(0, |p| p.average());
                (r, average)
            });
            (
                result,
                h.daily_best(kind, &name),
                h.daily_streak(&day, kind, &name),
            )
        })
    });
    let result = Memo::new(move |_| figures.with(|f| f.0));
    let names = state.history.with_untracked(|h| h.names());
    let shared = RwSignal::new(Shared::Not);
    let share = move |_| {
        let Some((r, _)) = result.get_untracked() else {
            return;
        };
        let l = lang.get_untracked();
        let name = l.game_name(game.get_untracked());
        let text = l.daily_game_share_text(&day.get_value(), name, r.points);
        leptos::task::spawn_local(async move {
            shared.set(share_or_copy(&text).await);
        });
    };
    let play = move |_| {
        let name = player.get_untracked();
        let mut setup = Setup::new(game.get_untracked(), &[name.as_str()]);
        setup.daily = Some(day.get_value());
        state.actions.start_asking(setup);
    };

    view! {
        <div class="page daily-page" data-ready>
            <h1>{move || lang.get().daily_challenge()}</h1>
            <p class="daily-date">{move || long_date(lang.get().code())}</p>
            <section class="card daily">
                <DailyGamePicker game/>
                <p class="hint">{move || { let l = lang.get(); l.daily_game_hint(l.game_name(game.get())) }}</p>
                <label class="daily-name">
                    <span class="field-title">{move || lang.get().daily_name()}</span>
                    <input
                        type="text"
                        autocomplete="off"
                        list="daily-names"
                        maxlength=MAX_NAME_CHARS.to_string()
                        placeholder=move || lang.get().default_player_name(1)
                        prop:value=move || typed.get()
                        on:input=move |ev| typed.set(event_target_value(&ev))
                    />
                </label>
                <datalist id="daily-names">
                    {names.into_iter().map(|n| view! { <option value=n></option> }).collect_view()}
                </datalist>
                <p class="daily-result" data-daily-result=move || result.get().map(|r| r.0.points.to_string())>
                    {move || match result.get() {
                        Some((r, average)) => {
                            let l = lang.get();
                            l.daily_game_result(r.points, l.game_name(game.get()), average)
                        }
                        None => lang.get().daily_open().to_string(),
                    }}
                </p>
                {move || result.get().is_some_and(|r| r.0.servida).then(|| view! {
                    <p class="daily-servida">{move || lang.get().daily_won_by_servida()}</p>
                })}
                {move || figures.with(|f| f.1).map(|best| view! {
                    <p class="daily-best">{move || lang.get().daily_best(best)}</p>
                })}
                <p class="daily-streak">{move || lang.get().streak(figures.with(|f| f.2))}</p>
                <div class="daily-actions">
                    <button class="btn primary big" on:click=play>
                        {move || if result.get().is_some() {
                            lang.get().play_daily_again()
                        } else {
                            lang.get().play_daily()
                        }}
                    </button>
                    {move || result.get().is_some().then(|| view! {
                        <button class="btn secondary" on:click=share>{move || lang.get().share()}</button>
                    })}
                </div>
                <p class="hint" role="status">{move || shared_words(shared.get(), lang.get())}</p>
            </section>
        </div>
    }
}
