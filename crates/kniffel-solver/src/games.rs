//! The boxes of Yatzy (five dice, 15 boxes) and Maxi Yatzy (six dice, 20 boxes) and what
//! each scores, written once: the solver's scorings of both games are built from them,
//! and the app's tests hold them equal to its rules engine's scoring box by box.
//!
//! Every box may take any dice; dice that do not make it score 0. A combination box
//! scores the sum of the dice that form it, the best such dice, and the groups within one
//! box (the pairs of two pairs, the three and the two of a full house…) show different
//! faces.

use crate::multisets::{counts_of, Counts};
use crate::scoring::Scoring;
use crate::shape::{Shape, MAX_BOXES};

/// What a box scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// The dice showing this face (1..=6), summed.
    Upper(u8),
    /// The best pair.
    OnePair,
    /// The best two pairs of different faces.
    TwoPairs,
    /// Three pairs of different faces (six dice).
    ThreePairs,
    /// Three dice of one face, those three summed.
    ThreeOfAKind,
    /// Four dice of one face, those four summed.
    FourOfAKind,
    /// Five dice of one face, those five summed (six dice).
    FiveOfAKind,
    /// 1-2-3-4-5: 15.
    SmallStraight,
    /// 2-3-4-5-6: 20.
    LargeStraight,
    /// 1-2-3-4-5-6: 21 (six dice).
    FullStraight,
    /// Three of one face and two of another, those five summed.
    FullHouse,
    /// Three of one face and three of another (six dice): all six summed.
    Villa,
    /// Four of one face and two of another (six dice): all six summed.
    Tower,
    /// Every die, summed.
    Chance,
    /// Every die showing one face: 50 with five dice.
    Yatzy,
    /// Every die showing one face: 100 with six dice.
    MaxiYatzy,
}

impl Rule {
    /// The box's id, as the app names it (snake_case, a stable contract).
    pub fn id(self) -> &'static str {
        match self {
            Rule::Upper(face) => ["ones", "twos", "threes", "fours", "fives", "sixes"]
                .get(usize::from(face.max(1)) - 1)
                .copied()
                .unwrap_or("sixes"),
            Rule::OnePair => "one_pair",
            Rule::TwoPairs => "two_pairs",
            Rule::ThreePairs => "three_pairs",
            Rule::ThreeOfAKind => "three_of_a_kind",
            Rule::FourOfAKind => "four_of_a_kind",
            Rule::FiveOfAKind => "five_of_a_kind",
            Rule::SmallStraight => "small_straight",
            Rule::LargeStraight => "large_straight",
            Rule::FullStraight => "full_straight",
            Rule::FullHouse => "full_house",
            Rule::Villa => "villa",
            Rule::Tower => "tower",
            Rule::Chance => "chance",
            Rule::Yatzy => "yatzy",
            Rule::MaxiYatzy => "maxi_yatzy",
        }
    }

    /// The points of these dice (faces 1..=6, any order, five or six of them) in the box.
    pub fn points(self, dice: &[u8]) -> u16 {
        self.points_of(&counts_of(dice))
    }

    /// The points of the dice with these face counts in the box.
    pub fn points_of(self, c: &Counts) -> u16 {
        let face = |i: usize| i as u16 + 1;
        let sum: u16 = (0..6).map(|i| face(i) * u16::from(c[i])).sum();
        let dice: u8 = c.iter().sum();
        let run = |faces: std::ops::Range<usize>, points: u16| {
            if c[faces].iter().all(|&n| n > 0) {
                points
            } else {
                0
            }
        };
        match self {
            Rule::Upper(f @ 1..=6) => u16::from(f) * u16::from(c[usize::from(f) - 1]),
            Rule::Upper(_) => 0,
            Rule::OnePair => pairs(c, 1),
            Rule::TwoPairs => pairs(c, 2),
            Rule::ThreePairs => pairs(c, 3),
            Rule::ThreeOfAKind => of_a_kind(c, 3),
            Rule::FourOfAKind => of_a_kind(c, 4),
            Rule::FiveOfAKind => of_a_kind(c, 5),
            Rule::SmallStraight => run(0..5, 15),
            Rule::LargeStraight => run(1..6, 20),
            Rule::FullStraight => run(0..6, 21),
            Rule::FullHouse => groups(c, 3, 2),
            Rule::Villa => groups(c, 3, 3),
            Rule::Tower => groups(c, 4, 2),
            Rule::Chance => sum,
            Rule::Yatzy | Rule::MaxiYatzy => {
                let points = if self == Rule::Yatzy { 50 } else { 100 };
                if dice > 0 && c.contains(&dice) {
                    points
                } else {
                    0
                }
            }
        }
    }
}

