//! Playing from your own phone (issue 28), pure Rust with no web crates: the table and
//! the phones talk in typed messages (`protocol`), long ones sent in parts (`frames`),
//! a phone learns only what its player may see (`view`), the table lets a phone do only
//! what is its to do (`guard`), and the pairing codes (`code`) and their QR images (`qr`).
//! The browser's side is `ui::remote`.

pub mod code;
pub mod frames;
pub mod guard;
pub mod position;
pub mod protocol;
pub mod qr;
pub mod view;
