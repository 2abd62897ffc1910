//! Why a pairing code could not be made or read: one arm per `CodeError` variant.

use super::words::Lang;
use crate::remote::code::{CodeError, SdpKind};

impl Lang {
    /// The reason, as the player reads it.
    pub fn code_error(self, e: &CodeError) -> String {
        match e {
            CodeError::Empty => self.code_empty().into(),
            CodeError::Foreign(c) => self.code_foreign(c.to_string().as_str()),
            CodeError::Truncated => self.code_truncated().into(),
            CodeError::Damaged => self.code_damaged().into(),
            CodeError::OtherVersion { .. } => self.code_other_version().into(),
            CodeError::WrongKind {
                expected: SdpKind::Offer,
            } => self.code_not_an_invitation().into(),
            CodeError::WrongKind {
                expected: SdpKind::Answer,
            } => self.code_not_an_answer().into(),
            CodeError::Incomplete(part) => self.code_incomplete(*part),
            CodeError::NoAddress => self.code_no_address().into(),
            CodeError::TooLongForQr => self.code_too_long_for_qr().into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_error_has_words_in_every_language() {
        let errors = [
            CodeError::Empty,
            CodeError::Foreign('ß'),
            CodeError::Truncated,
            CodeError::Damaged,
            CodeError::OtherVersion { found: 2 },
            CodeError::WrongKind {
                expected: SdpKind::Offer,
            },
            CodeError::WrongKind {
                expected: SdpKind::Answer,
            },
            CodeError::Incomplete("ice-pwd"),
            CodeError::NoAddress,
            CodeError::TooLongForQr,
        ];
        for lang in Lang::ALL {
            let words: Vec<String> = errors.iter().map(|e| lang.code_error(e)).collect();
            assert!(
                words[1].contains('ß') && words[7].contains("ice-pwd"),
                "{words:?}"
            );
            let mut unique = words.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(
                unique.len(),
                words.len(),
                "{lang:?}: two errors read the same"
            );
        }
    }
}
