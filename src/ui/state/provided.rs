//! How a component pulls the context it needs: `use_lang()`, `use_actions()`, ... each
//! hands out one narrow part of the app state, the nearest one provided (a phone at a
//! table has its own, `AppState::for_phone`).
//!
//! The parts are provided together, as the one `AppState` value (`AppState::provide`),
//! and each `use_…` reads its part from it: a context per type costs a copy of Leptos'
//! generic lookup and provide code each, about 3 KB of the start-up module for eight of
//! them (measured: docs/performance.md), for no difference a component could see.

use crate::ui::i18n::Lang;
use crate::ui::state::actions::Actions;
use crate::ui::state::app_state::AppState;
use crate::ui::state::bots::Bots;
use crate::ui::state::history::SessionHistory;
use crate::ui::state::on_screen::OnScreen;
use crate::ui::state::screen::Screen;
use crate::ui::state::settings::SettingsCtx;
use crate::ui::state::storage::StorageHealth;
use leptos::prelude::*;

/// The nearest app state provided (`AppState::provide`, before any component runs).
fn provided() -> AppState {
    expect_context::<AppState>()
}

/// The language the screens speak, read and set.
pub fn use_lang() -> RwSignal<Lang> {
    provided().lang
}

/// The screen shown, read and set.
pub fn use_screen() -> RwSignal<Screen> {
    provided().screen
}

/// The game on screen and what the last action came to (a phone's at a table).
pub fn use_on_screen() -> OnScreen {
    provided().on_screen
}

/// The finished games the statistics count.
pub fn use_history() -> SessionHistory {
    provided().history
}

/// The settings (a phone's at a table: kept in memory only).
pub fn use_settings() -> SettingsCtx {
    provided().settings
}

/// How keeping things fares, and what was kept aside.
pub fn use_storage() -> StorageHealth {
    provided().storage
}

/// The actions on the game: act, undo, start, ask the brain (a phone's go to the table).
pub fn use_actions() -> Actions {
    provided().actions
}

/// The computer players' turns.
pub fn use_bots() -> Bots {
    provided().bots
}