/// The best `n` pairs of different faces, summed (0 without `n` such pairs).
fn pairs(c: &Counts, n: usize) -> u16 {
    let faces: Vec<u16> = (0..6)
        .rev()
        .filter(|&i| c[i] >= 2)
        .map(|i| i as u16 + 1)
        .collect();
    if faces.len() < n {
        return 0;
    }
    faces[..n].iter().map(|f| 2 * f).sum()
}

/// `n` dice of the best face that has them, summed.
fn of_a_kind(c: &Counts, n: u8) -> u16 {
    (0..6)
        .rev()
        .find(|&i| c[i] >= n)
        .map_or(0, |i| u16::from(n) * (i as u16 + 1))
}

/// `a` dice of one face and `b` of another, the best such, summed.
fn groups(c: &Counts, a: u8, b: u8) -> u16 {
    let mut best = 0;
    for i in (0..6).filter(|&i| c[i] >= a) {
        for j in (0..6).filter(|&j| j != i && c[j] >= b) {
            best = best.max(u16::from(a) * (i as u16 + 1) + u16::from(b) * (j as u16 + 1));
        }
    }
    best
}

/// Yatzy's sheet in order: ones … sixes, then one_pair … yatzy.
pub const YATZY_BOXES: [Rule; 15] = [
    Rule::Upper(1),
    Rule::Upper(2),
    Rule::Upper(3),
    Rule::Upper(4),
    Rule::Upper(5),
    Rule::Upper(6),
    Rule::OnePair,
    Rule::TwoPairs,
    Rule::ThreeOfAKind,
    Rule::FourOfAKind,
    Rule::SmallStraight,
    Rule::LargeStraight,
    Rule::FullHouse,
    Rule::Chance,
    Rule::Yatzy,
];

/// Maxi Yatzy's sheet in order: ones … sixes, then one_pair … maxi_yatzy.
pub const MAXI_YATZY_BOXES: [Rule; 20] = [
    Rule::Upper(1),
    Rule::Upper(2),
    Rule::Upper(3),
    Rule::Upper(4),
    Rule::Upper(5),
    Rule::Upper(6),
    Rule::OnePair,
    Rule::TwoPairs,
    Rule::ThreePairs,
    Rule::ThreeOfAKind,
    Rule::FourOfAKind,
    Rule::FiveOfAKind,
    Rule::SmallStraight,
    Rule::LargeStraight,
    Rule::FullStraight,
    Rule::FullHouse,
    Rule::Villa,
    Rule::Tower,
    Rule::Chance,
    Rule::MaxiYatzy,
];

/// Yatzy's shape: five dice, 15 boxes, 50 points at 63, no joker.
pub const YATZY: Shape = Shape {
    dice: 5,
    boxes: 15,
    bonus_at: 63,
    bonus: 50,
    kniffel: None,
};

/// Maxi Yatzy's upper bonus: 100 at 84 (the default) or 50 at 75.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MaxiBonus {
    /// 100 points at 84 or more.
    #[default]
    Hundred,
    /// 50 points at 75 or more.
    Fifty,
}

impl MaxiBonus {
    /// The sheet of Maxi Yatzy with this bonus: six dice, 20 boxes, no joker.
    pub fn shape(self) -> Shape {
        let (bonus_at, bonus) = match self {
            MaxiBonus::Hundred => (84, 100),
            MaxiBonus::Fifty => (75, 50),
        };
        Shape {
            dice: 6,
            boxes: 20,
            bonus_at,
            bonus,
            kniffel: None,
        }
    }
}

/// The scoring of a sheet whose boxes are `rules`, in order.
pub fn scoring_of(shape: Shape, rules: &[Rule]) -> Scoring {
    Scoring::of_shape(shape, |dice| {
        let c = counts_of(dice);
        let mut row = [0; MAX_BOXES];
        for (points, rule) in row.iter_mut().zip(rules) {
            *points = rule.points_of(&c);
        }
        row
    })
}

/// Yatzy's scoring (the house-rule switches off).
pub fn yatzy() -> Scoring {
    scoring_of(YATZY, &YATZY_BOXES)
}

