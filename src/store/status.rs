//! How writing to the storage goes: the one status type every part of the store, the
//! words (`lang::storage`) and the screens name. A leaf: it imports nothing.

/// How writing to the storage goes, per kind of thing kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageStatus {
    /// Everything written so far was stored.
    Ok,
    /// No localStorage at all (private mode, blocked by the browser).
    Unavailable,
    /// Writing failed, most likely the quota.
    Full,
    /// An unreadable save sits in the key and could not be backed up.
    Blocked,
    /// Not written on purpose: the stored save is a finished game that waits to be
    /// stored in the history, its only copy in storage, and no other game may replace it
    /// until then (`game::GameKeeper::save_keeping`).
    Waiting,
}
