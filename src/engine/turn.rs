//! A dice turn as the dice games share it: rolls so far, the dice, which are held.

use super::game::{Event, Refusal};
use super::rng::GameRng;
use crate::refuse;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceTurn {
    /// Rolls made this turn (0 before the first).
    pub rolls: u8,
    pub dice: Vec<u8>,
    pub held: Vec<bool>,
}

/// Which faces a die can show: `1..=6`, or `0..=9` for the ten-sided die.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DieKind {
    Six,
    Ten,
}

impl DieKind {
    pub fn roll(self, rng: &mut GameRng) -> u8 {
        match self {
            DieKind::Six => rng.d6(),
            DieKind::Ten => rng.d10(),
        }
    }

    pub fn allows(self, v: u8) -> bool {
        match self {
            DieKind::Six => (1..=6).contains(&v),
            DieKind::Ten => v <= 9,
        }
    }
}

impl DiceTurn {
    pub fn new(count: usize) -> Self {
        DiceTurn {
            rolls: 0,
            dice: vec![0; count],
            held: vec![false; count],
        }
    }

    pub fn has_rolled(&self) -> bool {
        self.rolls > 0
    }

    /// Checks that a roll is possible now with `limit` rolls this turn.
    pub fn check_roll(&self, limit: u8) -> Result<(), Refusal> {
        if self.rolls >= limit {
            return refuse!(
                "No rolls left this turn.",
                "Keine Würfe mehr in diesem Zug."
            );
        }
        if self.rolls > 0 && self.held.iter().all(|&h| h) {
            return refuse!(
                "All dice are held: release one to roll.",
                "Alle Würfel sind gehalten: gib einen frei, um zu würfeln."
            );
        }
        Ok(())
    }

    /// Rolls every die that is not held (all of them on the first roll).
    pub fn roll(&mut self, kinds: &[DieKind], rng: &mut GameRng) {
        if self.rolls == 0 {
            self.held.iter_mut().for_each(|h| *h = false);
        }
        for (i, kind) in kinds.iter().enumerate() {
            if !self.held[i] {
                self.dice[i] = kind.roll(rng);
            }
        }
        self.rolls += 1;
    }

    pub fn check_hold(&self, die: usize) -> Result<(), Refusal> {
        if self.rolls == 0 {
            return refuse!(
                "Roll first, then hold dice.",
                "Erst würfeln, dann Würfel halten."
            );
        }
        if die >= self.dice.len() {
            return refuse!(
                format!("There is no die {}.", die + 1),
                format!("Es gibt keinen Würfel {}.", die + 1)
            );
        }
        Ok(())
    }

    /// Checks dice typed in from real dice: one value per die, each a face that die has.
    pub fn check_entered(&self, kinds: &[DieKind], dice: &[u8], limit: u8) -> Result<(), Refusal> {
        if self.rolls >= limit {
            return refuse!(
                "No rolls left this turn.",
                "Keine Würfe mehr in diesem Zug."
            );
        }
        check_dice(kinds, dice)
    }

    pub fn enter(&mut self, dice: &[u8]) {
        self.dice = dice.to_vec();
        self.rolls += 1;
    }

    /// Refuses `Roll` in a game with real dice (typed in) and `EnterDice` in a game
    /// where the app rolls.
    pub fn check_source(manual: bool, typed_in: bool) -> Result<(), Refusal> {
        match (manual, typed_in) {
            (true, false) => refuse!(
                "This game uses real dice: enter what they show.",
                "In diesem Spiel wird echt gewürfelt: gib die Augen ein."
            ),
            (false, true) => refuse!(
                "The app rolls the dice in this game.",
                "In diesem Spiel würfelt die App."
            ),
            _ => Ok(()),
        }
    }

    /// Holds or releases one die (after the first roll).
    pub fn hold(&mut self, die: usize, held: bool) -> Result<Vec<Event>, Refusal> {
        self.check_hold(die)?;
        self.held[die] = held;
        Ok(vec![Event::HoldChanged { die, held }])
    }

    /// The event for the roll just made (or dice just entered) by `player`.
    pub fn rolled_event(&self, player: usize) -> Event {
        Event::Rolled {
            player,
            roll: self.rolls,
            dice: self.dice.clone(),
        }
    }

    pub fn require_rolled(&self) -> Result<(), Refusal> {
        if self.rolls == 0 {
            return refuse!("Roll the dice first.", "Erst würfeln.");
        }
        Ok(())
    }
}

/// One value per die, each a face that die has.
pub fn check_dice(kinds: &[DieKind], dice: &[u8]) -> Result<(), Refusal> {
    if dice.len() != kinds.len() {
        return refuse!(
            format!("Expected {} dice, got {}.", kinds.len(), dice.len()),
            format!("{} Würfel erwartet, {} erhalten.", kinds.len(), dice.len())
        );
    }
    for (i, (&v, kind)) in dice.iter().zip(kinds).enumerate() {
        if !kind.allows(v) {
            let range = match kind {
                DieKind::Six => "1-6",
                DieKind::Ten => "0-9",
            };
            return refuse!(
                format!("Die {} shows {v}, but it only has {range}.", i + 1),
                format!("Würfel {} zeigt {v}, hat aber nur {range}.", i + 1)
            );
        }
    }
    Ok(())
}
