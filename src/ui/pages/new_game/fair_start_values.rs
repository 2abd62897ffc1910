//! The values behind the new-game form's "Fair start" (`fair_start`): the switch, each
//! player's head start and what was measured. A leaf of its own, so the form can hold them
//! and the card can read the form without the two files importing each other.

use crate::engine::{GameKind, MAX_HEAD_START};
use crate::stats::fair_start::Measured;
use crate::ui::pages::player_row::PlayerDraft;
use leptos::prelude::*;

/// What a measure was taken for: the game and each draft's name (draft id, name).
pub(crate) type Measuring = (GameKind, Vec<(u32, String)>);

/// The switch and the head starts, by draft id (`Copy`).
#[derive(Clone, Copy)]
pub struct FairStart {
    /// The switch.
    pub on: RwSignal<bool>,
    /// Each draft's head start (draft id, points).
    pub heads: RwSignal<Vec<(u32, u32)>>,
    /// The names measured and how (None while the brain reviews).
    pub measured: RwSignal<Option<Vec<(String, Measured)>>>,
    /// Counts the measuring runs: answers of an older run are dropped.
    pub(crate) run: StoredValue<u32>,
    /// Counts the changes of game and names: a wait for them to settle that a later
    /// change overtook measures nothing.
    pub(crate) settling: StoredValue<u32>,
    /// The game and names measured last (or being measured): the same again is not.
    pub(crate) asked: StoredValue<Option<Measuring>>,
}

impl FairStart {
    /// Off, nobody ahead.
    pub fn new() -> FairStart {
        FairStart {
            on: RwSignal::new(false),
            heads: RwSignal::new(Vec::new()),
            measured: RwSignal::new(None),
            run: StoredValue::new(0),
            settling: StoredValue::new(0),
            asked: StoredValue::new(None),
        }
    }

    /// The head starts by seat for `players` (empty while the switch is off).
    pub fn values(&self, players: &[PlayerDraft]) -> Vec<u32> {
        if !self.on.get_untracked() {
            return Vec::new();
        }
        players.iter().map(|p| self.head_of(p.id)).collect()
    }

    /// Draft `id`'s head start (untracked).
    pub(crate) fn head_of(&self, id: u32) -> u32 {
        self.heads
            .with_untracked(|h| h.iter().find(|(i, _)| *i == id).map_or(0, |(_, v)| *v))
    }

    /// Sets draft `id`'s head start.
    pub(crate) fn set(&self, id: u32, points: u32) {
        self.heads.update(|h| {
            h.retain(|(i, _)| *i != id);
            h.push((id, points.min(MAX_HEAD_START)));
        });
    }
}

impl Default for FairStart {
    fn default() -> FairStart {
        FairStart::new()
    }
}
