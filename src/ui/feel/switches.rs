//! The Settings card for sound, shake to roll and vibration: three switches (checkboxes
//! with the switch role), each named by its label alone, toggled by tap, Space or `M`.

use crate::store::settings::Settings;
use crate::ui::feel::haptics::vibration_on;
use crate::ui::feel::shake::{self, shake_on};
use crate::ui::feel::sound::{self, sound_on};
use crate::ui::i18n::Lang;
use crate::ui::state::{use_lang, use_settings, SettingsCtx};
use leptos::prelude::*;

/// Turns the sound on or off (the switch, and the `M` key); turning it on happens in a
/// tap or key press, so the sound may start right away.
pub fn toggle_sound(settings: SettingsCtx) {
    let s = settings.update_settings(|s| s.sound = !s.sound);
    if s.sound {
        sound::unlock();
    }
}

/// One switch: its label is its whole accessible name.
#[component]
fn Switch(
    /// The label's words.
    words: fn(Lang) -> &'static str,
    /// Whether the switch is on.
    #[prop(into)]
    on: Signal<bool>,
    /// Called with the new state.
    toggle: Callback<bool>,
) -> impl IntoView {
    let lang = use_lang();
    view! {
        <label class="switch-row">
            <span class="switch-label">{move || words(lang.get())}</span>
            <input
                type="checkbox"
                role="switch"
                class="switch"
                prop:checked=move || on.get()
                on:change=move |ev| toggle.run(event_target_checked(&ev))
            />
        </label>
    }
}

/// The Settings card with the sound, shake-to-roll and vibration switches.
#[component]
pub fn FeelSettings() -> impl IntoView {
    let lang = use_lang();
    let kept = use_settings();
    let settings = kept.settings;
    let update = move |f: &dyn Fn(&mut Settings)| {
        kept.update_settings(f);
    };
    let sound_changed = Callback::new(move |on: bool| {
        if on != sound_on(&settings.get_untracked()) {
            toggle_sound(kept);
        }
    });
    let shake_changed = Callback::new(move |on: bool| {
        update(&|s| s.shake = Some(on));
        if on {
            // iOS asks in this tap; a refusal turns the switch off again.
            shake::ask_permission(move |granted| {
                if !granted {
                    update(&|s| s.shake = Some(false));
                }
            });
        }
    });
    let vibration_changed = Callback::new(move |on: bool| update(&|s| s.vibration = Some(on)));
    view! {
        <fieldset class="card feel">
            <legend>{move || lang.get().feel_title()}</legend>
            <Switch
                words=|l| l.sound_switch()
                on=Signal::derive(move || settings.with(sound_on))
                toggle=sound_changed
            />
            <Switch
                words=|l| l.shake_switch()
                on=Signal::derive(move || settings.with(shake_on))
                toggle=shake_changed
            />
            <Switch
                words=|l| l.vibration_switch()
                on=Signal::derive(move || settings.with(vibration_on))
                toggle=vibration_changed
            />
            <p class="hint">{move || lang.get().feel_hint()}</p>
        </fieldset>
    }
}
