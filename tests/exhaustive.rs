//! Every classic roll (7,776) and every Extreme roll (77,760) scored by the engine's
//! `offer`, against a second, deliberately plain definition of docs/rules.md written here:
//! sorted counts and value sets, no engine scoring code shared.

use pasch::engine::{extreme_offer, offer, BoxId, BoxId::*, ClassicRules, GameRng, RuleSet, Sheet};

// The sheets written out rather than taken from the engine: their order (the order of
// `offer`'s answer and of the CLI's output) is part of what is tested.
const CLASSIC: [BoxId; 13] = [
    Ones,
    Twos,
    Threes,
    Fours,
    Fives,
    Sixes,
    ThreeOfAKind,
    FourOfAKind,
    FullHouse,
    SmallStraight,
    LargeStraight,
    Kniffel,
    Chance,
];

const EXTREME: [BoxId; 22] = [
    Ones,
    Twos,
    Threes,
    Fours,
    Fives,
    Sixes,
    ThreeOfAKind,
    FourOfAKind,
    TwoPairs,
    ThreePairs,
    TwoTriples,
    FullHouse,
    BigFullHouse,
    SmallStraight,
    LargeStraight,
    Highway,
    Kniffel,
    KniffelExtreme,
    TenOrLess,
    ThirtyThreeOrMore,
    Chance,
    SuperChance,
];

/// How often each face shows, most frequent first (faces dropped).
fn sorted_counts(dice: &[u8]) -> Vec<usize> {
    let mut counts: Vec<usize> = (0..=9u8)
        .map(|f| dice.iter().filter(|&&d| d == f).count())
        .filter(|&c| c > 0)
        .collect();
    counts.sort_unstable_by(|a, b| b.cmp(a));
    counts.resize(6, 0);
    counts
}

/// Do the dice show every value of `from..from + len`?
fn has_run(dice: &[u8], len: u8) -> bool {
    (0..=9u8).any(|from| (from..from + len).all(|v| dice.contains(&v)))
}

/// The points box `b` gives for `dice` by docs/rules.md, 0 when its condition is not met.
fn plain_points(b: BoxId, dice: &[u8]) -> u16 {
    Plain::new(dice).points(b)
}

/// A roll described plainly: its sum and its face counts, most frequent first.
struct Plain<'a> {
    dice: &'a [u8],
    sum: u16,
    c: Vec<usize>,
}

impl<'a> Plain<'a> {
    fn new(dice: &'a [u8]) -> Self {
        Plain {
            dice,
            sum: dice.iter().map(|&d| d as u16).sum(),
            c: sorted_counts(dice),
        }
    }

    fn points(&self, b: BoxId) -> u16 {
        let (dice, sum, c) = (self.dice, self.sum, &self.c);
        let face_sum = |f: u8| dice.iter().filter(|&&d| d == f).map(|&d| d as u16).sum();
        let when = |cond: bool, points: u16| if cond { points } else { 0 };
        match b {
            Ones => face_sum(1),
            Twos => face_sum(2),
            Threes => face_sum(3),
            Fours => face_sum(4),
            Fives => face_sum(5),
            Sixes => face_sum(6),
            ThreeOfAKind => when(c[0] >= 3, sum),
            FourOfAKind => when(c[0] >= 4, sum),
            TwoPairs => when(c[0] >= 2 && c[1] >= 2, sum),
            ThreePairs => when(c[2] >= 2, 35),
            TwoTriples => when(c[1] >= 3, 45),
            FullHouse => when(c[0] >= 3 && c[1] >= 2, 25),
            BigFullHouse => when(c[0] >= 4 && c[1] >= 2, 45),
            SmallStraight => when(has_run(dice, 4), 30),
            LargeStraight => when(has_run(dice, 5), 40),
            Highway => when(has_run(dice, 6), 50),
            Kniffel => when(c[0] >= 5, 50),
            KniffelExtreme => when(c[0] >= 6, 75),
            TenOrLess => when(sum <= 10, 40),
            ThirtyThreeOrMore => when(sum >= 33, 40),
            Chance => sum,
            SuperChance => 2 * sum,
            // On no Kniffel sheet: Yatzy, Maxi Yatzy and Generala are checked by
            // tests/yatzy_generala_rules.rs.
            OnePair | FiveOfAKind | FullStraight | Villa | Tower | Yatzy | MaxiYatzy | Straight
            | Generala | DoubleGenerala => 0,
        }
    }

