//! The exact solver and the rules engine score Yatzy and Maxi Yatzy the same way: the
//! solver gets its scoring as data of its own (it names nothing of Pasch), so this test
//! is what keeps the published optima the optima of the game the app plays.

use kniffel_solver::games::{MAXI_YATZY_BOXES, YATZY_BOXES};
use pasch::engine::{BoxId, MaxiYatzyRules, Sheet, Variant, YatzyRules};

/// Every roll of `n` dice, in order, as faces 1..=6.
fn every_roll(n: u32) -> impl Iterator<Item = Vec<u8>> {
    (0..6u32.pow(n)).map(move |mut i| {
        (0..n)
            .map(|_| {
                let face = (i % 6) as u8 + 1;
                i /= 6;
                face
            })
            .collect()
    })
}

/// The engine's points of `dice` in each box of an empty sheet, by box id.
fn engine_points(variant: Variant, dice: &[u8]) -> Vec<(&'static str, u16)> {
    let offer = variant.offer(dice, &Sheet::default());
    offer.allowed.iter().map(|&(b, p)| (b.id(), p)).collect()
}

fn assert_same(variant: Variant, rules: &[kniffel_solver::games::Rule], dice_count: u32) {
    let mut rolls = 0;
    for dice in every_roll(dice_count) {
        let engine = engine_points(variant, &dice);
        assert_eq!(engine.len(), rules.len(), "{variant:?}: one value per box");
        for (rule, (id, points)) in rules.iter().zip(&engine) {
            assert_eq!(rule.id(), *id, "{variant:?}: the boxes in the same order");
            assert_eq!(
                rule.points(&dice),
                *points,
                "{variant:?} {id} of {dice:?}: solver and engine differ"
            );
            assert!(BoxId::from_id(id).is_some());
        }
        rolls += 1;
    }
    assert_eq!(rolls, 6usize.pow(dice_count));
}

#[test]
fn yatzy_is_scored_alike_for_every_roll() {
    let rules = Variant::Yatzy {
        rules: YatzyRules::default(),
    };
    assert_same(rules, &YATZY_BOXES, 5);
}

#[test]
fn maxi_yatzy_is_scored_alike_for_every_roll() {
    let rules = Variant::MaxiYatzy {
        rules: MaxiYatzyRules::default(),
    };
    assert_same(rules, &MAXI_YATZY_BOXES, 6);
}
