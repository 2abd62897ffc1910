//! The QR decoder of the scanner (`src/ui/remote/scanner.rs`) as a Web Worker, for the
//! browsers without `BarcodeDetector`: loaded on the first scan, never at start-up
//! (trunk builds it from index.html as a worker; the service worker precaches it).
//!
//! Protocol: the worker posts `{ready: true}` once it listens (a message posted earlier
//! would be lost while its wasm loads); the page posts a camera frame as `ImageData`; the
//! worker answers each with `{found: text}`, `found` null when the frame shows no
//! readable QR code.

mod decode;

#[cfg(target_arch = "wasm32")]
mod web;

#[cfg(target_arch = "wasm32")]
fn main() {
    web::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("qr-worker runs in a browser.");
}
