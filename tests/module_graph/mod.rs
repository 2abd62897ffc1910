//! The module graph of the crate's sources, read as text, shared by the layer tests
//! (`ai_layers.rs` and the others). Every `crate::…`, `super::…` and `self::…` path in a
//! module's code (unit tests and comments left out) is an edge to the deepest module it
//! names, a `{…}` group counting each of its paths; and a parent module reaches each child
//! it declares. So a child that imports an item of its parent (a parent's own item or
//! re-export) closes a circle: the parent reaches the child that uses it.
#![allow(dead_code)] // each test file uses a part of it

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Module path ("ai::kniffel::table", "" for the crate root) → the modules it reaches.
pub type Graph = BTreeMap<String, BTreeSet<String>>;

/// One source file: its module path (segments below the crate root) and its text.
pub struct Source {
    /// Its module path, one segment each (`src/ai/mod.rs` is `["ai"]`).
    pub module: Vec<String>,
    /// Its text.
    pub text: String,
}

/// The module path of `segments` as text (`ai::kniffel`).
pub fn join(segments: &[String]) -> String {
    segments.join("::")
}

/// Every `.rs` file of the crate whose sources start at `root` (its `src/`), with its
/// module path; the crate's binaries (`main.rs`, `bin/`) and test-only files (a module
/// path with a `tests` segment or ending in `_tests`) left out.
pub fn crate_sources(root: &Path) -> Vec<Source> {
    let mut out = Vec::new();
    sources(root, root, &mut out);
    out.retain(|s| {
        let first = s.module.first().map(String::as_str);
        first != Some("main")
            && first != Some("bin")
            && !s
                .module
                .iter()
                .any(|m| m == "tests" || m.ends_with("_tests"))
    });
    for s in &mut out {
        if s.module.first().is_some_and(|m| m == "lib") {
            s.module.clear();
        }
    }
    out
}

/// The sources of this package's `src/`.
pub fn pasch_sources() -> Vec<Source> {
    crate_sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"))
}

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
pub fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]\nmod tests").next().unwrap_or(text);
    text.lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The paths of the use tree that starts at `rest` (`a::b::{c, d::e}` → a::b::c and
/// a::b::d::e; `a::b` → a::b).
pub fn use_paths(rest: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    walk(rest, Vec::new(), &mut out);
    out
}

/// Reads one use tree at `rest` below `prefix`; returns how many bytes it read.
fn walk(rest: &str, prefix: Vec<String>, out: &mut Vec<Vec<String>>) -> usize {
    let mut path = prefix;
    let mut at = 0;
    loop {
        let tail = &rest[at..];
        let tail_trimmed = tail.trim_start();
        at += tail.len() - tail_trimmed.len();
        if tail_trimmed.starts_with('{') {
            at += 1;
            loop {
                let inner = &rest[at..];
                let trimmed = inner.trim_start();
                at += inner.len() - trimmed.len();
                if trimmed.is_empty() {
                    return at;
                }
                if trimmed.starts_with('}') {
                    return at + 1;
                }
                let read = walk(&rest[at..], path.clone(), out);
                // A `*` or anything else no path starts with: step over it.
                at += read.max(trimmed.chars().next().map_or(1, char::len_utf8));
                let after = &rest[at..];
                let trimmed = after.trim_start();
                at += after.len() - trimmed.len();
                if let Some(more) = trimmed.strip_prefix(',') {
                    at += trimmed.len() - more.len();
                }
            }
        }
        let end = tail_trimmed
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(tail_trimmed.len());
        if end == 0 {
            out.push(path);
            return at;
        }
        let ident = &tail_trimmed[..end];
        at += end;
        if ident != "self" {
            path.push(ident.to_string());
        }
        match rest[at..].strip_prefix("::") {
            Some(_) => at += 2,
            None => {
                out.push(path);
                return at;
            }
        }
    }
}

/// Whether a path starts at `at`: not after an identifier or `::` (`x::crate`), and not
/// inside the `{…}` group of a `use` (the group is read with the path it belongs to).
fn starts_path(code: &str, at: usize) -> bool {
    let before = &code[..at];
    if before
        .chars()
        .next_back()
        .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':')
    {
        return false;
    }
    let statement = &before[before.rfind(';').map_or(0, |i| i + 1)..];
    let in_group = statement
        .rfind("use ")
        .is_some_and(|u| statement[u..].contains('{'));
    !in_group
}

