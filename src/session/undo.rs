//! Undo policy: undo takes back the last human decision and every computer move after it,
//! so it always lands on a human's decision. A roll is final: undo never goes back past an
//! action that threw the app's dice or drew cards (`Action::draws_chance`), because the
//! replay from the seed would throw the same dice again and let the player re-roll
//! knowing what comes. So after a roll undo reaches at most that roll's dice as they
//! fell; a box, chip or field taken since can be taken back (with any bonus it earned,
//! since the state is rebuilt by replay); and once the next player, human or computer,
//! has rolled, the last box stands. In Karten-Kniffel every exchange and play draws, so
//! only an announcement can be undone there.

use crate::engine::{Game, RuleError};

/// How many actions of the log stay when the last human decision is undone; None when
/// there is nothing a human may undo.
pub fn undo_point(game: &Game) -> Option<usize> {
    last_human_action(game).filter(|&keep| keep >= chance_floor(game))
}

/// Whether undo is possible now.
pub fn can_undo(game: &Game) -> bool {
    undo_point(game).is_some()
}

/// The game as it was before the last human decision; None when nothing may be undone.
pub fn undo(game: &Game) -> Option<Result<Game, RuleError>> {
    let keep = undo_point(game)?;
    // Hints once shown stay counted: undo takes back moves, not the help.
    Some(game.rewound(keep))
}

/// The index of the last action a human took, or None when no human has acted.
fn last_human_action(game: &Game) -> Option<usize> {
    let mut replay = Game::new(game.setup().clone()).ok()?;
    let mut last = None;
    for (i, action) in game.log().iter().enumerate() {
        let player = replay.current_player();
        if game.setup().is_person(player) {
            last = Some(i);
        }
        replay.apply(action.clone()).ok()?;
    }
    last
}

/// The shortest log undo may leave: everything up to and including the last action that
/// brought chance into the game.
fn chance_floor(game: &Game) -> usize {
    game.log()
        .iter()
        .rposition(|a| a.draws_chance())
        .map_or(0, |i| i + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::BoxId;
    use crate::engine::{Action, BotKind, DiceSource, GameKind, Setup};

    fn game(kind: GameKind, names: &[&str]) -> Game {
        Game::new(Setup::new(kind, names).with_seed(5)).expect("setup")
    }

    #[test]
    fn nothing_to_undo_in_a_new_game() {
        let g = game(GameKind::Classic, &["Ada"]);
        assert!(!can_undo(&g));
        assert!(undo(&g).is_none());
    }

    #[test]
    fn undo_takes_back_the_last_action() {
        let mut g = game(GameKind::Classic, &["Ada"]);
        g.apply(Action::Roll).expect("roll");
        g.apply(Action::Hold { die: 0, held: true }).expect("hold");
        let back = undo(&g).expect("possible").expect("replays");
        assert_eq!(back.log(), vec![Action::Roll]);
        assert_eq!(back.state().dice_turn().map(|t| t.rolls), Some(1));
    }

    #[test]
    fn undo_keeps_the_hints_counted() {
        let mut g = game(GameKind::Classic, &["Ada"]);
        g.apply(Action::Roll).expect("roll");
        g.apply(Action::Hold { die: 0, held: true }).expect("hold");
        g.note_hint(0);
        let back = undo(&g).expect("possible").expect("replays");
        assert_eq!(back.log(), vec![Action::Roll]);
        assert!(back.hints_used());
    }

    #[test]
    fn a_roll_is_final() {
        let mut g = game(GameKind::Classic, &["Ada"]);
        g.apply(Action::Roll).expect("roll");
        assert!(!can_undo(&g), "the first roll cannot be taken back");
        g.apply(Action::Hold { die: 0, held: true }).expect("hold");
        g.apply(Action::Hold { die: 1, held: true }).expect("hold");
        g.apply(Action::Roll).expect("second roll");
        let after_second_roll = g.clone();
        assert!(!can_undo(&g), "the second roll cannot be taken back");
        g.apply(Action::Hold { die: 2, held: true }).expect("hold");
        let back = undo(&g).expect("the hold can").expect("replays");
        assert_eq!(back, after_second_roll, "the dice as they fell");
        assert!(!can_undo(&back), "but not the roll before it");
    }

    #[test]
    fn undoing_a_box_restores_the_dice_and_the_open_box() {
        let mut g = game(GameKind::Classic, &["Ada"]);
        g.apply(Action::Roll).expect("roll");
        let before = g.clone();
        g.apply(Action::Score {
            box_id: BoxId::Chance,
        })
        .expect("score");
        let back = undo(&g).expect("possible").expect("replays");
        assert_eq!(back, before);
    }

    #[test]
    fn undoing_a_box_takes_back_the_extra_kniffel_bonus_it_earned() {
        // Real dice typed in make the second Kniffel certain.
        let mut setup = Setup::new(GameKind::Classic, &["Ada"]).with_seed(1);
        setup.dice = DiceSource::Manual;
        let mut g = Game::new(setup).expect("setup");
        let kniffel = || Action::EnterDice {
            dice: vec![6, 6, 6, 6, 6],
        };
        g.apply(kniffel()).expect("typed");
        g.apply(Action::Score {
            box_id: BoxId::Kniffel,
        })
        .expect("Kniffel for 50");
        g.apply(kniffel()).expect("typed again");
        let before = g.clone();
        g.apply(Action::Score {
            box_id: BoxId::Sixes,
        })
        .expect("Sixes, with the extra-Kniffel bonus");
        assert!(g.totals()[0] > before.totals()[0] + 30, "a bonus was paid");
        let back = undo(&g).expect("possible").expect("replays");
        assert_eq!(back, before, "box, dice and bonus as they were");
    }

    #[test]
    fn the_last_box_stands_once_the_computer_has_rolled() {
        let mut setup = Setup::new(GameKind::Classic, &["Ada", "Computer"]).with_seed(9);
        setup.players[1].bot = Some(BotKind::Greedy);
        let mut g = Game::new(setup).expect("setup");
        g.apply(Action::Roll).expect("roll");
        g.apply(Action::Score {
            box_id: BoxId::Chance,
        })
        .expect("score");
        assert!(
            can_undo(&g),
            "before the computer moves, the box can be taken back"
        );
        g.apply(Action::Roll).expect("bot roll");
        assert!(!can_undo(&g));
        assert!(undo(&g).is_none());
    }

    #[test]
    fn a_computer_only_log_has_nothing_to_undo() {
        let mut setup = Setup::new(GameKind::Classic, &["Computer"]).with_seed(3);
        setup.players[0].bot = Some(BotKind::Greedy);
        let mut g = Game::new(setup).expect("setup");
        g.apply(Action::Roll).expect("roll");
        assert!(!can_undo(&g));
    }

    #[test]
    fn karten_kniffel_never_undoes_a_draw() {
        let mut g = game(GameKind::Cards, &["Ada", "Bo"]);
        let exchange = g
            .state()
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::Exchange { .. }))
            .expect("an exchange is always possible at the start");
        g.apply(exchange).expect("exchange");
        assert!(!can_undo(&g));
        assert!(undo(&g).is_none());
    }

    #[test]
    fn refusing_undo_changes_nothing() {
        let g = game(GameKind::Duel, &["Ada"]);
        let before = g.clone();
        assert!(undo(&g).is_none());
        assert_eq!(g, before);
    }
}
