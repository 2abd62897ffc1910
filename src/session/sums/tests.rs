//! The checker of children's sums, box family by box family, on dice typed in.

use super::*;
use crate::engine::{Action, DiceSource, Game, Setup};

/// A solo game of `kind` with `dice` typed in as the first roll.
fn rolled(kind: GameKind, dice: &[u8]) -> Game {
    let mut setup = Setup::new(kind, &["Mia"]).with_seed(3);
    setup.dice = DiceSource::Manual;
    setup.players[0].counts_self = true;
    let mut game = Game::new(setup).expect("setup");
    game.apply(Action::EnterDice {
        dice: dice.to_vec(),
    })
    .expect("dice");
    game
}

fn question(game: &Game, b: BoxId) -> Question {
    let sg = game.state().sheet_game().expect("a scoresheet game");
    box_question(sg, b).expect("the box is offered")
}

fn ask(kind: GameKind, dice: &[u8], b: BoxId) -> (i32, How) {
    let q = question(&rolled(kind, dice), b);
    (q.points, q.how)
}

#[test]
fn upper_boxes_count_the_face() {
    assert_eq!(
        ask(GameKind::Classic, &[4, 4, 4, 2, 6], BoxId::Fours),
        (12, How::CountFace { face: 4, count: 3 })
    );
    assert_eq!(
        ask(GameKind::Classic, &[4, 4, 4, 2, 6], BoxId::Ones),
        (0, How::NoFit)
    );
}

#[test]
fn kniffel_kinds_and_chance_add_all_dice_extreme_doubles_super_chance() {
    let dice = vec![3, 3, 3, 5, 6];
    assert_eq!(
        ask(GameKind::Classic, &dice, BoxId::ThreeOfAKind),
        (20, How::AddAll { dice: dice.clone() })
    );
    assert_eq!(
        ask(GameKind::Classic, &dice, BoxId::Chance),
        (20, How::AddAll { dice: dice.clone() })
    );
    assert_eq!(
        ask(GameKind::Classic, &dice, BoxId::FourOfAKind),
        (0, How::NoFit)
    );
    let six = vec![1, 2, 3, 4, 5, 9];
    assert_eq!(
        ask(GameKind::Extreme, &six, BoxId::SuperChance),
        (48, How::TwiceAll { dice: six.clone() })
    );
}

#[test]
fn fixed_values_are_fixed() {
    assert_eq!(
        ask(GameKind::Classic, &[2, 2, 5, 5, 5], BoxId::FullHouse),
        (25, How::Fixed)
    );
    assert_eq!(
        ask(GameKind::Classic, &[1, 2, 3, 4, 6], BoxId::SmallStraight),
        (30, How::Fixed)
    );
    assert_eq!(
        ask(GameKind::Classic, &[6, 6, 6, 6, 6], BoxId::Kniffel),
        (50, How::Fixed)
    );
    assert_eq!(
        ask(GameKind::Yatzy, &[6, 6, 6, 6, 6], BoxId::Yatzy),
        (50, How::Fixed)
    );
}

#[test]
fn yatzy_and_maxi_add_the_dice_that_form_the_box() {
    assert_eq!(
        ask(GameKind::Yatzy, &[6, 6, 5, 5, 2], BoxId::OnePair),
        (12, How::AddSome { dice: vec![6, 6] })
    );
    assert_eq!(
        ask(GameKind::Yatzy, &[6, 6, 5, 5, 2], BoxId::TwoPairs),
        (
            22,
            How::AddSome {
                dice: vec![6, 6, 5, 5]
            }
        )
    );
    assert_eq!(
        ask(GameKind::Yatzy, &[6, 6, 6, 5, 5], BoxId::FullHouse),
        (
            28,
            How::AddSome {
                dice: vec![6, 6, 6, 5, 5]
            }
        )
    );
    assert_eq!(
        ask(GameKind::MaxiYatzy, &[4, 4, 4, 2, 2, 2], BoxId::Villa),
        (
            18,
            How::AddSome {
                dice: vec![4, 4, 4, 2, 2, 2]
            }
        )
    );
    assert_eq!(
        ask(
            GameKind::MaxiYatzy,
            &[4, 4, 4, 2, 1, 1],
            BoxId::ThreeOfAKind
        ),
        (
            12,
            How::AddSome {
                dice: vec![4, 4, 4]
            }
        )
    );
}

