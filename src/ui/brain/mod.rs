//! The page's side of the computer's brain (`crate::brain`): questions go to the brain's
//! Web Worker (`crates/solver-worker`), started on the first question, never at
//! start-up; answers come back to whoever asked. The brain keeps the exact tables and
//! the computer players; the page only asks and shows.
//!
//! Nothing here may leave a game waiting: a worker that cannot be made, reports an
//! error, or stays silent for too long while it owes an answer (its wasm did not start,
//! or it stopped: `brain::Watchdog`) is ended, and the same brain is loaded into the page
//! itself, where the questions still waiting are asked again. It then thinks on the
//! page's thread, but the computer plays on.

mod link;

use crate::brain::{Answer, Question};
use leptos::prelude::*;
use link::Link;
use std::rc::Rc;

/// The brain as the screens see it.
#[derive(Clone, Copy)]
pub struct BrainService {
    /// While the brain solves an exact table: how far, 0 to 1.
    pub progress: RwSignal<Option<f64>>,
    /// The brain could not bring in a table the last question needed, or could not be
    /// loaded at all: the screens say so instead of waiting.
    pub failed: RwSignal<bool>,
    link: StoredValue<Option<Rc<Link>>, LocalStorage>,
}

impl Default for BrainService {
    fn default() -> Self {
        Self::new()
    }
}

impl BrainService {
    /// No brain yet: it is started by the first question.
    pub fn new() -> BrainService {
        BrainService {
            progress: RwSignal::new(None),
            failed: RwSignal::new(false),
            link: StoredValue::new_local(None),
        }
    }

    /// Asks the brain; `answered` gets its answer (on a later task, never at once).
    pub fn ask(&self, question: Question, answered: impl FnOnce(Answer) + 'static) {
        self.failed.set(false);
        let link = match self.link.get_value() {
            Some(link) => link,
            None => {
                let link = Link::start(*self);
                self.link.set_value(Some(link.clone()));
                link
            }
        };
        link.ask(question, Box::new(answered));
    }

    /// The brain answered (or could not be had): what it means for the screens.
    fn heard(&self, answer: &Answer, waiting: bool) {
        if !waiting {
            self.progress.set(None);
        }
        if matches!(answer, Answer::NoTable) {
            self.failed.set(true);
        }
    }
}
