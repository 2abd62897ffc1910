//! Hand-checked Generala positions: the solver against brute force, and the strong
//! player's choice where playing to win and playing for the score differ.

use super::advice::advise;
use super::table::table;
use crate::ai::advice::Choice;
use crate::engine::{BoxId, GeneralaRules, Sheet, GENERALA_BOXES};

fn rules() -> GeneralaRules {
    GeneralaRules::default()
}

/// A sheet with every box filled (0) but `open`.
fn all_but(open: &[BoxId]) -> Sheet {
    let mut s = Sheet::default();
    for &b in GENERALA_BOXES.iter().filter(|b| !open.contains(b)) {
        s.set(b, 0);
    }
    s
}

#[test]
fn the_table_is_solved() {
    let t = table(rules());
    let v = t.start_value();
    assert!((150.0..300.0).contains(&v), "{v}");
    let sum: f32 = t.finals(0).iter().sum();
    assert!((sum - 1.0).abs() < 1e-4, "{sum}");
}

/// The last box open, Sixes: keep every six, twice; the first roll's five sixes are a
/// servida (the game ends: 0 more). By brute force over the dice.
#[test]
fn last_box_sixes_by_brute_force() {
    let t = table(rules());
    let sheet = all_but(&[BoxId::Sixes]);
    let s = t.state_of(&sheet);
    // Each die not six after a roll is thrown again: a die ends a six with chance
    // 1 - (5/6)^k over k throws. Expected sixes after three throws: 5 (1 - (5/6)^3).
    // Brute force over the first roll: sixes kept, the rest thrown twice more.
    let twice = 1.0 - (5.0f64 / 6.0).powi(2);
    let mut ev = 0.0;
    for first in 0..5u32 {
        let p = binom(5, first)
            * (1.0f64 / 6.0).powi(first as i32)
            * (5.0f64 / 6.0).powi(5 - first as i32);
        ev += p * 6.0 * (f64::from(first) + f64::from(5 - first) * twice);
    }
    // Five equal of another face on the first roll: a servida too.
    ev -= 5.0 / 7776.0 * 6.0 * 5.0 * twice;
    assert!((t.value(s) - ev).abs() < 1e-9, "{} vs {ev}", t.value(s));
}

fn binom(n: u32, k: u32) -> f64 {
    (0..k).fold(1.0, |acc, i| acc * f64::from(n - i) / f64::from(i + 1))
}

/// The last box open, Straight: the first roll's straight scores 25 served.
#[test]
fn a_served_straight_is_kept() {
    let t = table(rules());
    let sheet = all_but(&[BoxId::Straight]);
    let ev_of = |options: &[crate::ai::advice::Advice], c: Choice| {
        options.iter().find(|a| a.choice == c).map(|a| a.ev)
    };
    let options = advise(t, &sheet, &[1, 2, 3, 4, 5], 2);
    assert_eq!(options[0].ev, 25.0);
    assert_eq!(ev_of(&options, Choice::Box(BoxId::Straight)), Some(25.0));
    assert_eq!(ev_of(&options, Choice::keep(&[1, 2, 3, 4, 5])), Some(25.0));
    let later = advise(t, &sheet, &[1, 2, 3, 4, 5], 1);
    assert_eq!(later[0].ev, 20.0);
    assert_eq!(ev_of(&later, Choice::Box(BoxId::Straight)), Some(20.0));
}

/// Two turns left, Full and Ones open, 36 behind a finished opponent, 1 1 1 2 2 after
/// the last roll. For the score: Full 30 (and about 2 more in Ones). To win: the Full's
/// 30 and at most 5 in Ones can never pass 36, but 3 in Ones and a Full served on the
/// last turn's first roll (35) can: Ones.
#[test]
fn playing_to_win_and_for_the_score_differ() {
    use super::players::{beat_chances, win_turn};
    use kniffel_solver::multisets::{counts_of, Multisets};
    let t = table(rules());
    let sheet = all_but(&[BoxId::FullHouse, BoxId::Ones]);
    let s = t.state_of(&sheet);
    let done = t.state_of(&all_but(&[]));
    let r = Multisets::get().index(&counts_of(&[1, 1, 1, 2, 2]));
    let boxes = t.points().boxes;
    let score = t.expected_turn(s);
    assert_eq!(boxes[usize::from(score.last_box[r])], BoxId::FullHouse);
    let beat = beat_chances(t, &[(done, 136)]);
    let win = win_turn(t, s, 100, &beat);
    assert_eq!(boxes[usize::from(win.last_box[r])], BoxId::Ones);
    // The chance it plays for: a first roll that is a full house, of those that are
    // no servida (which wins by itself).
    let served_full = 300.0 / 7770.0;
    assert!(
        (win.one_left[r] - served_full).abs() < 1e-6,
        "{}",
        win.one_left[r]
    );
}

/// The optimal expected totals of solitaire Generala (a servida ends the game),
/// published in docs/solver.md: a change of the solver or the rules shows here.
#[test]
fn the_published_optimal_expected_totals() {
    for (wrap, double, ev) in [
        (false, true, 158.5861933),
        (false, false, 148.3409423),
        (true, true, 161.4226334),
        (true, false, 151.1130498),
    ] {
        let rules = GeneralaRules {
            straight_wrap: wrap,
            double_generala: double,
        };
        let v = table(rules).start_value();
        assert!((v - ev).abs() < 1e-6, "wrap {wrap}, double {double}: {v}");
    }
}
