//! Bytes as text for a QR code and a link: 41 characters, all in the QR code's
//! alphanumeric mode (5.5 bits a character, where a byte costs 8) and all allowed
//! unescaped in a URL's fragment. Left out of that mode's 45: space and `%` (escaped in
//! URLs), `+` (a space to form decoders) and `*` (bold in chat apps). Two bytes become
//! three characters (41³ ≥ 65536), a last odd byte two, like base45 (RFC 9285).

use super::error::CodeError;

/// The fragment that carries an invitation in a link (`…#join=CODE`).
pub const JOIN: &str = "#join=";

/// The characters, in the order of their values.
pub const ALPHABET: &[u8; 41] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ$-./:";
const BASE: u32 = ALPHABET.len() as u32;

/// The text of some bytes.
pub fn encode(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len() * 3 / 2 + 1);
    for pair in bytes.chunks(2) {
        let (mut n, digits) = match *pair {
            [a, b] => (u32::from(a) << 8 | u32::from(b), 3),
            [a] => (u32::from(a), 2),
            _ => unreachable!("chunks(2) gives one or two bytes"),
        };
        for _ in 0..digits {
            text.push(char::from(ALPHABET[(n % BASE) as usize]));
            n /= BASE;
        }
    }
    text
}

/// The bytes of a text; forgives white space and small letters, and takes what follows
/// `#join=` in a whole link.
pub fn decode(text: &str) -> Result<Vec<u8>, CodeError> {
    let upper = text.to_ascii_uppercase();
    let code = upper
        .rsplit_once(JOIN.to_ascii_uppercase().as_str())
        .map_or(upper.as_str(), |(_, code)| code);
    let values = code
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| {
            ALPHABET
                .iter()
                .position(|&a| u32::from(a) == u32::from(c))
                .map(|v| v as u32)
                .ok_or(CodeError::Foreign(c))
        })
        .collect::<Result<Vec<u32>, CodeError>>()?;
    if values.is_empty() {
        return Err(CodeError::Empty);
    }
    let mut bytes = Vec::with_capacity(values.len() * 2 / 3 + 1);
    for group in values.chunks(3) {
        let n = group.iter().rev().fold(0, |n, v| n * BASE + v);
        match group.len() {
            3 if n <= 0xFFFF => bytes.extend_from_slice(&(n as u16).to_be_bytes()),
            2 if n <= 0xFF => bytes.push(n as u8),
            1 => return Err(CodeError::Truncated),
            _ => return Err(CodeError::Damaged),
        }
    }
    Ok(bytes)
}
