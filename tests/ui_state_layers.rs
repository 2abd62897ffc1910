//! The app state's files (`src/ui/state`, one narrow context each) import one another
//! without a circle, and none of them imports a component: the components read the
//! state, never the other way round. The brain's face (`src/ui/brain`), which the state
//! owns, has no circle either. (The module graph of `tests/module_graph`.)

mod module_graph;

use module_graph::{assert_no_circle, at_or_below, graph, pasch_sources, within};

/// What the state may use of the UI besides its own files: the words and the brain.
const SERVICES: [&str; 2] = ["ui::i18n", "ui::brain"];

#[test]
fn the_state_files_import_one_another_without_a_circle() {
    let g = graph(&pasch_sources());
    let state = within(&g, "ui::state");
    assert!(state.len() > 5, "the state's files are found: {state:?}");
    assert_no_circle(&state, "src/ui/state");
    assert_no_circle(&within(&g, "ui::brain"), "src/ui/brain");
}

#[test]
fn the_state_imports_no_component() {
    let g = graph(&pasch_sources());
    let reached: Vec<String> = g
        .iter()
        .filter(|(module, _)| at_or_below(module, "ui::state"))
        .flat_map(|(module, targets)| targets.iter().map(move |t| (module, t)))
        .filter(|(_, t)| at_or_below(t, "ui") && !at_or_below(t, "ui::state"))
        .filter(|(_, t)| !SERVICES.iter().any(|s| at_or_below(t, s)))
        .map(|(module, t)| format!("{module} -> {t}"))
        .collect();
    assert!(
        g.get("ui::state::actions")
            .is_some_and(|t| t.contains("ui::state::persistence")),
        "imports are read: {:?}",
        g.get("ui::state::actions")
    );
    assert!(
        reached.is_empty(),
        "the state imports components: {reached:?}"
    );
}
