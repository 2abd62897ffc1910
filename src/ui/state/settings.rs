//! The settings as the screens hold them, as a context: shown at once, kept in the
//! browser's storage on the device that holds the game (a phone at a table shows them
//! only, until it leaves the table).

use crate::store::backend::Backend;
use crate::store::backups::BACKUP_PREFIX;
use crate::store::browser::local;
use crate::store::settings::{load_settings, save_settings, Settings, Theme};
use crate::store::StorageStatus;
use crate::ui::i18n::Lang;
use crate::ui::state::language::{default_lang, show_lang};
use crate::ui::state::screen::Screen;
use crate::ui::state::storage::StorageHealth;
use leptos::prelude::*;

/// The settings, how they are shown and where they are kept (a context: `use_settings`).
#[derive(Clone, Copy)]
pub struct SettingsCtx {
    /// The settings as shown.
    pub settings: RwSignal<Settings>,
    /// The language they choose (or the default one).
    lang: RwSignal<Lang>,
    /// The screen shown (settings changed while joining a table are not kept).
    screen: RwSignal<Screen>,
    /// How writing them fares.
    storage: StorageHealth,
    /// At a table, on a phone: settings changed there are not kept on this device.
    on_phone: bool,
}

impl SettingsCtx {
    /// The settings `settings`, shown in `lang`, kept on this device.
    pub fn new(
        settings: RwSignal<Settings>,
        lang: RwSignal<Lang>,
        screen: RwSignal<Screen>,
        storage: StorageHealth,
    ) -> SettingsCtx {
        SettingsCtx {
            settings,
            lang,
            screen,
            storage,
            on_phone: false,
        }
    }

    /// The same settings on a phone at a table: shown, not kept.
    pub fn on_phone(self) -> SettingsCtx {
        SettingsCtx {
            on_phone: true,
            ..self
        }
    }

    /// Whether settings changed now are kept on this device: not on a phone's screen
    /// (joining a table or at one), where they last until the phone leaves the table.
    fn keeps_settings(&self) -> bool {
        !self.on_phone && self.screen.get_untracked() != Screen::Join
    }

    /// Changes the settings with `change`, shows and keeps them (on a phone's screen:
    /// shows them only, `keeps_settings`); the new settings.
    pub fn update_settings(&self, change: impl FnOnce(&mut Settings)) -> Settings {
        let before = self.settings.get_untracked();
        let mut settings = before;
        change(&mut settings);
        self.apply_settings(settings);
        if self.keeps_settings() {
            self.store_settings(&before, &settings);
        }
        settings
    }

    /// Shows the settings as this device keeps them (a phone left the table: what was
    /// changed there lasted as long as the table).
    pub fn settings_as_kept(&self) {
        let storage = local();
        let kept = load_settings(storage.as_ref().map(|l| l as &dyn Backend));
        if self.settings.get_untracked() != kept {
            self.apply_settings(kept);
        }
    }

    /// Shows `settings` (chosen here, or in another window).
    pub fn apply_settings(&self, settings: Settings) {
        self.settings.set(settings);
        show_lang(self.lang, settings.lang.unwrap_or_else(default_lang));
    }

    /// The colour theme (tracked).
    pub fn theme(&self) -> Theme {
        self.settings.with(|s| s.theme)
    }

    /// Stores what changed from `before` to `after` in the settings, and shows how it
    /// went (stored settings this version could not read at all are kept aside first:
    /// Settings lists them).
    fn store_settings(&self, before: &Settings, after: &Settings) {
        let storage = local();
        let kept_aside = || {
            storage.as_ref().map_or(0, |s| {
                s.keys()
                    .iter()
                    .filter(|k| k.starts_with(BACKUP_PREFIX))
                    .count()
            })
        };
        let before_kept = kept_aside();
        let status = match save_settings(storage.as_ref().map(|l| l as &dyn Backend), before, after)
        {
            Ok(()) => StorageStatus::Ok,
            Err(s) => s,
        };
        self.storage.settings.set(status);
        if kept_aside() != before_kept {
            self.storage.note_backups_changed();
        }
    }
}
