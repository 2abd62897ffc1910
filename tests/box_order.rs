//! Forced box orders (docs/rules.md, "Box order"), played through the `Game` state machine
//! in every scoresheet game: each order offers exactly its boxes and refuses the others
//! without changing anything; classic Kniffel's joker with a forced box (the worked
//! examples of docs/rules.md); Yatzy's older forced-order switch; every computer player
//! finishes a game legally under every order.

use pasch::ai;
use pasch::engine::{
    Action, BotKind, BoxId, BoxId::*, BoxOrder, ClassicRules, DiceSource, Game, GameKind, Options,
    RuleError, RuleSet, Setup, Sheet, SheetGame, Variant, YatzyRules, SHEET_ROLLS,
};

const SHEET_GAMES: [GameKind; 5] = [
    GameKind::Classic,
    GameKind::Extreme,
    GameKind::Yatzy,
    GameKind::MaxiYatzy,
    GameKind::Generala,
];

fn ordered(order: BoxOrder) -> Options {
    Options {
        box_order: order,
        ..Options::default()
    }
}

fn new_game(kind: GameKind, options: Options, dice: DiceSource, seed: u64) -> Game {
    let mut setup = Setup::new(kind, &["Ann", "Bo"]).with_seed(seed);
    setup.dice = dice;
    setup.options = options;
    Game::new(setup).expect("valid setup")
}

fn sheet_game(g: &Game) -> &SheetGame {
    g.state().sheet_game().expect("a scoresheet game")
}

fn enter(g: &mut Game, dice: &[u8]) {
    g.apply(Action::EnterDice {
        dice: dice.to_vec(),
    })
    .unwrap_or_else(|r| panic!("entering {dice:?} refused: {r}"));
}

/// Whether `got`, the boxes offered, are those `order` allows on a sheet of `boxes`
/// where `open` are still open (in sheet order).
fn expected(order: BoxOrder, open: &[BoxId]) -> Vec<BoxId> {
    let upper_open = open.iter().any(|b| b.is_upper());
    let lower_open = open.iter().any(|b| !b.is_upper());
    match order {
        BoxOrder::Free => open.to_vec(),
        BoxOrder::TopDown => open.first().copied().into_iter().collect(),
        BoxOrder::BottomUp => open.last().copied().into_iter().collect(),
        BoxOrder::UpperFirst => open
            .iter()
            .copied()
            .filter(|b| b.is_upper() || !upper_open)
            .collect(),
        BoxOrder::LowerFirst => open
            .iter()
            .copied()
            .filter(|b| !b.is_upper() || !lower_open)
            .collect(),
    }
}

/// Dice that are neither all equal (no joker, no Generala servida) nor a straight.
fn plain_dice(kind: GameKind) -> Vec<u8> {
    match kind {
        GameKind::Extreme => vec![1, 1, 2, 4, 6, 9],
        GameKind::MaxiYatzy => vec![1, 1, 2, 4, 6, 6],
        _ => vec![1, 1, 2, 4, 6],
    }
}

#[test]
fn every_order_offers_its_boxes_and_refuses_the_others_in_every_sheet_game() {
    for kind in SHEET_GAMES {
        for order in BoxOrder::ALL {
            let mut g = new_game(kind, ordered(order), DiceSource::Manual, 1);
            let boxes = sheet_game(&g).variant().boxes();
            let dice = plain_dice(kind);
            // Fill box after box, always the last one offered, to the end of the game.
            while !g.is_over() {
                enter(&mut g, &dice);
                let s = sheet_game(&g);
                let sheet = &s.players()[s.current_player()].sheet;
                let open: Vec<BoxId> = sheet.open_in(boxes).collect();
                let offered: Vec<BoxId> = s.offer().allowed.iter().map(|&(b, _)| b).collect();
                assert_eq!(offered, expected(order, &open), "{kind:?} {order:?}");
                assert_eq!(offered, s.allowed_boxes(s.current_player()));
                for &b in open.iter().filter(|b| !offered.contains(b)) {
                    let before = g.clone();
                    assert_eq!(
                        g.apply(Action::Score { box_id: b }),
                        Err(RuleError::OutOfOrder { next: offered[0] }),
                        "{kind:?} {order:?} {b:?}"
                    );
                    assert_eq!(g, before, "a refused move changes nothing");
                }
                let last = *offered.last().expect("a box is offered");
                g.apply(Action::Score { box_id: last }).expect("allowed");
            }
        }
    }
}

