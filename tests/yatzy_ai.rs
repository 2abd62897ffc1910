//! Yatzy's exact advice and strong player: the advice's values are the table's, the
//! strong player takes the table's choices on hand-checked positions, and the coach's
//! split adds up with no mistakes for the strong player.

use kniffel_solver::multisets::Multisets;
use pasch::ai::advice::Choice;
use pasch::ai::coach::review;
use pasch::ai::yatzy::advice::advise;
use pasch::ai::yatzy::strong::Strong;
use pasch::ai::yatzy::table::state_of;
use pasch::ai::yatzy::tables;
use pasch::ai::{Player, View};
use pasch::engine::{Action, BotKind, BoxId, DiceSource, Game, GameKind, Setup, Sheet, YatzyRules};

/// A one-player Yatzy game with real dice (the score pad), played by `log`.
fn score_pad(rules: YatzyRules, log: &[Action]) -> Game {
    let mut setup = Setup::new(GameKind::Yatzy, &["A"]);
    setup.dice = DiceSource::Manual;
    setup.options.yatzy = rules;
    Game::replay(setup, log).expect("legal")
}

/// The strong player's next action in `game`.
fn strong_move(game: &Game) -> Option<Action> {
    Strong::default().act(View::of(game))
}

fn enter(dice: &[u8]) -> Action {
    Action::EnterDice {
        dice: dice.to_vec(),
    }
}

#[test]
fn the_start_is_worth_the_first_throws_best_keeps_on_average() {
    // The table's value of a state is the average over the first roll of its best keep
    // with two rolls left: the advice and the table agree.
    let table = tables::solved(YatzyRules::default());
    let m = Multisets::get();
    for sheet in [Sheet::default(), {
        let mut s = Sheet::default();
        s.set(BoxId::Fives, 20);
        s.set(BoxId::Yatzy, 0);
        s
    }] {
        let mut expected = 0.0;
        for (r, p) in table.scoring().probability.iter().enumerate() {
            let dice = m.dice(m.first_roll + r);
            expected += p * advise(table, &sheet, &dice, 2)[0].ev;
        }
        let value = table.value(state_of(&sheet));
        assert!((expected - value).abs() < 1e-9, "{expected} vs {value}");
    }
    assert!((table.start_value() - 248.439_989_4).abs() < 1e-6);
}

#[test]
fn the_strong_player_takes_the_tables_choices() {
    let rules = YatzyRules::default();
    // A Yatzy on the first throw: stop rolling (keep all), then the yatzy box.
    let game = score_pad(rules, &[enter(&[5; 5])]);
    assert_eq!(
        strong_move(&game),
        Some(Action::Score {
            box_id: BoxId::Yatzy
        })
    );
    // Four sixes and a one with two throws left: the one is thrown again.
    let game = score_pad(rules, &[enter(&[6, 6, 1, 6, 6])]);
    assert_eq!(
        strong_move(&game),
        Some(Action::Hold { die: 0, held: true })
    );
    // 1-2-3-4-5 at the last throw on an empty sheet: the small straight (15).
    let game = score_pad(
        rules,
        &[
            enter(&[1, 2, 3, 4, 6]),
            Action::Hold { die: 0, held: true },
            Action::Hold { die: 1, held: true },
            Action::Hold { die: 2, held: true },
            Action::Hold { die: 3, held: true },
            enter(&[1, 2, 3, 4, 6]),
            enter(&[1, 2, 3, 4, 5]),
        ],
    );
    assert_eq!(
        strong_move(&game),
        Some(Action::Score {
            box_id: BoxId::SmallStraight
        })
    );
    // Forced order: the first open box only, here the ones.
    let forced = YatzyRules {
        forced_order: true,
        ..rules
    };
    let game = score_pad(forced, &[enter(&[2, 3, 4, 5, 6])]);
    let table = tables::solved(forced);
    let sheet = Sheet::default();
    // Nothing of use: every die is thrown again.
    assert_eq!(
        advise(table, &sheet, &[2, 3, 4, 5, 6], 2)[0].choice,
        Choice::keep(&[])
    );
    assert_eq!(strong_move(&game), Some(Action::Roll));
}

#[test]
fn the_coach_splits_yatzy_exactly_and_finds_no_mistakes_in_strong_play() {
    for (bot, seed) in [
        (BotKind::Strong, 1),
        (BotKind::Greedy, 2),
        (BotKind::Random, 3),
    ] {
        let mut game =
            Game::new(Setup::new(GameKind::Yatzy, &["A", "B"]).with_seed(seed)).expect("setup");
        pasch::ai::play_out(&mut game, bot, seed).expect("legal play");
        let reviews = review(&game, None).expect("a review");
        for (r, total) in reviews.iter().zip(game.totals()) {
            assert!(r.exact);
            let split = r.expected_start + r.luck - r.lost;
            assert!(
                (split - f64::from(total)).abs() < 1e-6,
                "{split} vs {total}"
            );
            assert!((r.expected_start - 248.439_989_4).abs() < 1e-6);
            if bot == BotKind::Strong {
                assert!(r.lost < 1e-9, "the strong player lost {}", r.lost);
            } else {
                assert!(r.lost > 1.0, "{bot:?} lost only {}", r.lost);
            }
        }
    }
}
