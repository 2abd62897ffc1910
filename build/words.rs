//! Build step for the app's words: turns the locale files `locales/<code>.ftl` (Fluent
//! syntax) into Rust at build time: the `Lang` enum (one variant per file, in the order of
//! their codes) and one method on `Lang` per message, written to `$OUT_DIR/words.rs` and
//! included by `src/lang/words.rs`. The built-in languages (`BUILT_IN`: de, en, fr) are
//! compiled into each method, nothing parsed at run time; every other language's words are
//! written as data, `$OUT_DIR/words/<code>.json`, which the post-build hook copies into the
//! build for the app to fetch when that language is chosen (native builds include them),
//! and which each method renders with the interpreter of `src/lang/words.rs`. Beside them,
//! `$OUT_DIR/plain-words.json`: every language's messages without placeholders, which the
//! post-build hook puts into index.html's static start screen.
//!
//! A message without placeholders becomes `fn key(self) -> &'static str`; one with
//! placeholders `fn key(self, a: impl Arg, n: impl Count) -> String`: `Count` (a whole
//! number) for a placeholder that some language selects a plural on, `Arg` (text, a
//! number, a box, a chip, a game, dice values, …; see `src/lang/args.rs`) otherwise. The
//! parameters come in the order the comment above the message in `en.ftl` names them
//! (`# $name (text), $n (number)`), so editing the English text never reorders them.
//!
//! The build stops with a message (a panic here) when a language lacks a key of `en.ftl`
//! (the reference) or has one it lacks, when a message's placeholders differ from the
//! reference's, when the comment does not name the placeholders, when a selector uses a
//! plural category the language does not have, or on Fluent this generator does not
//! support (functions, attributes, message references, selectors on text).
//!
//! Plural categories are hand-written per language in `PLURAL_RULES` (CLDR's rules for
//! whole numbers); a new language with another rule needs a line there.

use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

/// Every other language is checked against this one.
const REFERENCE: &str = "en";
/// `Lang::default()`: the language before any is known.
const DEFAULT: &str = "de";
/// The languages compiled into the app's start-up wasm. Every other language's words are
/// data, `$OUT_DIR/words/<code>.json` (see `words_json`), which the browser fetches when
/// that language is chosen (the post-build hook copies them to `words/` of the build) and
/// native builds include; the message methods render them with one small interpreter
/// (`src/lang/words.rs`). Each compiled-in language costs the start-up download ~17 KB
/// gzip, a loaded one nothing.
const BUILT_IN: &[&str] = &["de", "en", "fr"];
/// Messages compiled in for every language, loaded or not: the language switch names each
/// language in itself before its words are here.
const EVERY_LANGUAGE: &[&str] = &["native-name"];
/// The folder in `$OUT_DIR` with the words of the languages not built in.
const WORDS_DIR: &str = "words";

/// CLDR plural categories of whole numbers `n` (cardinal), as a Rust expression of
/// `n: u64`; languages not listed are refused with a message to add them here.
const PLURAL_RULES: &[(&[&str], &str)] = &[
    (
        &[
            "de", "en", "nl", "sv", "da", "nb", "nn", "no", "it", "es", "ca", "el", "fi", "et",
            "hu", "tr", "bg",
        ],
        "if n == 1 { Plural::One } else { Plural::Other }",
    ),
    // French: 0 and 1 are singular; a whole number of millions takes “de” (many).
    (
        &["fr"],
        "if n <= 1 { Plural::One } else if n % 1_000_000 == 0 { Plural::Many } else { Plural::Other }",
    ),
    (&["pt"], "if n <= 1 { Plural::One } else if n % 1_000_000 == 0 { Plural::Many } else { Plural::Other }"),
    (
        &["pl"],
        "if n == 1 { Plural::One } else if (2..=4).contains(&(n % 10)) && !(12..=14).contains(&(n % 100)) { Plural::Few } else { Plural::Many }",
    ),
    (&["ja", "ko", "zh", "vi", "th", "id"], "Plural::Other"),
];

