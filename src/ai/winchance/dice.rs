//! The simulations' own dice: a small fast generator (SplitMix64), seeded from the game,
//! so the same game always gets the same chances.

/// A seeded stream of die faces.
#[derive(Clone, Copy, Debug)]
pub struct SimDice {
    state: u64,
}

impl SimDice {
    /// The stream of `seed`.
    pub fn new(seed: u64) -> SimDice {
        SimDice { state: seed }
    }

    /// The stream of game `game` of the games drawn from `seed`: its start is the
    /// `game`-th number of `seed`'s own stream, so games of one seed draw independently.
    pub fn for_game(seed: u64, game: u64) -> SimDice {
        let mut at = SimDice::new(seed.wrapping_add(game.wrapping_mul(0x9E37_79B9_7F4A_7C15)));
        SimDice::new(at.next())
    }

    fn next(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform value in `0..n` (n small: the bias of the multiply-shift is below 2^-58).
    pub fn below(&mut self, n: u32) -> u32 {
        (((self.next() >> 32) * n as u64) >> 32) as u32
    }
}

/// A seed from any hashable description of a position (FNV-1a over its bytes).
pub fn seed_of(bytes: impl IntoIterator<Item = u8>) -> u64 {
    bytes.into_iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_are_even_and_repeatable() {
        let mut d = SimDice::new(7);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[d.below(6) as usize] += 1;
        }
        for c in counts {
            assert!((9_500..10_500).contains(&c), "{counts:?}");
        }
        let a: Vec<u32> = (0..5).map(|_| SimDice::new(3).below(6)).collect();
        assert!(a.windows(2).all(|w| w[0] == w[1]));
        assert_ne!(seed_of([1, 2]), seed_of([2, 1]));
    }
}
