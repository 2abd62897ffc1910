//! Reading the parts a data channel needs out of a browser's SDP, and writing them back
//! as SDP that Chromium, Safari and Firefox accept.

use super::error::CodeError;
use super::kind::SdpKind;
use std::fmt::Write as _;
use std::net::{Ipv4Addr, Ipv6Addr};

/// The most host candidates a code carries (the best by priority): a device on many
/// networks would otherwise make a QR code too dense to scan.
pub const MAX_CANDIDATES: usize = 6;

/// The DTLS role (`a=setup`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DtlsRole {
    ActPass,
    Active,
    Passive,
}

impl DtlsRole {
    pub const ALL: [DtlsRole; 3] = [DtlsRole::ActPass, DtlsRole::Active, DtlsRole::Passive];

    fn as_str(self) -> &'static str {
        match self {
            DtlsRole::ActPass => "actpass",
            DtlsRole::Active => "active",
            DtlsRole::Passive => "passive",
        }
    }
}

/// The fingerprint hashes WebRTC uses, with their digest lengths.
pub const HASHES: [(&str, usize); 5] = [
    ("sha-256", 32),
    ("sha-1", 20),
    ("sha-224", 28),
    ("sha-384", 48),
    ("sha-512", 64),
];

/// Where a host candidate is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Address {
    V4(Ipv4Addr),
    V6(Ipv6Addr),
    /// An mDNS name as browsers make them, `<uuid>.local` (the UUID's 16 bytes).
    Mdns([u8; 16]),
    /// Any other host name.
    Name(String),
}

/// A host candidate (UDP, component 1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate {
    pub address: Address,
    pub port: u16,
}

/// What a data-channel connection needs of a description.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Description {
    pub kind: SdpKind,
    pub ufrag: String,
    pub pwd: String,
    /// Index into [`HASHES`].
    pub hash: usize,
    pub fingerprint: Vec<u8>,
    pub setup: DtlsRole,
    pub mid: String,
    pub sctp_port: u16,
    /// `None` when the description has no `a=max-message-size` (64 KiB, by RFC 8841).
    pub max_message_size: Option<u32>,
    /// Best first.
    pub candidates: Vec<Candidate>,
}

/// The SCTP port every browser uses.
pub const DEFAULT_SCTP_PORT: u16 = 5000;

/// Reads a description; an offer is the one whose DTLS role is still open (`actpass`,
/// RFC 8842), an answer has chosen one.
pub fn parse(sdp: &str) -> Result<Description, CodeError> {
    let attribute = |name: &str| {
        sdp.lines().find_map(|line| {
            line.trim_end()
                .strip_prefix("a=")?
                .strip_prefix(name)?
                .strip_prefix(':')
        })
    };
    let ufrag = attribute("ice-ufrag").ok_or(CodeError::Incomplete("ice-ufrag"))?;
    let pwd = attribute("ice-pwd").ok_or(CodeError::Incomplete("ice-pwd"))?;
    let setup = attribute("setup")
        .and_then(|s| DtlsRole::ALL.into_iter().find(|r| r.as_str() == s.trim()))
        .ok_or(CodeError::Incomplete("setup"))?;
    let (hash, fingerprint) = attribute("fingerprint")
        .and_then(fingerprint)
        .ok_or(CodeError::Incomplete("fingerprint"))?;
    let sctp_port = match attribute("sctp-port") {
        Some(port) => port
            .trim()
            .parse()
            .map_err(|_| CodeError::Incomplete("sctp-port"))?,
        None => DEFAULT_SCTP_PORT,
    };
    let max_message_size = match attribute("max-message-size") {
        Some(size) => Some(
            size.trim()
                .parse()
                .map_err(|_| CodeError::Incomplete("max-message-size"))?,
        ),
        None => None,
    };
    let mid = attribute("mid").map_or("0", str::trim).to_string();
    let mut candidates: Vec<(u32, Candidate)> = sdp
        .lines()
        .filter_map(|line| candidate(line.trim_end().strip_prefix("a=candidate:")?))
        .collect();
    // Best first; the same address twice (a browser's repeat) only once.
    candidates.sort_by_key(|c| std::cmp::Reverse(c.0));
    let mut unique: Vec<Candidate> = Vec::new();
    for (_, c) in candidates {
        if !unique.contains(&c) {
            unique.push(c);
        }
    }
    if unique.is_empty() {
        return Err(CodeError::NoAddress);
    }
    unique.truncate(MAX_CANDIDATES);
    Ok(Description {
        kind: if setup == DtlsRole::ActPass {
            SdpKind::Offer
        } else {
            SdpKind::Answer
        },
        ufrag: ufrag.trim().to_string(),
        pwd: pwd.trim().to_string(),
        hash,
        fingerprint,
        setup,
        mid,
        sctp_port,
        max_message_size,
        candidates: unique,
    })
}

