//! How the page tells a brain that stopped working from a slow one.

use std::time::Duration;

/// Tells a brain's worker that stopped working from a slow one, by its silence in ticks
/// of a clock on the page. Silence is the only sign: when the worker's wasm fails to
/// start (blocked, missing, damaged), the rejected promise inside the worker fires no
/// `error` at the page. Ticks rather than elapsed time, so that a page frozen in the
/// background, its clock with it, does not count the freeze.
#[derive(Clone, Copy, Debug, Default)]
pub struct Watchdog {
    silent: u32,
    started: bool,
}

impl Watchdog {
    /// How often the clock ticks.
    pub const TICK: Duration = Duration::from_secs(1);
    /// Ticks to wait for the worker's first word. Its files (a few KB of script, its
    /// wasm) come from the service worker's cache in well under a second and over a slow
    /// mobile network in a few; a person waits no longer than this for the computer to
    /// play on in the page instead.
    pub const STARTING: u32 = 15;
    /// Ticks a started worker may go without a word while it owes an answer. A solve
    /// reports progress after every 256 of the 8191 box sets, about every 80 ms of a 2.5 s
    /// solve on a desktop: a phone a hundred times slower still speaks every few seconds;
    /// a computer's move takes well under a second.
    pub const SOLVING: u32 = 30;

    /// The worker said something (ready, progress, its table): it works.
    pub fn heard(&mut self) {
        self.silent = 0;
        self.started = true;
    }

    /// One tick of the clock: `true` once the worker has been silent for too long.
    pub fn tick(&mut self) -> bool {
        self.silent += 1;
        self.silent
            >= if self.started {
                Self::SOLVING
            } else {
                Self::STARTING
            }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_watchdog_waits_longer_once_the_worker_started() {
        let silent_for = |dog: &mut Watchdog| (1..).find(|_| dog.tick()).unwrap_or(0);
        let mut dog = Watchdog::default();
        assert_eq!(silent_for(&mut dog), Watchdog::STARTING);
        let mut dog = Watchdog::default();
        dog.tick();
        dog.heard();
        assert_eq!(silent_for(&mut dog), Watchdog::SOLVING);
        // Every word starts the count again.
        dog.heard();
        for _ in 1..Watchdog::SOLVING {
            assert!(!dog.tick());
        }
        dog.heard();
        assert!(!dog.tick());
    }
}
