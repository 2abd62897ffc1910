//! The two scoresheet games, classic Kniffel and Kniffel Extreme (docs/rules.md
//! sections 1 and 2): roll the dice, then fill one box of a sheet.
//!
//! `sheet`: the box ids and a player's sheet; `classic` and `extreme`: each game's
//! boxes, bonuses and what a roll may fill; `game`: the turn machine both share
//! (`SheetGame`); `position`: a solo game played to a given position, for tests
//! and rule demonstrations.

pub mod classic;
pub mod extreme;
pub(super) mod game;
mod position;
pub mod sheet;

pub use game::{SheetGame, SheetPlayer, Variant};
pub use position::{solo_position, struck};
