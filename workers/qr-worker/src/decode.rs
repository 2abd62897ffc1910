//! Reading a QR code off a camera frame (rqrr).

/// The text of the first readable QR code in an RGBA image of `width` × `height` pixels
/// (as a canvas's `ImageData` holds it); `None` if there is none, or the data does not
/// fit the size.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub fn decode_rgba(width: usize, height: usize, rgba: &[u8]) -> Option<String> {
    if width == 0 || height == 0 || rgba.len() != width.checked_mul(height)?.checked_mul(4)? {
        return None;
    }
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| {
        let at = (y * width + x) * 4;
        let (r, g, b) = (
            u32::from(rgba[at]),
            u32::from(rgba[at + 1]),
            u32::from(rgba[at + 2]),
        );
        // Rec. 601 luma: what the eye (and a printed code's contrast) sees as light.
        ((r * 299 + g * 587 + b * 114) / 1000) as u8
    });
    image
        .detect_grids()
        .into_iter()
        .find_map(|grid| grid.decode().ok().map(|(_, text)| text))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An RGBA picture of `text`'s QR code: `scale` pixels a module, on a grey table
    /// around a white quiet zone, dark modules dark blue, as a camera would see a screen.
    fn photo(text: &str, scale: usize) -> (usize, Vec<u8>) {
        let code =
            qrcodegen::QrCode::encode_text(text, qrcodegen::QrCodeEcc::Medium).expect("encodes");
        let width = code.size() as usize;
        let side = (width + 8) * scale + 40;
        let mut rgba = Vec::with_capacity(side * side * 4);
        for y in 0..side {
            for x in 0..side {
                let inside = (20..side - 20).contains(&x) && (20..side - 20).contains(&y);
                let (mx, my) = (
                    ((x.wrapping_sub(20)) / scale).wrapping_sub(4),
                    ((y.wrapping_sub(20)) / scale).wrapping_sub(4),
                );
                let dark =
                    inside && mx < width && my < width && code.get_module(mx as i32, my as i32);
                let pixel = match (inside, dark) {
                    (false, _) => [128, 128, 128, 255],
                    (true, true) => [20, 20, 60, 255],
                    (true, false) => [250, 250, 245, 255],
                };
                rgba.extend_from_slice(&pixel);
            }
        }
        (side, rgba)
    }

    #[test]
    fn reads_an_invitation_off_a_photo() {
        let text =
            "https://example.org/pasch/#join=A60BQ05V6KS3.AA99$-R8H8WPGAC:48:4GQ3:TZ9-B$/-5K8";
        let (side, rgba) = photo(text, 3);
        assert_eq!(decode_rgba(side, side, &rgba).as_deref(), Some(text));
    }

    #[test]
    fn a_frame_without_a_code_or_of_the_wrong_size_reads_nothing() {
        let (side, rgba) = photo("PASCH", 2);
        assert_eq!(decode_rgba(side, side, &vec![200; side * side * 4]), None);
        assert_eq!(decode_rgba(side + 1, side, &rgba), None);
        assert_eq!(decode_rgba(0, 0, &[]), None);
    }
}
