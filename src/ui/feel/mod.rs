//! How a game feels in the browser: the table's sounds (`sound`), shaking the phone to
//! roll (`shake`), a buzz when the dice land (`haptics`) and a screen that stays on
//! during a game (`wake`). What makes which sound, the sounds' samples and the shake
//! detector are plain Rust in `crate::feel`; these modules only reach the browser, and
//! never stop the app when a feature is missing (`js`).

pub mod haptics;
pub mod js;
pub mod page;
pub mod shake;
pub mod sound;
pub mod switches;
pub mod wake;

use crate::engine::{DiceSource, GameKind};
use crate::feel::cue::Plan;
use crate::ui::shared::new_moves::follow_new_moves;
use crate::ui::state::{AppState, Screen};
use haptics::vibration_on;
use leptos::prelude::*;
use shake::shake_on;
use sound::sound_on;
use std::time::Duration;

pub use page::reduced_motion;

/// The longest tumble of a thrown die (ms, style/main.css: 420 ms and up to 125 ms
/// later for the sixth die): the dice have landed after this.
pub const LANDING_MS: u64 = 560;

/// Starts it all (for as long as the app runs): unlocks the sound on the first tap or
/// key, plays and buzzes each move once, and follows the screen for shaking and the
/// wake lock.
pub fn install(state: AppState) {
    sound::unlock_on_gestures(state.settings.settings);
    follow_new_moves(state.on_screen, move |game, from| {
        let seats = &game.setup().players;
        let is_person = |seat: usize| seats.get(seat).is_some_and(|p| p.bot.is_none());
        let plan = Plan::of(game.history().get(from..).unwrap_or_default(), is_person);
        if sound_on(&state.settings.settings.get_untracked()) {
            plan.now.iter().for_each(|&c| sound::play(c));
        }
        if !plan.waits() {
            return;
        }
        let land = move || {
            let settings = state.settings.settings.get_untracked();
            if sound_on(&settings) {
                plan.landed.iter().for_each(|&c| sound::play(c));
            }
            if let Some(b) = plan.buzz.filter(|_| vibration_on(&settings)) {
                haptics::buzz(b);
            }
        };
        if reduced_motion() {
            land();
        } else {
            set_timeout(land, Duration::from_millis(LANDING_MS));
        }
    });
    // Shaking rolls on the game screens of the dice games with the app's dice.
    let shaking = Memo::new(move |_| {
        shake_on(&state.settings.settings.get())
            && state.screen.get() == Screen::Play
            && state.on_screen.game.with(|g| {
                g.as_ref().is_some_and(|g| {
                    g.kind() != GameKind::Cards
                        && g.setup().dice == DiceSource::Random
                        && !g.is_over()
                })
            })
    });
    Effect::new(move |_| shake::listen(shaking.get()));
    // The screen stays on while a game is played (not on its end screen), and on a
    // phone at a table (asleep, it would lose the connection).
    let playing = Memo::new(move |_| {
        let screen = state.screen.get();
        screen == Screen::Join
            || screen == Screen::Play
                && state
                    .on_screen
                    .game
                    .with(|g| g.as_ref().is_some_and(|g| !g.is_over()))
    });
    wake::keep_awake(playing);
}
