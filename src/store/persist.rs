//! Whether Pasch asked the browser to keep its data for good (`navigator.storage.
//! persist()`), and what the browser answered. Asked once per device: a browser that asks
//! the person (Firefox) would ask at every finished game otherwise. Statistics shows it.

use super::backend::Backend;
use super::status::StorageStatus;
use super::stored::{read_stored, set_stored};
use serde::{Deserialize, Serialize};

/// The question and its answer.
pub const PERSIST_KEY: &str = "pasch.persist";

/// When Pasch asked, and what the browser said.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PersistAsked {
    /// The day it asked, `YYYY-MM-DD`.
    pub date: String,
    /// The browser's answer: true, it keeps the data for good; None while it has not
    /// answered (or the page closed before it did).
    pub granted: Option<bool>,
}

/// What was asked and answered, if Pasch asked on this device.
pub fn persist_asked(b: &dyn Backend) -> Option<PersistAsked> {
    read_stored(b, PERSIST_KEY)
}

/// Notes the question (`granted` None) or its answer. An unreadable text under the key
/// is kept aside first (`set_stored`).
pub fn note_persist(b: &dyn Backend, asked: &PersistAsked) -> Result<(), StorageStatus> {
    set_stored(Some(b), PERSIST_KEY, asked)
}

/// Whether to ask now: never asked on this device, or asked and the page closed before
/// the browser answered.
pub fn should_ask(b: &dyn Backend) -> bool {
    persist_asked(b).is_none_or(|a| a.granted.is_none())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::backend::Memory;

    #[test]
    fn asked_once_then_the_answer_is_kept() {
        let b = Memory::new();
        assert!(should_ask(&b));
        let asked = PersistAsked {
            date: "2026-11-28".into(),
            granted: None,
        };
        note_persist(&b, &asked).expect("room");
        assert!(should_ask(&b), "no answer yet: asked again next time");
        let answered = PersistAsked {
            granted: Some(false),
            ..asked
        };
        note_persist(&b, &answered).expect("room");
        assert!(!should_ask(&b), "a no is an answer too");
        assert_eq!(persist_asked(&b), Some(answered));
    }
}