const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// Reads every locale file, checks them against the reference and writes the Rust code;
/// panics with the file, key and reason when they differ (which fails the build).
pub fn generate() {
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&root).join("locales");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut codes = Vec::new();
    for entry in
        std::fs::read_dir(&dir).unwrap_or_else(|e| fail(&format!("{}: {e}", dir.display())))
    {
        let path = entry.expect("a directory entry").path();
        println!("cargo:rerun-if-changed={}", path.display());
        if path.extension().and_then(|e| e.to_str()) != Some("ftl") {
            continue;
        }
        let code = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("")
            .to_string();
        if !(2..=3).contains(&code.len()) || !code.bytes().all(|b| b.is_ascii_lowercase()) {
            fail(&format!(
                "locales/{code}.ftl: a locale file is named by its language code, two or three lower-case letters (fr.ftl)"
            ));
        }
        codes.push(code);
    }
    codes.sort();
    for must in [REFERENCE, DEFAULT].iter().chain(BUILT_IN) {
        if !codes.iter().any(|c| c == must) {
            fail(&format!("locales/{must}.ftl is missing"));
        }
    }
    let langs: Vec<Locale> = codes
        .iter()
        .map(|code| {
            let path = dir.join(format!("{code}.ftl"));
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| fail(&format!("{}: {e}", path.display())));
            Locale::read(code, &text)
        })
        .collect();
    let reference = langs
        .iter()
        .find(|l| l.code == REFERENCE)
        .expect("checked above");
    let out_dir = std::env::var("OUT_DIR").expect("OUT_DIR");
    let (code, loaded) = rust_code(&langs, reference);
    let words_dir = Path::new(&out_dir).join(WORDS_DIR);
    // A language whose file was removed leaves no words behind.
    let _ = std::fs::remove_dir_all(&words_dir);
    std::fs::create_dir_all(&words_dir)
        .unwrap_or_else(|e| fail(&format!("{}: {e}", words_dir.display())));
    let mut files = vec![
        (Path::new(&out_dir).join("words.rs"), code),
        (
            Path::new(&out_dir).join(PLAIN_WORDS),
            plain_words_json(&langs),
        ),
    ];
    for (lang, json) in loaded {
        files.push((words_dir.join(format!("{lang}.json")), json));
    }
    for (target, text) in files {
        std::fs::write(&target, text)
            .unwrap_or_else(|e| fail(&format!("{}: {e}", target.display())));
    }
}

/// The file in `$OUT_DIR` with every language's messages that have no placeholders, as
/// JSON (`{"de": {"key": "text", ...}, ...}`): `scripts/post_build.py` fills index.html's
/// static start screen from it, so this stays the one reader of the `.ftl` files.
const PLAIN_WORDS: &str = "plain-words.json";

/// `s` as a JSON string.
fn json(s: &str) -> String {
    let mut o = String::from('"');
    for c in s.chars() {
        match c {
            '"' | '\\' => o.extend(['\\', c]),
            c if c < ' ' => _ = write!(o, "\\u{:04x}", c as u32),
            c => o.push(c),
        }
    }
    o + "\""
}

fn plain_words_json(langs: &[Locale]) -> String {
    let lang = |l: &Locale| {
        let plain = l.order.iter().map(|key| (key, &l.messages[key].pieces));
        let words: Vec<String> = plain
            .filter(|(_, pieces)| pieces.iter().all(|p| matches!(p, Piece::Text(_))))
            .map(|(key, pieces)| format!("{}:{}", json(key), json(&flat(pieces))))
            .collect();
        format!("{}:{{{}}}", json(&l.code), words.join(","))
    };
    let all: Vec<String> = langs.iter().map(lang).collect();
    format!("{{{}}}\n", all.join(","))
}

fn fail(msg: &str) -> ! {
    panic!("\n\nlocales: {msg}\n\n")
}

/// A pattern as this generator understands it.
#[derive(Clone, Debug)]
enum Piece {
    Text(String),
    Var(String),
    Select {
        var: String,
        /// (key, pattern) in file order: a number or a plural category.
        variants: Vec<(Key, Vec<Piece>)>,
        default: Vec<Piece>,
    },
}

#[derive(Clone, Debug)]
enum Key {
    Number(u64),
    Category(String),
}

struct Message {
    key: String,
    pieces: Vec<Piece>,
    comment: Vec<String>,
}

struct Locale {
    code: String,
    messages: BTreeMap<String, Message>,
    order: Vec<String>,
}

