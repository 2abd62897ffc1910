//! The modules of `src/ai` import one another without a circle: every `crate::ai::…` and
//! `super::…` path in a module's code (its tests left out) is an edge to the deepest
//! module it names, and a parent module reaches each child it declares. So a child that
//! imports from a module above it (a parent's item or re-export) is a circle too.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Module (path below `ai`, "" for `ai` itself) → the modules it reaches.
type Graph = BTreeMap<String, BTreeSet<String>>;

/// One source file: its module path (segments below `ai`) and its text.
struct Source {
    module: Vec<String>,
    text: String,
}

fn join(segments: &[String]) -> String {
    segments.join("::")
}

/// Every `.rs` file below `dir`, with its module path.
fn sources(root: &Path, dir: &Path, out: &mut Vec<Source>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .expect("a source folder")
        .map(|e| e.expect("a folder entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            sources(root, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path.strip_prefix(root).expect("below the root");
            let mut module: Vec<String> = rel
                .with_extension("")
                .iter()
                .map(|s| s.to_string_lossy().into_owned())
                .collect();
            if module.last().is_some_and(|m| m == "mod") {
                module.pop();
            }
            let text = fs::read_to_string(&path).expect("a source file");
            out.push(Source { module, text });
        }
    }
}

/// A file's code: its unit tests and its comments left out.
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]\nmod tests").next().unwrap_or(text);
    text.lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The identifiers of the path that starts at `rest` (`a::b::{c, d}` → a, b).
fn segments(rest: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = rest;
    loop {
        let end = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        if end == 0 {
            return out;
        }
        out.push(rest[..end].to_string());
        match rest[end..].strip_prefix("::") {
            Some(more) => rest = more,
            None => return out,
        }
    }
}

/// The module graph of `files`.
fn graph(files: &[Source]) -> Graph {
    let modules: BTreeSet<String> = files.iter().map(|f| join(&f.module)).collect();
    let mut g = Graph::new();
    for f in files {
        let me = join(&f.module);
        let edges = g.entry(me.clone()).or_default();
        // A parent reaches every child it declares.
        for m in &modules {
            let child = m.strip_prefix(&me).and_then(|r| {
                if me.is_empty() {
                    Some(r)
                } else {
                    r.strip_prefix("::")
                }
            });
            if child.is_some_and(|c| !c.is_empty() && !c.contains("::")) {
                edges.insert(m.clone());
            }
        }
        let code = code(&f.text);
        let mut paths: Vec<Vec<String>> = Vec::new();
        for (at, _) in code.match_indices("crate::ai::") {
            paths.push(segments(&code[at + "crate::ai::".len()..]));
        }
        for (at, _) in code.match_indices("crate::ai") {
            let next = code[at + "crate::ai".len()..].chars().next();
            if next != Some(':') && !next.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                paths.push(Vec::new()); // `crate::ai` itself
            }
        }
        for (at, _) in code.match_indices("super::") {
            // Only the first `super` of a chain: `super::super::x` counts once.
            if code[..at].ends_with("super::") {
                continue;
            }
            let mut base = f.module.clone();
            let mut path = segments(&code[at..]);
            while path.first().is_some_and(|s| s == "super") {
                path.remove(0);
                base.pop();
            }
            base.extend(path);
            paths.push(base);
        }
        for mut path in paths {
            // The deepest module the path names.
            while !path.is_empty() && !modules.contains(&join(&path)) {
                path.pop();
            }
            let target = join(&path);
            if target != me {
                edges.insert(target);
            }
        }
    }
    g
}

/// A circle of `g` (its modules in order, the first again at the end), if any.
fn circle(g: &Graph) -> Option<Vec<String>> {
    fn visit(
        g: &Graph,
        m: &str,
        done: &mut BTreeSet<String>,
        stack: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = stack.iter().position(|s| s == m) {
            let mut c = stack[i..].to_vec();
            c.push(m.to_string());
            return Some(c);
        }
        if done.contains(m) {
            return None;
        }
        stack.push(m.to_string());
        for next in g.get(m).into_iter().flatten() {
            if let Some(c) = visit(g, next, done, stack) {
                return Some(c);
            }
        }
        stack.pop();
        done.insert(m.to_string());
        None
    }
    let mut done = BTreeSet::new();
    g.keys()
        .find_map(|m| visit(g, m, &mut done, &mut Vec::new()))
}

fn source(module: &str, text: &str) -> Source {
    Source {
        module: module
            .split("::")
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect(),
        text: text.to_string(),
    }
}

#[test]
fn the_ai_modules_import_one_another_without_a_circle() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ai");
    let mut files = Vec::new();
    sources(&root, &root, &mut files);
    assert!(files.len() > 10, "the ai sources are found");
    let g = graph(&files);
    assert!(
        g["kniffel::strong"].contains("dice::keep"),
        "imports are read: {:?}",
        g["kniffel::strong"]
    );
    if let Some(c) = circle(&g) {
        panic!("an import circle in src/ai: {}", c.join(" -> "));
    }
}

#[test]
fn the_check_finds_circles_through_siblings_and_parents() {
    // The circle the issue found: a bot, its hint and the look-ahead.
    let siblings = [
        source("", "pub mod bot;\npub mod hint;\npub mod lookahead;"),
        source(
            "bot",
            "use super::hint::Pick;\nuse crate::ai::lookahead::act;",
        ),
        source("hint", "use super::bot;"),
        source("lookahead", "use crate::ai::hint::Pick;"),
    ];
    let c = circle(&graph(&siblings)).expect("a circle");
    assert!(c.contains(&"hint".to_string()), "{c:?}");
    // A child that imports its parent's re-export, and the same by the module's own path
    // (tests and comments aside): a circle, then none.
    let kniffel = |strong: &str| {
        [
            source("", "pub mod kniffel;"),
            source(
                "kniffel",
                "pub mod table;\npub mod strong;\npub use table::Table;",
            ),
            source("kniffel::table", ""),
            source("kniffel::strong", strong),
        ]
    };
    let parent = kniffel("use super::Table;\nuse crate::ai::{self, View};");
    assert!(circle(&graph(&parent)).is_some());
    let clean = kniffel(
        "use super::table::Table; // not super::Table\n\
         #[cfg(test)]\nmod tests {\n    use super::*;\n}",
    );
    assert_eq!(circle(&graph(&clean)), None);
}
