//! Karten-Kniffel rules: the worked examples of the rule sheet
//! (the original German sheet) and docs/rules.md section 4, played through `Game`.

use pasch::engine::{
    allowed, Action, BoxId, BoxId::*, CardsGame, Event, Game, GameKind, GameState, RuleError,
    Setup, Sheet, CARDS_PER_VALUE, CARD_FIELDS, HAND_SIZE, RULES_VERSION,
};

const NAMES: [&str; 5] = ["Stephan", "Anna", "Cem", "Dora", "Emil"];

/// The full deck with `top` on top (first card first), the rest in value order.
fn deck(top: &[u8]) -> Vec<u8> {
    let mut left = [CARDS_PER_VALUE; 7];
    for &c in top {
        left[c as usize] -= 1;
    }
    let mut d = top.to_vec();
    for v in 1..=6u8 {
        d.extend(std::iter::repeat_n(v, left[v as usize]));
    }
    d
}

/// A game whose deck is `top` first: player 0 gets cards 0–4, player 1 cards 5–9, …
fn game_with(players: usize, announce_yourself: bool, top: &[u8]) -> Game {
    game_under(RULES_VERSION, players, announce_yourself, top)
}

/// `game_with` under the given rules version.
fn game_under(rules: u32, players: usize, announce_yourself: bool, top: &[u8]) -> Game {
    let mut setup = Setup::new(GameKind::Cards, &NAMES[..players]).with_seed(11);
    setup.rules_version = rules;
    setup.options.announce_yourself = announce_yourself;
    Game::with_deck(setup, deck(top)).unwrap()
}

fn cards(game: &Game) -> &CardsGame {
    match game.state() {
        GameState::Cards(c) => c,
        _ => panic!("not a card game"),
    }
}

fn sorted(cards: &[u8]) -> Vec<u8> {
    let mut v = cards.to_vec();
    v.sort_unstable();
    v
}

fn pass() -> Action {
    Action::Exchange {
        discard: vec![],
        one_more: false,
    }
}

fn play(cards: &[u8], field: BoxId) -> Action {
    Action::Play {
        cards: cards.to_vec(),
        field,
        discard: vec![],
    }
}

/// Applies an action that the rules must refuse; checks that nothing changed.
fn refused(game: &mut Game, action: Action) -> RuleError {
    let before = serde_json::to_string(game).unwrap();
    let r = game.apply(action).expect_err("must be refused");
    assert_eq!(serde_json::to_string(game).unwrap(), before);
    r
}

/// Takes one card of each value in `cards` out of `from`, where present.
fn minus(from: &mut Vec<u8>, cards: &[u8]) {
    for c in cards {
        if let Some(i) = from.iter().position(|f| f == c) {
            from.remove(i);
        }
    }
}

/// A deck that lets player `who` of `players` make `plays` turn after turn (hand always
/// five, so no penalties) while the others pass. Each draw brings the cards the next
/// plays need; cards nobody plays are fillers.
fn scripted_deck(players: usize, who: usize, plays: &[&[u8]]) -> Vec<u8> {
    let mut hand: Vec<u8> = Vec::new();
    let mut drawn: Vec<u8> = Vec::new();
    for (i, play) in plays.iter().enumerate() {
        let mut need = play.to_vec();
        minus(&mut need, &hand);
        let room = HAND_SIZE - hand.len();
        assert!(need.len() <= room, "script: {play:?} does not fit");
        let mut leftover = hand.clone();
        leftover.extend(&need);
        minus(&mut leftover, play);
        let mut future = plays[i + 1..].concat();
        minus(&mut future, &leftover);
        let top_up = (room - need.len()).min(future.len());
        need.extend(&future[..top_up]);
        need.resize(room, 0); // 0 = a filler, chosen below
        hand.extend(&need);
        drawn.extend(&need);
        minus(&mut hand, play);
    }
    let mut left = [CARDS_PER_VALUE; 7];
    for &c in drawn.iter().filter(|&&c| c > 0) {
        left[c as usize] -= 1;
    }
    let mut filler = || {
        let v = (1..=6).max_by_key(|&v| left[v]).unwrap();
        left[v] -= 1;
        v as u8
    };
    for c in drawn.iter_mut().filter(|c| **c == 0) {
        *c = filler();
    }
    let mut top = Vec::new();
    for p in 0..players {
        if p == who {
            top.extend(&drawn[..HAND_SIZE]);
        } else {
            top.extend((0..HAND_SIZE).map(|_| filler()));
        }
    }
    top.extend(&drawn[HAND_SIZE..]);
    deck(&top)
}

