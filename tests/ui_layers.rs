//! The modules of `src/ui` import one another without a circle (the module graph of
//! `tests/module_graph`: a child that imports from a module above it, a parent's item or
//! re-export, is a circle too). Each screen family's context lives in a leaf file
//! (`ui/sheet/ctx.rs`, `ui/duel/ctx.rs`, `ui/cards/ctx.rs`) that imports none of the
//! family's components, so every component may read it.

mod module_graph;

use module_graph::{circles, graph, pasch_sources, within};

#[test]
fn the_ui_modules_import_one_another_without_a_circle() {
    let g = within(&graph(&pasch_sources()), "ui");
    assert!(g.len() > 50, "the ui sources are found");
    assert!(
        g["ui::sheet::scoresheet"].contains("ui::sheet::ctx"),
        "imports are read: {:?}",
        g["ui::sheet::scoresheet"]
    );
    let found = circles(&g);
    assert!(
        found.is_empty(),
        "import circles in src/ui (a context or shared item belongs in a leaf file): {found:?}"
    );
}
