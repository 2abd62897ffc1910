fn main() {
    eprintln!("pasch-cli: not built yet");
    std::process::exit(2);
}
