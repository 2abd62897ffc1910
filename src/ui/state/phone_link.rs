//! A phone's link to its table, as the phone's state sees it: where the player's actions
//! and questions go instead of into a session of this device (the table's side of the
//! link is `ui::remote::table`).

use crate::brain::{Answer, Question};
use crate::engine::Action;
use leptos::prelude::*;
use std::rc::Rc;

/// What a phone's screens send to the table (`AppState::for_phone`).
pub enum ToTheTable {
    /// An action of the phone's player.
    Act(Action),
    /// A question for the table's brain about the game, and where its answer goes.
    Ask(Question, Box<dyn FnOnce(Answer)>),
}

/// Where a phone's actions and questions go: to the table.
pub type ActionSink = Rc<dyn Fn(ToTheTable)>;

/// The link to the table on a phone; none on the device that holds the game.
#[derive(Clone, Copy)]
pub struct PhoneLink(StoredValue<Option<ActionSink>, LocalStorage>);

impl PhoneLink {
    /// No link: this device holds the game.
    pub fn none() -> PhoneLink {
        PhoneLink(StoredValue::new_local(None))
    }

    /// A phone's link: everything goes to `send`.
    pub fn to(send: ActionSink) -> PhoneLink {
        PhoneLink(StoredValue::new_local(Some(send)))
    }

    /// Whether this is a phone at a table.
    pub fn is_phone(&self) -> bool {
        self.0.with_value(Option::is_some)
    }

    /// Where the phone sends to (None: not a phone).
    pub fn sink(&self) -> Option<ActionSink> {
        self.0.get_value()
    }
}
