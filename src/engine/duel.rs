//! Kniffel Dice Duel: collect chips from a tray of 28.

use super::game::{Action, Event, Refusal, Setup};
use super::rng::GameRng;
use crate::refuse;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChipKind {
    TwoPairs,
    ThreeOfAKind,
    SmallStraight,
    Flush,
    FullHouse,
    FourOfAKind,
    LargeStraight,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DuelGame {
    pub players: usize,
}

impl DuelGame {
    pub fn new(setup: &Setup) -> DuelGame {
        DuelGame {
            players: setup.players.len(),
        }
    }
    pub fn apply(&mut self, _action: &Action, _rng: &mut GameRng) -> Result<Vec<Event>, Refusal> {
        refuse!(
            "Dice Duel is not built yet.",
            "Dice Duel gibt es noch nicht."
        )
    }
    pub fn is_over(&self) -> bool {
        false
    }
    pub fn current_player(&self) -> usize {
        0
    }
    pub fn totals(&self) -> Vec<i32> {
        vec![0; self.players]
    }
    pub fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }
    pub fn legal_actions(&self) -> Vec<Action> {
        Vec::new()
    }
}
