//! Whether a description offers a connection or answers one: what a code holds first,
//! and what a caller expects of it.

/// Whether a description offers a connection or answers one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SdpKind {
    /// The table's invitation.
    Offer,
    /// The phone's answer.
    Answer,
}

impl SdpKind {
    /// As `RTCSessionDescriptionInit.type` wants it.
    pub fn as_str(self) -> &'static str {
        match self {
            SdpKind::Offer => "offer",
            SdpKind::Answer => "answer",
        }
    }
}
