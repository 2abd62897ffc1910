//! What the player on turn sees of a Karten-Kniffel game (`CardsTurnView`), the computer
//! players' view: their own hand, every sheet and penalty, the piles' sizes and the
//! face-up card; never another hand or the draw pile's order. It has no `Serialize` and
//! its `Debug` shows no card, so nothing more of the game can be read through it.

use super::game::CardsGame;
use crate::engine::action::Action;
use crate::engine::error::RuleError;
use crate::engine::scoresheet::sheet::{BoxId, Sheet};
use std::fmt;

/// A Karten-Kniffel game as the player on turn sees it (`CardsGame::turn_view`).
#[derive(Clone, Copy)]
pub struct CardsTurnView<'a> {
    game: &'a CardsGame,
}

impl fmt::Debug for CardsTurnView<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CardsTurnView")
            .field("seat", &self.game.current_player())
            .finish_non_exhaustive()
    }
}

impl CardsGame {
    /// The game as the player on turn sees it: what a computer player is given.
    pub fn turn_view(&self) -> CardsTurnView<'_> {
        CardsTurnView { game: self }
    }
}

impl CardsTurnView<'_> {
    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// The seat on turn: the one whose hand this view shows.
    pub fn current_player(&self) -> usize {
        self.game.current_player()
    }

    /// How many players sit at the table.
    pub fn player_count(&self) -> usize {
        self.game.player_count()
    }

    /// 1-based round number.
    pub fn round(&self) -> u32 {
        self.game.round()
    }

    /// The hand of the player on turn.
    pub fn current_hand(&self) -> &[u8] {
        self.game.current_hand()
    }

    /// How many cards a player holds (public at a real table).
    pub fn hand_len(&self, player: usize) -> usize {
        self.game.hand_len(player)
    }

    /// Cards left in the draw pile.
    pub fn draw_pile_len(&self) -> usize {
        self.game.draw_pile_len()
    }

    /// The face-up card on the discard pile.
    pub fn discard_top(&self) -> Option<u8> {
        self.game.discard_top()
    }

    /// A player's sheet: the points in each field filled.
    pub fn sheet(&self, player: usize) -> &Sheet {
        self.game.sheet(player)
    }

    /// How many fields a player has still to fill.
    pub fn open_count(&self, player: usize) -> usize {
        self.game.open_count(player)
    }

    /// The upper fields' malus of a player (`CardsGame::upper_malus`).
    pub fn upper_malus(&self, player: usize) -> i32 {
        self.game.upper_malus(player)
    }

    /// A player's total: fields, bonus and malus, minus penalties.
    pub fn total(&self, player: usize) -> i32 {
        self.game.total(player)
    }

    /// May the player on turn press Announce now?
    pub fn can_announce(&self) -> bool {
        self.game.can_announce()
    }

    /// The penalty the player on turn would get for playing now.
    pub fn penalty_if_played_now(&self) -> i32 {
        self.game.penalty_if_played_now()
    }

    /// How many cards the player on turn discards with a play of `played` cards
    /// (`CardsGame::discard_after_play`).
    pub fn discard_after_play(&self, played: usize) -> usize {
        self.game.discard_after_play(played)
    }

    /// The points and penalty of playing `cards` from the hand on turn into `field`.
    ///
    /// # Errors
    ///
    /// The `RuleError` of `CardsGame::check_play`.
    pub fn check_play(&self, cards: &[u8], field: BoxId) -> Result<(u16, i32), RuleError> {
        self.game.check_play(cards, field)
    }

    /// Every action the rules allow the player on turn now.
    pub fn legal_actions(&self) -> Vec<Action> {
        self.game.legal_actions()
    }
}
