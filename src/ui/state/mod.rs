//! The app's state, in narrow `Copy` contexts, each pulled by the components that need
//! it with its `use_…` function (`provided.rs`; one file each, none importing a
//! component):
//!
//! - what screens read: the language (`use_lang`), the screen shown (`use_screen`), the
//!   game on screen and its news (`OnScreen`), the finished games (`SessionHistory`),
//!   the settings (`SettingsCtx`), how keeping things fares and what was kept aside
//!   (`StorageHealth`);
//! - what they do: act, undo, start, rematch, ask the brain (`Actions`), and the
//!   computer players' turns (`Bots`).
//!
//! Every change goes through the session by `Actions`, which saves and stores what it
//! returns through the one value that keeps things in the browser (`Persistence`). A
//! phone at a table has a state of its own whose actions go to the table (`PhoneLink`).
//! `AppState` holds them all and is what the app provides, once (`AppState::provide`).

mod actions;
mod app_state;
mod bots;
mod clock;
mod history;
mod language;
mod on_screen;
mod persistence;
mod phone_link;
mod provided;
mod screen;
mod settings;
mod storage;
mod warm;

pub use actions::{Actions, Replacement};
pub use app_state::AppState;
pub use bots::Bots;
pub use clock::{epoch_ms, now_ms, today};
pub use history::SessionHistory;
pub use language::{load_words, words_to_wait_for};
pub use on_screen::{News, OnScreen};
pub use persistence::{storage_manager, Persistence};
pub use phone_link::{ActionSink, PhoneLink, ToTheTable};
pub use provided::{
    use_actions, use_bots, use_history, use_lang, use_on_screen, use_screen, use_settings,
    use_storage,
};
pub use screen::Screen;
pub use settings::SettingsCtx;
pub use storage::{Elsewhere, StorageHealth};
