//! A turn-start position of solitaire Kniffel as the solver sees it: which of the 13 boxes
//! are filled, the upper sum (capped at 63: beyond it only "bonus reached" matters) and
//! whether the Kniffel box holds 50 (which decides extra-Kniffel bonuses): a `State` of
//! `Shape::CLASSIC`, under the names the app knows.

use crate::shape::{Shape, State};

/// Upper boxes worth at least this much earn the upper bonus (the classic sheet's rule;
/// the caller's tests hold it equal to its engine's).
pub const UPPER_BONUS_AT: u8 = Shape::CLASSIC.bonus_at;
/// The upper bonus.
pub const UPPER_BONUS: u16 = Shape::CLASSIC.bonus;

/// Number of boxes of the classic sheet.
pub const BOXES: usize = Shape::CLASSIC.boxes as usize;
/// The Kniffel box's place in `CLASSIC_BOXES`.
pub const KNIFFEL: usize = match Shape::CLASSIC.kniffel {
    Some(k) => k as usize,
    None => 0,
};
/// Slots in the value table: 2^13 box sets × 64 upper sums × 2.
pub const SLOTS: usize = (1 << BOXES) * 64 * 2;
/// The upper sum that earns the bonus; sums are kept capped there.
pub const CAP: u8 = UPPER_BONUS_AT;

/// A turn-start position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Bit `i` set: box `i` is filled (Ones..Sixes, Three/Four of a kind, Full House,
    /// Small/Large straight, Kniffel, Chance).
    pub filled: u16,
    /// Sum of the upper boxes, capped at 63.
    pub upper: u8,
    /// The Kniffel box holds 50.
    pub kniffel_50: bool,
}

impl Position {
    /// The start of a game.
    pub const START: Position = Position {
        filled: 0,
        upper: 0,
        kniffel_50: false,
    };

    /// Its slot in the value table.
    pub fn slot(self) -> usize {
        slot(self.filled, self.upper, self.kniffel_50)
    }

    /// Whether box `box_index` (its place in the classic sheet) is filled.
    pub fn is_filled(self, box_index: usize) -> bool {
        self.filled & (1 << box_index) != 0
    }

    /// Every box filled: the game is over.
    pub fn is_final(self) -> bool {
        self.filled == (1 << BOXES) - 1
    }

    /// The position after filling box `box_index` with `points`, and the upper bonus
    /// that fill earns (35 when it takes the upper sum to 63, else 0).
    #[inline(always)]
    pub fn after(self, box_index: usize, points: u16) -> (Position, f64) {
        let (next, bonus) = Shape::CLASSIC.after(self.into(), box_index, points);
        (Position::from_state(next), bonus)
    }

    /// The position of a classic state.
    #[inline(always)]
    pub fn from_state(s: State) -> Position {
        Position {
            filled: s.filled as u16,
            upper: s.upper,
            kniffel_50: s.flag,
        }
    }
}

impl From<Position> for State {
    #[inline(always)]
    fn from(p: Position) -> State {
        State {
            filled: p.filled as u32,
            upper: p.upper,
            flag: p.kniffel_50,
        }
    }
}

/// The value-table slot of a box set, upper sum and Kniffel flag.
pub fn slot(filled: u16, upper: u8, kniffel_50: bool) -> usize {
    (filled as usize) << 7 | (upper as usize) << 1 | kniffel_50 as usize
}

/// The upper sums a player can have with these upper boxes (bits 0..6 of `filled`)
/// filled, capped at 63: bit `u` of the answer is set when sum `u` is possible.
pub fn reachable_upper_sums(filled: u16) -> u64 {
    Shape::CLASSIC.reachable_upper_sums(filled as u32) as u64
}

/// The most the open upper boxes can still add (five dice of each open face).
pub fn upper_still_possible(filled: u16) -> u8 {
    Shape::CLASSIC.upper_still_possible(filled as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reachable_sums_of_a_few_upper_boxes() {
        assert_eq!(reachable_upper_sums(0), 1);
        // Ones only: 0..=5.
        assert_eq!(reachable_upper_sums(1), 0b111111);
        // Sixes only: 0, 6, …, 30.
        let sixes = reachable_upper_sums(1 << 5);
        assert!((0..=30).step_by(6).all(|u| sixes & (1 << u) != 0));
        assert_eq!(sixes.count_ones(), 6);
        // All six: everything up to 63 except nothing (0..=63 all possible).
        assert_eq!(reachable_upper_sums(0b111111).count_ones(), 64);
    }

    #[test]
    fn filling_the_upper_section_to_63_earns_the_bonus_once() {
        let p = Position {
            filled: 0b11111,
            upper: 45,
            kniffel_50: false,
        };
        let (next, bonus) = p.after(5, 18);
        assert_eq!((next.upper, bonus), (63, 35.0));
        let (again, bonus) = next.after(KNIFFEL, 50);
        assert_eq!((again.upper, bonus, again.kniffel_50), (63, 0.0, true));
    }
}
