//! Which dice on the table an advice to keep some faces means, so the app can mark and
//! hold exactly those dice.

use crate::ai::advice::Choice;
use crate::engine::DieKind;

/// Which dice on the table a kept set of faces means: for each kept six-sided face one
/// die showing it (those held already first, so a tap changes as little as possible),
/// and the ten-sided die if its face is kept. `None` when the faces are not all there
/// (an answer about other dice).
pub fn keep_mask(
    dice: &[u8],
    kinds: &[DieKind],
    held: &[bool],
    keep: &[u8],
    ten: Option<u8>,
) -> Option<Vec<bool>> {
    let mut mask = vec![false; dice.len()];
    for &face in keep {
        let free = |i: &usize| {
            !mask[*i] && dice[*i] == face && kinds.get(*i).copied() != Some(DieKind::Ten)
        };
        let pick = (0..dice.len())
            .filter(free)
            .find(|&i| held.get(i).copied().unwrap_or(false))
            .or_else(|| (0..dice.len()).find(free))?;
        mask[pick] = true;
    }
    if let Some(t) = ten {
        let i = kinds.iter().position(|k| *k == DieKind::Ten)?;
        if dice.get(i) != Some(&t) {
            return None;
        }
        mask[i] = true;
    }
    Some(mask)
}

/// The dice a choice keeps on this table (`None` for a box, or dice not on the table).
pub fn mask_of(
    choice: &Choice,
    dice: &[u8],
    kinds: &[DieKind],
    held: &[bool],
) -> Option<Vec<bool>> {
    match choice {
        Choice::Keep { dice: keep, ten } => keep_mask(dice, kinds, held, keep, *ten),
        Choice::Box(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIVE: [DieKind; 5] = [DieKind::Six; 5];

    #[test]
    fn keeps_one_die_per_kept_face_preferring_the_held_ones() {
        let dice = [3, 5, 3, 3, 6];
        let held = [false, false, false, true, false];
        assert_eq!(
            keep_mask(&dice, &FIVE, &held, &[3, 3], None),
            Some(vec![true, false, false, true, false])
        );
        assert_eq!(
            keep_mask(&dice, &FIVE, &held, &[], None),
            Some(vec![false; 5])
        );
    }

    #[test]
    fn faces_not_on_the_table_give_no_mask() {
        assert_eq!(
            keep_mask(&[1, 2, 3, 4, 5], &FIVE, &[false; 5], &[6], None),
            None
        );
        assert_eq!(
            keep_mask(&[1, 2, 3, 4, 5], &FIVE, &[false; 5], &[1, 1], None),
            None
        );
    }

    #[test]
    fn the_ten_sided_die_is_kept_only_as_the_ten() {
        let kinds = [
            DieKind::Six,
            DieKind::Six,
            DieKind::Six,
            DieKind::Six,
            DieKind::Six,
            DieKind::Ten,
        ];
        let dice = [4, 4, 1, 2, 3, 4];
        assert_eq!(
            keep_mask(&dice, &kinds, &[false; 6], &[4, 4], Some(4)),
            Some(vec![true, true, false, false, false, true])
        );
        // A kept six-sided 4 is never the ten-sided die's 4.
        assert_eq!(
            keep_mask(&dice, &kinds, &[false; 6], &[4, 4, 4], None),
            None
        );
        assert_eq!(keep_mask(&dice, &kinds, &[false; 6], &[], Some(7)), None);
    }
}
