//! How a game is played around the rules, for the app and native tests alike: the
//! session (`play`: the game, its computer players and the finished games, changed only
//! through operations that say what happened), kids' mode's checker of typed sums
//! (`sums`), what undo may take back (`undo`) and how
//! computer players take their turns (`bots`), and the new-game form's values as the
//! engine's setup (`form`). Pure Rust: the UI only schedules, shows and stores what these
//! decide.

pub mod bots;
pub mod form;
pub mod play;
pub mod sums;
pub mod undo;

#[cfg(test)]
mod tests;

pub use play::{
    again, persons_turn_begins, AskedAt, Change, Moved, Outcome, SavedElsewhere, Saver, Session,
};
