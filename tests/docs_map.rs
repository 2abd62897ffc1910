//! The documents that map the house stay true to it: `docs/ARCHITECTURE.md` names every
//! folder under `src/`, every library crate under `crates/` and every worker program under
//! `workers/`, and `docs/building.md` names every stylesheet, inlined file and Rust program
//! that `index.html` gives trunk to build. A folder or a build input added without a line
//! there fails here.

use std::fs;
use std::path::Path;

fn read(path: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Every folder below `dir` (relative to the crate root, with a trailing slash).
fn folders(dir: &str, out: &mut Vec<String>) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let entries = fs::read_dir(root.join(dir)).unwrap_or_else(|e| panic!("{dir}: {e}"));
    let mut found: Vec<String> = entries
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
        .map(|e| format!("{dir}{}/", e.file_name().to_string_lossy()))
        .collect();
    found.sort();
    for folder in found {
        folders(&folder, out);
        out.push(folder);
    }
}

#[test]
fn the_architecture_names_every_folder_and_crate() {
    let map = read("docs/ARCHITECTURE.md");
    let mut wanted = Vec::new();
    folders("src/", &mut wanted);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for home in ["crates", "workers"] {
        for crate_dir in fs::read_dir(root.join(home)).expect("a folder of crates") {
            let crate_dir = crate_dir.expect("a crate");
            wanted.push(format!(
                "{home}/{}/",
                crate_dir.file_name().to_string_lossy()
            ));
        }
    }
    let missing: Vec<&String> = wanted
        .iter()
        .filter(|f| !map.contains(&format!("`{f}`")))
        .collect();
    assert!(
        missing.is_empty(),
        "docs/ARCHITECTURE.md does not name (as `path/`): {missing:?}"
    );
}

/// The value of `name="..."` in an HTML tag.
fn attribute<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let start = tag.find(&format!("{name}=\""))? + name.len() + 2;
    let len = tag[start..].find('"')?;
    Some(&tag[start..start + len])
}

#[test]
fn building_names_every_stylesheet_and_rust_program_of_index_html() {
    let html = read("index.html");
    let building = read("docs/building.md");
    let mut missing = Vec::new();
    for tag in html
        .split("<link")
        .skip(1)
        .map(|t| &t[..t.find('>').unwrap_or(t.len())])
    {
        if !tag.contains("data-trunk") {
            continue;
        }
        let wanted = match attribute(tag, "rel") {
            // A stylesheet or an icon, built apart or inlined into index.html.
            Some("css" | "inline") => attribute(tag, "href").map(|href| format!("`{href}`")),
            Some("rust") => Some(
                attribute(tag, "data-bin")
                    .map_or("the app".into(), |bin| format!("data-bin=\"{bin}\"")),
            ),
            _ => None,
        };
        if let Some(wanted) = wanted.filter(|w| !building.contains(w.as_str())) {
            missing.push(wanted);
        }
    }
    assert!(
        missing.is_empty(),
        "docs/building.md does not name: {missing:?}"
    );
}
