//! Why a save could not be loaded (`LoadError`, `Corruption`).

use crate::engine::error::RuleError;
use thiserror::Error;

/// Why a save could not be loaded. `Display` is for developers; the UI words each case
/// itself (`lang`).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LoadError {
    /// Not a save this version can read, or one that does not replay.
    #[error("the save is damaged ({0})")]
    Corrupt(Corruption),
    /// Written in a newer save format than this version knows (the format number).
    #[error("the save is from a newer version of Pasch (format {0})")]
    Newer(u32),
    /// A game started under newer rules than this version plays (the rules version).
    #[error("the game is played under newer rules than this version of Pasch knows (rules {0})")]
    NewerRules(u32),
}

/// What is wrong with a save that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Corruption {
    /// Not JSON, or not shaped like a save of its format (the JSON reader's message).
    #[error("unreadable: {0}")]
    Unreadable(String),
    /// No format number (not a save at all).
    #[error("no format version")]
    NoFormat,
    /// A rules version no Pasch ever had (0).
    #[error("rules version 0")]
    NoRules,
    /// The setup is not one a game can start with.
    #[error("the setup is refused: {0}")]
    Setup(RuleError),
    /// The action at `index` (counting from 0) in the log is not legal where it stands.
    #[error("action {index} of the log is refused: {refusal}")]
    Log {
        /// The action's place in the log (from 0).
        index: usize,
        /// Why the rules refuse it there.
        refusal: RuleError,
    },
}

/// A save the JSON reader refused.
pub(super) fn unreadable(e: serde_json::Error) -> LoadError {
    LoadError::Corrupt(Corruption::Unreadable(e.to_string()))
}
