//! The shape of a game's sheet as the solver sees it: how many dice a turn throws, how
//! many boxes there are (the first six are the upper boxes, box `f` scoring the dice
//! showing `f + 1`), the upper bonus, and whether a Kniffel box's 50 points must be
//! remembered (classic Kniffel's joker and extra bonus). A turn-start state is the set of
//! filled boxes, the upper sum capped at the bonus threshold and that flag.
//!
//! Classic Kniffel is one shape (`Shape::CLASSIC`, whose states `position::Position`
//! names); Yatzy and Maxi Yatzy are others (`games`).

use crate::multisets::MAX_DICE;

/// The most boxes a sheet has (Maxi Yatzy's 20).
pub const MAX_BOXES: usize = 20;

/// The shape of one game's sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// The dice a turn throws: 5 or 6.
    pub dice: u8,
    /// The boxes of the sheet, 6..=`MAX_BOXES`; the first six are the upper boxes.
    pub boxes: u8,
    /// The upper sum that earns the upper bonus; upper sums are kept capped there (at
    /// most 126, six dice of every face).
    pub bonus_at: u8,
    /// The upper bonus.
    pub bonus: u16,
    /// The box whose 50 points are remembered (classic Kniffel's, for its joker and extra
    /// bonus); `None` where no rule asks for them.
    pub kniffel: Option<u8>,
}

/// A turn-start state of any shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct State {
    /// Bit `i` set: box `i` is filled.
    pub filled: u32,
    /// The upper sum, capped at the bonus threshold.
    pub upper: u8,
    /// The Kniffel box holds 50 (always false in shapes without a `kniffel` box).
    pub flag: bool,
}

impl State {
    /// The start of a game.
    pub const START: State = State {
        filled: 0,
        upper: 0,
        flag: false,
    };

    /// Whether box `box_index` is filled.
    #[inline(always)]
    pub fn is_filled(self, box_index: usize) -> bool {
        self.filled & (1 << box_index) != 0
    }
}

impl Shape {
    /// Classic Kniffel: five dice, 13 boxes, 35 points at 63, the Kniffel box (box 11)
    /// remembered.
    pub const CLASSIC: Shape = Shape {
        dice: 5,
        boxes: 13,
        bonus_at: 63,
        bonus: 35,
        kniffel: Some(11),
    };

    /// Upper sums a state can hold: 0..=`bonus_at`.
    #[inline(always)]
    pub fn uppers(self) -> usize {
        self.bonus_at as usize + 1
    }

    /// Values of the Kniffel flag a state can hold: 2 with a remembered box, else 1.
    #[inline(always)]
    pub fn flags(self) -> usize {
        1 + self.kniffel.is_some() as usize
    }

    /// Slots of one box set in a value table: every upper sum and flag.
    pub fn slots_per_set(self) -> usize {
        self.uppers() * self.flags()
    }

    /// Slots of a whole value table: `2^boxes` box sets.
    pub fn slots(self) -> usize {
        (1usize << self.boxes) * self.slots_per_set()
    }

    /// Every box filled: the game is over.
    pub fn full(self) -> u32 {
        (1u32 << self.boxes) - 1
    }

    /// The slot of `s` in a value table: box sets one after another, within a set the
    /// upper sums, within a sum the flag. For `CLASSIC` it is `position::slot`.
    #[inline(always)]
    pub fn slot(self, s: State) -> usize {
        (s.filled as usize * self.uppers() + s.upper as usize) * self.flags() + s.flag as usize
    }

    /// The state after `s` fills box `box_index` with `points`, and the upper bonus that
    /// fill earns (when it takes the upper sum to the threshold).
    #[inline(always)]
    pub fn after(self, s: State, box_index: usize, points: u16) -> (State, f64) {
        let mut next = s;
        next.filled |= 1 << box_index;
        let mut bonus = 0.0;
        if box_index < 6 {
            let sum = s.upper as u16 + points;
            if s.upper < self.bonus_at && sum >= self.bonus_at as u16 {
                bonus = self.bonus as f64;
            }
            next.upper = sum.min(self.bonus_at as u16) as u8;
        }
        if self.kniffel == Some(box_index as u8) && points == 50 {
            next.flag = true;
        }
        (next, bonus)
    }

