//! Dice Duel turn by turn through `Game`: taking chips, refusals, the set-aside rule
//! (per round; solo per turn), Kniffel picks and extra turns, the end and its bonuses.
//! Most games here use real dice (`EnterDice`) so every roll is chosen by the test.

use pasch::engine::{Action, ChipKind, DieKind, Event, Game, RuleError, SOLO_BEST};
use ChipKind::*;

mod duel_support;
use duel_support::{dice_for, duel, take_in_order, NOTHING};

fn new_game(players: usize, manual: bool) -> Game {
    duel_support::new_game(players, manual, 7)
}

fn ok(g: &mut Game, a: Action) -> Vec<Event> {
    let events = g
        .apply(a.clone())
        .unwrap_or_else(|r| panic!("{a:?} refused: {r}"));
    g.state().check_invariants().unwrap();
    events
}

fn enter(g: &mut Game, dice: [u8; 5]) -> Vec<Event> {
    ok(
        g,
        Action::EnterDice {
            dice: dice.to_vec(),
        },
    )
}

fn take(g: &mut Game, kind: ChipKind, from_set_aside: bool) -> Vec<Event> {
    ok(
        g,
        Action::TakeChip {
            kind,
            from_set_aside,
        },
    )
}

/// Enters dice that make `kind` and takes it.
fn roll_and_take(g: &mut Game, kind: ChipKind) -> Vec<Event> {
    enter(g, dice_for(kind));
    take(g, kind, false)
}

fn roll_nothing(g: &mut Game) -> Vec<Event> {
    enter(g, NOTHING);
    ok(g, Action::NoChip)
}

/// Asserts the action is refused for the reason `want` and the saved state did not
/// change by a byte.
#[track_caller]
fn refused(g: &mut Game, a: Action, want: RuleError) {
    let before = serde_json::to_string(g).unwrap();
    let r = g.apply(a.clone()).expect_err(&format!("{a:?} accepted"));
    assert_eq!(r, want, "{a:?}");
    assert_eq!(
        serde_json::to_string(g).unwrap(),
        before,
        "{a:?} changed the state"
    );
}

fn chip(kind: ChipKind, from_set_aside: bool) -> Action {
    Action::TakeChip {
        kind,
        from_set_aside,
    }
}

#[test]
fn taking_a_chip_moves_it_from_the_tray_and_passes_the_dice() {
    let mut g = new_game(2, true);
    enter(&mut g, [4, 4, 4, 1, 1]);
    assert_eq!(
        duel(&g).takeable(),
        vec![(TwoPairs, false), (ThreeOfAKind, false), (FullHouse, false)]
    );
    let events = take(&mut g, FullHouse, false);
    assert_eq!(
        events,
        vec![
            Event::ChipTaken {
                player: 0,
                kind: FullHouse,
                from_set_aside: false
            },
            Event::TurnStarted {
                player: 1,
                round: 1
            },
        ]
    );
    let d = duel(&g);
    assert_eq!(d.tray().count(FullHouse), 3);
    assert_eq!(d.chips(0).count(FullHouse), 1);
    assert_eq!(d.current_player(), 1);
    assert_eq!(d.turn().rolls, 0);
    assert_eq!(g.totals(), vec![30, 0]);
    assert!(d.round_had_chip());
}

#[test]
fn refusals_leave_the_game_untouched() {
    let mut g = new_game(2, true);
    refused(&mut g, chip(TwoPairs, false), RuleError::NotRolled);
    refused(&mut g, Action::NoChip, RuleError::NotRolled);
    refused(
        &mut g,
        Action::Hold { die: 0, held: true },
        RuleError::HoldBeforeRoll,
    );
    refused(&mut g, Action::Roll, RuleError::RealDice);
    refused(
        &mut g,
        Action::EnterDice {
            dice: vec![1, 2, 3],
        },
        RuleError::DiceCount {
            expected: 5,
            got: 3,
        },
    );
    refused(
        &mut g,
        Action::EnterDice {
            dice: vec![1, 2, 3, 4, 7],
        },
        RuleError::NoSuchFace {
            die: 4,
            shows: 7,
            kind: DieKind::Six,
        },
    );
    refused(&mut g, Action::ChipRoll, RuleError::NotAMove);
    enter(&mut g, dice_for(TwoPairs));
    refused(&mut g, chip(Flush, false), RuleError::DiceDontMake(Flush));
    refused(
        &mut g,
        chip(TwoPairs, true),
        RuleError::SetAsideNeedsKniffel,
    );
    // House decision: a chip that fits must be taken.
    refused(
        &mut g,
        Action::NoChip,
        RuleError::ChipFits {
            kinds: vec![TwoPairs],
        },
    );
    refused(
        &mut g,
        Action::Hold { die: 5, held: true },
        RuleError::NoSuchDie { die: 5 },
    );
    enter(&mut g, NOTHING);
    enter(&mut g, NOTHING);
    refused(
        &mut g,
        Action::EnterDice { dice: vec![1; 5] },
        RuleError::TakeAChip,
    );
    ok(&mut g, Action::NoChip);
}

