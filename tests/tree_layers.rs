//! The whole tree's shape (the module graph of `tests/module_graph`, over every module of
//! `src/`): the layers of docs/ARCHITECTURE.md hold (a module imports only from its own
//! layer or one below), import circles stay few and each inside one folder, the solver
//! library knows nothing of Pasch, and no two public types share a name where a reader
//! meets both.

mod module_graph;

use module_graph::{at_or_below, circles, code, graph, pasch_sources, source, Graph};
use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

/// The layers of docs/ARCHITECTURE.md ("Layers"), bottom up: a module path prefix and its
/// layer. The longest prefix that names a module decides (`lang::words` is the generated
/// words and the `Lang` type, which know nothing of the games, low enough for the store's
/// settings to name a language). Keep this table and the doc's list the same.
const LAYERS: [(&str, u8); 15] = [
    ("order", 1),
    ("lang::words", 1),
    ("engine", 2),
    ("ai", 3),
    ("feel", 3),
    ("brain", 4),
    ("stats", 4),
    ("tour", 4),
    ("remote", 4),
    ("session", 5),
    ("store", 5),
    ("lang", 5),
    ("rules_text", 6),
    ("cli", 7),
    ("ui", 7),
];

/// The layer of module `m` ("" for one the table does not know).
fn layer(m: &str) -> Option<u8> {
    LAYERS
        .iter()
        .filter(|(prefix, _)| at_or_below(m, prefix))
        .max_by_key(|(prefix, _)| prefix.len())
        .map(|&(_, l)| l)
}

/// Every edge of `g` that runs up a layer, as "from (layer) -> to (layer)"; the crate
/// root (`lib.rs`, which declares every module) left out.
fn upward(g: &Graph) -> Vec<String> {
    let mut out = Vec::new();
    for (from, to) in g.iter().filter(|(m, _)| !m.is_empty()) {
        for t in to.iter().filter(|t| !t.is_empty()) {
            if let (Some(a), Some(b)) = (layer(from), layer(t)) {
                if b > a {
                    out.push(format!("{from} ({a}) -> {t} ({b})"));
                }
            }
        }
    }
    out
}

#[test]
fn every_module_has_a_layer_and_imports_only_its_own_or_lower() {
    let g = graph(&pasch_sources());
    assert!(g.len() > 100, "the sources are found");
    let unknown: Vec<&String> = g
        .keys()
        .filter(|m| !m.is_empty() && layer(m).is_none())
        .collect();
    assert!(
        unknown.is_empty(),
        "modules with no layer (add them to LAYERS and docs/ARCHITECTURE.md): {unknown:?}"
    );
    let up = upward(&g);
    assert!(
        up.is_empty(),
        "imports that run up a layer:\n{}",
        up.join("\n")
    );
}

#[test]
fn the_layer_check_finds_an_import_that_runs_up() {
    let files = [
        source("engine", "pub mod game;"),
        source("engine::game", "use crate::store::StorageStatus;"),
        source("store", ""),
        source("lang", "pub mod words;\npub mod storage;"),
        source("lang::words", ""),
        source("lang::storage", "use crate::store::StorageStatus;"),
        source("store::settings", "use crate::lang::words::Lang;"),
    ];
    let up = upward(&graph(&files));
    assert_eq!(up, ["engine::game (2) -> store (5)"]);
}

/// The folder a circle lies in, if it does: every module is the folder's own (`P`) or
/// one of its files (`P::x`), and the folder is not the crate root.
fn folder_of(circle: &[String]) -> Option<String> {
    let parent = |m: &str| m.rsplit_once("::").map_or(String::new(), |(p, _)| p.into());
    let shortest = circle.iter().min_by_key(|m| m.len())?;
    [shortest.clone(), parent(shortest)]
        .into_iter()
        .filter(|p| !p.is_empty())
        .find(|p| circle.iter().all(|m| m == p || parent(m) == *p))
}

/// Circles outside `src/engine` and `src/ui`, whose circles are broken separately.
#[test]
fn no_import_circle_outside_the_engine_and_the_ui() {
    let g = graph(&pasch_sources());
    let elsewhere: Vec<Vec<String>> = circles(&g)
        .into_iter()
        .filter(|c| {
            !c.iter()
                .all(|m| m.starts_with("engine") || m.starts_with("ui::") || m == "ui")
        })
        .collect();
    assert!(elsewhere.is_empty(), "import circles: {elsewhere:?}");
}

