//! Duplicate ("Same dice for everyone", `Options::same_dice`): every player's turn N is
//! thrown from the same dice stream, a pure function of the game's seed, the turn, the
//! roll and the die's place among the dice thrown (as `engine::daily` derives a day's
//! dice), so players who keep the same dice see the same next throw, whatever the
//! others did. A player's saved rolls (Maxi Yatzy) or a chip's fourth roll (Extreme)
//! throw the stream's roll 4, 5, … of that turn.

use super::dice::DieKind;
use super::hash::fnv1a;
use super::rng::GameRng;

/// The face of the `position`-th die thrown (counting from 0 among the dice not held) in
/// roll `roll` (from 1) of turn `turn` (from 1) of the Duplicate game seeded `seed`.
pub fn same_die(seed: u64, turn: u32, roll: u8, position: usize, kind: DieKind) -> u8 {
    // FNV-1a over a tag and the four numbers seeds a fresh ChaCha8 stream whose first
    // draw is the die; the tag keeps these dice apart from the seed's own stream.
    let numbers = [seed, u64::from(turn), u64::from(roll), position as u64];
    let h = fnv1a(
        b"same-dice:"
            .iter()
            .copied()
            .chain(numbers.iter().flat_map(|n| n.to_le_bytes())),
    );
    kind.roll(&mut GameRng::from_seed(h))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_die_depends_on_the_seed_turn_roll_and_place() {
        let base = |seed, turn, roll| -> Vec<u8> {
            (0..5)
                .map(|p| same_die(seed, turn, roll, p, DieKind::Six))
                .collect()
        };
        assert!(base(7, 1, 1).iter().all(|f| (1..=6).contains(f)));
        assert_eq!(base(7, 1, 1), base(7, 1, 1));
        // 5 dice alike by chance are 1 in 7776: these pairs were checked to differ.
        assert_ne!(base(7, 1, 1), base(8, 1, 1));
        assert_ne!(base(7, 1, 1), base(7, 2, 1));
        assert_ne!(base(7, 1, 1), base(7, 1, 2));
        let ten = same_die(7, 1, 1, 5, DieKind::Ten);
        assert!(ten <= 9);
    }

    /// A Duplicate game's save replays its dice: they must never change silently.
    #[test]
    fn the_same_dice_never_change() {
        let first: Vec<u8> = (0..5)
            .map(|p| same_die(2026, 1, 1, p, DieKind::Six))
            .collect();
        assert_eq!(first, PINNED);
    }

    /// The first throw of the Duplicate game seeded 2026, as released (issue 40).
    const PINNED: [u8; 5] = [5, 5, 1, 5, 5];
}
