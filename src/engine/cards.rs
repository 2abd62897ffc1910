//! Karten-Kniffel: the card game.

use super::classic::CLASSIC_BOXES;
use super::dice::Combo;
use super::game::{Action, Event, Refusal, Setup};
use super::rng::GameRng;
use super::sheet::{BoxId, Sheet};
use crate::refuse;
use serde::{Deserialize, Serialize};

// TEMPORARY scoring stub for the CLI (`pasch-cli score`); the real cards.rs replaces it.
/// The open fields these played cards fill validly, with their points, in sheet order.
pub fn allowed(cards: &[u8], sheet: &Sheet) -> Vec<(BoxId, u16)> {
    let c = Combo::new(cards);
    let n = cards.len();
    CLASSIC_BOXES
        .iter()
        .copied()
        .filter(|&b| b != BoxId::Chance && sheet.is_open(b))
        .filter(|&b| match b.upper_face() {
            Some(face) => n >= 1 && c.count(face) as usize == n,
            None if b == BoxId::SmallStraight => n == 4,
            None => n == 5,
        })
        .filter_map(|b| match b {
            // A small straight is exactly four different consecutive cards.
            BoxId::SmallStraight => (c.longest_run() == 4).then_some((b, 30)),
            _ => b.meets(&c).filter(|&p| p > 0).map(|p| (b, p)),
        })
        .collect()
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardsGame {
    pub players: usize,
}

impl CardsGame {
    pub fn new(setup: &Setup, _rng: &mut GameRng) -> CardsGame {
        CardsGame {
            players: setup.players.len(),
        }
    }
    pub fn apply(&mut self, _action: &Action, _rng: &mut GameRng) -> Result<Vec<Event>, Refusal> {
        refuse!(
            "Karten-Kniffel is not built yet.",
            "Karten-Kniffel gibt es noch nicht."
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
