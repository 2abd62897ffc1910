//! The codes that pair a phone with the table, as the screens use them: an offer or
//! answer (SDP text) packed into a code to show, type, link and scan (`remote::code`),
//! and back; and the invitation link that carries a code in its fragment.

use crate::remote::code::{pack, unpack_as, CodeError, SdpKind, JOIN};
use leptos::prelude::window;

/// The code that carries `sdp`.
///
/// # Errors
///
/// What `remote::code::pack` finds missing in the browser's description.
pub fn code_of(sdp: &str) -> Result<String, CodeError> {
    pack(sdp)
}

/// The table's offer an invitation code carries (typed, scanned, or a whole link).
///
/// # Errors
///
/// Why the text is no invitation code (`CodeError`; an answer code says so).
pub fn offer_of(code: &str) -> Result<String, CodeError> {
    unpack_as(code, SdpKind::Offer)
}

/// The phone's answer an answer code carries.
///
/// # Errors
///
/// Why the text is no answer code (`CodeError`; an invitation says so).
pub fn answer_of(code: &str) -> Result<String, CodeError> {
    unpack_as(code, SdpKind::Answer)
}

/// The app's address with `code` as an invitation: a phone's camera opens Pasch there.
pub fn invitation_link(code: &str) -> String {
    let location = window().location();
    let here = location.origin().unwrap_or_default() + &location.pathname().unwrap_or_default();
    format!("{here}{JOIN}{code}")
}

/// The invitation code in an address's fragment (`#join=…`), if it has one.
pub fn code_in_fragment(hash: &str) -> Option<String> {
    hash.strip_prefix(JOIN)
        .filter(|c| !c.is_empty())
        .map(str::to_string)
}
