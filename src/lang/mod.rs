//! The app's languages and every word it shows, pure Rust (no web crates, tested
//! natively). The words are in `locales/<code>.ftl` (Fluent syntax), one file per
//! language; `build.rs` turns them into the `Lang` enum and one method per message
//! (`words`), checked at build time. Here by hand: reading a language code, the arguments
//! messages take (`args`), and what picks a message: one per variant of the engine's
//! enums, with exhaustive matches (`names`, `refusals`), and messages chosen by the state
//! of a game (`phrases`, `storage`).

mod advice;
mod args;
mod codes;
mod names;
mod phrases;
mod refusals;
mod review;
mod seats;
mod storage;
pub mod words;

pub use args::spaced;
pub use review::Reviewed;
pub use seats::SeatDraft;
pub use words::{Arg, Count, Lang, Plural, WordsError, MESSAGES, TEXTS};

/// Language codes read as another language's: Norwegian ("no") and Nynorsk ("nn") as
/// Bokmål, the Norwegian Pasch speaks. index.html's first script reads codes the same
/// way (a test checks it holds this list).
pub const CODE_ALIASES: &[(&str, &str)] = &[("no", "nb"), ("nn", "nb")];

impl Lang {
    /// The language of a browser or URL code: "de", "de-AT", "EN_gb", "fr-CA", "sv-FI",
    /// "es-419", "nb-NO", "no", … (by its first part, after `CODE_ALIASES`).
    pub fn from_code(code: &str) -> Option<Lang> {
        let code = code.trim().to_ascii_lowercase();
        let primary = code.split(['-', '_']).next().unwrap_or("");
        let primary = CODE_ALIASES
            .iter()
            .find(|(alias, _)| *alias == primary)
            .map_or(primary, |(_, code)| code);
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// Exactly a language's code, "de", "en", … (as saved in the settings).
    pub fn from_exact_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }
}

#[cfg(test)]
mod tests;
