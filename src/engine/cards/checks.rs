//! The Karten-Kniffel invariants, for tests, the simulator and the random bot.

use super::game::{
    CardsGame, ANNOUNCEMENT_PENALTY, CARDS_PER_VALUE, CARD_FIELDS, HAND_SIZE, MAX_HAND,
};
use crate::engine::scoresheet::sheet::ALL_BOXES;

impl CardsGame {
    /// 108 cards (18 of each value) in hands and piles; fields only on the card sheet,
    /// penalties only beside filled fields; the end of the game where the rules put it.
    ///
    /// # Errors
    ///
    /// A description of the first broken invariant.
    pub fn check_invariants(&self) -> Result<(), String> {
        let mut by_value = [0usize; 8];
        let piles = [&self.draw_pile, &self.discard_pile];
        for card in piles
            .into_iter()
            .chain(self.players.iter().map(|p| &p.hand))
            .flatten()
        {
            // Anything but 1..=6 lands in slot 0 or 7 and breaks the count below.
            by_value[(*card as usize).min(7)] += 1;
        }
        if by_value[1..=6].iter().any(|&n| n != CARDS_PER_VALUE) || by_value[0] + by_value[7] != 0 {
            return Err(format!("cards by value 0-6 and above: {by_value:?}"));
        }
        for (i, p) in self.players.iter().enumerate() {
            if !(HAND_SIZE..=MAX_HAND).contains(&p.hand.len()) {
                return Err(format!("player {i} holds {} cards", p.hand.len()));
            }
            if let Some(b) = ALL_BOXES
                .iter()
                .find(|&&b| !CARD_FIELDS.contains(&b) && !p.sheet.is_open(b))
            {
                return Err(format!("player {i} filled {}, not a card field", b.id()));
            }
            if let Some(b) = CARD_FIELDS.iter().find(|&&b| {
                let pen = p.penalties.get(b);
                pen.is_some() && (p.sheet.is_open(b) || pen.is_some_and(|x| x <= 0 || x % 2 != 0))
            }) {
                return Err(format!("player {i} has a wrong penalty beside {}", b.id()));
            }
            if ![0, ANNOUNCEMENT_PENALTY].contains(&p.announcement_penalty) {
                return Err(format!(
                    "player {i} has announcement penalty {}",
                    p.announcement_penalty
                ));
            }
            if self.finished_by.is_none() && self.open_count(i) == 0 {
                return Err(format!(
                    "player {i} is done but the last round never started"
                ));
            }
        }
        if self.current >= self.players.len() {
            return Err(format!(
                "player {} on turn of {}",
                self.current,
                self.players.len()
            ));
        }
        if let Some(f) = self.finished_by {
            if self.open_count(f) != 0 {
                return Err(format!("player {f} finished with open fields"));
            }
        }
        if self.over {
            if self.finished_by.is_none() || self.current + 1 != self.players.len() {
                return Err("the game ended before the round was finished".into());
            }
        } else if self.open_count(self.current) == 0 {
            return Err(format!(
                "player {} is on turn with a full sheet",
                self.current
            ));
        }
        if self.announcing && !(self.announce_yourself && self.open_count(self.current) == 2) {
            return Err("an announcement without two open fields".into());
        }
        Ok(())
    }
}
