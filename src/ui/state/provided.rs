//! What pulling a context does when the app provided none: a bug, told by the context's
//! name. One function for every context, so that each context's lookup stays small in the
//! start-up module.

/// Stops with the name of the context the app did not provide (`AppState::provide`).
#[cold]
#[inline(never)]
pub fn missing(context: &str) -> ! {
    panic!("no {context} in context: the app provides it (AppState::provide)")
}