#[test]
fn generala_served_shows_the_five() {
    assert_eq!(
        ask(GameKind::Generala, &[2, 2, 5, 5, 5], BoxId::FullHouse),
        (35, How::Served { base: 30, bonus: 5 })
    );
    // On a later roll the same dice are worth the box's value alone.
    let mut game = rolled(GameKind::Generala, &[1, 3, 5, 6, 6]);
    game.apply(Action::EnterDice {
        dice: vec![2, 2, 5, 5, 5],
    })
    .expect("a second roll");
    assert_eq!(question(&game, BoxId::FullHouse).how, How::Fixed);
    assert_eq!(question(&game, BoxId::FullHouse).points, 30);
}

#[test]
fn nothing_is_asked_before_the_dice_are_in() {
    let mut setup = Setup::new(GameKind::Classic, &["Mia"]);
    setup.dice = DiceSource::Manual;
    let game = Game::new(setup).expect("setup");
    let sg = game.state().sheet_game().expect("sheet");
    assert_eq!(box_question(sg, BoxId::Chance), None);
}

#[test]
fn first_wrong_gives_a_hint_second_wrong_the_answer() {
    let q = question(&rolled(GameKind::Classic, &[4, 4, 4, 2, 6]), BoxId::Fours);
    let mut a = Attempt::new(q.clone());
    assert_eq!(a.check(" 12 "), Verdict::Right { first_try: true });
    let mut a = Attempt::new(q.clone());
    assert_eq!(a.check("vier"), Verdict::NotANumber, "not counted");
    assert_eq!(a.check("16"), Verdict::TryAgain(q.how.clone()));
    assert_eq!(a.check("12"), Verdict::Right { first_try: false });
    let mut a = Attempt::new(q.clone());
    assert_eq!(a.check("16"), Verdict::TryAgain(q.how.clone()));
    assert_eq!(a.check("8"), Verdict::Shown(q.how.clone()));
}

#[test]
fn the_upper_total_and_bonus_are_asked_once_the_upper_section_is_full() {
    let mut sheet = Sheet::default();
    let variant = Variant::of(GameKind::Classic, &Default::default()).expect("classic");
    for (b, p) in UPPER_BOXES.iter().zip([3, 6, 9, 12, 15, 18]) {
        assert_eq!(upper_questions(variant, &sheet), None, "not full yet");
        sheet.set(*b, p);
    }
    let [total, bonus] = upper_questions(variant, &sheet).expect("asked");
    assert_eq!(total.points, 63);
    assert_eq!(
        total.how,
        How::UpperTotal {
            boxes: vec![3, 6, 9, 12, 15, 18]
        }
    );
    assert_eq!(bonus.points, 35);
    assert_eq!(
        bonus.how,
        How::Bonus {
            total: 63,
            at: 63,
            bonus: 35
        }
    );
    sheet.set(BoxId::Sixes, 12);
    assert_eq!(
        upper_questions(variant, &sheet).expect("asked")[1].points,
        0
    );
    let generala = Variant::of(GameKind::Generala, &Default::default()).expect("generala");
    assert_eq!(
        upper_questions(generala, &sheet),
        None,
        "no bonus, no question"
    );
}

#[test]
fn typed_sums_never_change_the_points() {
    // The tally is a note beside the game: the sheet is the rules' alone.
    let mut game = rolled(GameKind::Classic, &[4, 4, 4, 2, 6]);
    game.note_sum(0, false);
    game.apply(Action::Score {
        box_id: BoxId::Fours,
    })
    .expect("score");
    let sg = game.state().sheet_game().expect("sheet");
    assert_eq!(sg.players()[0].sheet.get(BoxId::Fours), Some(12));
    assert_eq!(game.sums_of(0).asked, 1);
}
