//! How a game feels, in plain Rust: which moves make which sound and buzz (`cue`), the
//! sounds themselves as samples (`synth`), and when a phone was shaken (`shake`). The
//! browser side (`ui::feel`) only plays, buzzes and listens; everything here is tested
//! natively.

pub mod cue;
pub mod shake;
pub mod synth;
