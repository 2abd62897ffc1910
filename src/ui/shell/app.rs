//! The app shell: state in context, language and theme on <html>, the top bar, the
//! storage notices and one screen at a time. The screen is mirrored in the address's
//! hash so the browser's back button works; a reload opens the start screen, where the
//! saved game waits behind "Continue".

use crate::store::settings::Theme;
use crate::ui::feel;
use crate::ui::keys::help::{KeyHelp, KeyHelpOpen};
use crate::ui::keys::shortcuts;
use crate::ui::pages::settings::SettingsPage;
use crate::ui::pages::start::StartScreen;
use crate::ui::remote::phone::opened_with;
use crate::ui::remote::table::Table;
use crate::ui::shell::announcer::Announcer;
use crate::ui::shell::backup_notice::BackupNotice;
use crate::ui::shell::confirm_replace::ConfirmReplace;
use crate::ui::shell::elsewhere_notice::ElsewhereNotice;
use crate::ui::shell::split;
use crate::ui::shell::storage_banner::StorageBanner;
use crate::ui::shell::top_bar::TopBar;
use crate::ui::shell::update_banner::UpdateBanner;
use crate::ui::state::{AppState, Screen};
use leptos::ev;
use leptos::prelude::*;

fn hash_of(screen: Screen) -> &'static str {
    match screen {
        Screen::Start => "",
        Screen::NewGame => "#new",
        Screen::Play => "#play",
        Screen::Rules => "#rules",
        Screen::Settings => "#settings",
        Screen::Stats => "#stats",
        Screen::Daily => "#daily",
        Screen::Join => "#join",
        Screen::Tournament => "#tournament",
    }
}

fn screen_of(hash: &str) -> Screen {
    match hash {
        "#new" => Screen::NewGame,
        "#play" => Screen::Play,
        "#rules" => Screen::Rules,
        "#settings" => Screen::Settings,
        "#stats" => Screen::Stats,
        "#daily" => Screen::Daily,
        "#join" => Screen::Join,
        "#tournament" => Screen::Tournament,
        _ => Screen::Start,
    }
}

/// The whole app: creates the state, provides it, and shows the screen it names.
#[component]
pub fn App() -> impl IntoView {
    let state = AppState::new();
    state.provide();
    state.bots.drive_bots();
    state.actions.persistence.follow_other_windows();
    let help = KeyHelpOpen(RwSignal::new(false));
    provide_context(help);
    shortcuts::install(state, help);
    feel::install(state);
    Table::install(state);

    // A fresh page always starts at the start screen (without leaving a stale hash).
    let location = window().location();
    // An invitation link (`#join=…`) opens the phone's side at once.
    if opened_with(&location.hash().unwrap_or_default()) {
        state.screen.set(Screen::Join);
    }
    if location.hash().is_ok_and(|h| !h.is_empty()) {
        if let Ok(history) = window().history() {
            let path =
                location.pathname().unwrap_or_default() + &location.search().unwrap_or_default();
            let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
        }
    }

    // Screen -> address (each change is a history entry for the back button).
    Effect::new(move |_| {
        let screen = state.screen.get();
        let location = window().location();
        let want = hash_of(screen);
        if screen_of(&location.hash().unwrap_or_default()) != screen {
            let _ = location.set_hash(want);
        }
        // Each screen starts at its top.
        window().scroll_to_with_x_and_y(0.0, 0.0);
    });
    // Address -> screen (back and forward buttons).
    let _ = window_event_listener(ev::hashchange, move |_| {
        let hash = window().location().hash().unwrap_or_default();
        let mut screen = screen_of(&hash);
        if screen == Screen::Play && state.on_screen.game.with_untracked(|g| g.is_none()) {
            screen = Screen::Start;
        }
        if state.screen.get_untracked() != screen {
            state.screen.set(screen);
        }
    });

    // Language and theme live on <html>, so CSS and screen readers see them.
    Effect::new(move |_| {
        let lang = state.lang.get();
        let theme = state.settings.theme();
        if let Some(html) = document().document_element() {
            let _ = html.set_attribute("lang", lang.code());
            match theme {
                Theme::System => {
                    let _ = html.remove_attribute("data-theme");
                }
                Theme::Light => {
                    let _ = html.set_attribute("data-theme", "light");
                }
                Theme::Dark => {
                    let _ = html.set_attribute("data-theme", "dark");
                }
            }
        }
    });

    view! {
        <div class="app">
            <TopBar/>
            <UpdateBanner/>
            <StorageBanner/>
            <ElsewhereNotice/>
            <BackupNotice/>
            <main class="screen" id="main">
                {move || match state.screen.get() {
                    Screen::Start => view! { <StartScreen/> }.into_any(),
                    Screen::NewGame => split::new_game(),
                    Screen::Play => split::game_screen(),
                    Screen::Rules => split::rules(),
                    Screen::Settings => view! { <SettingsPage/> }.into_any(),
                    Screen::Stats => split::stats(),
                    Screen::Daily => split::daily(),
                    Screen::Join => split::phone(),
                    Screen::Tournament => split::tournament(),
                }}
            </main>
            <Announcer/>
            <KeyHelp/>
            <ConfirmReplace/>
        </div>
    }
}
