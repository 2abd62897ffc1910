//! What the solver must know of the rules, as data: the sheet's shape (dice, boxes,
//! upper bonus), the points of every box for every roll and how further Kniffels are
//! scored. The caller builds it from its rules engine, so the engine stays the one
//! authority on scoring (`games` builds Yatzy's and Maxi Yatzy's from the crate's own
//! box rules, which the app's tests hold equal to its engine's).

use crate::multisets::{Multisets, ROLLS};
use crate::position::BOXES;
use crate::shape::{Shape, MAX_BOXES};

/// The scoring of one rule variant.
#[derive(Clone, Debug, PartialEq)]
pub struct Scoring {
    /// The sheet: dice, boxes, upper bonus, the remembered Kniffel box.
    pub shape: Shape,
    /// `points[r][b]`: box `b` filled with roll `first_roll + r` of the shape's dice
    /// (`FIRST_ROLL + r` for five), ordinary scoring; boxes past the sheet's are 0.
    pub points: Vec<[u16; MAX_BOXES]>,
    /// The face of a roll whose dice all show one face, 0 for any other.
    pub kniffel_face: Vec<u8>,
    /// The chance of each roll when all the dice are thrown.
    pub probability: Vec<f64>,
    /// The joker rule: a further Kniffel must go to its own upper box if open, else is a
    /// joker for the lower boxes, else strikes an upper box. Only with a remembered
    /// Kniffel box (`Shape::kniffel`).
    pub joker: bool,
    /// Points a lower box gives a joker when they differ from ordinary scoring (Full
    /// House, straights).
    pub joker_points: [Option<u16>; BOXES],
    /// Extra-Kniffel bonus (Kniffel box holds 50) when the roll goes to its upper box…
    pub extra_in_upper: f64,
    /// …and when it is a joker elsewhere.
    pub extra_as_joker: f64,
}

impl Scoring {
    /// Classic Kniffel's scoring with `points(dice)` giving each box's ordinary points for
    /// five dice (ascending, 1..=6).
    pub fn new(
        points: impl Fn(&[u8]) -> [u16; BOXES],
        joker: bool,
        joker_points: [Option<u16>; BOXES],
        extra_in_upper: u16,
        extra_as_joker: u16,
    ) -> Scoring {
        let wide = |dice: &[u8]| {
            let classic = points(dice);
            std::array::from_fn(|b| classic.get(b).copied().unwrap_or(0))
        };
        Scoring {
            joker,
            joker_points,
            extra_in_upper: extra_in_upper as f64,
            extra_as_joker: extra_as_joker as f64,
            ..Scoring::of_shape(Shape::CLASSIC, wide)
        }
    }

    /// The scoring of a sheet of shape `shape` without jokers or extra bonuses, with
    /// `points(dice)` giving each box's points for the shape's dice (ascending, 1..=6).
    pub fn of_shape(shape: Shape, points: impl Fn(&[u8]) -> [u16; MAX_BOXES]) -> Scoring {
        let m = Multisets::of(shape.dice);
        let rolls = m.first_roll..m.len;
        let dice: Vec<Vec<u8>> = rolls.clone().map(|r| m.dice(r)).collect();
        let factorial = |n: u8| (1..=n as u32).product::<u32>() as f64;
        let throws = 6f64.powi(shape.dice as i32);
        Scoring {
            shape,
            points: dice.iter().map(|d| points(d)).collect(),
            kniffel_face: dice
                .iter()
                .map(|d| {
                    if d.iter().all(|&x| x == d[0]) {
                        d[0]
                    } else {
                        0
                    }
                })
                .collect(),
            probability: rolls
                .map(|r| {
                    let ways: f64 = m.counts[r].iter().map(|&c| factorial(c)).product();
                    factorial(shape.dice) / ways / throws
                })
                .collect(),
            joker: false,
            joker_points: [None; BOXES],
            extra_in_upper: 0.0,
            extra_as_joker: 0.0,
        }
    }
}

/// Bumped whenever the solver's values could change for the same scoring, so tables
/// stored by an earlier version are not taken for this one's.
pub const SOLVER_VERSION: u32 = 1;

