//! The session played natively: people's actions, undo, rematch and playing again,
//! computers through whole games, and every finished game recorded exactly once.

use super::bots::Pace;
use super::*;
use crate::ai::kniffel::tables;
use crate::brain::{Brain, BOT_STEP_LIMIT};
use crate::engine::{Action, BotKind, BoxId, Game, GameKind, RuleError, Setup};
use crate::stats::history::History;

/// The storage of a test: counts saves, keeps nothing, and can play another window
/// that saved meanwhile. Its clock moves on with every save.
#[derive(Default)]
struct TestStorage {
    saves: u64,
    elsewhere: bool,
    /// The computers' brain, asked here and now.
    brain: Brain,
}

/// The computer on turn moves, its brain asked at once (the app asks a worker).
fn bot_step(session: &mut Session, table: &mut TestStorage) -> Outcome {
    let mut brain = std::mem::take(&mut table.brain);
    let outcome = session.bot_step(&mut brain, table);
    table.brain = brain;
    outcome
}

impl Saver for TestStorage {
    fn save(&mut self, _: &Game, _: &mut History) -> Result<(), SavedElsewhere> {
        if self.elsewhere {
            return Err(SavedElsewhere);
        }
        self.saves += 1;
        Ok(())
    }

    fn now(&self) -> (String, u64) {
        ("2026-11-26".to_string(), 1_000 * self.saves)
    }
}

fn session_of(setup: Setup) -> (Session, TestStorage) {
    let mut table = TestStorage::default();
    let mut session = Session::new(None, History::default(), 3);
    assert!(matches!(
        session.start(setup, &mut table),
        Outcome::Changed(Change { replaced: true, .. })
    ));
    (session, table)
}

fn solo(kind: GameKind) -> (Session, TestStorage) {
    session_of(Setup::new(kind, &["Ada"]).with_seed(5))
}

fn changed(outcome: Outcome) -> Change {
    match outcome {
        Outcome::Changed(change) => change,
        other => panic!("expected a change, got {other:?}"),
    }
}

fn game(session: &Session) -> &Game {
    session.game().expect("a game")
}

/// A person's turn of solitaire Kniffel: one roll, then the first open box.
fn roll_and_score(session: &mut Session, table: &mut TestStorage) -> Change {
    changed(session.act(Action::Roll, table));
    let score = game(session)
        .state()
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Score { .. }))
        .expect("an open box");
    changed(session.act(score, table))
}

/// Plays a solitaire Kniffel to its last box; returns the change of that box.
fn play_to_the_end(session: &mut Session, table: &mut TestStorage) -> Change {
    loop {
        let change = roll_and_score(session, table);
        if game(session).is_over() {
            return change;
        }
        assert_eq!(change.recorded, None, "recorded before its end");
    }
}

#[test]
fn a_persons_action_says_who_moved_and_what_came_of_it() {
    let (mut session, mut table) = solo(GameKind::Classic);
    let change = changed(session.act(Action::Roll, &mut table));
    let moved = change.moved.expect("a move");
    assert_eq!(moved.player, "Ada");
    assert!(!moved.events.is_empty());
    assert!(!change.replaced);
    assert_eq!(game(&session).log(), vec![Action::Roll]);
}

#[test]
fn refusals_leave_the_game_and_the_storage_alone() {
    let (mut session, mut table) = solo(GameKind::Classic);
    let before = game(&session).clone();
    let saves = table.saves;
    let outcome = session.act(
        Action::Score {
            box_id: BoxId::Chance,
        },
        &mut table,
    );
    assert!(matches!(outcome, Outcome::Refused(_)), "{outcome:?}");
    assert_eq!(game(&session), &before);
    assert_eq!(table.saves, saves, "nothing saved");

    let no_players = Setup::new(GameKind::Classic, &[]);
    assert!(matches!(
        session.start(no_players, &mut table),
        Outcome::Refused(RuleError::WrongPlayerCount { .. })
    ));
    assert_eq!(game(&session), &before, "a refused start keeps the game");
}

#[test]
fn a_game_saved_elsewhere_meanwhile_is_not_changed_here() {
    let (mut session, mut table) = solo(GameKind::Classic);
    changed(session.act(Action::Roll, &mut table));
    changed(session.act(Action::Hold { die: 0, held: true }, &mut table));
    let before = game(&session).clone();
    table.elsewhere = true;
    assert_eq!(session.act(Action::Roll, &mut table), Outcome::Elsewhere);
    assert_eq!(session.undo(&mut table), Outcome::Elsewhere);
    assert_eq!(game(&session), &before);
}

#[test]
fn undo_follows_the_policy_and_a_roll_is_final() {
    let (mut session, mut table) = solo(GameKind::Classic);
    assert!(!session.can_undo());
    assert_eq!(session.undo(&mut table), Outcome::Nothing);
    changed(session.act(Action::Roll, &mut table));
    assert!(!session.can_undo(), "the roll cannot be taken back");
    let rolled = game(&session).clone();
    changed(session.act(Action::Hold { die: 0, held: true }, &mut table));
    assert!(session.can_undo());
    let change = changed(session.undo(&mut table));
    assert!(change.replaced);
    assert_eq!(change.moved, None);
    assert_eq!(game(&session), &rolled, "the dice as they fell");
    assert_eq!(session.undo(&mut table), Outcome::Nothing);
}

