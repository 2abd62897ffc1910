//! Round trips of real browser descriptions (tests/fixtures/sdp/, captured from headless
//! Chromium by its capture.mjs), the codes' size, and codes that are broken, cut short,
//! of another version or of another kind.

use super::sdp::{self, Description, MAX_CANDIDATES};
use super::*;
use proptest::prelude::*;
use std::path::PathBuf;

fn fixture_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/sdp")
}

/// Every captured description, by file name.
fn captured() -> Vec<(String, String)> {
    let mut found: Vec<(String, String)> = std::fs::read_dir(fixture_dir())
        .expect("tests/fixtures/sdp")
        .filter_map(|e| {
            let path = e.ok()?.path();
            let name = path.file_name()?.to_str()?.to_string();
            let is_capture = name.ends_with(".sdp") && !name.ends_with(".rebuilt.sdp");
            is_capture.then(|| (name, std::fs::read_to_string(&path).expect("readable")))
        })
        .collect();
    found.sort();
    assert!(found.len() >= 4, "the captured descriptions are gone");
    found
}

/// What a connection needs of a description, as `pack` reads it.
fn essentials(sdp: &str) -> Description {
    sdp::parse(sdp).expect("a description")
}

#[test]
fn captured_descriptions_survive_the_round_trip() {
    for (name, sdp) in captured() {
        let code = pack(&sdp).unwrap_or_else(|e| panic!("{name}: {e}"));
        let rebuilt = unpack(&code).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(essentials(&rebuilt), essentials(&sdp), "{name}");
        assert_eq!(
            pack(&rebuilt).as_ref(),
            Ok(&code),
            "{name}: packing the rebuilt one"
        );
        // The rebuilt SDP the browser test hands to Chromium's setRemoteDescription.
        // PASCH_BLESS=1 writes them anew (after a change of the format).
        let kept = fixture_dir().join(name.replace(".sdp", ".rebuilt.sdp"));
        if std::env::var_os("PASCH_BLESS").is_some() {
            std::fs::write(&kept, &rebuilt).expect("writable fixtures");
        }
        let kept = std::fs::read_to_string(&kept).unwrap_or_default();
        assert_eq!(
            rebuilt, kept,
            "{name}: tests/fixtures/sdp/*.rebuilt.sdp is out of date"
        );
    }
}

#[test]
fn the_rebuilt_description_keeps_what_webrtc_needs() {
    let sdp =
        std::fs::read_to_string(fixture_dir().join("chromium-mdns-offer.sdp")).expect("fixture");
    let rebuilt = unpack(&pack(&sdp).expect("packs")).expect("unpacks");
    for line in sdp.lines() {
        let needed = [
            "a=ice-ufrag:",
            "a=ice-pwd:",
            "a=fingerprint:",
            "a=setup:",
            "a=mid:",
            "a=sctp-port:",
            "a=max-message-size:",
        ];
        if needed.iter().any(|n| line.starts_with(n)) {
            assert!(rebuilt.lines().any(|l| l == line), "{line} is lost");
        }
    }
    // The mDNS host names, as real phones send them, with their ports.
    for line in sdp.lines().filter(|l| l.starts_with("a=candidate:")) {
        let fields: Vec<&str> = line.split(' ').collect();
        let (address, port) = (fields[4], fields[5]);
        assert!(address.ends_with(".local"));
        assert!(
            rebuilt.contains(&format!(" {address} {port} typ host")),
            "{address} is lost"
        );
    }
    assert!(rebuilt.ends_with("\r\n") && !rebuilt.contains("\n\n"));
}

#[test]
fn codes_are_short() {
    for (name, sdp) in captured() {
        let code = pack(&sdp).expect("packs");
        // Two host candidates: about 100 bytes, 3 characters for 2 bytes.
        assert!(code.len() <= 160, "{name}: {} characters", code.len());
        assert!(
            code.len() * 4 < sdp.len(),
            "{name}: {} of {}",
            code.len(),
            sdp.len()
        );
    }
}

#[test]
fn the_kind_follows_the_dtls_role() {
    for (name, sdp) in captured() {
        let expected = if name.contains("offer") {
            SdpKind::Offer
        } else {
            SdpKind::Answer
        };
        let code = pack(&sdp).expect("packs");
        assert_eq!(unpack_kind(&code).map(|(k, _)| k), Ok(expected), "{name}");
        let other = if expected == SdpKind::Offer {
            SdpKind::Answer
        } else {
            SdpKind::Offer
        };
        assert_eq!(
            unpack_as(&code, other),
            Err(CodeError::WrongKind { expected: other })
        );
        assert!(unpack_as(&code, expected).is_ok());
    }
}

