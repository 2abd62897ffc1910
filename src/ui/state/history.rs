//! The finished games the statistics are computed from, as a context: the session's
//! history, read and changed like a signal.

use crate::session::Session;
use crate::stats::history::History;
use leptos::prelude::*;

/// The session's finished games, read and changed like a signal (a tracked read
/// follows every change of the session).
#[derive(Clone, Copy)]
pub struct SessionHistory(RwSignal<Session>);

impl SessionHistory {
    /// The finished games of `session`.
    pub fn of(session: RwSignal<Session>) -> SessionHistory {
        SessionHistory(session)
    }

    /// Reads the history (tracked).
    pub fn with<T>(&self, read: impl FnOnce(&History) -> T) -> T {
        self.0.with(|s| read(s.history()))
    }

    /// Reads the history (untracked).
    pub fn with_untracked<T>(&self, read: impl FnOnce(&History) -> T) -> T {
        self.0.with_untracked(|s| read(s.history()))
    }

    /// Changes the history and tells the screens.
    pub fn update(&self, change: impl FnOnce(&mut History)) {
        self.0.update(|s| change(s.history_mut()));
    }

    /// Changes the history without telling the screens (a long import, slice by slice:
    /// `update` once at its end counts the statistics once).
    pub fn update_untracked(&self, change: impl FnOnce(&mut History)) {
        self.0.update_untracked(|s| change(s.history_mut()));
    }

    /// Replaces the history.
    pub fn set(&self, history: History) {
        self.update(|h| *h = history);
    }

    /// Follows every change of the history (and of the session).
    pub fn track(&self) {
        self.0.track();
    }
}
