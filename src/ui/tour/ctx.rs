//! The tournament screen's context (a leaf: it imports none of the screen's parts): the
//! kept tournaments, which one is shown, and how the last write went. Every change goes
//! through `apply` (the model's one `apply`, then a write to storage); a refused write
//! stays visible on the screen until a later one succeeds.

use crate::engine::GameId;
use crate::store::browser::local;
use crate::store::tours::{load_tours, store_tour};
use crate::store::{backend::Backend, StorageStatus};
use crate::tour::{TourAction, Tournament};
use leptos::prelude::*;
use std::cell::Cell;

thread_local! {
    /// The tournament to show when the screen opens next (a table game's Play and the
    /// end screen's "Back to the tournament" set it); the newest one otherwise.
    static OPEN: Cell<Option<GameId>> = const { Cell::new(None) };
}

/// Shows tournament `id` when the tournament screen opens next.
pub fn open_next(id: GameId) {
    OPEN.with(|o| o.set(Some(id)));
}

/// What the tournament screen's parts share.
#[derive(Clone, Copy)]
pub struct TourCtx {
    /// Every kept tournament, oldest first.
    pub tours: RwSignal<Vec<Tournament>>,
    /// The one shown; None: the setup of a new one.
    pub shown: RwSignal<Option<GameId>>,
    /// How the last write went.
    pub status: RwSignal<StorageStatus>,
}

impl TourCtx {
    /// Reads the kept tournaments and provides the context.
    pub fn provide() -> TourCtx {
        let loaded = local().map(|b| load_tours(&b));
        let (tours, status) = match loaded {
            Some(l) => (l.tours, l.status),
            None => (Vec::new(), StorageStatus::Unavailable),
        };
        let shown = OPEN
            .with(Cell::take)
            .filter(|id| tours.iter().any(|t| t.id == *id))
            .or_else(|| tours.iter().max_by_key(|t| t.at).map(|t| t.id));
        let ctx = TourCtx {
            tours: RwSignal::new(tours),
            shown: RwSignal::new(shown),
            status: RwSignal::new(status),
        };
        provide_context(ctx);
        ctx
    }

    /// The tournament shown, read (tracked).
    pub fn with_shown<T>(&self, read: impl FnOnce(&Tournament) -> T) -> Option<T> {
        let id = self.shown.get()?;
        self.tours
            .with(|all| all.iter().find(|t| t.id == id).map(read))
    }

    /// A new tournament: kept, and shown.
    pub fn add(&self, tour: Tournament) {
        self.write(&tour);
        self.shown.set(Some(tour.id));
        self.tours.update(|all| all.push(tour));
    }

    /// Applies `action` to tournament `id` and keeps it; false if the model refused.
    pub fn apply(&self, id: GameId, action: TourAction) -> bool {
        let mut changed = None;
        self.tours.update(|all| {
            if let Some(t) = all.iter_mut().find(|t| t.id == id) {
                if t.apply(action).is_ok() {
                    changed = Some(t.clone());
                }
            }
        });
        changed.inspect(|t| self.write(t)).is_some()
    }

    /// Fills every table game whose game in Pasch has ended (`finished`: its totals in
    /// seat order) and keeps the tournaments that changed.
    pub fn fill(&self, finished: impl Fn(GameId) -> Option<Vec<i32>>) {
        let mut changed = Vec::new();
        self.tours.update_untracked(|all| {
            for t in all.iter_mut() {
                if !t.fill(&finished).is_empty() {
                    changed.push(t.clone());
                }
            }
        });
        if !changed.is_empty() {
            changed.iter().for_each(|t| self.write(t));
            self.tours.notify();
        }
    }

    /// Keeps `tour`; the status says how it went.
    fn write(&self, tour: &Tournament) {
        let b = local();
        let result = store_tour(b.as_ref().map(|b| b as &dyn Backend), tour);
        self.status.set(result.err().unwrap_or(StorageStatus::Ok));
    }
}

/// The tournament screen's context.
pub fn use_tour() -> TourCtx {
    expect_context::<TourCtx>()
}
