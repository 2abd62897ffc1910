//! The app's languages, apart from their words (those are in `ui::i18n`), so that the
//! settings can be stored without the UI.

use serde::{Deserialize, Serialize};

/// A language of the app; saved in the settings as its code, "de", "en" or "fr".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Lang {
    #[default]
    De,
    En,
    Fr,
}

impl Lang {
    /// Every language, in the order the language switch shows them.
    pub const ALL: [Lang; 3] = [Lang::De, Lang::En, Lang::Fr];

    /// The language of a browser or URL code: "de", "de-AT", "EN_gb", …
    pub fn from_code(code: &str) -> Option<Lang> {
        let code = code.trim().to_ascii_lowercase();
        if code.starts_with("de") {
            Some(Lang::De)
        } else if code.starts_with("en") {
            Some(Lang::En)
        } else if code.starts_with("fr") {
            Some(Lang::Fr)
        } else {
            None
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Lang::De => "de",
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// Exactly "de", "en" or "fr" (as saved in the settings).
    pub fn from_exact_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_back_and_serde_uses_them() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_exact_code(lang.code()), Some(lang));
            assert_eq!(Lang::from_code(&lang.code().to_uppercase()), Some(lang));
            let json = serde_json::to_string(&lang).expect("write");
            assert_eq!(json, format!("\"{}\"", lang.code()));
            assert_eq!(serde_json::from_str::<Lang>(&json).ok(), Some(lang));
        }
        assert_eq!(Lang::from_code(" de-AT"), Some(Lang::De));
        assert_eq!(Lang::from_code("fr-CH"), Some(Lang::Fr));
        assert_eq!(Lang::from_code("it"), None);
        assert_eq!(Lang::from_exact_code("de-AT"), None);
        assert!(serde_json::from_str::<Lang>("\"it\"").is_err());
    }
}
