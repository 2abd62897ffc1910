//! Maxi Yatzy, the Nordic six-dice game (docs/rules.md section 6): 20 boxes, each
//! combination box scoring the best dice that make it, the bonus switch (100 at 84 or
//! 50 at 75) and saved rolls: the rolls a turn leaves unused carry over.

use super::classic::Offer;
use super::sheet::{BoxId, BoxId::*, Sheet};
use super::yatzy::{scored, shared_points};
use crate::engine::dice::Combo;
use serde::{Deserialize, Serialize};

/// The Maxi Yatzy sheet's 20 boxes, in sheet order.
pub const MAXI_YATZY_BOXES: [BoxId; 20] = [
    Ones,
    Twos,
    Threes,
    Fours,
    Fives,
    Sixes,
    OnePair,
    TwoPairs,
    ThreePairs,
    ThreeOfAKind,
    FourOfAKind,
    FiveOfAKind,
    SmallStraight,
    LargeStraight,
    FullStraight,
    FullHouse,
    Villa,
    Tower,
    Chance,
    MaxiYatzy,
];

/// The upper bonus by default: 100 at 84 or more.
pub const UPPER_BONUS_AT: i32 = 84;
/// The upper bonus by default.
pub const UPPER_BONUS: i32 = 100;
/// The smaller bonus of the switch: 50 at 75 or more.
pub const SMALL_BONUS_AT: i32 = 75;
/// The smaller bonus of the switch.
pub const SMALL_BONUS: i32 = 50;

/// Maxi Yatzy's house rules (docs/rules.md section 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MaxiYatzyRules {
    /// The smaller upper bonus: 50 at 75 (instead of 100 at 84).
    #[serde(default)]
    pub small_bonus: bool,
    /// Unused rolls carry over to the player's later turns (on by default).
    #[serde(default = "on")]
    pub saved_rolls: bool,
    /// Each turn fills the first open box from the top.
    #[serde(default)]
    pub forced_order: bool,
}

fn on() -> bool {
    true
}

impl Default for MaxiYatzyRules {
    fn default() -> Self {
        MaxiYatzyRules {
            small_bonus: false,
            saved_rolls: true,
            forced_order: false,
        }
    }
}

impl MaxiYatzyRules {
    /// (points needed, bonus) for the upper section under these rules.
    pub fn bonus_rule(self) -> (i32, i32) {
        if self.small_bonus {
            (SMALL_BONUS_AT, SMALL_BONUS)
        } else {
            (UPPER_BONUS_AT, UPPER_BONUS)
        }
    }
}

/// The points of box `b` (a Maxi Yatzy box) for these six dice; 0 when they do not
/// make it.
pub fn points(b: BoxId, c: &Combo) -> u16 {
    match b {
        MaxiYatzy => {
            if c.all_equal() {
                100
            } else {
                0
            }
        }
        _ => shared_points(b, c),
    }
}

/// The six dice `dice` (values 1..=6) scored against `sheet` under `rules`.
pub fn offer(dice: &[u8], sheet: &Sheet, rules: MaxiYatzyRules) -> Offer {
    let combo = Combo::new(dice);
    scored(&MAXI_YATZY_BOXES, sheet, rules.forced_order, |b| {
        points(b, &combo)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pts(dice: [u8; 6], b: BoxId) -> u16 {
        points(b, &Combo::new(&dice))
    }

    #[test]
    fn every_box_of_the_sheet() {
        assert_eq!(pts([6, 6, 6, 5, 5, 1], Sixes), 18);
        assert_eq!(pts([6, 6, 6, 5, 5, 1], OnePair), 12);
        assert_eq!(pts([6, 6, 6, 5, 5, 1], TwoPairs), 22);
        assert_eq!(pts([1, 1, 3, 3, 5, 5], ThreePairs), 18);
        assert_eq!(pts([2, 2, 2, 2, 3, 3], ThreePairs), 0);
        assert_eq!(pts([4, 4, 4, 2, 1, 1], ThreeOfAKind), 12);
        assert_eq!(pts([3, 3, 3, 3, 6, 6], FourOfAKind), 12);
        assert_eq!(pts([2, 2, 2, 2, 2, 6], FiveOfAKind), 10);
        assert_eq!(pts([1, 2, 3, 4, 5, 5], SmallStraight), 15);
        assert_eq!(pts([6, 2, 3, 4, 5, 5], LargeStraight), 20);
        assert_eq!(pts([1, 2, 3, 4, 5, 6], FullStraight), 21);
        assert_eq!(pts([1, 2, 3, 4, 5, 6], SmallStraight), 15);
        assert_eq!(pts([6, 6, 6, 5, 5, 1], FullHouse), 28);
        assert_eq!(pts([4, 4, 4, 2, 2, 2], Villa), 18);
        assert_eq!(pts([4, 4, 4, 2, 2, 2], FullHouse), 16);
        assert_eq!(pts([5, 5, 5, 5, 1, 1], Tower), 22);
        assert_eq!(pts([5, 5, 5, 5, 5, 5], Tower), 0);
        assert_eq!(pts([5, 5, 5, 5, 1, 1], Chance), 22);
        assert_eq!(pts([3, 3, 3, 3, 3, 3], MaxiYatzy), 100);
        assert_eq!(pts([3, 3, 3, 3, 3, 1], MaxiYatzy), 0);
    }

    #[test]
    fn the_bonus_switch() {
        assert_eq!(MaxiYatzyRules::default().bonus_rule(), (84, 100));
        let small = MaxiYatzyRules {
            small_bonus: true,
            ..MaxiYatzyRules::default()
        };
        assert_eq!(small.bonus_rule(), (75, 50));
    }
}
