//! The player's settings: language, theme, bot speed.

use super::backend::Backend;
use super::{read_stored, set_stored, StorageStatus};
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

pub const SETTINGS_KEY: &str = "pasch.settings";

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    #[default]
    System,
    Light,
    Dark,
}

/// A field left out takes its default; other fields are ignored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// None: follow the browser's language.
    pub lang: Option<Lang>,
    pub theme: Theme,
    /// Computer players move with a shorter pause.
    pub fast_bots: bool,
}

/// The saved settings; anything unreadable falls back to the defaults (settings are
/// cheap to choose again, unlike a game).
pub fn load_settings(b: Option<&dyn Backend>) -> Settings {
    b.and_then(|b| read_stored(b, SETTINGS_KEY))
        .unwrap_or_default()
}

pub fn save_settings(b: Option<&dyn Backend>, settings: &Settings) -> Result<(), StorageStatus> {
    set_stored(b, SETTINGS_KEY, settings)
}
