//! The play-off: players tied for first place after the last round throw all five dice
//! in turn, in the order given, until someone throws five equal (a Kniffel); that player
//! wins the tournament. Seeded, so the same tie always ends the same way, and the throws
//! can be shown again without being stored.

use crate::engine::GameRng;
use serde::{Deserialize, Serialize};

/// A play-off as it ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayOff {
    /// The tied players (indices into the tournament's players), in throwing order.
    pub players: Vec<usize>,
    /// The seed of the dice.
    pub seed: u64,
    /// The winner (a player index).
    pub winner: usize,
    /// How many throws it took, the winner's included.
    pub throws: u32,
    /// The winning throw's number on the dice (all five show it).
    pub face: u8,
}

/// Every throw of a play-off between `players` from `seed`: who throws and the five dice,
/// going round the players without end (take until a throw is five equal).
pub fn throws(players: &[usize], seed: u64) -> impl Iterator<Item = (usize, [u8; 5])> + '_ {
    let mut rng = GameRng::from_seed(seed);
    players.iter().copied().cycle().map(move |p| {
        let dice = [rng.d6(), rng.d6(), rng.d6(), rng.d6(), rng.d6()];
        (p, dice)
    })
}

/// The play-off between `players` (two or more) with the dice of `seed`. None for fewer
/// than two players: there is no tie to settle.
pub fn play_off(players: &[usize], seed: u64) -> Option<PlayOff> {
    if players.len() < 2 {
        return None;
    }
    let (n, (winner, dice)) = throws(players, seed)
        .enumerate()
        .find(|(_, (_, d))| d.iter().all(|&x| x == d[0]))?;
    Some(PlayOff {
        players: players.to_vec(),
        seed,
        winner,
        throws: u32::try_from(n + 1).unwrap_or(u32::MAX),
        face: dice[0],
    })
}
