//! The game on screen, as every game screen reads it: the game, what the last action came
//! to (`News`), and a version bumped on every change.

use crate::engine::{Event, Game, RuleError};
use crate::session::Session;
use crate::ui::i18n::Lang;
use leptos::prelude::*;

/// What the last action came to: a refusal the screen shows, or the events it caused.
#[derive(Clone, Debug, PartialEq)]
pub enum News {
    /// The engine refused the action.
    Refused(RuleError),
    /// A refusal in words, told by the table (on a phone: `ui::remote::phone`).
    Told(String),
    /// The action was played: what it caused, for the player who made it.
    Events {
        /// The name of the player who moved.
        player: String,
        /// What the move caused.
        events: Vec<Event>,
    },
}

/// The game on screen and its news (a context: `use_on_screen`).
#[derive(Clone, Copy)]
pub struct OnScreen {
    /// The session's game, as the screens read it.
    pub game: Memo<Option<Game>>,
    /// What the last action came to.
    pub news: RwSignal<Option<News>>,
    /// Bumped on every change to the game, so a scheduled bot move can tell whether the
    /// game it was planned for is still the one on screen.
    pub version: RwSignal<u64>,
}

impl OnScreen {
    /// The game of `session`, with no news yet.
    pub fn of(session: RwSignal<Session>) -> OnScreen {
        OnScreen {
            game: Memo::new(move |_| session.with(|s| s.game().cloned())),
            news: RwSignal::new(None),
            version: RwSignal::new(0),
        }
    }

    /// Why the last action was refused, in `lang`; None after any other news (tracked).
    pub fn refusal(&self, lang: Lang) -> Option<String> {
        self.news.with(|n| match n {
            Some(News::Refused(r)) => Some(lang.refusal(r)),
            Some(News::Told(words)) => Some(words.clone()),
            _ => None,
        })
    }

    /// Counts a change of the game (`version`).
    pub fn bump(&self) {
        self.version.update(|v| *v += 1);
    }
}