#[test]
fn random_dice_roll_hold_and_stop_after_three() {
    let mut g = new_game(1, false);
    refused(
        &mut g,
        Action::EnterDice { dice: vec![1; 5] },
        RuleError::AppRolls,
    );
    let first = match ok(&mut g, Action::Roll).as_slice() {
        [Event::Rolled {
            player: 0,
            roll: 1,
            dice,
        }] => dice.clone(),
        e => panic!("{e:?}"),
    };
    assert_eq!(duel(&g).turn().dice, first);
    ok(&mut g, Action::Hold { die: 0, held: true });
    ok(&mut g, Action::Hold { die: 3, held: true });
    ok(&mut g, Action::Roll);
    let second = duel(&g).turn().dice.clone();
    assert_eq!((second[0], second[3]), (first[0], first[3]));
    for die in [1, 2, 4] {
        ok(&mut g, Action::Hold { die, held: true });
    }
    refused(&mut g, Action::Roll, RuleError::AllDiceHeld); // all five held
    ok(
        &mut g,
        Action::Hold {
            die: 4,
            held: false,
        },
    );
    ok(&mut g, Action::Roll);
    assert_eq!(duel(&g).turn().dice[..4], second[..4]);
    assert!(!g.state().legal_actions().contains(&Action::Roll));
    refused(&mut g, Action::Roll, RuleError::TakeAChip);
    let end = g
        .state()
        .legal_actions()
        .into_iter()
        .rfind(|a| matches!(a, Action::TakeChip { .. } | Action::NoChip));
    ok(&mut g, end.unwrap());
    assert_eq!(duel(&g).turn().rolls, 0);
}

#[test]
fn a_fitting_kind_with_an_empty_stack_gives_no_chip() {
    let mut g = new_game(2, true);
    // Two stacks emptied: the players take turns taking them (back to the first player).
    take_in_order(&mut g, |k| {
        if matches!(k, ThreeOfAKind | FourOfAKind) {
            4
        } else {
            0
        }
    });
    g.state().check_invariants().unwrap();
    enter(&mut g, dice_for(FourOfAKind));
    assert!(duel(&g).takeable().is_empty());
    assert_eq!(duel(&g).qualifying(), vec![ThreeOfAKind, FourOfAKind]);
    refused(
        &mut g,
        chip(FourOfAKind, false),
        RuleError::NotInTray(FourOfAKind),
    );
    refused(
        &mut g,
        chip(FourOfAKind, true),
        RuleError::SetAsideNeedsKniffel,
    );
    assert_eq!(
        ok(&mut g, Action::NoChip),
        vec![
            Event::NoChip { player: 0 },
            Event::TurnStarted {
                player: 1,
                round: 5
            }
        ]
    );
}

#[test]
fn a_round_without_any_chip_sets_the_best_tray_chip_aside() {
    let mut g = new_game(3, true);
    roll_nothing(&mut g);
    assert_eq!(roll_nothing(&mut g).len(), 2, "no set-aside mid-round");
    assert!(!duel(&g).round_had_chip());
    let events = roll_nothing(&mut g);
    assert_eq!(
        events,
        vec![
            Event::NoChip { player: 2 },
            Event::SetAside {
                kind: LargeStraight
            },
            Event::TurnStarted {
                player: 0,
                round: 2
            },
        ]
    );
    let d = duel(&g);
    assert_eq!(d.set_aside().count(LargeStraight), 1);
    assert_eq!(d.tray().count(LargeStraight), 3);
    assert_eq!(d.last_set_aside(), Some(LargeStraight));

    // Round 2: only the first player takes a chip; nothing is set aside.
    roll_and_take(&mut g, TwoPairs);
    assert_eq!(duel(&g).last_set_aside(), None);
    roll_nothing(&mut g);
    let events = roll_nothing(&mut g);
    assert!(!events.iter().any(|e| matches!(e, Event::SetAside { .. })));
    assert!(
        !duel(&g).round_had_chip(),
        "a new round starts without chips"
    );

    // Round 3: only the last player takes one.
    roll_nothing(&mut g);
    roll_nothing(&mut g);
    roll_and_take(&mut g, TwoPairs);
    assert_eq!(duel(&g).set_aside().total(), 1);

    // Round 4: none again.
    for _ in 0..3 {
        roll_nothing(&mut g);
    }
    assert_eq!(duel(&g).set_aside().count(LargeStraight), 2);
    assert_eq!(duel(&g).round(), 5);
}

