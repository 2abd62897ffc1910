//! The advisor in the app: the Hint panel of the scoresheet games, the review after a
//! classic game, and what they show while the brain works out its answer.

pub mod advised;
pub mod compared;
pub mod panel;
pub mod progress;
pub mod review;
