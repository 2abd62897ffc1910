//! The modules of `src/ai` import one another without a circle (the module graph of
//! `tests/module_graph`: a child that imports from a module above it, a parent's item or
//! re-export, is a circle too).

mod module_graph;

use module_graph::{assert_no_circle, circle, graph, pasch_sources, source, within};

#[test]
fn the_ai_modules_import_one_another_without_a_circle() {
    let g = within(&graph(&pasch_sources()), "ai");
    assert!(g.len() > 10, "the ai sources are found");
    assert!(
        g["ai::kniffel::strong"].contains("ai::dice::by_advice"),
        "imports are read: {:?}",
        g["ai::kniffel::strong"]
    );
    assert_no_circle(&g, "src/ai");
}

#[test]
fn the_check_finds_circles_through_siblings_and_parents() {
    // The circle the issue found: a bot, its hint and the look-ahead.
    let siblings = [
        source("ai", "pub mod bot;\npub mod hint;\npub mod lookahead;"),
        source(
            "ai::bot",
            "use super::hint::Pick;\nuse crate::ai::lookahead::act;",
        ),
        source("ai::hint", "use super::bot;"),
        source("ai::lookahead", "use crate::ai::hint::Pick;"),
    ];
    let c = circle(&graph(&siblings)).expect("a circle");
    assert!(c.contains(&"ai::hint".to_string()), "{c:?}");
    // A child that imports its parent's re-export, and the same by the module's own path
    // (tests and comments aside): a circle, then none.
    let kniffel = |strong: &str| {
        [
            source("ai", "pub mod kniffel;"),
            source(
                "ai::kniffel",
                "pub mod table;\npub mod strong;\npub use table::Table;",
            ),
            source("ai::kniffel::table", ""),
            source("ai::kniffel::strong", strong),
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

#[test]
fn groups_and_super_chains_are_read_as_their_paths() {
    let files = [
        source("", "pub mod a;\npub mod b;"),
        source("a", "pub mod x;\npub mod y;"),
        source("a::x", "use super::{y::Y, super::b::{self, B}};"),
        source("a::y", ""),
        source("b", "use crate::{a::y::Y};"),
    ];
    let g = graph(&files);
    assert!(g["a::x"].contains("a::y"), "{:?}", g["a::x"]);
    assert!(g["a::x"].contains("b"), "{:?}", g["a::x"]);
    assert!(
        !g["a::x"].contains("a"),
        "a group is no edge to its parent: {:?}",
        g["a::x"]
    );
    assert!(g["b"].contains("a::y"), "{:?}", g["b"]);
    assert!(module_graph::circles(&g).is_empty());
}