/// Lower fields that take the whole hand; the small straight comes last of all.
const LOWER: [(&[u8], BoxId); 5] = [
    (&[1, 1, 1, 1, 1], Kniffel),
    (&[1, 2, 3, 4, 5], LargeStraight),
    (&[2, 2, 2, 3, 3], FullHouse),
    (&[6, 6, 6, 6, 5], FourOfAKind),
    (&[5, 5, 5, 6, 6], ThreeOfAKind),
];
/// Lower fields score 50 + 40 + 25 + 29 + 27, and 30 for the small straight.
const LOWER_POINTS: i32 = 201;

/// Twelve plays: the lower fields, the upper fields with `upper` cards of each value
/// (Sixes is the 11th, the second-to-last field) and the small straight.
fn full_script(upper: [usize; 6]) -> Vec<(Vec<u8>, BoxId)> {
    let mut s: Vec<(Vec<u8>, BoxId)> = LOWER.iter().map(|(c, f)| (c.to_vec(), *f)).collect();
    for (i, &n) in upper.iter().enumerate() {
        let v = i as u8 + 1;
        s.push((vec![v; n], BoxId::upper_for(v).unwrap()));
    }
    s.push((vec![3, 4, 5, 6], SmallStraight));
    s
}

/// A game where player `who` can run `script` while the others pass.
fn scripted_game(
    players: usize,
    who: usize,
    announce_yourself: bool,
    script: &[(Vec<u8>, BoxId)],
) -> Game {
    let plays: Vec<&[u8]> = script.iter().map(|(c, _)| c.as_slice()).collect();
    let mut setup = Setup::new(GameKind::Cards, &NAMES[..players]).with_seed(5);
    setup.options.announce_yourself = announce_yourself;
    Game::with_deck(setup, scripted_deck(players, who, &plays)).unwrap()
}

/// Runs the script for player 0 of `players` (others pass); returns each play's events.
fn run_script(game: &mut Game, script: &[(Vec<u8>, BoxId)]) -> Vec<Vec<Event>> {
    let players = cards(game).player_count();
    let mut out = Vec::new();
    for (c, f) in script {
        out.push(game.apply(play(c, *f)).unwrap());
        if game.is_over() {
            break;
        }
        for _ in 1..players {
            game.apply(pass()).unwrap();
        }
    }
    out
}

// ----- the worked examples of the rule sheet -----

/// Stephan: 1 3 6 6 6, Anna: five twos. Draw pile: 2 4 5, then 3 1 2.
const STEPHAN: [u8; 16] = [1, 3, 6, 6, 6, 2, 2, 2, 2, 2, 2, 4, 5, 3, 1, 2];

#[test]
fn stephan_discards_one_and_three_and_draws_three() {
    let mut game = game_with(2, false, &STEPHAN);
    assert_eq!(sorted(cards(&game).current_hand()), [1, 3, 6, 6, 6]);
    let events = game
        .apply(Action::Exchange {
            discard: vec![1, 3],
            one_more: true,
        })
        .unwrap();
    assert_eq!(
        events[0],
        Event::Exchanged {
            player: 0,
            discarded: vec![1, 3],
            drawn: 3
        }
    );
    let c = cards(&game);
    assert_eq!(c.hand_len(0), 6);
    assert_eq!(c.discard_pile_len(), 2);
    assert_eq!(c.current_player(), 1);
    // He could also have drawn just two.
    let mut other = game_with(2, false, &STEPHAN);
    other
        .apply(Action::Exchange {
            discard: vec![1, 3],
            one_more: false,
        })
        .unwrap();
    assert_eq!(cards(&other).hand_len(0), 5);
}

