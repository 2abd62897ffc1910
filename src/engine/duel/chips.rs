//! The chip kinds with their values and conditions, and a pile of chips.

use crate::engine::dice::Combo;
use crate::engine::scoresheet::sheet::BoxId;
use serde::{Deserialize, Serialize, Serializer};
use std::collections::BTreeMap;

/// Chip kinds.
pub const KINDS: usize = 7;
/// Chips of each kind in the full tray.
pub const CHIPS_PER_KIND: u8 = 4;

id_enum! {
    /// Chip kinds in order of value.
    pub enum ChipKind [KINDS] {
        /// Two pairs: 5 points.
        TwoPairs,
        /// Three of a kind: 10.
        ThreeOfAKind,
        /// Four in a row: 20.
        SmallStraight,
        /// All dice one colour (all odd or all even): 25.
        Flush,
        /// Three and two of a kind: 30.
        FullHouse,
        /// Four of a kind: 40.
        FourOfAKind,
        /// Five in a row: 50.
        LargeStraight,
    }
}
use ChipKind::*;

impl ChipKind {
    /// The points a chip of this kind is worth.
    pub fn value(self) -> i32 {
        [5, 10, 20, 25, 30, 40, 50][self as usize]
    }

    /// The kind's id in saves and on the command line.
    pub fn id(self) -> &'static str {
        [
            "two_pairs",
            "three_of_a_kind",
            "small_straight",
            "flush",
            "full_house",
            "four_of_a_kind",
            "large_straight",
        ][self as usize]
    }

    /// The kind with this id, None for an unknown one.
    pub fn from_id(id: &str) -> Option<ChipKind> {
        ChipKind::ALL.into_iter().find(|k| k.id() == id)
    }

    /// Whether a five-dice combo meets this chip's condition. Every kind but the Flush
    /// is the scoresheet box of the same name ("at least" conditions, docs/rules.md).
    pub fn meets(self, c: &Combo) -> bool {
        let twin = match self {
            TwoPairs => BoxId::TwoPairs,
            ThreeOfAKind => BoxId::ThreeOfAKind,
            SmallStraight => BoxId::SmallStraight,
            FullHouse => BoxId::FullHouse,
            FourOfAKind => BoxId::FourOfAKind,
            LargeStraight => BoxId::LargeStraight,
            Flush => {
                let red = c.count(2) + c.count(4) + c.count(6);
                return !c.is_empty() && (red == 0 || red as usize == c.len());
            }
        };
        twin.meets(c).is_some()
    }
}
serde_by_id!(ChipKind, "a chip kind id");

/// The colour of a die face as on the original dice: odd black, even red.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DieColour {
    /// Odd faces.
    Black,
    /// Even faces.
    Red,
}

impl DieColour {
    /// The colour of `face`.
    pub fn of(face: u8) -> DieColour {
        if face % 2 == 0 {
            DieColour::Red
        } else {
            DieColour::Black
        }
    }
}

/// How many chips of each kind a place (tray, set-aside, a player) holds. Saved as a
/// map `{kind: count}` of the kinds present, so a save stays readable.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(from = "BTreeMap<ChipKind, u8>")]
pub struct Chips {
    counts: [u8; KINDS],
}

impl From<BTreeMap<ChipKind, u8>> for Chips {
    fn from(map: BTreeMap<ChipKind, u8>) -> Self {
        let mut chips = Chips::default();
        for (k, n) in map {
            chips.counts[k as usize] = n;
        }
        chips
    }
}

/// The kinds present in kind order, as a `BTreeMap<ChipKind, u8>` would write them,
/// without building one.
impl Serialize for Chips {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.iter())
    }
}

impl Chips {
    /// The full tray: 4 of each kind.
    pub fn full() -> Chips {
        Chips {
            counts: [CHIPS_PER_KIND; KINDS],
        }
    }

    /// How many chips of `kind`.
    pub fn count(&self, kind: ChipKind) -> u8 {
        self.counts[kind as usize]
    }

    /// How many chips in all.
    pub fn total(&self) -> u32 {
        self.counts.iter().map(|&n| n as u32).sum()
    }

    /// Whether there are no chips at all.
    pub fn is_empty(&self) -> bool {
        self.total() == 0
    }

    /// How many different kinds are present.
    pub fn kinds(&self) -> usize {
        self.counts.iter().filter(|&&n| n > 0).count()
    }

    /// The sum of the chips' values.
    pub fn value(&self) -> i32 {
        self.iter().map(|(k, n)| k.value() * n as i32).sum()
    }

    /// The highest-value kind present.
    pub fn highest(&self) -> Option<ChipKind> {
        ChipKind::ALL.into_iter().rev().find(|&k| self.count(k) > 0)
    }

    /// (kind, count) of the kinds present, lowest value first.
    pub fn iter(&self) -> impl Iterator<Item = (ChipKind, u8)> + '_ {
        ChipKind::ALL
            .into_iter()
            .map(|k| (k, self.count(k)))
            .filter(|&(_, n)| n > 0)
    }

    /// One entry per chip, lowest value first: the chips laid open as the rules want.
    pub fn sorted(&self) -> Vec<ChipKind> {
        self.iter()
            .flat_map(|(k, n)| std::iter::repeat_n(k, n as usize))
            .collect()
    }

    /// One more chip of `kind`.
    pub fn add(&mut self, kind: ChipKind) {
        self.counts[kind as usize] += 1;
    }

    /// Callers check `count(kind) > 0` first.
    pub fn remove(&mut self, kind: ChipKind) {
        self.counts[kind as usize] -= 1;
    }
}
