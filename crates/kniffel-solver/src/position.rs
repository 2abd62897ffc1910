//! A turn-start position of solitaire Kniffel as the solver sees it: which of the 13 boxes
//! are filled, the upper sum (capped at 63: beyond it only "bonus reached" matters) and
//! whether the Kniffel box holds 50 (which decides extra-Kniffel bonuses).

/// Upper boxes worth at least this much earn the upper bonus (the classic sheet's rule;
/// the caller's tests hold it equal to its engine's).
pub const UPPER_BONUS_AT: u8 = 63;
/// The upper bonus.
pub const UPPER_BONUS: u16 = 35;

/// Number of boxes of the classic sheet.
pub const BOXES: usize = 13;
/// The Kniffel box's place in `CLASSIC_BOXES`.
pub const KNIFFEL: usize = 11;
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
    pub fn after(self, box_index: usize, points: u16) -> (Position, f64) {
        let mut next = self;
        next.filled |= 1 << box_index;
        let mut bonus = 0.0;
        if box_index < 6 {
            let sum = self.upper as u16 + points;
            if self.upper < CAP && sum >= CAP as u16 {
                bonus = UPPER_BONUS as f64;
            }
            next.upper = sum.min(CAP as u16) as u8;
        }
        if box_index == KNIFFEL && points == 50 {
            next.kniffel_50 = true;
        }
        (next, bonus)
    }
}

/// The value-table slot of a box set, upper sum and Kniffel flag.
pub fn slot(filled: u16, upper: u8, kniffel_50: bool) -> usize {
    (filled as usize) << 7 | (upper as usize) << 1 | kniffel_50 as usize
}

/// The upper sums a player can have with these upper boxes (bits 0..6 of `filled`)
/// filled, capped at 63: bit `u` of the answer is set when sum `u` is possible.
pub fn reachable_upper_sums(filled: u16) -> u64 {
    let mut sums: u64 = 1;
    for face in 1..=6u32 {
        if filled & (1 << (face - 1)) == 0 {
            continue;
        }
        let mut next = 0u64;
        for count in 0..=5u32 {
            let add = face * count;
            for u in 0..=CAP as u32 {
                if sums & (1 << u) != 0 {
                    next |= 1 << (u + add).min(CAP as u32);
                }
            }
        }
        sums = next;
    }
    sums
}

/// The most the open upper boxes can still add (five dice of each open face).
pub fn upper_still_possible(filled: u16) -> u8 {
    (1..=6u8)
        .filter(|&f| filled & (1 << (f - 1)) == 0)
        .map(|f| 5 * f)
        .sum()
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
