//! Where things are kept: a key-value storage of text, as the browser's localStorage is.
//! The store's logic works on this trait, so it runs natively in tests too, against
//! `Memory`, which can also play a full or refusing storage and two windows sharing one.

use super::status::StorageStatus;
use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;

/// A storage of text values under text keys.
pub trait Backend {
    /// The value under `key`, if any.
    fn get(&self, key: &str) -> Option<String>;
    /// Stores `value` under `key`; the error says why the storage refused.
    fn set(&self, key: &str, value: &str) -> Result<(), StorageStatus>;
    /// Removes `key` (nothing if it is not there).
    fn remove(&self, key: &str);
    /// Every key.
    fn keys(&self) -> Vec<String>;
}

/// A storage in memory, for tests: optionally with a quota (in characters of keys and
/// values, as browsers count) and keys whose writes it refuses.
#[derive(Default)]
pub struct Memory {
    map: RefCell<BTreeMap<String, String>>,
    quota: Cell<Option<usize>>,
    refused: RefCell<Vec<String>>,
}

impl Memory {
    /// An empty storage without a quota.
    pub fn new() -> Memory {
        Memory::default()
    }

    /// At most `chars` characters of keys and values from now on; None for no limit.
    pub fn set_quota(&self, chars: Option<usize>) {
        self.quota.set(chars);
    }

    /// Refuses every write to a key starting with one of `prefixes` (as a storage that
    /// throws for some keys); empty to accept all again.
    pub fn refuse(&self, prefixes: &[&str]) {
        *self.refused.borrow_mut() = prefixes.iter().map(|p| p.to_string()).collect();
    }

    /// Characters of keys and values stored.
    pub fn used(&self) -> usize {
        self.map
            .borrow()
            .iter()
            .map(|(k, v)| k.chars().count() + v.chars().count())
            .sum()
    }
}

impl Backend for Memory {
    fn get(&self, key: &str) -> Option<String> {
        self.map.borrow().get(key).cloned()
    }

    fn set(&self, key: &str, value: &str) -> Result<(), StorageStatus> {
        if self
            .refused
            .borrow()
            .iter()
            .any(|p| key.starts_with(p.as_str()))
        {
            return Err(StorageStatus::Full);
        }
        if let Some(quota) = self.quota.get() {
            let old = self
                .map
                .borrow()
                .get(key)
                .map_or(0, |v| key.chars().count() + v.chars().count());
            let new = key.chars().count() + value.chars().count();
            if self.used() - old + new > quota {
                return Err(StorageStatus::Full);
            }
        }
        self.map
            .borrow_mut()
            .insert(key.to_string(), value.to_string());
        Ok(())
    }

    fn remove(&self, key: &str) {
        self.map.borrow_mut().remove(key);
    }

    fn keys(&self) -> Vec<String> {
        self.map.borrow().keys().cloned().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_memory_storage_keeps_its_quota_and_refusals() {
        let m = Memory::new();
        m.set_quota(Some(10));
        assert_eq!(m.set("ab", "cdef"), Ok(()));
        assert_eq!(
            m.set("ab", "cdefghij"),
            Ok(()),
            "a value replaced counts once"
        );
        assert_eq!(m.set("x", "yz"), Err(StorageStatus::Full));
        assert_eq!(m.get("ab").as_deref(), Some("cdefghij"));
        m.set_quota(None);
        m.refuse(&["pasch.h"]);
        assert_eq!(m.set("pasch.history.1", "x"), Err(StorageStatus::Full));
        assert_eq!(m.set("pasch.game", "x"), Ok(()));
        m.remove("ab");
        assert_eq!(m.keys(), vec!["pasch.game".to_string()]);
    }
}
