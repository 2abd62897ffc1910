//! A new tournament: its players (names from the statistics offered), the game and the
//! number of rounds; "Draw the tables" sets it up (`Tournament::new`), or says what is
//! missing.

use super::ctx::use_tour;
use super::setup_rows::{NameRows, Row};
use crate::engine::{GameId, GameKind, GameRng};
use crate::tour::{is_tour_game, Entrant, TourError, Tournament, PLAYERS, ROUNDS};
use crate::ui::i18n::Lang;
use crate::ui::state::{epoch_ms, today, use_history, use_lang};
use leptos::prelude::*;

/// The games a tournament may be played in, as the new-game form lists them.
fn games() -> Vec<GameKind> {
    GameKind::ALL
        .into_iter()
        .filter(|&k| is_tour_game(k))
        .collect()
}

/// What a refused setup tells the family.
fn refusal(e: &TourError, l: Lang) -> String {
    match e {
        TourError::Players(_) => l.tour_error_players(*PLAYERS.start(), *PLAYERS.end()),
        TourError::SameName(name) => l.tour_error_same_name(name),
        _ => l.tour_error_name().to_string(),
    }
}

/// The setup form.
#[component]
pub fn TourSetup() -> impl IntoView {
    let lang = use_lang();
    let tour = use_tour();
    let history = use_history();
    let rows = RwSignal::new(
        (0..*PLAYERS.start())
            .map(|_| Row::default())
            .collect::<Vec<_>>(),
    );
    let kind = RwSignal::new(GameKind::Classic);
    let rounds = RwSignal::new(2usize);
    let error = RwSignal::new(None::<TourError>);
    let known = history.with_untracked(|h| h.names());

    let draw = move |_| {
        let players: Vec<Entrant> = rows.with_untracked(|r| {
            r.iter()
                .map(|row| Entrant {
                    name: row.name.get_untracked(),
                    bot: row
                        .bot
                        .get_untracked()
                        .then_some(crate::engine::BotKind::Normal),
                })
                .collect()
        });
        let at = epoch_ms();
        match Tournament::new(
            kind.get_untracked(),
            players,
            rounds.get_untracked(),
            GameRng::os_seed(),
            GameId::random(),
            at,
            &today(),
        ) {
            Ok(t) => tour.add(t),
            Err(e) => error.set(Some(e)),
        }
    };

    view! {
        <section class="card tour-setup">
            <h2>{move || lang.get().tour_new()}</h2>
            <p class="hint">{move || lang.get().tour_intro()}</p>
            <NameRows rows known/>
            <label class="tour-field">
                <span class="field-title">{move || lang.get().choose_game()}</span>
                <select on:change=move |ev| {
                    if let Some(k) = GameKind::from_id(&event_target_value(&ev)) {
                        kind.set(k);
                    }
                }>
                    {games()
                        .into_iter()
                        .map(|k| view! {
                            <option value=k.id() selected=move || kind.get() == k>
                                {move || lang.get().game_name(k)}
                            </option>
                        })
                        .collect_view()}
                </select>
            </label>
            <label class="tour-field">
                <span class="field-title">{move || lang.get().tour_rounds()}</span>
                <select on:change=move |ev| {
                    if let Ok(n) = event_target_value(&ev).parse() {
                        rounds.set(n);
                    }
                }>
                    {ROUNDS
                        .map(|n| view! { <option value=n selected=move || rounds.get() == n>{n}</option> })
                        .collect_view()}
                </select>
            </label>
            <p class="tour-error" role="alert">
                {move || error.get().map(|e| refusal(&e, lang.get()))}
            </p>
            <button type="button" class="btn primary big" on:click=draw>
                {move || lang.get().tour_draw()}
            </button>
        </section>
    }
}
