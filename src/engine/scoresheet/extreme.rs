//! Kniffel Extreme: 22 boxes, five six-sided dice plus a ten-sided one (0–9), no joker.

use super::classic::Offer;
use super::sheet::{BoxId, Sheet, ALL_BOXES};

/// How many boxes the Extreme sheet has: the first 22 box ids.
pub const EXTREME_BOX_COUNT: usize = 22;
use crate::engine::dice::Combo;

/// The Extreme sheet: the box ids up to `SuperChance` (the ids after it belong to the
/// Nordic and Latin American games).
pub const EXTREME_BOXES: [BoxId; EXTREME_BOX_COUNT] = {
    let mut boxes = [BoxId::Ones; EXTREME_BOX_COUNT];
    let mut i = 0;
    while i < EXTREME_BOX_COUNT {
        boxes[i] = ALL_BOXES[i];
        i += 1;
    }
    boxes
};

/// Upper boxes worth at least this many points earn the upper bonus.
pub const UPPER_BONUS_AT: i32 = 73;
/// The upper bonus.
pub const UPPER_BONUS: i32 = 45;
/// Chips each player starts with; each buys a 4th roll once.
pub const CHIPS_PER_PLAYER: u8 = 3;

/// Six values, the ten-sided die last, scored against the open boxes of `sheet`.
pub fn offer(dice: &[u8], sheet: &Sheet) -> Offer {
    let combo = Combo::new(dice);
    Offer {
        allowed: sheet
            .open_in(&EXTREME_BOXES)
            .map(|b| (b, b.meets(&combo).unwrap_or(0)))
            .collect(),
        bonus: 0,
    }
}

/// `UPPER_BONUS` once the upper boxes reach `UPPER_BONUS_AT`, else 0.
pub fn upper_bonus(sheet: &Sheet) -> i32 {
    if sheet.upper_sum() >= UPPER_BONUS_AT {
        UPPER_BONUS
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use BoxId::*;

    #[test]
    fn worked_example_from_the_sheet() {
        let o = offer(&[5, 5, 5, 6, 6, 6], &Sheet::default());
        let expect = [
            (Fives, 15),
            (Sixes, 18),
            (ThreeOfAKind, 33),
            (TwoPairs, 33),
            (TwoTriples, 45),
            (FullHouse, 25),
            (ThirtyThreeOrMore, 40),
            (Chance, 33),
            (SuperChance, 66),
        ];
        for b in EXTREME_BOXES {
            let want = expect.iter().find(|(x, _)| *x == b).map_or(0, |&(_, p)| p);
            assert_eq!(o.points_for(b), Some(want), "{b:?}");
        }
        assert_eq!(o.bonus, 0);
    }

    #[test]
    fn the_sheets_pictured_examples() {
        let s = Sheet::default();
        assert_eq!(
            offer(&[1, 2, 3, 4, 3, 9], &s).points_for(SmallStraight),
            Some(30)
        );
        assert_eq!(
            offer(&[2, 3, 4, 5, 6, 3], &s).points_for(LargeStraight),
            Some(40)
        );
        assert_eq!(offer(&[0, 1, 2, 3, 4, 5], &s).points_for(Highway), Some(50));
        assert_eq!(
            offer(&[4, 5, 6, 1, 1, 7], &s).points_for(SmallStraight),
            Some(30)
        );
    }

    #[test]
    fn clarifications_on_different_faces() {
        let s = Sheet::default();
        let o = offer(&[2, 2, 2, 2, 5, 5], &s); // 4 + 2
        assert_eq!(o.points_for(FullHouse), Some(25));
        assert_eq!(o.points_for(BigFullHouse), Some(45));
        assert_eq!(o.points_for(TwoPairs), Some(18));
        let o = offer(&[3, 3, 3, 4, 4, 4], &s); // 3 + 3
        assert_eq!(o.points_for(FullHouse), Some(25));
        assert_eq!(o.points_for(TwoTriples), Some(45));
        assert_eq!(o.points_for(TwoPairs), Some(21));
        assert_eq!(o.points_for(ThreePairs), Some(0));
        assert_eq!(offer(&[1, 1, 1, 1, 2, 3], &s).points_for(TwoPairs), Some(0)); // 4+1+1
        assert_eq!(offer(&[1, 1, 1, 1, 1, 3], &s).points_for(TwoPairs), Some(0)); // 5+1
        let o = offer(&[6, 6, 6, 6, 6, 6], &s);
        assert_eq!(o.points_for(Kniffel), Some(50));
        assert_eq!(o.points_for(KniffelExtreme), Some(75));
        assert_eq!(o.points_for(Sixes), Some(36));
    }

    #[test]
    fn the_ten_sided_die_counts_up_top_only_on_one_to_six() {
        let s = Sheet::default();
        assert_eq!(offer(&[6, 6, 1, 2, 3, 6], &s).points_for(Sixes), Some(18));
        assert_eq!(offer(&[6, 6, 1, 2, 3, 9], &s).points_for(Sixes), Some(12));
        assert_eq!(
            offer(&[1, 1, 2, 2, 1, 0], &s).points_for(TenOrLess),
            Some(40)
        );
        assert_eq!(
            offer(&[6, 6, 6, 6, 1, 9], &s).points_for(ThirtyThreeOrMore),
            Some(40)
        );
        assert_eq!(
            offer(&[1, 1, 3, 3, 5, 5], &s).points_for(ThreePairs),
            Some(35)
        );
    }
}
