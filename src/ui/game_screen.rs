//! Routes the running game to its screen: one screen component per game kind.
//! To plug in a new game's screen, add its arm to the `match` in `GameScreen` and its
//! kind to `new_game::OFFERED`.

use crate::engine::GameKind;
use crate::session::persons_turn_begins;
use crate::ui::cards::screen::CardsScreen;
use crate::ui::duel::screen::DuelScreen;
use crate::ui::keys::focus::focus_soon;
use crate::ui::remote::invite::{AwayPhones, Invitations};
use crate::ui::remote::table::Table;
use crate::ui::shared::bot_turn::{computer_moving, BotAwaitsThrow, BotTurn};
use crate::ui::shared::landed::LandedNews;
use crate::ui::shared::screen_game::ScreenGame;
use crate::ui::sheet::screen::SheetGameScreen;
use crate::ui::state::{use_actions, use_bots, use_lang, use_on_screen, use_screen, Screen};
use crate::ui::stats::roll_log::RollLog;
use leptos::prelude::*;

/// The running game's screen, chosen by its kind (or the phones' invitations first).
#[component]
pub fn GameScreen() -> impl IntoView {
    let lang = use_lang();
    let shown = use_screen();
    let actions = use_actions();
    let bots = use_bots();
    let game = ScreenGame(use_on_screen().game);
    provide_context(game);
    // Rebuilt only when another game starts, not on every move.
    let setup = Memo::new(move |_| game.with(|g| g.as_ref().map(|g| g.setup().clone())));

    // The table waits for every own phone (and shows a new invitation when one drops).
    let table = use_context::<Table>();
    let inviting = Memo::new(move |_| !actions.is_phone() && table.is_some_and(|t| t.waiting()));
    let screen = move || match setup.get().map(|s| s.kind) {
        Some(_) if inviting.get() => view! { <Invitations/> }.into_any(),
        None => view! {
            <div class="card center">
                <button class="btn primary big" on:click=move |_| shown.set(Screen::NewGame)>
                    {move || lang.get().new_game()}
                </button>
            </div>
        }
        .into_any(),
        // Every scoresheet game plays on the sheet screen (`Variant` tells them apart).
        Some(
            GameKind::Classic
            | GameKind::Extreme
            | GameKind::Yatzy
            | GameKind::MaxiYatzy
            | GameKind::Generala,
        ) => view! { <SheetGameScreen/> }.into_any(),
        Some(GameKind::Duel) => view! { <DuelScreen/> }.into_any(),
        Some(GameKind::Cards) => view! { <CardsScreen/> }.into_any(),
    };
    // After a box (chip, play) is taken the focus goes to where the next person's turn
    // starts: their Roll button (the first face with real dice, the pass cover or the
    // hand in Karten-Kniffel), so keyboard play goes on without searching for it.
    Effect::new(move |before: Option<Option<usize>>| {
        let (moves, turn_starts) = game.with(|g| {
            g.as_ref()
                .map(|g| (Some(g.log().len()), persons_turn_begins(g)))
                .unwrap_or((None, false))
        });
        if turn_starts && before.is_some_and(|b| b != moves) {
            focus_soon("[data-turn-start]");
        }
        moves
    });
    let awaits_throw = bots.bot_awaits_throw();
    provide_context(BotAwaitsThrow(awaits_throw));
    let moving = computer_moving(game, awaits_throw);
    // A tap anywhere on the game (but on a control) skips the computers' moves ahead.
    let tap = move |ev: leptos::ev::MouseEvent| {
        let on_control = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .and_then(|e| {
                e.closest("button, a, input, select, summary, label")
                    .ok()
                    .flatten()
            })
            .is_some();
        if moving.get_untracked() && !on_control {
            bots.skipping.set(true);
        }
    };
    view! {
        {move || (table.is_some() && !actions.is_phone() && !inviting.get()).then(|| view! { <AwayPhones/> })}
        <div class="game-area" on:click=tap>
            {screen}
            // At the foot of the screen, whatever is scrolled: the score that just landed
            // and, during a computer's turn, Skip ahead.
            <div class="turn-dock">
                <LandedNews/>
                <BotTurn moving=moving/>
            </div>
        </div>
        {move || {
            (setup.with(|s| s.is_some()) && !inviting.get())
                .then(|| view! { <RollLog/> })
        }}
    }
}