    /// Every box of `boxes` with its points (sheet order).
    fn all(&self, boxes: &[BoxId]) -> Vec<(BoxId, u16)> {
        boxes.iter().map(|&b| (b, self.points(b))).collect()
    }
}

/// docs/rules.md section 1 with its joker rules, for one roll on one sheet.
/// `plain` holds every classic box's points for `dice`.
fn plain_classic(
    dice: &[u8],
    plain: &[(BoxId, u16)],
    sheet: &Sheet,
    rules: ClassicRules,
) -> (Vec<(BoxId, u16)>, u16) {
    let open = |boxes: &[BoxId]| -> Vec<BoxId> {
        boxes
            .iter()
            .copied()
            .filter(|&b| sheet.is_open(b))
            .collect()
    };
    let five_equal = dice.iter().all(|&d| d == dice[0]);
    if !(rules.joker && five_equal && !sheet.is_open(Kniffel)) {
        let allowed = plain
            .iter()
            .copied()
            .filter(|&(b, _)| sheet.is_open(b))
            .collect();
        return (allowed, 0);
    }
    let face = dice[0];
    let kniffel_50 = sheet.get(Kniffel) == Some(50);
    let yahtzee = rules.rule_set == RuleSet::Yahtzee;
    let upper = CLASSIC[face as usize - 1];
    if sheet.is_open(upper) {
        let bonus = match (kniffel_50, yahtzee) {
            (false, _) => 0,
            (true, false) => 50,
            (true, true) => 100,
        };
        return (vec![(upper, 5 * face as u16)], bonus);
    }
    let bonus = if kniffel_50 && yahtzee { 100 } else { 0 };
    let sum = 5 * face as u16;
    let lower: Vec<(BoxId, u16)> = open(&CLASSIC[6..])
        .into_iter()
        .map(|b| {
            let points = match b {
                FullHouse => 25,
                SmallStraight => 30,
                LargeStraight => 40,
                _ => sum, // three/four of a kind, chance
            };
            (b, points)
        })
        .collect();
    if !lower.is_empty() {
        return (lower, bonus);
    }
    (
        open(&CLASSIC[..6]).into_iter().map(|b| (b, 0)).collect(),
        bonus,
    )
}

fn sheet_of(entries: &[(BoxId, i32)]) -> Sheet {
    let mut s = Sheet::default();
    for &(b, p) in entries {
        s.set(b, p);
    }
    s
}

/// Random sheets: each box of `boxes` filled with probability 1/2, with whatever
/// points (the offer does not look at points except the Kniffel box's 50 or 0).
fn random_sheets(boxes: &[BoxId], n: usize, seed: u64) -> Vec<Sheet> {
    let mut rng = GameRng::from_seed(seed);
    (0..n)
        .map(|_| {
            let mut s = Sheet::default();
            for &b in boxes {
                if rng.below(2) == 0 {
                    let points = if b == Kniffel { 50 * rng.below(2) } else { 0 };
                    s.set(b, points as i32);
                }
            }
            s
        })
        .collect()
}

