//! The order in which a sheet's boxes must be filled: free (the default), or one of the
//! clubs' forced formats a tournament round or a house rule asks for.

use super::sheet::{BoxId, Sheet};
use serde::{Deserialize, Serialize};

/// Which boxes a turn may fill, by their place on the sheet.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BoxOrder {
    /// Any open box.
    #[default]
    Free,
    /// Only the first open box from the top.
    TopDown,
    /// Only the first open box from the bottom.
    BottomUp,
    /// The upper section's boxes first (in any order), then the lower section's.
    UpperFirst,
    /// The lower section's boxes first (in any order), then the upper section's.
    LowerFirst,
}

impl BoxOrder {
    /// Every order, the free one first (the New game choice's and the CLI's list).
    pub const ALL: [BoxOrder; 5] = [
        BoxOrder::Free,
        BoxOrder::TopDown,
        BoxOrder::BottomUp,
        BoxOrder::UpperFirst,
        BoxOrder::LowerFirst,
    ];

    /// The order's id in saves and on the command line.
    pub fn id(self) -> &'static str {
        match self {
            BoxOrder::Free => "free",
            BoxOrder::TopDown => "top_down",
            BoxOrder::BottomUp => "bottom_up",
            BoxOrder::UpperFirst => "upper_first",
            BoxOrder::LowerFirst => "lower_first",
        }
    }

    /// The order with this id, None for an unknown one.
    pub fn from_id(id: &str) -> Option<BoxOrder> {
        BoxOrder::ALL.into_iter().find(|o| o.id() == id)
    }

    /// The order of a game: the setup's choice, or top-down for a Yatzy or Maxi Yatzy
    /// game saved with the older `forced_order` switch (which the choice overrides).
    pub fn of(chosen: BoxOrder, forced_order_switch: bool) -> BoxOrder {
        match chosen {
            BoxOrder::Free if forced_order_switch => BoxOrder::TopDown,
            other => other,
        }
    }

    /// Whether a turn may fill `b` on `sheet` of `boxes` (sheet order): `b` must be open
    /// and on the sheet, and the order must reach it.
    pub fn allows(self, boxes: &[BoxId], sheet: &Sheet, b: BoxId) -> bool {
        let mut open = sheet.open_in(boxes);
        if !boxes.contains(&b) || !sheet.is_open(b) {
            return false;
        }
        match self {
            BoxOrder::Free => true,
            BoxOrder::TopDown => open.next() == Some(b),
            BoxOrder::BottomUp => open.last() == Some(b),
            BoxOrder::UpperFirst => b.is_upper() || !open.any(BoxId::is_upper),
            BoxOrder::LowerFirst => !b.is_upper() || open.all(BoxId::is_upper),
        }
    }

    /// The open boxes of `boxes` a turn may fill now, in sheet order.
    pub fn allowed(self, boxes: &[BoxId], sheet: &Sheet) -> Vec<BoxId> {
        sheet
            .open_in(boxes)
            .filter(|&b| self.allows(boxes, sheet, b))
            .collect()
    }

    /// Whether the order leaves the player no choice among the open boxes.
    pub fn is_single_file(self) -> bool {
        matches!(self, BoxOrder::TopDown | BoxOrder::BottomUp)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::scoresheet::classic::CLASSIC_BOXES;
    use BoxId::*;

    fn sheet(filled: &[BoxId]) -> Sheet {
        let mut s = Sheet::default();
        for &b in filled {
            s.set(b, 0);
        }
        s
    }

    #[test]
    fn each_order_allows_its_boxes() {
        let s = sheet(&[Ones, Chance]);
        let allowed = |o: BoxOrder| o.allowed(&CLASSIC_BOXES, &s);
        assert_eq!(allowed(BoxOrder::Free).len(), 11);
        assert_eq!(allowed(BoxOrder::TopDown), vec![Twos]);
        assert_eq!(allowed(BoxOrder::BottomUp), vec![Kniffel]);
        assert_eq!(
            allowed(BoxOrder::UpperFirst),
            vec![Twos, Threes, Fours, Fives, Sixes]
        );
        assert_eq!(
            allowed(BoxOrder::LowerFirst),
            vec![
                ThreeOfAKind,
                FourOfAKind,
                FullHouse,
                SmallStraight,
                LargeStraight,
                Kniffel
            ]
        );
    }

    #[test]
    fn a_full_section_opens_the_other() {
        let upper = sheet(&[Ones, Twos, Threes, Fours, Fives, Sixes]);
        assert_eq!(
            BoxOrder::UpperFirst.allowed(&CLASSIC_BOXES, &upper).len(),
            7
        );
        assert_eq!(
            BoxOrder::LowerFirst.allowed(&CLASSIC_BOXES, &upper).len(),
            7
        );
        let lower = sheet(&[
            ThreeOfAKind,
            FourOfAKind,
            FullHouse,
            SmallStraight,
            LargeStraight,
            Kniffel,
            Chance,
        ]);
        assert_eq!(
            BoxOrder::LowerFirst.allowed(&CLASSIC_BOXES, &lower).len(),
            6
        );
        assert!(
            !BoxOrder::Free.allows(&CLASSIC_BOXES, &lower, Chance),
            "filled"
        );
    }

    #[test]
    fn ids_read_back_and_match_the_saves() {
        for o in BoxOrder::ALL {
            assert_eq!(BoxOrder::from_id(o.id()), Some(o));
            assert_eq!(
                serde_json::to_string(&o).ok(),
                Some(format!("\"{}\"", o.id()))
            );
        }
        assert_eq!(BoxOrder::from_id("sideways"), None);
    }

    #[test]
    fn the_old_switch_means_top_down_unless_an_order_is_chosen() {
        assert_eq!(BoxOrder::of(BoxOrder::Free, true), BoxOrder::TopDown);
        assert_eq!(BoxOrder::of(BoxOrder::Free, false), BoxOrder::Free);
        assert_eq!(BoxOrder::of(BoxOrder::BottomUp, true), BoxOrder::BottomUp);
    }
}
