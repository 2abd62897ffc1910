//! What the screen may read of a Dice Duel game: chips, turn, what may be taken.

use crate::engine::turn::DiceTurn;

use super::chips::{ChipKind, Chips};
use super::game::{DuelGame, KNIFFEL_PICKS, SOLO_KNIFFEL_PICKS};
use super::scoring::{is_kniffel, qualifying_kinds, score, Breakdown};

impl DuelGame {
    /// Whether one player plays alone (other set-aside and Kniffel rules).
    pub fn is_solo(&self) -> bool {
        self.players.len() == 1
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// The seat on turn (the last one to move once the game is over).
    pub fn current_player(&self) -> usize {
        self.current
    }

    /// Real dice typed in (`Action::EnterDice`) instead of the app's rolls.
    pub fn manual(&self) -> bool {
        self.manual
    }

    /// Each player's chips, laid open, by seat.
    pub fn players(&self) -> &[Chips] {
        &self.players
    }

    /// The seat that begins every round (the multiplayer set-aside rule counts rounds
    /// from it).
    pub fn first_player(&self) -> usize {
        self.first
    }

    /// 1-based round number.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The dice of the turn being played: faces, holds, rolls taken.
    pub fn turn(&self) -> &DiceTurn {
        &self.turn
    }

    /// Kniffel chips still owed once the first of two was taken (solo); 0 otherwise.
    pub fn picks_owed(&self) -> u8 {
        self.picks_owed
    }

    /// The chips still in the tray.
    pub fn tray(&self) -> &Chips {
        &self.tray
    }

    /// The chips set aside: only a Kniffel can claim them.
    pub fn set_aside(&self) -> &Chips {
        &self.set_aside
    }

    /// Player `p`'s chips (empty for a player who does not exist).
    pub fn chips(&self, p: usize) -> Chips {
        self.players.get(p).copied().unwrap_or_default()
    }

    /// Someone took a chip in the round so far (multiplayer set-aside rule).
    pub fn round_had_chip(&self) -> bool {
        self.round_had_chip
    }

    /// The chip set aside when the previous turn ended, for the screen to show.
    pub fn last_set_aside(&self) -> Option<ChipKind> {
        self.last_set_aside
    }

    /// Who took the last chip from the tray (+20); None while playing or when a set-aside
    /// emptied the tray.
    pub fn last_chip_taker(&self) -> Option<usize> {
        self.last_chip
    }

    /// Player `p`'s score, itemised.
    pub fn breakdown(&self, p: usize) -> Breakdown {
        score(&self.chips(p), self.last_chip == Some(p))
    }

    /// Player `p`'s total.
    pub fn total(&self, p: usize) -> i32 {
        self.breakdown(p).total
    }

    /// Every player's total, by seat.
    pub fn totals(&self) -> Vec<i32> {
        (0..self.players.len()).map(|p| self.total(p)).collect()
    }

    /// Chips a Kniffel earns in this game (1, solo 2).
    pub fn picks_per_kniffel(&self) -> u8 {
        if self.is_solo() {
            SOLO_KNIFFEL_PICKS
        } else {
            KNIFFEL_PICKS
        }
    }

    /// The current dice are a Kniffel (or its chips are being taken).
    pub fn is_kniffel_now(&self) -> bool {
        !self.over
            && (self.picks_owed > 0 || (self.turn.has_rolled() && is_kniffel(&self.turn.dice)))
    }

    /// Kniffel chips still to take this turn: 0 without a Kniffel; else the picks it
    /// earns (fewer when fewer chips are left), minus those already taken.
    pub fn kniffel_picks_left(&self) -> u8 {
        if self.picks_owed > 0 {
            self.picks_owed
        } else if self.is_kniffel_now() {
            let available = self.tray.total() + self.set_aside.total();
            // At most 28 chips: the count fits a u8.
            (self.picks_per_kniffel() as u32).min(available) as u8
        } else {
            0
        }
    }

    /// The chip kinds the current dice meet (empty before the first roll), whether or
    /// not the tray still has them.
    pub fn qualifying(&self) -> Vec<ChipKind> {
        if self.turn.has_rolled() && !self.over {
            qualifying_kinds(&self.turn.dice)
        } else {
            Vec::new()
        }
    }

    /// Every chip the current player may take now: (kind, from_set_aside), tray chips
    /// first, lowest value first. Empty before the first roll and when nothing fits.
    pub fn takeable(&self) -> Vec<(ChipKind, bool)> {
        if self.over || !self.turn.has_rolled() {
            return Vec::new();
        }
        if self.is_kniffel_now() {
            let tray = self.tray.iter().map(|(k, _)| (k, false));
            let aside = self.set_aside.iter().map(|(k, _)| (k, true));
            return tray.chain(aside).collect();
        }
        self.qualifying()
            .into_iter()
            .filter(|&k| self.tray.count(k) > 0)
            .map(|k| (k, false))
            .collect()
    }

    /// The turn may end without a chip: rolled, and no chip can be taken.
    pub fn may_end_without_chip(&self) -> bool {
        !self.over && self.turn.has_rolled() && self.takeable().is_empty()
    }
}
