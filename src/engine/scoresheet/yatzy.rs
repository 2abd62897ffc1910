//! Yatzy, the Nordic game (docs/rules.md section 5): five dice, 15 boxes, each
//! combination box scoring only the dice that make it, 50 bonus at 63; its three house
//! rules. What a roll may fill is built by `scored`, which Maxi Yatzy shares.

use super::classic::Offer;
use super::sheet::{BoxId, BoxId::*, Sheet};
use crate::engine::dice::Combo;
use serde::{Deserialize, Serialize};

/// The Yatzy sheet's 15 boxes, in sheet order.
pub const YATZY_BOXES: [BoxId; 15] = [
    Ones,
    Twos,
    Threes,
    Fours,
    Fives,
    Sixes,
    OnePair,
    TwoPairs,
    ThreeOfAKind,
    FourOfAKind,
    SmallStraight,
    LargeStraight,
    FullHouse,
    Chance,
    Yatzy,
];

/// Upper boxes worth at least this many points earn the upper bonus.
pub const UPPER_BONUS_AT: i32 = 63;
/// The upper bonus.
pub const UPPER_BONUS: i32 = 50;

/// Yatzy's house rules, all off by default (docs/rules.md section 5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct YatzyRules {
    /// Five equal dice also count as a full house (the sum of the five).
    #[serde(default)]
    pub five_equal_full_house: bool,
    /// Four equal dice also count as two pairs (the sum of the four).
    #[serde(default)]
    pub four_equal_two_pairs: bool,
    /// Each turn fills the first open box from the top.
    #[serde(default)]
    pub forced_order: bool,
}

/// The points of box `b` (a Yatzy box) for these dice under `rules`; 0 when the dice do
/// not make it.
pub fn points(b: BoxId, c: &Combo, rules: YatzyRules) -> u16 {
    let groups = |sizes: &[u8]| c.best_groups(sizes).unwrap_or(0);
    match b {
        TwoPairs => {
            let four = if rules.four_equal_two_pairs {
                groups(&[4])
            } else {
                0
            };
            groups(&[2, 2]).max(four)
        }
        FullHouse => {
            let five = if rules.five_equal_full_house && c.all_equal() {
                c.sum()
            } else {
                0
            };
            groups(&[3, 2]).max(five)
        }
        Yatzy => {
            if c.all_equal() {
                50
            } else {
                0
            }
        }
        _ => shared_points(b, c),
    }
}

/// The points of a box Yatzy and Maxi Yatzy score alike: the upper boxes, the groups of
/// equal dice (their sum), the straights (exactly those faces, each once) and the chance.
/// 0 for a box scored otherwise.
pub fn shared_points(b: BoxId, c: &Combo) -> u16 {
    let groups = |sizes: &[u8]| c.best_groups(sizes).unwrap_or(0);
    let run = |from: u8, to: u8| (from..=to).all(|f| c.count(f) >= 1);
    match b {
        Ones | Twos | Threes | Fours | Fives | Sixes => {
            let face = b.upper_face().unwrap_or(0);
            u16::from(face) * u16::from(c.count(face))
        }
        OnePair => groups(&[2]),
        TwoPairs => groups(&[2, 2]),
        ThreePairs => groups(&[2, 2, 2]),
        ThreeOfAKind => groups(&[3]),
        FourOfAKind => groups(&[4]),
        FiveOfAKind => groups(&[5]),
        FullHouse => groups(&[3, 2]),
        Villa => groups(&[3, 3]),
        Tower => groups(&[4, 2]),
        SmallStraight if run(1, 5) => 15,
        LargeStraight if run(2, 6) => 20,
        FullStraight if run(1, 6) => 21,
        Chance => c.sum(),
        _ => 0,
    }
}

/// What a roll may fill on a sheet of `boxes`: every open box with `points`, or with
/// `forced_order` only the first open box from the top.
pub fn scored(
    boxes: &[BoxId],
    sheet: &Sheet,
    forced_order: bool,
    points: impl Fn(BoxId) -> u16,
) -> Offer {
    let open = sheet.open_in(boxes);
    let allowed = if forced_order {
        open.take(1).map(|b| (b, points(b))).collect()
    } else {
        open.map(|b| (b, points(b))).collect()
    };
    Offer { allowed, bonus: 0 }
}

/// The five dice `dice` (values 1..=6) scored against `sheet` under `rules`.
pub fn offer(dice: &[u8], sheet: &Sheet, rules: YatzyRules) -> Offer {
    let combo = Combo::new(dice);
    scored(&YATZY_BOXES, sheet, rules.forced_order, |b| {
        points(b, &combo, rules)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pts(dice: [u8; 5], b: BoxId) -> u16 {
        points(b, &Combo::new(&dice), YatzyRules::default())
    }

    #[test]
    fn every_box_of_the_sheet() {
        assert_eq!(pts([6, 6, 5, 5, 2], OnePair), 12);
        assert_eq!(pts([6, 6, 5, 5, 2], TwoPairs), 22);
        assert_eq!(pts([5, 5, 5, 5, 2], TwoPairs), 0);
        assert_eq!(pts([4, 4, 4, 2, 1], ThreeOfAKind), 12);
        assert_eq!(pts([3, 3, 3, 3, 6], FourOfAKind), 12);
        assert_eq!(pts([3, 3, 3, 3, 3], FourOfAKind), 12);
        assert_eq!(pts([5, 4, 3, 2, 1], SmallStraight), 15);
        assert_eq!(pts([1, 2, 3, 4, 6], SmallStraight), 0);
        assert_eq!(pts([6, 5, 4, 3, 2], LargeStraight), 20);
        assert_eq!(pts([1, 2, 3, 4, 5], LargeStraight), 0);
        assert_eq!(pts([6, 6, 6, 5, 5], FullHouse), 28);
        assert_eq!(pts([6, 6, 6, 6, 6], FullHouse), 0);
        assert_eq!(pts([6, 6, 6, 5, 5], Chance), 28);
        assert_eq!(pts([2, 2, 2, 2, 2], Yatzy), 50);
        assert_eq!(pts([2, 2, 2, 2, 1], Yatzy), 0);
        assert_eq!(pts([2, 2, 2, 2, 1], Twos), 8);
    }

    #[test]
    fn the_house_rules() {
        let rules = YatzyRules {
            five_equal_full_house: true,
            four_equal_two_pairs: true,
            forced_order: false,
        };
        let p = |dice: [u8; 5], b| points(b, &Combo::new(&dice), rules);
        assert_eq!(p([4, 4, 4, 4, 4], FullHouse), 20);
        assert_eq!(p([5, 5, 5, 5, 2], TwoPairs), 20);
        assert_eq!(p([5, 5, 5, 5, 5], TwoPairs), 20);
        assert_eq!(p([6, 6, 5, 5, 2], TwoPairs), 22);
    }

    #[test]
    fn forced_order_offers_the_first_open_box_only() {
        let rules = YatzyRules {
            forced_order: true,
            ..YatzyRules::default()
        };
        let mut s = Sheet::default();
        assert_eq!(offer(&[1, 1, 2, 3, 4], &s, rules).allowed, vec![(Ones, 2)]);
        s.set(Ones, 2);
        assert_eq!(offer(&[1, 1, 2, 3, 4], &s, rules).allowed, vec![(Twos, 2)]);
        assert_eq!(
            offer(&[1, 1, 2, 3, 4], &s, YatzyRules::default())
                .allowed
                .len(),
            14
        );
    }
}