#[test]
fn at_most_two_import_circles_each_inside_one_folder() {
    let all = circles(&graph(&pasch_sources()));
    let spread: Vec<&Vec<String>> = all.iter().filter(|c| folder_of(c).is_none()).collect();
    assert!(
        all.len() <= 2 && spread.is_empty(),
        "{} import circles (at most 2, each inside one folder); across folders: {spread:?}; all: {all:?}",
        all.len()
    );
}

#[test]
fn a_circle_inside_one_folder_is_told_from_one_across_folders() {
    let v = |ms: &[&str]| ms.iter().map(|m| m.to_string()).collect::<Vec<_>>();
    assert_eq!(
        folder_of(&v(&["remote::code", "remote::code::sdp"])),
        Some("remote::code".into())
    );
    assert_eq!(
        folder_of(&v(&["cli::advise", "cli::score"])),
        Some("cli".into())
    );
    assert_eq!(folder_of(&v(&["lang", "store"])), None);
    assert_eq!(folder_of(&v(&["ui::dice::tray", "ui::sheet::cell"])), None);
}

/// The solver library (`crates/kniffel-solver`) knows nothing of Pasch: no dependency
/// on it, no path into it. (The worker programs of `workers/` may use the whole app.)
#[test]
fn the_solver_library_knows_nothing_of_pasch() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/kniffel-solver");
    let manifest = fs::read_to_string(root.join("Cargo.toml")).expect("its Cargo.toml");
    assert!(
        !manifest.contains("pasch"),
        "kniffel-solver depends on pasch"
    );
    let sources = module_graph::crate_sources(&root.join("src"));
    assert!(!sources.is_empty(), "its sources are found");
    for s in sources {
        assert!(
            !code(&s.text).contains("pasch"),
            "kniffel-solver::{} names pasch",
            s.module.join("::")
        );
    }
}

/// Names that several modules define on purpose, each in its own namespace that says
/// which one it is: a computer player per game and level (`ai::scoresheet::greedy::Greedy`,
/// `ai::duel::greedy::Greedy`, …), and a command's flags and options (`cli::solve::Flags`,
/// `cli::simulate::Config`, …).
const NAMESPACED: [&str; 5] = ["Greedy", "Lookahead", "Strong", "Flags", "Config"];

/// The types defined `pub` or `pub(crate)` in `text`'s code (tests and comments aside).
fn public_types(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in code(text).lines() {
        let line = line.trim_start();
        let Some(rest) = ["pub ", "pub(crate) "]
            .iter()
            .find_map(|v| line.strip_prefix(v))
        else {
            continue;
        };
        let Some(rest) = ["struct ", "enum ", "type ", "trait "]
            .iter()
            .find_map(|k| rest.strip_prefix(k))
        else {
            continue;
        };
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if !name.is_empty() {
            out.push(name);
        }
    }
    out
}

#[test]
fn no_two_public_types_share_a_name() {
    let mut defined: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for s in pasch_sources() {
        for name in public_types(&s.text) {
            defined
                .entry(name)
                .or_default()
                .push(module_graph::join(&s.module));
        }
    }
    assert!(defined.contains_key("Game"), "the types are found");
    let clashes: Vec<String> = defined
        .iter()
        .filter(|(name, at)| at.len() > 1 && !NAMESPACED.contains(&name.as_str()))
        .map(|(name, at)| format!("{name}: {}", at.join(", ")))
        .collect();
    assert!(
        clashes.is_empty(),
        "type names defined twice (rename one, or add a namespaced one to NAMESPACED):\n{}",
        clashes.join("\n")
    );
}

#[test]
fn public_types_are_read_from_code() {
    let text = "pub struct Table {\n}\npub(crate) enum Setup { A }\n\
                pub(super) struct Hidden;\n// pub struct Comment;\npub type Alias = u8;\n\
                #[cfg(test)]\nmod tests {\n    pub struct InTests;\n}";
    assert_eq!(public_types(text), ["Table", "Setup", "Alias"]);
}
