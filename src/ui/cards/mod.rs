//! Karten-Kniffel: the card table, the hand, the two actions, the block and the pass-the-device cover.

pub mod actions;
pub mod announce;
pub mod ctx;
pub mod discard_down;
pub mod exchange;
pub mod hand;
pub mod moves;
pub mod notices;
pub mod pass_cover;
pub mod playing_card;
pub mod score;
pub mod screen;
pub mod seen_moves;
pub mod sheet;
pub mod table;
