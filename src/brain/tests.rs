//! The brain asked as the page asks it, with saves: whole games of every kind, the
//! guard against a stuck computer, undo, advice and reviews, and saves that do not read.

use super::*;
use crate::ai::coach::{review, PlayerReview};
use crate::ai::kniffel::tables;
use crate::engine::{write_save, Action, BotKind, Game, GameKind, Setup};

fn computers(kind: GameKind, bot: BotKind, seed: u64) -> Game {
    let mut setup = Setup::new(kind, &["A", "B", "C"]).with_seed(seed);
    for p in &mut setup.players {
        p.bot = Some(bot);
    }
    Game::new(setup).expect("setup")
}

/// Asks `brain` as the page does: the request as JSON text, the game as its save, the
/// tables it needs solved here.
fn ask(brain: &mut Brain, question: Question) -> Answer {
    let text = Request { id: 7, question }.to_json();
    let request = Request::from_json(&text).expect("a request");
    if let Some(rules) = brain.needs(&request.question) {
        tables::available(rules);
    }
    let message = Message::Answer {
        id: request.id,
        answer: brain.answer(&request.question),
    };
    match Message::from_json(&message.to_json()) {
        Some(Message::Answer { id: 7, answer }) => answer,
        other => panic!("not an answer: {other:?}"),
    }
}

/// Plays `game` to its end with the brain's moves, asked with saves; the number of
/// actions of each turn.
fn play_by_saves(game: &mut Game, brain: &mut Brain, seed: u64) -> Vec<u32> {
    let mut turns = vec![0];
    for _ in 0..20_000 {
        let question = Question::Move {
            save: write_save(game),
            seed,
        };
        let Answer::Move(decision) = ask(brain, question) else {
            panic!("a move");
        };
        let Some(action) = decision.action else {
            break;
        };
        game.apply(action.clone()).expect("the brain plays legally");
        *turns.last_mut().expect("a turn") += 1;
        if action.ends_turn() {
            turns.push(0);
        }
    }
    turns
}

#[test]
fn asked_with_saves_it_plays_the_moves_it_plays_with_the_game_itself() {
    for kind in GameKind::ALL {
        for bot in [BotKind::Easy, BotKind::Normal] {
            let start = computers(kind, bot, 31);
            let mut by_saves = start.clone();
            play_by_saves(&mut by_saves, &mut Brain::new(), 5);
            assert!(by_saves.is_over(), "{kind:?} {bot:?}");

            let mut direct = start.clone();
            let mut brain = Brain::new();
            while let Some(action) = brain.decide(&direct, 5).action {
                direct.apply(action).expect("legal");
            }
            assert_eq!(by_saves.log(), direct.log(), "{kind:?} {bot:?}");
        }
    }
}

#[test]
fn a_stuck_computer_is_cut_off_when_asked_with_saves() {
    // The random Dice Duel player holds and frees dice as readily as it takes a chip.
    let mut game = computers(GameKind::Duel, BotKind::Random, 4);
    let turns = play_by_saves(&mut game, &mut Brain::new(), 2);
    assert!(game.is_over());
    assert_eq!(turns.iter().max().copied(), Some(BOT_STEP_LIMIT + 1));
}

#[test]
fn an_earlier_position_starts_the_computers_turn_afresh() {
    let mut game = computers(GameKind::Duel, BotKind::Random, 4);
    let mut brain = Brain::new();
    let start = game.clone();
    let first = brain.decide(&game, 1);
    game.apply(first.action.clone().expect("a move"))
        .expect("legal");
    brain.decide(&game, 1);
    // Back to the start (an undo): the same question is answered, as a fresh brain would
    // count the turn's steps.
    let again = brain.decide(&start, 1);
    assert!(again.action.is_some());
}

#[test]
fn a_save_that_does_not_read_is_answered_as_such() {
    let mut brain = Brain::new();
    let game = computers(GameKind::Classic, BotKind::Greedy, 1);
    let before = ask(
        &mut brain,
        Question::Move {
            save: write_save(&game),
            seed: 1,
        },
    );
    let broken = ask(
        &mut brain,
        Question::Move {
            save: "{\"not\": \"a save\"}".into(),
            seed: 1,
        },
    );
    assert!(matches!(broken, Answer::Unreadable(_)), "{broken:?}");
    let mut fresh = Brain::new();
    let after = brain.decide(&game, 1);
    assert_eq!(
        Answer::Move(after),
        before,
        "the game it knew is still its game"
    );
    assert!(fresh.decide(&game, 1).action.is_some());
}

#[test]
fn advice_is_exact_in_kniffel_and_estimated_in_extreme() {
    let mut game = Game::new(Setup::new(GameKind::Classic, &["Ada"]).with_seed(3)).expect("setup");
    let mut brain = Brain::new();
    let advice = |brain: &mut Brain, game: &Game| {
        ask(
            brain,
            Question::Advice {
                save: write_save(game),
            },
        )
    };
    let Answer::Advice { options, exact } = advice(&mut brain, &game) else {
        panic!("advice");
    };
    assert!(
        options.is_empty() && exact,
        "nothing to advise before the roll"
    );
    game.apply(Action::Roll).expect("roll");
    let Answer::Advice { options, exact } = advice(&mut brain, &game) else {
        panic!("advice");
    };
    assert!(exact);
    assert_eq!(options.len(), answers::ADVICE_OPTIONS);
    assert!(options.windows(2).all(|w| w[0].ev >= w[1].ev), "best first");

    let mut extreme =
        Game::new(Setup::new(GameKind::Extreme, &["Ada"]).with_seed(3)).expect("setup");
    extreme.apply(Action::Roll).expect("roll");
    let Answer::Advice { options, exact } = advice(&mut brain, &extreme) else {
        panic!("advice");
    };
    assert!(!exact && !options.is_empty());
}

