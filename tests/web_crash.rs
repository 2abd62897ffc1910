//! A panic in the app, forced in a test build (wasm-bindgen-test in headless Chromium): the
//! panic hook the app installs marks the page crashed and says so to index.html's script,
//! and from then on the store writes nothing. A file of its own: after a panic the wasm
//! instance counts as panicking for good (`std::thread::panicking`), which other tests
//! must not inherit. The message itself (index.html's) is tested against the release
//! build: tests/browser/trust_crash.test.mjs.
#![cfg(target_arch = "wasm32")]

use pasch::engine::{Action, Game, GameKind, Setup};
use pasch::store::backend::Backend;
use pasch::store::browser::{local, CRASHED};
use pasch::store::game::{GameKeeper, SaveError, GAME_KEY};
use pasch::store::StorageStatus;
use pasch::ui::shell::crash;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn window() -> web_sys::Window {
    web_sys::window().expect("a window")
}

fn html() -> web_sys::Element {
    window()
        .document()
        .and_then(|d| d.document_element())
        .expect("<html>")
}

/// Runs `f` from a timer, as the browser runs the app's callbacks.
fn later(f: impl FnOnce() + 'static, ms: i32) {
    let f = Closure::once_into_js(f);
    window()
        .set_timeout_with_callback_and_timeout_and_arguments_0(f.unchecked_ref(), ms)
        .expect("a timer");
}

/// Waits `ms` milliseconds.
async fn sleep(ms: i32) {
    let done = js_sys::Promise::new(&mut |resolve, _| {
        window()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .expect("a timer");
    });
    wasm_bindgen_futures::JsFuture::from(done)
        .await
        .expect("slept");
}

#[wasm_bindgen_test]
async fn a_panic_marks_the_page_crashed_and_nothing_is_written_after_it() {
    let storage = local().expect("localStorage in the test browser");
    for key in storage.keys() {
        storage.remove(&key);
    }
    let mut game =
        Game::new(Setup::new(GameKind::Classic, &["Ada", "Bo"]).with_seed(7)).expect("setup");
    game.apply(Action::Roll).expect("roll");
    let mut keeper = GameKeeper::default();
    keeper.load(Some(&storage));
    assert_eq!(keeper.save(Some(&storage), &game), Ok(()));
    let saved = storage.get(GAME_KEY).expect("saved");
    let before = game.clone();

    // What index.html's script listens for.
    let heard = Rc::new(Cell::new(0));
    let count = heard.clone();
    let listener = Closure::<dyn Fn()>::new(move || count.set(count.get() + 1));
    window()
        .add_event_listener_with_callback(crash::CRASHED_EVENT, listener.as_ref().unchecked_ref())
        .expect("listening");

    // The app's hook from here on (a panicking instance may not change it back).
    crash::install();
    later(|| panic!("forced in a test: a bug in a callback"), 0);
    sleep(100).await;

    assert_eq!(heard.get(), 1, "index.html's script is told once");
    assert!(html().has_attribute(CRASHED), "<html data-crashed>");

    // The next move, made by whatever still runs, is not written: the last saved one stays.
    game.apply(Action::Hold { die: 0, held: true })
        .expect("hold");
    assert_eq!(
        keeper.save(Some(&storage), &game),
        Err(SaveError::Status(StorageStatus::Unavailable))
    );
    storage.remove(GAME_KEY);
    assert_eq!(storage.get(GAME_KEY), Some(saved.clone()));

    // The reload finds it, and the new page writes again.
    html().remove_attribute(CRASHED).expect("unmarked");
    let mut reloaded = GameKeeper::default();
    let loaded = reloaded.load(Some(&storage));
    assert_eq!(loaded.game, Some(before));
    assert_eq!(storage.set("pasch.written", "again"), Ok(()));
    storage.remove("pasch.written");
}