/// Maxi Yatzy's scoring, without saved rolls.
pub fn maxi_yatzy(bonus: MaxiBonus) -> Scoring {
    scoring_of(bonus.shape(), &MAXI_YATZY_BOXES)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn points(rule: Rule, dice: &[u8]) -> u16 {
        rule.points(dice)
    }

    #[test]
    fn yatzy_boxes_score_as_the_rules_say() {
        assert_eq!(points(Rule::OnePair, &[6, 6, 5, 5, 2]), 12);
        assert_eq!(points(Rule::TwoPairs, &[6, 6, 5, 5, 2]), 22);
        // Two pairs need two different faces.
        assert_eq!(points(Rule::TwoPairs, &[5, 5, 5, 5, 2]), 0);
        assert_eq!(points(Rule::TwoPairs, &[3, 3, 3, 3, 3]), 0);
        assert_eq!(points(Rule::ThreeOfAKind, &[4, 4, 4, 2, 1]), 12);
        assert_eq!(points(Rule::FourOfAKind, &[3, 3, 3, 3, 6]), 12);
        assert_eq!(points(Rule::FourOfAKind, &[3, 3, 3, 3, 3]), 12);
        assert_eq!(points(Rule::SmallStraight, &[5, 3, 1, 2, 4]), 15);
        assert_eq!(points(Rule::SmallStraight, &[2, 3, 4, 5, 6]), 0);
        assert_eq!(points(Rule::LargeStraight, &[2, 3, 4, 5, 6]), 20);
        assert_eq!(points(Rule::FullHouse, &[6, 6, 6, 5, 5]), 28);
        assert_eq!(points(Rule::FullHouse, &[5, 5, 5, 5, 5]), 0);
        assert_eq!(points(Rule::Chance, &[1, 2, 3, 4, 6]), 16);
        assert_eq!(points(Rule::Yatzy, &[2; 5]), 50);
        assert_eq!(points(Rule::Yatzy, &[2, 2, 2, 2, 3]), 0);
        assert_eq!(points(Rule::Upper(5), &[5, 5, 1, 5, 2]), 15);
    }

    #[test]
    fn maxi_yatzy_boxes_score_as_the_rules_say() {
        assert_eq!(points(Rule::FullHouse, &[6, 6, 6, 5, 5, 1]), 28);
        assert_eq!(points(Rule::Villa, &[4, 4, 4, 2, 2, 2]), 18);
        assert_eq!(points(Rule::Tower, &[5, 5, 5, 5, 1, 1]), 22);
        // The best full house of 3 3 3 4 4 4: three fours and two threes.
        assert_eq!(points(Rule::FullHouse, &[3, 3, 3, 4, 4, 4]), 18);
        assert_eq!(points(Rule::TwoPairs, &[2, 2, 5, 5, 6, 6]), 22);
        assert_eq!(points(Rule::ThreePairs, &[2, 2, 5, 5, 6, 6]), 26);
        assert_eq!(points(Rule::ThreePairs, &[5, 5, 5, 5, 6, 6]), 0);
        assert_eq!(points(Rule::FiveOfAKind, &[4, 4, 4, 4, 4, 1]), 20);
        assert_eq!(points(Rule::FullStraight, &[6, 5, 4, 3, 2, 1]), 21);
        assert_eq!(points(Rule::SmallStraight, &[6, 5, 4, 3, 2, 1]), 15);
        assert_eq!(points(Rule::LargeStraight, &[6, 5, 4, 3, 2, 2]), 20);
        assert_eq!(points(Rule::MaxiYatzy, &[1; 6]), 100);
        assert_eq!(points(Rule::MaxiYatzy, &[1, 1, 1, 1, 1, 2]), 0);
        assert_eq!(points(Rule::Chance, &[6; 6]), 36);
    }

    #[test]
    fn the_sheets_list_their_ids_in_order() {
        let ids: Vec<&str> = YATZY_BOXES.iter().map(|r| r.id()).collect();
        assert_eq!(ids[6..9], ["one_pair", "two_pairs", "three_of_a_kind"]);
        assert_eq!(MAXI_YATZY_BOXES[19].id(), "maxi_yatzy");
        assert!(YATZY.is_valid() && MaxiBonus::Hundred.shape().is_valid());
        assert_eq!(
            MAXI_YATZY_BOXES.len(),
            MaxiBonus::Fifty.shape().boxes as usize
        );
    }
}
