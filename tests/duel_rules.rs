//! Dice Duel chip conditions and scoring (docs/rules.md section 3), checked against the
//! rule sheet's examples and, exhaustively, against a second simple definition.

use pasch::engine::{is_kniffel, qualifying_kinds, score, ChipKind, Chips, DieColour, SOLO_BEST};
use ChipKind::*;

fn kinds(dice: [u8; 5]) -> Vec<ChipKind> {
    qualifying_kinds(&dice)
}

/// The conditions as a player reads them off the rule sheet, written without the
/// engine's `Combo`: counts of each face, the set of faces, odd/even.
fn reference(dice: &[u8]) -> Vec<ChipKind> {
    let mut counts = [0usize; 7];
    for &d in dice {
        counts[d as usize] += 1;
    }
    let has = |f: usize| counts[f] > 0;
    let pairs = counts.iter().filter(|&&c| c >= 2).count();
    let most = *counts.iter().max().unwrap();
    let mut shape: Vec<usize> = counts.iter().copied().filter(|&c| c > 0).collect();
    shape.sort();
    let run = |from: usize, len: usize| (from..from + len).all(has);
    let odd = dice.iter().filter(|&&d| d % 2 == 1).count();
    let mut out = Vec::new();
    if pairs >= 2 {
        out.push(TwoPairs);
    }
    if most >= 3 {
        out.push(ThreeOfAKind);
    }
    if run(1, 4) || run(2, 4) || run(3, 4) {
        out.push(SmallStraight);
    }
    if odd == 0 || odd == 5 {
        out.push(Flush);
    }
    if shape == [2, 3] {
        out.push(FullHouse);
    }
    if most >= 4 {
        out.push(FourOfAKind);
    }
    if run(1, 5) || run(2, 5) {
        out.push(LargeStraight);
    }
    out
}

fn all_rolls() -> impl Iterator<Item = [u8; 5]> {
    (0..7776u32).map(|mut n| {
        let mut d = [0u8; 5];
        for x in &mut d {
            *x = (n % 6) as u8 + 1;
            n /= 6;
        }
        d
    })
}

#[test]
fn every_roll_matches_the_reference_definition() {
    let mut seen = 0;
    for dice in all_rolls() {
        assert_eq!(kinds(dice), reference(&dice), "{dice:?}");
        let equal = dice.iter().all(|&d| d == dice[0]);
        assert_eq!(is_kniffel(&dice), equal, "{dice:?}");
        seen += 1;
    }
    assert_eq!(seen, 6usize.pow(5));
}

#[test]
fn flush_comes_up_two_times_in_thirty_two() {
    let rolls = all_rolls().count();
    let flushes = all_rolls().filter(|d| kinds(*d).contains(&Flush)).count();
    // 2/32 = 6.25 %: all five black (odd) or all five red (even), each (1/2)^5.
    assert_eq!(flushes * 32, rolls * 2, "{flushes} of {rolls}");
    assert_eq!(flushes as f64 / rolls as f64, 0.0625);
}

#[test]
fn dice_colours_odd_black_even_red() {
    for face in 1..=6u8 {
        let want = if face % 2 == 1 {
            DieColour::Black
        } else {
            DieColour::Red
        };
        assert_eq!(DieColour::of(face), want, "face {face}");
    }
}

#[test]
fn sheet_examples() {
    // "zwei Vieren und zwei Einsen", fifth die anything.
    assert!(kinds([4, 4, 1, 1, 6]).contains(&TwoPairs));
    // "2, 3, 4, 5, 3"
    assert!(kinds([2, 3, 4, 5, 3]).contains(&SmallStraight));
    assert!(!kinds([2, 3, 4, 5, 3]).contains(&LargeStraight));
    // "1, 2, 3, 4, 5"
    assert_eq!(kinds([1, 2, 3, 4, 5]), vec![SmallStraight, LargeStraight]);
    // "drei Vieren und zwei Einsen"
    assert!(kinds([4, 4, 4, 1, 1]).contains(&FullHouse));
    assert_eq!(kinds([1, 3, 5, 5, 1]), vec![TwoPairs, Flush]);
    assert_eq!(kinds([2, 6, 4, 2, 6]), vec![TwoPairs, Flush]);
    assert_eq!(kinds([1, 2, 4, 6, 6]), Vec::<ChipKind>::new());
}

#[test]
fn full_house_also_earns_two_pairs_and_three_of_a_kind() {
    assert_eq!(
        kinds([3, 3, 3, 6, 6]),
        vec![TwoPairs, ThreeOfAKind, FullHouse]
    );
}

