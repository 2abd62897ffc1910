//! Classic Kniffel: its 13 boxes, its house rules and what a roll may fill (joker rules).

use super::order::BoxOrder;
use super::sheet::{BoxId, BoxId::*, Sheet};
use crate::engine::dice::Combo;
use serde::{Deserialize, Serialize};

/// The classic sheet's 13 boxes, in sheet order.
pub const CLASSIC_BOXES: [BoxId; 13] = [
    Ones,
    Twos,
    Threes,
    Fours,
    Fives,
    Sixes,
    ThreeOfAKind,
    FourOfAKind,
    FullHouse,
    SmallStraight,
    LargeStraight,
    Kniffel,
    Chance,
];

/// The lower section of the classic sheet.
pub const LOWER_BOXES: [BoxId; 7] = [
    ThreeOfAKind,
    FourOfAKind,
    FullHouse,
    SmallStraight,
    LargeStraight,
    Kniffel,
    Chance,
];

/// Upper boxes worth at least this many points earn the upper bonus.
pub const UPPER_BONUS_AT: i32 = 63;
/// The upper bonus.
pub const UPPER_BONUS: i32 = 35;

/// Which extra-Kniffel bonus the classic sheet pays (a house rule).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RuleSet {
    /// Reise-Kniffel: +50 only when a further Kniffel goes into its upper box.
    #[default]
    Kniffel,
    /// Hasbro: +100 for every further Kniffel while the Kniffel box holds 50.
    Yahtzee,
}

impl RuleSet {
    /// The rule set's id in saves and on the command line.
    pub fn id(self) -> &'static str {
        match self {
            RuleSet::Kniffel => "kniffel",
            RuleSet::Yahtzee => "yahtzee",
        }
    }

    /// The rule set with this id, None for an unknown one.
    pub fn from_id(id: &str) -> Option<RuleSet> {
        [RuleSet::Kniffel, RuleSet::Yahtzee]
            .into_iter()
            .find(|r| r.id() == id)
    }
}
serde_by_id!(RuleSet, "a rule set id");

/// The house rules of a classic game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClassicRules {
    /// Which extra-Kniffel bonus is paid.
    pub rule_set: RuleSet,
    /// A further Kniffel is a joker for the lower boxes.
    pub joker: bool,
}

impl Default for ClassicRules {
    fn default() -> Self {
        ClassicRules {
            rule_set: RuleSet::Kniffel,
            joker: true,
        }
    }
}

/// What a roll may fill on a sheet: each allowed box with its points (0 = struck), and
/// the extra-Kniffel bonus the roll earns wherever it goes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Offer {
    /// Each box the roll may fill, with its points.
    pub allowed: Vec<(BoxId, u16)>,
    /// The extra-Kniffel bonus, wherever the roll goes.
    pub bonus: u16,
}

impl Offer {
    /// The points the roll scores in `b`; None when it may not go there.
    pub fn points_for(&self, b: BoxId) -> Option<u16> {
        self.allowed.iter().find(|(x, _)| *x == b).map(|&(_, p)| p)
    }
}

/// The five dice `dice` (values 1..=6) scored against `sheet` under `rules`.
pub fn offer(dice: &[u8], sheet: &Sheet, rules: ClassicRules) -> Offer {
    offer_in(dice, sheet, rules, BoxOrder::Free)
}

