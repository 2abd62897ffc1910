//! A description as bytes: every field in as few as it needs.
//!
//! `flags` (bit 0: answer; bits 1–2: DTLS role; bits 3–5: fingerprint hash; bit 6: an
//! `extras` byte follows) · ufrag · pwd · fingerprint digest · [`extras` (bit 0: SCTP port;
//! bits 1–2: no / a given max-message-size; bit 3: mid) and their values] · candidates.
//! The ICE credentials are written 6 bits a character (RFC 8839 allows only letters,
//! digits, `+` and `/`), a candidate as a tag, its address and its port.

use super::error::CodeError;
use super::kind::SdpKind;
use super::sdp::{
    Address, Candidate, Description, DtlsRole, DEFAULT_SCTP_PORT, HASHES, MAX_CANDIDATES,
};
use std::net::{Ipv4Addr, Ipv6Addr};

/// The max-message-size Chromium and Safari announce, written as no bytes.
const USUAL_MAX_MESSAGE_SIZE: u32 = 262_144;
/// The characters ICE credentials may have, in the order of their 6-bit values.
const ICE_CHARS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

const TAG_V4: u8 = 0;
const TAG_V6: u8 = 1;
const TAG_MDNS: u8 = 2;
const TAG_NAME: u8 = 3;

/// Appends the description's bytes.
pub fn write(d: &Description, out: &mut Vec<u8>) -> Result<(), CodeError> {
    let setup = DtlsRole::ALL
        .iter()
        .position(|s| *s == d.setup)
        .unwrap_or(0) as u8;
    let mut extras = 0u8;
    if d.sctp_port != DEFAULT_SCTP_PORT {
        extras |= 1;
    }
    match d.max_message_size {
        Some(USUAL_MAX_MESSAGE_SIZE) => {}
        None => extras |= 1 << 1,
        Some(_) => extras |= 2 << 1,
    }
    if d.mid != "0" {
        extras |= 1 << 3;
    }
    let answer = u8::from(d.kind == SdpKind::Answer);
    out.push(answer | setup << 1 | (d.hash as u8) << 3 | u8::from(extras != 0) << 6);
    ice_chars(&d.ufrag, out).ok_or(CodeError::Incomplete("ice-ufrag"))?;
    ice_chars(&d.pwd, out).ok_or(CodeError::Incomplete("ice-pwd"))?;
    out.extend_from_slice(&d.fingerprint);
    if extras != 0 {
        out.push(extras);
        if extras & 1 != 0 {
            out.extend_from_slice(&d.sctp_port.to_be_bytes());
        }
        if let (2, Some(size)) = (extras >> 1 & 3, d.max_message_size) {
            out.extend_from_slice(&size.to_be_bytes());
        }
        if extras & 1 << 3 != 0 {
            short_text(&d.mid, out).ok_or(CodeError::Incomplete("mid"))?;
        }
    }
    out.push(d.candidates.len() as u8);
    for c in &d.candidates {
        match &c.address {
            Address::V4(ip) => {
                out.push(TAG_V4);
                out.extend_from_slice(&ip.octets());
            }
            Address::V6(ip) => {
                out.push(TAG_V6);
                out.extend_from_slice(&ip.octets());
            }
            Address::Mdns(uuid) => {
                out.push(TAG_MDNS);
                out.extend_from_slice(uuid);
            }
            Address::Name(name) => {
                out.push(TAG_NAME);
                short_text(name, out).ok_or(CodeError::Incomplete("candidate"))?;
            }
        }
        out.extend_from_slice(&c.port.to_be_bytes());
    }
    Ok(())
}

