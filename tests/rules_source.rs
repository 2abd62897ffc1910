//! The reader of `locales/rules/*.md` (the app's and the build check's) and the build
//! step that checks them: it reads the Markdown subset, and refuses malformed files and
//! languages whose sections differ with a message that names the line and the fix.

#[path = "../build/rules.rs"]
#[allow(dead_code)] // check() runs in the build script only
mod rules;
#[path = "../src/rules_text/parse.rs"]
mod rules_parse;

use rules::{same_sections, Language};
use rules_parse::{parse, Block};

fn error(text: &str) -> String {
    match parse(text) {
        Ok(sections) => panic!("accepted: {sections:?}"),
        Err(e) => e,
    }
}

fn assert_refused(text: &str, line: usize, says: &str) {
    let e = error(text);
    assert!(
        e.starts_with(&format!("{line}: ")) && e.contains(says),
        "expected line {line} and {says:?}, got {e:?}"
    );
}

#[test]
fn every_block_kind_is_read_and_wrapped_lines_are_joined() {
    let text = "## Kniffel {#classic}\n\nOne\nparagraph.\n\n### A turn\n- first\n  item\n- second\n\n| Ones | – | sum |\n| Chance | – | sum of all |\n\n## In this app {#app}\n\nLast.\n";
    let sections = parse(text).expect("valid");
    let ids: Vec<_> = sections
        .iter()
        .map(|s| (s.id.as_str(), s.title.as_str()))
        .collect();
    assert_eq!(ids, [("classic", "Kniffel"), ("app", "In this app")]);
    let row = |a: &str, b: &str, c: &str| [a.to_string(), b.to_string(), c.to_string()];
    assert_eq!(
        sections[0].blocks,
        [
            Block::P("One paragraph.".into()),
            Block::H("A turn".into()),
            Block::List(vec!["first item".into(), "second".into()]),
            Block::Table(vec![
                row("Ones", "–", "sum"),
                row("Chance", "–", "sum of all")
            ]),
        ]
    );
    assert_eq!(sections[1].blocks, [Block::P("Last.".into())]);
}

#[test]
fn malformed_files_are_refused_with_the_line_and_the_fix() {
    assert_refused(
        "Intro\n## Kniffel {#classic}\n\nText.\n",
        1,
        "before the first section",
    );
    assert_refused("## Kniffel\n\nText.\n", 1, "ends with its id");
    assert_refused("## Kniffel {#Classic}\n\nText.\n", 1, "only a-z");
    assert_refused(
        "## Kniffel {#classic}\n\n#### Deep\n",
        3,
        "headings are allowed",
    );
    assert_refused(
        "## Kniffel {#classic}\n## Extreme {#extreme}\n\nText.\n",
        2,
        "#classic is empty",
    );
    assert_refused(
        "## A {#a}\n\nText.\n\n## B {#a}\n\nText.\n",
        5,
        "used twice",
    );
    assert_refused(
        "## A {#a}\n\nText.\n\n### Nothing under it\n",
        5,
        "nothing under it",
    );
    assert_refused("## A {#a}\n\n| a | b |\n", 3, "has 2");
    assert_refused("## A {#a}\n\n| a |  | c |\n", 3, "cell is empty");
    assert_refused(
        "## A {#a}\n\n| a | b | c |\nafter\n",
        4,
        "blank line after a table",
    );
    assert_refused("## A {#a}\n\n- item\nlazy\n", 4, "indented by two spaces");
    assert_refused("## A {#a}\n\nText\n  indented\n", 4, "none to continue");
    assert_refused("## A {#a}\n\n+ item\n", 3, "starting with `+`");
    assert_refused("## A {#a}\n\nIt costs\n5. Then\n", 4, "starting with `5.`");
    assert_refused("## A {#a}\n\n- item\n  - nested\n", 4, "starting with `-`");
    assert_refused(
        "## A {#a}\n\n- item\n   three spaces\n",
        4,
        "exactly two spaces",
    );
    assert_refused("## A {#a}\n\nSome **bold** text.\n", 3, "does not render");
    assert_refused("## A {#a}\n\nA [link](x).\n", 3, "does not render");
    assert_refused("", 1, "no `## Title {#id}` section");
}

#[test]
fn languages_with_other_sections_are_refused() {
    let language = |code: &str, text: &str| Language {
        code: code.into(),
        sections: parse(text).expect("valid"),
    };
    let de = language("de", "## A {#a}\n\nText.\n\n## B {#b}\n\nText.\n");
    let en = language("en", "## A {#a}\n\nText.\n\n## B {#b}\n\nMore text.\n");
    let fr = language("fr", "## B {#b}\n\nText.\n\n## A {#a}\n\nText.\n");
    assert_eq!(same_sections(&[de, en]), Ok(()));
    let de = language("de", "## A {#a}\n\nText.\n\n## B {#b}\n\nText.\n");
    let e = same_sections(&[de, fr]).expect_err("other order");
    assert!(e.contains("fr.md") && e.contains("same order"), "{e}");
}

#[test]
fn text_is_kept_as_written_quotes_and_all() {
    let sections = parse("## A \"quoted\" {#a}\n\n| x | y | z |\n- one\n").expect("valid");
    assert_eq!(sections[0].title, "A \"quoted\"");
    let row = ["x".to_string(), "y".to_string(), "z".to_string()];
    assert_eq!(
        sections[0].blocks,
        [Block::Table(vec![row]), Block::List(vec!["one".into()])]
    );
}
