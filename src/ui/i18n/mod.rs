//! The words of the app live in `locales/*.ftl`, turned into `Lang` methods at build time
//! (`crate::lang`, pure Rust); the rules page's text in `locales/rules/` (`crate::rules_text`).
//! The UI's components name them from here.

pub use crate::lang::{spaced, Lang, Reviewed};
