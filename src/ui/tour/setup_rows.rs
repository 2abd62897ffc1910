//! The setup's players: one row per player (a name, offered from the statistics' names,
//! a "Computer" switch, a Remove button) and "Add player", 4 to 24 rows.

use crate::tour::PLAYERS;
use crate::ui::state::use_lang;
use leptos::prelude::*;
use std::sync::atomic::{AtomicU32, Ordering};

/// The next row's key.
static NEXT_ROW: AtomicU32 = AtomicU32::new(0);

/// One player's row.
#[derive(Clone, Copy)]
pub struct Row {
    /// The row's key among the rows, for as long as it is there.
    pub key: u32,
    /// The name as typed.
    pub name: RwSignal<String>,
    /// A computer plays this seat.
    pub bot: RwSignal<bool>,
}

impl Default for Row {
    fn default() -> Self {
        Row {
            key: NEXT_ROW.fetch_add(1, Ordering::Relaxed),
            name: RwSignal::new(String::new()),
            bot: RwSignal::new(false),
        }
    }
}

/// The rows, and "Add player".
#[component]
pub fn NameRows(rows: RwSignal<Vec<Row>>, known: Vec<String>) -> impl IntoView {
    let lang = use_lang();
    // The row's number, from 1 (a row removed above renumbers it).
    let number = move |row: Row| {
        rows.with(|r| r.iter().position(|x| x.key == row.key))
            .unwrap_or(0)
            + 1
    };
    let label = move |row: Row| {
        let typed = row.name.get();
        if typed.trim().is_empty() {
            lang.get().default_player_name(number(row))
        } else {
            typed
        }
    };
    view! {
        <datalist id="tour-names">
            {known.into_iter().map(|n| view! { <option value=n></option> }).collect_view()}
        </datalist>
        <p class="field-title">
            {move || lang.get().players()} " · "
            {move || lang.get().players_range(*PLAYERS.start(), *PLAYERS.end())}
        </p>
        <ol class="tour-names">
            <For each=move || rows.get() key=|r| r.key let:row>
                {
                    view! {
                        <li class="tour-name-row">
                            <input
                                type="text"
                                list="tour-names"
                                maxlength="40"
                                autocomplete="off"
                                aria-label=move || lang.get().default_player_name(number(row))
                                prop:value=move || row.name.get()
                                on:input=move |ev| row.name.set(event_target_value(&ev))
                            />
                            <label class="tour-bot">
                                <input
                                    type="checkbox"
                                    aria-label=move || lang.get().tour_computer_for(&label(row))
                                    prop:checked=move || row.bot.get()
                                    on:change=move |ev| row.bot.set(event_target_checked(&ev))
                                />
                                <span aria-hidden="true">{move || lang.get().tour_computer()}</span>
                            </label>
                            <button
                                type="button"
                                class="btn ghost small"
                                aria-label=move || lang.get().remove_player(&label(row))
                                disabled=move || rows.with(|r| r.len() <= *PLAYERS.start())
                                on:click=move |_| rows.update(|r| {
                                    r.retain(|x| x.key != row.key);
                                })
                            >
                                "×"
                            </button>
                        </li>
                    }
                }
            </For>
        </ol>
        <button
            type="button"
            class="btn secondary"
            disabled=move || rows.with(|r| r.len() >= *PLAYERS.end())
            on:click=move |_| rows.update(|r| r.push(Row::default()))
        >
            {move || lang.get().add_player()}
        </button>
        <p class="hint">{move || lang.get().tour_names_hint()}</p>
    }
}
