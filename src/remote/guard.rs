//! What the table lets a phone do. A phone runs on someone else's device, and a modified
//! or looping one may send anything: thousands of taps a second, messages of megabytes,
//! actions out of turn or made in a position the player never saw. Each phone gets a
//! `Gate` (a size limit and a token bucket, so a flood costs the table next to nothing
//! and everyone else plays on), and each of its actions is judged (`judge`) before the
//! session sees it. What the rules allow is the engine's to say.

use crate::brain::Answer;
use crate::engine::Game;
use crate::remote::position::{position, Position};
use crate::remote::protocol::MAX_TO_TABLE;
use crate::remote::view::seat_on_turn;

/// How many messages a phone may send at once (a burst of taps, a reconnect's hello).
pub const BURST: f64 = 30.0;
/// How many messages a phone may send per second in the long run: a person taps a few
/// times a second at most.
pub const PER_SECOND: f64 = 10.0;

/// One phone's allowance: messages over `MAX_TO_TABLE` bytes are dropped, and so is
/// every message beyond `BURST` at once or `PER_SECOND` over time (a token bucket).
#[derive(Clone, Debug, PartialEq)]
pub struct Gate {
    tokens: f64,
    /// When the bucket was last filled up (ms, any monotonic clock).
    at: f64,
}

impl Gate {
    /// A full allowance at `now` (ms).
    pub fn new(now: f64) -> Gate {
        Gate {
            tokens: BURST,
            at: now,
        }
    }

    /// Whether a message of `len` bytes arriving at `now` (ms) is read. A dropped message
    /// still costs its token: a flood of large messages empties the bucket too.
    pub fn admit(&mut self, len: usize, now: f64) -> bool {
        let elapsed = (now - self.at).max(0.0);
        self.tokens = (self.tokens + elapsed * PER_SECOND / 1000.0).min(BURST);
        self.at = now.max(self.at);
        if self.tokens < 1.0 {
            return false;
        }
        self.tokens -= 1.0;
        len <= MAX_TO_TABLE
    }
}

/// Why the table does not take a phone's action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// It is not that phone's seat's turn (or the game is over).
    NotYourTurn,
    /// It was made in another position than the table's: the phone had not seen the
    /// game as it is now.
    Stale,
}

/// Whether the phone at `seat` may act now with an action made `at` (the engine then
/// judges the action itself).
///
/// # Errors
///
/// The `Refusal` that says why not.
pub fn judge(game: &Game, seat: usize, at: Position) -> Result<(), Refusal> {
    if !seat_on_turn(game, seat) {
        return Err(Refusal::NotYourTurn);
    }
    if position(game) != at {
        return Err(Refusal::Stale);
    }
    Ok(())
}

/// A phone's hints: the advice for a position is counted once and asked of the brain
/// once; asked again there (the panel opened twice, or a flood), the same answer goes
/// back without counting or thinking again.
#[derive(Clone, Debug, Default)]
pub struct Hints {
    /// The position of the last hint counted, and its answer once the brain gave it.
    last: Option<(Position, Option<Answer>)>,
}

/// What the table does with a phone's hint.
#[derive(Clone, Debug, PartialEq)]
pub enum HintStep {
    /// Count it with the game and ask the brain.
    Ask,
    /// Send this answer again.
    Again(Answer),
    /// Asked already, the answer is on its way: nothing.
    Wait,
}

impl Hints {
    /// A hint asked at `at` (a position the table has: `judge` first).
    pub fn ask(&mut self, at: Position) -> HintStep {
        match &self.last {
            Some((p, Some(answer))) if *p == at => HintStep::Again(answer.clone()),
            Some((p, None)) if *p == at => HintStep::Wait,
            _ => {
                self.last = Some((at, None));
                HintStep::Ask
            }
        }
    }

    /// The brain's `answer` to the hint asked at `at`.
    pub fn answered(&mut self, at: Position, answer: Answer) {
        if let Some((p, slot)) = &mut self.last {
            if *p == at {
                *slot = Some(answer);
            }
        }
    }
}

#[cfg(test)]
mod tests;
