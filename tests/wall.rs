//! The wall between the pure modules and the browser: the rules engine, the session, the
//! statistics, the sounds and the shake detector (`feel`), the words' language, the
//! computer players, the pairing codes (`remote`) and the CLI are plain Rust, tested
//! natively. None of them may name a web crate or reach into the UI or the browser's
//! storage; the UI itself is compiled for wasm32 only.
//!
//! The sources are read as tokens with comments and string literals left out: a comment
//! may say "the Leptos screen calls this", and a message may name anything, without
//! using Leptos; every identifier and path in code counts.

use std::fs;
use std::path::{Path, PathBuf};

/// The pure modules, as files or folders under the crate root.
const PURE: [&str; 10] = [
    "src/engine",
    "src/feel",
    "src/brain",
    "src/session",
    "src/stats",
    "src/tour",
    "src/ai",
    "src/cli",
    "src/bin",
    "src/remote",
];

/// The words' language: a file or a folder, whichever the crate has.
const LANG: [&str; 2] = ["src/lang.rs", "src/lang"];

/// Crates for the browser only; an identifier is theirs when it is the name or starts with
/// the name and `_` (`wasm_bindgen_futures`, `gloo_storage`).
const WEB_CRATES: [&str; 5] = ["leptos", "web_sys", "js_sys", "wasm_bindgen", "gloo"];

/// Paths into the browser side of the crate, as segments after `crate`/`super`/`self`.
const WEB_PATHS: [&[&str]; 2] = [&["ui"], &["store", "browser"]];

#[test]
fn the_pure_modules_name_no_web_crate_and_reach_no_ui() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for module in PURE {
        let path = root.join(module);
        assert!(path.exists(), "{module} is gone: update the wall's list");
        rust_files(&path, &mut files);
    }
    let lang: Vec<PathBuf> = LANG
        .iter()
        .map(|l| root.join(l))
        .filter(|p| p.exists())
        .collect();
    assert!(!lang.is_empty(), "neither src/lang.rs nor src/lang/ exists");
    for path in &lang {
        rust_files(path, &mut files);
    }
    assert!(files.len() > 50, "only {} files found", files.len());
    let breaches: Vec<String> = files
        .iter()
        .flat_map(|file| {
            let text = fs::read_to_string(file).expect("a readable source file");
            let shown = file
                .strip_prefix(root)
                .unwrap_or(file)
                .display()
                .to_string();
            breaches(&text)
                .into_iter()
                .map(move |b| format!("{shown}: {b}"))
        })
        .collect();
    assert!(
        breaches.is_empty(),
        "the pure modules reach the browser:\n{}",
        breaches.join("\n")
    );
}

#[test]
fn native_builds_compile_no_ui() {
    let lib = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs"))
        .expect("src/lib.rs");
    assert!(
        ui_is_wasm_only(&lib),
        "src/lib.rs must declare `pub mod ui;` right after #[cfg(all(target_arch = \"wasm32\", feature = \"ui\"))]"
    );
}

/// Whether `lib` declares `pub mod ui;` and gates it to wasm32 builds with the app (the
/// brain's worker builds the crate without it).
fn ui_is_wasm_only(lib: &str) -> bool {
    let tokens: Vec<String> = tokens(lib).into_iter().map(|(_, t)| t).collect();
    let gate = [
        "#",
        "[",
        "cfg",
        "(",
        "all",
        "(",
        "target_arch",
        "=",
        "\"wasm32\"",
        ",",
        "feature",
        "=",
        "\"ui\"",
        ")",
        ")",
        "]",
    ];
    tokens
        .windows(4)
        .position(|w| w == ["pub", "mod", "ui", ";"])
        .is_some_and(|at| at >= gate.len() && tokens[at - gate.len()..at] == gate)
}