/// `sha-256 AB:CD:…` → the hash's index and the digest.
fn fingerprint(value: &str) -> Option<(usize, Vec<u8>)> {
    let (name, hex) = value.trim().split_once(' ')?;
    let hash = HASHES
        .iter()
        .position(|(h, _)| h.eq_ignore_ascii_case(name))?;
    let digest = hex
        .trim()
        .split(':')
        .map(|byte| u8::from_str_radix(byte, 16).ok())
        .collect::<Option<Vec<u8>>>()?;
    (digest.len() == HASHES[hash].1).then_some((hash, digest))
}

/// A UDP host candidate of component 1 with its priority, from `a=candidate:`'s value
/// (`foundation component transport priority address port typ host …`); others are of
/// no use without a STUN or TURN server.
fn candidate(value: &str) -> Option<(u32, Candidate)> {
    let fields: Vec<&str> = value.split_whitespace().collect();
    let [_, component, transport, priority, address, port, typ, kind, ..] = fields[..] else {
        return None;
    };
    if component != "1" || !transport.eq_ignore_ascii_case("udp") || typ != "typ" || kind != "host"
    {
        return None;
    }
    let address = if let Ok(v4) = address.parse() {
        Address::V4(v4)
    } else if let Ok(v6) = address.parse() {
        Address::V6(v6)
    } else if let Some(uuid) = mdns_uuid(address) {
        Address::Mdns(uuid)
    } else if !address.is_empty()
        && address.len() <= 255
        && address.bytes().all(|b| b.is_ascii_graphic())
    {
        Address::Name(address.to_string())
    } else {
        return None;
    };
    Some((
        priority.parse().ok()?,
        Candidate {
            address,
            port: port.parse().ok()?,
        },
    ))
}

/// `1f0e…-….local` with a lower-case UUID → its 16 bytes.
fn mdns_uuid(name: &str) -> Option<[u8; 16]> {
    let uuid = name.strip_suffix(".local")?;
    let groups: Vec<&str> = uuid.split('-').collect();
    if groups.iter().map(|g| g.len()).ne([8, 4, 4, 4, 12]) {
        return None;
    }
    let hex: String = groups.concat();
    if !hex
        .bytes()
        .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    {
        return None;
    }
    let mut bytes = [0; 16];
    for (i, byte) in bytes.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(bytes)
}

fn mdns_name(uuid: &[u8; 16]) -> String {
    let hex: String = uuid.iter().map(|b| format!("{b:02x}")).collect();
    format!(
        "{}-{}-{}-{}-{}.local",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    )
}

/// The SDP of a description, lines as browsers write them (CRLF). The candidates get
/// priorities in their order (host type preference 126, falling local preference).
pub fn build(d: &Description) -> String {
    let mut sdp = String::new();
    let mut line = |text: std::fmt::Arguments| {
        let _ = write!(sdp, "{text}\r\n");
    };
    line(format_args!("v=0"));
    line(format_args!("o=- 1 2 IN IP4 127.0.0.1"));
    line(format_args!("s=-"));
    line(format_args!("t=0 0"));
    line(format_args!("a=group:BUNDLE {}", d.mid));
    line(format_args!("a=msid-semantic: WMS"));
    line(format_args!(
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel"
    ));
    line(format_args!("c=IN IP4 0.0.0.0"));
    for (i, c) in d.candidates.iter().enumerate() {
        let priority = (126u32 << 24) | ((65535 - i as u32) << 8) | 255;
        let address = match &c.address {
            Address::V4(ip) => ip.to_string(),
            Address::V6(ip) => ip.to_string(),
            Address::Mdns(uuid) => mdns_name(uuid),
            Address::Name(name) => name.clone(),
        };
        line(format_args!(
            "a=candidate:{} 1 udp {priority} {address} {} typ host",
            i + 1,
            c.port
        ));
    }
    line(format_args!("a=end-of-candidates"));
    line(format_args!("a=ice-ufrag:{}", d.ufrag));
    line(format_args!("a=ice-pwd:{}", d.pwd));
    let digest: Vec<String> = d.fingerprint.iter().map(|b| format!("{b:02X}")).collect();
    line(format_args!(
        "a=fingerprint:{} {}",
        HASHES[d.hash].0,
        digest.join(":")
    ));
    line(format_args!("a=setup:{}", d.setup.as_str()));
    line(format_args!("a=mid:{}", d.mid));
    line(format_args!("a=sctp-port:{}", d.sctp_port));
    if let Some(size) = d.max_message_size {
        line(format_args!("a=max-message-size:{size}"));
    }
    sdp
}
