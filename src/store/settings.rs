//! The player's settings: language, theme, bot speed, sound, shake to roll, vibration.

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

/// A field left out takes its default (settings saved before a field existed still
/// load); other fields are ignored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// None: follow the browser's language.
    pub lang: Option<Lang>,
    pub theme: Theme,
    /// Computer players move with a shorter pause.
    pub fast_bots: bool,
    /// The table's sounds (on unless turned off).
    pub sound: bool,
    /// Shaking the phone rolls; None: on where the device reports motion.
    pub shake: Option<bool>,
    /// A buzz when the dice land; None: on for touch screens.
    pub vibration: Option<bool>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            lang: None,
            theme: Theme::default(),
            fast_bots: false,
            sound: true,
            shake: None,
            vibration: None,
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_saved_before_sound_and_shake_load_with_them_on_by_default() {
        let old: Settings =
            serde_json::from_str(r#"{"lang":null,"theme":"dark","fast_bots":true}"#)
                .expect("old settings load");
        assert_eq!((old.theme, old.fast_bots), (Theme::Dark, true));
        assert!(old.sound);
        assert_eq!((old.shake, old.vibration), (None, None));
        let chosen = Settings {
            sound: false,
            shake: Some(false),
            vibration: Some(true),
            ..old
        };
        let text = serde_json::to_string(&chosen).expect("written");
        assert_eq!(serde_json::from_str::<Settings>(&text).ok(), Some(chosen));
    }
}