/// `joker_points` entry that means "ordinary scoring".
const ORDINARY: u32 = u32::MAX;

impl Scoring {
    /// A classic scoring as plain numbers (to hand it to a worker, or to key a stored
    /// table): solver version, joker, the two bonuses, joker points, then every roll's
    /// points. Only the classic sheet is handed on so (the browser's workers solve no
    /// other): other shapes' words name a classic scoring, not theirs.
    pub fn to_words(&self) -> Vec<u32> {
        let mut words = vec![
            SOLVER_VERSION,
            self.joker as u32,
            self.extra_in_upper as u32,
            self.extra_as_joker as u32,
        ];
        words.extend(
            self.joker_points
                .iter()
                .map(|p| p.map_or(ORDINARY, u32::from)),
        );
        words.extend(
            self.points
                .iter()
                .flat_map(|row| &row[..BOXES])
                .map(|&p| p as u32),
        );
        words
    }

    /// The classic scoring `to_words` wrote, None if the words are not one (or of another
    /// solver version).
    pub fn from_words(words: &[u32]) -> Option<Scoring> {
        let head = 4 + BOXES;
        if words.len() != head + ROLLS * BOXES || words[0] != SOLVER_VERSION {
            return None;
        }
        let number = |w: u32| u16::try_from(w).ok();
        let mut joker_points = [None; BOXES];
        for (slot, &w) in joker_points.iter_mut().zip(&words[4..head]) {
            *slot = if w == ORDINARY {
                None
            } else {
                Some(number(w)?)
            };
        }
        let mut points = Vec::with_capacity(ROLLS);
        for roll in words[head..].chunks(BOXES) {
            let mut row = [0u16; MAX_BOXES];
            for (slot, &w) in row.iter_mut().zip(roll) {
                *slot = number(w)?;
            }
            points.push(row);
        }
        let mut scoring = Scoring::new(
            |_| [0; BOXES],
            words[1] != 0,
            joker_points,
            number(words[2])?,
            number(words[3])?,
        );
        scoring.points = points;
        Some(scoring)
    }
}

/// A short fingerprint of a scoring's words (`Scoring::to_words`, which carry the solver's
/// version): FNV-1a of their little-endian bytes, to name a stored table.
pub fn fingerprint(words: &[u32]) -> u64 {
    fnv1a(words.iter().flat_map(|w| w.to_le_bytes()))
}

/// The 64-bit FNV-1a hash of `bytes`: tiny and well known, enough to name a table and to
/// notice a damaged one (not meant to withstand tampering).
pub fn fnv1a(bytes: impl IntoIterator<Item = u8>) -> u64 {
    bytes
        .into_iter()
        .fold(0xcbf2_9ce4_8422_2325u64, |hash, byte| {
            (hash ^ byte as u64).wrapping_mul(0x0100_0000_01b3)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Scoring {
        let mut joker = [None; BOXES];
        joker[8] = Some(25);
        Scoring::new(|d| [d[0] as u16; BOXES], true, joker, 50, 0)
    }

    #[test]
    fn words_round_trip() {
        let s = sample();
        let back = Scoring::from_words(&s.to_words()).expect("words of a scoring");
        assert_eq!(back, s);
        assert_eq!(fingerprint(&back.to_words()), fingerprint(&s.to_words()));
        assert_ne!(fingerprint(&s.to_words()), fingerprint(&s.to_words()[1..]));
    }

    #[test]
    fn fnv1a_matches_the_published_test_vectors() {
        assert_eq!(fnv1a([]), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(*b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a(*b"foobar"), 0x8594_4171_f739_67e8);
    }

    #[test]
    fn other_words_are_refused() {
        let mut words = sample().to_words();
        assert!(Scoring::from_words(&words[1..]).is_none());
        words[0] = SOLVER_VERSION + 1;
        assert!(Scoring::from_words(&words).is_none());
        let mut words = sample().to_words();
        words[20] = 70_000;
        assert!(Scoring::from_words(&words).is_none());
    }
}
