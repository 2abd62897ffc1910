//! The strong Dice Duel player against others plays the race for the tray's chips: it
//! takes the chip another player needs for a set, and keeps the others from the
//! tray's last chips; whole games stay legal for two to four players.

use pasch::ai;
use pasch::engine::{Action, BotKind, ChipKind, Game};
use ChipKind::*;

mod duel_support;
use duel_support::{duel, new_game, take_with_real_dice};

/// The strong player's action now.
fn strong(g: &Game) -> Action {
    ai::seat(BotKind::Strong, g.kind(), 0)
        .act(ai::View::of(g))
        .expect("an action while the game runs")
}

/// Types in `dice` as the turn's third and last throw, so the player decides on its
/// chip with no roll left.
fn last_throw(g: &mut Game, dice: [u8; 5]) {
    for _ in 0..3 {
        g.apply(Action::EnterDice {
            dice: dice.to_vec(),
        })
        .unwrap();
    }
}

/// Real dice: each turn in order takes one chip of its kind (seats in turn).
fn turns(g: &mut Game, kinds: &[ChipKind]) {
    for &kind in kinds {
        take_with_real_dice(g, kind);
    }
}

fn take(kind: ChipKind) -> Action {
    Action::TakeChip {
        kind,
        from_set_aside: false,
    }
}

#[test]
fn it_takes_the_flush_the_other_needs_for_the_stack() {
    // Ben holds three Flush chips; the fourth would bring him 25 + 30. Anna's dice make a
    // Full House (30) and a Flush (25): greedy takes the Full House, the race the Flush.
    let mut g = new_game(2, true, 1);
    turns(
        &mut g,
        &[TwoPairs, Flush, TwoPairs, Flush, ThreeOfAKind, Flush],
    );
    last_throw(&mut g, [2, 2, 2, 4, 4]);
    let greedy = ai::seat(BotKind::Greedy, g.kind(), 0)
        .act(ai::View::of(&g))
        .unwrap();
    assert_eq!(greedy, take(FullHouse));
    assert_eq!(strong(&g), take(Flush));
}

#[test]
fn the_strong_player_plays_whole_games_legally_against_others() {
    for players in 2..=4 {
        for seed in 0..2 {
            let mut g = new_game(players, false, seed);
            let mut seats: Vec<Box<dyn ai::Player>> = (0..players)
                .map(|i| {
                    let bot = if i % 2 == 0 {
                        BotKind::Strong
                    } else {
                        BotKind::Greedy
                    };
                    ai::seat(bot, g.kind(), seed + i as u64)
                })
                .collect();
            let mut steps = 0;
            while !g.is_over() {
                steps += 1;
                assert!(steps < 50_000, "the game did not end");
                let a = seats[g.current_player()]
                    .act(ai::View::of(&g))
                    .expect("an action");
                g.apply(a).unwrap();
                g.state().check_invariants().unwrap();
            }
            assert!(duel(&g).tray().is_empty() || !duel(&g).set_aside().is_empty());
        }
    }
}