/// A Firefox answer as Firefox writes it: the fingerprint at session level, the
/// transport in capitals, hexadecimal credentials, its own message size and a TCP
/// candidate (left out: no use without a server).
const FIREFOX_ANSWER: &str = "v=0\r\n\
o=mozilla...THIS_IS_SDPARTA-99.0 5087453915353394405 0 IN IP4 0.0.0.0\r\n\
s=-\r\nt=0 0\r\n\
a=fingerprint:sha-256 5B:0C:9E:40:38:B5:B4:0F:6E:7E:86:0C:32:0A:64:4A:3B:F6:13:9A:90:02:1F:1B:9A:52:D1:0B:97:3F:04:B4\r\n\
a=group:BUNDLE 0\r\na=ice-options:trickle\r\na=msid-semantic:WMS *\r\n\
m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n\
a=candidate:0 1 UDP 2122252543 3f4a1b2c-6d5e-4f70-8a9b-0c1d2e3f4a5b.local 54321 typ host\r\n\
a=candidate:1 1 TCP 2105524479 3f4a1b2c-6d5e-4f70-8a9b-0c1d2e3f4a5b.local 9 typ host tcptype active\r\n\
a=candidate:2 1 UDP 2122187007 fe80::1:2:3:4 50000 typ host\r\n\
a=sendrecv\r\na=end-of-candidates\r\n\
a=ice-pwd:2c6b2dd5e9f2a7c1f1c0d1c9d2b0a6e1\r\na=ice-ufrag:8b3e1f0a\r\n\
a=mid:0\r\na=setup:active\r\na=sctp-port:5000\r\na=max-message-size:1073741823\r\n";

#[test]
fn a_firefox_answer_survives_the_round_trip() {
    let code = pack(FIREFOX_ANSWER).expect("packs");
    let rebuilt = unpack_as(&code, SdpKind::Answer).expect("an answer");
    assert_eq!(essentials(&rebuilt), essentials(FIREFOX_ANSWER));
    assert!(rebuilt.contains("a=max-message-size:1073741823\r\n"));
    assert!(!rebuilt.contains("TCP") && !rebuilt.contains("tcp"));
    assert_eq!(essentials(&rebuilt).candidates.len(), 2);
}

#[test]
fn unusual_settings_are_kept() {
    let sdp = FIREFOX_ANSWER
        .replace("a=mid:0", "a=mid:data")
        .replace("BUNDLE 0", "BUNDLE data")
        .replace("a=sctp-port:5000", "a=sctp-port:5001")
        .replace("a=max-message-size:1073741823\r\n", "")
        .replace("fe80::1:2:3:4", "192.168.1.20")
        .replace(
            "3f4a1b2c-6d5e-4f70-8a9b-0c1d2e3f4a5b.local",
            "my-phone.local",
        );
    let rebuilt = unpack(&pack(&sdp).expect("packs")).expect("unpacks");
    assert_eq!(essentials(&rebuilt), essentials(&sdp));
    assert!(rebuilt.contains("a=mid:data\r\n") && rebuilt.contains("a=sctp-port:5001\r\n"));
    assert!(!rebuilt.contains("max-message-size"));
    assert!(
        rebuilt.contains(" my-phone.local 54321 typ host")
            && rebuilt.contains(" 192.168.1.20 50000 typ host")
    );
}

#[test]
fn many_addresses_keep_the_best() {
    let extra: String = (0..10)
        .map(|i| {
            format!(
                "a=candidate:{i} 1 udp {} 10.0.0.{i} 4000{i} typ host\r\n",
                1000 + i
            )
        })
        .collect();
    let sdp = FIREFOX_ANSWER.replace("a=sendrecv\r\n", &format!("{extra}a=sendrecv\r\n"));
    let kept = essentials(&unpack(&pack(&sdp).expect("packs")).expect("unpacks")).candidates;
    assert_eq!(kept.len(), MAX_CANDIDATES);
    assert_eq!(kept, essentials(&sdp).candidates);
    assert_eq!(kept[0].port, 54321, "the best priority first");
}

#[test]
fn codes_are_read_forgivingly() {
    let (_, sdp) = &captured()[0];
    let code = pack(sdp).expect("packs");
    let expected = unpack(&code);
    assert!(expected.is_ok());
    assert_eq!(unpack(&code.to_ascii_lowercase()), expected);
    let spaced: String = code
        .chars()
        .enumerate()
        .flat_map(|(i, c)| [c].into_iter().chain((i % 20 == 19).then_some('\n')))
        .collect();
    assert_eq!(unpack(&format!("  {spaced}\n")), expected);
    assert_eq!(
        unpack(&format!("https://example.org/pasch/#join={code}")),
        expected
    );
}

