//! Format 2, the one written now:
//!
//! ```json
//! {"format":2,
//!  "setup":{"kind":"classic","rules_version":1,"players":[{"name":"Ada","bot":null}],
//!           "options":{"rule_set":"kniffel","joker":true,"announce_yourself":false},
//!           "seed":7,"dice":"random"},
//!  "log":[{"action":"roll"},{"action":"hold","die":0,"held":true}],
//!  "hints":[0,2],
//!  "state":{…}}
//! ```
//!
//! `setup` and `log` are the save: the game is their replay. `hints` (optional, left out
//! when nobody asked for one) counts the hints each seat was shown; `sums` (optional, left
//! out when nobody counts for themselves) is kids' mode's tally per seat. `state` is a copy of the
//! state that replay ends in, for people reading a downloaded save and for the browser
//! tests; it is never read, and any version may change its shape or leave it out.
//!
//! `setup` and `log` are the engine's own `Setup` and `Action` in their serde form. If one
//! of them ever changes in a way this reader cannot read, that is format 3: this shape
//! then moves to `migrate` as it stands, with a step from it to the new one.

use super::load_error::{unreadable, LoadError};
use crate::engine::action::Action;
use crate::engine::game::Game;
use crate::engine::game_state::GameState;
use crate::engine::setup::Setup;
use crate::engine::tally::SumTally;
use serde::{Deserialize, Serialize};

/// The save format this version writes. Bumped only when a setup or an action changes
/// in a way the current reader cannot read, with a migration for the old one.
pub const FORMAT_VERSION: u32 = 2;

/// A save as it is written.
#[derive(Serialize)]
struct Written<'a> {
    format: u32,
    setup: &'a Setup,
    log: &'a [Action],
    /// Hints asked for per seat (`Game::hints`); left out when none were.
    #[serde(skip_serializing_if = "no_hints")]
    hints: &'a [u32],
    /// Kids' mode's sums per seat (`Game::sums`); left out when nobody counts.
    #[serde(skip_serializing_if = "<[SumTally]>::is_empty")]
    sums: &'a [SumTally],
    state: &'a GameState,
}

fn no_hints(hints: &&[u32]) -> bool {
    hints.iter().all(|&n| n == 0)
}

/// A save as it is read: the rest of the text is ignored.
#[derive(Deserialize)]
struct Read {
    setup: Setup,
    log: Vec<Action>,
    /// Optional: saves from before hints were counted have none.
    #[serde(default)]
    hints: Vec<u32>,
    /// Optional: saves from before kids' mode have none.
    #[serde(default)]
    sums: Vec<SumTally>,
}

pub(super) fn write(game: &Game) -> String {
    let save = Written {
        format: FORMAT_VERSION,
        setup: game.setup(),
        log: game.log(),
        hints: game.hints(),
        sums: game.sums(),
        state: game.state(),
    };
    // Plain data: strings, integers, and maps whose keys are ids. Writing cannot fail;
    // were it to, the empty text would be kept aside as a damaged save on the next load.
    serde_json::to_string(&save).unwrap_or_default()
}

/// What a save holds: the setup, the log, the hints and kids' mode's sums per seat.
pub(super) type Parts = (Setup, Vec<Action>, Vec<u32>, Vec<SumTally>);

pub(super) fn read(text: &str) -> Result<Parts, LoadError> {
    let save: Read = serde_json::from_str(text).map_err(unreadable)?;
    Ok((save.setup, save.log, save.hints, save.sums))
}
