//! The player's settings: language, theme, bot speed, sound, shake to roll, vibration.

use super::backend::Backend;
use super::backups::keep_aside;
use super::status::StorageStatus;
use crate::lang::words::Lang;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The localStorage key of the settings.
pub const SETTINGS_KEY: &str = "pasch.settings";

/// The colour scheme the player chose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    /// Follow the device's light or dark setting.
    #[default]
    System,
    /// Light, whatever the device says.
    Light,
    /// Dark, whatever the device says.
    Dark,
}

/// A field left out takes its default (settings saved before a field existed still
/// load). Stored, they are read and written field by field (`load_settings`,
/// `save_settings`): what this version does not know is kept for the version that does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// None: follow the browser's language.
    pub lang: Option<Lang>,
    /// Light, dark, or as the device says.
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

/// The saved settings, read field by field: a field this version cannot read (a value of
/// a newer Pasch, or damaged) takes its default, every other field is kept; anything not
/// a JSON object gives the defaults.
pub fn load_settings(b: Option<&dyn Backend>) -> Settings {
    b.and_then(stored_fields)
        .map(|fields| read_fields(&fields))
        .unwrap_or_default()
}

/// The stored settings as a JSON object; None if there are none, or not an object.
fn stored_fields(b: &dyn Backend) -> Option<Map<String, Value>> {
    serde_json::from_str(&b.get(SETTINGS_KEY)?).ok()
}

/// Each field of `fields` this version reads; the defaults for the others.
fn read_fields(fields: &Map<String, Value>) -> Settings {
    fn field<T: DeserializeOwned>(fields: &Map<String, Value>, name: &str, into: &mut T) {
        if let Some(value) = fields.get(name).and_then(|v| T::deserialize(v).ok()) {
            *into = value;
        }
    }
    let mut s = Settings::default();
    field(fields, "lang", &mut s.lang);
    field(fields, "theme", &mut s.theme);
    field(fields, "fast_bots", &mut s.fast_bots);
    field(fields, "sound", &mut s.sound);
    field(fields, "shake", &mut s.shake);
    field(fields, "vibration", &mut s.vibration);
    s
}

/// The settings as a JSON object (plain data: always one).
fn fields_of(settings: &Settings) -> Map<String, Value> {
    match serde_json::to_value(settings) {
        Ok(Value::Object(fields)) => fields,
        _ => Map::new(),
    }
}

/// Stores what changed from `before` to `after`: only those fields are written into the
/// stored settings, so fields and values this version does not know (a newer Pasch's)
/// stay as they were, and so does a field another window changed meanwhile. Stored
/// settings that are not a JSON object at all are kept aside first (`Blocked` if that
/// fails: nothing is written over them).
pub fn save_settings(
    b: Option<&dyn Backend>,
    before: &Settings,
    after: &Settings,
) -> Result<(), StorageStatus> {
    let b = b.ok_or(StorageStatus::Unavailable)?;
    let mut stored = match b.get(SETTINGS_KEY) {
        None => Map::new(),
        Some(raw) => match serde_json::from_str::<Map<String, Value>>(&raw) {
            Ok(fields) => fields,
            Err(_) => {
                keep_aside(b, &raw).ok_or(StorageStatus::Blocked)?;
                Map::new()
            }
        },
    };
    let old = fields_of(before);
    for (name, value) in fields_of(after) {
        let changed = old.get(&name) != Some(&value);
        if changed || !stored.contains_key(&name) {
            stored.insert(name, value);
        }
    }
    b.set(SETTINGS_KEY, &Value::Object(stored).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::backend::Memory;

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

    #[test]
    fn a_newer_pasch_s_settings_keep_every_field_this_version_reads() {
        let b = Memory::new();
        let newer = r#"{"lang":"en","theme":"sepia","fast_bots":true,"sound":false,"shake":false,"vibration":"pulse","dice_colour":"red"}"#;
        b.set(SETTINGS_KEY, newer).expect("room");
        let read = load_settings(Some(&b));
        assert_eq!(
            read,
            Settings {
                lang: Some(Lang::En),
                theme: Theme::System,
                fast_bots: true,
                sound: false,
                shake: Some(false),
                vibration: None,
            },
            "each readable field kept, the others default"
        );
        let changed = Settings {
            fast_bots: false,
            ..read
        };
        save_settings(Some(&b), &read, &changed).expect("room");
        let stored: Value =
            serde_json::from_str(&b.get(SETTINGS_KEY).expect("stored")).expect("json");
        assert_eq!(
            stored["fast_bots"],
            Value::Bool(false),
            "the change is stored"
        );
        assert_eq!(stored["theme"], "sepia", "a value it does not know stays");
        assert_eq!(stored["vibration"], "pulse");
        assert_eq!(
            stored["dice_colour"], "red",
            "a field it does not know stays"
        );
        assert_eq!(stored["lang"], "en");
        assert_eq!(load_settings(Some(&b)), changed);
        // Choosing a theme this version knows replaces the unknown one.
        let dark = Settings {
            theme: Theme::Dark,
            ..changed
        };
        save_settings(Some(&b), &changed, &dark).expect("room");
        assert_eq!(load_settings(Some(&b)), dark);
    }

    #[test]
    fn settings_that_are_not_an_object_are_kept_aside_before_a_change() {
        let b = Memory::new();
        b.set(SETTINGS_KEY, "not json at all").expect("room");
        let read = load_settings(Some(&b));
        assert_eq!(read, Settings::default());
        assert_eq!(
            b.get(SETTINGS_KEY).as_deref(),
            Some("not json at all"),
            "reading changes nothing"
        );
        let quiet = Settings {
            sound: false,
            ..read
        };
        save_settings(Some(&b), &read, &quiet).expect("room");
        assert_eq!(load_settings(Some(&b)), quiet);
        assert_eq!(b.get("pasch.backup.1").as_deref(), Some("not json at all"));
        // When it cannot be kept aside, nothing is written over it.
        let full = Memory::new();
        full.set(SETTINGS_KEY, "[1,2").expect("room");
        full.refuse(&["pasch.backup."]);
        assert_eq!(
            save_settings(Some(&full), &read, &quiet),
            Err(StorageStatus::Blocked)
        );
        assert_eq!(full.get(SETTINGS_KEY).as_deref(), Some("[1,2"));
    }
}
