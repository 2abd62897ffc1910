//! The engine's layers (`src/engine`): its modules import one another without a circle
//! (the module graph of `tests/module_graph`: a child that imports an item of its parent,
//! a re-export of the face included, is a circle too), and the engine imports nothing of
//! Pasch but itself and `order`, and no crate of `crates/`: only external libraries.

mod module_graph;

use module_graph::{assert_no_circle, at_or_below, code, graph, pasch_sources, within};

#[test]
fn the_engine_modules_import_one_another_without_a_circle() {
    let g = within(&graph(&pasch_sources()), "engine");
    assert!(g.len() > 20, "the engine sources are found");
    assert!(
        g["engine::game"].contains("engine::setup"),
        "imports are read: {:?}",
        g["engine::game"]
    );
    assert_no_circle(&g, "src/engine");
}

#[test]
fn the_engine_imports_only_itself_order_and_libraries() {
    let sources = pasch_sources();
    let g = graph(&sources);
    let inside = |m: &str| at_or_below(m, "engine");
    for (module, to) in g.iter().filter(|(m, _)| inside(m)) {
        for target in to.iter().filter(|t| !inside(t)) {
            assert_eq!(target, "order", "{module} imports {target}");
        }
    }
    // The workspace's own crates are no libraries of the engine (it has its own hash).
    for s in sources
        .iter()
        .filter(|s| s.module.first().is_some_and(|m| m == "engine"))
    {
        let text = code(&s.text);
        for other in ["kniffel_solver", "solver_worker", "qr_worker", "pasch::"] {
            assert!(
                !text.contains(other),
                "{} names {other}",
                s.module.join("::")
            );
        }
    }
}

#[test]
fn the_engine_shows_only_its_face() {
    // Sub-modules are private: the rest of Pasch names `engine::X`, never a module path.
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine/mod.rs");
    let text = std::fs::read_to_string(root).expect("src/engine/mod.rs");
    for line in code(&text).lines() {
        assert!(!line.trim_start().starts_with("pub mod "), "{line}");
    }
}
