//! The pace of computer players at the table: the pause before each move, so people
//! can follow it. What they play is the brain's (`crate::brain`); the screen only waits
//! and shows.

use crate::engine::{Action, Game};

/// How long a computer's move waits, so people can follow it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    /// The usual pause, long enough to follow each move (Settings: "Relaxed").
    Normal,
    /// Shorter pauses (Settings: the computer players' pace "Fast").
    Fast,
    /// A person tapped to skip ahead: the moves follow at once (each still a step of
    /// its own, so the page keeps drawing).
    Skip,
}

/// After what the computer waits before its move.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Before {
    /// A die held or released: the next hold or roll follows quickly.
    Hold,
    /// A score landed (a box, a chip, a play): its message stays a moment on screen
    /// before the next turn's first roll moves the sheet on.
    Landing,
    Other,
}

/// The pause before the computer's next move in milliseconds, or None when no
/// computer is to move. Holds follow each other quicker than rolls and boxes, and a
/// landed score is left to be read a little longer.
pub fn pause_before_bot(game: &Game, pace: Pace) -> Option<u32> {
    if game.is_over() {
        return None;
    }
    game.setup().players.get(game.current_player())?.bot?;
    let before = match game.log().last() {
        Some(Action::Hold { .. }) => Before::Hold,
        Some(
            Action::Score { .. } | Action::TakeChip { .. } | Action::NoChip | Action::Play { .. },
        ) => Before::Landing,
        _ => Before::Other,
    };
    Some(match (pace, before) {
        (Pace::Normal, Before::Landing) => 1600,
        (Pace::Normal, Before::Other) => 800,
        (Pace::Normal, Before::Hold) => 300,
        (Pace::Fast, Before::Landing) => 500,
        (Pace::Fast, Before::Other) => 250,
        (Pace::Fast, Before::Hold) => 100,
        (Pace::Skip, _) => 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brain::bots::bots_only;
    use crate::engine::{BotKind, GameKind, Setup};

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

    #[test]
    fn a_landed_score_is_left_to_be_read() {
        let mut game = bots_only(GameKind::Classic, BotKind::Greedy, 6);
        game.apply(Action::Roll).expect("roll");
        game.apply(Action::Score {
            box_id: crate::engine::BoxId::Chance,
        })
        .expect("score");
        assert_eq!(pause_before_bot(&game, Pace::Normal), Some(1600));
        assert_eq!(pause_before_bot(&game, Pace::Skip), Some(0));
    }
}