/// Stephan has discarded 1 and 3 and drawn three; Anna passed; Stephan is on turn.
fn stephan_with_six_cards() -> Game {
    let mut game = game_with(2, false, &STEPHAN);
    game.apply(Action::Exchange {
        discard: vec![1, 3],
        one_more: true,
    })
    .unwrap();
    game.apply(pass()).unwrap();
    game
}

#[test]
fn three_sixes_with_six_cards_score_18_with_2_penalty_then_draw_2() {
    let mut game = stephan_with_six_cards();
    let c = cards(&game);
    assert_eq!(sorted(c.current_hand()), [2, 4, 5, 6, 6, 6]);
    assert_eq!(c.penalty_if_played_now(), 2);
    assert_eq!(c.check_play(&[6, 6, 6], Sixes), Ok((18, 2)));
    let events = game.apply(play(&[6, 6, 6], Sixes)).unwrap();
    assert_eq!(
        events[0],
        Event::Played {
            player: 0,
            field: Sixes,
            cards: vec![6, 6, 6],
            points: 18,
            penalty: 2
        }
    );
    let c = cards(&game);
    assert_eq!(c.sheet(0).get(Sixes), Some(18));
    assert_eq!(c.penalty(0, Sixes), 2);
    assert_eq!(c.hand_len(0), 5, "3 left, 2 drawn");
    assert_eq!(c.totals()[0], 16);
}

#[test]
fn dreierpasch_26_with_seven_cards_costs_4_penalty_then_draws_3() {
    let mut game = stephan_with_six_cards();
    game.apply(Action::Exchange {
        discard: vec![2, 4],
        one_more: true,
    })
    .unwrap();
    game.apply(pass()).unwrap();
    let c = cards(&game);
    assert_eq!(sorted(c.current_hand()), [1, 2, 3, 5, 6, 6, 6]);
    assert_eq!(c.penalty_if_played_now(), 4);
    // He may take the three sixes (18, draw one) ...
    let mut sixes = game.clone();
    sixes.apply(play(&[6, 6, 6], Sixes)).unwrap();
    assert_eq!(cards(&sixes).sheet(0).get(Sixes), Some(18));
    assert_eq!(cards(&sixes).penalty(0, Sixes), 4);
    assert_eq!(cards(&sixes).hand_len(0), 5);
    // ... but chooses 6+6+6+5+3 as Dreierpasch.
    let best = c
        .plays_for(0)
        .into_iter()
        .find(|(f, _, _)| *f == ThreeOfAKind)
        .unwrap();
    assert_eq!(best, (ThreeOfAKind, vec![3, 5, 6, 6, 6], 26));
    let events = game.apply(play(&[6, 6, 6, 5, 3], ThreeOfAKind)).unwrap();
    assert!(matches!(
        events[0],
        Event::Played {
            points: 26,
            penalty: 4,
            ..
        }
    ));
    let c = cards(&game);
    assert_eq!(c.penalty(0, ThreeOfAKind), 4);
    assert_eq!(c.hand_len(0), 5, "2 left, 3 drawn");
    assert_eq!(c.totals()[0], 22);
}

