//! The bar on top of every screen: the name (home), undo while playing, rules, settings.

use crate::ui::keys::help::KeyHelpOpen;
use crate::ui::shared::segmented::Words;
use crate::ui::shared::shown::shown;
use crate::ui::state::{use_actions, use_lang, use_screen, Screen};

// The icons' insides, shared with index.html's static top bar (trunk inlines them there).
const RULES_ICON: &str = include_str!("icons/rules.svg");
const KEYS_ICON: &str = include_str!("icons/keys.svg");
const SETTINGS_ICON: &str = include_str!("icons/settings.svg");
use leptos::prelude::*;

/// The bar on top of every screen: home, undo, rules and settings.
#[component]
pub fn TopBar() -> impl IntoView {
    let lang = use_lang();
    let current = use_screen();
    let actions = use_actions();
    let playing = move || current.get() == Screen::Play;
    let can_undo = Memo::new(move |_| actions.can_undo());
    let help = expect_context::<KeyHelpOpen>().0;
    // A button to a screen, marked while that screen is shown.
    let nav = move |screen: Screen, words: Words, icon: &'static str| {
        view! {
            <button
                class="tb-btn"
                class:active=move || current.get() == screen
                on:click=move |_| current.set(screen)
            >
                <svg viewBox="0 0 24 24" aria-hidden="true" inner_html=icon></svg>
                <span class="tb-label">{move || words(lang.get())}</span>
            </button>
        }
    };

    view! {
        <header class="topbar">
            <button
                class="brand"
                on:click=move |_| current.set(Screen::Start)
                aria-label=move || format!("{} – {}", lang.get().app_name(), lang.get().home())
            >
                <span class="brand-die" aria-hidden="true">
                    <i></i><i></i><i></i><i></i><i></i>
                </span>
                <span class="brand-name">{move || lang.get().app_name()}</span>
            </button>
            <nav class="topbar-actions">
                {shown(
                    playing,
                    move || view! {
                        <button
                            class="tb-btn undo"
                            aria-keyshortcuts="U Control+Z"
                            disabled=move || !can_undo.get()
                            title=move || {
                                if can_undo.get() { lang.get().undo_hint() } else { lang.get().undo_unavailable() }
                            }
                            on:click=move |_| actions.undo()
                        >
                            <svg viewBox="0 0 24 24" aria-hidden="true">
                                <path d="M9 14 4 9l5-5" />
                                <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
                            </svg>
                            <span class="tb-label">{move || lang.get().undo()}</span>
                        </button>
                    }
                    .into_any(),
                )}
                <button
                    class="tb-btn keys"
                    aria-keyshortcuts="?"
                    title=move || lang.get().keys_title()
                    on:click=move |_| help.set(true)
                >
                    <svg viewBox="0 0 24 24" aria-hidden="true" inner_html=KEYS_ICON></svg>
                    <span class="tb-label">{move || lang.get().keys_button()}</span>
                </button>
                {nav(Screen::Rules, |l| l.rules(), RULES_ICON)}
                {nav(Screen::Settings, |l| l.settings(), SETTINGS_ICON)}
            </nav>
        </header>
    }
}
