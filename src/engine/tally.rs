//! Kids' mode's tally (`SumTally`): per seat, how many sums a player who counts for
//! themselves was asked and how many were right the first time. Like the hints it is no
//! action (a typed sum changes nothing on the table: the rules' points are scored); it is
//! saved with the game and kept by undo, and the statistics count it when the game ends.

use serde::{Deserialize, Serialize};

/// One seat's sums in kids' mode.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SumTally {
    /// Sums asked and answered (each box, the upper total, the bonus).
    #[serde(default)]
    pub asked: u32,
    /// Of those, right at the first try.
    #[serde(default)]
    pub right_first: u32,
    /// The upper total and the bonus have been asked (once the upper section is full).
    #[serde(default, skip_serializing_if = "is_false")]
    pub upper_asked: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl SumTally {
    /// Counts one sum answered, `first_try` when it was right at once.
    pub fn count(&mut self, first_try: bool) {
        self.asked = self.asked.saturating_add(1);
        if first_try {
            self.right_first = self.right_first.saturating_add(1);
        }
    }
}