#[test]
fn the_fields_score_as_the_table_says() {
    let empty = Sheet::default();
    let pts = |c: &[u8], f: BoxId| allowed(c, &empty).into_iter().find(|x| x.0 == f);
    assert_eq!(
        pts(&[6, 6, 6, 3, 1], ThreeOfAKind),
        Some((ThreeOfAKind, 22))
    );
    assert_eq!(pts(&[3, 3, 3, 3, 5], FourOfAKind), Some((FourOfAKind, 17)));
    assert_eq!(
        pts(&[3, 3, 3, 3, 5], ThreeOfAKind),
        Some((ThreeOfAKind, 17))
    );
    assert_eq!(pts(&[4, 4, 4, 3, 3], FullHouse), Some((FullHouse, 25)));
    assert_eq!(
        pts(&[2, 3, 4, 5, 6], LargeStraight),
        Some((LargeStraight, 40))
    );
    assert_eq!(pts(&[5, 5, 5, 5, 5], Kniffel), Some((Kniffel, 50)));
    assert_eq!(pts(&[4, 4], Fours), Some((Fours, 8)));
    assert_eq!(pts(&[1, 1, 1, 1, 1], Ones), Some((Ones, 5)));
    // Five equal is no full house.
    assert_eq!(pts(&[2, 2, 2, 2, 2], FullHouse), None);
    // Lower fields need exactly five cards.
    assert_eq!(allowed(&[6, 6, 6], &empty), vec![(Sixes, 18)]);
    assert_eq!(allowed(&[6, 6, 6, 6], &empty), vec![(Sixes, 24)]);
    // Upper fields take only their value.
    assert_eq!(pts(&[6, 6, 5], Sixes), None);
    // No Chance on this sheet.
    assert!(allowed(&[1, 2, 4, 5, 6], &empty).is_empty());
    // Malformed cards fill nothing.
    assert!(allowed(&[7, 7, 7, 7, 7], &empty).is_empty());
    assert!(allowed(&[], &empty).is_empty());
    assert!(allowed(&[2; 6], &empty).is_empty());
    // Every field the cards meet, on an empty sheet.
    assert_eq!(
        allowed(&[4, 4, 4, 4, 4], &empty),
        vec![
            (Fours, 20),
            (ThreeOfAKind, 20),
            (FourOfAKind, 20),
            (Kniffel, 50)
        ]
    );
    // Filled fields are not offered.
    let mut s = Sheet::default();
    s.set(Fours, 12);
    s.set(Kniffel, 50);
    assert_eq!(
        allowed(&[4, 4, 4, 4, 4], &s),
        vec![(ThreeOfAKind, 20), (FourOfAKind, 20)]
    );
}

#[test]
fn small_straight_is_exactly_four_cards() {
    let empty = Sheet::default();
    for run in [[1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6]] {
        assert_eq!(allowed(&run, &empty), vec![(SmallStraight, 30)], "{run:?}");
    }
    assert!(allowed(&[1, 2, 3, 5], &empty).is_empty());
    assert!(allowed(&[1, 2, 3, 4, 4], &empty).is_empty());
    // 1-2-3-4-5 is a large straight only.
    assert_eq!(allowed(&[1, 2, 3, 4, 5], &empty), vec![(LargeStraight, 40)]);

    let mut game = game_with(2, false, &[1, 2, 3, 4, 5]);
    assert_eq!(
        refused(&mut game, play(&[1, 2, 3, 4, 5], SmallStraight)),
        RuleError::LowerFieldCount {
            field: SmallStraight,
            needed: 4
        }
    );
    let events = game.apply(play(&[2, 3, 4, 5], SmallStraight)).unwrap();
    assert!(matches!(events[0], Event::Played { points: 30, .. }));
    assert_eq!(cards(&game).hand_len(0), 5, "one left, four drawn");
}

#[test]
fn a_play_that_fills_no_field_is_refused_with_a_reason() {
    let mut game = game_with(2, false, &[3, 3, 3, 5, 5]);
    assert_eq!(
        refused(&mut game, play(&[3, 3, 3, 5, 5], FourOfAKind)),
        RuleError::CardsDontMake(FourOfAKind)
    );
    assert_eq!(
        refused(&mut game, play(&[3, 3, 3, 5, 5], Kniffel)),
        RuleError::CardsDontMake(Kniffel)
    );
    assert_eq!(
        refused(&mut game, play(&[3, 3, 5], Threes)),
        RuleError::UpperFieldFace {
            field: Threes,
            face: 3
        }
    );
    assert_eq!(
        refused(&mut game, play(&[], Threes)),
        RuleError::UpperFieldCount(Threes)
    );
    assert_eq!(
        refused(&mut game, play(&[3, 3, 3, 5, 5], Chance)),
        RuleError::NotACardField(Chance)
    );
    assert_eq!(
        refused(&mut game, play(&[3, 3, 3, 3], Threes)),
        RuleError::NotInHand
    );
    assert_eq!(
        refused(&mut game, play(&[3, 9], Threes)),
        RuleError::NoSuchCard(9)
    );
    assert_eq!(refused(&mut game, Action::Roll), RuleError::NotAMove);
    assert_eq!(
        refused(&mut game, Action::Score { box_id: Threes }),
        RuleError::NotAMove
    );
    // Filled fields cannot be filled again.
    game.apply(play(&[3, 3, 3, 5, 5], FullHouse)).unwrap();
    game.apply(pass()).unwrap();
    let hand = cards(&game).current_hand().to_vec();
    assert_eq!(
        refused(&mut game, play(&hand, FullHouse)),
        RuleError::BoxTaken(FullHouse)
    );
}