#[test]
fn a_review_is_the_solvers_review_of_the_game() {
    let mut game = computers(GameKind::Classic, BotKind::Easy, 8);
    play_by_saves(&mut game, &mut Brain::new(), 3);
    let answer = ask(
        &mut Brain::new(),
        Question::Review {
            save: write_save(&game),
        },
    );
    let rules = crate::ai::coach::classic_rules(&game).expect("classic");
    let expected = review(&game, Some(tables::solved(rules))).expect("replays");
    let Answer::Review(players) = answer else {
        panic!("a review: {answer:?}");
    };
    // The same review, its numbers through JSON (to the last bit or two).
    assert_eq!(players.len(), expected.len());
    for (got, want) in players.iter().zip(&expected) {
        assert_eq!(got.player, want.player);
        assert!((got.lost - want.lost).abs() < 1e-9);
        assert!((got.luck - want.luck).abs() < 1e-9);
        assert_eq!((got.final_total, got.exact), (want.final_total, true));
        let choices = |r: &PlayerReview| {
            r.costliest
                .iter()
                .map(|d| (d.round, d.chosen.clone(), d.best.clone()))
                .collect::<Vec<_>>()
        };
        assert_eq!(choices(got), choices(want));
    }

    // Every game gets a review: estimates outside classic Kniffel.
    let mut duel = computers(GameKind::Duel, BotKind::Easy, 8);
    play_by_saves(&mut duel, &mut Brain::new(), 3);
    let answer = ask(
        &mut Brain::new(),
        Question::Review {
            save: write_save(&duel),
        },
    );
    let Answer::Review(players) = answer else {
        panic!("a review: {answer:?}");
    };
    assert_eq!(players.len(), 3);
    for p in &players {
        assert!(!p.exact && p.decisions > 0 && p.lost >= 0.0);
        let split = p.expected_start + p.luck - p.lost;
        assert!((split - f64::from(p.final_total)).abs() < 1e-6, "{p:?}");
    }
}

#[test]
fn the_strong_yatzy_computer_asked_with_saves_plays_by_its_table() {
    let mut game = computers(GameKind::Yatzy, BotKind::Strong, 5);
    let turns = play_by_saves(&mut game, &mut Brain::new(), 9);
    assert!(game.is_over());
    assert!(turns.iter().all(|&n| n < BOT_STEP_LIMIT), "{turns:?}");
    let mean = f64::from(game.totals().iter().sum::<i32>()) / 3.0;
    assert!(mean > 180.0, "{:?}", game.totals());
}

#[test]
fn maxi_yatzy_is_advised_and_reviewed_by_its_fitted_values() {
    let mut game =
        Game::new(Setup::new(GameKind::MaxiYatzy, &["Ada"]).with_seed(4)).expect("setup");
    let mut brain = Brain::new();
    let save = |game: &Game| write_save(game);
    // Natively the values are built in: nothing to fetch.
    assert!(!brain.needs_maxi(&Question::Prepare { save: save(&game) }));
    game.apply(Action::Roll).expect("roll");
    let Answer::Advice { options, exact } = ask(&mut brain, Question::Advice { save: save(&game) })
    else {
        panic!("advice");
    };
    assert!(!exact, "estimates");
    assert_eq!(options.len(), answers::ADVICE_OPTIONS);
    assert!(options.windows(2).all(|w| w[0].ev >= w[1].ev), "best first");
    // A whole game's worth of points is still to come.
    assert!(options[0].ev > 300.0, "{options:?}");

    let mut played = computers(GameKind::MaxiYatzy, BotKind::Strong, 6);
    play_by_saves(&mut played, &mut Brain::new(), 2);
    assert!(played.is_over());
    let answer = ask(
        &mut brain,
        Question::Review {
            save: save(&played),
        },
    );
    let Answer::Review(players) = answer else {
        panic!("a review: {answer:?}");
    };
    for p in &players {
        assert!(!p.exact && p.decisions > 0);
        let split = p.expected_start + p.luck - p.lost;
        assert!((split - f64::from(p.final_total)).abs() < 1e-6, "{p:?}");
    }
}

#[test]
fn maxi_yatzy_throws_saved_are_no_luck_in_the_review() {
    // Ada rolls once a turn and takes a box: her saved throws pile up to 40.
    let mut game =
        Game::new(Setup::new(GameKind::MaxiYatzy, &["Ada"]).with_seed(9)).expect("setup");
    while !game.is_over() {
        let action = if game.state().legal_actions().contains(&Action::Roll)
            && game.log().last().is_none_or(|a| a.ends_turn())
        {
            Action::Roll
        } else {
            game.state()
                .legal_actions()
                .into_iter()
                .find(|a| matches!(a, Action::Score { .. }))
                .expect("a box")
        };
        game.apply(action).expect("legal");
    }
    let players = review(&game, None).expect("reviewed");
    // A box taken with throws unused keeps their worth (`CARRY` each): no roll's luck
    // swings by it (before, a turn's box passed for −152 of luck, its next roll +205).
    let p = &players[0];
    let rolls = p.luckiest.iter().chain(&p.unluckiest);
    assert!(rolls.clone().all(|r| r.luck.abs() < 100.0), "{p:?}");
    assert!(
        rolls.clone().all(|r| r.before.is_empty()),
        "only her first rolls"
    );
    let split = p.expected_start + p.luck - p.lost;
    assert!((split - f64::from(p.final_total)).abs() < 1e-6, "{p:?}");
}
