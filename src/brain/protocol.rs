//! What the page and the brain say to each other, as JSON text: the page asks
//! (`Request`), the brain answers (`Message`). The game travels as the app's own save
//! (`engine::save`), so the brain plays exactly the game the page keeps, and a save that
//! does not read is answered, never guessed at.

use crate::ai::advice::Advice;
use crate::ai::coach::compare::Compared;
use crate::ai::coach::PlayerReview;
use crate::ai::winchance::Series;
use crate::brain::bots::BotMove;
use serde::{Deserialize, Serialize};

/// A question and the number its answer carries.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// Chosen by the page; the answer repeats it.
    pub id: u32,
    /// What is asked.
    pub question: Question,
}

/// What the page asks about a game (each `save` is `engine::write_save` of it).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Question {
    /// Get ready for this game: bring in the exact tables its computers will need.
    Prepare {
        /// The game, as `engine::write_save` wrote it.
        save: String,
    },
    /// The computer on turn's next move.
    Move {
        /// The game, as `engine::write_save` wrote it.
        save: String,
        /// Where its players draw from: the page's, never the game's, so they cannot
        /// change the dice.
        seed: u64,
    },
    /// The options of the turn on the table, best first (Kniffel, Kniffel Extreme,
    /// Yatzy, Maxi Yatzy and Generala).
    Advice {
        /// The game, as `engine::write_save` wrote it.
        save: String,
    },
    /// "How well did I play?": luck and mistakes of every player (any game; exact in
    /// classic Kniffel).
    Review {
        /// The game, as `engine::write_save` wrote it.
        save: String,
    },
    /// Each player's chance to win now (Kniffel, Kniffel Extreme and Generala, 2 to 8
    /// players).
    WinChance {
        /// The game, as `engine::write_save` wrote it.
        save: String,
    },
    /// The win chances round by round and the turning point, for the end screen.
    WinSeries {
        /// The game, as `engine::write_save` wrote it.
        save: String,
    },
    /// Duplicate's end screen: the decisions that differed on the same dice, and the
    /// Top (`ai::coach::compare`).
    Duplicate {
        /// The game, as `engine::write_save` wrote it.
        save: String,
    },
}

impl Question {
    /// The save the question is about.
    pub fn save(&self) -> &str {
        match self {
            Question::Prepare { save }
            | Question::Move { save, .. }
            | Question::Advice { save }
            | Question::Review { save }
            | Question::WinChance { save }
            | Question::WinSeries { save }
            | Question::Duplicate { save } => save,
        }
    }
}

/// The brain's answer to a question.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Answer {
    /// Ready for the game (its tables are here, or could not be had).
    Prepared,
    /// The move of the computer on turn.
    Move(BotMove),
    /// The turn's options.
    Advice {
        /// The options with their values, best first.
        options: Vec<Advice>,
        /// The exact solver valued them (classic Kniffel), not the strong player's
        /// estimate (Extreme).
        exact: bool,
    },
    /// Every player's review (`ai::coach`; each says whether its values are exact).
    Review(Vec<PlayerReview>),
    /// Each player's chance to win now, by seat (they add up to 1).
    WinChance(Vec<f64>),
    /// The win chances round by round and the turning point.
    WinSeries(Series),
    /// Duplicate's comparison of decisions and its Top.
    Duplicate(Compared),
    /// The exact table this needs could not be had (no cache, the solve failed; Maxi
    /// Yatzy's fitted values not fetched).
    NoTable,
    /// The save did not read here (it should: the brain is built with the page).
    Unreadable(String),
}

/// What the brain says to the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Message {
    /// It listens now (a message posted earlier could have been lost while it loaded).
    Ready,
    /// A table is being solved: this share of it is done (0 to 1).
    Progress(f64),
    /// Still working on a long answer (said now and then, so the page hears it is alive).
    Working,
    /// The answer to a request.
    Answer {
        /// The request's `id`, repeated.
        id: u32,
        /// What the brain answers.
        answer: Answer,
    },
}

impl Message {
    /// The message as the text posted to the page.
    pub fn to_json(&self) -> String {
        // Plain data: serialising it cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// A message the brain posted, if `text` is one.
    pub fn from_json(text: &str) -> Option<Message> {
        serde_json::from_str(text).ok()
    }
}

impl Request {
    /// The request as the text posted to the brain.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// A request of the page, if `text` is one.
    pub fn from_json(text: &str) -> Option<Request> {
        serde_json::from_str(text).ok()
    }
}
