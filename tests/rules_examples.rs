//! Every worked example of docs/rules.md sections 1 (classic) and 2 (Extreme) and of the
//! clarifications, plus the examples of the original German rule sheets (the
//! Wikipedia draft's joker examples as docs/rules.md decides them), played through the `Game`
//! state machine with typed-in dice (`DiceSource::Manual` + `Action::EnterDice`).

use pasch::engine::{
    Action, BoxId, BoxId::*, DiceSource, DieKind, Event, Game, GameKind, GameState, Options,
    RuleError, RuleSet, Setup, CLASSIC_BOXES, EXTREME_BOXES, LOWER_BOXES, UPPER_BOXES,
};

fn new_game(kind: GameKind, players: usize, options: Options) -> Game {
    let names: Vec<String> = (1..=players).map(|i| format!("P{i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut setup = Setup::new(kind, &names).with_seed(7);
    setup.dice = DiceSource::Manual;
    setup.options = options;
    Game::new(setup).expect("valid setup")
}

fn classic() -> Game {
    new_game(GameKind::Classic, 1, Options::default())
}

fn classic_with(rule_set: RuleSet, joker: bool) -> Game {
    new_game(
        GameKind::Classic,
        1,
        Options {
            rule_set,
            joker,
            ..Options::default()
        },
    )
}

fn extreme() -> Game {
    new_game(GameKind::Extreme, 1, Options::default())
}

fn roll(g: &mut Game, dice: &[u8]) {
    g.apply(Action::EnterDice {
        dice: dice.to_vec(),
    })
    .unwrap_or_else(|r| panic!("entering {dice:?} refused: {r}"));
}

/// (allowed boxes with points, bonus) for the current dice.
fn offer(g: &Game) -> (Vec<(BoxId, u16)>, u16) {
    match g.state() {
        GameState::Classic(s) | GameState::Extreme(s) => {
            let o = s.offer();
            (o.allowed, o.bonus)
        }
        _ => panic!("not a scoresheet game"),
    }
}

fn points(g: &Game, b: BoxId) -> Option<u16> {
    offer(g).0.iter().find(|(x, _)| *x == b).map(|&(_, p)| p)
}

/// Scores `b` and returns (points, bonus) from the Scored event.
fn score(g: &mut Game, b: BoxId) -> (i32, i32) {
    let events = g
        .apply(Action::Score { box_id: b })
        .unwrap_or_else(|r| panic!("scoring {b:?} refused: {r}"));
    events
        .iter()
        .find_map(|e| match e {
            Event::Scored { points, bonus, .. } => Some((*points, *bonus)),
            _ => None,
        })
        .expect("a Scored event")
}

/// Enters `dice` and fills `b` with them.
fn fill(g: &mut Game, dice: &[u8], b: BoxId) -> (i32, i32) {
    roll(g, dice);
    score(g, b)
}

/// Asserts the engine refuses `action` for the reason `want` and leaves the game
/// byte-identical.
#[track_caller]
fn refused(g: &mut Game, action: Action, want: RuleError) {
    let before = serde_json::to_string(&*g).expect("serialize");
    let why = g
        .apply(action.clone())
        .expect_err(&format!("{action:?} should be refused"));
    assert_eq!(why, want, "{action:?}");
    assert_eq!(serde_json::to_string(&*g).expect("serialize"), before);
}

/// Checks the points of every box the example names and 0 for every other open box.
fn assert_offer(g: &Game, named: &[(BoxId, u16)]) {
    let (allowed, _) = offer(g);
    for (b, p) in &allowed {
        let want = named.iter().find(|(x, _)| x == b).map_or(0, |&(_, p)| p);
        assert_eq!(*p, want, "{b:?}");
    }
    for (b, _) in named {
        assert!(allowed.iter().any(|(x, _)| x == b), "{b:?} not offered");
    }
}

// ---- Section 1: classic Kniffel -------------------------------------------------------

#[test]
fn five_five_five_three_three() {
    // docs/rules.md, and Dora's roll on the Reise-Kniffel sheet (four ways, plus Chance).
    let mut g = classic();
    roll(&mut g, &[5, 5, 5, 3, 3]);
    assert_offer(
        &g,
        &[
            (Fives, 15),
            (Threes, 6),
            (ThreeOfAKind, 21),
            (FullHouse, 25),
            (Chance, 21),
        ],
    );
    assert_eq!(offer(&g).0.len(), 13, "every box may be struck instead");
    assert_eq!(score(&mut g, FullHouse), (25, 0));
}

#[test]
fn the_lower_box_examples() {
    // docs/rules.md and the Reise-Kniffel sheet's pictured rolls.
    let cases: [(&[u8], BoxId, (i32, i32)); 8] = [
        (&[6, 6, 6, 3, 1], ThreeOfAKind, (22, 0)),
        (&[3, 3, 3, 3, 5], FourOfAKind, (17, 0)),
        (&[1, 2, 3, 4, 3], SmallStraight, (30, 0)),
        (&[4, 4, 4, 3, 3], FullHouse, (25, 0)),
        (&[2, 3, 4, 5, 6], LargeStraight, (40, 0)),
        (&[5, 5, 5, 5, 5], Kniffel, (50, 0)),
        (&[1, 2, 3, 4, 2], Chance, (12, 0)),
        // A further Kniffel: up into its open upper box, with the bonus.
        (&[6, 6, 6, 6, 6], Sixes, (30, 50)),
    ];
    let mut g = classic();
    let mut sum = 0;
    for (dice, b, want) in cases {
        assert_eq!(fill(&mut g, dice, b), want, "{dice:?} in {b:?}");
        sum += want.0 + want.1;
    }
    assert_eq!(g.totals(), vec![sum]);
}

#[test]
fn the_small_straight_example_with_a_repeated_die() {
    let mut g = classic();
    roll(&mut g, &[1, 2, 3, 4, 2]);
    assert_eq!(points(&g, SmallStraight), Some(30));
    assert_eq!(points(&g, LargeStraight), Some(0));
}

#[test]
fn wikipedia_draft_turn_example() {
    // "3er: 9, 5er: 10, 3er Pasch 19, Full House 25, Chance 19": the roll 3 3 3 5 5.
    let mut g = classic();
    roll(&mut g, &[3, 5, 3, 5, 3]);
    assert_offer(
        &g,
        &[
            (Threes, 9),
            (Fives, 10),
            (ThreeOfAKind, 19),
            (FullHouse, 25),
            (Chance, 19),
        ],
    );
}

#[test]
fn five_equal_is_not_a_full_house_outside_the_joker() {
    let mut g = classic();
    roll(&mut g, &[2, 2, 2, 2, 2]);
    assert_eq!(points(&g, FullHouse), Some(0));
    assert_eq!(points(&g, Kniffel), Some(50));
}

#[test]
fn further_kniffel_must_go_to_its_upper_box_with_50_bonus() {
    // docs/rules.md; the Wikipedia draft's "20 (5 x 4) + 50 (Kniffel) = 70"; the Reise-Kniffel
    // sheet's "Kniffel für 50 Zusatzpunkte".
    let mut g = classic();
    fill(&mut g, &[2, 2, 2, 2, 2], Kniffel);
    roll(&mut g, &[4, 4, 4, 4, 4]);
    assert_eq!(offer(&g), (vec![(Fours, 20)], 50));
    refused(
        &mut g,
        Action::Score { box_id: FullHouse },
        RuleError::JokerBoxes { boxes: vec![Fours] },
    );
    refused(
        &mut g,
        Action::Score {
            box_id: ThreeOfAKind,
        },
        RuleError::JokerBoxes { boxes: vec![Fours] },
    );
    assert_eq!(score(&mut g, Fours), (20, 50));
    assert_eq!(g.totals(), vec![50 + 20 + 50]);
}

#[test]
fn reise_kniffel_fives_kniffel_goes_up_with_bonus() {
    let mut g = classic();
    fill(&mut g, &[1, 1, 1, 1, 1], Kniffel);
    assert_eq!(fill(&mut g, &[5, 5, 5, 5, 5], Fives), (25, 50));
}

#[test]
fn further_kniffel_with_its_upper_box_filled_is_a_joker() {
    // docs/rules.md; the Wikipedia draft: "als Joker im Full-House-Feld: 25".
    let mut g = classic();
    fill(&mut g, &[3, 3, 3, 3, 3], Kniffel);
    fill(&mut g, &[4, 4, 4, 1, 2], Fours);
    roll(&mut g, &[4, 4, 4, 4, 4]);
    let (allowed, bonus) = offer(&g);
    assert_eq!(bonus, 0);
    // Only the open lower boxes, at full value; no upper box may be struck.
    assert_eq!(
        allowed,
        vec![
            (ThreeOfAKind, 20),
            (FourOfAKind, 20),
            (FullHouse, 25),
            (SmallStraight, 30),
            (LargeStraight, 40),
            (Chance, 20),
        ]
    );
    refused(
        &mut g,
        Action::Score { box_id: Ones },
        RuleError::JokerBoxes {
            boxes: vec![
                ThreeOfAKind,
                FourOfAKind,
                FullHouse,
                SmallStraight,
                LargeStraight,
                Chance,
            ],
        },
    );
    refused(
        &mut g,
        Action::Score { box_id: Fours },
        RuleError::BoxTaken(Fours),
    );
    assert_eq!(score(&mut g, FullHouse), (25, 0));
}

#[test]
fn reise_kniffel_joker_large_straight() {
    let mut g = classic();
    fill(&mut g, &[6, 6, 6, 6, 6], Kniffel);
    fill(&mut g, &[6, 6, 1, 2, 3], Sixes);
    assert_eq!(fill(&mut g, &[6, 6, 6, 6, 6], LargeStraight), (40, 0));
}

#[test]
fn struck_kniffel_still_forces_the_upper_box_without_bonus() {
    // docs/rules.md decides against the Wikipedia draft's alternative (3er/4er-Pasch).
    for rule_set in [RuleSet::Kniffel, RuleSet::Yahtzee] {
        let mut g = classic_with(rule_set, true);
        fill(&mut g, &[1, 2, 3, 4, 6], Kniffel);
        roll(&mut g, &[4, 4, 4, 4, 4]);
        assert_eq!(offer(&g), (vec![(Fours, 20)], 0), "{rule_set:?}");
        refused(
            &mut g,
            Action::Score {
                box_id: ThreeOfAKind,
            },
            RuleError::JokerBoxes { boxes: vec![Fours] },
        );
        refused(
            &mut g,
            Action::Score {
                box_id: FourOfAKind,
            },
            RuleError::JokerBoxes { boxes: vec![Fours] },
        );
        assert_eq!(score(&mut g, Fours), (20, 0));
    }
}

/// Fills every classic box except `keep` (Kniffel first, with 50).
fn all_but(g: &mut Game, keep: &[BoxId]) {
    fill(g, &[1, 1, 1, 1, 1], Kniffel);
    for (i, b) in UPPER_BOXES.into_iter().enumerate() {
        if !keep.contains(&b) {
            let (f, other) = (i as u8 + 1, (i as u8 + 1) % 6 + 1);
            fill(g, &[f, f, f, other, other], b);
        }
    }
    for b in LOWER_BOXES.into_iter().filter(|&b| b != Kniffel) {
        if !keep.contains(&b) {
            fill(g, &[1, 3, 5, 2, 2], b);
        }
    }
}

#[test]
fn joker_with_the_lower_section_full_strikes_an_upper_box() {
    // docs/rules.md clarification; the Wikipedia draft's "alle Felder bis auf 2er belegt":
    // the 2er are struck. Under rule set Kniffel the 50 bonus comes only with the
    // matching upper box (docs/rules.md overrides the draft's "+50"); Yahtzee pays 100.
    for (rule_set, bonus) in [(RuleSet::Kniffel, 0), (RuleSet::Yahtzee, 100)] {
        let mut g = classic_with(rule_set, true);
        all_but(&mut g, &[Twos]);
        roll(&mut g, &[4, 4, 4, 4, 4]);
        assert_eq!(offer(&g), (vec![(Twos, 0)], bonus), "{rule_set:?}");
        assert_eq!(score(&mut g, Twos), (0, bonus as i32));
        assert!(g.is_over());
    }
}

#[test]
fn joker_with_lower_full_offers_every_open_upper_box_at_zero() {
    let mut g = classic();
    all_but(&mut g, &[Ones, Threes, Sixes]);
    roll(&mut g, &[5, 5, 5, 5, 5]);
    assert_eq!(offer(&g), (vec![(Ones, 0), (Threes, 0), (Sixes, 0)], 0));
}

#[test]
fn a_twos_kniffel_with_only_twos_open_goes_there_with_bonus() {
    let mut g = classic();
    all_but(&mut g, &[Twos]);
    assert_eq!(fill(&mut g, &[2, 2, 2, 2, 2], Twos), (10, 50));
}

#[test]
fn yahtzee_rules_pay_100_for_every_further_kniffel_wherever_it_goes() {
    let mut g = classic_with(RuleSet::Yahtzee, true);
    fill(&mut g, &[3, 3, 3, 3, 3], Kniffel);
    assert_eq!(fill(&mut g, &[3, 3, 3, 3, 3], Threes), (15, 100));
    assert_eq!(fill(&mut g, &[3, 3, 3, 3, 3], LargeStraight), (40, 100));
    assert_eq!(g.totals(), vec![50 + 15 + 100 + 40 + 100]);
}

#[test]
fn joker_off_makes_a_further_kniffel_an_ordinary_roll() {
    for rule_set in [RuleSet::Kniffel, RuleSet::Yahtzee] {
        let mut g = classic_with(rule_set, false);
        fill(&mut g, &[4, 4, 4, 4, 4], Kniffel);
        roll(&mut g, &[4, 4, 4, 4, 4]);
        let (allowed, bonus) = offer(&g);
        assert_eq!(bonus, 0);
        assert_eq!(allowed.len(), 12, "no forced box");
        assert_eq!(points(&g, FullHouse), Some(0), "no joker full house");
        assert_eq!(score(&mut g, ThreeOfAKind), (20, 0));
    }
}

#[test]
fn upper_bonus_35_from_63() {
    for (threes, bonus) in [([3, 3, 3, 1, 2], 35), ([3, 3, 1, 1, 2], 0)] {
        let mut g = classic();
        let mut upper = 0;
        for (b, dice) in [
            (Ones, [1, 1, 1, 2, 2]),
            (Twos, [2, 2, 2, 1, 1]),
            (Threes, threes),
            (Fours, [4, 4, 4, 1, 1]),
            (Fives, [5, 5, 5, 1, 1]),
            (Sixes, [6, 6, 6, 1, 1]),
        ] {
            upper += fill(&mut g, &dice, b).0;
        }
        assert_eq!(upper, if bonus > 0 { 63 } else { 60 });
        assert_eq!(g.totals(), vec![upper + bonus]);
    }
}

#[test]
fn a_turn_has_up_to_three_rolls_and_may_stop_after_any() {
    let mut g = classic();
    refused(
        &mut g,
        Action::Score { box_id: Chance },
        RuleError::NotRolled,
    ); // roll first
    roll(&mut g, &[1, 2, 3, 4, 6]);
    roll(&mut g, &[1, 2, 3, 4, 5]);
    roll(&mut g, &[6, 6, 6, 6, 6]);
    refused(
        &mut g,
        Action::EnterDice {
            dice: vec![1, 1, 1, 1, 1],
        },
        RuleError::NoRollsLeft,
    );
    // The last roll counts.
    assert_eq!(points(&g, Kniffel), Some(50));
    refused(&mut g, Action::ChipRoll, RuleError::ChipsExtremeOnly); // chips are Extreme only
    assert_eq!(score(&mut g, Kniffel), (50, 0));
    // Next turn: stop after the first roll.
    assert_eq!(fill(&mut g, &[2, 2, 3, 3, 3], FullHouse), (25, 0));
}

#[test]
fn any_box_may_be_struck_by_choice_and_each_is_filled_once() {
    let mut g = classic();
    assert_eq!(fill(&mut g, &[6, 6, 6, 5, 5], Kniffel), (0, 0));
    roll(&mut g, &[5, 5, 5, 5, 5]);
    refused(
        &mut g,
        Action::Score { box_id: Kniffel },
        RuleError::BoxTaken(Kniffel),
    );
    refused(
        &mut g,
        Action::Score { box_id: Highway },
        RuleError::NotOnSheet(Highway),
    ); // not on the classic sheet
}

#[test]
fn the_game_ends_after_13_rounds_and_equal_totals_share_a_place() {
    let mut g = new_game(GameKind::Classic, 2, Options::default());
    for b in CLASSIC_BOXES {
        for _ in 0..2 {
            assert!(!g.is_over());
            fill(&mut g, &[1, 2, 3, 4, 5], b);
        }
    }
    assert!(g.is_over());
    let t = g.totals();
    assert_eq!(t[0], t[1]);
    assert_eq!(t[0], 1 + 2 + 3 + 4 + 5 + 30 + 40 + 15);
    assert!(g.standings().iter().all(|s| s.place == 1));
    refused(&mut g, Action::Roll, RuleError::GameOver);
}

// ---- Section 2: Kniffel Extreme -------------------------------------------------------

#[test]
fn extreme_nina_five_five_five_six_six_six() {
    let mut g = extreme();
    roll(&mut g, &[5, 5, 5, 6, 6, 6]);
    assert_offer(
        &g,
        &[
            (Fives, 15),
            (Sixes, 18),
            (ThreeOfAKind, 33),
            (TwoPairs, 33),
            (TwoTriples, 45),
            (FullHouse, 25),
            (ThirtyThreeOrMore, 40),
            (Chance, 33),
            (SuperChance, 66),
        ],
    );
    assert_eq!(points(&g, ThreePairs), Some(0));
    assert_eq!(points(&g, BigFullHouse), Some(0));
    assert_eq!(offer(&g).0.len(), 22);
    assert_eq!(score(&mut g, SuperChance), (66, 0));
}

#[test]
fn extreme_straights_use_the_values_shown() {
    let mut g = extreme();
    roll(&mut g, &[1, 2, 3, 4, 3, 9]);
    assert_eq!(points(&g, SmallStraight), Some(30));
    assert_eq!(points(&g, LargeStraight), Some(0));
    roll(&mut g, &[2, 3, 4, 5, 6, 3]);
    assert_eq!(points(&g, LargeStraight), Some(40));
    assert_eq!(points(&g, Highway), Some(0));
    roll(&mut g, &[4, 5, 6, 1, 1, 7]); // 4 5 6 7 is a small straight
    assert_eq!(points(&g, SmallStraight), Some(30));
    score(&mut g, SmallStraight);
    roll(&mut g, &[1, 2, 3, 4, 5, 0]); // a highway is also a large and a small straight
    assert_eq!(points(&g, Highway), Some(50));
    assert_eq!(points(&g, LargeStraight), Some(40));
    assert_eq!(points(&g, TenOrLess), Some(0), "sum 15");
}

#[test]
fn extreme_the_ten_sided_die_counts_up_top_only_on_one_to_six() {
    let mut g = extreme();
    roll(&mut g, &[6, 6, 1, 2, 3, 6]);
    assert_eq!(points(&g, Sixes), Some(18));
    roll(&mut g, &[6, 6, 1, 2, 3, 9]);
    assert_eq!(points(&g, Sixes), Some(12));
    roll(&mut g, &[6, 6, 1, 2, 3, 0]);
    assert_eq!(points(&g, Sixes), Some(12));
    assert_eq!(points(&g, Ones), Some(1));
    // Three rolls used and no chip handed in: no 4th roll.
    refused(
        &mut g,
        Action::EnterDice {
            dice: vec![6, 6, 6, 6, 6, 6],
        },
        RuleError::NoRollsLeft,
    );
    assert_eq!(score(&mut g, Sixes), (12, 0));
    roll(&mut g, &[6, 6, 6, 6, 6, 6]);
    refused(
        &mut g,
        Action::Score { box_id: Sixes },
        RuleError::BoxTaken(Sixes),
    );
}

#[test]
fn extreme_sums_and_fixed_boxes() {
    let mut g = extreme();
    roll(&mut g, &[1, 1, 2, 2, 1, 0]);
    assert_eq!(points(&g, TenOrLess), Some(40));
    assert_eq!(
        points(&g, ThreePairs),
        Some(0),
        "1 1 1 2 2 0: two pairs only"
    );
    assert_eq!(points(&g, TwoPairs), Some(7));
    roll(&mut g, &[6, 6, 6, 6, 1, 9]);
    assert_eq!(points(&g, ThirtyThreeOrMore), Some(40));
    roll(&mut g, &[1, 1, 3, 3, 5, 5]);
    assert_eq!(points(&g, ThreePairs), Some(35));
    assert_eq!(score(&mut g, ThreePairs), (35, 0));
}

#[test]
fn extreme_chips_buy_a_fourth_roll_once_per_turn_three_per_game() {
    let mut g = extreme();
    for turn in 0..4 {
        roll(&mut g, &[1, 2, 3, 4, 6, 0]);
        if turn < 3 {
            // Only after three rolls.
            refused(&mut g, Action::ChipRoll, RuleError::ChipBeforeThirdRoll);
        }
        roll(&mut g, &[1, 2, 3, 4, 6, 0]);
        roll(&mut g, &[1, 2, 3, 4, 6, 0]);
        let no_more = [1, 2, 3, 4, 6, 0].to_vec();
        refused(
            &mut g,
            Action::EnterDice { dice: no_more },
            RuleError::NoRollsLeft,
        );
        if turn < 3 {
            let events = g.apply(Action::ChipRoll).expect("a chip for a 4th roll");
            assert!(matches!(
                events[0],
                Event::ChipSpent { chips_left, .. } if chips_left == 2 - turn
            ));
            roll(&mut g, &[2, 3, 4, 5, 6, 7]); // the 4th roll
            refused(&mut g, Action::ChipRoll, RuleError::OneChipPerTurn);
            refused(
                &mut g,
                Action::EnterDice {
                    dice: vec![1, 1, 1, 1, 1, 1],
                },
                RuleError::NoRollsLeft,
            );
            let (b, want) =
                [(Highway, 50), (LargeStraight, 40), (SmallStraight, 30)][turn as usize];
            assert_eq!(points(&g, b), Some(want), "2 3 4 5 6 7 in {b:?}");
        } else {
            refused(&mut g, Action::ChipRoll, RuleError::NoChipsLeft);
        }
        score(
            &mut g,
            [Highway, LargeStraight, SmallStraight, Chance][turn as usize],
        );
    }
    // Unused chips score nothing; spent ones cost nothing.
    assert_eq!(g.totals(), vec![50 + 40 + 30 + 16]);
}

#[test]
fn extreme_upper_bonus_45_from_73() {
    for (ones, bonus) in [([1, 1, 1, 1, 2, 0], 45), ([1, 1, 1, 2, 2, 0], 0)] {
        let mut g = extreme();
        let mut upper = 0;
        for (b, dice) in [
            (Ones, ones),
            (Twos, [2, 2, 2, 1, 1, 0]),
            (Threes, [3, 3, 3, 3, 1, 0]),
            (Fours, [4, 4, 4, 1, 1, 0]),
            (Fives, [5, 5, 5, 1, 1, 0]),
            (Sixes, [6, 6, 6, 6, 1, 1]),
        ] {
            upper += fill(&mut g, &dice, b).0;
        }
        assert_eq!(upper, if bonus > 0 { 73 } else { 72 });
        assert_eq!(g.totals(), vec![upper + bonus]);
    }
}

#[test]
fn extreme_no_bonus_for_further_kniffels_and_22_rounds() {
    let mut g = extreme();
    assert_eq!(fill(&mut g, &[2, 2, 2, 2, 2, 2], Kniffel), (50, 0));
    roll(&mut g, &[2, 2, 2, 2, 2, 2]);
    let (allowed, bonus) = offer(&g);
    assert_eq!(bonus, 0);
    assert_eq!(allowed.len(), 21, "no forced box, no joker");
    assert_eq!(points(&g, KniffelExtreme), Some(75));
    assert_eq!(points(&g, FullHouse), Some(0));
    score(&mut g, KniffelExtreme);
    let rest = EXTREME_BOXES
        .into_iter()
        .filter(|b| ![Kniffel, KniffelExtreme].contains(b));
    for b in rest {
        assert!(!g.is_over());
        fill(&mut g, &[1, 2, 3, 4, 6, 8], b);
    }
    assert!(g.is_over(), "22 boxes, 22 rounds");
}

// ---- Clarifications ---------------------------------------------------------------------

#[test]
fn every_condition_is_at_least() {
    let mut g = classic();
    roll(&mut g, &[1, 2, 3, 4, 5]);
    assert_eq!(points(&g, SmallStraight), Some(30));
    assert_eq!(points(&g, LargeStraight), Some(40));
    roll(&mut g, &[3, 3, 3, 3, 5]);
    assert_eq!(points(&g, ThreeOfAKind), Some(17));
    assert_eq!(points(&g, FourOfAKind), Some(17));

    let mut g = extreme();
    roll(&mut g, &[3, 4, 5, 6, 2, 7]);
    assert_eq!(points(&g, Highway), Some(50));
    assert_eq!(points(&g, LargeStraight), Some(40));
    assert_eq!(points(&g, SmallStraight), Some(30));
    roll(&mut g, &[4, 4, 4, 4, 4, 4]);
    assert_eq!(points(&g, Kniffel), Some(50));
    assert_eq!(points(&g, KniffelExtreme), Some(75));
    assert_eq!(points(&g, FourOfAKind), Some(24));
    roll(&mut g, &[4, 4, 4, 4, 4, 1]);
    assert_eq!(points(&g, Kniffel), Some(50));
    assert_eq!(points(&g, KniffelExtreme), Some(0));
}

#[test]
fn different_faces_in_extreme() {
    let mut g = extreme();
    roll(&mut g, &[2, 2, 2, 2, 5, 5]); // 4 + 2
    assert_eq!(points(&g, FullHouse), Some(25));
    assert_eq!(points(&g, BigFullHouse), Some(45));
    assert_eq!(points(&g, TwoPairs), Some(18));
    roll(&mut g, &[3, 3, 3, 4, 4, 4]); // 3 + 3
    assert_eq!(points(&g, FullHouse), Some(25));
    assert_eq!(points(&g, TwoTriples), Some(45));
    assert_eq!(points(&g, TwoPairs), Some(21));
    assert_eq!(points(&g, ThreePairs), Some(0));
    roll(&mut g, &[1, 1, 1, 1, 2, 3]); // 4 + 1 + 1
    assert_eq!(points(&g, TwoPairs), Some(0));
    score(&mut g, Chance);
    roll(&mut g, &[1, 1, 1, 1, 1, 3]); // 5 + 1
    assert_eq!(points(&g, TwoPairs), Some(0));
    assert_eq!(points(&g, FullHouse), Some(0));
    assert_eq!(points(&g, BigFullHouse), Some(0));
}

#[test]
fn refused_dice_name_the_problem() {
    let mut g = classic();
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
    refused(
        &mut g,
        Action::EnterDice {
            dice: vec![1, 2, 3, 4],
        },
        RuleError::DiceCount {
            expected: 5,
            got: 4,
        },
    );
    let mut g = extreme();
    refused(
        &mut g,
        Action::EnterDice {
            dice: vec![0, 2, 3, 4, 5, 6],
        },
        RuleError::NoSuchFace {
            die: 0,
            shows: 0,
            kind: DieKind::Six,
        },
    ); // 0 only on the ten-sided die, which is last
    roll(&mut g, &[1, 2, 3, 4, 5, 0]);
}
