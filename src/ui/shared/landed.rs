//! The moment a score lands: a message at the foot of the screen names the player, the
//! box (chip, field) and the points ("Anna: Large straight, 40") for a couple of seconds,
//! with the seat's colour; a Kniffel gets a celebration over the table (its fanfare
//! sounds from `ui::feel`), left out under prefers-reduced-motion, where the message
//! still shows. It follows the game's log (`follow_new_moves`), so a re-render or an
//! undo shows nothing again. The screen reader hears the same moves once, in its own
//! words, from the app's one live region (`shell::announcer`): the message is not read
//! a second time.

use crate::engine::{Game, GameKind};
use crate::ui::feel::reduced_motion;
use crate::ui::i18n::Lang;
use crate::ui::shared::new_moves::follow_new_moves;
use crate::ui::shared::play_log::{entries, LogEntry};
use crate::ui::shared::roster::{shared_device, Away};
use crate::ui::shared::seats::seat_class;
use crate::ui::state::{use_lang, use_on_screen};
use leptos::prelude::*;
use std::time::Duration;

/// How long a message stays (ms): long enough to read, short enough to be gone by the
/// next player's first roll. The celebration's animation (style/main.css) ends before.
pub const LANDED_MS: u64 = 2600;

/// A message on screen.
#[derive(Clone, PartialEq)]
struct Landed {
    seat: usize,
    text: String,
    /// A Kniffel to celebrate with it.
    kniffel: bool,
    /// Counts the messages, so only the newest one's timer takes it away.
    id: u64,
}

/// The message of an entry that lands a score: its seat and its words.
fn landed(entry: &LogEntry, lang: Lang, game: &Game) -> Option<(usize, String)> {
    let name = |p: usize| game.setup().player_name(p);
    match entry {
        LogEntry::Scored {
            player,
            box_id,
            points,
        } => Some((*player, lang.landed(name(*player), *box_id, *points))),
        LogEntry::ChipTaken { player, kind, .. } => {
            Some((*player, lang.landed(name(*player), *kind, kind.value())))
        }
        LogEntry::NoChip { player } => Some((*player, lang.landed_no_chip(name(*player)))),
        LogEntry::Played {
            player,
            field,
            points,
            ..
        } => Some((*player, lang.landed(name(*player), *field, *points))),
        _ => None,
    }
}

/// Confetti pieces of the celebration (each placed and timed by style/main.css).
const CONFETTI: usize = 24;

/// The message at the foot of the screen when a score lands, and a Kniffel's confetti.
#[component]
pub fn LandedNews() -> impl IntoView {
    let lang = use_lang();
    let now = RwSignal::new(None::<Landed>);
    let count = StoredValue::new(0u64);
    let phone = use_context::<Away>().is_some_and(|a| a.phone);
    follow_new_moves(use_on_screen(), move |g, from| {
        // Karten-Kniffel passed around one device: the pass cover names the play itself,
        // without its points, and nothing over the cover may give away a number.
        if g.kind() == GameKind::Cards && shared_device(&g.setup().players, phone) {
            now.set(None);
            return;
        }
        let l = lang.get_untracked();
        // Several moves at once (skipping ahead): the last score that landed.
        let Some((seat, text)) = entries(g)
            .iter()
            .rev()
            .take_while(|(at, _)| *at >= from)
            .find_map(|(_, e)| landed(e, l, g))
        else {
            return;
        };
        let kniffel = g
            .history()
            .get(from..)
            .unwrap_or_default()
            .iter()
            .flat_map(|(_, events)| events)
            .any(|e| e.kniffel_of().is_some());
        count.update_value(|c| *c += 1);
        let id = count.get_value();
        now.set(Some(Landed {
            seat,
            text,
            kniffel: kniffel && !reduced_motion(),
            id,
        }));
        // The game screen may be gone by then: then there is nothing to take away.
        set_timeout(
            move || {
                if now.try_with_untracked(|n| n.as_ref().is_some_and(|n| n.id == id)) == Some(true)
                {
                    now.try_set(None);
                }
            },
            Duration::from_millis(LANDED_MS),
        );
    });
    move || {
        now.get().map(|n| {
            view! {
                {n.kniffel.then(|| view! {
                    <div class="celebration" aria-hidden="true" data-celebration>
                        <span class="celebration-word">{lang.get_untracked().cheer_kniffel()}</span>
                        {(0..CONFETTI).map(|i| view! { <i class=format!("confetti {}", seat_class(i)) style=format!("--i: {i}")></i> }).collect_view()}
                    </div>
                })}
                <p class=format!("landed {}", seat_class(n.seat)) aria-hidden="true" data-landed>
                    <span class="seat-dot"></span>
                    {n.text}
                </p>
            }
        })
    }
}