#[test]
fn solo_every_turn_without_a_chip_sets_one_aside() {
    let mut g = new_game(1, true);
    let mut aside = Vec::new();
    for _ in 0..5 {
        let events = roll_nothing(&mut g);
        aside.extend(events.iter().filter_map(|e| match e {
            Event::SetAside { kind } => Some(*kind),
            _ => None,
        }));
    }
    assert_eq!(
        aside,
        vec![LargeStraight; 4]
            .into_iter()
            .chain([FourOfAKind])
            .collect::<Vec<_>>()
    );
    let events = roll_and_take(&mut g, TwoPairs);
    assert!(!events.iter().any(|e| matches!(e, Event::SetAside { .. })));
    assert_eq!(duel(&g).round(), 7);
    assert_eq!(duel(&g).tray().total(), 28 - 6);
}

#[test]
fn kniffel_takes_any_chip_even_a_set_aside_one_then_plays_again() {
    let mut g = new_game(2, true);
    roll_nothing(&mut g);
    roll_nothing(&mut g);
    assert_eq!(duel(&g).set_aside().count(LargeStraight), 1);
    enter(&mut g, [4; 5]);
    let d = duel(&g);
    assert!(d.is_kniffel_now());
    assert_eq!(d.kniffel_picks_left(), 1);
    let takeable = d.takeable();
    assert_eq!(takeable.len(), 8, "7 tray kinds and the set-aside one");
    assert!(takeable.contains(&(LargeStraight, true)));
    refused(&mut g, chip(Flush, true), RuleError::NotSetAside(Flush));
    let events = take(&mut g, LargeStraight, true);
    assert_eq!(
        events,
        vec![
            Event::ChipTaken {
                player: 0,
                kind: LargeStraight,
                from_set_aside: true
            },
            Event::ExtraTurn { player: 0 },
            Event::TurnStarted {
                player: 0,
                round: 2
            },
        ]
    );
    let d = duel(&g);
    assert_eq!(d.current_player(), 0);
    assert_eq!(d.set_aside().total(), 0);
    assert_eq!(d.turn().rolls, 0);
    // The extra turn; then the other player. The round had a chip: no set-aside.
    roll_nothing(&mut g);
    assert_eq!(duel(&g).current_player(), 1);
    let events = roll_nothing(&mut g);
    assert!(!events.iter().any(|e| matches!(e, Event::SetAside { .. })));
    // A Kniffel may also take a tray chip its dice do not "make".
    enter(&mut g, [1; 5]);
    let events = take(&mut g, SmallStraight, false);
    assert!(events.contains(&Event::ExtraTurn { player: 0 }));
}

#[test]
fn solo_kniffel_takes_two_chips_before_the_extra_turn() {
    let mut g = new_game(1, true);
    roll_nothing(&mut g);
    enter(&mut g, [2; 5]);
    assert_eq!(duel(&g).kniffel_picks_left(), 2);
    let events = take(&mut g, LargeStraight, true);
    assert_eq!(events.len(), 1, "{events:?}");
    let d = duel(&g);
    assert_eq!(d.kniffel_picks_left(), 1);
    assert!(d
        .legal_actions()
        .iter()
        .all(|a| matches!(a, Action::TakeChip { .. })));
    assert_eq!(
        d.legal_actions().len(),
        7,
        "every tray kind, set-aside is empty"
    );
    refused(
        &mut g,
        Action::EnterDice { dice: vec![3; 5] },
        RuleError::SecondKniffelChipFirst,
    );
    refused(&mut g, Action::NoChip, RuleError::SecondKniffelChipFirst);
    refused(
        &mut g,
        Action::Hold { die: 0, held: true },
        RuleError::SecondKniffelChipFirst,
    );
    let events = take(&mut g, LargeStraight, false);
    assert_eq!(
        events,
        vec![
            Event::ChipTaken {
                player: 0,
                kind: LargeStraight,
                from_set_aside: false
            },
            Event::ExtraTurn { player: 0 },
            Event::TurnStarted {
                player: 0,
                round: 2
            },
        ]
    );
    assert_eq!(g.totals(), vec![100]);
    // Solo: the extra turn without a chip still sets one aside.
    let events = roll_nothing(&mut g);
    assert!(events.contains(&Event::SetAside {
        kind: LargeStraight
    }));
}

