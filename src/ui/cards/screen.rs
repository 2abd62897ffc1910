//! The Karten-Kniffel screen: a card table with the draw and discard piles, the
//! players' seats, the hand of the player on turn with the two actions (score,
//! exchange), and everyone's scoresheet.
//!
//! Hands are secret. With two or more human players a "Pass to NAME" cover stands before
//! every human turn and nothing of any hand is rendered until that player taps it; the
//! tap is remembered only in memory, so a reload shows the cover again. A computer's
//! hand is never shown. The hand is read from the engine (`current_hand`, `plays_for`,
//! `check_play`) only through `CardsCtx::hand` and the memos built on it, which stay
//! empty while the hand may not be seen.

use crate::engine::{Action, CardsGame, GameKind, GameState};
use crate::ui::cards::actions::CardActions;
use crate::ui::cards::ctx::PendingPlay;
use crate::ui::cards::ctx::{kept_auto_sort, values_at, CardsCtx, FieldPreview};
use crate::ui::cards::hand::CardHand;
use crate::ui::cards::moves::CardMoves;
use crate::ui::cards::notices::CardNotices;
use crate::ui::cards::pass_cover::{PassCover, Tap};
use crate::ui::cards::seen_moves::{last_turn_of, moves_of};
use crate::ui::cards::sheet::CardSheet;
use crate::ui::cards::table::CardTable;
use crate::ui::hint::review::GameReview;
use crate::ui::i18n::Lang;
use crate::ui::keys::focus::focus_soon;
use crate::ui::shared::player_switcher::{PlayerSwitcher, SwitcherModel};
use crate::ui::shared::ranking::Ranking;
use crate::ui::shared::roster::Roster;
use crate::ui::shared::screen_game::ScreenGame;
use crate::ui::shared::start_notice::StartNotice;
use crate::ui::state::AppState;
use leptos::prelude::*;
use std::cell::Cell;

/// Identifies a turn: the game (its seed) and how many turns have ended. Announce does
/// not end a turn, so it keeps the key (and the cover stays lifted).
type TurnKey = (u64, usize);

thread_local! {
    /// The turn whose cover was lifted on this page (not saved: a reload covers again).
    static REVEALED: Cell<Option<TurnKey>> = const { Cell::new(None) };
}

fn cards_in(game: &GameState) -> Option<&CardsGame> {
    match game {
        GameState::Cards(g) => Some(g),
        _ => None,
    }
}

/// The fields the selected cards fill now, with their points and penalty.
fn previews_of(
    g: Memo<CardsGame>,
    hand: Memo<Vec<u8>>,
    selected: RwSignal<Vec<usize>>,
) -> Memo<Vec<FieldPreview>> {
    Memo::new(move |_| {
        let cards = hand.with(|h| selected.with(|s| values_at(h, s)));
        if cards.is_empty() {
            return Vec::new();
        }
        g.with(|g| {
            g.open_fields(g.current_player())
                .into_iter()
                .filter_map(|field| {
                    g.check_play(&cards, field)
                        .ok()
                        .map(|(points, penalty)| FieldPreview {
                            field,
                            points: points as i32,
                            penalty,
                        })
                })
                .collect()
        })
    })
}

/// Whose turn it is, and the round (the last one marked).
#[component]
fn CardsTurnStatus(lang: RwSignal<Lang>, g: Memo<CardsGame>, players: Roster) -> impl IntoView {
    move || {
        let l = lang.get();
        let (player, round, final_round) =
            g.with(|g| (g.current_player(), g.round(), g.final_round()));
        view! {
            <div class="turn-status">
                <p class="turn-name">
                    <span class="turn-dot" aria-hidden="true"></span>
                    {l.turn_of(&players.name(player))}
                </p>
                <p class="turn-round">
                    {l.cards_round(round)}
                    {final_round.then(|| view! { <span class="last-round-tag">{l.last_round()}</span> })}
                </p>
            </div>
        }
    }
}