/// What in `source` crosses the wall: web crates named and paths into the UI, by line.
fn breaches(source: &str) -> Vec<String> {
    let tokens = tokens(source);
    let mut out = Vec::new();
    for (line, token) in &tokens {
        if let Some(web) = WEB_CRATES
            .iter()
            .find(|c| token == *c || token.starts_with(&format!("{c}_")))
        {
            out.push(format!("line {line}: names {web} ({token})"));
        }
    }
    let tokens: Vec<String> = tokens.into_iter().map(|(_, t)| t).collect();
    for path in paths(&tokens) {
        let inner: Vec<&str> = path
            .iter()
            .map(String::as_str)
            .skip_while(|s| matches!(*s, "crate" | "super" | "self"))
            .collect();
        if path.len() > inner.len() && WEB_PATHS.iter().any(|w| inner.starts_with(w)) {
            out.push(format!("uses {}", path.join("::")));
        }
    }
    out
}

/// Every `.rs` file at or under `path`.
fn rust_files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = fs::read_dir(path)
            .expect("a readable folder")
            .map(|e| e.expect("a folder entry").path())
            .collect();
        entries.sort();
        for entry in entries {
            rust_files(&entry, out);
        }
    } else if path.extension().is_some_and(|e| e == "rs") {
        out.push(path.to_path_buf());
    }
}

/// Where the string or character literal starting at `i` ends (one past it); None when
/// none starts there (a lifetime's `'` is no literal).
fn literal_end(chars: &[char], i: usize) -> Option<usize> {
    let ident_before = i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
    match chars[i] {
        '"' => {
            let mut j = i + 1;
            while j < chars.len() && chars[j] != '"' {
                j += if chars[j] == '\\' { 2 } else { 1 };
            }
            Some((j + 1).min(chars.len()))
        }
        'r' if !ident_before => {
            let hashes = chars[i + 1..].iter().take_while(|&&c| c == '#').count();
            if chars.get(i + 1 + hashes) != Some(&'"') {
                return None;
            }
            let close: Vec<char> = std::iter::once('"')
                .chain(std::iter::repeat_n('#', hashes))
                .collect();
            let mut j = i + 2 + hashes;
            while j < chars.len() && !chars[j..].starts_with(&close) {
                j += 1;
            }
            Some((j + close.len()).min(chars.len()))
        }
        '\'' if chars.get(i + 1) == Some(&'\\') => {
            let mut j = i + 2;
            while j < chars.len() && chars[j] != '\'' {
                j += 1;
            }
            Some((j + 1).min(chars.len()))
        }
        '\'' if chars.get(i + 2) == Some(&'\'') => Some(i + 3),
        _ => None,
    }
}

/// The tokens of Rust source with their line numbers, comments left out: identifiers,
/// `::`, string and character literals whole (a `//` inside one starts no comment), and
/// every other character on its own.
fn tokens(source: &str) -> Vec<(usize, String)> {
    let chars: Vec<char> = source.chars().collect();
    let at = |i: usize, s: &str| {
        s.chars()
            .enumerate()
            .all(|(k, c)| chars.get(i + k) == Some(&c))
    };
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < chars.len() {
        let c = chars[i];
        let start = i;
        let mut comment = true;
        if at(i, "//") {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if at(i, "/*") {
            let mut depth = 0;
            while i < chars.len() {
                let step = if at(i, "/*") || at(i, "*/") { 2 } else { 1 };
                depth += i32::from(at(i, "/*")) - i32::from(at(i, "*/"));
                i += step;
                if depth == 0 {
                    break;
                }
            }
        } else {
            comment = false;
            if c.is_whitespace() {
                i += 1;
            } else if let Some(end) = literal_end(&chars, i) {
                i = end;
            } else if c.is_alphanumeric() || c == '_' {
                while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
            } else if at(i, "::") {
                i += 2;
            } else {
                i += 1;
            }
        }
        if !comment && !c.is_whitespace() {
            out.push((line, chars[start..i].iter().collect()));
        }
        line += chars[start..i].iter().filter(|&&c| c == '\n').count();
    }
    out
}

/// Every path in the tokens, with `use` groups spelled out: `crate::{a, b::{c, d}}`
/// gives `crate::a`, `crate::b::c` and `crate::b::d`.
fn paths(tokens: &[String]) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let starts = is_ident(&tokens[i]) && (i == 0 || tokens[i - 1] != "::");
        if starts && tokens.get(i + 1).is_some_and(|t| t == "::") {
            i = path_from(tokens, i, Vec::new(), &mut out);
        } else {
            i += 1;
        }
    }
    out
}

