use super::*;
use crate::brain::Answer;
use crate::engine::{Action, BoxId, GameKind, Setup};

fn game() -> Game {
    Game::new(Setup::new(GameKind::Classic, &["Ann", "Bob"]).with_seed(3)).expect("setup")
}

#[test]
fn a_flood_is_dropped_after_the_burst_and_a_steady_hand_is_not() {
    let mut gate = Gate::new(0.0);
    let read = (0..3000).filter(|_| gate.admit(100, 1.0)).count();
    assert_eq!(
        read, BURST as usize,
        "a burst, then nothing in the same millisecond"
    );
    // A second later the bucket has refilled by PER_SECOND.
    let read = (0..3000).filter(|_| gate.admit(100, 1001.0)).count();
    assert_eq!(read, PER_SECOND as usize);
    // Someone tapping five times a second is never held up.
    let mut gate = Gate::new(0.0);
    assert!((0..600).all(|i| gate.admit(150, f64::from(i) * 200.0)));
}

#[test]
fn a_message_over_the_limit_is_dropped_and_costs_its_token() {
    let mut gate = Gate::new(0.0);
    assert!(gate.admit(MAX_TO_TABLE, 0.0));
    assert!(!gate.admit(MAX_TO_TABLE + 1, 0.0));
    assert!(!gate.admit(5_000_000, 0.0));
    let left = (0..100).filter(|_| gate.admit(10, 0.0)).count();
    assert_eq!(left, BURST as usize - 3);
    // A clock that goes back does not refill it.
    assert!(!gate.admit(10, -1e9));
}

#[test]
fn only_the_seat_on_turn_acts_and_only_in_the_position_it_saw() {
    let mut g = game();
    let seen = position(&g);
    assert_eq!(judge(&g, 0, seen), Ok(()));
    assert_eq!(judge(&g, 1, seen), Err(Refusal::NotYourTurn));
    g.apply(Action::Roll).expect("roll");
    // A second tap made before the roll's view came: stale.
    assert_eq!(judge(&g, 0, seen), Err(Refusal::Stale));
    assert_eq!(judge(&g, 0, position(&g)), Ok(()));
}

#[test]
fn a_position_tells_apart_logs_of_the_same_length() {
    let mut a = game();
    a.apply(Action::Roll).expect("roll");
    let mut b = a.clone();
    a.apply(Action::Hold { die: 0, held: true }).expect("hold");
    b.apply(Action::Hold { die: 1, held: true }).expect("hold");
    assert_eq!(position(&a).moves, position(&b).moves);
    assert_ne!(position(&a), position(&b));
    // Another game with the same moves is another position too.
    let mut c =
        Game::new(Setup::new(GameKind::Classic, &["Ann", "Bob"]).with_seed(3)).expect("setup");
    c.apply(Action::Roll).expect("roll");
    c.apply(Action::Hold { die: 0, held: true }).expect("hold");
    assert_ne!(position(&a), position(&c), "another game id");
    // A hint changes nothing on the table: the position stays.
    let before = position(&a);
    a.note_hint(0);
    assert_eq!(position(&a), before);
    // And the digest fits a JavaScript number as JSON.
    let json = serde_json::to_string(&before).expect("json");
    let back: serde_json::Value = serde_json::from_str(&json).expect("json");
    assert!(back["digest"].as_u64().is_some_and(|d| d < (1 << 53)));
}

#[test]
fn nobody_acts_after_the_end() {
    let mut g = Game::new(Setup::new(GameKind::Classic, &["Ann"]).with_seed(1)).expect("setup");
    while !g.is_over() {
        g.apply(Action::Roll).expect("roll");
        let open = g.state().legal_actions();
        let score = open
            .into_iter()
            .find(|a| matches!(a, Action::Score { .. }))
            .expect("a box");
        g.apply(score).expect("score");
    }
    assert_eq!(judge(&g, 0, position(&g)), Err(Refusal::NotYourTurn));
}

#[test]
fn a_hint_is_counted_and_asked_once_per_position() {
    let mut g = game();
    g.apply(Action::Roll).expect("roll");
    let at = position(&g);
    let answer = Answer::Advice {
        options: vec![],
        exact: true,
    };
    let mut hints = Hints::default();
    assert_eq!(hints.ask(at), HintStep::Ask);
    assert_eq!(hints.ask(at), HintStep::Wait, "asked, not answered yet");
    hints.answered(at, answer.clone());
    for _ in 0..1000 {
        assert_eq!(hints.ask(at), HintStep::Again(answer.clone()));
    }
    g.apply(Action::Score {
        box_id: BoxId::Chance,
    })
    .expect("score");
    g.apply(Action::Roll).expect("Bob rolls");
    // Another position: counted and asked again; a late answer for the old one is not kept.
    let next = position(&g);
    assert_eq!(hints.ask(next), HintStep::Ask);
    hints.answered(at, answer);
    assert_eq!(hints.ask(next), HintStep::Wait);
}
