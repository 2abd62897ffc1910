//! The Leptos components (browser only), one per file, in a folder per screen family
//! (`sheet`, `duel`, `cards`), the parts they share (`dice`, `shared`), the pages around
//! the games (`pages`) and the app shell (`shell`). `state` holds the app state, `i18n`
//! names the words (`crate::lang`), and `game_screen::GameScreen` routes each game kind to
//! its screen.

pub mod brain;
pub mod cards;
pub mod dice;
pub mod duel;
pub mod feel;
pub mod game_screen;
pub mod hint;
pub mod i18n;
pub mod keys;
pub mod pages;
pub mod remote;
pub mod shared;
pub mod sheet;
pub mod shell;
pub mod state;
pub mod stats;
pub mod tour;
pub mod winchance;

/// Starts the app: mounts it and takes the place of index.html's static start screen (in
/// the same task, so the page never shows both, nor neither). The loader (Trunk.toml) runs
/// this once that screen has been drawn, and waits for `take_over`'s word that it has.
pub fn start() {
    shell::crash::install();
    let mount = || {
        leptos::mount::mount_to_body(shell::app::App);
        pages::start::take_over();
        shell::split::preload();
    };
    // In a task of its own, not in the one that compiled and instantiated the wasm: two
    // shorter tasks keep the page more responsive than one long one (Total Blocking Time).
    let Some(lang) = state::words_to_wait_for() else {
        leptos::prelude::set_timeout(mount, std::time::Duration::ZERO);
        return;
    };
    // A language whose words are fetched: the static start screen shows it meanwhile; the
    // app starts once they are here or have failed, or after a wait (then it switches when
    // they come).
    let once = std::rc::Rc::new(std::cell::Cell::new(Some(mount)));
    let go = move || {
        if let Some(mount) = once.take() {
            mount();
        }
    };
    leptos::prelude::set_timeout(go.clone(), WORDS_WAIT);
    // Not Leptos' own spawn: its executor starts with the app.
    wasm_bindgen_futures::spawn_local(async move {
        state::load_words(lang).await;
        go();
    });
}

/// How long the start waits for the words of a language that is not built in.
const WORDS_WAIT: std::time::Duration = std::time::Duration::from_secs(4);
