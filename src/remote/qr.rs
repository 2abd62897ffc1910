//! The QR code of an invitation or an answer, as SVG (the `qrcode` crate, which splits a
//! link into a byte part and an alphanumeric part for the code, see `code`).

use super::code::CodeError;
use qrcode::render::svg;
use qrcode::{EcLevel, QrCode, Version};

/// The largest QR version Pasch draws: denser codes are hard to scan from a phone's
/// screen at arm's length.
pub const MAX_VERSION: i16 = 15;

/// Error correction M: 15 % of the code may be unreadable (glare on a screen).
const EC_LEVEL: EcLevel = EcLevel::M;

/// The modules of the QR code of `text`, smallest version first, at most [`MAX_VERSION`].
pub fn qr_code(text: &str) -> Result<QrCode, CodeError> {
    let code =
        QrCode::with_error_correction_level(text, EC_LEVEL).map_err(|_| CodeError::TooLongForQr)?;
    match code.version() {
        Version::Normal(v) if v <= MAX_VERSION => Ok(code),
        _ => Err(CodeError::TooLongForQr),
    }
}

/// The QR code of `text` as an SVG image: one unit a module, dark modules on white with
/// the quiet zone of four modules, edges crisp when scaled.
pub fn qr_svg(text: &str) -> Result<String, CodeError> {
    Ok(qr_code(text)?
        .render::<svg::Color>()
        .module_dimensions(1, 1)
        .quiet_zone(true)
        .dark_color(svg::Color("#000"))
        .light_color(svg::Color("#fff"))
        .build())
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
