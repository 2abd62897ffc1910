//! The Leptos components (browser only).

pub fn start() {}
