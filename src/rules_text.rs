//! The text of the rules page: one Markdown file per language in `locales/rules/`, read
//! by `parse` (a small subset: no Markdown crate).
//!
//! Not compiled into the app: the three languages were 28 KB of the start-up wasm's data
//! for a page most visits never open (measured: the wasm is 4.4 KB gzip smaller with this
//! reader in it instead, and a further language adds nothing). The build copies the files
//! to `rules/<code>.md` (index.html) and checks them with this same reader
//! (`build/rules.rs`); the page fetches the chosen language when it opens, and the
//! service worker precaches them like every file of the build, so the page works offline.

mod parse;

use crate::lang::Lang;
pub use parse::{parse, Block, Section};

/// Where the rules in `lang` are, relative to the page: the build copies
/// `locales/rules/<code>.md` there.
pub fn rules_path(lang: Lang) -> String {
    format!("rules/{}.md", lang.code())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameKind;

    /// The rules in `lang`, read from its source as the page reads the fetched file.
    fn rules_text(lang: Lang) -> Vec<Section> {
        let path = format!(
            "{}/locales/{}",
            env!("CARGO_MANIFEST_DIR"),
            rules_path(lang)
        );
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        parse(&text).unwrap_or_else(|e| panic!("{path}:{e}"))
    }

    fn ids(lang: Lang) -> Vec<String> {
        rules_text(lang).into_iter().map(|s| s.id).collect()
    }

    /// Every piece of text a block shows.
    fn texts(block: &Block) -> Vec<&str> {
        match block {
            Block::H(text) | Block::P(text) => vec![text],
            Block::List(items) => items.iter().map(String::as_str).collect(),
            Block::Table(rows) => rows.iter().flatten().map(String::as_str).collect(),
        }
    }

    fn all_text(lang: Lang) -> String {
        let sections = rules_text(lang);
        let mut all = Vec::new();
        for s in &sections {
            all.push(s.title.as_str());
            all.extend(s.blocks.iter().flat_map(texts));
        }
        all.join("\n")
    }

    /// The page fetches `rules/<code>.md` from the build: index.html copies the folder of
    /// the language files there, and each language has its file in it.
    #[test]
    fn the_build_copies_every_language_file_where_the_page_fetches_it() {
        let index = include_str!("../index.html");
        let copy = "rel=\"copy-dir\" href=\"locales/rules\" data-target-path=\"rules\"";
        assert!(
            index.contains(copy),
            "index.html does not copy locales/rules"
        );
        for lang in Lang::ALL {
            let path = format!(
                "{}/locales/{}",
                env!("CARGO_MANIFEST_DIR"),
                rules_path(lang)
            );
            assert!(std::path::Path::new(&path).is_file(), "{path} is missing");
        }
    }

    #[test]
    fn every_language_has_the_same_sections_one_per_game_and_the_app() {
        // The games the app offers (the new games' sections come with their screens).
        let mut expected: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
        expected.push("app");
        for lang in Lang::ALL {
            assert_eq!(ids(lang), expected, "{lang:?}");
        }
    }

    #[test]
    fn no_section_block_or_text_is_empty() {
        for lang in Lang::ALL {
            for section in &rules_text(lang) {
                let place = format!("{lang:?} #{}", section.id);
                assert!(!section.title.is_empty(), "{place} has no title");
                assert!(!section.blocks.is_empty(), "{place} is empty");
                for block in &section.blocks {
                    let texts = texts(block);
                    assert!(!texts.is_empty(), "{place} has an empty {block:?}");
                    assert!(
                        texts.iter().all(|t| !t.trim().is_empty()),
                        "{place}: {block:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_games_keep_their_names_in_every_language() {
        for lang in Lang::ALL {
            let sections = rules_text(lang);
            let titles: Vec<&str> = sections.iter().map(|s| s.title.as_str()).collect();
            assert_eq!(
                titles[..4],
                [
                    "Kniffel",
                    "Kniffel Extreme",
                    "Kniffel Dice Duel",
                    "Karten-Kniffel"
                ],
                "{lang:?}"
            );
        }
    }

    #[test]
    fn the_french_text_uses_the_french_box_names() {
        let fr = all_text(Lang::Fr);
        for word in [
            "Brelan",
            "Carré",
            "Full",
            "Petite suite",
            "Grande suite",
            "Chance",
            "As",
            "Prime",
        ] {
            assert!(fr.contains(word), "the French rules do not mention {word}");
        }
        for german in [
            "Dreierpasch",
            "Viererpasch",
            "Kleine Straße",
            "Große Straße",
        ] {
            assert!(!fr.contains(german), "the French rules say {german}");
        }
    }
}
