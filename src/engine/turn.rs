//! A dice turn as the dice games share it: rolls so far, the dice, which are held.

use super::dice::DieKind;
use super::error::RuleError;
use super::event::Event;
use super::rng::GameRng;
use serde::{Deserialize, Serialize};

/// The dice of the turn being played.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceTurn {
    /// Rolls made this turn (0 before the first).
    pub rolls: u8,
    /// What each die shows (0 before the first roll).
    pub dice: Vec<u8>,
    /// Which dice are held.
    pub held: Vec<bool>,
}

impl DiceTurn {
    /// A turn with `count` dice, nothing rolled.
    pub fn new(count: usize) -> Self {
        DiceTurn {
            rolls: 0,
            dice: vec![0; count],
            held: vec![false; count],
        }
    }

    /// Whether the turn's first roll was made.
    pub fn has_rolled(&self) -> bool {
        self.rolls > 0
    }

    /// What the next throw keeps, die by die: the face of a die held after a roll, None
    /// for a die to be thrown (all of them before the first roll, as `roll` does).
    pub fn kept_faces(&self) -> impl Iterator<Item = Option<u8>> + '_ {
        self.dice
            .iter()
            .zip(&self.held)
            .map(|(&d, &h)| (self.has_rolled() && h).then_some(d))
    }

    /// Checks that a roll is possible now with `limit` rolls this turn.
    ///
    /// # Errors
    ///
    /// `RuleError::NoRollsLeft` when the turn has had `limit` rolls,
    /// `RuleError::AllDiceHeld` when every die is held.
    pub fn check_roll(&self, limit: u8) -> Result<(), RuleError> {
        if self.rolls >= limit {
            return Err(RuleError::NoRollsLeft);
        }
        if self.rolls > 0 && self.held.iter().all(|&h| h) {
            return Err(RuleError::AllDiceHeld);
        }
        Ok(())
    }

    /// Rolls every die that is not held (all of them on the first roll).
    pub fn roll(&mut self, kinds: &[DieKind], rng: &mut GameRng) {
        self.roll_by(kinds, |_, kind| kind.roll(rng));
    }

    /// Throws every die that is not held (all of them on the first roll), each showing
    /// `throw(position among the dice thrown, its kind)`.
    pub fn roll_by(&mut self, kinds: &[DieKind], mut throw: impl FnMut(usize, DieKind) -> u8) {
        if self.rolls == 0 {
            self.held.iter_mut().for_each(|h| *h = false);
        }
        let mut position = 0;
        for (i, &kind) in kinds.iter().enumerate() {
            if !self.held[i] {
                self.dice[i] = throw(position, kind);
                position += 1;
            }
        }
        self.rolls += 1;
    }

    /// Checks that die `die` may be held or released now.
    ///
    /// # Errors
    ///
    /// `RuleError::HoldBeforeRoll` before the first roll, `RuleError::NoSuchDie` for a die
    /// the game does not have.
    pub fn check_hold(&self, die: usize) -> Result<(), RuleError> {
        if self.rolls == 0 {
            return Err(RuleError::HoldBeforeRoll);
        }
        if die >= self.dice.len() {
            return Err(RuleError::NoSuchDie { die });
        }
        Ok(())
    }

    /// Checks dice typed in from real dice: one value per die, each a face that die has.
    ///
    /// # Errors
    ///
    /// `RuleError::NoRollsLeft` when the turn has had `limit` rolls; what `check_dice`
    /// refuses.
    pub fn check_entered(
        &self,
        kinds: &[DieKind],
        dice: &[u8],
        limit: u8,
    ) -> Result<(), RuleError> {
        if self.rolls >= limit {
            return Err(RuleError::NoRollsLeft);
        }
        check_dice(kinds, dice)
    }

    /// Puts real dice typed in on the table (checked with `check_entered`); counts as a
    /// roll.
    pub fn enter(&mut self, dice: &[u8]) {
        self.dice = dice.to_vec();
        self.rolls += 1;
    }

    /// Refuses `Roll` in a game with real dice (typed in) and `EnterDice` in a game
    /// where the app rolls.
    ///
    /// # Errors
    ///
    /// `RuleError::RealDice` for a roll with real dice, `RuleError::AppRolls` for dice
    /// typed in where the app rolls.
    pub fn check_source(manual: bool, typed_in: bool) -> Result<(), RuleError> {
        match (manual, typed_in) {
            (true, false) => Err(RuleError::RealDice),
            (false, true) => Err(RuleError::AppRolls),
            _ => Ok(()),
        }
    }

    /// Holds or releases one die (after the first roll).
    ///
    /// # Errors
    ///
    /// What `check_hold` refuses.
    pub fn hold(&mut self, die: usize, held: bool) -> Result<Vec<Event>, RuleError> {
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

    /// Checks that the turn's first roll was made.
    ///
    /// # Errors
    ///
    /// `RuleError::NotRolled` before the first roll.
    pub fn require_rolled(&self) -> Result<(), RuleError> {
        if self.rolls == 0 {
            return Err(RuleError::NotRolled);
        }
        Ok(())
    }
}

/// One value per die, each a face that die has.
///
/// # Errors
///
/// `RuleError::DiceCount` for the wrong number of dice, `RuleError::NoSuchFace` for a face
/// a die does not have.
pub fn check_dice(kinds: &[DieKind], dice: &[u8]) -> Result<(), RuleError> {
    if dice.len() != kinds.len() {
        return Err(RuleError::DiceCount {
            expected: kinds.len(),
            got: dice.len(),
        });
    }
    for (die, (&shows, &kind)) in dice.iter().zip(kinds).enumerate() {
        if !kind.allows(shows) {
            return Err(RuleError::NoSuchFace { die, shows, kind });
        }
    }
    Ok(())
}