#[test]
fn descriptions_lacking_a_part_are_refused() {
    let (_, sdp) = &captured()[0];
    let without = |prefix: &str| {
        sdp.lines()
            .filter(|l| !l.starts_with(prefix))
            .collect::<Vec<_>>()
            .join("\r\n")
    };
    assert_eq!(
        pack(&without("a=ice-ufrag")),
        Err(CodeError::Incomplete("ice-ufrag"))
    );
    assert_eq!(
        pack(&without("a=ice-pwd")),
        Err(CodeError::Incomplete("ice-pwd"))
    );
    assert_eq!(
        pack(&without("a=fingerprint")),
        Err(CodeError::Incomplete("fingerprint"))
    );
    assert_eq!(
        pack(&without("a=setup")),
        Err(CodeError::Incomplete("setup"))
    );
    assert_eq!(pack(&without("a=candidate")), Err(CodeError::NoAddress));
    assert_eq!(pack(""), Err(CodeError::Incomplete("ice-ufrag")));
    let bad_pwd = sdp.replace("a=ice-pwd:", "a=ice-pwd:é");
    assert_eq!(pack(&bad_pwd), Err(CodeError::Incomplete("ice-pwd")));
    let short_fingerprint = sdp.replace("a=fingerprint:sha-256 ", "a=fingerprint:sha-256 AB:");
    assert_eq!(
        pack(&short_fingerprint),
        Err(CodeError::Incomplete("fingerprint"))
    );
}

#[test]
fn empty_foreign_and_cut_codes_are_refused() {
    assert_eq!(unpack(""), Err(CodeError::Empty));
    assert_eq!(unpack(" \n "), Err(CodeError::Empty));
    assert_eq!(unpack("https://example.org/#join="), Err(CodeError::Empty));
    assert_eq!(unpack("Hallo, Welt"), Err(CodeError::Foreign(',')));
    assert_eq!(unpack("v=0"), Err(CodeError::Foreign('=')));
    assert_eq!(unpack("KNIFFEL"), Err(CodeError::Truncated));
    assert_eq!(unpack("KNIFFELPASCH"), Err(CodeError::Damaged));
    assert_eq!(unpack(":::"), Err(CodeError::Damaged), "over 65535");
    let (_, sdp) = &captured()[0];
    let code = pack(sdp).expect("packs");
    for end in 0..code.len() {
        let cut = unpack(&code[..end]);
        assert!(
            matches!(
                cut,
                Err(CodeError::Empty | CodeError::Truncated | CodeError::Damaged)
            ),
            "cut at {end}: {cut:?}"
        );
    }
}

#[test]
fn every_changed_character_is_noticed() {
    let (_, sdp) = &captured()[1];
    let code = pack(sdp).expect("packs");
    for at in 0..code.len() {
        for &c in text::ALPHABET {
            let mut changed = code.clone().into_bytes();
            if changed[at] == c {
                continue;
            }
            changed[at] = c;
            let changed = String::from_utf8(changed).expect("ASCII");
            assert!(unpack(&changed).is_err(), "{changed}");
        }
    }
}

#[test]
fn a_code_of_another_version_says_so() {
    for version in [0, 2, 255] {
        let mut frame = vec![version, 1, 2, 3];
        frame.extend_from_slice(&crc16(&frame).to_be_bytes());
        let code = text::encode(&frame);
        assert_eq!(
            unpack(&code),
            Err(CodeError::OtherVersion { found: version })
        );
    }
}

#[test]
fn the_alphabet_needs_no_escaping_in_a_link() {
    assert_eq!(text::ALPHABET.len(), 41);
    for &c in text::ALPHABET {
        // QR alphanumeric mode: digits, capitals and " $%*+-./:".
        assert!(c.is_ascii_digit() || c.is_ascii_uppercase() || b"$-./:".contains(&c));
    }
}

proptest! {
    #[test]
    fn no_text_makes_unpack_panic(text in "[0-9A-Z$./:a-z -]{0,200}") {
        let _ = unpack(&text);
    }

    #[test]
    fn no_body_with_a_right_check_sum_makes_unpack_panic(body in proptest::collection::vec(any::<u8>(), 0..160)) {
        let mut frame = vec![FORMAT_VERSION];
        frame.extend_from_slice(&body);
        frame.extend_from_slice(&crc16(&frame).to_be_bytes());
        if let Ok(sdp) = unpack(&text::encode(&frame)) {
            // What reads as a description packs back to the same code.
            prop_assert_eq!(pack(&sdp), Ok(text::encode(&frame)));
        }
    }

    #[test]
    fn bytes_survive_the_text(bytes in proptest::collection::vec(any::<u8>(), 1..100)) {
        prop_assert_eq!(text::decode(&text::encode(&bytes)), Ok(bytes));
    }
}
