//! Why a description could not be packed, a code not read, or a QR code not drawn, and
//! the format version a code's error names.

use super::kind::SdpKind;

/// The format this build writes and reads.
pub const FORMAT_VERSION: u8 = 1;

/// Why a description could not be packed, a code not read, or a QR code not drawn.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    /// Nothing but spaces was given.
    #[error("the code is empty")]
    Empty,
    /// A character that no Pasch code has: another kind of code, or mistyped.
    #[error("the code has a character no Pasch code has: {0:?}")]
    Foreign(char),
    /// The code ends too early: copied or typed in part.
    #[error("the code is incomplete")]
    Truncated,
    /// The check sum does not match: a changed character, or not a Pasch code.
    #[error("the code is damaged")]
    Damaged,
    /// A code of another format version, from another build of Pasch.
    #[error("the code has format {found}, this build reads {FORMAT_VERSION}")]
    OtherVersion {
        /// The code's format version.
        found: u8,
    },
    /// An invitation where an answer was expected, or the other way round.
    #[error("expected an {} code", expected.as_str())]
    WrongKind {
        /// What the caller expected.
        expected: SdpKind,
    },
    /// The browser's description lacks a part a connection needs (or has it in a form
    /// WebRTC does not allow), named by its SDP attribute.
    #[error("the connection description lacks a usable {0}")]
    Incomplete(&'static str),
    /// The description has no host address: the device is on no network.
    #[error("the connection description has no network address")]
    NoAddress,
    /// The text is too long for a QR code of the largest version Pasch draws.
    #[error("the text is too long for a QR code")]
    TooLongForQr,
}