/// The five dice scored against `sheet` under `rules`, in a box order: the joker rules
/// read only the boxes the order allows now. A further Kniffel goes to its own upper box
/// if the order allows it; else it is a joker in an allowed lower box; else it strikes
/// an allowed upper box. The bonus follows the rule set as in the free game.
pub fn offer_in(dice: &[u8], sheet: &Sheet, rules: ClassicRules, order: BoxOrder) -> Offer {
    let combo = Combo::new(dice);
    let may = |b: &BoxId| order.allows(&CLASSIC_BOXES, sheet, *b);
    let further_kniffel = rules.joker && combo.all_equal() && !sheet.is_open(Kniffel);
    if !further_kniffel {
        return Offer {
            allowed: CLASSIC_BOXES
                .iter()
                .filter(|b| may(b))
                .map(|&b| (b, b.meets(&combo).unwrap_or(0)))
                .collect(),
            bonus: 0,
        };
    }
    let face = dice[0];
    let kniffel_scored = sheet.get(Kniffel) == Some(50);
    let upper = BoxId::upper_for(face).filter(may);
    if let Some(upper) = upper {
        // The roll must go to its own upper box.
        let bonus = match (kniffel_scored, rules.rule_set) {
            (false, _) => 0,
            (true, RuleSet::Kniffel) => 50,
            (true, RuleSet::Yahtzee) => 100,
        };
        return Offer {
            allowed: vec![(upper, face as u16 * 5)],
            bonus,
        };
    }
    // Joker: any allowed lower box at full value, else strike an allowed upper box.
    let bonus = if kniffel_scored && rules.rule_set == RuleSet::Yahtzee {
        100
    } else {
        0
    };
    let lower: Vec<(BoxId, u16)> = LOWER_BOXES
        .iter()
        .filter(|b| may(b))
        .map(|&b| (b, joker_points(b, &combo)))
        .collect();
    let allowed = if lower.is_empty() {
        CLASSIC_BOXES
            .iter()
            .filter(|b| may(b))
            .map(|&b| (b, 0))
            .collect()
    } else {
        lower
    };
    Offer { allowed, bonus }
}

