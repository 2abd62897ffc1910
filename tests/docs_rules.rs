//! docs/rules.md documents every id the engine knows: each game kind, each box (and
//! Karten-Kniffel field) and each Dice Duel chip kind must appear in backticks in its
//! "Identifiers" section, so a new box or chip cannot be added without documenting it.

use pasch::engine::{BoxId, ChipKind, GameKind};
use serde::Serialize;

fn rules_md() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/rules.md");
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

/// The text of the "## Identifiers" section, up to the next second-level heading.
fn identifiers_section(doc: &str) -> String {
    let mut lines = doc.lines().skip_while(|l| l.trim_end() != "## Identifiers");
    assert!(
        lines.next().is_some(),
        "docs/rules.md has no \"## Identifiers\" section"
    );
    lines
        .take_while(|l| !l.starts_with("## "))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The id serde writes for `value` (a JSON string such as `"ones"`), without its quotes.
fn serde_id<T: Serialize>(value: &T) -> String {
    let json = serde_json::to_string(value).expect("ids serialize");
    json.strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .unwrap_or_else(|| panic!("{json} is not a plain string id"))
        .to_string()
}

/// The ids (with what they name) that the Identifiers section does not show in backticks.
fn missing(section: &str, ids: impl IntoIterator<Item = (String, &'static str)>) -> Vec<String> {
    ids.into_iter()
        .filter(|(id, _)| !section.contains(&format!("`{id}`")))
        .map(|(id, what)| format!("{what} `{id}`"))
        .collect()
}

#[test]
fn the_identifiers_section_lists_every_game_box_and_chip() {
    let section = identifiers_section(&rules_md());
    let games = GameKind::ALL.iter().flat_map(|k| {
        [
            (serde_id(k), "game"),
            (k.id().to_string(), "game (GameKind::id)"),
        ]
    });
    let boxes = BoxId::ALL.iter().map(|b| (serde_id(b), "box"));
    let chips = ChipKind::ALL.iter().map(|c| (serde_id(c), "chip kind"));
    let missing = missing(&section, games.chain(boxes).chain(chips));
    assert!(
        missing.is_empty(),
        "docs/rules.md, section Identifiers, does not list: {}",
        missing.join(", ")
    );
}

#[test]
fn the_rules_document_stays_inside_the_repository() {
    let doc = rules_md();
    assert!(
        !doc.contains("../shared") && !doc.contains("shared/"),
        "docs/rules.md must not point outside the repository"
    );
}