#[test]
fn taking_the_last_chip_ends_the_game_with_twenty_more() {
    let mut g = new_game(2, true);
    take_in_order(&mut g, |k| if k == LargeStraight { 3 } else { 4 });
    let last = roll_and_take(&mut g, LargeStraight);
    assert_eq!(
        last,
        vec![
            Event::ChipTaken {
                player: 1,
                kind: LargeStraight,
                from_set_aside: false
            },
            Event::GameOver
        ]
    );
    let d = duel(&g);
    assert!(g.is_over());
    assert_eq!(d.last_chip_taker(), Some(1));
    assert!(d.tray().is_empty());
    let (a, b) = (d.breakdown(0), d.breakdown(1));
    assert_eq!((a.last_chip, b.last_chip), (0, 20));
    // Each took 2 of every kind: 360, Gold, no stacks.
    assert_eq!((a.chips, a.gold, a.stacks), (360, 50, 0));
    assert_eq!(g.totals(), vec![410, 430]);
    assert_eq!(g.standings()[0].player, 1);
    assert!(g.state().legal_actions().is_empty());
    refused(
        &mut g,
        Action::EnterDice { dice: vec![1; 5] },
        RuleError::GameOver,
    );
}

#[test]
fn solo_all_28_chips_score_the_best_of_1000() {
    let mut g = new_game(1, true);
    take_in_order(&mut g, |_| 4);
    assert!(g.is_over());
    assert_eq!(g.totals(), vec![SOLO_BEST]);
    assert_eq!(duel(&g).breakdown(0).total, 1000);
}

/// Solo: every chip but `last` taken, and `last` set aside on the first turn.
fn solo_with_one_tray_chip_and_one_set_aside() -> Game {
    let mut g = new_game(1, true);
    roll_nothing(&mut g);
    take_in_order(&mut g, |k| if k == LargeStraight { 2 } else { 4 });
    let d = duel(&g);
    assert_eq!((d.tray().total(), d.set_aside().total()), (1, 1));
    g
}

#[test]
fn solo_kniffel_takes_the_set_aside_chip_then_the_last_for_1000() {
    let mut g = solo_with_one_tray_chip_and_one_set_aside();
    enter(&mut g, [6; 5]);
    assert_eq!(duel(&g).kniffel_picks_left(), 2);
    take(&mut g, LargeStraight, true);
    let events = take(&mut g, LargeStraight, false);
    assert_eq!(events.last(), Some(&Event::GameOver));
    assert!(!events.iter().any(|e| matches!(e, Event::ExtraTurn { .. })));
    assert_eq!(g.totals(), vec![SOLO_BEST]);
}

#[test]
fn the_last_tray_chip_ends_the_game_even_with_a_kniffel_chip_owed() {
    let mut g = solo_with_one_tray_chip_and_one_set_aside();
    enter(&mut g, [6; 5]);
    let events = take(&mut g, LargeStraight, false);
    assert_eq!(events.last(), Some(&Event::GameOver));
    let d = duel(&g);
    assert!(g.is_over());
    assert_eq!(d.set_aside().total(), 1);
    assert_eq!(d.kniffel_picks_left(), 0);
    let b = d.breakdown(0);
    assert_eq!((b.last_chip, b.full_stacks, b.gold), (20, 6, 50));
    assert_eq!(b.total, SOLO_BEST - 50 - 30);
}

#[test]
fn a_kniffel_with_only_one_chip_left_takes_one() {
    let mut g = new_game(1, true);
    take_in_order(&mut g, |k| if k == Flush { 3 } else { 4 });
    enter(&mut g, [5; 5]);
    assert_eq!(duel(&g).kniffel_picks_left(), 1);
    let events = take(&mut g, Flush, false);
    assert_eq!(events.last(), Some(&Event::GameOver));
    assert_eq!(g.totals(), vec![SOLO_BEST]);
}

#[test]
fn a_set_aside_that_empties_the_tray_ends_the_game_without_last_chip_bonus() {
    // House decision: nobody took the last chip, so nobody gets the +20.
    for players in [1, 2] {
        let mut g = new_game(players, true);
        let mut turns = 0;
        while !g.is_over() {
            roll_nothing(&mut g);
            turns += 1;
        }
        assert_eq!(turns, 28 * players);
        let d = duel(&g);
        assert_eq!(d.set_aside().total(), 28);
        assert_eq!(d.last_chip_taker(), None);
        assert_eq!(g.totals(), vec![0; players]);
    }
    let mut g = new_game(1, true);
    roll_and_take(&mut g, TwoPairs);
    while !g.is_over() {
        roll_nothing(&mut g);
    }
    assert_eq!(g.totals(), vec![5]);
}