impl Locale {
    fn read(code: &str, text: &str) -> Locale {
        let file = format!("locales/{code}.ftl");
        let resource = match fluent_syntax::parser::parse(text) {
            Ok(r) => r,
            Err((_, errors)) => {
                let mut msg = format!("{file}: not valid Fluent:");
                for e in errors {
                    let line = text[..e.pos.start.min(text.len())].lines().count().max(1);
                    let _ = write!(msg, "\n  line {line}: {:?}", e.kind);
                }
                fail(&msg)
            }
        };
        let mut terms = BTreeMap::new();
        for entry in &resource.body {
            if let ast::Entry::Term(t) = entry {
                if !t.attributes.is_empty() {
                    fail(&format!(
                        "{file}: term -{}: attributes are not supported",
                        t.id.name
                    ));
                }
                terms.insert(t.id.name.to_string(), &t.value);
            }
        }
        let mut messages = BTreeMap::new();
        let mut order = Vec::new();
        for entry in &resource.body {
            let m = match entry {
                ast::Entry::Message(m) => m,
                ast::Entry::Junk { content } => fail(&format!("{file}: cannot read: {content}")),
                _ => continue,
            };
            let key = m.id.name.to_string();
            let at = format!("{file}: {key}");
            if !m.attributes.is_empty() {
                fail(&format!(
                    "{at}: attributes (.{}) are not supported",
                    m.attributes[0].id.name
                ));
            }
            let Some(value) = &m.value else {
                fail(&format!("{at}: the message has no text"));
            };
            let pieces = pattern(&at, value, &terms, 0);
            let comment = m
                .comment
                .as_ref()
                .map(|c| c.content.iter().map(|l| l.to_string()).collect())
                .unwrap_or_default();
            if messages
                .insert(
                    key.clone(),
                    Message {
                        key: key.clone(),
                        pieces,
                        comment,
                    },
                )
                .is_some()
            {
                fail(&format!("{at}: the key is there twice"));
            }
            order.push(key);
        }
        Locale {
            code: code.to_string(),
            messages,
            order,
        }
    }
}

fn pattern(
    at: &str,
    p: &ast::Pattern<&str>,
    terms: &BTreeMap<String, &ast::Pattern<&str>>,
    depth: u8,
) -> Vec<Piece> {
    let mut out = Vec::new();
    for el in &p.elements {
        match el {
            ast::PatternElement::TextElement { value } => push_text(&mut out, value),
            ast::PatternElement::Placeable { expression } => {
                expression_pieces(at, expression, terms, depth, &mut out)
            }
        }
    }
    out
}

fn push_text(out: &mut Vec<Piece>, text: &str) {
    if let Some(Piece::Text(t)) = out.last_mut() {
        t.push_str(text);
    } else {
        out.push(Piece::Text(text.to_string()));
    }
}

fn expression_pieces(
    at: &str,
    e: &ast::Expression<&str>,
    terms: &BTreeMap<String, &ast::Pattern<&str>>,
    depth: u8,
    out: &mut Vec<Piece>,
) {
    match e {
        ast::Expression::Inline(inline) => inline_pieces(at, inline, terms, depth, out),
        ast::Expression::Select { selector, variants } => {
            let ast::InlineExpression::VariableReference { id } = selector else {
                fail(&format!(
                    "{at}: a selector must be a placeholder ({{ $n -> … }})"
                ));
            };
            let mut list = Vec::new();
            let mut default = None;
            for v in variants {
                let value = pattern(at, &v.value, terms, depth);
                if v.default {
                    default = Some(value.clone());
                }
                let key = match &v.key {
                    ast::VariantKey::NumberLiteral { value } => {
                        Key::Number(value.parse().unwrap_or_else(|_| {
                            fail(&format!("{at}: [{value}]: only whole numbers from 0 up"))
                        }))
                    }
                    ast::VariantKey::Identifier { name } => {
                        if !CATEGORIES.contains(name) {
                            fail(&format!(
                                "{at}: [{name}] is no plural category (zero, one, two, few, many, other) nor a number"
                            ));
                        }
                        Key::Category(name.to_string())
                    }
                };
                if !v.default {
                    list.push((key, value));
                }
            }
            out.push(Piece::Select {
                var: id.name.to_string(),
                variants: list,
                default: default.expect("Fluent requires a default variant"),
            });
        }
    }
}

fn inline_pieces(
    at: &str,
    e: &ast::InlineExpression<&str>,
    terms: &BTreeMap<String, &ast::Pattern<&str>>,
    depth: u8,
    out: &mut Vec<Piece>,
) {
    match e {
        ast::InlineExpression::StringLiteral { value } => push_text(out, &unescape(at, value)),
        ast::InlineExpression::NumberLiteral { value } => push_text(out, value),
        ast::InlineExpression::VariableReference { id } => out.push(Piece::Var(id.name.to_string())),
        ast::InlineExpression::Placeable { expression } => expression_pieces(at, expression, terms, depth, out),
        ast::InlineExpression::TermReference { id, attribute, arguments } => {
            if attribute.is_some() || arguments.is_some() {
                fail(&format!("{at}: -{}: term attributes and arguments are not supported", id.name));
            }
            let Some(term) = terms.get(id.name) else {
                fail(&format!("{at}: there is no term -{} in this file", id.name));
            };
            if depth > 8 {
                fail(&format!("{at}: -{} refers to itself", id.name));
            }
            for piece in pattern(at, term, terms, depth + 1) {
                match piece {
                    Piece::Text(t) => push_text(out, &t),
                    _ => fail(&format!("{at}: -{}: a term here is plain text", id.name)),
                }
            }
        }
        ast::InlineExpression::FunctionReference { id, .. } => {
            fail(&format!("{at}: functions ({}()) are not supported", id.name))
        }
        ast::InlineExpression::MessageReference { id, .. } => fail(&format!(
            "{at}: message references ({{ {} }}) are not supported: write the words out, or use a -term",
            id.name
        )),
    }
}

