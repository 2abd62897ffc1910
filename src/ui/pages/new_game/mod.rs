//! The new-game screen: which game (`game_choice`), who plays (`players`, each a
//! `player_row`), who starts (`who_starts`), app dice or real dice (`dice_choice`) and Duplicate's same dice (`same_dice`), and
//! under "More options" the house rules and a game number (`more_options`,
//! `house_rules`). The form's signals are one value (`form`); starting turns its values
//! into a setup (`session::form::setup_from`).

pub mod box_order;
pub mod dice_choice;
pub mod fair_start;
pub mod fair_start_values;
pub mod form;
pub mod game_choice;
pub mod house_rules;
pub mod more_options;
pub mod players;
pub mod same_dice;
pub mod who_starts;

pub use form::OFFERED;

use crate::engine::MAX_NAME_CHARS;
use crate::session::form::{phone_seats, setup_from, FormError, Luck};
use crate::ui::i18n::Lang;
use crate::ui::remote::table::Table;
use crate::ui::shared::shown::shown;
use crate::ui::state::{AppState, News};
use dice_choice::DiceChoice;
use fair_start::FairStartCard;
use form::NewGameForm;
use game_choice::GameChoice;
use leptos::prelude::*;
use more_options::MoreOptions;
use players::Players;
use who_starts::WhoStarts;

/// What the form refused, in words.
fn form_error(lang: Lang, e: &FormError) -> String {
    match e {
        FormError::SeedNotANumber => lang.seed_invalid().to_string(),
        FormError::NameTooLong { seat } => lang.player_name_too_long(seat + 1, MAX_NAME_CHARS),
    }
}

/// The new-game screen.
#[component]
pub fn NewGame() -> impl IntoView {
    let state = expect_context::<AppState>();
    let table = expect_context::<Table>();
    let lang = state.lang;
    let last = state
        .on_screen
        .game
        .get_untracked()
        .map(|g| g.setup().clone());
    let form = NewGameForm::new(lang, last.as_ref());
    let error = form.error;

    let start = move || {
        let values = form.values();
        let setup = match setup_from(&values, lang.get_untracked(), Luck::fresh()) {
            Ok(setup) => setup,
            Err(e) => return error.set(Some(form_error(lang.get_untracked(), &e))),
        };
        let phones = phone_seats(&setup, &values.seats);
        match state.start(setup) {
            Ok(()) => {
                error.set(None);
                table.invite_all(phones);
            }
            Err(r) => error.set(Some(lang.get_untracked().refusal(&r))),
        }
    };
    let replaces = move || {
        state
            .on_screen
            .game
            .with(|g| g.as_ref().is_some_and(|g| !g.is_over()))
    };
    // A refusal from elsewhere is not this screen's business.
    state.on_screen.news.set(None::<News>);

    view! {
        <form
            class="newgame"
            on:submit=move |ev| {
                ev.prevent_default();
                start();
            }
        >
            <h1>{move || lang.get().new_game()}</h1>
            <GameChoice form=form/>
            <Players form=form/>
            {shown(move || form.kind.get().has_sheet(), move || view! { <FairStartCard form=form/> }.into_any())}
            {shown(
                move || form.players.with(|ps| ps.len()) > 1,
                move || view! { <WhoStarts form=form/> }.into_any(),
            )}
            <DiceChoice form=form/>
            <MoreOptions form=form/>
            {shown(
                replaces,
                move || view! {
                    <p class="hint center">{move || lang.get().replaces_saved()}</p>
                }
                .into_any(),
            )}
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
            <button type="submit" class="btn primary big start-btn">
                {move || lang.get().start_game()}
            </button>
        </form>
    }
}
