//! `pasch-cli`: the rules oracle and simulator. Everything lives in `pasch::cli`.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    // A non-UTF-8 argument is never valid here; lossy text gives a readable error.
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    std::process::exit(pasch::cli::run(&args));
}

#[cfg(target_arch = "wasm32")]
fn main() {
    // The browser app is `pasch`; this tool has no place in a browser.
}
