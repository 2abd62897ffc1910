//! The pace of computer players at the table: the pause before each move, so people
//! can follow it. What they play is the brain's (`crate::brain`); the screen only waits
//! and shows.

use crate::engine::game::{Action, Game};

/// How long a computer's move waits, so people can follow it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    Normal,
    Fast,
    /// A person tapped to skip ahead: the moves follow at once (each still a step of
    /// its own, so the page keeps drawing).
    Skip,
}

/// The pause before the computer's next move in milliseconds, or None when no
/// computer is to move. Holds follow each other quicker than rolls and boxes.
pub fn pause_before_bot(game: &Game, pace: Pace) -> Option<u32> {
    if game.is_over() {
        return None;
    }
    game.setup().players.get(game.current_player())?.bot?;
    let after_hold = matches!(game.log().last(), Some(Action::Hold { .. }));
    Some(match (pace, after_hold) {
        (Pace::Normal, false) => 800,
        (Pace::Normal, true) => 300,
        (Pace::Fast, false) => 250,
        (Pace::Fast, true) => 100,
        (Pace::Skip, _) => 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brain::driver::bots_only;
    use crate::engine::game::{BotKind, GameKind, Setup};

    #[test]
    fn nobody_waits_for_humans() {
        let human = Game::new(Setup::new(GameKind::Classic, &["Ada"]).with_seed(1)).expect("setup");
        assert_eq!(pause_before_bot(&human, Pace::Normal), None);
    }

    #[test]
    fn holds_follow_quicker_than_rolls() {
        let mut game = bots_only(GameKind::Classic, BotKind::Greedy, 6);
        assert_eq!(pause_before_bot(&game, Pace::Normal), Some(800));
        game.apply(Action::Roll).expect("roll");
        game.apply(Action::Hold { die: 0, held: true })
            .expect("hold");
        assert_eq!(pause_before_bot(&game, Pace::Normal), Some(300));
        assert_eq!(pause_before_bot(&game, Pace::Fast), Some(100));
    }
}
