//! The Dice Duel invariants, for tests and the simulator.

use super::chips::{ChipKind, CHIPS_PER_KIND};
use super::game::{DuelGame, ROLLS};
use super::scoring::is_kniffel;
use super::scoring::valid_dice;

impl DuelGame {
    /// 28 chips accounted for, the tray empty exactly when the game is over, and the
    /// turn state consistent.
    ///
    /// # Errors
    ///
    /// A description of the first broken invariant.
    pub fn check_invariants(&self) -> Result<(), String> {
        if !(1..=4).contains(&self.players.len()) {
            return Err(format!("{} players", self.players.len()));
        }
        if self.current >= self.players.len() {
            return Err(format!("current player {} does not exist", self.current));
        }
        for kind in ChipKind::ALL {
            let held: u32 = self.players.iter().map(|p| p.count(kind) as u32).sum();
            let all = self.tray.count(kind) as u32 + self.set_aside.count(kind) as u32 + held;
            if all != CHIPS_PER_KIND as u32 {
                return Err(format!("{all} {} chips instead of 4", kind.id()));
            }
        }
        if self.over != self.tray.is_empty() {
            return Err(format!(
                "over = {} but {} chips in the tray",
                self.over,
                self.tray.total()
            ));
        }
        if self.last_chip.is_some() && !self.over {
            return Err("a last-chip bonus while the game goes on".into());
        }
        if self.turn.rolls > ROLLS {
            return Err(format!("{} rolls this turn", self.turn.rolls));
        }
        if self.turn.has_rolled() && !valid_dice(&self.turn.dice) {
            return Err(format!("impossible dice {:?}", self.turn.dice));
        }
        if self.picks_owed > 0
            && (self.over
                || !is_kniffel(&self.turn.dice)
                || self.picks_owed >= self.picks_per_kniffel())
        {
            return Err(format!("{} Kniffel chips owed", self.picks_owed));
        }
        Ok(())
    }
}