#[test]
fn a_rematch_is_a_new_game_of_the_same_players_and_the_next_begins() {
    let (mut session, mut table) =
        session_of(Setup::new(GameKind::Duel, &["Ada", "Bo", "Cy"]).with_seed(5));
    let last = game(&session).setup().clone();
    let next = session.rematch().expect("a game to follow");
    assert_ne!(next.id, last.id);
    assert_eq!(next.players, last.players);
    assert_eq!(next.options, last.options);
    assert_eq!(next.start_player, (last.start_player + 1) % 3);
    assert!(!next.chosen_seed);
    changed(session.start(next.clone(), &mut table));
    assert_eq!(game(&session).setup(), &next);
    assert_eq!(game(&session).current_player(), next.start_player);
}

#[test]
fn playing_again_throws_the_same_dice_as_a_new_game_each_time() {
    let (mut session, mut table) = solo(GameKind::Classic);
    let first = roll_and_score(&mut session, &mut table);
    let first_roll = first.moved.expect("a box").events;
    let original = game(&session).setup().clone();
    let again = session.play_again().expect("a game to play again");
    let once_more = session.play_again().expect("and again");
    assert_ne!(again.id, original.id);
    assert_ne!(again.id, once_more.id, "a new identity each time");
    assert_eq!(again.seed, original.seed);
    assert_eq!(again.start_player, original.start_player);
    assert!(again.chosen_seed);
    changed(session.start(again, &mut table));
    let replayed = roll_and_score(&mut session, &mut table);
    assert_eq!(replayed.moved.expect("a box").events, first_roll);
    assert_eq!(session.history().len(), 0, "no game ended");
}

#[test]
fn nothing_to_follow_without_a_game() {
    let mut session = Session::new(None, History::default(), 1);
    let mut table = TestStorage::default();
    assert_eq!(session.rematch(), None);
    assert_eq!(session.play_again(), None);
    assert_eq!(session.act(Action::Roll, &mut table), Outcome::Nothing);
    assert_eq!(session.note_hint(&mut table), Outcome::Nothing);
    assert_eq!(bot_step(&mut session, &mut table), Outcome::Nothing);
    assert!(!session.has_unfinished_game());
}

#[test]
fn a_finished_game_is_recorded_exactly_once() {
    let (mut session, mut table) = solo(GameKind::Classic);
    assert!(session.has_unfinished_game());
    let end = play_to_the_end(&mut session, &mut table);
    let kept = end.recorded.expect("recorded as it ended");
    assert_eq!(kept.id, game(&session).setup().id);
    assert!(!session.has_unfinished_game());
    assert_eq!(session.history().len(), 1);
    // A hint looked at afterwards changes the saved game, not the record.
    assert_eq!(changed(session.note_hint(&mut table)).recorded, None);
    assert_eq!(session.record_missing("2026-11-27", 9), None, "not missing");
    assert_eq!(session.history().len(), 1);
}

#[test]
fn a_game_ended_again_after_an_undo_replaces_its_first_record() {
    let (mut session, mut table) = solo(GameKind::Classic);
    let first = play_to_the_end(&mut session, &mut table)
        .recorded
        .expect("recorded");
    let last_box = game(&session).log().last().cloned().expect("a box");
    let undone = changed(session.undo(&mut table));
    assert!(undone.replaced);
    assert_eq!(undone.recorded, None);
    assert!(session.has_unfinished_game());
    let score = game(&session)
        .state()
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Score { .. }) && *a != last_box)
        .unwrap_or(last_box);
    let again = changed(session.act(score, &mut table))
        .recorded
        .expect("recorded again");
    assert_eq!(again.id, first.id);
    assert_eq!(again.at, first.at, "it keeps its place among the games");
    assert_eq!(session.history().len(), 1, "not counted twice");
    assert_eq!(session.history().games()[0], *again);
}

#[test]
fn a_finished_game_the_history_lacks_is_recorded_when_opened() {
    let (mut done, mut table) = solo(GameKind::Classic);
    play_to_the_end(&mut done, &mut table);
    let finished = game(&done).clone();

    let mut session = Session::new(Some(finished.clone()), History::default(), 1);
    let kept = session.record_missing("2026-11-26", 7).expect("missing");
    assert_eq!(kept.id, finished.setup().id);
    assert_eq!(session.record_missing("2026-11-26", 8), None);

    let mut opened = Session::new(None, History::default(), 1);
    let change = changed(opened.open(finished, &mut table));
    assert!(change.recorded.is_some(), "a finished game opened again");
    assert_eq!(opened.history().len(), 1);
}

fn computers(kind: GameKind, bot: BotKind, seed: u64) -> Setup {
    let names = ["A", "B", "C"];
    let mut setup = Setup::new(kind, &names[..*kind.players().start().max(&2)]).with_seed(seed);
    for p in &mut setup.players {
        p.bot = Some(bot);
    }
    setup
}