#[test]
fn the_order_is_saved_with_the_game_and_free_is_left_out() {
    let free = new_game(GameKind::Classic, Options::default(), DiceSource::Random, 3);
    let json = serde_json::to_string(free.setup()).expect("json");
    assert!(!json.contains("box_order"), "{json}");
    let g = new_game(
        GameKind::Classic,
        ordered(BoxOrder::UpperFirst),
        DiceSource::Random,
        3,
    );
    let json = serde_json::to_string(g.setup()).expect("json");
    assert!(json.contains(r#""box_order":"upper_first""#), "{json}");
    let back: Setup = serde_json::from_str(&json).expect("reads back");
    assert_eq!(back.options.box_order, BoxOrder::UpperFirst);
}

/// What `dice` offer on a classic sheet with these boxes filled, boxes filled in `order`.
fn classic(
    order: BoxOrder,
    rule_set: RuleSet,
    filled: &[(BoxId, i32)],
    dice: [u8; 5],
) -> (Vec<(BoxId, u16)>, u16) {
    let mut sheet = Sheet::default();
    for &(b, points) in filled {
        sheet.set(b, points);
    }
    let rules = ClassicRules {
        rule_set,
        joker: true,
    };
    let o = Variant::Classic { rules }.offer_in(&dice, &sheet, SHEET_ROLLS, order);
    (o.allowed, o.bonus)
}

#[test]
fn a_further_kniffel_in_a_forced_box() {
    // Top-down, the Kniffel box holds 50, Ones is next: five fours strike Ones (0 points);
    // no bonus in the Kniffel rule set (it pays only in the own upper box), 100 in Yahtzee's.
    let g = classic(
        BoxOrder::TopDown,
        RuleSet::Kniffel,
        &[(Kniffel, 50)],
        [4; 5],
    );
    assert_eq!(g, (vec![(Ones, 0)], 0));
    let g = classic(
        BoxOrder::TopDown,
        RuleSet::Yahtzee,
        &[(Kniffel, 50)],
        [4; 5],
    );
    assert_eq!(g, (vec![(Ones, 0)], 100));
    // Top-down with Fours next: five fours go there, 20 points and the bonus.
    let upper3 = [(Kniffel, 50), (Ones, 3), (Twos, 6), (Threes, 9)];
    let g = classic(BoxOrder::TopDown, RuleSet::Kniffel, &upper3, [4; 5]);
    assert_eq!(g, (vec![(Fours, 20)], 50));
    // Bottom-up, Kniffel and Chance filled, Large straight next: a joker, 40 points,
    // although Fours is still open (the order, not the player, chose the box).
    let g = classic(
        BoxOrder::BottomUp,
        RuleSet::Kniffel,
        &[(Chance, 0), (Kniffel, 50)],
        [4; 5],
    );
    assert_eq!(g, (vec![(LargeStraight, 40)], 0));
    // Lower section first: the joker counts in every open lower box at full value.
    let g = classic(
        BoxOrder::LowerFirst,
        RuleSet::Kniffel,
        &[(Kniffel, 50)],
        [4; 5],
    );
    let (allowed, bonus) = g;
    assert_eq!(
        allowed,
        vec![
            (ThreeOfAKind, 20),
            (FourOfAKind, 20),
            (FullHouse, 25),
            (SmallStraight, 30),
            (LargeStraight, 40),
            (Chance, 20)
        ]
    );
    assert_eq!(bonus, 0);
    // Upper section first, Fours open: the roll must go to Fours, as in the free game.
    let g = classic(
        BoxOrder::UpperFirst,
        RuleSet::Kniffel,
        &[(Kniffel, 50)],
        [4; 5],
    );
    assert_eq!(g, (vec![(Fours, 20)], 50));
    // Upper section first, Fours filled: no lower box yet, so strike an upper box.
    let g = classic(
        BoxOrder::UpperFirst,
        RuleSet::Kniffel,
        &[(Kniffel, 50), (Fours, 12)],
        [4; 5],
    );
    assert_eq!(
        g,
        (
            vec![(Ones, 0), (Twos, 0), (Threes, 0), (Fives, 0), (Sixes, 0)],
            0
        )
    );
    // A first Kniffel top-down scores nothing in Ones (a strike) and is not a joker.
    let g = classic(BoxOrder::TopDown, RuleSet::Kniffel, &[], [4; 5]);
    assert_eq!(g, (vec![(Ones, 0)], 0));
}

#[test]
fn yatzys_older_switch_means_top_down_and_the_choice_overrides_it() {
    let switch = Options {
        yatzy: YatzyRules {
            forced_order: true,
            ..YatzyRules::default()
        },
        ..Options::default()
    };
    let g = new_game(GameKind::Yatzy, switch, DiceSource::Random, 1);
    assert_eq!(sheet_game(&g).order(), BoxOrder::TopDown);
    let chosen = new_game(
        GameKind::Yatzy,
        ordered(BoxOrder::TopDown),
        DiceSource::Random,
        1,
    );
    assert_eq!(
        sheet_game(&chosen).variant(),
        sheet_game(&g).variant(),
        "one game, spelt either way"
    );
    let over = Options {
        box_order: BoxOrder::BottomUp,
        ..switch
    };
    let g = new_game(GameKind::Yatzy, over, DiceSource::Random, 1);
    assert_eq!(sheet_game(&g).order(), BoxOrder::BottomUp);
    assert!(!sheet_game(&g).variant().forced_order());
}

#[test]
fn every_computer_player_finishes_every_order_legally() {
    let mut failed = Vec::new();
    for kind in SHEET_GAMES {
        for order in BoxOrder::ALL.into_iter().skip(1) {
            for bot in BotKind::ALL {
                let mut g = new_game(kind, ordered(order), DiceSource::Random, 11);
                if let Err(e) = ai::play_out(&mut g, bot, 5) {
                    failed.push(format!("{kind:?} {order:?} {bot:?}: {e}"));
                } else if !g.is_over() {
                    failed.push(format!("{kind:?} {order:?} {bot:?}: stopped"));
                }
            }
        }
    }
    assert!(failed.is_empty(), "{failed:#?}");
}

#[test]
fn the_cli_scores_and_simulates_in_an_order() {
    use pasch::cli::score::answer_line;
    let bottom_up = r#"{"game":"classic","dice":[4,4,4,4,4],"sheet":{"kniffel":50,"chance":20},"box_order":"bottom_up"}"#;
    assert_eq!(
        answer_line(bottom_up),
        r#"{"allowed":{"large_straight":40},"bonus":0}"#
    );
    let upper =
        r#"{"game":"yatzy","dice":[4,4,4,1,1],"forced_order":true,"box_order":"upper_first"}"#;
    assert!(
        answer_line(upper).starts_with(r#"{"allowed":{"ones":2,"twos":0,"threes":0,"fours":12"#)
    );
    let bad = r#"{"game":"generala","dice":[1,2,3,4,6],"box_order":"sideways"}"#;
    assert!(answer_line(bad).contains("unknown variant `sideways`"));
}

#[test]
fn reviews_and_win_chances_of_ordered_games_answer_without_a_panic() {
    use pasch::ai::coach;
    use pasch::ai::kniffel::tables;
    for kind in [GameKind::Classic, GameKind::Yatzy, GameKind::Generala] {
        for order in [BoxOrder::LowerFirst, BoxOrder::TopDown] {
            let mut g = new_game(kind, ordered(order), DiceSource::Random, 21);
            ai::play_out(&mut g, BotKind::Normal, 3).expect("legal");
            let table = coach::needs_table(&g).map(tables::solved);
            let review = coach::review(&g, table);
            assert!(review.is_ok(), "{kind:?} {order:?}: {:?}", review.err());
        }
    }
}
