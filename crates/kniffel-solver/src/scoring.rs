//! What the solver must know of the rules, as data: the points of every box for every
//! roll and how further Kniffels are scored. The caller builds it from its rules engine,
//! so the engine stays the one authority on scoring.

use crate::multisets::{Multisets, FIRST_ROLL, MULTISETS};
use crate::position::BOXES;

/// The scoring of one rule variant.
#[derive(Clone, Debug, PartialEq)]
pub struct Scoring {
    /// `points[r][b]`: box `b` filled with roll `FIRST_ROLL + r`, ordinary scoring.
    pub points: Vec<[u16; BOXES]>,
    /// The face of a five-of-a-kind roll, 0 for any other.
    pub kniffel_face: Vec<u8>,
    /// The chance of each roll when five dice are thrown.
    pub probability: Vec<f64>,
    /// The joker rule: a further Kniffel must go to its own upper box if open, else is a
    /// joker for the lower boxes, else strikes an upper box.
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
    /// Scoring with `points(dice)` giving each box's ordinary points for five dice
    /// (ascending, 1..=6).
    pub fn new(
        points: impl Fn(&[u8]) -> [u16; BOXES],
        joker: bool,
        joker_points: [Option<u16>; BOXES],
        extra_in_upper: u16,
        extra_as_joker: u16,
    ) -> Scoring {
        let m = Multisets::get();
        let rolls = FIRST_ROLL..MULTISETS;
        let dice: Vec<Vec<u8>> = rolls.clone().map(|r| m.dice(r)).collect();
        let factorial = |n: u8| (1..=n as u32).product::<u32>() as f64;
        Scoring {
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
                    factorial(5) / ways / 7776.0
                })
                .collect(),
            joker,
            joker_points,
            extra_in_upper: extra_in_upper as f64,
            extra_as_joker: extra_as_joker as f64,
        }
    }
}