/// Lets the computers move until none is to move; returns the number of actions of
/// each turn.
fn bots_play(session: &mut Session, table: &mut TestStorage) -> Vec<u32> {
    let mut turns = vec![0];
    while session.bot_pause(Pace::Skip).is_some() {
        let change = changed(bot_step(session, table));
        assert!(change.moved.is_some());
        *turns.last_mut().expect("a turn") += 1;
        if game(session).log().last().is_some_and(Action::ends_turn) {
            turns.push(0);
        }
    }
    turns
}

#[test]
fn computers_play_whole_games_of_every_kind_and_each_is_recorded_once() {
    for kind in GameKind::ALL {
        let (mut session, mut table) = session_of(computers(kind, BotKind::Easy, 21));
        assert_eq!(session.bot_pause(Pace::Normal), Some(800));
        bots_play(&mut session, &mut table);
        assert!(game(&session).is_over(), "{kind:?}");
        assert_eq!(bot_step(&mut session, &mut table), Outcome::Nothing);
        assert_eq!(session.history().len(), 1, "{kind:?}");
        assert!(
            !session.can_undo(),
            "{kind:?}: nothing of a person's to undo"
        );
    }
}

#[test]
fn a_stuck_computer_is_made_to_end_its_turn() {
    // The random Dice Duel player holds and frees dice as readily as it takes a chip:
    // some of its turns would go on and on.
    let (mut session, mut table) = session_of(computers(GameKind::Duel, BotKind::Random, 4));
    let turns = bots_play(&mut session, &mut table);
    assert!(game(&session).is_over());
    assert_eq!(
        turns.iter().max().copied(),
        Some(BOT_STEP_LIMIT + 1),
        "the longest turns are cut off by the guard"
    );
}

#[test]
fn the_computer_waits_for_a_person_and_moves_after_them() {
    let mut setup = Setup::new(GameKind::Classic, &["Ada", "Computer"]).with_seed(2);
    setup.players[1].bot = Some(BotKind::Greedy);
    setup.start_player = 0;
    let (mut session, mut table) = session_of(setup);
    assert_eq!(session.bot_pause(Pace::Normal), None, "a person is on turn");
    assert_eq!(bot_step(&mut session, &mut table), Outcome::Nothing);
    roll_and_score(&mut session, &mut table);
    // After a landed score the computer leaves it a moment to be read.
    assert_eq!(session.bot_pause(Pace::Fast), Some(500));
    bots_play(&mut session, &mut table);
    assert_eq!(game(&session).current_player(), 0, "back to the person");
    assert!(!session.can_undo(), "the computer rolled: the box stands");
}

#[test]
fn a_game_with_a_strong_classic_computer_asks_for_its_table_at_once() {
    let mut setup = Setup::new(GameKind::Classic, &["Ada", "Computer"]).with_seed(2);
    setup.players[1].bot = Some(BotKind::Strong);
    setup.start_player = 0;
    let (session, _) = session_of(setup);
    let question = session.prepare_question().expect("a game with a computer");
    let rules = crate::ai::coach::classic_rules(game(&session)).expect("classic");
    // Another test of this process may have solved the table already.
    let expected = tables::ready(rules).is_none().then_some(rules);
    assert_eq!(Brain::new().needs(&question), expected);
    assert_eq!(session.bot_question(), None, "a person is on turn");

    let (easy, _) = session_of(computers(GameKind::Classic, BotKind::Easy, 1));
    let question = easy.prepare_question().expect("a game with computers");
    assert_eq!(Brain::new().needs(&question), None);
    let (people, _) = solo(GameKind::Classic);
    assert_eq!(people.prepare_question(), None);
    // Maxi Yatzy's fitted values, which every Hint reads, are asked for as it opens.
    let (maxi, _) = solo(GameKind::MaxiYatzy);
    assert!(maxi.prepare_question().is_some());
}

#[test]
fn a_persons_turn_begins_after_any_turn_ended_an_exchange_too() {
    let mut setup = Setup::new(GameKind::Cards, &["Computer", "Ada"]).with_seed(3);
    setup.players[0].bot = Some(BotKind::Easy);
    setup.start_player = 0;
    let (mut session, mut table) = session_of(setup);
    assert!(!persons_turn_begins(game(&session)), "nothing ended yet");
    let exchange = game(&session)
        .state()
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Exchange { .. }))
        .expect("an exchange is possible at the start");
    changed(session.act(exchange, &mut table));
    assert_eq!(game(&session).current_player(), 1);
    assert!(
        persons_turn_begins(game(&session)),
        "the computer exchanged: Ada's turn begins"
    );
}

#[test]
fn a_game_from_another_window_is_followed_and_a_cleared_one_is_gone() {
    let (mut session, mut table) = solo(GameKind::Classic);
    let (other, _) = solo(GameKind::Duel);
    let saves = table.saves;
    session.follow(game(&other).clone());
    assert_eq!(game(&session), game(&other));
    assert_eq!(table.saves, saves, "it is stored already");
    changed(session.act(Action::Roll, &mut table));
    session.clear_game();
    assert_eq!(session.game(), None);
    assert_eq!(session.history().len(), 0);
}
