//! The screen of the scoresheet games (classic Kniffel, Kniffel Extreme, Yatzy, Maxi
//! Yatzy, Generala): the table with the dice and the roll controls, and the scoresheet of
//! all players. A Generala servida ends the game with a line that says so above the
//! standings (its thrower first). The
//! Hint and Win chance panels open under the table; on a phone they are a sheet at the
//! bottom of the screen that closes (its × or Escape), so the table stays small and
//! every box of the sheet can be scrolled to above it.

use crate::engine::{GameState, SheetGame, Variant};
use crate::ui::dice::dice_tray::DiceTray;
use crate::ui::dice::turn_status::TurnStatus;
use crate::ui::dice::turn_view::TurnView;
use crate::ui::hint::compared::DecisionsCompared;
use crate::ui::hint::panel::{HintButton, HintCtx, HintPanel};
use crate::ui::hint::review::GameReview;
use crate::ui::shared::player_switcher::PlayerSwitcher;
use crate::ui::shared::ranking::Ranking;
use crate::ui::shared::screen_game::ScreenGame;
use crate::ui::shared::shown::shown_or;
use crate::ui::shared::start_notice::StartNotice;
use crate::ui::sheet::ctx::SheetCtx;
use crate::ui::sheet::roll_controls::RollControls;
use crate::ui::sheet::scoresheet::Scoresheet;
use crate::ui::sheet::sum_check::SumCheck;
use crate::ui::sheet::sum_ctx::SumCtx;
use crate::ui::state::{use_actions, use_lang, use_on_screen};
use crate::ui::winchance::button::{WinChance, WinChanceButton, WinChancePanel};
use crate::ui::winchance::chart::WinChart;
use leptos::prelude::*;
use std::time::Duration;

/// How long a phone's sheet stays on the column of a box just filled before showing the
/// next player's (ms): the box's ink (style/main.css `.sheet td.just`) has dried by then.
const COLUMN_STAYS_MS: u64 = 1400;

fn sheet_of(game: &GameState) -> Option<&SheetGame> {
    game.sheet_game()
}

/// The classic or Extreme screen for the game on screen (nothing if that is neither);
/// provides the `SheetCtx` its parts read.
#[component]
pub fn SheetGameScreen() -> impl IntoView {
    let lang = use_lang();
    let on_screen = use_on_screen();
    let actions = use_actions();
    let Some((sg, players)) = ScreenGame::of_screen().pick(sheet_of) else {
        return ().into_any();
    };
    let offer = Memo::new(move |_| sg.with(|s| s.offer()));
    let human_turn =
        Memo::new(move |_| sg.with(|s| !s.is_over() && players.is_human(s.current_player())));
    let viewed = RwSignal::new(sg.with_untracked(|s| s.current_player()));
    // A phone shows the player whose turn it is; the switcher shows the others.
    // (memos, so they fire when the turn passes or its first roll comes, not on every
    // roll or hold)
    let current = Memo::new(move |_| sg.with(|s| s.current_player()));
    let rolled = Memo::new(move |_| sg.with(|s| s.turn().has_rolled()));
    // When the turn passes, the column stays a moment on the box just filled (it lights
    // up, its message shows), then moves on; at once if the next player rolls first.
    Effect::new(move |before: Option<usize>| {
        let now = current.get();
        if before.is_some() && !rolled.get_untracked() {
            // The screen may be gone by then (the game left it): then nothing moves.
            let move_on = move || {
                if current.try_get_untracked() == Some(now) {
                    viewed.try_set(now);
                }
            };
            set_timeout(move_on, Duration::from_millis(COLUMN_STAYS_MS));
        } else {
            viewed.set(now);
        }
        now
    });
    Effect::new(move |_| {
        if rolled.get() {
            viewed.set(current.get_untracked());
        }
    });
    // The last box was filled somewhere down the sheet: bring the standings into view.
    Effect::new(move |was_over: Option<bool>| {
        let over = sg.with(|s| s.is_over());
        if over && was_over == Some(false) {
            window().scroll_to_with_x_and_y(0.0, 0.0);
        }
        over
    });
    let ctx = SheetCtx {
        sg,
        offer,
        players,
        human_turn,
        viewed,
    };
    provide_context(ctx);
    SumCtx::provide(ctx);
    provide_context(TurnView::of_sheet(ctx));
    let hint = HintCtx::provide(ctx);
    // A phone at a table asks no win chance (its screen is the player's own).
    let chance = (!actions.is_phone()).then(WinChance::provide).flatten();
    let panel_open = move || hint.open.get() || chance.is_some_and(|c| c.open.get());
    // Escape closes the panels, and the focus goes back to the table.
    let escape = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" && panel_open() {
            hint.open.set(false);
            if let Some(c) = chance {
                c.open.set(false);
            }
            crate::ui::keys::focus::focus_by_id("hint-btn");
        }
    });
    on_cleanup(move || escape.remove());

    let extreme = move || sg.with(|s| s.variant() == Variant::Extreme);
    let kind = sg.with_untracked(|s| s.variant().kind());
    let served = move || {
        sg.with(|s| s.servida())
            .map(|p| lang.get().generala_served(&ctx.players.name(p)))
    };
    // Six dice (Extreme, Maxi Yatzy) are laid out smaller to fit a phone's row.
    let six_dice = sg.with_untracked(|s| s.variant().dice().len() >= 6);
    let over = move || sg.with(|s| s.is_over());
    let manual = sg.with_untracked(|s| s.manual());
    let daily = on_screen
        .game
        .with_untracked(|g| g.as_ref().is_some_and(|g| g.setup().daily.is_some()));
    let status = move || {
        let l = lang.get();
        sg.with(|s| {
            let name = ctx.players.name(s.current_player());
            let round = l.round_of(s.round(), s.rounds());
            // The daily challenge says so while it is played, and so does Duplicate.
            let round = if daily {
                format!("{} · {round}", l.daily_challenge())
            } else if s.same_dice() {
                format!("{} · {round}", l.same_dice_badge())
            } else {
                round
            };
            (l.turn_of(&name), round)
        })
    };

    view! {
        <div
            class="play"
            class:extreme=extreme
            class:six-dice=six_dice
            class:over=over
            class:manual=manual
            class:docked=panel_open
        >
            <h1 class="sr-only">{move || lang.get().game_name(kind)}</h1>
            <section class="table-area" aria-label=move || lang.get().dice_tray()>
                <StartNotice/>
                {shown_or(
                    over,
                    move || view! {
                        {move || served().map(|text| view! { <p class="served-news">{text}</p> })}
                        <Ranking><WinChart/><DecisionsCompared/><GameReview/></Ranking>
                    }
                    .into_any(),
                    move || {
                        view! {
                            <TurnStatus who=Signal::derive(move || status().0)>
                                {move || status().1}
                            </TurnStatus>
                            <DiceTray/>
                            <RollControls/>
                            <SumCheck/>
                            <div class="tray-tools">
                                <HintButton/>
                                <WinChanceButton/>
                            </div>
                            <div class="tray-panels">
                                <HintPanel/>
                                <WinChancePanel/>
                            </div>
                        }
                        .into_any()
                    },
                )}
                {move || on_screen.refusal(lang.get()).map(|r| view! { <p class="toast" role="alert">{r}</p> })}
            </section>
            <section class="sheet-area" aria-label=move || lang.get().scoresheet()>
                <PlayerSwitcher/>
                <Scoresheet/>
            </section>
        </div>
    }
    .into_any()
}
