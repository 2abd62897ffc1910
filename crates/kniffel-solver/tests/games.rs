//! Yatzy and Maxi Yatzy solved: Yatzy's known optimum, the threads' table equal to one
//! thread's, and positions with one box left against a plain search of their own (every
//! keep of the dice as they lie, every throw of the rest counted out), which shares no
//! code with the solver's turn.

use kniffel_solver::games::{scoring_of, yatzy, MaxiBonus, Rule, YATZY, YATZY_BOXES};
use kniffel_solver::shape::{Shape, State};
use kniffel_solver::threads::solve_threads;
use kniffel_solver::values::{solve, table_hash};
use kniffel_solver::Scoring;
use std::collections::HashMap;

#[test]
fn yatzy_is_worth_248_4399894_on_one_thread_and_on_three() {
    let scoring = yatzy();
    let (values, states) = solve(&scoring, &mut |_, _| {});
    let ev = values[YATZY.slot(State::START)];
    assert!((ev - 248.439_989_4).abs() < 1e-6, "{ev}");
    let (shared, shared_states) = solve_threads(&scoring, 3, &mut |_, _| {});
    assert_eq!(shared_states, states);
    assert!(values
        .iter()
        .zip(&shared)
        .all(|(a, b)| a.to_bits() == b.to_bits()));
    assert_eq!(table_hash(YATZY, &values), table_hash(YATZY, &shared));
}

/// The best expected points of one box, three throws, by a search that tries every keep
/// of the dice as they lie (as index masks) and counts out every ordered throw of the
/// rest; `score(dice)` the box's points (bonus included) for sorted dice.
struct Search<'a> {
    dice: usize,
    score: &'a dyn Fn(&[u8]) -> f64,
    /// (sorted dice, throws left) → value of the dice lying.
    memo: HashMap<(Vec<u8>, u8), f64>,
    /// (sorted kept dice, throws left) → value of the keep.
    kept: HashMap<(Vec<u8>, u8), f64>,
}

impl Search<'_> {
    /// The value of the turn before its first throw.
    fn turn(&mut self) -> f64 {
        self.keep(&[], 3)
    }

    /// Keeping `kept` with `throws` throws to come: the mean over every ordered throw of
    /// the other dice.
    fn keep(&mut self, kept: &[u8], throws: u8) -> f64 {
        let mut key = kept.to_vec();
        key.sort_unstable();
        if let Some(&v) = self.kept.get(&(key.clone(), throws)) {
            return v;
        }
        let rest = self.dice - kept.len();
        let outcomes = 6usize.pow(rest as u32);
        let mut sum = 0.0;
        for n in 0..outcomes {
            let mut dice = kept.to_vec();
            let mut code = n;
            for _ in 0..rest {
                dice.push((code % 6) as u8 + 1);
                code /= 6;
            }
            dice.sort_unstable();
            sum += self.roll(dice, throws - 1);
        }
        let value = sum / outcomes as f64;
        self.kept.insert((key, throws), value);
        value
    }

    /// The dice `dice` lie with `throws` throws left: stop, or the best keep.
    fn roll(&mut self, dice: Vec<u8>, throws: u8) -> f64 {
        if let Some(&v) = self.memo.get(&(dice.clone(), throws)) {
            return v;
        }
        let mut best = (self.score)(&dice);
        if throws > 0 {
            for mask in 0..(1u32 << self.dice) - 1 {
                let kept: Vec<u8> = (0..self.dice)
                    .filter(|&i| mask & (1 << i) != 0)
                    .map(|i| dice[i])
                    .collect();
                best = best.max(self.keep(&kept, throws));
            }
        }
        self.memo.insert((dice, throws), best);
        best
    }
}

/// Checks the solver's value of states with only box `open` left against the search: an
/// upper box at 0 and at every sum that can occur from where its dice could reach the
/// bonus, a lower box at one sum.
fn one_box_left(scoring: &Scoring, rules: &[Rule], values: &[f64], open: usize) {
    let shape = scoring.shape;
    let filled = shape.full() & !(1 << open);
    let sums = shape.reachable_upper_sums(filled & 0b111111);
    let near = shape
        .bonus_at
        .saturating_sub(shape.dice * (open as u8 + 1) + 1);
    let checked = (0..=shape.bonus_at).filter(|&u| sums & (1 << u) != 0 && (u == 0 || u >= near));
    for upper in checked {
        let score = |dice: &[u8]| {
            let points = rules[open].points(dice);
            let reaches = open < 6 && upper < shape.bonus_at;
            let bonus = reaches && u32::from(upper) + u32::from(points) >= shape.bonus_at.into();
            f64::from(points) + if bonus { f64::from(shape.bonus) } else { 0.0 }
        };
        let want = Search {
            dice: shape.dice as usize,
            score: &score,
            memo: HashMap::new(),
            kept: HashMap::new(),
        }
        .turn();
        let got = values[shape.slot(State {
            filled,
            upper,
            flag: false,
        })];
        assert!(
            (got - want).abs() < 1e-9,
            "{} with upper sum {upper}: solver {got}, search {want}",
            rules[open].id()
        );
        // Only the bonus makes the upper sum matter: one sum of a lower box will do.
        if open >= 6 {
            break;
        }
    }
}

#[test]
fn yatzy_positions_with_one_box_left_are_worth_what_a_search_finds() {
    let scoring = yatzy();
    let (values, _) = solve(&scoring, &mut |_, _| {});
    // Fives (with and without the bonus in reach), two pairs, full house, yatzy.
    for open in [4, 7, 12, 14] {
        one_box_left(&scoring, &YATZY_BOXES, &values, open);
    }
    // Five equal dice in three throws: 2,783,176 / 60,466,176, times 50.
    let filled = YATZY.full() & !(1 << 14);
    let only_yatzy = values[YATZY.slot(State {
        filled,
        upper: 0,
        flag: false,
    })];
    assert!((only_yatzy - 50.0 * 2_783_176.0 / 60_466_176.0).abs() < 1e-9);
}

#[test]
fn six_dice_positions_with_one_box_left_are_worth_what_a_search_finds() {
    // Maxi Yatzy's dice, bonus and boxes on a sheet small enough to solve whole here:
    // the upper boxes, then villa, tower, full straight, three pairs and maxi yatzy.
    let rules = [
        Rule::Upper(1),
        Rule::Upper(2),
        Rule::Upper(3),
        Rule::Upper(4),
        Rule::Upper(5),
        Rule::Upper(6),
        Rule::Villa,
        Rule::Tower,
        Rule::FullStraight,
        Rule::ThreePairs,
        Rule::MaxiYatzy,
    ];
    let shape = Shape {
        boxes: rules.len() as u8,
        ..MaxiBonus::Hundred.shape()
    };
    let scoring = scoring_of(shape, &rules);
    let (values, _) = solve(&scoring, &mut |_, _| {});
    for open in [5, 6, 7, 8, 9, 10] {
        one_box_left(&scoring, &rules, &values, open);
    }
}
