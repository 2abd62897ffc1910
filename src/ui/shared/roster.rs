//! The players of the game on screen as they were set up: names, human or computer.
//! Every game screen's context carries one.

use crate::engine::game::PlayerSetup;
use leptos::prelude::*;

#[derive(Clone, Copy)]
pub struct Roster(StoredValue<Vec<PlayerSetup>>);

impl Roster {
    pub fn new(players: Vec<PlayerSetup>) -> Roster {
        Roster(StoredValue::new(players))
    }

    pub fn name(&self, p: usize) -> String {
        self.0
            .with_value(|ps| ps.get(p).map(|x| x.name.clone()).unwrap_or_default())
    }

    pub fn is_bot(&self, p: usize) -> bool {
        self.0
            .with_value(|ps| ps.get(p).is_some_and(|x| x.bot.is_some()))
    }

    /// Player `p` exists and is a person (their turn gets the controls).
    pub fn is_human(&self, p: usize) -> bool {
        self.0
            .with_value(|ps| ps.get(p).is_some_and(|x| x.bot.is_none()))
    }

    pub fn count(&self) -> usize {
        self.0.with_value(|ps| ps.len())
    }
}