/// Reads what [`write`] wrote; all of `data`, or the code is damaged.
pub fn read(data: &[u8]) -> Result<Description, CodeError> {
    let mut r = Reader(data);
    let flags = r.byte()?;
    let setup = *DtlsRole::ALL
        .get(usize::from(flags >> 1 & 3))
        .ok_or(CodeError::Damaged)?;
    let hash = usize::from(flags >> 3 & 7);
    let digest_len = HASHES.get(hash).ok_or(CodeError::Damaged)?.1;
    let ufrag = r.ice_chars()?;
    let pwd = r.ice_chars()?;
    let fingerprint = r.take(digest_len)?.to_vec();
    let extras = if flags & 1 << 6 != 0 { r.byte()? } else { 0 };
    let sctp_port = if extras & 1 != 0 {
        u16::from_be_bytes(r.array()?)
    } else {
        DEFAULT_SCTP_PORT
    };
    let max_message_size = match extras >> 1 & 3 {
        0 => Some(USUAL_MAX_MESSAGE_SIZE),
        1 => None,
        2 => Some(u32::from_be_bytes(r.array()?)),
        _ => return Err(CodeError::Damaged),
    };
    let mid = if extras & 1 << 3 != 0 {
        r.short_text()?
    } else {
        "0".to_string()
    };
    let count = usize::from(r.byte()?);
    if count == 0 || count > MAX_CANDIDATES {
        return Err(CodeError::Damaged);
    }
    let candidates = (0..count)
        .map(|_| {
            let address = match r.byte()? {
                TAG_V4 => Address::V4(Ipv4Addr::from(r.array::<4>()?)),
                TAG_V6 => Address::V6(Ipv6Addr::from(r.array::<16>()?)),
                TAG_MDNS => Address::Mdns(r.array()?),
                TAG_NAME => Address::Name(r.short_text()?),
                _ => return Err(CodeError::Damaged),
            };
            Ok(Candidate {
                address,
                port: u16::from_be_bytes(r.array()?),
            })
        })
        .collect::<Result<Vec<_>, CodeError>>()?;
    if !r.0.is_empty() || flags & 1 << 7 != 0 {
        return Err(CodeError::Damaged);
    }
    Ok(Description {
        kind: if flags & 1 != 0 {
            SdpKind::Answer
        } else {
            SdpKind::Offer
        },
        ufrag,
        pwd,
        hash,
        fingerprint,
        setup,
        mid,
        sctp_port,
        max_message_size,
        candidates,
    })
}

/// Its length and its characters at 6 bits each; `None` for another character or a
/// text over 255 characters.
fn ice_chars(text: &str, out: &mut Vec<u8>) -> Option<()> {
    out.push(u8::try_from(text.len()).ok()?);
    let mut bits = 0u32;
    let mut held = 0;
    for c in text.bytes() {
        bits = bits << 6 | ICE_CHARS.iter().position(|&i| i == c)? as u32;
        held += 6;
        while held >= 8 {
            held -= 8;
            out.push((bits >> held) as u8);
        }
    }
    if held > 0 {
        out.push((bits << (8 - held)) as u8);
    }
    Some(())
}

/// Its length and its bytes: printable ASCII, at most 255.
fn short_text(text: &str, out: &mut Vec<u8>) -> Option<()> {
    if !text.bytes().all(|b| b.is_ascii_graphic()) {
        return None;
    }
    out.push(u8::try_from(text.len()).ok()?);
    out.extend_from_slice(text.as_bytes());
    Some(())
}

/// The bytes not read yet.
struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], CodeError> {
        if self.0.len() < n {
            return Err(CodeError::Damaged);
        }
        let (taken, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(taken)
    }

    fn byte(&mut self) -> Result<u8, CodeError> {
        Ok(self.take(1)?[0])
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], CodeError> {
        let mut array = [0; N];
        array.copy_from_slice(self.take(N)?);
        Ok(array)
    }

    fn ice_chars(&mut self) -> Result<String, CodeError> {
        let len = usize::from(self.byte()?);
        let packed = self.take((len * 6).div_ceil(8))?;
        let mut text = String::with_capacity(len);
        let mut bits = 0u32;
        let mut held = 0;
        let mut bytes = packed.iter();
        while text.len() < len {
            while held < 6 {
                bits = bits << 8 | u32::from(*bytes.next().ok_or(CodeError::Damaged)?);
                held += 8;
            }
            held -= 6;
            text.push(char::from(ICE_CHARS[(bits >> held & 63) as usize]));
        }
        Ok(text)
    }

    fn short_text(&mut self) -> Result<String, CodeError> {
        let len = usize::from(self.byte()?);
        let text = self.take(len)?;
        if !text.iter().all(u8::is_ascii_graphic) {
            return Err(CodeError::Damaged);
        }
        Ok(text.iter().map(|&b| char::from(b)).collect())
    }
}
