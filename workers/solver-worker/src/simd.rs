//! The brain of `main.rs` for browsers with wasm SIMD: built with the `simd` feature,
//! which compiles the exact solver's turn solves with 128-bit vector instructions (two
//! f64 lanes at once). A table's solve and the win chance's simulations take about half
//! the time; the values are the same to the bit. index.html builds both brains and the
//! app picks one (`ui::brain::link`).

#[path = "main.rs"]
mod brain;

fn main() {
    brain::main();
}
