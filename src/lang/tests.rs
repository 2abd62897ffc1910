//! The languages and their words, natively. That every language has every key, with the
//! reference's placeholders, is checked by the build itself (build.rs).

use super::*;
use crate::engine::{BoxId, ChipKind, GameKind};

#[test]
fn codes_read_back_and_serde_uses_them() {
    for lang in Lang::ALL {
        assert_eq!(Lang::from_exact_code(lang.code()), Some(lang));
        assert_eq!(Lang::from_code(&lang.code().to_uppercase()), Some(lang));
        let json = serde_json::to_string(&lang).expect("write");
        assert_eq!(json, format!("\"{}\"", lang.code()));
        assert_eq!(serde_json::from_str::<Lang>(&json).ok(), Some(lang));
    }
    assert_eq!(Lang::from_code(" de-AT"), Some(Lang::De));
    assert_eq!(Lang::from_code("EN_gb"), Some(Lang::En));
    assert_eq!(Lang::from_code("it"), None);
    assert_eq!(Lang::from_code("deu"), None);
    assert_eq!(Lang::from_exact_code("de-AT"), None);
    assert!(serde_json::from_str::<Lang>("\"it\"").is_err());
    assert_eq!(Lang::default(), Lang::De);
}

#[test]
fn french_is_a_language() {
    assert_eq!(Lang::from_code("fr-CA"), Some(Lang::Fr));
    assert_eq!(Lang::from_code("fr"), Some(Lang::Fr));
    assert_eq!(Lang::Fr.code(), "fr");
    assert_eq!(serde_json::to_string(&Lang::Fr).expect("write"), "\"fr\"");
    assert_eq!(serde_json::from_str::<Lang>("\"fr\"").ok(), Some(Lang::Fr));
    assert_eq!(Lang::Fr.native_name(), "Français");
}

/// German, English and French are compiled in; every other language of `locales/` is
/// loaded (natively: compiled in as data), and the list is sorted by code.
#[test]
fn the_languages_are_the_locale_files() {
    let mut files: Vec<String> = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/locales"))
        .expect("locales/")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|name| name.strip_suffix(".ftl").map(str::to_string))
        .collect();
    files.sort();
    let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
    assert_eq!(codes, files);
    for lang in Lang::ALL {
        assert_eq!(
            lang.is_built_in(),
            matches!(lang, Lang::De | Lang::En | Lang::Fr),
            "{lang:?}"
        );
        assert!(
            lang.has_words(),
            "{lang:?}: natively every language has its words"
        );
    }
    let mut names: Vec<&str> = Lang::ALL.iter().map(|l| l.native_name()).collect();
    names.sort();
    names.dedup();
    assert_eq!(
        names.len(),
        Lang::ALL.len(),
        "each language names itself: {names:?}"
    );
}

/// Regional and related codes find the language Pasch speaks, where it has that file.
#[test]
fn codes_of_regions_and_related_languages() {
    let lang = Lang::from_exact_code;
    for (code, means) in [
        ("sv-FI", "sv"),
        ("SV_se", "sv"),
        ("es-AR", "es"),
        ("es-419", "es"),
        ("da-DK", "da"),
        ("fi-FI", "fi"),
        ("nb", "nb"),
        ("nb-NO", "nb"),
        ("no", "nb"),
        ("no-NO", "nb"),
        ("nn", "nb"),
        ("nn-NO", "nb"),
        ("en-US", "en"),
    ] {
        assert_eq!(Lang::from_code(code), lang(means), "{code}");
    }
    // The first script of index.html reads the same aliases.
    let index = include_str!("../../index.html");
    for (alias, code) in CODE_ALIASES {
        assert!(
            index.contains(&format!("{alias}: \"{code}\"")),
            "index.html does not read {alias} as {code}"
        );
    }
}

#[test]
fn plurals_follow_each_language() {
    assert_eq!(Lang::En.plural(1), Plural::One);
    assert_eq!(Lang::En.plural(0), Plural::Other);
    assert_eq!(Lang::De.plural(2), Plural::Other);
    assert_eq!(Lang::Fr.plural(0), Plural::One);
    assert_eq!(Lang::Fr.plural(1), Plural::One);
    assert_eq!(Lang::Fr.plural(2), Plural::Other);
    assert_eq!(Lang::En.chips_left(1u8), "1 chip");
    assert_eq!(Lang::En.chips_left(0u8), "0 chips");
    assert_eq!(Lang::De.chips_left(3u8), "3 Chips");
    assert_eq!(Lang::De.points(1), "1 Punkt");
    assert_eq!(Lang::De.points(-2), "-2 Punkte");
    assert_eq!(Lang::En.points(-1), "-1 point");
    assert_eq!(Lang::En.streak(1u32), "Streak: 1 day");
    assert_eq!(Lang::En.streak(4u32), "Streak: 4 days in a row");
}

#[test]
fn exact_numbers_come_before_plural_forms() {
    assert_eq!(
        Lang::En.exchange_hint(0usize),
        "No card selected: keep your hand or draw one more."
    );
    assert_eq!(
        Lang::En.exchange_hint(1usize),
        "Discard the selected card and …"
    );
    assert_eq!(
        Lang::En.exchange_hint(3usize),
        "Discard the 3 selected cards and …"
    );
    assert_eq!(
        Lang::De.duel_tray_slot(ChipKind::Flush, 0),
        "Flush, 25 Punkte: keiner mehr"
    );
    assert_eq!(
        Lang::En.duel_tray_slot(ChipKind::Flush, 2),
        "Flush, 25 points: 2 left"
    );
}