    /// The upper sums a player can have with the upper boxes of `filled` filled, capped at
    /// the threshold: bit `u` of the answer is set when sum `u` is possible.
    pub fn reachable_upper_sums(self, filled: u32) -> u128 {
        let cap = self.bonus_at as u32;
        let below_cap = (1u128 << cap) - 1;
        let mut sums: u128 = 1;
        for face in 1..=6u32 {
            if filled & (1 << (face - 1)) == 0 {
                continue;
            }
            let mut next = 0u128;
            for count in 0..=self.dice as u32 {
                // Every sum moved up by the box's points; those at the cap or past it
                // (or shifted out) land on the cap.
                let add = face * count;
                let moved = sums << add;
                let capped = moved & !below_cap != 0 || (add > 0 && sums >> (128 - add) != 0);
                next |= moved & below_cap | (capped as u128) << cap;
            }
            sums = next;
        }
        sums
    }

    /// The most the open upper boxes of `filled` can still add (every die showing the
    /// box's face).
    pub fn upper_still_possible(self, filled: u32) -> u8 {
        (1..=6u8)
            .filter(|&f| filled & (1 << (f - 1)) == 0)
            .map(|f| self.dice * f)
            .sum()
    }

    /// How many turn-start states can occur: every box set with every upper sum its upper
    /// boxes allow (and both flags where the shape remembers one), the full sheet
    /// included.
    pub fn reachable_states(self) -> u64 {
        let lower_sets = 1u64 << (self.boxes - 6);
        let sums: u64 = (0..64u32)
            .map(|upper| self.reachable_upper_sums(upper).count_ones() as u64)
            .sum();
        lower_sets * sums * self.flags() as u64
    }

    /// Whether the solver can work with this shape (dice, boxes and threshold in range).
    pub fn is_valid(self) -> bool {
        (5..=MAX_DICE).contains(&self.dice)
            && (6..=MAX_BOXES as u8).contains(&self.boxes)
            && self.bonus_at <= 126
            && self.kniffel.is_none_or(|k| (6..self.boxes).contains(&k))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_classic_slot_is_the_position_slot() {
        let s = State {
            filled: 0b1_0100_0000_0101,
            upper: 17,
            flag: true,
        };
        let classic = crate::position::slot(s.filled as u16, s.upper, s.flag);
        assert_eq!(Shape::CLASSIC.slot(s), classic);
        assert_eq!(Shape::CLASSIC.slots(), crate::position::SLOTS);
    }

    #[test]
    fn reachable_sums_are_every_sum_of_the_boxes_points() {
        // Against a plain count over every way of filling the upper boxes.
        let maxi = Shape {
            bonus_at: 84,
            dice: 6,
            ..Shape::CLASSIC
        };
        for shape in [Shape::CLASSIC, maxi] {
            for filled in 0..64u32 {
                let mut want = 1u128;
                for face in (1..=6u32).filter(|f| filled & (1 << (f - 1)) != 0) {
                    let mut next = 0u128;
                    for u in (0..=shape.bonus_at as u32).filter(|u| want & (1 << u) != 0) {
                        for count in 0..=shape.dice as u32 {
                            next |= 1 << (u + face * count).min(shape.bonus_at as u32);
                        }
                    }
                    want = next;
                }
                assert_eq!(shape.reachable_upper_sums(filled), want, "{filled:b}");
            }
        }
    }

    #[test]
    fn six_dice_reach_higher_upper_sums() {
        let maxi = Shape {
            dice: 6,
            boxes: 20,
            bonus_at: 84,
            bonus: 100,
            kniffel: None,
        };
        // Sixes only: 0, 6, …, 36.
        assert_eq!(maxi.reachable_upper_sums(1 << 5).count_ones(), 7);
        assert_eq!(maxi.reachable_upper_sums(0b111111).count_ones(), 85);
        assert_eq!(maxi.upper_still_possible(0), 126);
        assert!(maxi.is_valid());
    }
}
