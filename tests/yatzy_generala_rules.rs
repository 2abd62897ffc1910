//! The worked examples of docs/rules.md sections 5 (Yatzy), 6 (Maxi Yatzy) and 7
//! (Generala), played through the `Game` state machine with typed-in dice: every box of
//! each game, the switches, Generala's first-roll bonus and its instant win, Maxi Yatzy's
//! saved rolls, forced order; a refused move changes nothing; a save reads back to the
//! same game; a whole game of each, played by the computer players, replays to itself.

use pasch::ai;
use pasch::engine::{
    read_save, write_save, Action, BotKind, BoxId, BoxId::*, DiceSource, Event, Game, GameKind,
    GeneralaRules, MaxiYatzyRules, Options, RuleError, Setup, SheetGame, YatzyRules,
    GENERALA_BOXES, MAXI_YATZY_BOXES, YATZY_BOXES,
};

fn new_game(kind: GameKind, players: usize, options: Options) -> Game {
    let names: Vec<String> = (1..=players).map(|i| format!("P{i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut setup = Setup::new(kind, &names).with_seed(7);
    setup.dice = DiceSource::Manual;
    setup.options = options;
    Game::new(setup).expect("valid setup")
}

fn sheet_game(g: &Game) -> &SheetGame {
    g.state().sheet_game().expect("a scoresheet game")
}

fn roll(g: &mut Game, dice: &[u8]) -> Vec<Event> {
    g.apply(Action::EnterDice {
        dice: dice.to_vec(),
    })
    .unwrap_or_else(|r| panic!("entering {dice:?} refused: {r}"))
}

fn score(g: &mut Game, box_id: BoxId) -> Vec<Event> {
    g.apply(Action::Score { box_id })
        .unwrap_or_else(|r| panic!("scoring {box_id:?} refused: {r}"))
}

/// The points `dice`, typed in on the `rolls`-th roll of a fresh solo game of `kind`,
/// offer in every box of its sheet (the rolls before show other dice: five equal on
/// Generala's first roll would end the game).
fn offered(kind: GameKind, options: Options, dice: &[u8], rolls: u8) -> Vec<(BoxId, u16)> {
    let mut g = new_game(kind, 1, options);
    let mut before = dice.to_vec();
    before[0] = dice[0] % 6 + 1;
    for _ in 1..rolls {
        roll(&mut g, &before);
    }
    roll(&mut g, dice);
    sheet_game(&g).offer().allowed
}

/// `expect`: the boxes the dice make, with points; every other box of the sheet is
/// offered at 0.
fn check_sheet(kind: GameKind, boxes: &[BoxId], dice: &[u8], rolls: u8, expect: &[(BoxId, u16)]) {
    let got = offered(kind, Options::default(), dice, rolls);
    let want: Vec<(BoxId, u16)> = boxes
        .iter()
        .map(|&b| {
            (
                b,
                expect.iter().find(|(x, _)| *x == b).map_or(0, |&(_, p)| p),
            )
        })
        .collect();
    assert_eq!(got, want, "{kind:?} {dice:?}");
}

#[test]
fn yatzy_every_box_with_the_worked_examples() {
    let y = |dice: &[u8], expect: &[(BoxId, u16)]| {
        check_sheet(GameKind::Yatzy, &YATZY_BOXES, dice, 3, expect)
    };
    y(
        &[6, 6, 5, 5, 2],
        &[
            (Twos, 2),
            (Fives, 10),
            (Sixes, 12),
            (OnePair, 12),
            (TwoPairs, 22),
            (Chance, 24),
        ],
    );
    y(
        &[5, 5, 5, 5, 2],
        &[
            (Twos, 2),
            (Fives, 20),
            (OnePair, 10),
            (ThreeOfAKind, 15),
            (FourOfAKind, 20),
            (Chance, 22),
        ],
    );
    y(
        &[4, 4, 4, 2, 1],
        &[
            (Ones, 1),
            (Twos, 2),
            (Fours, 12),
            (OnePair, 8),
            (ThreeOfAKind, 12),
            (Chance, 15),
        ],
    );
    y(
        &[3, 3, 3, 3, 6],
        &[
            (Threes, 12),
            (Sixes, 6),
            (OnePair, 6),
            (ThreeOfAKind, 9),
            (FourOfAKind, 12),
            (Chance, 18),
        ],
    );
    y(
        &[1, 2, 3, 4, 5],
        &[
            (Ones, 1),
            (Twos, 2),
            (Threes, 3),
            (Fours, 4),
            (Fives, 5),
            (SmallStraight, 15),
            (Chance, 15),
        ],
    );
    y(
        &[2, 3, 4, 5, 6],
        &[
            (Twos, 2),
            (Threes, 3),
            (Fours, 4),
            (Fives, 5),
            (Sixes, 6),
            (LargeStraight, 20),
            (Chance, 20),
        ],
    );
    y(
        &[6, 6, 6, 5, 5],
        &[
            (Fives, 10),
            (Sixes, 18),
            (OnePair, 12),
            (TwoPairs, 22),
            (ThreeOfAKind, 18),
            (FullHouse, 28),
            (Chance, 28),
        ],
    );
    y(
        &[2, 2, 2, 2, 2],
        &[
            (Twos, 10),
            (OnePair, 4),
            (ThreeOfAKind, 6),
            (FourOfAKind, 8),
            (Chance, 10),
            (Yatzy, 50),
        ],
    );
}

#[test]
fn yatzy_house_rules_switch_on_one_by_one() {
    let with = |rules: YatzyRules| Options {
        yatzy: rules,
        ..Options::default()
    };
    let full = with(YatzyRules {
        five_equal_full_house: true,
        ..YatzyRules::default()
    });
    let points = |options, dice: &[u8], b| {
        offered(GameKind::Yatzy, options, dice, 1)
            .into_iter()
            .find(|&(x, _)| x == b)
            .map(|(_, p)| p)
    };
    assert_eq!(points(Options::default(), &[4; 5], FullHouse), Some(0));
    assert_eq!(points(full, &[4; 5], FullHouse), Some(20));
    assert_eq!(points(full, &[5, 5, 5, 5, 2], TwoPairs), Some(0));
    let pairs = with(YatzyRules {
        four_equal_two_pairs: true,
        ..YatzyRules::default()
    });
    assert_eq!(points(pairs, &[5, 5, 5, 5, 2], TwoPairs), Some(20));
    assert_eq!(points(pairs, &[4; 5], FullHouse), Some(0));
}

#[test]
fn yatzy_has_no_joker_and_no_extra_bonus_and_50_at_63() {
    let mut g = new_game(GameKind::Yatzy, 1, Options::default());
    roll(&mut g, &[3; 5]);
    score(&mut g, Yatzy);
    roll(&mut g, &[3; 5]);
    let offer = sheet_game(&g).offer();
    assert_eq!(offer.bonus, 0, "no bonus for a second Yatzy");
    assert_eq!(offer.points_for(FullHouse), Some(0), "no joker");
    assert_eq!(offer.points_for(Threes), Some(15));
    // 3 of each face in the upper boxes: 63, the bonus of 50.
    let mut g = new_game(GameKind::Yatzy, 1, Options::default());
    for (face, b) in (1..=6).zip([Ones, Twos, Threes, Fours, Fives, Sixes]) {
        roll(
            &mut g,
            &[face, face, face, 1 + face % 6, 1 + (face + 1) % 6],
        );
        score(&mut g, b);
    }
    assert_eq!(g.totals(), vec![63 + 50]);
}

#[test]
fn maxi_yatzy_every_box_with_the_worked_examples() {
    let m = |dice: &[u8], expect: &[(BoxId, u16)]| {
        check_sheet(GameKind::MaxiYatzy, &MAXI_YATZY_BOXES, dice, 1, expect)
    };
    m(
        &[6, 6, 6, 5, 5, 1],
        &[
            (Ones, 1),
            (Fives, 10),
            (Sixes, 18),
            (OnePair, 12),
            (TwoPairs, 22),
            (ThreeOfAKind, 18),
            (FullHouse, 28),
            (Chance, 29),
        ],
    );
    m(
        &[4, 4, 4, 2, 2, 2],
        &[
            (Twos, 6),
            (Fours, 12),
            (OnePair, 8),
            (TwoPairs, 12),
            (ThreeOfAKind, 12),
            (FullHouse, 16),
            (Villa, 18),
            (Chance, 18),
        ],
    );
    m(
        &[5, 5, 5, 5, 1, 1],
        &[
            (Ones, 2),
            (Fives, 20),
            (OnePair, 10),
            (TwoPairs, 12),
            (ThreeOfAKind, 15),
            (FourOfAKind, 20),
            (FullHouse, 17),
            (Tower, 22),
            (Chance, 22),
        ],
    );
    m(
        &[1, 1, 3, 3, 5, 5],
        &[
            (Ones, 2),
            (Threes, 6),
            (Fives, 10),
            (OnePair, 10),
            (TwoPairs, 16),
            (ThreePairs, 18),
            (Chance, 18),
        ],
    );
    m(
        &[1, 2, 3, 4, 5, 6],
        &[
            (Ones, 1),
            (Twos, 2),
            (Threes, 3),
            (Fours, 4),
            (Fives, 5),
            (Sixes, 6),
            (SmallStraight, 15),
            (LargeStraight, 20),
            (FullStraight, 21),
            (Chance, 21),
        ],
    );
    m(
        &[2, 2, 2, 2, 2, 6],
        &[
            (Twos, 10),
            (Sixes, 6),
            (OnePair, 4),
            (ThreeOfAKind, 6),
            (FourOfAKind, 8),
            (FiveOfAKind, 10),
            (Chance, 16),
        ],
    );
    m(
        &[3; 6],
        &[
            (Threes, 18),
            (OnePair, 6),
            (ThreeOfAKind, 9),
            (FourOfAKind, 12),
            (FiveOfAKind, 15),
            (Chance, 18),
            (MaxiYatzy, 100),
        ],
    );
}

#[test]
fn maxi_yatzy_bonus_switch() {
    // 3 sixes ... 4 of each face: 84 in the upper boxes.
    let play = |options: Options, count: usize| {
        let mut g = new_game(GameKind::MaxiYatzy, 1, options);
        for (face, b) in (1..=6u8).zip([Ones, Twos, Threes, Fours, Fives, Sixes]) {
            let mut dice = vec![face; count];
            dice.resize(6, 1 + face % 6);
            roll(&mut g, &dice);
            score(&mut g, b);
        }
        g.totals()[0]
    };
    assert_eq!(play(Options::default(), 4), 84 + 100);
    let small = Options {
        maxi_yatzy: MaxiYatzyRules {
            small_bonus: true,
            ..MaxiYatzyRules::default()
        },
        ..Options::default()
    };
    assert_eq!(play(small, 4), 84 + 50);
}

#[test]
fn maxi_yatzy_saves_the_rolls_a_turn_leaves() {
    let mut g = new_game(GameKind::MaxiYatzy, 2, Options::default());
    let limit = |g: &Game| g.state().dice_turn().expect("dice").roll_limit;
    assert_eq!(limit(&g), 3);
    roll(&mut g, &[1, 2, 3, 4, 5, 6]);
    score(&mut g, FullStraight); // one roll: two saved
    assert_eq!(sheet_game(&g).saved_rolls(0), 2);
    // The second player rolls three times and saves none.
    for _ in 0..3 {
        roll(&mut g, &[1, 1, 2, 2, 3, 3]);
    }
    assert_eq!(
        g.apply(Action::EnterDice {
            dice: vec![1, 1, 2, 2, 3, 3]
        }),
        Err(RuleError::NoRollsLeft)
    );
    assert_eq!(g.apply(Action::Roll), Err(RuleError::RealDice));
    score(&mut g, ThreePairs);
    assert_eq!(sheet_game(&g).saved_rolls(1), 0);
    // The first player's turn: 3 + 2 rolls; four used leave one saved.
    assert_eq!(limit(&g), 5);
    for _ in 0..4 {
        roll(&mut g, &[6, 6, 6, 6, 6, 5]);
    }
    let turn = g.state().dice_turn().expect("dice");
    assert!((turn.rolls, turn.may_roll) == (4, true));
    score(&mut g, FiveOfAKind);
    assert_eq!(sheet_game(&g).saved_rolls(0), 1);

    // Switched off: three rolls a turn, nothing saved.
    let off = Options {
        maxi_yatzy: MaxiYatzyRules {
            saved_rolls: false,
            ..MaxiYatzyRules::default()
        },
        ..Options::default()
    };
    let mut g = new_game(GameKind::MaxiYatzy, 1, off);
    roll(&mut g, &[1, 2, 3, 4, 5, 6]);
    score(&mut g, FullStraight);
    assert_eq!(limit(&g), 3);
    assert_eq!(sheet_game(&g).saved_rolls(0), 0);
}

#[test]
fn generala_every_box_served_and_not() {
    let gen = |dice: &[u8], rolls, expect: &[(BoxId, u16)]| {
        check_sheet(GameKind::Generala, &GENERALA_BOXES, dice, rolls, expect)
    };
    gen(
        &[1, 2, 3, 4, 5],
        2,
        &[
            (Ones, 1),
            (Twos, 2),
            (Threes, 3),
            (Fours, 4),
            (Fives, 5),
            (Straight, 20),
        ],
    );
    gen(
        &[6, 5, 4, 3, 2],
        1,
        &[
            (Twos, 2),
            (Threes, 3),
            (Fours, 4),
            (Fives, 5),
            (Sixes, 6),
            (Straight, 25),
        ],
    );
    gen(
        &[2, 2, 6, 6, 6],
        3,
        &[(Twos, 4), (Sixes, 18), (FullHouse, 30)],
    );
    gen(
        &[2, 2, 6, 6, 6],
        1,
        &[(Twos, 4), (Sixes, 18), (FullHouse, 35)],
    );
    gen(
        &[4, 4, 4, 4, 1],
        2,
        &[(Ones, 1), (Fours, 16), (FourOfAKind, 40)],
    );
    gen(
        &[4, 4, 4, 4, 1],
        1,
        &[(Ones, 1), (Fours, 16), (FourOfAKind, 45)],
    );
    // Five equal: four of a kind and Generala, never a full house; the Double Generala
    // only once the Generala box holds 50.
    gen(
        &[5; 5],
        2,
        &[(Fives, 25), (FourOfAKind, 40), (Generala, 50)],
    );
    let mut g = new_game(GameKind::Generala, 1, Options::default());
    roll(&mut g, &[1, 2, 2, 2, 2]);
    roll(&mut g, &[2; 5]);
    score(&mut g, Generala);
    roll(&mut g, &[3, 3, 1, 3, 3]);
    roll(&mut g, &[3; 5]);
    assert_eq!(sheet_game(&g).offer().points_for(DoubleGenerala), Some(100));
    score(&mut g, DoubleGenerala);
    assert_eq!(g.totals(), vec![150]);
}

#[test]
fn generala_switches() {
    let wrap = Options {
        generala: GeneralaRules {
            straight_wrap: true,
            ..GeneralaRules::default()
        },
        ..Options::default()
    };
    let straight = |options, dice: &[u8]| {
        offered(GameKind::Generala, options, dice, 2)
            .into_iter()
            .find(|&(b, _)| b == Straight)
            .map(|(_, p)| p)
    };
    assert_eq!(straight(Options::default(), &[3, 4, 5, 6, 1]), Some(0));
    assert_eq!(straight(wrap, &[3, 4, 5, 6, 1]), Some(20));
    let single = Options {
        generala: GeneralaRules {
            double_generala: false,
            ..GeneralaRules::default()
        },
        ..Options::default()
    };
    let mut g = new_game(GameKind::Generala, 1, single);
    assert_eq!(sheet_game(&g).rounds(), 10);
    roll(&mut g, &[1, 1, 2, 2, 3]);
    roll(&mut g, &[1, 1, 2, 2, 3]);
    assert_eq!(
        g.apply(Action::Score {
            box_id: DoubleGenerala
        }),
        Err(RuleError::NotOnSheet(DoubleGenerala))
    );
}

#[test]
fn a_generala_servida_wins_the_game_at_once() {
    let mut g = new_game(GameKind::Generala, 3, Options::default());
    // P1 fills a box with a good score first; P2 throws five equal on the first roll.
    roll(&mut g, &[2, 6, 6, 6, 6]);
    score(&mut g, FourOfAKind); // served: 45
    let events = roll(&mut g, &[1; 5]);
    assert_eq!(
        events[1..],
        [Event::GeneralaServida { player: 1 }, Event::GameOver]
    );
    assert!(g.is_over());
    assert_eq!(g.totals(), vec![45, 0, 0]);
    let places: Vec<(usize, usize)> = g.standings().iter().map(|s| (s.player, s.place)).collect();
    assert_eq!(places, vec![(1, 1), (0, 2), (2, 3)]);
    assert_eq!(sheet_game(&g).servida(), Some(1));
    assert_eq!(
        g.apply(Action::Score { box_id: Ones }),
        Err(RuleError::GameOver)
    );
    g.state()
        .check_invariants()
        .expect("a servida ends with open boxes");
    // Also with the Generala box already filled; five equal on a later roll do not win.
    let mut g = new_game(GameKind::Generala, 1, Options::default());
    roll(&mut g, &[1, 2, 3, 3, 3]);
    roll(&mut g, &[3; 5]);
    assert!(!g.is_over(), "not served: the second roll");
    score(&mut g, Generala);
    roll(&mut g, &[6; 5]);
    assert!(g.is_over());
    assert_eq!(g.standings()[0].place, 1);
}

#[test]
fn forced_order_refuses_every_other_box_and_changes_nothing() {
    let forced = Options {
        yatzy: YatzyRules {
            forced_order: true,
            ..YatzyRules::default()
        },
        maxi_yatzy: MaxiYatzyRules {
            forced_order: true,
            ..MaxiYatzyRules::default()
        },
        ..Options::default()
    };
    for (kind, dice) in [
        (GameKind::Yatzy, vec![6, 6, 6, 6, 6]),
        (GameKind::MaxiYatzy, vec![6; 6]),
    ] {
        let mut g = new_game(kind, 1, forced);
        roll(&mut g, &dice);
        let before = g.clone();
        for b in [Yatzy, MaxiYatzy, Sixes, Chance] {
            let refused = g.apply(Action::Score { box_id: b });
            assert!(
                matches!(
                    refused,
                    Err(RuleError::OutOfOrder { next: Ones }) | Err(RuleError::NotOnSheet(_))
                ),
                "{kind:?} {b:?}: {refused:?}"
            );
            assert_eq!(g, before, "a refused move changes nothing");
        }
        assert_eq!(sheet_game(&g).offer().allowed, vec![(Ones, 0)]);
        score(&mut g, Ones);
        roll(&mut g, &dice);
        assert_eq!(
            g.apply(Action::Score { box_id: Threes }),
            Err(RuleError::OutOfOrder { next: Twos })
        );
    }
}

#[test]
fn refused_moves_change_nothing() {
    for kind in [GameKind::Yatzy, GameKind::MaxiYatzy, GameKind::Generala] {
        let mut g = new_game(kind, 2, Options::default());
        let before = g.clone();
        assert_eq!(
            g.apply(Action::Score { box_id: Ones }),
            Err(RuleError::NotRolled)
        );
        assert_eq!(g, before);
        let dice = vec![2; sheet_game(&g).variant().dice().len() - 1];
        assert!(g.apply(Action::EnterDice { dice }).is_err());
        assert_eq!(g, before);
        assert_eq!(g.apply(Action::Roll), Err(RuleError::RealDice));
        assert_eq!(g.apply(Action::ChipRoll), Err(RuleError::ChipsExtremeOnly));
        assert_eq!(
            g.apply(Action::Score { box_id: Kniffel }),
            Err(RuleError::NotRolled)
        );
        assert_eq!(g, before);
    }
}

/// A whole game of `kind`, `players` seats of `bot`, with the app's dice.
fn simulated(kind: GameKind, options: Options, players: usize, bot: BotKind, seed: u64) -> Game {
    let names: Vec<String> = (1..=players).map(|i| format!("P{i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut setup = Setup::new(kind, &names).with_seed(seed);
    setup.options = options;
    let mut game = Game::new(setup).expect("valid setup");
    ai::play_out(&mut game, bot, seed).expect("legal moves");
    game
}

#[test]
fn whole_games_replay_and_read_back_as_they_were() {
    let saved_off = Options {
        maxi_yatzy: MaxiYatzyRules {
            saved_rolls: false,
            ..MaxiYatzyRules::default()
        },
        ..Options::default()
    };
    for kind in [GameKind::Yatzy, GameKind::MaxiYatzy, GameKind::Generala] {
        for (bot, options, seed) in [
            (BotKind::Greedy, Options::default(), 1),
            (BotKind::Normal, Options::default(), 2),
            (BotKind::Random, Options::default(), 3),
            (BotKind::Strong, saved_off, 4),
        ] {
            let game = simulated(kind, options, 3, bot, seed);
            assert!(game.is_over(), "{kind:?} {bot:?}");
            game.state().check_invariants().expect("invariants");
            let replayed = Game::replay(game.setup().clone(), game.log()).expect("replays");
            assert_eq!(replayed, game, "{kind:?} {bot:?}");
            let read = read_save(&write_save(&game)).expect("reads back");
            assert_eq!(read.state(), game.state(), "{kind:?} {bot:?}");
            assert_eq!(read.log(), game.log());
            assert_eq!(read.setup(), game.setup());
        }
    }
}

#[test]
fn a_game_in_progress_reads_back_with_its_switches_and_saved_rolls() {
    let options = Options {
        yatzy: YatzyRules {
            forced_order: true,
            five_equal_full_house: true,
            four_equal_two_pairs: false,
        },
        maxi_yatzy: MaxiYatzyRules {
            small_bonus: true,
            ..MaxiYatzyRules::default()
        },
        generala: GeneralaRules {
            straight_wrap: true,
            double_generala: false,
        },
        ..Options::default()
    };
    for kind in [GameKind::Yatzy, GameKind::MaxiYatzy, GameKind::Generala] {
        let mut g = new_game(kind, 2, options);
        let dice = vec![1; sheet_game(&g).variant().dice().len()];
        let mut dice2 = dice.clone();
        dice2[0] = 2;
        roll(&mut g, &dice2);
        score(&mut g, Ones);
        roll(&mut g, &dice2);
        let read = read_save(&write_save(&g)).expect("reads back");
        assert_eq!(read, g, "{kind:?}");
        assert_eq!(read.setup().options, options);
    }
}

#[test]
fn games_played_with_the_app_dice_are_whole() {
    for kind in [GameKind::Yatzy, GameKind::MaxiYatzy, GameKind::Generala] {
        for seed in 0..5 {
            let game = simulated(kind, Options::default(), 2, BotKind::Greedy, seed);
            let totals = game.totals();
            assert!(totals.iter().all(|&t| t >= 0), "{kind:?} {totals:?}");
        }
    }
}

/// Every roll of `n` dice, as sorted values.
fn every_roll(n: usize) -> Vec<Vec<u8>> {
    fn go(buf: &mut Vec<u8>, n: usize, lo: u8, out: &mut Vec<Vec<u8>>) {
        if buf.len() == n {
            out.push(buf.clone());
            return;
        }
        for v in lo..=6 {
            buf.push(v);
            go(buf, n, v, out);
            buf.pop();
        }
    }
    let mut out = Vec::new();
    go(&mut Vec::new(), n, 1, &mut out);
    out
}

/// The rules of sections 5–7 written plainly, box by box, for one roll on an empty sheet.
fn plain(kind: GameKind, dice: &[u8], served: bool) -> Vec<(BoxId, u16)> {
    let count = |f: u8| dice.iter().filter(|&&d| d == f).count();
    let sum: u16 = dice.iter().map(|&d| u16::from(d)).sum();
    // Faces shown at least k times, highest first.
    let at_least = |k: usize| -> Vec<u16> {
        (1..=6u8)
            .rev()
            .filter(|&f| count(f) >= k)
            .map(u16::from)
            .collect()
    };
    let kind_of = |k: usize| at_least(k).first().map_or(0, |&f| f * k as u16);
    let has = |faces: &[u8]| faces.iter().all(|&f| count(f) >= 1);
    let mut shape: Vec<usize> = (1..=6).map(count).filter(|&c| c > 0).collect();
    shape.sort_unstable_by(|a, b| b.cmp(a));
    let best = |big: usize, small: usize| -> u16 {
        let mut top = 0;
        for a in 1..=6u8 {
            for b in (1..=6u8).filter(|&b| b != a) {
                if count(a) >= big && count(b) >= small {
                    top = top.max(big as u16 * u16::from(a) + small as u16 * u16::from(b));
                }
            }
        }
        top
    };
    let pairs = at_least(2);
    let pair_sum = |n: usize| {
        if pairs.len() >= n {
            pairs[..n].iter().map(|f| 2 * f).sum()
        } else {
            0
        }
    };
    let upper = |b: BoxId, f: u8| (b, u16::from(f) * count(f) as u16);
    let mut out: Vec<(BoxId, u16)> = [Ones, Twos, Threes, Fours, Fives, Sixes]
        .into_iter()
        .zip(1..=6)
        .map(|(b, f)| upper(b, f))
        .collect();
    let when = |c: bool, p: u16| if c { p } else { 0 };
    let extra = if served { 5 } else { 0 };
    out.extend(match kind {
        GameKind::Yatzy => vec![
            (OnePair, pair_sum(1)),
            (TwoPairs, pair_sum(2)),
            (ThreeOfAKind, kind_of(3)),
            (FourOfAKind, kind_of(4)),
            (SmallStraight, when(has(&[1, 2, 3, 4, 5]), 15)),
            (LargeStraight, when(has(&[2, 3, 4, 5, 6]), 20)),
            (FullHouse, when(shape == [3, 2], sum)),
            (Chance, sum),
            (Yatzy, when(shape == [5], 50)),
        ],
        GameKind::MaxiYatzy => vec![
            (OnePair, pair_sum(1)),
            (TwoPairs, pair_sum(2)),
            (ThreePairs, pair_sum(3)),
            (ThreeOfAKind, kind_of(3)),
            (FourOfAKind, kind_of(4)),
            (FiveOfAKind, kind_of(5)),
            (SmallStraight, when(has(&[1, 2, 3, 4, 5]), 15)),
            (LargeStraight, when(has(&[2, 3, 4, 5, 6]), 20)),
            (FullStraight, when(has(&[1, 2, 3, 4, 5, 6]), 21)),
            (FullHouse, best(3, 2)),
            (Villa, when(shape == [3, 3], sum)),
            (Tower, when(shape == [4, 2], sum)),
            (Chance, sum),
            (MaxiYatzy, when(shape == [6], 100)),
        ],
        _ => vec![
            (
                Straight,
                when(
                    shape.len() == 5 && (count(1) == 0 || count(6) == 0),
                    20 + extra,
                ),
            ),
            (FullHouse, when(shape == [3, 2], 30 + extra)),
            (FourOfAKind, when(shape[0] >= 4, 40 + extra)),
            (Generala, when(shape == [5], 50)),
            (DoubleGenerala, 0),
        ],
    });
    out
}

#[test]
fn every_roll_scores_as_the_rules_say() {
    for (kind, n) in [
        (GameKind::Yatzy, 5),
        (GameKind::MaxiYatzy, 6),
        (GameKind::Generala, 5),
    ] {
        let variant = pasch::engine::Variant::of(kind, &Options::default()).expect("a sheet");
        let empty = pasch::engine::Sheet::default();
        for dice in every_roll(n) {
            for roll in [1, 2, 3] {
                let served = roll == 1;
                let got = variant.offer_on_roll(&dice, &empty, roll).allowed;
                // Sheet order is the engine's; the plain rules list the boxes by kind.
                let mut got_sorted = got.clone();
                got_sorted.sort();
                let mut want = plain(kind, &dice, served);
                want.sort();
                assert_eq!(got_sorted, want, "{kind:?} {dice:?} roll {roll}");
            }
        }
    }
}

mod random_play {
    use super::*;
    use pasch::engine::{GameRng, Variant};
    use proptest::prelude::*;

    fn options_strategy() -> impl Strategy<Value = Options> {
        (any::<[bool; 7]>()).prop_map(|b| Options {
            yatzy: YatzyRules {
                five_equal_full_house: b[0],
                four_equal_two_pairs: b[1],
                forced_order: b[2],
            },
            maxi_yatzy: MaxiYatzyRules {
                small_bonus: b[3],
                saved_rolls: b[4],
                forced_order: b[2],
            },
            generala: GeneralaRules {
                straight_wrap: b[5],
                double_generala: b[6],
            },
            ..Options::default()
        })
    }

    fn kind_strategy() -> impl Strategy<Value = GameKind> {
        prop_oneof![
            Just(GameKind::Yatzy),
            Just(GameKind::MaxiYatzy),
            Just(GameKind::Generala)
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// Random legal play with any switches: every legal action is accepted, a
        /// refused one leaves no trace, a box is filled once, the roll limit is 3 and
        /// the saved rolls, the totals are the sheet's, and the game ends with full
        /// sheets or a servida; the log replays to the same game.
        #[test]
        fn random_play_keeps_every_promise(
            kind in kind_strategy(),
            options in options_strategy(),
            players in 1usize..=4,
            seed in any::<u64>(),
            pick_seed in any::<u64>(),
        ) {
            let names: Vec<String> = (1..=players).map(|i| format!("P{i}")).collect();
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            let mut setup = Setup::new(kind, &names).with_seed(seed);
            setup.options = options;
            let mut g = Game::new(setup.clone()).expect("setup");
            let variant = Variant::of(kind, &options).expect("a sheet");
            let mut rng = GameRng::from_seed(pick_seed);
            while !g.is_over() {
                let s = sheet_game(&g);
                let p = s.current_player();
                let turn = g.state().dice_turn().expect("dice");
                prop_assert_eq!(turn.roll_limit, 3 + s.saved_rolls(p));
                prop_assert!(variant.saves_rolls() || s.saved_rolls(p) == 0);
                let before = g.clone();
                for b in variant.boxes().iter().chain(&[Kniffel, Highway]) {
                    let score = Action::Score { box_id: *b };
                    if !g.state().legal_actions().contains(&score) {
                        prop_assert!(g.apply(score).is_err());
                        prop_assert_eq!(&g, &before);
                    }
                }
                let legal = g.state().legal_actions();
                prop_assert!(!legal.is_empty());
                let action = legal[rng.below(legal.len() as u32) as usize].clone();
                let filled_before = sheet_game(&g).players()[p].sheet.filled_count();
                g.apply(action.clone()).expect("a legal action applies");
                if matches!(action, Action::Score { .. }) {
                    let filled = sheet_game(&g).players()[p].sheet.filled_count();
                    prop_assert_eq!(filled, filled_before + 1);
                }
            }
            g.state().check_invariants().map_err(TestCaseError::fail)?;
            let s = sheet_game(&g);
            for (i, pl) in s.players().iter().enumerate() {
                let upper = pl.sheet.upper_sum();
                let (at, bonus) = variant.upper_bonus_rule();
                let want = pl.sheet.boxes_sum() + if bonus > 0 && upper >= at { bonus } else { 0 };
                prop_assert_eq!(g.totals()[i], want);
                prop_assert!(s.servida().is_some() || pl.sheet.filled_count() == variant.boxes().len());
            }
            prop_assert_eq!(Game::replay(setup, g.log()).expect("replays"), g);
        }
    }
}
