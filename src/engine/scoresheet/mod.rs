//! The scoresheet games, classic Kniffel, Kniffel Extreme, Yatzy, Maxi Yatzy and
//! Generala (docs/rules.md sections 1, 2, 5, 6 and 7): roll the dice, then fill one box
//! of a sheet.
//!
//! `sheet`: the box ids and a player's sheet; `classic`, `extreme`, `yatzy`,
//! `maxi_yatzy` and `generala`: each game's boxes in sheet order, bonuses and what a
//! roll may fill; `variant`: which game is played, asking the game's own file; `order`: the
//! order boxes must be filled in; `game`:
//! the turn machine they share (`SheetGame`); `position`: a solo game played to a given
//! position, for tests and rule demonstrations.

pub mod classic;
pub mod extreme;
pub(super) mod game;
pub mod generala;
pub mod maxi_yatzy;
pub mod order;
mod position;
pub mod sheet;
pub mod variant;
pub mod yatzy;

pub use game::{SheetGame, SheetPlayer, MAX_HEAD_START};
pub use position::{solo_position, struck};
pub use variant::Variant;
