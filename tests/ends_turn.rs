//! `Action::ends_turn` is the one answer to "does this end a turn": over whole games of
//! every kind, an action ends the turn exactly when the engine moves on to the next
//! turn (another player, a Dice Duel Kniffel's extra turn) or ends the game, except
//! for the first of the two chips a solo Dice Duel Kniffel earns and a Generala servida
//! (a roll that wins the game at once: no move ends that turn).

use pasch::ai;
use pasch::engine::{Action, BotKind, Event, Game, GameKind, Setup};

#[test]
fn ends_turn_agrees_with_the_engine_in_every_game() {
    for kind in GameKind::ALL {
        for seed in 0..6u64 {
            let players = if seed % 2 == 0 {
                *kind.players().start()
            } else {
                3
            };
            let names = ["Anna", "Ben", "Cleo"];
            let mut setup = Setup::new(kind, &names[..players]).with_seed(seed);
            for p in &mut setup.players {
                p.bot = Some(BotKind::Easy);
            }
            let mut game = Game::new(setup).expect("a legal setup");
            let mut bots = ai::AllSeats::new(BotKind::Easy, game.setup(), seed);
            let mut ended = 0;
            while !game.is_over() {
                let action = bots.next(&game).expect("a move");
                let player = game.current_player();
                let events = game.apply(action.clone()).expect("a legal move");
                let moved_on = game.is_over()
                    || game.current_player() != player
                    || events
                        .iter()
                        .any(|e| matches!(e, Event::TurnStarted { .. }));
                // The one exception: a solo Dice Duel Kniffel owes two chips, and the
                // turn ends with the second.
                let second_pick_owed = !moved_on
                    && matches!(action, Action::TakeChip { .. })
                    && game
                        .state()
                        .legal_actions()
                        .iter()
                        .all(|a| matches!(a, Action::TakeChip { .. }));
                let servida = events
                    .iter()
                    .any(|e| matches!(e, Event::GeneralaServida { .. }));
                assert_eq!(
                    action.ends_turn(),
                    (moved_on && !servida) || second_pick_owed,
                    "{kind:?} seed {seed}: {action:?}"
                );
                ended += usize::from(moved_on);
            }
            assert!(ended > 0);
        }
    }
}
