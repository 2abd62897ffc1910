//! The greedy Dice Duel player: always a legal action, whole games to the end, sensible
//! holds, the best chip taken, and clearly stronger than random play.

use pasch::ai;
use pasch::engine::{Action, BotKind, ChipKind, Game};
use ChipKind::*;

mod duel_support;
use duel_support::{duel, new_game, take_in_order, NOTHING};

/// Plays a whole game with one bot kind per seat; every bot action must be accepted.
fn play(g: &mut Game, bots: &[BotKind], seed: u64) {
    let mut players: Vec<Box<dyn ai::Player>> = bots
        .iter()
        .enumerate()
        .map(|(i, &bot)| ai::seat(bot, g.kind(), seed + i as u64))
        .collect();
    let mut steps = 0;
    while !g.is_over() {
        steps += 1;
        assert!(steps < 50_000, "the game did not end");
        let seat = g.current_player();
        let a = players[seat]
            .act(ai::View::of(g))
            .expect("an action while the game runs");
        g.apply(a.clone())
            .unwrap_or_else(|r| panic!("{:?} chose {a:?}, refused: {r}", bots[seat]));
        g.state().check_invariants().unwrap();
    }
    assert_eq!(players[0].act(ai::View::of(g)), None);
}

fn mean_solo(bot: BotKind, games: u64) -> f64 {
    let total: i32 = (0..games)
        .map(|seed| {
            let mut g = new_game(1, false, seed);
            play(&mut g, &[bot], seed);
            g.totals()[0]
        })
        .sum();
    total as f64 / games as f64
}

#[test]
fn greedy_plays_whole_games_legally_for_one_to_four_players() {
    for players in 1..=4 {
        for seed in 0..4 {
            let mut g = new_game(players, false, seed);
            play(&mut g, &vec![BotKind::Greedy; players], seed);
            let d = duel(&g);
            assert!(d.tray().is_empty());
        }
    }
    // Mixed with random players, and with real dice typed in.
    let mut g = new_game(3, false, 9);
    play(
        &mut g,
        &[BotKind::Greedy, BotKind::Random, BotKind::Greedy],
        9,
    );
    let mut g = new_game(2, true, 10);
    play(&mut g, &[BotKind::Greedy, BotKind::Greedy], 10);
}

#[test]
fn greedy_beats_random_play_clearly() {
    let greedy = mean_solo(BotKind::Greedy, 20);
    let random = mean_solo(BotKind::Random, 20);
    assert!(greedy > 2.0 * random, "greedy {greedy}, random {random}");
}

fn choose(g: &Game) -> Action {
    ai::seat(BotKind::Greedy, g.kind(), 0)
        .act(ai::View::of(g))
        .unwrap()
}

/// Types in `dice` as the turn's third and last throw (real dice: the players may throw
/// all five again), so the bot decides on its chip with no roll left.
fn enter(g: &mut Game, dice: [u8; 5]) {
    for _ in 0..3 {
        g.apply(Action::EnterDice {
            dice: dice.to_vec(),
        })
        .unwrap();
    }
}

#[test]
fn greedy_takes_the_chip_worth_most() {
    let mut g = new_game(2, true, 1);
    enter(&mut g, [2, 2, 2, 3, 3]);
    assert_eq!(
        choose(&g),
        Action::TakeChip {
            kind: FullHouse,
            from_set_aside: false
        }
    );
}

#[test]
fn greedy_kniffel_takes_the_set_aside_chip_before_the_last_tray_chip() {
    let mut g = new_game(1, true, 2);
    g.apply(Action::EnterDice {
        dice: NOTHING.to_vec(),
    })
    .unwrap();
    g.apply(Action::NoChip).unwrap();
    take_in_order(&mut g, |k| if k == LargeStraight { 2 } else { 4 });
    enter(&mut g, [3; 5]);
    let first = choose(&g);
    assert_eq!(
        first,
        Action::TakeChip {
            kind: LargeStraight,
            from_set_aside: true
        }
    );
    g.apply(first).unwrap();
    g.apply(choose(&g)).unwrap();
    assert!(g.is_over());
    assert_eq!(g.totals(), vec![1000]);
}

/// Puts `dice` on the table as the first throw (real dice typed in).
fn after_first_roll(dice: [u8; 5]) -> Game {
    let mut g = new_game(2, true, 3);
    g.apply(Action::EnterDice {
        dice: dice.to_vec(),
    })
    .unwrap();
    g
}

/// Lets the bot set its holds; returns the held dice when it rolls, None if it stops.
fn held_when_rolling(g: &mut Game) -> Option<Vec<u8>> {
    loop {
        match choose(g) {
            Action::Roll => {
                let t = &duel(g).turn();
                let mut held: Vec<u8> = (0..5).filter(|&i| t.held[i]).map(|i| t.dice[i]).collect();
                held.sort();
                return Some(held);
            }
            a @ Action::Hold { .. } => {
                g.apply(a).unwrap();
            }
            _ => return None,
        }
    }
}

#[test]
fn greedy_holds_four_equal_and_rolls_for_the_kniffel() {
    let mut g = after_first_roll([6, 2, 6, 6, 6]);
    assert_eq!(held_when_rolling(&mut g), Some(vec![6, 6, 6, 6]));
}

#[test]
fn greedy_keeps_a_small_straight_and_rolls_for_the_large_one() {
    let mut g = after_first_roll([1, 2, 3, 4, 6]);
    let held = held_when_rolling(&mut g).expect("rolls on for the large straight");
    assert!(
        held == vec![1, 2, 3, 4] || held == vec![2, 3, 4],
        "held {held:?}"
    );
}

#[test]
fn greedy_stops_on_the_best_chip() {
    let mut g = after_first_roll([2, 3, 4, 5, 6]);
    assert_eq!(held_when_rolling(&mut g), None);
    assert_eq!(
        choose(&g),
        Action::TakeChip {
            kind: LargeStraight,
            from_set_aside: false
        }
    );
}

#[test]
fn greedy_rolls_on_rather_than_settle_for_two_pairs_early() {
    // Two pairs are worth 5; two rolls left promise more.
    let mut g = after_first_roll([1, 1, 2, 2, 4]);
    let held = held_when_rolling(&mut g).expect("rolls on");
    assert!(held.len() <= 4);
}