#[test]
fn whole_sentences_with_their_placeholders() {
    assert_eq!(Lang::En.turn_of("Ada"), "Ada's turn");
    assert_eq!(Lang::De.round_of(2u32, 13u32), "Runde 2 von 13");
    assert_eq!(
        Lang::En.enter_for_keeping("Robo", &[6, 6, 6][..], 1usize),
        "Robo keeps 6 6 6 – roll the other die for Robo and tap it in"
    );
    assert_eq!(
        Lang::De.enter_for_keeping("Robo", &[6, 6][..], 3usize),
        "Robo behält 6 6 – würfelt die anderen 3 Würfel für Robo und tippt sie ein"
    );
    assert_eq!(
        Lang::En.box_button(BoxId::FullHouse, 25),
        "Full House, 25 points"
    );
    assert_eq!(
        Lang::De.box_button(BoxId::ThreeOfAKind, 1),
        "Dreierpasch, 1 Punkt"
    );
    assert_eq!(
        Lang::En.hint_forced(&[BoxId::Fours, BoxId::Kniffel][..]),
        "A further Kniffel! Allowed: Fours, Kniffel."
    );
    assert_eq!(
        Lang::De.share_text(GameKind::Duel, 42u64, 310),
        "Pasch · Kniffel Dice Duel · Spiel 42 · 310 Punkte. Schaffst du mehr?"
    );
    assert_eq!(Lang::De.hint_expect(248.31), "≈ 248,3 Punkte");
    assert_eq!(Lang::En.hint_behind(2.54), "−2.5");
    assert_eq!(
        Lang::De.review_split(&Lang::De.signed(12.34), &Lang::De.signed(-6.06), 248.32),
        "Würfelglück +12,3 · Entscheidungen −6,1 · Erwartet zu Beginn 248,3"
    );
    assert_eq!(Lang::En.signed(0.04), "0.0");
    assert_eq!(
        Lang::En.review_decision(3u32, &[1, 2][..], 0u8, "Chance for 20", "Keep 2", 1.25),
        "Round 3, 1 2 (after the last roll): Chance for 20 – best was Keep 2 (−1.3)"
    );
    assert_eq!(
        Lang::En.import_too_large(60_000_000.0, 50_000_000.0),
        "Import refused: The file is too large (60.0 MB; at most 50.0 MB). A Pasch statistics file is much smaller. Nothing was changed."
    );
    assert_eq!(
        Lang::En.winner(&["Ada".into(), "Bob".into()]),
        "A tie: Ada & Bob"
    );
    assert_eq!(Lang::De.winner(&["Ada".into()]), "Ada gewinnt!");
    assert_eq!(
        Lang::En.import_plan(3, 1, 1, 1),
        "The file holds 3 games: 1 new, 1 here already. 1 game of the file is damaged and left out. No game here is removed or changed."
    );
}

#[test]
fn every_message_has_text_in_every_language() {
    assert_eq!(TEXTS.len(), MESSAGES);
    for (key, texts) in TEXTS {
        assert_eq!(texts.len(), Lang::ALL.len(), "{key}");
        for (lang, text) in texts.iter() {
            assert!(!text.trim().is_empty(), "{key} in {lang:?}");
            assert_eq!(
                text.trim(),
                *text,
                "{key} in {lang:?}: no space at either end"
            );
        }
    }
}

/// French speaks to the players as "vous" everywhere, as the rules page does: no "tu",
/// no second-person-singular imperative of the words the app uses.
#[test]
fn french_says_vous() {
    let tu = [
        " tu ",
        "Tu ",
        " ton ",
        " ta ",
        " tes ",
        "Tes ",
        " toi",
        "-tu ",
        "te reste",
        "Lance ",
        "Touche ",
        "touche ",
        "Prends",
        "prends",
        "Remplis ",
        "remplis ",
        "relance ",
        "Garde ",
        "garde ta",
        "ou pioche ",
        "Sélectionne ",
        "échange des",
        "saisis ",
        "Recharge ",
        "exporte ",
        "libère ",
        "Défausse 5",
        "défausse exactement",
        "utilise ",
        "finis ",
        "Passe l",
        "Annonce au",
        "annonce avant",
        "Réessaie",
        "s'il te plaît",
    ];
    let mut found = Vec::new();
    for (key, texts) in TEXTS {
        if let Some((_, text)) = texts.iter().find(|(lang, _)| *lang == Lang::Fr) {
            found.extend(
                tu.iter()
                    .filter(|w| text.contains(*w))
                    .map(|w| format!("{key}: {w:?}")),
            );
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}

/// German calls a place on the sheet "Kästchen", as the rules page and the Kniffel block
/// do, in every game: never "Feld" as well.
#[test]
fn german_says_kaestchen() {
    let rules = include_str!("../../locales/rules/de.md");
    let feld = |text: &str| {
        text.split(|c: char| !c.is_alphanumeric())
            .any(|w| matches!(w, "Feld" | "Felder" | "Feldern" | "Feldes"))
    };
    assert!(!feld(rules), "the rules page says Feld");
    for (key, texts) in TEXTS {
        if let Some((_, text)) = texts.iter().find(|(lang, _)| *lang == Lang::De) {
            assert!(!feld(text), "{key}: {text:?}");
        }
    }
}
