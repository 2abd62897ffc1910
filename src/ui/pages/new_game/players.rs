//! The new-game form's players: one row per seat (`player_row`), adding a player, and the
//! players put aside by a game for fewer seats.

use crate::ui::pages::new_game::form::NewGameForm;
use crate::ui::pages::player_row::PlayerRow;
use leptos::prelude::*;

/// Who plays.
#[component]
pub fn Players(
    /// The new-game form: the players and those put aside.
    form: NewGameForm,
) -> impl IntoView {
    let NewGameForm {
        lang,
        players,
        aside,
        ..
    } = form;
    let remove_player = Callback::new(move |id: u32| form.remove_player(id));
    view! {
        <fieldset class="card">
            <legend>
                {move || lang.get().players()} " "
                <span class="muted">
                    {move || lang.get().players_range(form.min_players(), form.max_players())}
                </span>
            </legend>
            <ol class="player-list">
                // Rebuilt when a player is added or removed (names are signals of
                // their own, so typing rebuilds nothing).
                {move || {
                    players
                        .get()
                        .into_iter()
                        .map(|p| view! {
                            <PlayerRow
                                player=p
                                index=Signal::derive(move || {
                                    players.with(|ps| ps.iter().position(|x| x.id == p.id).unwrap_or(0))
                                })
                                default_name=Signal::derive(move || form.default_of(p.id))
                                removable=Signal::derive(move || players.with(|ps| ps.len() > form.min_players()))
                                on_remove=remove_player
                            />
                        })
                        .collect_view()
                }}
            </ol>
            <button
                type="button"
                class="btn ghost add-player"
                disabled=move || { players.with(|ps| ps.len()) >= form.max_players() }
                on:click=move |_| form.add_player()
            >
                "+ " {move || lang.get().add_player()}
            </button>
            <p class="hint kept-aside" role="status">
                {move || {
                    aside
                        .with(|a| {
                            (!a.is_empty())
                                .then(|| {
                                    let names: Vec<String> = a.iter().map(|p| form.name_of(*p)).collect();
                                    lang.get().players_kept_aside(&names.join(", "))
                                })
                        })
                }}
            </p>
        </fieldset>
    }
}
