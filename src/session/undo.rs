//! Undo policy: undo takes back the last human action and every computer move after it,
//! so it always lands on a human's decision, and never shows what should stay hidden.

use crate::engine::error::RuleError;
use crate::engine::game::{Action, Game, GameKind};

/// How many actions of the log stay when the last human action is undone; None when
/// there is nothing a human may undo.
pub fn undo_point(game: &Game) -> Option<usize> {
    last_human_action(game).filter(|&keep| undo_reveals_nothing(game, keep))
}

/// Whether undo is possible now.
pub fn can_undo(game: &Game) -> bool {
    undo_point(game).is_some()
}

/// The game as it was before the last human action; None when nothing may be undone.
pub fn undo(game: &Game) -> Option<Result<Game, RuleError>> {
    let keep = undo_point(game)?;
    Some(Game::replay(game.setup.clone(), &game.log[..keep]))
}

/// The index of the last action a human took, or None when no human has acted.
fn last_human_action(game: &Game) -> Option<usize> {
    let mut replay = Game::new(game.setup.clone()).ok()?;
    let mut last = None;
    for (i, action) in game.log.iter().enumerate() {
        let player = replay.current_player();
        if game
            .setup
            .players
            .get(player)
            .is_some_and(|p| p.bot.is_none())
        {
            last = Some(i);
        }
        replay.apply(action.clone()).ok()?;
    }
    last
}

/// Would undoing the actions from `keep` on show nothing that should stay hidden?
/// Karten-Kniffel: an exchange or a play draws cards, and replaying the same seed draws
/// the same ones again, so taking it back would let the player know their next cards.
/// There only an Announce (which draws nothing) can be undone.
fn undo_reveals_nothing(game: &Game, keep: usize) -> bool {
    game.kind() != GameKind::Cards
        || game
            .log
            .get(keep..)
            .is_some_and(|rest| rest.iter().all(|a| matches!(a, Action::Announce)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::{BotKind, Setup};
    use crate::engine::sheet::BoxId;

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
        assert_eq!(back.log, vec![Action::Roll]);
        assert_eq!(back.state.dice_turn().map(|t| t.rolls), Some(1));
    }

    #[test]
    fn undo_lands_on_the_last_human_decision_past_computer_moves() {
        let mut setup = Setup::new(GameKind::Classic, &["Ada", "Computer"]).with_seed(9);
        setup.players[1].bot = Some(BotKind::Greedy);
        let mut g = Game::new(setup).expect("setup");
        g.apply(Action::Roll).expect("roll");
        g.apply(Action::Score {
            box_id: BoxId::Chance,
        })
        .expect("score");
        let human_actions = g.log.len();
        // The computer's turn: roll and score.
        g.apply(Action::Roll).expect("bot roll");
        g.apply(Action::Score {
            box_id: BoxId::Chance,
        })
        .expect("bot score");
        let back = undo(&g).expect("possible").expect("replays");
        assert_eq!(back.log.len(), human_actions - 1);
        assert_eq!(back.current_player(), 0);
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
            .state
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
