//! Kniffel Dice Duel: collect chips from a tray of 28.

use super::dice::Combo;
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

// TEMPORARY scoring stubs for the CLI (`pasch-cli score`); the real duel.rs replaces them.
impl ChipKind {
    pub const ALL: [ChipKind; 7] = [
        ChipKind::TwoPairs,
        ChipKind::ThreeOfAKind,
        ChipKind::SmallStraight,
        ChipKind::Flush,
        ChipKind::FullHouse,
        ChipKind::FourOfAKind,
        ChipKind::LargeStraight,
    ];

    pub fn value(self) -> u16 {
        [5, 10, 20, 25, 30, 40, 50][self as usize]
    }

    pub fn id(self) -> &'static str {
        [
            "two_pairs",
            "three_of_a_kind",
            "small_straight",
            "flush",
            "full_house",
            "four_of_a_kind",
            "large_straight",
        ][self as usize]
    }

    fn met_by(self, c: &Combo, flush: bool) -> bool {
        match self {
            ChipKind::TwoPairs => c.faces_with_at_least(2) >= 2,
            ChipKind::ThreeOfAKind => c.most_of_a_kind() >= 3,
            ChipKind::SmallStraight => c.longest_run() >= 4,
            ChipKind::Flush => flush,
            ChipKind::FullHouse => c.has_full_house(3, 2),
            ChipKind::FourOfAKind => c.most_of_a_kind() >= 4,
            ChipKind::LargeStraight => c.longest_run() >= 5,
        }
    }
}

/// The chip kinds whose condition five dice meet, lowest value first.
pub fn qualifying_kinds(dice: &[u8]) -> Vec<ChipKind> {
    let combo = Combo::new(dice);
    // Odd faces are black, even faces red.
    let flush = dice.iter().all(|d| d % 2 == 1) || dice.iter().all(|d| d % 2 == 0);
    ChipKind::ALL
        .into_iter()
        .filter(|k| k.met_by(&combo, flush))
        .collect()
}

pub fn is_kniffel(dice: &[u8]) -> bool {
    Combo::new(dice).all_equal()
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
