//! From the dice a player wants to keep to its next action: one Hold at a time (a person
//! sees each die change), then the throw.

use crate::engine::Action;

/// Which of `dice` keep the faces counted in `keep` (index 0 = face 1), die by die; of
/// equal faces the first ones. Faces outside 1..=6 are never kept.
pub fn holds_for(dice: &[u8], keep: &[u8; 6]) -> Vec<bool> {
    let mut left = *keep;
    dice.iter()
        .map(|&face| {
            let Some(slot) = (face as usize).checked_sub(1).and_then(|f| left.get_mut(f)) else {
                return false;
            };
            let hold = *slot > 0;
            *slot = slot.saturating_sub(1);
            hold
        })
        .collect()
}

/// The next step toward holding exactly the dice `want` says (by die index; `held` has
/// one flag per die): the first die whose hold must change, else `throw` (a Roll, or
/// Kniffel Extreme's ChipRoll).
pub fn next_step(held: &[bool], want: impl Fn(usize) -> bool, throw: Action) -> Action {
    match (0..held.len()).find(|&die| held[die] != want(die)) {
        Some(die) => Action::Hold {
            die,
            held: want(die),
        },
        None => throw,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holds_follow_the_keep_first_equal_faces_first() {
        assert_eq!(
            holds_for(&[6, 2, 6, 3, 6], &[0, 0, 0, 0, 0, 2]),
            vec![true, false, true, false, false]
        );
        assert_eq!(holds_for(&[0, 7], &[1; 6]), vec![false, false]);
    }

    #[test]
    fn one_hold_at_a_time_then_the_throw() {
        let want = [true, false, true];
        assert_eq!(
            next_step(&[true, true, false], |d| want[d], Action::Roll),
            Action::Hold {
                die: 1,
                held: false
            }
        );
        assert_eq!(
            next_step(&want, |d| want[d], Action::ChipRoll),
            Action::ChipRoll
        );
    }
}
