//! Playing from one's own phone (issue 28): pure Rust, no web crates.

pub mod code;
pub mod qr;
