//! The computer's brain as a Web Worker (`pasch::brain`): every computer player of every
//! game and level, the exact Kniffel solver with its tables, the hints' advice and the
//! game review, off the page's thread. Loaded by the app only when a game has a computer
//! player or a hint is asked for, never at start-up (trunk builds it from index.html as
//! a worker; the service worker precaches it).
//!
//! Protocol (`pasch::brain::protocol`, JSON text both ways): the brain posts
//! `Message::Ready` once it listens (a message posted earlier would be lost while its
//! wasm loads); the page posts `Request`s; the brain answers each in turn with
//! `Message::Answer`, and posts `Message::Progress` while it solves a table.
//!
//! Where no worker can be had, the page loads this same module and calls `connect`:
//! the brain then thinks on the page's thread, but the computer still plays.
//!
//! A table's solve is shared with helpers, this same worker started again (`pool`).
//! Maxi Yatzy's fitted values are a file of the build, fetched when a game needs them
//! (`fitted`).

#[cfg(target_arch = "wasm32")]
mod fitted;
#[cfg(target_arch = "wasm32")]
mod pool;
#[cfg(target_arch = "wasm32")]
mod solvable;
#[cfg(target_arch = "wasm32")]
mod web;

/// Starts the brain in the worker: it listens to the page's requests.
#[cfg(target_arch = "wasm32")]
pub fn main() {
    web::start_in_worker();
}

/// Natively there is no page to serve: says so and where to look instead.
#[cfg(not(target_arch = "wasm32"))]
pub fn main() {
    eprintln!("solver-worker runs in a browser; natively use `pasch-cli`.");
}
