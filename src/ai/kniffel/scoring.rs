//! The solver's view of the classic rules (`kniffel_solver::Scoring`), read off the
//! engine's own scoring so the engine stays the one authority.

use crate::engine::{
    offer, BoxId, ClassicRules, Combo, Sheet, CLASSIC_BOXES, UPPER_BONUS, UPPER_BONUS_AT,
};
use kniffel_solver::position::{Position, BOXES, CAP};
use kniffel_solver::Scoring;

/// The scoring of `rules`.
pub fn scoring(rules: ClassicRules) -> Scoring {
    // The solver's sheet is the engine's, bonus rule included.
    debug_assert_eq!(
        (CAP as i32, kniffel_solver::position::UPPER_BONUS as i32),
        (UPPER_BONUS_AT, UPPER_BONUS)
    );
    let ordinary = |dice: &[u8]| -> [u16; BOXES] {
        let combo = Combo::new(dice);
        std::array::from_fn(|b| CLASSIC_BOXES[b].meets(&combo).unwrap_or(0))
    };
    // A joker of ones with every lower box open shows what a joker scores where ordinary
    // scoring differs; extra-Kniffel bonuses as the engine pays them.
    let joker_sheet = sheet(&[(BoxId::Kniffel, 50), (BoxId::Fours, 0)]);
    let joker = offer(&[4; 5], &joker_sheet, rules);
    let usual = ordinary(&[4; 5]);
    let joker_points = std::array::from_fn(|b| {
        joker
            .points_for(CLASSIC_BOXES[b])
            .filter(|&p| b >= 6 && p != usual[b])
    });
    let in_upper = offer(&[4; 5], &sheet(&[(BoxId::Kniffel, 50)]), rules).bonus;
    Scoring::new(ordinary, rules.joker, joker_points, in_upper, joker.bonus)
}

fn sheet(entries: &[(BoxId, i32)]) -> Sheet {
    let mut s = Sheet::default();
    for &(b, p) in entries {
        s.set(b, p);
    }
    s
}

/// The solver's position of a classic sheet (boxes of other games are ignored).
pub fn position_of(sheet: &Sheet) -> Position {
    let filled = CLASSIC_BOXES
        .iter()
        .enumerate()
        .filter(|(_, &b)| !sheet.is_open(b))
        .fold(0u16, |bits, (i, _)| bits | 1 << i);
    Position {
        filled,
        upper: sheet.upper_sum().clamp(0, CAP as i32) as u8,
        kniffel_50: sheet.get(BoxId::Kniffel) == Some(50),
    }
}
