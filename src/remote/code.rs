//! The pairing codes: a WebRTC data-channel description (SDP), stripped to what a
//! connection needs and packed into a short text that fits a QR code and a link.
//!
//! A code is `version ‖ body ‖ CRC-16`, written in a 41-character alphabet (`text`). The
//! frame stays the same in every format version, so a later build can tell "another
//! version of Pasch" from "damaged". The body (`bytes`) holds the kind, the ICE
//! credentials, the DTLS fingerprint and role, the data channel's SCTP settings and the
//! host candidates, as binary: they are random bytes, which no compressor shrinks (see
//! `tests`), so the packing itself is the compression.

mod bytes;
mod error;
mod kind;
mod sdp;
mod text;

#[cfg(test)]
mod tests;

pub use error::{CodeError, FORMAT_VERSION};
pub use kind::SdpKind;
pub use text::JOIN;

/// Packs a browser's data-channel description (offer or answer, after ICE gathering)
/// into a code of capital letters, digits and `$-./:`.
pub fn pack(sdp: &str) -> Result<String, CodeError> {
    let description = sdp::parse(sdp)?;
    let mut frame = vec![FORMAT_VERSION];
    bytes::write(&description, &mut frame)?;
    frame.extend_from_slice(&crc16(&frame).to_be_bytes());
    Ok(text::encode(&frame))
}

/// Rebuilds the description a code was packed from, as SDP that browsers accept as a
/// remote description. Spaces, line breaks and small letters are forgiven, and so is a
/// whole invitation link (the code is read after its `#join=`).
pub fn unpack(code: &str) -> Result<String, CodeError> {
    unpack_kind(code).map(|(_, sdp)| sdp)
}

/// Like [`unpack`], refusing a code of the other kind (an answer pasted as invitation).
pub fn unpack_as(code: &str, expected: SdpKind) -> Result<String, CodeError> {
    match unpack_kind(code)? {
        (kind, sdp) if kind == expected => Ok(sdp),
        _ => Err(CodeError::WrongKind { expected }),
    }
}

/// Like [`unpack`], with the description's kind (`RTCSessionDescription.type`).
pub fn unpack_kind(code: &str) -> Result<(SdpKind, String), CodeError> {
    let frame = text::decode(code)?;
    let (body, sum) = match frame.len().checked_sub(2) {
        Some(end) if end >= 1 => frame.split_at(end),
        _ => return Err(CodeError::Truncated),
    };
    if crc16(body).to_be_bytes() != sum {
        return Err(CodeError::Damaged);
    }
    if body[0] != FORMAT_VERSION {
        return Err(CodeError::OtherVersion { found: body[0] });
    }
    let description = bytes::read(&body[1..])?;
    Ok((description.kind, sdp::build(&description)))
}

/// CRC-16/CCITT-FALSE: finds every changed character and most swaps.
fn crc16(data: &[u8]) -> u16 {
    data.iter().fold(0xFFFF, |crc, &byte| {
        (0..8).fold(crc ^ (u16::from(byte) << 8), |c, _| {
            if c & 0x8000 != 0 {
                (c << 1) ^ 0x1021
            } else {
                c << 1
            }
        })
    })
}
