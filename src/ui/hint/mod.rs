//! The advisor in the app: the Hint panel of the scoresheet games, the review after a
//! classic game, and the service that brings the exact solver's tables into the page.

pub mod panel;
pub mod progress;
pub mod review;
pub mod solver;
