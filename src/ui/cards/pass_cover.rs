//! "Pass to NAME": the screen between two human turns. It stands in place of the whole
//! table, so no card of any hand is in the page, and it names no numbers at all. It
//! tells what everyone may know: what the others did since (field names, no points),
//! the last round and who has one field left. The hand shows when that player taps.

use crate::engine::Event;
use crate::ui::cards::ctx::CardsCtx;
use crate::ui::cards::notices::CardNotices;
use crate::ui::cards::playing_card::CardBack;
use crate::ui::cards::seen_moves::last_turn_of;
use crate::ui::state::use_lang;
use leptos::prelude::*;
use web_sys::MouseEvent;

/// A tap this soon after the one before (ms, from its pointerdown) ...
const DOUBLE_TAP_MS: f64 = 500.0;
/// ... and this close to it (CSS pixels either way) is the second tap of a double tap.
const DOUBLE_TAP_SLOP: i32 = 48;

/// Where and when a pointer went down.
#[derive(Clone, Copy, Debug)]
pub struct Tap {
    x: i32,
    y: i32,
    at: f64,
}

impl Tap {
    /// The place and time of a pointer event (recorded at pointerdown).
    pub fn of(ev: &MouseEvent) -> Tap {
        Tap {
            x: ev.client_x(),
            y: ev.client_y(),
            at: ev.time_stamp(),
        }
    }

    /// `click` is the second tap of a double tap that began with this one.
    fn doubled_by(self, click: &MouseEvent) -> bool {
        click.time_stamp() - self.at < DOUBLE_TAP_MS
            && (click.client_x() - self.x).abs() <= DOUBLE_TAP_SLOP
            && (click.client_y() - self.y).abs() <= DOUBLE_TAP_SLOP
    }
}

/// The cover between two human turns; a tap on it shows the next player's hand.
#[component]
pub fn PassCover(
    /// Lifts the cover (called on a tap that is not the end of a double tap).
    on_uncover: Callback<()>,
    /// The card screen's last pointerdown. The cover appears where the previous player
    /// just tapped, so a quick double tap that ended their turn would lift it too.
    last_tap: StoredValue<Option<Tap>>,
) -> impl IntoView {
    let lang = use_lang();
    let ctx = expect_context::<CardsCtx>();
    let g = ctx.g;
    // The cover takes the screen from its top, with the focus on its button (the page
    // may have been scrolled down to the sheet or the actions).
    let button = NodeRef::<leptos::html::Button>::new();
    // The last tap before this cover came up: the one that ended the turn, if any.
    let before = last_tap.get_value();
    Effect::new(move |_| {
        if let Some(b) = button.get() {
            window().scroll_to_with_x_and_y(0.0, 0.0);
            let _ = b.focus();
        }
    });

    move || {
        let l = lang.get();
        let me = g.with(|g| g.current_player());
        let name = ctx.players.name(me);
        // The moves since this player's last turn, as words without numbers.
        let since = ctx.moves.with(|ms| {
            let start = last_turn_of(ms, me).map_or(0, |i| i + 1);
            ms[start..]
                .iter()
                .filter_map(|m| {
                    let who = ctx.players.name(m.player);
                    m.events.iter().find_map(|e| match e {
                        Event::Played { field, .. } => Some(l.cover_played(&who, *field)),
                        Event::Exchanged { .. } => Some(l.cover_exchanged(&who)),
                        _ => None,
                    })
                })
                .collect::<Vec<_>>()
        });
        view! {
            <div class="pass-cover">
                <button
                    type="button"
                    class="cover-btn"
                    data-turn-start
                    node_ref=button
                    on:click=move |ev| {
                        if !before.is_some_and(|t| t.doubled_by(&ev)) {
                            on_uncover.run(());
                        }
                    }
                    // A held Enter (that ended the last turn) repeats: only a new press lifts it.
                    on:keydown=move |ev| {
                        if ev.repeat() {
                            ev.prevent_default();
                        }
                    }
                >
                    <span class="cover-fan" aria-hidden="true">
                        <CardBack/>
                        <CardBack/>
                        <CardBack/>
                        <CardBack/>
                        <CardBack/>
                    </span>
                    <span class="cover-title">{l.pass_to(&name)}</span>
                    <span class="cover-tap">{l.pass_tap(&name)}</span>
                </button>
                <p class="cover-private">{l.pass_private()}</p>
                <CardNotices/>
                {(!since.is_empty())
                    .then(|| {
                        view! {
                            <ul class="cover-since">
                                {since.into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}
                            </ul>
                        }
                    })}
            </div>
        }
    }
}