fn joker_points(b: BoxId, combo: &Combo) -> u16 {
    match b {
        FullHouse => 25,
        SmallStraight => 30,
        LargeStraight => 40,
        _ => b.meets(combo).unwrap_or(0),
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

    fn sheet(entries: &[(BoxId, i32)]) -> Sheet {
        let mut s = Sheet::default();
        for &(b, p) in entries {
            s.set(b, p);
        }
        s
    }

    fn pts(dice: [u8; 5], s: &Sheet, b: BoxId) -> Option<u16> {
        offer(&dice, s, ClassicRules::default()).points_for(b)
    }

    #[test]
    fn worked_example_five_five_five_three_three() {
        let s = Sheet::default();
        let d = [5, 5, 5, 3, 3];
        assert_eq!(pts(d, &s, Fives), Some(15));
        assert_eq!(pts(d, &s, Threes), Some(6));
        assert_eq!(pts(d, &s, ThreeOfAKind), Some(21));
        assert_eq!(pts(d, &s, FullHouse), Some(25));
        assert_eq!(pts(d, &s, Chance), Some(21));
        // Everything else may be struck.
        assert_eq!(pts(d, &s, FourOfAKind), Some(0));
        assert_eq!(pts(d, &s, Kniffel), Some(0));
        assert_eq!(offer(&d, &s, ClassicRules::default()).allowed.len(), 13);
    }

    #[test]
    fn worked_examples_of_the_lower_boxes() {
        let s = Sheet::default();
        assert_eq!(pts([6, 6, 6, 3, 1], &s, ThreeOfAKind), Some(22));
        assert_eq!(pts([3, 3, 3, 3, 5], &s, FourOfAKind), Some(17));
        assert_eq!(pts([1, 2, 3, 4, 3], &s, SmallStraight), Some(30));
        assert_eq!(pts([4, 4, 4, 3, 3], &s, FullHouse), Some(25));
        assert_eq!(pts([2, 3, 4, 5, 6], &s, LargeStraight), Some(40));
        assert_eq!(pts([5, 5, 5, 5, 5], &s, Kniffel), Some(50));
        assert_eq!(pts([1, 2, 3, 4, 2], &s, SmallStraight), Some(30));
    }

    #[test]
    fn five_equal_is_not_a_full_house_without_joker() {
        assert_eq!(pts([2, 2, 2, 2, 2], &Sheet::default(), FullHouse), Some(0));
    }

    #[test]
    fn further_kniffel_goes_to_its_upper_box_with_bonus() {
        let s = sheet(&[(Kniffel, 50)]);
        let o = offer(&[4; 5], &s, ClassicRules::default());
        assert_eq!(o.allowed, vec![(Fours, 20)]);
        assert_eq!(o.bonus, 50);
    }

    #[test]
    fn further_kniffel_is_a_joker_when_its_upper_box_is_full() {
        let s = sheet(&[(Kniffel, 50), (Fours, 12)]);
        let o = offer(&[4; 5], &s, ClassicRules::default());
        assert_eq!(o.points_for(FullHouse), Some(25));
        assert_eq!(o.points_for(SmallStraight), Some(30));
        assert_eq!(o.points_for(LargeStraight), Some(40));
        assert_eq!(o.points_for(ThreeOfAKind), Some(20));
        assert_eq!(
            o.points_for(Ones),
            None,
            "no striking upper boxes while lower are open"
        );
        assert_eq!(o.bonus, 0);
    }

    #[test]
    fn struck_kniffel_still_forces_the_upper_box_without_bonus() {
        let s = sheet(&[(Kniffel, 0)]);
        let o = offer(&[4; 5], &s, ClassicRules::default());
        assert_eq!(o.allowed, vec![(Fours, 20)]);
        assert_eq!(o.bonus, 0);
    }

    #[test]
    fn joker_with_lower_full_strikes_an_upper_box() {
        let mut s = sheet(&[(Twos, 4)]);
        for b in LOWER_BOXES {
            s.set(b, 0);
        }
        s.set(Kniffel, 50);
        let o = offer(&[2; 5], &s, ClassicRules::default());
        assert_eq!(
            o.allowed,
            vec![(Ones, 0), (Threes, 0), (Fours, 0), (Fives, 0), (Sixes, 0)]
        );
        assert_eq!(o.bonus, 0);
    }

    #[test]
    fn yahtzee_rules_pay_100_wherever_the_roll_goes() {
        let rules = ClassicRules {
            rule_set: RuleSet::Yahtzee,
            joker: true,
        };
        let s = sheet(&[(Kniffel, 50)]);
        assert_eq!(offer(&[3; 5], &s, rules).bonus, 100);
        let s = sheet(&[(Kniffel, 50), (Threes, 9)]);
        let o = offer(&[3; 5], &s, rules);
        assert_eq!(o.bonus, 100);
        assert_eq!(o.points_for(LargeStraight), Some(40));
        let s = sheet(&[(Kniffel, 0)]);
        assert_eq!(offer(&[3; 5], &s, rules).bonus, 0);
    }

    #[test]
    fn joker_off_makes_a_further_kniffel_an_ordinary_roll() {
        let rules = ClassicRules {
            rule_set: RuleSet::Kniffel,
            joker: false,
        };
        let s = sheet(&[(Kniffel, 50)]);
        let o = offer(&[4; 5], &s, rules);
        assert_eq!(o.bonus, 0);
        assert_eq!(o.allowed.len(), 12);
        assert_eq!(o.points_for(FullHouse), Some(0));
        assert_eq!(o.points_for(Fours), Some(20));
    }

    #[test]
    fn upper_bonus_at_63() {
        let s = sheet(&[
            (Ones, 3),
            (Twos, 6),
            (Threes, 9),
            (Fours, 12),
            (Fives, 15),
            (Sixes, 18),
        ]);
        assert_eq!(upper_bonus(&s), 35);
        let s = sheet(&[
            (Ones, 2),
            (Twos, 6),
            (Threes, 9),
            (Fours, 12),
            (Fives, 15),
            (Sixes, 18),
        ]);
        assert_eq!(upper_bonus(&s), 0);
    }
}
