//! The Kniffel Dice Duel screen: the chip tray in the middle of the table, the chips set
//! aside, the dice with the roll controls, and every player's chips laid open. At the
//! end the result (who took the last chip, the bonuses, the ranking) takes the dice's
//! place.

use crate::engine::{ChipKind, DieKind, DuelGame, Event, GameKind, GameRules, GameState};
use crate::ui::dice::turn_status::TurnStatus;
use crate::ui::dice::turn_view::limits;
use crate::ui::dice::turn_view::TurnView;
use crate::ui::duel::chip_pile::ChipPile;
use crate::ui::duel::chip_tray::ChipTray;
use crate::ui::duel::controls::DuelControls;
use crate::ui::duel::ctx::DuelCtx;
use crate::ui::duel::result::DuelResult;
use crate::ui::duel::set_aside::SetAside;
use crate::ui::shared::bot_turn::BotAwaitsThrow;
use crate::ui::shared::screen_game::ScreenGame;
use crate::ui::shared::shown::{shown, shown_or};
use crate::ui::shared::start_notice::StartNotice;
use crate::ui::state::{use_lang, use_on_screen, News};
use leptos::prelude::*;

fn duel_of(game: &GameState) -> Option<&DuelGame> {
    match game {
        GameState::Duel(g) => Some(g),
        _ => None,
    }
}

/// Enough six-sided dice for any game (the Duel uses five).
const SIXES: [DieKind; 6] = [DieKind::Six; 6];

/// The Dice Duel screen for the game on screen (nothing if that is no Duel); provides
/// the `DuelCtx` its parts read.
#[component]
pub fn DuelScreen() -> impl IntoView {
    let lang = use_lang();
    let on_screen = use_on_screen();
    let Some((dg, players)) = ScreenGame::of_screen().pick(duel_of) else {
        return ().into_any();
    };
    let human_turn =
        Memo::new(move |_| dg.with(|d| !d.is_over() && players.is_human(d.current_player())));
    let takeable = Memo::new(move |_| dg.with(|d| d.takeable()));
    let flight = RwSignal::new(None::<(ChipKind, u32)>);
    let extra_turn = RwSignal::new(false);
    let ctx = DuelCtx {
        dg,
        players,
        human_turn,
        takeable,
        flight,
        extra_turn,
    };
    provide_context(ctx);
    let kinds = dg.with_untracked(|d| &SIXES[..d.turn().dice.len().min(SIXES.len())]);
    provide_context(TurnView {
        turn: Memo::new(move |_| dg.with(|d| d.turn().clone())).into(),
        current: Memo::new(move |_| dg.with(|d| d.current_player())).into(),
        player: Memo::new(move |_| ctx.players.name(dg.with(|d| d.current_player()))).into(),
        roll_limit: Memo::new(move |_| dg.with(|d| limits(d.dice_turn()).0)).into(),
        // While the second solo Kniffel chip is owed the dice rest.
        dice_active: Memo::new(move |_| human_turn.get() && dg.with(|d| d.picks_owed() == 0))
            .into(),
        bot_turn: Memo::new(move |_| !human_turn.get() && dg.with(|d| !d.is_over())).into(),
        bot_awaits_throw: expect_context::<BotAwaitsThrow>().0,
        hold_matters: Memo::new(move |_| dg.with(|d| limits(d.dice_turn()).1)).into(),
        kinds,
        manual: dg.with_untracked(|d| d.manual()),
    });

    // The news tells what just happened: a set-aside to show, an extra turn to announce.
    Effect::new(move |_| match on_screen.news.get() {
        Some(News::Events { events, .. }) => {
            for e in &events {
                if let Event::SetAside { kind } = e {
                    let n = flight.with_untracked(|f| f.map_or(0, |(_, n)| n)) + 1;
                    flight.set(Some((*kind, n)));
                }
            }
            if events.iter().any(|e| matches!(e, Event::ExtraTurn { .. })) {
                extra_turn.set(true);
            } else if events
                .iter()
                .any(|e| matches!(e, Event::TurnStarted { .. }))
            {
                extra_turn.set(false);
            }
        }
        // A new game or an undo: no longer known.
        None => extra_turn.set(false),
        Some(News::Refused(_) | News::Told(_)) => {}
    });

    let over = move || dg.with(|d| d.is_over());
    let manual = dg.with_untracked(|d| d.manual());
    // The last chip was taken further down a phone's page: bring the result into view.
    Effect::new(move |was_over: Option<bool>| {
        let over = over();
        if over && was_over == Some(false) {
            window().scroll_to_with_x_and_y(0.0, 0.0);
        }
        over
    });
    let solo = dg.with_untracked(|d| d.is_solo());
    let status = move || {
        let l = lang.get();
        dg.with(|d| {
            (
                l.turn_of(&ctx.players.name(d.current_player())),
                l.duel_round(d.round()),
                l.duel_tray_count(d.tray().total()),
            )
        })
    };
    let count = ctx.players.count();

    view! {
        <div class="play duel" class:over=over class:solo=solo class:manual=manual>
            <h1 class="sr-only">{move || lang.get().game_name(GameKind::Duel)}</h1>
            <section class="table-area duel-table" aria-label=move || lang.get().duel_table()>
                <StartNotice/>
                {shown_or(
                    over,
                    || view! { <DuelResult/> }.into_any(),
                    move || {
                        view! {
                            <TurnStatus who=Signal::derive(move || status().0)>
                                {move || status().1}
                                {shown(
                                    move || extra_turn.get(),
                                    move || view! {
                                        " "
                                        <span class="extra-badge">
                                            {move || lang.get().duel_extra_turn_badge()}
                                        </span>
                                    }
                                    .into_any(),
                                )}
                                " · "
                                {move || status().2}
                            </TurnStatus>
                            <div class="duel-board">
                                <div class="chip-area">
                                    <ChipTray/>
                                    <SetAside/>
                                </div>
                                <div class="dice-area">
                                    <DuelControls/>
                                </div>
                            </div>
                        }
                        .into_any()
                    },
                )}
                {move || on_screen.refusal(lang.get()).map(|r| view! { <p class="toast" role="alert">{r}</p> })}
            </section>
            <section
                class="duel-piles"
                class:many={count > 1}
                aria-label=move || lang.get().duel_players_chips()
            >
                {(0..count).map(|p| view! { <ChipPile player=p/> }).collect_view()}
            </section>
        </div>
    }
    .into_any()
}
