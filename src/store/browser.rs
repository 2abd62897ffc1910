//! The browser's localStorage as the store's `Backend` (wasm32 only).

use super::backend::Backend;
use super::status::StorageStatus;

/// This origin's localStorage.
pub struct Local(web_sys::Storage);

/// The mark on `<html>` of a page whose app has crashed (`ui::shell::crash`, index.html).
/// What still runs after a crash may hold a half-changed game: from then on nothing is
/// written or removed, so the reload finds the last move saved before it.
pub const CRASHED: &str = "data-crashed";

fn crashed() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .is_some_and(|html| html.has_attribute(CRASHED))
}

/// localStorage, or None where the browser refuses it (private mode, blocked). gloo's
/// `raw()` panics in that case, so every path asks here first.
pub fn local() -> Option<Local> {
    let storage = web_sys::window()?.local_storage().ok().flatten()?;
    Some(Local(storage))
}

impl Backend for Local {
    fn get(&self, key: &str) -> Option<String> {
        self.0.get_item(key).ok().flatten()
    }

    fn set(&self, key: &str, value: &str) -> Result<(), StorageStatus> {
        if crashed() {
            return Err(StorageStatus::Unavailable);
        }
        // A refusal is almost always the quota (QuotaExceededError); a storage that is
        // blocked altogether never gets here (`local` is None).
        self.0.set_item(key, value).map_err(|_| StorageStatus::Full)
    }

    fn remove(&self, key: &str) {
        if crashed() {
            return;
        }
        let _ = self.0.remove_item(key);
    }

    fn keys(&self) -> Vec<String> {
        let len = self.0.length().unwrap_or(0);
        (0..len)
            .filter_map(|i| self.0.key(i).ok().flatten())
            .collect()
    }
}
