//! How much room Pasch has in the browser and how it is shared. Browsers give an origin's
//! localStorage about five million characters (Chromium and Firefox: 5,242,880 UTF-16
//! code units of keys and values, measured in Chromium 156), a little less in Safari, and
//! say nothing of it to the page: Pasch counts what it stores against `QUOTA`.

use super::backend::Backend;

/// The characters (of keys and values) Pasch reckons with.
pub const QUOTA: usize = 5_000_000;

/// The finished games may take this much; beyond it the oldest give up their moves (their
/// summary stays). The rest is for the running game (an eight-player save with its state
/// snapshot is under 100,000), settings and kept-aside texts. A four-player Kniffel takes
/// about 1,500 characters with its moves and 400 without, so some 2,000 games keep their
/// moves, and over 7,000 their results.
pub const HISTORY_BUDGET: usize = 3_000_000;

/// What the storage holds, for Statistics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    /// Characters of every key and value of this origin.
    pub used: usize,
    /// `QUOTA`.
    pub quota: usize,
}

impl Usage {
    /// Per cent of `QUOTA` in use, rounded up (a sliver in use is 1 %), at most 100.
    pub fn percent_used(&self) -> usize {
        if self.quota == 0 {
            return 100;
        }
        (self.used * 100).div_ceil(self.quota).min(100)
    }
}

/// What `b` holds now.
pub fn usage(b: &dyn Backend) -> Usage {
    let used = b
        .keys()
        .iter()
        .map(|k| k.chars().count() + b.get(k).map_or(0, |v| v.chars().count()))
        .sum();
    Usage { used, quota: QUOTA }
}
