//! The QR codes: the longest invitation stays within version 15, the SVG is crisp,
//! black on white with its quiet zone, and a QR decoder (rqrr, as in the scanner's
//! worker) reads back the text from the modules.

use super::*;
use crate::remote::code::pack;

/// The longest invitation a table makes: an offer with as many mDNS host names as a code
/// carries, behind a long address of the app.
fn longest_invitation() -> String {
    let candidates: String = (0..12)
        .map(|i| format!("a=candidate:{i} 1 udp {} 0f8f2f56-8566-427f-a6c5-98ed29897d{i:02}.local 5{i:04} typ host\r\n", 2_113_937_151 - i))
        .collect();
    let sdp = format!(
        "v=0\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n{candidates}\
         a=ice-ufrag:uw1H\r\na=ice-pwd:ka+gUIeUgdSTddXemBBsE35p\r\n\
         a=fingerprint:sha-256 C8:E1:D7:77:CF:2B:6D:13:2C:68:FF:3E:8B:2A:F7:8D:DE:05:06:F7:36:C3:E9:98:2C:DA:E5:3B:D7:A1:AB:24\r\n\
         a=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n"
    );
    let code = pack(&sdp).expect("packs");
    format!("https://a-family-of-kniffel-players.example.org/games/pasch/app/#join={code}")
}

/// The text a QR decoder reads off the code's modules.
fn decoded(code: &QrCode) -> String {
    // Four modules of quiet zone, three pixels a module.
    let side = (code.size() as usize + 8) * 3;
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(side, side, |x, y| {
        // Outside the code, get_module is false (light).
        if code.get_module(x as i32 / 3 - 4, y as i32 / 3 - 4) {
            0
        } else {
            255
        }
    });
    let grids = image.detect_grids();
    assert_eq!(grids.len(), 1, "one QR code found");
    grids[0].decode().expect("decodes").1
}

#[test]
fn the_longest_invitation_fits_version_15_and_reads_back() {
    let invitation = longest_invitation();
    let code = qr_code(&invitation).expect("fits");
    let version = code.version().value();
    assert!(
        version <= MAX_VERSION,
        "version {version} for {} characters",
        invitation.len()
    );
    assert!(code.error_correction_level() >= QrCodeEcc::Medium);
    // The code in alphanumeric mode saves versions: as bytes the same text needs more.
    let as_bytes = QrCode::encode_binary(invitation.as_bytes(), QrCodeEcc::Medium).expect("fits");
    assert!(
        as_bytes.version().value() > version + 1,
        "{} vs {version}",
        as_bytes.version().value()
    );
    assert_eq!(decoded(&code), invitation);
}

#[test]
fn the_svg_is_black_on_white_with_a_quiet_zone() {
    let invitation = longest_invitation();
    let svg = qr_svg(&invitation).expect("fits");
    let side = qr_code(&invitation).expect("fits").size() + 8;
    assert!(
        svg.contains(&format!("viewBox=\"0 0 {side} {side}\"")),
        "{svg}"
    );
    assert!(svg.contains("shape-rendering=\"crispEdges\""));
    assert!(svg.contains(&format!(
        "<rect width=\"{side}\" height=\"{side}\" fill=\"#fff\"/>"
    )));
    // The first finder pattern's top edge, 7 modules, at the quiet zone's corner.
    assert!(
        svg.contains("<path fill=\"#000\" d=\"M4 4h7v1h-7z"),
        "{svg}"
    );
}

#[test]
fn too_long_a_text_is_refused() {
    let long = "X".repeat(2000);
    assert_eq!(qr_svg(&long), Err(CodeError::TooLongForQr));
    assert_eq!(qr_svg(&"x".repeat(10_000)), Err(CodeError::TooLongForQr));
}

#[test]
fn the_data_url_escapes_what_a_url_cannot_hold() {
    let svg = qr_svg("https://example.org/#join=ABC").expect("fits");
    let url = svg_data_url(&svg);
    assert!(url.starts_with("data:image/svg+xml,%3C"));
    for c in ['#', '<', '>', '"', '\n'] {
        assert!(!url["data:".len()..].contains(c), "{c} in {url}");
    }
    assert!(url.contains("fill='%23000'"));
}