/// Reads the path (or use tree) at `i` after `prefix` into `out`; where it ends.
fn path_from(
    tokens: &[String],
    mut i: usize,
    mut prefix: Vec<String>,
    out: &mut Vec<Vec<String>>,
) -> usize {
    loop {
        match tokens.get(i).map(String::as_str) {
            Some("{") => {
                i += 1;
                while i < tokens.len() && tokens[i] != "}" {
                    if tokens[i] == "," {
                        i += 1;
                    } else {
                        i = path_from(tokens, i, prefix.clone(), out);
                    }
                }
                return i + 1;
            }
            Some(t) if is_ident(t) || t == "*" => {
                prefix.push(t.to_string());
                i += 1;
                if tokens.get(i).is_some_and(|t| t == "::") {
                    i += 1;
                } else {
                    // `as` renames (the name used after it is no path of its own).
                    if tokens.get(i).is_some_and(|t| t == "as") {
                        i += 2;
                    }
                    out.push(prefix);
                    return i;
                }
            }
            _ => {
                out.push(prefix);
                return i + 1;
            }
        }
    }
}

fn is_ident(token: &str) -> bool {
    token
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
}

#[test]
fn the_wall_sees_web_crates_and_ui_paths_in_code_only() {
    let clean = r#"
        //! Shown by the Leptos screens (a comment names leptos freely).
        use crate::engine::{Game, RuleError};
        use super::bots; /* web_sys::Window /* nested */ in a comment */
        const URL: &str = "https://example.org/ui"; // not a comment start inside the string
        fn f<'a>(x: &'a str) -> char { let _ = x; 'u' }
        use crate::ui_words::Lang;
    "#;
    assert_eq!(breaches(clean), Vec::<String>::new());
    let breaching = [
        ("use leptos::prelude::*;", "names leptos"),
        ("#[wasm_bindgen]\nfn g() {}", "names wasm_bindgen"),
        ("let s = gloo_storage::LocalStorage::raw();", "names gloo"),
        ("let w = web_sys::window();", "names web_sys"),
        (
            "use crate::ui::state::AppState;",
            "uses crate::ui::state::AppState",
        ),
        ("use crate::{engine::Game, ui};", "uses crate::ui"),
        (
            "use crate::store::{game, browser::local};",
            "uses crate::store::browser::local",
        ),
        (
            "fn h() { super::super::ui::i18n::words(); }",
            "uses super::super::ui::i18n::words",
        ),
    ];
    assert!(ui_is_wasm_only(
        "pub mod engine;\n#[cfg(all(target_arch = \"wasm32\", feature = \"ui\"))]\npub mod ui;"
    ));
    assert!(!ui_is_wasm_only("pub mod engine;\npub mod ui;"));
    assert!(!ui_is_wasm_only(
        "pub mod engine;\n#[cfg(target_arch = \"wasm32\")]\npub mod ui;"
    ));
    assert!(!ui_is_wasm_only(
        "#[cfg(all(target_arch = \"wasm32\", feature = \"ui\"))]\npub mod engine;"
    ));
    for (code, expected) in breaching {
        let found = breaches(code);
        assert!(
            found.iter().any(|b| b.contains(expected)),
            "{code:?}: {found:?}"
        );
    }
}