#[test]
fn four_equal_and_one_is_not_two_pairs_or_full_house() {
    assert_eq!(kinds([5, 5, 5, 5, 2]), vec![ThreeOfAKind, FourOfAKind]);
    assert_eq!(
        kinds([2, 2, 2, 2, 6]),
        vec![ThreeOfAKind, Flush, FourOfAKind]
    );
}

#[test]
fn five_equal_meet_three_and_four_of_a_kind_and_flush() {
    for face in 1..=6 {
        let dice = [face; 5];
        assert_eq!(kinds(dice), vec![ThreeOfAKind, Flush, FourOfAKind]);
        assert!(is_kniffel(&dice));
    }
    assert!(!is_kniffel(&[6, 6, 6, 6, 5]));
}

#[test]
fn malformed_dice_qualify_for_nothing() {
    assert!(qualifying_kinds(&[7, 7, 7, 7, 7]).is_empty());
    assert!(qualifying_kinds(&[0, 1, 2, 3, 4]).is_empty());
    assert!(qualifying_kinds(&[3, 3, 3, 3]).is_empty());
    assert!(!is_kniffel(&[3, 3, 3, 3]));
    assert!(!is_kniffel(&[9, 9, 9, 9, 9]));
}

#[test]
fn kinds_values_and_ids() {
    let values: Vec<i32> = ChipKind::ALL.iter().map(|k| k.value()).collect();
    assert_eq!(values, vec![5, 10, 20, 25, 30, 40, 50]);
    assert!(values.windows(2).all(|w| w[0] < w[1]), "ALL is by value");
    for k in ChipKind::ALL {
        // The id is the serde name: saves, the CLI and the UI speak the same ids.
        assert_eq!(
            serde_json::to_string(&k).unwrap(),
            format!("\"{}\"", k.id())
        );
        assert_eq!(ChipKind::from_id(k.id()), Some(k));
    }
    assert_eq!(ChipKind::from_id("kniffel"), None);
}

fn chips(list: &[(ChipKind, u8)]) -> Chips {
    let mut c = Chips::default();
    for &(k, n) in list {
        (0..n).for_each(|_| c.add(k));
    }
    c
}

#[test]
fn gold_for_all_seven_kinds() {
    let c = chips(&ChipKind::ALL.map(|k| (k, 1)));
    let b = score(&c, false);
    assert_eq!(b.chips, 180);
    assert_eq!((b.kinds, b.gold, b.silver), (7, 50, 0));
    assert_eq!(b.total, 230);
}

#[test]
fn silver_for_exactly_six_kinds() {
    let c = chips(
        &ChipKind::ALL[1..]
            .iter()
            .map(|&k| (k, 1))
            .collect::<Vec<_>>(),
    );
    let b = score(&c, false);
    assert_eq!((b.kinds, b.gold, b.silver), (6, 0, 20));
    assert_eq!(b.total, 175 + 20);
    let five = chips(
        &ChipKind::ALL[2..]
            .iter()
            .map(|&k| (k, 1))
            .collect::<Vec<_>>(),
    );
    assert_eq!(score(&five, false).silver, 0);
}

#[test]
fn thirty_per_full_stack_and_twenty_for_the_last_chip() {
    let c = chips(&[(TwoPairs, 4), (Flush, 4), (LargeStraight, 3)]);
    let b = score(&c, true);
    assert_eq!(b.chips, 20 + 100 + 150);
    assert_eq!((b.full_stacks, b.stacks), (2, 60));
    assert_eq!(b.last_chip, 20);
    assert_eq!(b.total, b.chips + 60 + 20);
    assert_eq!(score(&c, false).total, b.total - 20);
}

#[test]
fn all_28_chips_and_the_last_one_make_the_solo_best_of_1000() {
    let b = score(&Chips::full(), true);
    assert_eq!(b.chips, 720);
    assert_eq!((b.gold, b.stacks, b.last_chip), (50, 210, 20));
    assert_eq!(b.total, SOLO_BEST);
    assert_eq!(SOLO_BEST, 1000);
}

#[test]
fn chips_save_as_a_readable_map() {
    let c = chips(&[(Flush, 2), (TwoPairs, 1)]);
    let json = serde_json::to_string(&c).unwrap();
    assert_eq!(json, r#"{"two_pairs":1,"flush":2}"#);
    let back: Chips = serde_json::from_str(&json).unwrap();
    assert_eq!(back, c);
    assert_eq!(c.sorted(), vec![TwoPairs, Flush, Flush]);
    assert_eq!(c.highest(), Some(Flush));
    assert_eq!(Chips::default().highest(), None);
}
