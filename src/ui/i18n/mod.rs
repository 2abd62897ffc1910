//! The words of the app live in `locales/*.ftl`, turned into `Lang` methods at build time
//! (`crate::lang`, pure Rust); the rules page's text in `locales/rules/` (`crate::rules_text`).
//! The UI's components name them from here; `fetch` brings the files of the words that
//! are not compiled in (a loaded language's, the rules page's).

pub mod fetch;

pub use crate::lang::{spaced, Lang, Reviewed};
