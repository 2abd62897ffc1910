//! The exact solitaire Kniffel solver: its values against an independent solver's, advice
//! on hand-checked positions, and its fast scoring against the engine's `offer`.

use pasch::ai::advice::{Advice, Choice};
use pasch::ai::kniffel::advice::advise;
use pasch::ai::kniffel::multisets::{Multisets, FIRST_ROLL, MULTISETS};
use pasch::ai::kniffel::position::SLOTS;
use pasch::ai::kniffel::scoring::scoring;
use pasch::ai::kniffel::turn::{fill_value, final_roll_values};
use pasch::ai::kniffel::{position_of, SolvedTable};
use pasch::engine::{offer, BoxId, BoxId::*, ClassicRules, RuleSet, Sheet, CLASSIC_BOXES};
use std::sync::OnceLock;

const KNIFFEL_JOKER: ClassicRules = ClassicRules {
    rule_set: RuleSet::Kniffel,
    joker: true,
};
const YAHTZEE_JOKER: ClassicRules = ClassicRules {
    rule_set: RuleSet::Yahtzee,
    joker: true,
};

/// Each table is solved once for the whole test binary.
fn table(rules: ClassicRules) -> &'static SolvedTable {
    static TABLES: [OnceLock<SolvedTable>; 2] = [OnceLock::new(), OnceLock::new()];
    let at = (rules.rule_set == RuleSet::Yahtzee) as usize;
    assert!(rules.joker);
    TABLES[at].get_or_init(|| SolvedTable::solve(rules, &mut |_, _| {}))
}

fn sheet(entries: &[(BoxId, i32)]) -> Sheet {
    let mut s = Sheet::default();
    for &(b, p) in entries {
        s.set(b, p);
    }
    s
}