/// The module graph of `files` (module paths relative to the crate root).
pub fn graph(files: &[Source]) -> Graph {
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
        for (at, _) in code.match_indices("crate::") {
            if starts_path(&code, at) {
                paths.extend(use_paths(&code[at + "crate::".len()..]));
            }
        }
        for (at, _) in code.match_indices("self::") {
            if starts_path(&code, at) {
                for p in use_paths(&code[at + "self::".len()..]) {
                    let mut base = f.module.clone();
                    base.extend(p);
                    paths.push(base);
                }
            }
        }
        for (at, _) in code.match_indices("super::") {
            if !starts_path(&code, at) {
                continue; // `super::super::x` counts once, from its first `super`
            }
            for p in use_paths(&code[at..]) {
                let mut base = f.module.clone();
                let mut p = p.into_iter().peekable();
                while p.peek().is_some_and(|s| s == "super") {
                    p.next();
                    base.pop();
                }
                base.extend(p);
                paths.push(base);
            }
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

/// Whether `module` is `under` ("ai") or one of the modules below it ("ai::kniffel").
pub fn at_or_below(module: &str, under: &str) -> bool {
    module == under || module.starts_with(&format!("{under}::"))
}

/// The part of `g` among the modules at or below `under` ("ai"), edges leaving it dropped.
pub fn within(g: &Graph, under: &str) -> Graph {
    let inside = |m: &str| at_or_below(m, under);
    g.iter()
        .filter(|(m, _)| inside(m))
        .map(|(m, to)| {
            let to = to.iter().filter(|t| inside(t)).cloned().collect();
            (m.clone(), to)
        })
        .collect()
}

/// The circles of `g`: its strongly connected sets of more than one module, each sorted.
pub fn circles(g: &Graph) -> Vec<Vec<String>> {
    // Tarjan's algorithm, iteratively enough for a crate's few hundred modules.
    struct State<'a> {
        g: &'a Graph,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, m: &'a str) {
        let i = s.index.len();
        s.index.insert(m, i);
        s.low.insert(m, i);
        s.stack.push(m);
        s.on_stack.insert(m);
        let g = s.g;
        for next in g.get(m).into_iter().flatten() {
            let next = next.as_str();
            if !s.index.contains_key(next) {
                visit(s, next);
                let l = s.low[next].min(s.low[m]);
                s.low.insert(m, l);
            } else if s.on_stack.contains(next) {
                let l = s.index[next].min(s.low[m]);
                s.low.insert(m, l);
            }
        }
        if s.low[m] == s.index[m] {
            let mut set = Vec::new();
            while let Some(top) = s.stack.pop() {
                s.on_stack.remove(top);
                set.push(top.to_string());
                if top == m {
                    break;
                }
            }
            if set.len() > 1 {
                set.sort();
                s.out.push(set);
            }
        }
    }
    let mut s = State {
        g,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    for m in g.keys() {
        if !s.index.contains_key(m.as_str()) {
            visit(&mut s, m);
        }
    }
    s.out
}

/// One circle of `g` in order (the first module again at the end), if any: what a failing
/// test shows.
pub fn circle(g: &Graph) -> Option<Vec<String>> {
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

/// Fails with a circle of `g` in order, if it has one, naming `place` ("src/ai").
pub fn assert_no_circle(g: &Graph, place: &str) {
    if let Some(c) = circle(g) {
        panic!("an import circle in {place}: {}", c.join(" -> "));
    }
}

/// A source from a module path and a text (for the tests of the checks themselves).
pub fn source(module: &str, text: &str) -> Source {
    Source {
        module: module
            .split("::")
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect(),
        text: text.to_string(),
    }
}