#[test]
fn exchange_limits() {
    let mut game = game_with(2, false, &[1, 2, 3, 4, 5, 6, 6, 6, 6, 6]);
    let r = refused(
        &mut game,
        Action::Exchange {
            discard: vec![1, 2, 3, 4, 5, 5],
            one_more: false,
        },
    );
    assert_eq!(r, RuleError::DiscardTooMany);
    let r = refused(
        &mut game,
        Action::Exchange {
            discard: vec![6],
            one_more: false,
        },
    );
    assert_eq!(r, RuleError::NotInHand);
    // Grow the hand to ten: one more each turn, the other player passes.
    for len in 6..=10 {
        game.apply(Action::Exchange {
            discard: vec![],
            one_more: true,
        })
        .unwrap();
        assert_eq!(cards(&game).hand_len(0), len);
        game.apply(pass()).unwrap();
    }
    assert!(!cards(&game).can_draw_one_more());
    let hand = cards(&game).current_hand().to_vec();
    let r = refused(
        &mut game,
        Action::Exchange {
            discard: hand[..2].to_vec(),
            one_more: true,
        },
    );
    assert_eq!(r, RuleError::HandFull);
    let r = refused(
        &mut game,
        Action::Exchange {
            discard: hand[..6].to_vec(),
            one_more: false,
        },
    );
    assert_eq!(r, RuleError::DiscardTooMany);
    // Discarding five and drawing five is fine at ten.
    game.apply(Action::Exchange {
        discard: hand[..5].to_vec(),
        one_more: false,
    })
    .unwrap();
    assert_eq!(cards(&game).hand_len(0), 10);
    assert_eq!(
        cards(&game).penalty_if_played_now(),
        0,
        "player 1 is on turn"
    );
    game.apply(pass()).unwrap();
    assert_eq!(cards(&game).penalty_if_played_now(), 10);
}

/// Player 0 exchanges for one more card twice (Bo passes): 7 cards, 1 2 3 4 5 1 1.
fn seven_cards(rules: u32) -> Game {
    let mut game = game_under(rules, 2, false, &[1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 1, 1]);
    for _ in 0..2 {
        game.apply(Action::Exchange {
            discard: vec![],
            one_more: true,
        })
        .unwrap();
        game.apply(pass()).unwrap();
    }
    assert_eq!(cards(&game).hand_len(0), 7);
    game
}

#[test]
fn after_a_play_the_hand_goes_back_to_exactly_five() {
    // Sheet: "beginnt er seine neue Runde wieder mit genau 5 Karten" (rules version 2).
    let mut game = seven_cards(2);
    assert_eq!(cards(&game).discard_after_play(1), 1);
    // The surplus must be discarded with the play, exactly, from the cards held.
    for (discard, why) in [
        (vec![], RuleError::DiscardDownTo5 { need: 1, got: 0 }),
        (vec![1, 1], RuleError::DiscardDownTo5 { need: 1, got: 2 }),
        (vec![6], RuleError::NotInHand),
        (vec![2], RuleError::NotInHand), // the 2 is the card played
    ] {
        let action = Action::Play {
            cards: vec![2],
            field: Twos,
            discard,
        };
        assert_eq!(refused(&mut game, action), why);
    }
    let pile = cards(&game).discard_pile_len();
    let events = game
        .apply(Action::Play {
            cards: vec![2],
            field: Twos,
            discard: vec![1],
        })
        .unwrap();
    // Penalties as before: 2 per card over 5 held before playing.
    assert!(matches!(
        events[0],
        Event::Played {
            points: 2,
            penalty: 4,
            ..
        }
    ));
    assert!(events.contains(&Event::DiscardedDown {
        player: 0,
        cards: vec![1],
    }));
    assert_eq!(
        cards(&game).hand_len(0),
        5,
        "exactly five for the next turn"
    );
    assert_eq!(
        cards(&game).discard_pile_len(),
        pile + 2,
        "the played card and the surplus"
    );
    assert_eq!(game.current_player(), 1, "the turn passed");
}

