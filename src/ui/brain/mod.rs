//! The page's side of the computer's brain (`crate::brain`): questions go to the brain's
//! Web Worker (`workers/solver-worker`), started on the first question, never at
//! start-up; answers come back to whoever asked. The brain keeps the exact tables and
//! the computer players; the page only asks and shows.
//!
//! Nothing here may leave a game waiting: a worker that cannot be made, reports an
//! error, or stays silent for too long while it owes an answer (its wasm did not start,
//! or it stopped: `brain::Watchdog`) is ended, and the same brain is loaded into the page
//! itself, where the questions still waiting are asked again. It then thinks on the
//! page's thread, but the computer plays on. Should even that fail (its files could not
//! be fetched), greedy players in the page stand in for the computers, and hints say the
//! advisor could not be loaded.

mod link;
mod status;

use crate::brain::{Answer, BotDriver, BotMove, Question};
use leptos::prelude::*;
use link::Link;
use status::BrainStatus;
use std::cell::RefCell;
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
    /// The greedy players that move for the computers when no brain can be had.
    stand_in: StoredValue<Rc<RefCell<BotDriver>>, LocalStorage>,
}

impl Default for BrainService {
    fn default() -> Self {
        Self::new()
    }
}

impl BrainService {
    /// No brain yet: it is started by the first question.
    pub fn new() -> BrainService {
        let status = BrainStatus::new();
        BrainService {
            progress: status.progress,
            failed: status.failed,
            link: StoredValue::new_local(None),
            stand_in: StoredValue::new_local(Rc::new(RefCell::new(BotDriver::with_players(
                0,
                crate::ai::greedy_seats,
            )))),
        }
    }

    /// Asks the brain; `answered` gets its answer (on a later task, never at once).
    pub fn ask(&self, question: Question, answered: impl FnOnce(Answer) + 'static) {
        self.failed.set(false);
        let link = match self.link.get_value() {
            Some(link) => link,
            None => {
                let link = Link::start(self.status());
                self.link.set_value(Some(link.clone()));
                link
            }
        };
        // The brain answers every move with a move: "no table" for one means that no
        // brain could be had.
        let stand_in = match &question {
            Question::Move { save, .. } => Some((save.clone(), self.stand_in.get_value())),
            _ => None,
        };
        link.ask(
            question,
            Box::new(move |answer| match (answer, stand_in) {
                (Answer::NoTable, Some((save, driver))) => {
                    answered(Answer::Move(stand_in_move(&save, &driver)));
                }
                (answer, _) => answered(answer),
            }),
        );
    }

    /// What the screens see of the brain (the link to its worker writes it).
    fn status(&self) -> BrainStatus {
        BrainStatus {
            progress: self.progress,
            failed: self.failed,
        }
    }
}

/// The stand-in's move in the game of `save` (none if the save does not read: it is the
/// page's own).
fn stand_in_move(save: &str, driver: &RefCell<BotDriver>) -> BotMove {
    match crate::engine::read_save(save) {
        Ok(game) => driver.borrow_mut().decide(&game),
        Err(_) => BotMove::default(),
    }
}
