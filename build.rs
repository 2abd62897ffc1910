#[path = "build/rules.rs"]
mod rules;

fn main() {
    rules::generate();
}
