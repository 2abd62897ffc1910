//! The screens that are wasm modules of their own in the shipped app: New game, the game,
//! the rules, Statistics, the daily challenge, a phone's screen and the tournament. The start screen and the settings stay in
//! the start-up module, so a first visit downloads and compiles half as much before
//! anything can be tapped (issue 25: 613.6 KB gzip at start-up before, 324.5 KB after).
//!
//! With the feature `split` (only index.html's build of the app turns it on) each screen
//! is a split point of Leptos' `wasm_split` macro (the one under `#[lazy]`, here
//! `fallible`): `scripts/split_wasm.py` cuts what only it reaches out of the start-up
//! module, and `preload` fetches the parts once the app is idle. The service worker
//! precaches every part, so a later visit, or one offline, has them at hand. Without the
//! feature (the component tests, `cargo check`) the screens are built in place: the same
//! views.
//!
//! The part hands back a plain function that builds the screen; the screen is built in
//! the shell's render closure like any other, not inside the loading future (a screen
//! built there kept its render effects after its signals were disposed, and panicked
//! when the game screen replaced New game).

use crate::ui::game_screen::GameScreen;
use crate::ui::pages::daily::DailyPage;
use crate::ui::pages::new_game::NewGame;
use crate::ui::pages::rules::RulesPage;
use crate::ui::remote::phone::PhoneScreen;
#[cfg(feature = "split")]
use crate::ui::state::use_lang;
use crate::ui::stats::StatsPage;
use crate::ui::tour::TournamentPage;
use leptos::prelude::*;

/// Builds a screen.
type Build = fn() -> AnyView;

/// A part of the app could not be fetched (offline on a first visit, before the service
/// worker kept the app): the screen says so and offers to fetch it again, where a panic
/// would stop the whole app.
#[cfg(feature = "split")]
type Loaded = Result<Build, leptos::wasm_split::SplitLoaderError>;
#[cfg(not(feature = "split"))]
type Loaded = Result<Build, std::convert::Infallible>;

/// A screen (`$screen`, the shell's `pub fn`) and its part (`$part`): its own wasm module
/// with the feature `split`, else the screen itself.
macro_rules! split_screen {
    ($(#[$doc:meta])* $screen:ident, $part:ident, $component:ident) => {
        #[cfg_attr(
            feature = "split",
            leptos::wasm_split::wasm_split($part, wasm_split_path = ::leptos::wasm_split, fallible)
        )]
        fn $part() -> Loaded {
            Ok(|| view! { <$component/> }.into_any())
        }

        $(#[$doc])*
        pub fn $screen() -> AnyView {
            shown($part)
        }
    };
}

split_screen!(
    /// The New game screen.
    new_game, new_game_view, NewGame
);
split_screen!(
    /// The game on the table.
    game_screen, game_screen_view, GameScreen
);
split_screen!(
    /// The rules page.
    rules, rules_view, RulesPage
);
split_screen!(
    /// The Statistics screen.
    stats, stats_view, StatsPage
);
split_screen!(
    /// The daily challenge's screen.
    daily, daily_view, DailyPage
);
split_screen!(
    /// A phone's screen at a table.
    phone, phone_view, PhoneScreen
);
split_screen!(
    /// The family tournament.
    tournament, tournament_view, TournamentPage
);

/// Fetches every part in the background once the app runs and the page is idle (the start
/// screen drawn, a tap answered), the game's first (a saved game's Continue needs it), so
/// that a screen opens at once when it is asked for, also if the connection goes later.
/// Then marks `<html data-parts>` ("loaded", or "failed" if one could not be had: its
/// screen offers to try again when it is opened).
pub fn preload() {
    // A browser without requestIdleCallback (older Safari): a moment after the start.
    #[cfg(feature = "split")]
    if request_idle_callback_with_handle(load_all).is_err() {
        set_timeout(load_all, std::time::Duration::from_millis(500));
    }
    #[cfg(not(feature = "split"))]
    mark_parts(true);
}

/// Loads every part, one after another.
#[cfg(feature = "split")]
fn load_all() {
    leptos::task::spawn_local(async {
        let loaded = game_screen_view().await.is_ok()
            & new_game_view().await.is_ok()
            & stats_view().await.is_ok()
            & daily_view().await.is_ok()
            & rules_view().await.is_ok()
            & phone_view().await.is_ok()
            & tournament_view().await.is_ok();
        mark_parts(loaded);
    });
}

/// `<html data-parts>`: every part is here (or could not be had).
fn mark_parts(loaded: bool) {
    if let Some(html) = document().document_element() {
        let _ = html.set_attribute("data-parts", if loaded { "loaded" } else { "failed" });
    }
}

/// Where a screen's part stands.
#[cfg(feature = "split")]
#[derive(Clone, Copy)]
enum Part {
    Loading,
    Ready(Build),
    Failed,
}

/// The screen, once its part of the app is loaded (at once when it was before); a part
/// that could not be fetched gets a message and a button to try again.
#[cfg(feature = "split")]
fn shown<F>(part: fn() -> F) -> AnyView
where
    F: std::future::Future<Output = Loaded> + 'static,
{
    let state = RwSignal::new(Part::Loading);
    let load = move || {
        state.set(Part::Loading);
        leptos::task::spawn_local(async move {
            state.set(part().await.map_or(Part::Failed, Part::Ready));
        });
    };
    load();
    screen(state, load)
}

/// The screen.
#[cfg(not(feature = "split"))]
fn shown(part: fn() -> Loaded) -> AnyView {
    match part() {
        Ok(build) => build(),
        Err(never) => match never {},
    }
}

/// The screen as its part stands.
#[cfg(feature = "split")]
fn screen(state: RwSignal<Part>, load: impl Fn() + Copy + Send + Sync + 'static) -> AnyView {
    let lang = use_lang();
    (move || match state.get() {
        Part::Loading => ().into_any(),
        Part::Ready(build) => build(),
        Part::Failed => view! {
            <div class="card part-missing" role="alert">
                <p>{move || lang.get().screen_unavailable()}</p>
                <button type="button" class="btn primary" on:click=move |_| load()>
                    {move || lang.get().try_again()}
                </button>
            </div>
        }
        .into_any(),
    })
    .into_any()
}
