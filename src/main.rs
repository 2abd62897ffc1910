//! The browser app's entry point (built by trunk for wasm32).

#[cfg(target_arch = "wasm32")]
fn main() {
    pasch::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "The Pasch app runs in the browser: build it with trunk. The native tool is pasch-cli."
    );
    std::process::exit(2);
}
