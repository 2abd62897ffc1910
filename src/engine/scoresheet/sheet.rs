//! Box ids and a player's scoresheet. (The boxes' names are in `lang`.)

use crate::engine::dice::Combo;
use serde::{Deserialize, Serialize, Serializer};
use std::collections::BTreeMap;

id_enum! {
    /// Every box of every sheet: the order of the Kniffel Extreme block (which holds all
    /// the classic boxes too), then the boxes of Yatzy, Maxi Yatzy and Generala. Only
    /// ever added at the end: the sheet is indexed by it.
    pub enum BoxId [BOX_COUNT] {
        /// The ones added up.
        Ones,
        /// The twos added up.
        Twos,
        /// The threes added up.
        Threes,
        /// The fours added up.
        Fours,
        /// The fives added up.
        Fives,
        /// The sixes added up.
        Sixes,
        /// Three of a kind: all dice added up.
        ThreeOfAKind,
        /// Four of a kind: all dice added up.
        FourOfAKind,
        /// Two pairs (Extreme): all dice added up.
        TwoPairs,
        /// Three pairs (Extreme): 35.
        ThreePairs,
        /// Two triples (Extreme): 45.
        TwoTriples,
        /// Three and two of a kind: 25.
        FullHouse,
        /// Four and two of a kind (Extreme): 45.
        BigFullHouse,
        /// Four in a row: 30.
        SmallStraight,
        /// Five in a row: 40.
        LargeStraight,
        /// Six in a row (Extreme): 50.
        Highway,
        /// Five of a kind: 50.
        Kniffel,
        /// Six of a kind (Extreme): 75.
        KniffelExtreme,
        /// The dice add up to 10 or less (Extreme): 40.
        TenOrLess,
        /// The dice add up to 33 or more (Extreme): 40.
        ThirtyThreeOrMore,
        /// Anything: all dice added up.
        Chance,
        /// Anything (Extreme): twice all dice added up.
        SuperChance,
        /// Two equal dice (Yatzy, Maxi Yatzy): their sum.
        OnePair,
        /// Five equal dice (Maxi Yatzy): their sum.
        FiveOfAKind,
        /// 1-2-3-4-5-6 (Maxi Yatzy): 21.
        FullStraight,
        /// Three and three of a kind (Maxi Yatzy): their sum.
        Villa,
        /// Four and two of a kind (Maxi Yatzy): their sum.
        Tower,
        /// Five equal dice (Yatzy): 50.
        Yatzy,
        /// Six equal dice (Maxi Yatzy): 100.
        MaxiYatzy,
        /// Five in a row (Generala): 20, served 25.
        Straight,
        /// Five equal dice (Generala): 50.
        Generala,
        /// A second Generala (Generala): 100.
        DoubleGenerala,
    }
}

/// Every box, in `BoxId` order.
pub const ALL_BOXES: [BoxId; BOX_COUNT] = BoxId::ALL;

/// How many box ids there are.
pub const BOX_COUNT: usize = 32;

use BoxId::*;

/// The upper boxes, Ones to Sixes.
pub const UPPER_BOXES: [BoxId; 6] = [Ones, Twos, Threes, Fours, Fives, Sixes];

impl BoxId {
    /// The box's id in saves and on the command line.
    pub fn id(self) -> &'static str {
        ID_NAMES[self as usize]
    }

    /// The box with this id, None for an unknown one.
    pub fn from_id(id: &str) -> Option<BoxId> {
        ID_NAMES.iter().position(|&n| n == id).map(|i| ALL_BOXES[i])
    }

    /// The face an upper box collects (Einser → 1), or None for a lower box.
    pub fn upper_face(self) -> Option<u8> {
        UPPER_BOXES
            .iter()
            .position(|&b| b == self)
            .map(|i| i as u8 + 1)
    }

    /// Whether this is one of the upper boxes.
    pub fn is_upper(self) -> bool {
        self.upper_face().is_some()
    }

    /// The upper box that collects `face` (1..=6).
    pub fn upper_for(face: u8) -> Option<BoxId> {
        UPPER_BOXES.get((face as usize).checked_sub(1)?).copied()
    }

    /// The points this box gives in the Kniffel games (classic, Extreme, Karten-Kniffel)
    /// when the combo meets its condition, None when it does not. Conditions are "at
    /// least" throughout (docs/rules.md, clarifications); the card game's exact card
    /// counts are checked by the card game itself. The boxes of Yatzy, Maxi Yatzy and
    /// Generala are on no Kniffel sheet (None): those games score every box, the shared
    /// ones too, by their own rules (`yatzy`, `maxi_yatzy`, `generala`).
    pub fn meets(self, c: &Combo) -> Option<u16> {
        let kind = c.most_of_a_kind();
        match self {
            Ones | Twos | Threes | Fours | Fives | Sixes => {
                let face = self.upper_face().unwrap_or(0);
                Some(face as u16 * c.count(face) as u16)
            }
            ThreeOfAKind => (kind >= 3).then_some(c.sum()),
            FourOfAKind => (kind >= 4).then_some(c.sum()),
            TwoPairs => (c.faces_with_at_least(2) >= 2).then_some(c.sum()),
            ThreePairs => (c.faces_with_at_least(2) >= 3).then_some(35),
            TwoTriples => (c.faces_with_at_least(3) >= 2).then_some(45),
            FullHouse => c.has_full_house(3, 2).then_some(25),
            BigFullHouse => c.has_full_house(4, 2).then_some(45),
            SmallStraight => (c.longest_run() >= 4).then_some(30),
            LargeStraight => (c.longest_run() >= 5).then_some(40),
            Highway => (c.longest_run() >= 6).then_some(50),
            Kniffel => (kind >= 5).then_some(50),
            KniffelExtreme => (kind >= 6).then_some(75),
            TenOrLess => (c.sum() <= 10).then_some(40),
            ThirtyThreeOrMore => (c.sum() >= 33).then_some(40),
            Chance => Some(c.sum()),
            SuperChance => Some(2 * c.sum()),
            OnePair | FiveOfAKind | FullStraight | Villa | Tower | Yatzy | MaxiYatzy | Straight
            | Generala | DoubleGenerala => None,
        }
    }
}
serde_by_id!(BoxId, "a box id");

