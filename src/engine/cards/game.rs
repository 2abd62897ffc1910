//! The state of a Karten-Kniffel game (`CardsGame`: hands, piles, sheets) and the
//! numbers of its rules; `state` plays it, `view` reads it, `checks` checks it.

use crate::engine::scoresheet::classic::CLASSIC_BOXES;
use crate::engine::scoresheet::sheet::{BoxId, BoxId::Chance, Sheet};
use serde::{Deserialize, Serialize};

/// The fields of the Karten-Kniffel block: the classic boxes without Chance (their
/// last), in sheet order.
pub const CARD_FIELDS: [BoxId; 12] = {
    assert!(CLASSIC_BOXES[12] as usize == Chance as usize);
    let mut out = [Chance; 12];
    let mut i = 0;
    while i < out.len() {
        out[i] = CLASSIC_BOXES[i];
        i += 1;
    }
    out
};

/// Card values run 1 to `VALUES`.
pub const VALUES: u8 = 6;
/// Cards of each value in the deck.
pub const CARDS_PER_VALUE: usize = 18;
/// Cards in the whole deck (108).
pub const DECK_SIZE: usize = CARDS_PER_VALUE * VALUES as usize;
/// Cards dealt at the start and drawn back up to after a play.
pub const HAND_SIZE: usize = 5;
/// No hand may hold more cards than this.
pub const MAX_HAND: usize = 10;
/// An exchange discards at most this many cards.
pub const MAX_DISCARD: usize = 5;
/// Per card over `HAND_SIZE` held when playing.
pub const PENALTY_PER_EXTRA_CARD: i32 = 2;
/// What filling the second-to-last field unannounced costs.
pub const ANNOUNCEMENT_PENALTY: i32 = 10;
/// Upper fields adding up to less than this cost `UPPER_MALUS`.
pub const UPPER_MALUS_BELOW: i32 = 43;
/// The malus for upper fields below `UPPER_MALUS_BELOW`.
pub const UPPER_MALUS: i32 = -20;

/// One player's sheet, penalties, announcement and secret hand.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardsPlayer {
    pub(super) sheet: Sheet,
    /// Extra-card penalties beside the field they were written to (non-zero ones only).
    pub(super) penalties: Sheet,
    /// `ANNOUNCEMENT_PENALTY` once the second-to-last field was filled unannounced.
    pub(super) announcement_penalty: i32,
    /// The second-to-last field was filled and announced (by the app or the player).
    pub(super) announced: bool,
    /// Secret: only `current_hand` shows it, and only for the player on turn.
    pub(super) hand: Vec<u8>,
}

/// A Karten-Kniffel game: hands, piles, sheets. Changed only through `apply`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardsGame {
    pub(super) players: Vec<CardsPlayer>,
    /// Face down; the top card is the last element.
    pub(super) draw_pile: Vec<u8>,
    /// Face up; the top card is the last element.
    pub(super) discard_pile: Vec<u8>,
    pub(super) current: usize,
    /// The seat that began (the setup's start player); a round ends before it comes
    /// round again.
    #[serde(default)]
    pub(super) first: usize,
    /// 1-based; a round ends after the player before the start player.
    pub(super) round: u32,
    /// Rules version 2: after a play the hand goes back to exactly 5 cards (a surplus is
    /// discarded with the play). Games started under version 1 keep their extra cards.
    #[serde(default)]
    pub(super) exactly_five: bool,
    /// Option "announce yourself".
    pub(super) announce_yourself: bool,
    /// The player on turn pressed Announce this turn.
    pub(super) announcing: bool,
    /// Who filled all their fields first: the round is being finished.
    pub(super) finished_by: Option<usize>,
    pub(super) over: bool,
}
