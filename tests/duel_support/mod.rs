//! Helpers shared by the Dice Duel integration tests.
#![allow(dead_code)] // each test crate uses its own subset

use pasch::engine::{Action, ChipKind, DiceSource, DuelGame, Game, GameKind, GameState, Setup};
use ChipKind::*;

/// A Dice Duel for 1–4 players; `manual`: real dice typed in with `EnterDice`.
pub fn new_game(players: usize, manual: bool, seed: u64) -> Game {
    let names = ["Anna", "Ben", "Cleo", "Dora"];
    let mut setup = Setup::new(GameKind::Duel, &names[..players]).with_seed(seed);
    if manual {
        setup.dice = DiceSource::Manual;
    }
    Game::new(setup).unwrap()
}

pub fn duel(g: &Game) -> &DuelGame {
    match g.state() {
        GameState::Duel(d) => d,
        _ => unreachable!("not a duel"),
    }
}

/// Dice that make nothing at all.
pub const NOTHING: [u8; 5] = [1, 2, 4, 6, 6];

/// Dice that make `kind` (and as little else as possible).
pub fn dice_for(kind: ChipKind) -> [u8; 5] {
    match kind {
        TwoPairs => [1, 1, 2, 2, 4],
        ThreeOfAKind => [3, 3, 3, 1, 2],
        SmallStraight => [1, 2, 3, 4, 6],
        Flush => [1, 3, 5, 1, 3],
        FullHouse => [2, 2, 2, 3, 3],
        FourOfAKind => [6, 6, 6, 6, 1],
        LargeStraight => [1, 2, 3, 4, 5],
    }
}

/// Real dice: enters dice making each kind in turn and takes that chip, `n(kind)`
/// times per kind, lowest kind first.
pub fn take_in_order(g: &mut Game, n: impl Fn(ChipKind) -> u8) {
    for kind in ChipKind::ALL {
        for _ in 0..n(kind) {
            take_with_real_dice(g, kind);
        }
    }
}

/// Real dice: the player on turn enters dice making `kind` and takes that chip.
pub fn take_with_real_dice(g: &mut Game, kind: ChipKind) {
    g.apply(Action::EnterDice {
        dice: dice_for(kind).to_vec(),
    })
    .unwrap();
    g.apply(Action::TakeChip {
        kind,
        from_set_aside: false,
    })
    .unwrap();
}
