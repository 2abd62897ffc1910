//! Playing from your own phone, in the browser: the WebRTC data channel (`rtc`), the
//! pairing codes as shown and read (`pairing`, `qr_image`, `scanner`), the
//! table's side (`table`, `invite`) and the phone's (`phone`). The messages and the view
//! filter are pure Rust: `crate::remote`.

pub mod invite;
pub mod pairing;
pub mod phone;
pub mod phone_cards;
pub mod qr_image;
pub mod rtc;
pub mod scanner;
pub mod table;
