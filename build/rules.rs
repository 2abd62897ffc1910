//! Build step for the rules page: reads `locales/rules/<lang>.md`, one file per language,
//! with the app's own reader (`src/rules_text/parse.rs`, its Markdown subset is described
//! there and in `locales/rules/README.md`) and stops the build when a file is malformed
//! or the languages' sections differ. The app does not carry the text: it fetches the
//! file of the chosen language when the rules page opens (`crate::rules_text`), so the
//! check is made here, where a mistake names its file and line.

use crate::rules_parse::{parse, Section};
use std::path::Path;

/// Where the sources live, relative to the package.
const SOURCE_DIR: &str = "locales/rules";

/// One language's rules: its code (the file name) and its sections.
pub struct Language {
    pub code: String,
    pub sections: Vec<Section>,
}

/// Reads and checks every language file; panics with the file, line and reason when a
/// file is malformed (which fails the build).
pub fn check() {
    let package = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&package).join(SOURCE_DIR);
    println!("cargo:rerun-if-changed={SOURCE_DIR}");
    let mut languages = Vec::new();
    for (code, path) in language_files(&dir).unwrap_or_else(|e| fail(&e)) {
        println!("cargo:rerun-if-changed={SOURCE_DIR}/{code}.md");
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| fail(&format!("cannot read {}: {e}", path.display())));
        let sections =
            parse(&text).unwrap_or_else(|e| fail(&format!("{SOURCE_DIR}/{code}.md:{e}")));
        languages.push(Language { code, sections });
    }
    same_sections(&languages).unwrap_or_else(|e| fail(&e));
}

fn fail(message: &str) -> ! {
    panic!("\n\nrules page sources: {message}\n\n")
}

/// The language files in `dir`, sorted by code: every `.md` file but README.md, whose
/// name must be a language code ("de", "en", …).
fn language_files(dir: &Path) -> Result<Vec<(String, std::path::PathBuf)>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("cannot list {SOURCE_DIR}: {e}"))?;
    let mut files = Vec::new();
    for entry in entries {
        let path = entry
            .map_err(|e| format!("cannot list {SOURCE_DIR}: {e}"))?
            .path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
            continue;
        };
        let Some(code) = name.strip_suffix(".md") else {
            continue;
        };
        if code == "README" {
            continue;
        }
        if !is_language_code(code) {
            return Err(format!(
                "{SOURCE_DIR}/{name}: a rules file is named by its language code, e.g. fr.md"
            ));
        }
        files.push((code.to_string(), path));
    }
    if files.is_empty() {
        return Err(format!("{SOURCE_DIR} has no language files"));
    }
    files.sort();
    Ok(files)
}

/// Two or three lowercase letters, as `Lang::code` writes them.
pub fn is_language_code(code: &str) -> bool {
    (2..=3).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_lowercase())
}

/// Every language must have the same sections, by id and in order (the page's anchors
/// and its table of contents are the same in every language).
pub fn same_sections(languages: &[Language]) -> Result<(), String> {
    let ids = |l: &Language| l.sections.iter().map(|s| s.id.clone()).collect::<Vec<_>>();
    let Some(first) = languages.first() else {
        return Ok(());
    };
    for other in &languages[1..] {
        if ids(other) != ids(first) {
            return Err(format!(
                "{SOURCE_DIR}/{}.md has the sections {:?} but {SOURCE_DIR}/{}.md has {:?}; every language needs the same section ids in the same order",
                other.code,
                ids(other),
                first.code,
                ids(first)
            ));
        }
    }
    Ok(())
}