/// Every box of the sheet filled (with these points) except `open`.
fn all_but(open: &[BoxId], points: &[(BoxId, i32)]) -> Sheet {
    let mut s = sheet(points);
    for b in CLASSIC_BOXES {
        if !open.contains(&b) && s.is_open(b) {
            s.set(b, 0);
        }
    }
    s
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

#[test]
fn kniffel_rules_with_joker_average_248_321030() {
    let ev = table(KNIFFEL_JOKER).start_value();
    assert!((ev - 248.321030).abs() < 1e-6, "{ev}");
}

#[test]
fn yahtzee_rules_with_forced_joker_average_254_587729() {
    let ev = table(YAHTZEE_JOKER).start_value();
    assert!((ev - 254.587729).abs() < 1e-6, "{ev}");
}

#[test]
fn without_the_joker_neither_rule_set_pays_extra_kniffels() {
    let kniffel = SolvedTable::solve(
        ClassicRules {
            rule_set: RuleSet::Kniffel,
            joker: false,
        },
        &mut |_, _| {},
    );
    let yahtzee = SolvedTable::solve(
        ClassicRules {
            rule_set: RuleSet::Yahtzee,
            joker: false,
        },
        &mut |_, _| {},
    );
    assert_eq!(kniffel.start_value(), yahtzee.start_value());
    assert!(kniffel.start_value() < table(KNIFFEL_JOKER).start_value() - 1.0);
}

#[test]
fn last_box_chance_keeps_what_beats_a_fresh_die() {
    let s = all_but(&[Chance], &[]);
    let t = table(KNIFFEL_JOKER);
    // One die with one roll left is worth 3.5; with two, keep 4-6 after the first: 4.25.
    let two = advise(t, &s, &[1, 2, 3, 4, 5], 2);
    assert_eq!(two[0].choice, Choice::keep(&[5]));
    assert!(close(two[0].ev, 5.0 + 4.0 * 4.25), "{two:?}");
    let one = advise(t, &s, &[1, 2, 3, 4, 5], 1);
    assert_eq!(one[0].choice, Choice::keep(&[4, 5]));
    assert!(close(one[0].ev, 9.0 + 3.0 * 3.5), "{one:?}");
    let none = advise(t, &s, &[1, 2, 3, 4, 5], 0);
    assert_eq!(none.len(), 1);
    assert_eq!(none[0].choice, Choice::Box(Chance));
    assert!(close(none[0].ev, 15.0));
}

#[test]
fn a_further_kniffel_is_forced_into_its_upper_box_with_bonuses() {
    let upper = [(Ones, 3), (Twos, 6), (Threes, 9), (Fives, 15), (Sixes, 18)];
    let mut points = upper.to_vec();
    points.push((Kniffel, 50));
    let s = all_but(&[Fours, FullHouse], &points);
    let t = table(KNIFFEL_JOKER);
    let options = advise(t, &s, &[4; 5], 0);
    // Only Vierer: 20 points, +35 upper bonus (51 + 20 >= 63), +50 extra Kniffel, then
    // the Full House box still to come.
    assert_eq!(options.len(), 1, "{options:?}");
    assert_eq!(options[0].choice, Choice::Box(Fours));
    let mut after = s.clone();
    after.set(Fours, 20);
    let later = t.value(position_of(&after));
    assert!(close(options[0].ev, 20.0 + 35.0 + 50.0 + later));
}

#[test]
fn a_joker_fills_a_lower_box_at_full_value() {
    let s = all_but(
        &[FullHouse, LargeStraight, Chance],
        &[(Fours, 12), (Kniffel, 50)],
    );
    let last_two = |t: &SolvedTable, filled: BoxId, points: i32| {
        let mut after = s.clone();
        after.set(filled, points);
        t.value(position_of(&after))
    };
    // Kniffel rules: no bonus for a joker.
    let t = table(KNIFFEL_JOKER);
    let options = advise(t, &s, &[4; 5], 0);
    let large = options
        .iter()
        .find(|a| a.choice == Choice::Box(LargeStraight));
    let large = large.expect("large straight offered");
    assert!(close(large.ev, 40.0 + last_two(t, LargeStraight, 40)));
    assert_eq!(options.len(), 3);
    // Yahtzee rules: 100 more, wherever it goes.
    let t = table(YAHTZEE_JOKER);
    let options = advise(t, &s, &[4; 5], 0);
    let full = options.iter().find(|a| a.choice == Choice::Box(FullHouse));
    let full = full.expect("full house offered");
    assert!(close(full.ev, 25.0 + 100.0 + last_two(t, FullHouse, 25)));
}

#[test]
fn the_upper_bonus_at_stake_decides_the_box() {
    // Sixes and Chance open, upper sum 45: three sixes make 63 and win the bonus.
    let upper = [(Ones, 3), (Twos, 6), (Threes, 9), (Fours, 12), (Fives, 15)];
    let s = all_but(&[Sixes, Chance], &upper);
    let t = table(KNIFFEL_JOKER);
    let options = advise(t, &s, &[6, 6, 6, 1, 2], 0);
    assert_eq!(options[0].choice, Choice::Box(Sixes));
    let mut after = s.clone();
    after.set(Sixes, 18);
    assert!(close(
        options[0].ev,
        18.0 + 35.0 + t.value(position_of(&after))
    ));
    // Only Sixes open: three sixes kept, two dice thrown once more, bonus certain.
    let s = all_but(&[Sixes], &upper);
    let options = advise(t, &s, &[6, 6, 6, 1, 2], 1);
    assert_eq!(options[0].choice, Choice::keep(&[6, 6, 6]));
    assert!(close(options[0].ev, 18.0 + 2.0 + 35.0));
}

#[test]
fn options_come_best_first_one_per_distinct_keep() {
    let t = table(KNIFFEL_JOKER);
    for (dice, rolls_left, count) in [
        ([1, 2, 3, 4, 5], 2, 32),
        ([3, 3, 4, 4, 4], 1, 12),
        ([6, 6, 6, 6, 6], 2, 6),
    ] {
        let options = advise(t, &Sheet::default(), &dice, rolls_left);
        assert_eq!(options.len(), count);
        assert!(options.windows(2).all(|w| w[0].ev >= w[1].ev));
        let mut keeps: Vec<&Choice> = options.iter().map(|a| &a.choice).collect();
        keeps.dedup();
        assert_eq!(keeps.len(), count);
    }
    let boxes = advise(t, &Sheet::default(), &[2, 3, 4, 5, 6], 0);
    assert_eq!(boxes.len(), 13);
    assert!(boxes.windows(2).all(|w| w[0].ev >= w[1].ev));
    assert_eq!(boxes[0].choice, Choice::Box(LargeStraight));
}

#[test]
fn the_start_value_is_the_best_first_keep_averaged_over_first_rolls() {
    // Every keep's value is an average of what follows it; the best keep of the first
    // roll of a fresh game is worth at most a Kniffel's lead over the game's average.
    let t = table(KNIFFEL_JOKER);
    let best: Vec<Advice> = advise(t, &Sheet::default(), &[6; 5], 2);
    assert!(best[0].ev > t.start_value());
    assert_eq!(best[0].choice, Choice::keep(&[6; 5]));
}

/// A small random generator for the scoring comparison (xorshift).
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

#[test]
fn the_solver_scores_every_roll_as_the_engine_offers_it() {
    // Any values will do: the solver's best box for each roll must equal the best of the
    // engine's offered boxes valued through the same table, on random sheets.
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let values: Vec<f64> = (0..SLOTS)
        .map(|_| (next(&mut seed) % 1000) as f64)
        .collect();
    let m = Multisets::get();
    for rules in [
        KNIFFEL_JOKER,
        YAHTZEE_JOKER,
        ClassicRules {
            rule_set: RuleSet::Kniffel,
            joker: false,
        },
    ] {
        for _ in 0..300 {
            let mut s = Sheet::default();
            let fill = next(&mut seed) % 13;
            for _ in 0..fill {
                let b = CLASSIC_BOXES[(next(&mut seed) % 13) as usize];
                let points = match b.upper_face() {
                    Some(f) => f as i32 * (next(&mut seed) % 6) as i32,
                    None if b == Kniffel => 50 * (next(&mut seed) % 2) as i32,
                    None => 0,
                };
                s.set(b, points);
            }
            let p = position_of(&s);
            let mut fast = vec![0.0; MULTISETS + 1];
            final_roll_values(&values, &scoring(rules), p, &mut fast);
            for (r, &solver_value) in fast.iter().enumerate().take(MULTISETS).skip(FIRST_ROLL) {
                let dice = m.dice(r);
                let o = offer(&dice, &s, rules);
                let best = o
                    .allowed
                    .iter()
                    .map(|&(b, points)| {
                        let i = CLASSIC_BOXES.iter().position(|&x| x == b).unwrap_or(0);
                        fill_value(&values, p, i, points) + o.bonus as f64
                    })
                    .fold(f64::NEG_INFINITY, f64::max);
                assert_eq!(solver_value, best, "{dice:?} on {s:?} under {rules:?}");
            }
        }
    }
}

#[test]
fn the_strong_player_plays_legal_games_near_the_optimal_average() {
    use pasch::ai::kniffel::advice::KeepMemo;
    use pasch::ai::kniffel::strong;
    use pasch::engine::{
        DiceSource, Game, GameId, GameKind, GameState, Options, PlayerSetup, Setup, RULES_VERSION,
    };
    let t = table(KNIFFEL_JOKER);
    let games = 400;
    let mut total = 0i64;
    for seed in 0..games {
        let setup = Setup {
            kind: GameKind::Classic,
            rules_version: RULES_VERSION,
            players: vec![PlayerSetup {
                name: "Robo".into(),
                bot: None,
                ..Default::default()
            }],
            options: Options::default(),
            seed,
            dice: DiceSource::Random,
            start_player: 0,
            chosen_seed: false,
            daily: None,
            id: GameId::NONE,
        };
        let mut game = Game::new(setup).expect("setup");
        let mut memo = KeepMemo::default();
        while !game.is_over() {
            let GameState::Classic(g) = game.state() else {
                panic!("a classic game")
            };
            let action = strong::choose(&mut memo, g, t).expect("an action in a running game");
            game.apply(action).expect("a legal action");
        }
        game.state().check_invariants().expect("a sound game");
        total += game.totals()[0] as i64;
    }
    // 400 games: the mean's standard error is about 3 points.
    let mean = total as f64 / games as f64;
    assert!((mean - 248.32).abs() < 12.0, "mean {mean}");
}