#[test]
fn a_play_that_leaves_five_or_fewer_discards_nothing() {
    let mut game = seven_cards(2);
    assert_eq!(cards(&game).discard_after_play(2), 0);
    let refused_discard = Action::Play {
        cards: vec![1, 1],
        field: Ones,
        discard: vec![3],
    };
    assert_eq!(
        refused(&mut game, refused_discard),
        RuleError::DiscardDownTo5 { need: 0, got: 1 }
    );
    game.apply(play(&[1, 1], Ones)).unwrap();
    assert_eq!(cards(&game).hand_len(0), 5);
}

#[test]
fn a_big_hand_keeps_its_extra_cards_after_a_small_play_under_the_first_rules() {
    // Rules version 1 (games saved before version 2): "draw back up to 5" never
    // discards; a hand still over five pays again on its next play.
    let mut game = seven_cards(1);
    assert_eq!(cards(&game).discard_after_play(1), 0);
    let events = game.apply(play(&[2], Twos)).unwrap();
    assert!(matches!(
        events[0],
        Event::Played {
            points: 2,
            penalty: 4,
            ..
        }
    ));
    assert_eq!(cards(&game).hand_len(0), 6);
}

// ----- bonus and malus -----

#[test]
fn upper_bonus_at_63_and_malus_under_43() {
    // (upper cards per value, upper sum, bonus, malus)
    let cases = [
        ([5, 5, 5, 5, 5, 5], 105, 35, 0),
        ([3, 3, 3, 3, 3, 3], 63, 35, 0),
        ([2, 3, 3, 3, 3, 3], 62, 0, 0),
        ([2, 1, 3, 2, 2, 2], 43, 0, 0),
        ([1, 1, 3, 2, 2, 2], 42, 0, -20),
        ([1, 1, 1, 1, 1, 1], 21, 0, -20),
    ];
    for (upper, sum, bonus, malus) in cases {
        let script = full_script(upper);
        let mut game = scripted_game(2, 0, false, &script);
        let events = run_script(&mut game, &script);
        // Before the last upper field the malus is not settled yet.
        let c = cards(&game);
        assert_eq!(c.upper_sum(0), sum, "{upper:?}");
        assert_eq!(c.upper_bonus(0), bonus, "{upper:?}");
        assert_eq!(c.upper_malus(0), malus, "{upper:?}");
        assert_eq!(c.totals()[0], LOWER_POINTS + sum + bonus + malus);
        assert!(events[11].contains(&Event::LastRound { player: 0 }));
    }
}

#[test]
fn malus_waits_until_the_upper_fields_are_done() {
    let script = full_script([1, 1, 1, 1, 1, 1]);
    let mut game = scripted_game(2, 0, false, &script);
    run_script(&mut game, &script[..10]);
    let c = cards(&game);
    assert_eq!(c.upper_sum(0), 15);
    assert_eq!(c.upper_malus(0), 0, "sixes still open");
    game.apply(play(&[6], Sixes)).unwrap();
    assert_eq!(cards(&game).upper_malus(0), -20);
}

#[test]
fn penalties_do_not_count_toward_the_bonus() {
    // Upper fields worth exactly 63, Ones played with a sixth card in hand (2 penalty).
    let script = full_script([3; 6]);
    let mut game = scripted_game(2, 0, false, &script);
    run_script(&mut game, &script[..5]);
    // Drawing the next card early keeps the script: the same cards arrive in order.
    game.apply(Action::Exchange {
        discard: vec![],
        one_more: true,
    })
    .unwrap();
    game.apply(pass()).unwrap();
    let events = run_script(&mut game, &script[5..]);
    assert!(matches!(
        events[0][0],
        Event::Played {
            field: Ones,
            points: 3,
            penalty: 2,
            ..
        }
    ));
    let c = cards(&game);
    assert_eq!(c.penalty(0, Ones), 2);
    assert_eq!(c.upper_sum(0), 63);
    assert_eq!(c.upper_bonus(0), 35);
    assert_eq!(c.totals()[0], LOWER_POINTS + 63 + 35 - 2);
}

