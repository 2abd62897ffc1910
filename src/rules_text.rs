//! The text of the rules page: one Markdown file per language in `locales/rules/`,
//! turned into this static data at build time by `build/rules.rs`, so the app carries no
//! Markdown parser. Pure, so native tests check every language.

use crate::lang::Lang;

/// A piece of a rules section.
#[derive(Debug, PartialEq, Eq)]
pub enum Block {
    /// A sub-heading.
    H(&'static str),
    /// A paragraph.
    P(&'static str),
    /// A bullet list.
    List(&'static [&'static str]),
    /// Rows of (box, condition, points).
    Table(&'static [(&'static str, &'static str, &'static str)]),
}

/// A section of the rules page: one game, or the app's own decisions.
#[derive(Debug)]
pub struct RulesSection {
    /// Its anchor on the page (`rules-<id>`), the same in every language.
    pub id: &'static str,
    pub title: &'static str,
    pub blocks: &'static [Block],
}

include!(concat!(env!("OUT_DIR"), "/rules_text.rs"));

/// The rules page in `lang`.
pub fn rules_text(lang: Lang) -> &'static [RulesSection] {
    match lang {
        Lang::De => RULES_DE,
        Lang::En => RULES_EN,
        Lang::Fr => RULES_FR,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::GameKind;

    fn ids(lang: Lang) -> Vec<&'static str> {
        rules_text(lang).iter().map(|s| s.id).collect()
    }

    /// Every piece of text a block shows.
    fn texts(block: &Block) -> Vec<&'static str> {
        match block {
            Block::H(text) | Block::P(text) => vec![text],
            Block::List(items) => items.to_vec(),
            Block::Table(rows) => rows.iter().flat_map(|&(a, b, c)| [a, b, c]).collect(),
        }
    }

    fn all_text(lang: Lang) -> String {
        rules_text(lang)
            .iter()
            .flat_map(|s| std::iter::once(s.title).chain(s.blocks.iter().flat_map(texts)))
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn every_language_has_the_same_sections_one_per_game_and_the_app() {
        let mut expected: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
        expected.push("app");
        for lang in Lang::ALL {
            assert_eq!(ids(lang), expected, "{lang:?}");
        }
    }

    #[test]
    fn no_section_block_or_text_is_empty() {
        for lang in Lang::ALL {
            for section in rules_text(lang) {
                let place = format!("{lang:?} #{}", section.id);
                assert!(!section.title.is_empty(), "{place} has no title");
                assert!(!section.blocks.is_empty(), "{place} is empty");
                for block in section.blocks {
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
            let titles: Vec<&str> = rules_text(lang).iter().map(|s| s.title).collect();
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
