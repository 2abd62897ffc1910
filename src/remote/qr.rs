//! The QR code of an invitation or an answer, as SVG. The `qrcodegen` crate makes the
//! modules (the smallest of the QR encoders: it is in the start-up wasm); a link is
//! written as a byte segment for its address and an alphanumeric one for the code (see
//! `code`), 5.5 bits a character instead of 8.

use super::code::CodeError;
use qrcodegen::{QrCode, QrCodeEcc, QrSegment, Version};
use std::fmt::Write as _;

/// The largest QR version Pasch draws: denser codes are hard to scan from a phone's
/// screen at arm's length.
pub const MAX_VERSION: u8 = 15;

/// The quiet zone around a QR code, in modules (the standard's four).
pub const QUIET_ZONE: i32 = 4;

/// The modules of the QR code of `text`: the smallest version, at most [`MAX_VERSION`],
/// with error correction M (15 % of the code may be unreadable: glare on a screen), or
/// higher where that version has room for it.
pub fn qr_code(text: &str) -> Result<QrCode, CodeError> {
    QrCode::encode_segments_advanced(
        &segments(text),
        QrCodeEcc::Medium,
        Version::MIN,
        Version::new(MAX_VERSION),
        None,
        true,
    )
    .map_err(|_| CodeError::TooLongForQr)
}

/// The text's longest tail that QR's alphanumeric mode holds (a code) as such, what comes
/// before it as bytes.
fn segments(text: &str) -> Vec<QrSegment> {
    let tail = text
        .char_indices()
        .rev()
        .take_while(|(_, c)| c.is_ascii() && QrSegment::is_alphanumeric(c.encode_utf8(&mut [0; 4])))
        .last()
        .map_or(text.len(), |(at, _)| at);
    let (head, code) = text.split_at(tail);
    [
        (!head.is_empty()).then(|| QrSegment::make_bytes(head.as_bytes())),
        (!code.is_empty()).then(|| QrSegment::make_alphanumeric(code)),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// The QR code of `text` as an SVG image: one unit a module, dark modules on white with
/// the quiet zone, edges crisp when scaled.
pub fn qr_svg(text: &str) -> Result<String, CodeError> {
    let code = qr_code(text)?;
    let side = code.size() + 2 * QUIET_ZONE;
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {side} {side}\" \
         shape-rendering=\"crispEdges\"><rect width=\"{side}\" height=\"{side}\" fill=\"#fff\"/>\
         <path fill=\"#000\" d=\""
    );
    // One rectangle per run of dark modules in a row.
    for y in 0..code.size() {
        let mut x = 0;
        while x < code.size() {
            let run = (x..code.size())
                .take_while(|&x| code.get_module(x, y))
                .count() as i32;
            if run > 0 {
                let _ = write!(
                    svg,
                    "M{} {}h{run}v1h-{run}z",
                    x + QUIET_ZONE,
                    y + QUIET_ZONE
                );
            }
            x += run.max(1);
        }
    }
    svg.push_str("\"/></svg>");
    Ok(svg)
}

/// An SVG as a `data:` URL for an `<img>`: the few characters a URL cannot hold as
/// they are escaped, the rest left readable (shorter than base64).
pub fn svg_data_url(svg: &str) -> String {
    let mut url = String::from("data:image/svg+xml,");
    for c in svg.chars() {
        match c {
            '%' => url.push_str("%25"),
            '#' => url.push_str("%23"),
            '<' => url.push_str("%3C"),
            '>' => url.push_str("%3E"),
            '"' => url.push('\''),
            '\n' | '\r' => {}
            c => url.push(c),
        }
    }
    url
}

#[cfg(test)]
mod tests;