fn classic_sheets() -> Vec<Sheet> {
    let all_lower: Vec<(BoxId, i32)> = CLASSIC[6..].iter().map(|&b| (b, 0)).collect();
    let mut lower_and_kniffel = all_lower.clone();
    lower_and_kniffel.push((Kniffel, 50));
    let all_upper: Vec<(BoxId, i32)> = CLASSIC[..6].iter().map(|&b| (b, 0)).collect();
    let mut sheets = vec![
        Sheet::default(),
        sheet_of(&[(Kniffel, 50)]),
        sheet_of(&[(Kniffel, 0)]),
        sheet_of(&[(Kniffel, 50), (Fours, 12), (Sixes, 18), (FullHouse, 25)]),
        sheet_of(&[(Kniffel, 0), (Ones, 3), (Twos, 6), (Chance, 20)]),
        sheet_of(&lower_and_kniffel),
        sheet_of(&[&all_upper[..], &[(Kniffel, 50)]].concat()),
        sheet_of(&[&all_upper[..], &all_lower[..5], &[(Kniffel, 50)]].concat()),
    ];
    sheets.extend(random_sheets(&CLASSIC, 8, 1));
    sheets
}

/// Every ordered roll of `n` six-sided dice.
fn all_rolls(n: u32) -> impl Iterator<Item = Vec<u8>> {
    (0..6u32.pow(n)).map(move |mut i| {
        (0..n)
            .map(|_| {
                let d = (i % 6) as u8 + 1;
                i /= 6;
                d
            })
            .collect()
    })
}

#[test]
fn every_classic_roll_on_every_test_sheet_under_every_house_rule() {
    let sheets = classic_sheets();
    let mut rolls = 0;
    for dice in all_rolls(5) {
        rolls += 1;
        let plain = Plain::new(&dice).all(&CLASSIC);
        for rule_set in [RuleSet::Kniffel, RuleSet::Yahtzee] {
            for joker in [true, false] {
                let rules = ClassicRules { rule_set, joker };
                for sheet in &sheets {
                    let got = offer(&dice, sheet, rules);
                    let want = plain_classic(&dice, &plain, sheet, rules);
                    assert_eq!(
                        (got.allowed, got.bonus),
                        want,
                        "{dice:?} on {sheet:?} with {rules:?}"
                    );
                }
            }
        }
    }
    assert_eq!(rolls, 7_776);
}

#[test]
fn every_extreme_roll_on_some_sheets() {
    let mut sheets = vec![Sheet::default()];
    sheets.extend(random_sheets(&EXTREME, 2, 2));
    let mut rolls = 0;
    for five in all_rolls(5) {
        for ten in 0..=9u8 {
            rolls += 1;
            let mut dice = five.clone();
            dice.push(ten);
            let plain = Plain::new(&dice).all(&EXTREME);
            for sheet in &sheets {
                let got = extreme_offer(&dice, sheet);
                let want: Vec<(BoxId, u16)> = plain
                    .iter()
                    .copied()
                    .filter(|&(b, _)| sheet.is_open(b))
                    .collect();
                assert_eq!(got.allowed, want, "{dice:?} on {sheet:?}");
                assert_eq!(got.bonus, 0, "no extra-Kniffel bonus in Extreme");
            }
        }
    }
    assert_eq!(rolls, 77_760);
}

/// The plain definitions themselves, on the worked examples of docs/rules.md.
#[test]
fn the_plain_definitions_agree_with_the_worked_examples() {
    assert_eq!(plain_points(FullHouse, &[5, 5, 5, 3, 3]), 25);
    assert_eq!(plain_points(FullHouse, &[2, 2, 2, 2, 2]), 0);
    assert_eq!(plain_points(SmallStraight, &[4, 5, 6, 7, 1, 1]), 30);
    assert_eq!(plain_points(Highway, &[0, 1, 2, 3, 4, 5]), 50);
    assert_eq!(plain_points(TwoPairs, &[1, 1, 1, 1, 2, 3]), 0);
    assert_eq!(plain_points(ThreePairs, &[3, 3, 3, 4, 4, 4]), 0);
    assert_eq!(plain_points(TwoTriples, &[5, 5, 5, 6, 6, 6]), 45);
    assert_eq!(plain_points(Sixes, &[6, 6, 1, 2, 3, 9]), 12);
}
