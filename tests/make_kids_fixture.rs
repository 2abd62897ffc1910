use pasch::engine::{Action, BoxId, DiceSource, Game, GameKind, Setup};
use pasch::stats::history::History;

#[test]
#[ignore]
fn make() {
    let mut setup = Setup::new(GameKind::Classic, &["Mia"]).with_seed(29);
    setup.dice = DiceSource::Manual;
    setup.players[0].counts_self = true;
    setup.id = setup.content_id(&[]);
    let mut game = Game::new(setup).expect("setup");
    use BoxId::*;
    let turns: [([u8; 5], BoxId, bool); 13] = [
        ([1, 1, 1, 2, 3], Ones, true),
        ([2, 2, 2, 5, 6], Twos, true),
        ([3, 3, 3, 3, 1], Threes, false),
        ([4, 4, 4, 1, 2], Fours, true),
        ([5, 5, 5, 2, 2], Fives, true),
        ([6, 6, 6, 1, 1], Sixes, false),
        ([3, 3, 3, 4, 5], ThreeOfAKind, true),
        ([2, 2, 2, 2, 5], FourOfAKind, false),
        ([2, 2, 5, 5, 5], FullHouse, true),
        ([1, 2, 3, 4, 6], SmallStraight, true),
        ([2, 3, 4, 5, 6], LargeStraight, true),
        ([6, 6, 6, 6, 6], Kniffel, true),
        ([1, 3, 4, 6, 6], Chance, false),
    ];
    for (dice, b, first) in turns {
        game.apply(Action::EnterDice { dice: dice.to_vec() }).expect("dice");
        game.note_sum(0, first);
        game.apply(Action::Score { box_id: b }).expect("score");
        if b == Sixes {
            game.note_sum(0, true);
            game.note_sum(0, true);
            game.note_upper_asked(0);
        }
    }
    assert!(game.is_over());
    let mut h = History::default();
    h.record(&game, "2026-11-29", 1795910400000).expect("recorded");
    std::fs::write("tests/fixtures/history/v2/pasch-statistics-kids-2026-11-29.json", h.to_file()).expect("write");
}
