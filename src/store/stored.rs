//! A small value stored as JSON under its key (records, notes, phone seats): read, or
//! written after keeping aside a text this version cannot read.

use super::backend::Backend;
use super::backups;
use super::status::StorageStatus;

/// What is stored under `key`, read as JSON into `T`; None if missing or unreadable.
pub(super) fn read_stored<T: serde::de::DeserializeOwned>(b: &dyn Backend, key: &str) -> Option<T> {
    serde_json::from_str(&b.get(key)?).ok()
}

/// Stores `value` as JSON under `key` (records and notes: plain data, which always has a
/// JSON form); an error means the storage refused it. A text under `key` that does not
/// read as a `T` (damaged, or written by a newer Pasch) is kept aside first, and if that
/// fails nothing is written over it (`Blocked`).
pub(super) fn set_stored<T: serde::Serialize + serde::de::DeserializeOwned>(
    b: Option<&dyn Backend>,
    key: &str,
    value: &T,
) -> Result<(), StorageStatus> {
    let b = b.ok_or(StorageStatus::Unavailable)?;
    keep_unreadable::<T>(b, key)?;
    let json = serde_json::to_string(value).unwrap_or_default();
    b.set(key, &json)
}

/// Keeps the text under `key` aside if it does not read as a `T`, before something
/// replaces it; `Blocked` if it could not be kept.
fn keep_unreadable<T: serde::de::DeserializeOwned>(
    b: &dyn Backend,
    key: &str,
) -> Result<(), StorageStatus> {
    match b.get(key) {
        Some(raw) if serde_json::from_str::<T>(&raw).is_err() => backups::keep_aside(b, &raw)
            .map(|_| ())
            .ok_or(StorageStatus::Blocked),
        _ => Ok(()),
    }
}