const ID_NAMES: [&str; BOX_COUNT] = [
    "ones",
    "twos",
    "threes",
    "fours",
    "fives",
    "sixes",
    "three_of_a_kind",
    "four_of_a_kind",
    "two_pairs",
    "three_pairs",
    "two_triples",
    "full_house",
    "big_full_house",
    "small_straight",
    "large_straight",
    "highway",
    "kniffel",
    "kniffel_extreme",
    "ten_or_less",
    "thirty_three_or_more",
    "chance",
    "super_chance",
    "one_pair",
    "five_of_a_kind",
    "full_straight",
    "villa",
    "tower",
    "yatzy",
    "maxi_yatzy",
    "straight",
    "generala",
    "double_generala",
];

/// A player's filled boxes. Saved as a map `{box_id: points}` so a save stays readable.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(from = "BTreeMap<BoxId, i32>")]
pub struct Sheet {
    cells: [Option<i32>; BOX_COUNT],
}

impl Sheet {
    /// The points in `b`; None while it is open.
    pub fn get(&self, b: BoxId) -> Option<i32> {
        self.cells[b as usize]
    }

    /// Whether `b` is still open.
    pub fn is_open(&self, b: BoxId) -> bool {
        self.get(b).is_none()
    }

    /// Writes `points` into `b`.
    pub fn set(&mut self, b: BoxId, points: i32) {
        self.cells[b as usize] = Some(points);
    }

    /// Opens `b` again.
    pub fn clear(&mut self, b: BoxId) {
        self.cells[b as usize] = None;
    }

    /// Sum of the six upper boxes filled so far.
    pub fn upper_sum(&self) -> i32 {
        UPPER_BOXES.iter().filter_map(|&b| self.get(b)).sum()
    }

    /// Sum of every filled box.
    pub fn boxes_sum(&self) -> i32 {
        self.cells.iter().flatten().sum()
    }

    /// How many boxes are filled.
    pub fn filled_count(&self) -> usize {
        self.cells.iter().flatten().count()
    }

    /// The boxes of `boxes` still open, in their order.
    pub fn open_in<'a>(&'a self, boxes: &'a [BoxId]) -> impl Iterator<Item = BoxId> + 'a {
        boxes.iter().copied().filter(|&b| self.is_open(b))
    }
}

impl From<BTreeMap<BoxId, i32>> for Sheet {
    fn from(map: BTreeMap<BoxId, i32>) -> Self {
        let mut s = Sheet::default();
        for (b, p) in map {
            s.set(b, p);
        }
        s
    }
}

/// The filled boxes in id order, as a `BTreeMap<BoxId, i32>` would write them, without
/// building one.
impl Serialize for Sheet {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(
            ALL_BOXES
                .iter()
                .filter_map(|&b| self.get(b).map(|p| (b, p))),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_through_serde_and_from_id() {
        for b in ALL_BOXES {
            let json = serde_json::to_string(&b).expect("serialize");
            assert_eq!(json, format!("\"{}\"", b.id()));
            assert_eq!(BoxId::from_id(b.id()), Some(b));
        }
        assert_eq!(BoxId::from_id("yahtzee"), None);
    }

    #[test]
    fn sheet_saves_as_a_map() {
        let mut s = Sheet::default();
        s.set(BoxId::Fours, 12);
        s.set(BoxId::Kniffel, 50);
        let json = serde_json::to_string(&s).expect("serialize");
        assert_eq!(json, r#"{"fours":12,"kniffel":50}"#);
        let back: Sheet = serde_json::from_str(&json).expect("deserialize");
        assert_eq!(back, s);
        assert_eq!(back.upper_sum(), 12);
        assert_eq!(back.boxes_sum(), 62);
    }
}
