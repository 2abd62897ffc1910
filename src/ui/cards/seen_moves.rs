//! The moves of a card game as everyone at the table saw them: who moved, what happened,
//! how many cards were drawn (hand sizes are public), never a card of a hand. A leaf: the
//! screen builds them, the move list, the notices and the cover read them.

use crate::engine::{Event, Game};
use crate::ui::i18n::Lang;

/// One action of the game as everyone at the table saw it.
#[derive(Clone, Debug, PartialEq)]
pub struct Move {
    /// Who moved.
    pub player: usize,
    /// What happened.
    pub events: Vec<Event>,
    /// Cards the player drew (public: everyone sees cards taken from the pile).
    pub drawn: usize,
}

impl Move {
    /// An exchange or a play: everything but an Announce ends the turn.
    pub fn ends_turn(&self) -> bool {
        self.events
            .iter()
            .any(|e| matches!(e, Event::Exchanged { .. } | Event::Played { .. }))
    }
}

/// The index of `player`'s last exchange or play, if any.
pub fn last_turn_of(moves: &[Move], player: usize) -> Option<usize> {
    moves
        .iter()
        .rposition(|m| m.player == player && m.ends_turn())
}

/// Each move with what the table saw: who, the events, how many cards were drawn (hand
/// sizes are public). A phone's copy has them from the table (`Game::steps`).
pub fn moves_of(game: &Game) -> Vec<Move> {
    game.steps()
        .into_iter()
        .map(|step| {
            let (before, after) = step.hands;
            let removed: usize = step
                .events
                .iter()
                .map(|e| match e {
                    Event::Exchanged { discarded, .. } => discarded.len(),
                    Event::Played { cards, .. } | Event::DiscardedDown { cards, .. } => cards.len(),
                    _ => 0,
                })
                .sum();
            Move {
                player: step.player,
                drawn: (after + removed).saturating_sub(before),
                events: step.events,
            }
        })
        .collect()
}

/// The line read out (and listed) for a move.
pub fn move_text(lang: Lang, name: &str, m: &Move) -> String {
    m.events
        .iter()
        .filter_map(|e| match e {
            Event::Played {
                field,
                points,
                penalty,
                ..
            } => Some(lang.played_news(name, *field, *points, *penalty)),
            Event::Exchanged { discarded, .. } => {
                Some(lang.exchanged_news(name, discarded.len(), m.drawn))
            }
            Event::Announced { by_app, .. } => Some(lang.announced_news(name, *by_app)),
            Event::AnnouncementMissed { penalty, .. } => Some(lang.missed_news(name, *penalty)),
            Event::DiscardedDown { cards, .. } => Some(lang.discarded_down_news(name, cards.len())),
            Event::Reshuffled { .. } => Some(lang.reshuffled_short().to_string()),
            Event::LastRound { .. } => Some(lang.last_round().to_string()),
            Event::GameOver => Some(lang.game_over().to_string()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join(" ")
}