/// A Fluent string literal's escapes: \" \\ \uXXXX \UXXXXXX.
fn unescape(at: &str, s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('"') => out.push('"'),
            Some('\\') => out.push('\\'),
            Some(u @ ('u' | 'U')) => {
                let n = if u == 'u' { 4 } else { 6 };
                let hex: String = chars.by_ref().take(n).collect();
                let ch = u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32);
                out.push(ch.unwrap_or_else(|| fail(&format!("{at}: bad escape \\{u}{hex}"))));
            }
            other => fail(&format!("{at}: bad escape \\{}", other.unwrap_or(' '))),
        }
    }
    out
}

/// The placeholders of a pattern, and those some selector chooses on.
fn vars(pieces: &[Piece], all: &mut BTreeSet<String>, selected: &mut BTreeSet<String>) {
    for p in pieces {
        match p {
            Piece::Text(_) => {}
            Piece::Var(v) => {
                all.insert(v.clone());
            }
            Piece::Select {
                var,
                variants,
                default,
            } => {
                all.insert(var.clone());
                selected.insert(var.clone());
                for (_, v) in variants {
                    vars(v, all, selected);
                }
                vars(default, all, selected);
            }
        }
    }
}

fn categories_used(pieces: &[Piece], out: &mut BTreeSet<String>) {
    for p in pieces {
        if let Piece::Select {
            variants, default, ..
        } = p
        {
            for (k, v) in variants {
                if let Key::Category(c) = k {
                    out.insert(c.clone());
                }
                categories_used(v, out);
            }
            categories_used(default, out);
        }
    }
}

fn plural_rule(code: &str) -> &'static str {
    PLURAL_RULES
        .iter()
        .find(|(codes, _)| codes.contains(&code))
        .map(|(_, rule)| *rule)
        .unwrap_or_else(|| {
            fail(&format!(
                "locales/{code}.ftl: no plural rule for “{code}”: add its CLDR cardinal rule to PLURAL_RULES in build.rs"
            ))
        })
}

/// The categories a rule can give (read off its expression).
fn rule_categories(rule: &str) -> BTreeSet<String> {
    CATEGORIES
        .iter()
        .filter(|c| {
            let variant = format!("Plural::{}{}", c[..1].to_uppercase(), &c[1..]);
            rule.contains(&variant)
        })
        .map(|c| c.to_string())
        .collect()
}

fn rust_name(key: &str) -> String {
    key.replace('-', "_")
}

fn variant_name(code: &str) -> String {
    let mut c = code.chars();
    let first = c.next().expect("a code").to_ascii_uppercase();
    std::iter::once(first).chain(c).collect()
}

const KEYWORDS: &[&str] = &[
    "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn", "for",
    "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
    "self", "Self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where",
    "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen",
    // The generated code's own names.
    "out",
];