/// The Karten-Kniffel screen.
#[component]
pub fn CardsScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let Some((g, players)) = ScreenGame::of_screen().pick(cards_in) else {
        return ().into_any();
    };
    let count = players.count();
    let shared = players.shares_device();

    let human_turn =
        Memo::new(move |_| g.with(|g| !g.is_over() && players.is_human(g.current_player())));
    let screen_game = ScreenGame::of_screen();
    let turn_key = Memo::new(move |_| {
        screen_game.with(|game| {
            game.as_ref().map(|game| {
                let ended = game
                    .log()
                    .iter()
                    .filter(|a| !matches!(a, Action::Announce))
                    .count();
                (game.setup().seed, ended)
            })
        })
    });
    let revealed = RwSignal::new(REVEALED.with(Cell::get));
    // With one person at the table (or on a player's own phone) there is nobody to hide
    // the hand from.
    let covered =
        Memo::new(move |_| shared && human_turn.get() && revealed.get() != turn_key.get());
    let hand = Memo::new(move |_| {
        if human_turn.get() && !covered.get() {
            g.with(|g| g.current_hand().to_vec())
        } else {
            Vec::new()
        }
    });
    let moves = Memo::new(move |_| {
        state
            .on_screen
            .game
            .with(|game| game.as_ref().map(moves_of).unwrap_or_default())
    });
    let fresh = Memo::new(move |_| {
        if hand.with(Vec::is_empty) {
            return 0;
        }
        let me = g.with(|g| g.current_player());
        moves.with(|ms| last_turn_of(ms, me).map_or(0, |i| ms[i].drawn))
    });
    let selected = RwSignal::new(Vec::<usize>::new());
    let pending = RwSignal::new(None::<PendingPlay>);
    // A new turn starts with nothing selected and nothing pending.
    Effect::new(move |_| {
        turn_key.track();
        selected.set(Vec::new());
        pending.set(None);
    });
    let previews = previews_of(g, hand, selected);
    let viewed = RwSignal::new(g.with_untracked(|g| g.current_player()));
    Effect::new(move |_| viewed.set(g.with(|g| g.current_player())));
    let ctx = CardsCtx {
        g,
        players,
        human_turn,
        covered,
        hand,
        fresh,
        selected,
        pending,
        auto_sort: RwSignal::new(kept_auto_sort()),
        previews,
        moves,
        viewed,
    };
    provide_context(ctx);

    let last_tap = StoredValue::new(None::<Tap>);
    let uncover = Callback::new(move |_: ()| {
        let key = turn_key.get_untracked();
        REVEALED.with(|r| r.set(key));
        revealed.set(key);
        // The hand is what the player came for: the focus goes into it.
        focus_soon(".hand-card");
    });
    let switcher = SwitcherModel {
        names: StoredValue::new((0..count).map(|p| players.name(p)).collect()),
        current: Signal::derive(move || g.with(|g| (!g.is_over()).then(|| g.current_player()))),
        totals: Signal::derive(move || g.with(|g| g.totals())),
        viewed,
    };
    let over = Memo::new(move |_| g.with(|g| g.is_over()));
    view! {
        <div
            class="cards-play"
            class:crowded={ count >= 4 }
            class:over=move || over.get()
            class:covered=move || covered.get()
            on:pointerdown=move |ev| last_tap.set_value(Some(Tap::of(&ev)))
        >
            // Every screen has a heading one; the table shows no title that would fit.
            <h1 class="sr-only">{move || lang.get().game_name(GameKind::Cards)}</h1>
            <section class="table-area card-table-area" aria-label=move || lang.get().card_table()>
                <StartNotice/>
                {move || {
                    if over.get() {
                        view! { <Ranking><GameReview/></Ranking> }.into_any()
                    } else if covered.get() {
                        view! { <PassCover on_uncover=uncover last_tap=last_tap/> }.into_any()
                    } else {
                        view! {
                            <CardsTurnStatus lang=lang g=g players=players/>
                            <div class="table-body">
                                <div class="table-main">
                                    <CardNotices/>
                                    <CardTable/>
                                    <CardHand/>
                                </div>
                                <div class="table-side">
                                    <CardActions/>
                                    <CardMoves/>
                                </div>
                            </div>
                        }
                        .into_any()
                    }
                }}
            </section>
            {move || {
                (!covered.get())
                    .then(|| {
                        view! {
                            <section class="sheet-area" aria-label=lang.get().scoresheet()>
                                <PlayerSwitcher model=switcher/>
                                <CardSheet/>
                            </section>
                        }
                    })
            }}
        </div>
    }
    .into_any()
}
