//! Generala, the Latin American game (docs/rules.md section 7): five dice, ten or eleven
//! boxes at fixed values, +5 for a combination served (made on the turn's first roll),
//! no upper bonus, and its switches. The Generala servida, five equal on the first roll,
//! wins the game at once: the turn machine sees to that (`game`), not the sheet.

use super::classic::Offer;
use super::sheet::{BoxId, BoxId::*, Sheet};
use super::yatzy::scored;
use crate::engine::dice::Combo;
use serde::{Deserialize, Serialize};

/// The Generala sheet's 11 boxes, in sheet order (with the Double Generala).
pub const GENERALA_BOXES: [BoxId; 11] = [
    Ones,
    Twos,
    Threes,
    Fours,
    Fives,
    Sixes,
    Straight,
    FullHouse,
    FourOfAKind,
    Generala,
    DoubleGenerala,
];

/// The sheet without the Double Generala (the switch off): 10 boxes.
pub const GENERALA_BOXES_SINGLE: [BoxId; 10] = [
    Ones,
    Twos,
    Threes,
    Fours,
    Fives,
    Sixes,
    Straight,
    FullHouse,
    FourOfAKind,
    Generala,
];

/// What a straight, full house or four of a kind made on the first roll earns on top.
pub const SERVED_BONUS: u16 = 5;

/// Generala's switches (docs/rules.md section 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GeneralaRules {
    /// A straight may run round the 1 (3-4-5-6-1); off by default.
    #[serde(default)]
    pub straight_wrap: bool,
    /// The sheet has the Double Generala box (on by default).
    #[serde(default = "on")]
    pub double_generala: bool,
}

fn on() -> bool {
    true
}

impl Default for GeneralaRules {
    fn default() -> Self {
        GeneralaRules {
            straight_wrap: false,
            double_generala: true,
        }
    }
}

impl GeneralaRules {
    /// The boxes of the sheet under these rules, in sheet order.
    pub fn boxes(self) -> &'static [BoxId] {
        if self.double_generala {
            &GENERALA_BOXES
        } else {
            &GENERALA_BOXES_SINGLE
        }
    }
}

/// Whether these dice are a straight: 1-2-3-4-5 or 2-3-4-5-6, with `wrap` also 3-4-5-6-1.
pub fn is_straight(c: &Combo, wrap: bool) -> bool {
    let has = |faces: &[u8]| faces.iter().all(|&f| c.count(f) == 1);
    has(&[1, 2, 3, 4, 5]) || has(&[2, 3, 4, 5, 6]) || (wrap && has(&[3, 4, 5, 6, 1]))
}

/// The points of box `b` (a Generala box) for these dice on `sheet` under `rules`,
/// `served` when they were made on the turn's first roll; 0 when they do not make it.
pub fn points(b: BoxId, c: &Combo, sheet: &Sheet, rules: GeneralaRules, served: bool) -> u16 {
    let extra = if served { SERVED_BONUS } else { 0 };
    let five_equal = c.all_equal();
    match b {
        Ones | Twos | Threes | Fours | Fives | Sixes => {
            let face = b.upper_face().unwrap_or(0);
            u16::from(face) * u16::from(c.count(face))
        }
        Straight if is_straight(c, rules.straight_wrap) => 20 + extra,
        // Five equal are never a full house.
        FullHouse if c.has_full_house(3, 2) => 30 + extra,
        FourOfAKind if c.most_of_a_kind() >= 4 => 40 + extra,
        Generala if five_equal => 50,
        DoubleGenerala if five_equal && sheet.get(Generala) == Some(50) => 100,
        _ => 0,
    }
}

/// The five dice `dice` (values 1..=6) scored against `sheet` under `rules`; `roll` is
/// the roll of the turn they were made on (1: served).
pub fn offer(dice: &[u8], sheet: &Sheet, rules: GeneralaRules, roll: u8) -> Offer {
    let combo = Combo::new(dice);
    scored(rules.boxes(), sheet, false, |b| {
        points(b, &combo, sheet, rules, roll == 1)
    })
}

/// Whether these dice, made on roll `roll` of the turn, are a Generala servida: five
/// equal on the first roll, which wins the game at once.
pub fn is_servida(dice: &[u8], roll: u8) -> bool {
    roll == 1 && Combo::new(dice).all_equal()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pts(dice: [u8; 5], b: BoxId, served: bool) -> u16 {
        let c = Combo::new(&dice);
        points(b, &c, &Sheet::default(), GeneralaRules::default(), served)
    }

    #[test]
    fn every_box_of_the_sheet() {
        assert_eq!(pts([3, 3, 3, 1, 2], Threes, false), 9);
        assert_eq!(pts([1, 2, 3, 4, 5], Straight, false), 20);
        assert_eq!(pts([6, 2, 3, 4, 5], Straight, true), 25);
        assert_eq!(pts([3, 4, 5, 6, 1], Straight, false), 0);
        assert_eq!(pts([2, 2, 6, 6, 6], FullHouse, false), 30);
        assert_eq!(pts([2, 2, 6, 6, 6], FullHouse, true), 35);
        assert_eq!(pts([6, 6, 6, 6, 6], FullHouse, false), 0);
        assert_eq!(pts([4, 4, 4, 4, 1], FourOfAKind, false), 40);
        assert_eq!(pts([4, 4, 4, 4, 1], FourOfAKind, true), 45);
        assert_eq!(pts([4, 4, 4, 4, 4], FourOfAKind, false), 40);
        assert_eq!(pts([4, 4, 4, 4, 4], Generala, false), 50);
        assert_eq!(pts([4, 4, 4, 4, 4], DoubleGenerala, false), 0);
        let mut s = Sheet::default();
        s.set(Generala, 50);
        let c = Combo::new(&[2; 5]);
        let rules = GeneralaRules::default();
        assert_eq!(points(DoubleGenerala, &c, &s, rules, false), 100);
        s.set(Generala, 0);
        assert_eq!(points(DoubleGenerala, &c, &s, rules, false), 0);
    }

    #[test]
    fn the_switches() {
        let wrap = GeneralaRules {
            straight_wrap: true,
            ..GeneralaRules::default()
        };
        let c = Combo::new(&[3, 4, 5, 6, 1]);
        assert_eq!(points(Straight, &c, &Sheet::default(), wrap, false), 20);
        let single = GeneralaRules {
            double_generala: false,
            ..GeneralaRules::default()
        };
        let o = offer(&[1, 1, 2, 2, 3], &Sheet::default(), single, 2);
        assert_eq!(o.allowed.len(), 10);
        assert_eq!(o.points_for(DoubleGenerala), None);
    }

    #[test]
    fn servida_is_five_equal_on_the_first_roll() {
        assert!(is_servida(&[5; 5], 1));
        assert!(!is_servida(&[5; 5], 2));
        assert!(!is_servida(&[5, 5, 5, 5, 4], 1));
    }
}