/// The placeholders in the order the reference comment names them.
fn parameters(msg: &Message, all: &BTreeSet<String>) -> Vec<String> {
    let mut named = Vec::new();
    for line in &msg.comment {
        let mut rest = line.as_str();
        while let Some(i) = rest.find('$') {
            rest = &rest[i + 1..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect();
            let name = name.trim_end_matches('-').to_string();
            if !name.is_empty() && !named.contains(&name) {
                named.push(name);
            }
        }
    }
    let named_set: BTreeSet<String> = named.iter().cloned().collect();
    if &named_set != all {
        fail(&format!(
            "locales/{REFERENCE}.ftl: {}: the comment above the message must name each placeholder once, in the order of the Rust parameters (# $name (text), $n (number)); it names {:?}, the message has {:?}",
            msg.key, named, all
        ));
    }
    for n in &named {
        let r = rust_name(n);
        if KEYWORDS.contains(&r.as_str()) || r.starts_with(|c: char| c.is_ascii_digit()) {
            fail(&format!(
                "locales/{REFERENCE}.ftl: {}: ${n} cannot be a Rust parameter name; rename it",
                msg.key
            ));
        }
    }
    named
}

/// The generated Rust code, and the words of each language not built in as JSON
/// (`(code, json)`, see `words_json`).
fn rust_code(langs: &[Locale], reference: &Locale) -> (String, Vec<(String, String)>) {
    // ---- every language has exactly the reference's keys and placeholders ----
    let mut problems = Vec::new();
    for l in langs {
        for key in &reference.order {
            if !l.messages.contains_key(key) {
                problems.push(format!(
                    "locales/{}.ftl: the key `{key}` of {REFERENCE}.ftl is missing",
                    l.code
                ));
            }
        }
        for key in &l.order {
            if !reference.messages.contains_key(key) {
                problems.push(format!(
                    "locales/{}.ftl: `{key}` is not a key of {REFERENCE}.ftl (the reference)",
                    l.code
                ));
            }
        }
        let rule = rule_categories(plural_rule(&l.code));
        for (key, m) in &l.messages {
            let Some(r) = reference.messages.get(key) else {
                continue;
            };
            let (mut a, mut b, mut s) = (BTreeSet::new(), BTreeSet::new(), BTreeSet::new());
            vars(&m.pieces, &mut a, &mut s);
            vars(&r.pieces, &mut b, &mut s);
            if a != b {
                problems.push(format!(
                    "locales/{}.ftl: `{key}` has the placeholders {:?}, {REFERENCE}.ftl has {:?}",
                    l.code, a, b
                ));
            }
            let mut used = BTreeSet::new();
            categories_used(&m.pieces, &mut used);
            for c in used.difference(&rule) {
                problems.push(format!(
                    "locales/{}.ftl: `{key}`: [{c}] never applies in this language (its plural categories: {:?})",
                    l.code, rule
                ));
            }
        }
    }
    if !problems.is_empty() {
        fail(&problems.join("\n"));
    }

    let mut o = String::new();
    o.push_str("// Generated by build.rs from locales/*.ftl: edit those, not this.\n\n");
    // ---- the enum ----
    let _ = writeln!(o, "/// A language of the app, one per file `locales/<code>.ftl`; saved in the settings as its");
    let _ = writeln!(o, "/// code (\"de\", \"en\", …).");
    let _ = writeln!(o, "#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]");
    let _ = writeln!(o, "#[serde(rename_all = \"snake_case\")]");
    let _ = writeln!(o, "pub enum Lang {{");
    for l in langs {
        let _ = writeln!(o, "    /// The words of `locales/{}.ftl`.", l.code);
        if l.code == DEFAULT {
            let _ = writeln!(o, "    #[default]");
        }
        let _ = writeln!(o, "    {},", variant_name(&l.code));
    }
    let _ = writeln!(o, "}}\n");
    let _ = writeln!(o, "impl Lang {{");
    let _ = writeln!(
        o,
        "    /// Every language, in the order of their codes (the language switch shows them so)."
    );
    let _ = writeln!(
        o,
        "    pub const ALL: [Lang; {}] = [{}];",
        langs.len(),
        langs
            .iter()
            .map(|l| format!("Lang::{}", variant_name(&l.code)))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let _ = writeln!(
        o,
        "\n    /// The language's code: the name of its locale file, and its code in the settings."
    );
    let _ = writeln!(
        o,
        "    pub fn code(self) -> &'static str {{\n        match self {{"
    );
    for l in langs {
        let _ = writeln!(
            o,
            "            Lang::{} => {:?},",
            variant_name(&l.code),
            l.code
        );
    }
    let _ = writeln!(o, "        }}\n    }}\n");
    let _ = writeln!(
        o,
        "    /// The plural category of a whole number in this language (CLDR, cardinal)."
    );
    let _ = writeln!(
        o,
        "    pub fn plural(self, n: u64) -> Plural {{\n        match self {{"
    );
    for l in langs {
        let _ = writeln!(
            o,
            "            Lang::{} => {},",
            variant_name(&l.code),
            plural_rule(&l.code)
        );
    }
    let _ = writeln!(o, "        }}\n    }}\n");
    let built_in: Vec<String> = BUILT_IN
        .iter()
        .map(|c| format!("Lang::{}", variant_name(c)))
        .collect();
    let _ = writeln!(
        o,
        "    /// Whether the app has this language's words compiled in; the others' are loaded\n    /// (`Lang::load_words`; natively they are compiled in too).\n    pub fn is_built_in(self) -> bool {{\n        matches!(self, {})\n    }}\n",
        built_in.join(" | ")
    );
    let _ = writeln!(
        o,
        "    /// The words of a language not built in, as `words/<code>.json` holds them (native\n    /// builds only: the browser fetches them).\n    #[cfg(not(target_arch = \"wasm32\"))]\n    #[allow(clippy::match_single_binding)] // when every language is built in\n    fn compiled_words(self) -> Option<&'static str> {{\n        match self {{"
    );
    for l in langs
        .iter()
        .filter(|l| !BUILT_IN.contains(&l.code.as_str()))
    {
        let _ = writeln!(
            o,
            "            Lang::{} => Some(include_str!(concat!(env!(\"OUT_DIR\"), \"/{WORDS_DIR}/{}.json\"))),",
            variant_name(&l.code),
            l.code
        );
    }
    let _ = writeln!(o, "            _ => None,\n        }}\n    }}\n}}\n");

    // ---- the messages ----
    let _ = writeln!(o, "/// The number of messages in each language.");
    let _ = writeln!(
        o,
        "pub const MESSAGES: usize = {};\n",
        reference.order.len()
    );
    let _ = writeln!(
        o,
        "#[allow(clippy::all, unreachable_patterns, unused_variables)]\nimpl Lang {{"
    );
    let loaded: Vec<&Locale> = langs
        .iter()
        .filter(|l| !BUILT_IN.contains(&l.code.as_str()))
        .collect();
    // Compiled-in arms: the built-in languages, English last (it also stands in for a
    // loaded language whose words are missing, as `_`).
    let mut compiled: Vec<&Locale> = langs
        .iter()
        .filter(|l| BUILT_IN.contains(&l.code.as_str()) && l.code != REFERENCE)
        .collect();
    compiled.push(reference);
    // What the loaded words must match: each message's place and its parameters.
    let mut signature = String::new();
    // The kinds of parameter lists of the messages rendered from loaded words ("an": a
    // value, then a number), each with its loader.
    let mut loaders = BTreeSet::new();
    let mut loaded_messages: Vec<Vec<String>> = vec![Vec::new(); loaded.len()];
    for (index, key) in reference.order.iter().enumerate() {
        let r = &reference.messages[key];
        let (mut all, mut selected) = (BTreeSet::new(), BTreeSet::new());
        for l in langs {
            vars(&l.messages[key].pieces, &mut all, &mut selected);
        }
        let params = parameters(r, &all);
        let _ = write!(signature, "{key}(");
        for p in &params {
            let _ = write!(
                signature,
                "{p}:{},",
                if selected.contains(p) { 'n' } else { 'a' }
            );
        }
        signature.push_str(")\n");
        let position: BTreeMap<String, usize> = params
            .iter()
            .enumerate()
            .map(|(i, p)| (p.clone(), i))
            .collect();
        for (l, out) in loaded.iter().zip(&mut loaded_messages) {
            out.push(message_json(&l.messages[key].pieces, &position));
        }
        let every = EVERY_LANGUAGE.contains(&key.as_str());
        let (arms, from_data): (Vec<&Locale>, bool) = if every {
            (langs.iter().collect(), false)
        } else {
            (compiled.clone(), !loaded.is_empty())
        };
        // The reference's arm stands for every language without an arm of its own.
        let pattern = |l: &Locale| {
            if l.code == REFERENCE && arms.len() < langs.len() {
                "_".to_string()
            } else {
                format!("Lang::{}", variant_name(&l.code))
            }
        };
        let name = rust_name(key);
        for line in &r.comment {
            let _ = writeln!(o, "    /// {}", line.trim_start());
        }
        if params.is_empty() {
            if !r.comment.is_empty() {
                let _ = writeln!(o, "    ///");
            }
            let _ = writeln!(o, "    /// {REFERENCE}: {:?}", flat(&r.pieces));
            let _ = writeln!(
                o,
                "    pub fn {name}(self) -> &'static str {{\n        let text = match self {{"
            );
            for l in &arms {
                let text = flat(&l.messages[key].pieces);
                let _ = writeln!(o, "            {} => {text:?},", pattern(l));
            }
            let _ = writeln!(o, "        }};");
            if from_data {
                // The loaded languages' text, English (`text`) without it.
                let _ = writeln!(o, "        self.loaded_text({index}, text)");
            } else {
                let _ = writeln!(o, "        text");
            }
            let _ = writeln!(o, "    }}");
            continue;
        }
        // The public method is generic; its body, once per message, takes `&dyn Arg` and
        // `i64`, so the words are compiled once whatever the callers pass.
        let sig: Vec<String> = params
            .iter()
            .map(|p| {
                let t = if selected.contains(p) {
                    "impl Count"
                } else {
                    "impl Arg"
                };
                format!("{}: {t}", rust_name(p))
            })
            .collect();
        let pass: Vec<String> = params
            .iter()
            .map(|p| {
                if selected.contains(p) {
                    format!("{}.whole()", rust_name(p))
                } else {
                    format!("&{}", rust_name(p))
                }
            })
            .collect();
        let inner_sig: Vec<String> = params
            .iter()
            .map(|p| {
                let t = if selected.contains(p) {
                    "i64"
                } else {
                    "&dyn Arg"
                };
                format!("{}: {t}", rust_name(p))
            })
            .collect();
        let _ = writeln!(
            o,
            "    #[inline]\n    pub fn {name}(self, {}) -> String {{",
            sig.join(", ")
        );
        let _ = writeln!(o, "        self.__{name}({})\n    }}", pass.join(", "));
        let _ = writeln!(
            o,
            "    fn __{name}(self, {}) -> String {{",
            inner_sig.join(", ")
        );
        let _ = writeln!(
            o,
            "        let mut out = String::new();\n        match self {{"
        );
        for l in &arms {
            let _ = writeln!(o, "            {} => {{", pattern(l));
            if from_data && l.code == REFERENCE {
                // The loaded languages' words, else English: one loader per kind of
                // parameter list (`loaders`), its arguments passed as they are.
                let kinds: String = params
                    .iter()
                    .map(|p| if selected.contains(p) { 'n' } else { 'a' })
                    .collect();
                let args: Vec<String> = params.iter().map(|p| rust_name(p)).collect();
                let _ = writeln!(
                    o,
                    "                if !self.load_{kinds}({index}, {}&mut out) {{",
                    args.iter().map(|a| format!("{a}, ")).collect::<String>()
                );
                emit(
                    &mut o,
                    &l.messages[key].pieces,
                    &selected,
                    &variant_name(&l.code),
                    5,
                );
                let _ = writeln!(o, "                }}");
                loaders.insert(kinds);
            } else {
                emit(
                    &mut o,
                    &l.messages[key].pieces,
                    &selected,
                    &variant_name(&l.code),
                    4,
                );
            }
            let _ = writeln!(o, "            }}");
        }
        let _ = writeln!(o, "        }}\n        out\n    }}");
    }
    for kinds in &loaders {
        let (mut list, mut given) = (String::new(), Vec::new());
        for (i, k) in kinds.chars().enumerate() {
            let (t, v) = if k == 'n' {
                ("i64", "Count")
            } else {
                ("&dyn Arg", "Arg")
            };
            let _ = write!(list, "p{i}: {t}, ");
            given.push(format!("Param::{v}(p{i})"));
        }
        let _ = writeln!(
            o,
            "    /// Writes message `index`, with parameters of the kinds `{kinds}` (a value, a\n    /// number), from the loaded words (`render_loaded`).\n    #[inline(never)]\n    fn load_{kinds}(self, index: usize, {list}out: &mut String) -> bool {{\n        self.render_loaded(index, &[{}], out)\n    }}",
            given.join(", ")
        );
    }
    let _ = writeln!(o, "}}\n");
    let version = fnv1a(&signature);
    let _ = writeln!(
        o,
        "/// The shape of the messages (their order and parameters) that loaded words must have:\n/// a file of another build is refused.\npub const WORDS_VERSION: &str = \"{version}\";\n"
    );
    let files = loaded
        .iter()
        .zip(loaded_messages)
        .map(|(l, messages)| (l.code.clone(), words_json(&l.code, &version, &messages)))
        .collect();

    // ---- every key and every language's text, for tests ----
    let _ = writeln!(
        o,
        "/// Every key with each language's text (placeholders as `{{ $name }}`), for tests."
    );
    let _ = writeln!(o, "pub const TEXTS: &[(&str, &[(Lang, &str)])] = &[");
    for key in &reference.order {
        let texts: Vec<String> = langs
            .iter()
            .map(|l| {
                format!(
                    "(Lang::{}, {:?})",
                    variant_name(&l.code),
                    source(&l.messages[key].pieces)
                )
            })
            .collect();
        let _ = writeln!(o, "    ({key:?}, &[{}]),", texts.join(", "));
    }
    let _ = writeln!(o, "];");
    (o, files)
}

/// The words of a language not built in, as its file `words/<code>.json`: its code, the
/// `WORDS_VERSION` it was made for, and its messages in the order of the reference, each
/// as `message_json` writes it.
fn words_json(code: &str, version: &str, messages: &[String]) -> String {
    format!(
        "{{\"lang\":{},\"version\":{},\"messages\":[\n{}\n]}}\n",
        json(code),
        json(version),
        messages.join(",\n")
    )
}

/// A message as data: a string if it has no placeholders, else a list of parts: a string
/// (text), a number (the placeholder at that position of the Rust parameters), or a
/// selector `[position, [[key, parts], …], default parts]` whose keys are numbers (that
/// exact number) or plural categories ("one"), tried in order.
fn message_json(pieces: &[Piece], position: &BTreeMap<String, usize>) -> String {
    if pieces.iter().all(|p| matches!(p, Piece::Text(_))) {
        return json(&flat(pieces));
    }
    parts_json(pieces, position)
}

fn parts_json(pieces: &[Piece], position: &BTreeMap<String, usize>) -> String {
    let parts: Vec<String> = pieces
        .iter()
        .map(|p| match p {
            Piece::Text(t) => json(t),
            Piece::Var(v) => position[v].to_string(),
            Piece::Select {
                var,
                variants,
                default,
            } => {
                let variants: Vec<String> = variants
                    .iter()
                    .map(|(k, body)| {
                        let k = match k {
                            Key::Number(n) => n.to_string(),
                            Key::Category(c) => json(c),
                        };
                        format!("[{k},{}]", parts_json(body, position))
                    })
                    .collect();
                format!(
                    "[{},[{}],{}]",
                    position[var],
                    variants.join(","),
                    parts_json(default, position)
                )
            }
        })
        .collect();
    format!("[{}]", parts.join(","))
}

/// A short hash of `text` (FNV-1a, 64 bits, in hex): the same text, the same hash, on every
/// machine.
fn fnv1a(text: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// The text of a pattern without placeholders.
fn flat(pieces: &[Piece]) -> String {
    pieces
        .iter()
        .map(|p| match p {
            Piece::Text(t) => t.clone(),
            _ => unreachable!("only for messages without placeholders"),
        })
        .collect()
}

/// A pattern written back, roughly as Fluent (for tests that look for words).
fn source(pieces: &[Piece]) -> String {
    let mut s = String::new();
    for p in pieces {
        match p {
            Piece::Text(t) => s.push_str(t),
            Piece::Var(v) => {
                let _ = write!(s, "{{ ${v} }}");
            }
            Piece::Select {
                var,
                variants,
                default,
            } => {
                let _ = write!(s, "{{ ${var} ->");
                for (k, v) in variants {
                    let k = match k {
                        Key::Number(n) => n.to_string(),
                        Key::Category(c) => c.clone(),
                    };
                    let _ = write!(s, " [{k}] {}", source(v));
                }
                let _ = write!(s, " *[other] {} }}", source(default));
            }
        }
    }
    s
}

fn emit(o: &mut String, pieces: &[Piece], selected: &BTreeSet<String>, lang: &str, indent: usize) {
    let pad = "    ".repeat(indent);
    for p in pieces {
        match p {
            Piece::Text(t) => {
                let _ = writeln!(o, "{pad}out.push_str({t:?});");
            }
            Piece::Var(v) if selected.contains(v) => {
                let _ = writeln!(o, "{pad}out.push_str(&{}.to_string());", rust_name(v));
            }
            Piece::Var(v) => {
                let _ = writeln!(o, "{pad}{}.put(Lang::{lang}, &mut out);", rust_name(v));
            }
            Piece::Select {
                var,
                variants,
                default,
            } => {
                let v = rust_name(var);
                let _ = writeln!(
                    o,
                    "{pad}match ({v}.unsigned_abs(), Lang::{lang}.plural({v}.unsigned_abs())) {{"
                );
                for (k, body) in variants {
                    match k {
                        Key::Number(n) => {
                            let _ = writeln!(o, "{pad}    ({n}, _) => {{");
                        }
                        Key::Category(c) => {
                            let _ = writeln!(
                                o,
                                "{pad}    (_, Plural::{}{}) => {{",
                                c[..1].to_uppercase(),
                                &c[1..]
                            );
                        }
                    }
                    emit(o, body, selected, lang, indent + 2);
                    let _ = writeln!(o, "{pad}    }}");
                }
                let _ = writeln!(o, "{pad}    _ => {{");
                emit(o, default, selected, lang, indent + 2);
                let _ = writeln!(o, "{pad}    }}");
                let _ = writeln!(o, "{pad}}}");
            }
        }
    }
}