// ----- announcement -----

/// Two players; player 0 on turn after `done` plays of `full_script([5; 6])`, which
/// is returned too (plays 10 and 11 fill the second-to-last and the last field).
fn after_plays(done: usize, announce_yourself: bool) -> (Game, Vec<(Vec<u8>, BoxId)>) {
    let script = full_script([5; 6]);
    let mut game = scripted_game(2, 0, announce_yourself, &script);
    run_script(&mut game, &script[..done]);
    (game, script)
}

fn play_step(game: &mut Game, script: &[(Vec<u8>, BoxId)], i: usize) -> Vec<Event> {
    let (c, f) = &script[i];
    game.apply(play(c, *f)).unwrap()
}

#[test]
fn the_app_announces_the_second_to_last_field() {
    let (mut game, script) = after_plays(10, false);
    assert!(!cards(&game).can_announce());
    assert_eq!(
        refused(&mut game, Action::Announce),
        RuleError::AppAnnounces
    );
    let events = play_step(&mut game, &script, 10);
    assert!(events.contains(&Event::Announced {
        player: 0,
        by_app: true
    }));
    assert!(cards(&game).announced(0));
    assert_eq!(cards(&game).penalty_total(0), 0);
    // Nobody else was announced before.
    let (game, _) = after_plays(10, false);
    assert!(game
        .history()
        .iter()
        .all(|(_, events)| !events.iter().any(|e| matches!(e, Event::Announced { .. }))));
}

#[test]
fn announce_yourself_or_pay_10() {
    // Forgotten: 10 penalty points.
    let (mut game, script) = after_plays(10, true);
    let before = cards(&game).totals()[0];
    let events = play_step(&mut game, &script, 10);
    assert!(events.contains(&Event::AnnouncementMissed {
        player: 0,
        penalty: 10
    }));
    let g = cards(&game);
    assert_eq!(g.announcement_penalty(0), 10);
    assert!(!g.announced(0));
    assert_eq!(g.totals()[0], before + 30 - 10, "five sixes, minus 10");

    // Announced: no penalty.
    let (mut game, script) = after_plays(9, true);
    // Three fields open: too early.
    assert_eq!(
        refused(&mut game, Action::Announce),
        RuleError::AnnounceTooEarly
    );
    play_step(&mut game, &script, 9);
    game.apply(pass()).unwrap();
    assert!(cards(&game).can_announce());
    assert_eq!(
        game.apply(Action::Announce).unwrap(),
        vec![Event::Announced {
            player: 0,
            by_app: false
        }]
    );
    assert!(cards(&game).announcing());
    assert_eq!(
        refused(&mut game, Action::Announce),
        RuleError::AlreadyAnnounced
    );
    let events = play_step(&mut game, &script, 10);
    assert!(!events.iter().any(|e| matches!(
        e,
        Event::AnnouncementMissed { .. } | Event::Announced { .. }
    )));
    assert!(cards(&game).announced(0));
    assert_eq!(cards(&game).penalty_total(0), 0);
}

#[test]
fn an_announcement_holds_for_its_turn_only() {
    let (mut game, script) = after_plays(10, true);
    game.apply(Action::Announce).unwrap();
    game.apply(pass()).unwrap(); // player 0 exchanges instead of playing
    game.apply(pass()).unwrap();
    assert!(!cards(&game).announcing());
    let events = play_step(&mut game, &script, 10);
    assert!(events.contains(&Event::AnnouncementMissed {
        player: 0,
        penalty: 10
    }));
}

#[test]
fn announce_is_refused_without_the_option() {
    let mut game = game_with(2, false, &[]);
    assert_eq!(
        refused(&mut game, Action::Announce),
        RuleError::AppAnnounces
    );
}

// ----- end of the game -----

/// Counts the turns (exchanges and plays) of each player in these events.
fn turns(events: &[Event], players: usize) -> Vec<usize> {
    let mut t = vec![0; players];
    for e in events {
        match e {
            Event::Exchanged { player, .. } | Event::Played { player, .. } => t[*player] += 1,
            _ => {}
        }
    }
    t
}

