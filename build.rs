//! The build steps: the words of the app from `locales/*.ftl` (`build/words.rs`, into
//! `$OUT_DIR`), so the app parses no words at run time and they stay pure Rust, tested
//! natively; and the check of the rules page's text, `locales/rules/*.md`
//! (`build/rules.rs`), which the app fetches when the page opens.
//!
//! Why the words are generated, not read by a crate at run time (measured 2026-11-25,
//! release build, wasm gzip -9): the app was 486,594 bytes before; formatting one message
//! with `fluent-bundle` 0.16 and `unic-langid` from the two .ftl files (include_str!) made
//! it 561,723, +75 KB, of which about 20 KB is the .ftl text itself and the rest the
//! parser, resolver and plural rules: too much for a start-up budget of 350 KB that the app
//! already misses by 140 KB, and the words would be parsed again at every start.
//! `leptos_i18n` 0.6 (for Leptos 0.8) also generates code at compile time, but its words
//! live in Leptos (its `t!` needs the Leptos context, and the UI here is wasm-only), so
//! they could not be tested natively; its plurals need ICU4X data. Not measured: the
//! reasons above decided it in the time set for the check (15 minutes).
//!
//! What this generator costs (same measure): 489,491 bytes with German and English, +2.9 KB
//! over the hand-written words (the code that writes placeholders and picks plurals);
//! 491,534 with French as a copy of the English file; 502,031 with a pseudo-French of
//! accented letters, so a real translation adds roughly 10 KB. Rebased on main with the
//! rules from Markdown: main 492,061, this branch 496,657 (French a copy of English),
//! 507,051 with the pseudo-French.
//!
//! Languages beyond de, en and fr are not compiled in but loaded as data (`words/<code>.json`,
//! see build/words.rs and docs/languages.md): five more compiled in would have added some
//! 60–80 KB to the start-up download; measured in docs/performance.md.

#[path = "build/rules.rs"]
mod rules;
#[path = "src/rules_text/parse.rs"]
mod rules_parse;
#[path = "build/words.rs"]
mod words;

fn main() {
    rules::check();
    words::generate();
    keep_relocations_for_the_split();
}

/// The split build of the app (feature `split`, `src/ui/shell/split.rs`) keeps the
/// linker's relocations in its wasm: wasm-split (`scripts/split_wasm.py`) reads them to
/// cut the screens out. Only that binary: the workers and the tests are not split.
fn keep_relocations_for_the_split() {
    let wasm = std::env::var("TARGET").is_ok_and(|t| t.starts_with("wasm32"));
    if wasm && std::env::var_os("CARGO_FEATURE_SPLIT").is_some() {
        println!("cargo:rustc-link-arg-bin=pasch=--emit-relocs");
    }
}