#[test]
fn the_round_is_finished_after_the_last_field() {
    // Three players, player 1 (Anna) fills all twelve fields first.
    let script = full_script([5; 6]);
    let mut game = scripted_game(3, 1, false, &script);
    let mut all = Vec::new();
    for (i, (c, f)) in script.iter().enumerate() {
        assert_eq!(cards(&game).round(), i as u32 + 1, "one turn each a round");
        all.extend(game.apply(pass()).unwrap());
        let events = game.apply(play(c, *f)).unwrap();
        if i < 11 {
            assert!(!events.contains(&Event::LastRound { player: 1 }));
            assert!(!cards(&game).final_round());
        }
        all.extend(events);
        all.extend(game.apply(pass()).unwrap());
    }
    // Cem (player 2) had his last turn just now: the round ended with him.
    assert!(game.is_over());
    assert!(all.contains(&Event::LastRound { player: 1 }));
    assert_eq!(all.last(), Some(&Event::GameOver));
    assert_eq!(turns(&all, 3), vec![12, 12, 12]);
    assert_eq!(refused(&mut game, pass()), RuleError::GameOver);
    assert!(cards(&game).legal_actions().is_empty());
    assert_eq!(game.standings()[0].player, 1);
}

#[test]
fn the_others_still_play_when_the_start_player_finishes() {
    let script = full_script([5; 6]);
    let mut game = scripted_game(3, 0, false, &script);
    run_script(&mut game, &script[..11]);
    let (c, f) = &script[11];
    let events = game.apply(play(c, *f)).unwrap();
    assert!(events.contains(&Event::LastRound { player: 0 }));
    assert!(cards(&game).final_round());
    assert_eq!(cards(&game).finished_by(), Some(0));
    assert!(!game.is_over());
    game.apply(pass()).unwrap();
    assert!(!game.is_over());
    let last = game.apply(pass()).unwrap();
    assert_eq!(last.last(), Some(&Event::GameOver));
    assert!(game.is_over());
}

#[test]
fn the_game_ends_at_once_when_the_last_seat_finishes() {
    let script = full_script([5; 6]);
    let mut game = scripted_game(2, 1, false, &script);
    let mut last = Vec::new();
    for (c, f) in &script {
        game.apply(pass()).unwrap();
        last = game.apply(play(c, *f)).unwrap();
    }
    assert!(last.ends_with(&[Event::LastRound { player: 1 }, Event::GameOver]));
    assert!(game.is_over());
    assert_eq!(cards(&game).sheet(1).filled_count(), CARD_FIELDS.len());
}

// ----- the piles -----

#[test]
fn an_empty_draw_pile_is_replaced_by_the_shuffled_discard_pile() {
    let setup = Setup::new(GameKind::Cards, &NAMES[..2]).with_seed(99);
    let mut game = Game::new(setup).unwrap();
    let start_pile = cards(&game).draw_pile_len();
    assert_eq!(start_pile, 108 - 2 * HAND_SIZE);
    let mut reshuffled = None;
    let mut discarded = 0;
    for _ in 0..30 {
        let c = cards(&game);
        let discard = c.current_hand()[..5].to_vec();
        let (pile_before, discard_before) = (c.draw_pile_len(), c.discard_pile_len());
        let events = game
            .apply(Action::Exchange {
                discard,
                one_more: false,
            })
            .unwrap();
        discarded += 5;
        game.state().check_invariants().unwrap();
        if let Some(Event::Reshuffled { cards: n }) = events
            .iter()
            .find(|e| matches!(e, Event::Reshuffled { .. }))
        {
            // The exchange's own discards go in too, then the rest of the draw is taken.
            assert_eq!(*n, discard_before + 5);
            assert_eq!(pile_before, start_pile - (discarded - 5));
            let c = cards(&game);
            assert_eq!(c.discard_pile_len(), 0);
            assert_eq!(c.draw_pile_len(), *n - (5 - pile_before));
            assert_eq!(c.hand_len(0) + c.hand_len(1), 10);
            reshuffled = Some(discarded);
            break;
        }
    }
    // 98 cards last 19 full exchanges; the 20th runs the pile dry.
    assert_eq!(reshuffled, Some(100));
}
