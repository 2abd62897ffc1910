//! Component tests in a real browser (wasm-bindgen-test in headless Chromium): the
//! storage layer against the browser's localStorage, and the app shell mounted into the
//! page.
#![cfg(target_arch = "wasm32")]

use pasch::engine::{Action, BoxId, ChipKind, DieKind, Game, GameKind, RuleError, Setup};
use pasch::store::backend::Backend;
use pasch::store::backups::{backups, BACKUP_PREFIX};
use pasch::store::browser::{local, Local};
use pasch::store::game::{GameKeeper, LoadedGame, GAME_KEY};
use pasch::store::history::{load_history, store_kept, HISTORY_PREFIX};
use pasch::store::records::note_duel_solo;
use pasch::store::settings::{load_settings, save_settings, Settings, Theme, SETTINGS_KEY};
use pasch::store::StorageStatus;
use pasch::ui::i18n::Lang;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn storage() -> web_sys::Storage {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .expect("localStorage in the test browser")
}

fn clear() {
    storage().clear().expect("clear localStorage");
}

fn classic_game() -> Game {
    let mut game = Game::new(Setup::new(GameKind::Classic, &["Ada", "<b>Bo</b>"]).with_seed(7))
        .expect("setup");
    game.apply(Action::Roll).expect("roll");
    game.apply(Action::Hold { die: 0, held: true })
        .expect("hold");
    game
}

fn browser() -> Local {
    local().expect("localStorage in the test browser")
}

/// The stored game as a fresh window reads it.
fn load() -> (GameKeeper, LoadedGame) {
    let mut keeper = GameKeeper::default();
    let loaded = keeper.load(Some(&browser()));
    (keeper, loaded)
}

#[wasm_bindgen_test]
fn a_saved_game_loads_back_exactly() {
    clear();
    let game = classic_game();
    let (mut keeper, _) = load();
    assert_eq!(keeper.save(Some(&browser()), &game), Ok(()));
    let (_, loaded) = load();
    assert_eq!(loaded.status, StorageStatus::Ok);
    assert!(loaded.backup.is_none());
    assert_eq!(loaded.game, Some(game));
}

#[wasm_bindgen_test]
fn local_storage_lists_sets_and_refuses_as_the_store_expects() {
    clear();
    let b = browser();
    assert_eq!(b.set("pasch.a", "1"), Ok(()));
    assert_eq!(b.get("pasch.a").as_deref(), Some("1"));
    assert_eq!(b.keys(), vec!["pasch.a".to_string()]);
    // Past the quota the browser refuses, and the store hears "full".
    let big = "x".repeat(6_000_000);
    assert_eq!(b.set("pasch.big", &big), Err(StorageStatus::Full));
    b.remove("pasch.a");
    assert!(b.keys().is_empty());
}

#[wasm_bindgen_test]
fn a_finished_game_is_kept_under_its_own_key() {
    clear();
    let b = browser();
    let mut game = Game::new(Setup::new(GameKind::Duel, &["Ada"]).with_seed(3)).expect("setup");
    pasch::ai::play_out(&mut game, pasch::engine::BotKind::Greedy, 3).expect("legal");
    assert!(game.is_over());
    let mut history = pasch::stats::history::History::default();
    let kept = history.record(&game, "2026-11-25", 1).expect("kept");
    assert_eq!(store_kept(&b, &mut history, kept), Ok(vec![]));
    assert_eq!(
        b.keys(),
        vec![format!("{HISTORY_PREFIX}{}", game.setup().id)]
    );
    assert_eq!(load_history(&b).history, history);
}

#[wasm_bindgen_test]
fn an_unreadable_save_is_kept_aside_and_never_overwritten() {
    clear();
    let broken = r#"{"format":1,"setup":"#;
    storage().set_item(GAME_KEY, broken).expect("write");
    let (mut keeper, loaded) = load();
    assert!(loaded.game.is_none());
    let backup = loaded.backup.expect("the broken save is reported");
    assert!(backup.key.starts_with(BACKUP_PREFIX));
    assert_eq!(
        storage().get_item(&backup.key).ok().flatten().as_deref(),
        Some(broken)
    );
    // A new game may now use the game key; the backup stays.
    assert_eq!(keeper.save(Some(&browser()), &classic_game()), Ok(()));
    assert_eq!(
        storage().get_item(&backup.key).ok().flatten().as_deref(),
        Some(broken)
    );
    assert_eq!(backups(&browser()).len(), 1);
}

#[wasm_bindgen_test]
fn a_format_1_save_from_before_the_upgrade_loads_and_is_saved_as_format_2() {
    clear();
    let v1 = include_str!("fixtures/saves/v1/classic-solo-mid-turn.json");
    storage().set_item(GAME_KEY, v1).expect("write");
    let (mut keeper, loaded) = load();
    assert_eq!(loaded.status, StorageStatus::Ok);
    assert!(loaded.backup.is_none(), "not kept aside");
    let game = loaded.game.expect("the format-1 game");
    assert_eq!(game.setup().rules_version, 1);
    assert_eq!(game.log().len(), 38);
    assert_eq!(keeper.save(Some(&browser()), &game), Ok(()));
    let saved = storage().get_item(GAME_KEY).ok().flatten().expect("saved");
    assert!(saved.starts_with(r#"{"format":2,"#), "{saved}");
    assert_eq!(load().1.game, Some(game));
}

#[wasm_bindgen_test]
fn a_save_from_a_newer_version_is_kept_too() {
    clear();
    let mut json: serde_json::Value =
        serde_json::from_str(&classic_game().to_json()).expect("json");
    json["format"] = serde_json::json!(99);
    let raw = json.to_string();
    storage().set_item(GAME_KEY, &raw).expect("write");
    let (_, loaded) = load();
    assert!(loaded.game.is_none());
    let backup = loaded.backup.expect("kept");
    assert_eq!(backup.raw, raw);
    assert_eq!(storage().get_item(&backup.key).ok().flatten(), Some(raw));
}

#[wasm_bindgen_test]
fn settings_and_the_solo_record_read_back_what_was_written() {
    clear();
    let b = browser();
    let b = Some(&b as &dyn Backend);
    assert_eq!(load_settings(b), Settings::default());
    let settings = Settings {
        lang: Some(Lang::En),
        theme: Theme::Dark,
        fast_bots: true,
        sound: false,
        shake: Some(true),
        vibration: Some(false),
    };
    assert_eq!(save_settings(b, &Settings::default(), &settings), Ok(()));
    assert_eq!(load_settings(b), settings);
    // Fields left out take their defaults, and so does a field this version cannot read;
    // anything not an object gives the defaults.
    let key = SETTINGS_KEY;
    storage()
        .set_item(key, r#"{"theme":"light"}"#)
        .expect("write");
    assert_eq!(load_settings(b).theme, Theme::Light);
    assert_eq!(load_settings(b).lang, None);
    for broken in [r#"{"theme":"neon"}"#, r#"{"lang":"xx"}"#, "{", "[]"] {
        storage().set_item(key, broken).expect("write");
        assert_eq!(load_settings(b), Settings::default(), "{broken}");
    }
    storage()
        .set_item(key, r#"{"theme":"neon","fast_bots":true}"#)
        .expect("write");
    assert!(load_settings(b).fast_bots, "the field it reads is kept");
    // The solo Dice Duel record keeps the best score and the game that set it.
    let storage = browser();
    let first = note_duel_solo(&storage, 300, 1);
    assert_eq!((first.score, first.seed), (300, 1));
    let lower = note_duel_solo(&storage, 250, 2);
    assert_eq!((lower.score, lower.seed), (300, 1));
    let higher = note_duel_solo(&storage, 320, 3);
    assert_eq!((higher.score, higher.seed), (320, 3));
    clear();
}

#[wasm_bindgen_test]
fn the_app_mounts_with_its_start_screen() {
    clear();
    let document = web_sys::window()
        .and_then(|w| w.document())
        .expect("document");
    let host = document.create_element("div").expect("div");
    document
        .body()
        .expect("body")
        .append_child(&host)
        .expect("append");
    let host: web_sys::HtmlElement = wasm_bindgen::JsCast::unchecked_into(host);
    let handle = leptos::mount::mount_to(host.clone(), pasch::ui::shell::app::App);
    let html = host.inner_html();
    assert!(
        html.matches("<button").count() >= 2,
        "the start screen offers its buttons: {html}"
    );
    let text = host.text_content().unwrap_or_default();
    assert!(text.contains("Pasch"), "the app's name is shown: {text}");
    drop(handle);
}

/// One refusal of every kind. The match below does not compile when a variant is added,
/// so the list (and `Lang::refusal`'s words for it) cannot fall behind.
fn every_refusal() -> Vec<RuleError> {
    use RuleError::*;
    let all = vec![
        GameOver,
        NotAMove,
        NothingToUndo,
        WrongPlayerCount {
            kind: GameKind::Cards,
            min: 2,
            max: 5,
            got: 1,
        },
        UnnamedPlayer,
        NoSuchStartPlayer { player: 3 },
        CardsNeedTheApp,
        DailyIsSoloKniffel,
        BadDeck,
        NotRolled,
        NoRollsLeft,
        AllDiceHeld,
        HoldBeforeRoll,
        NoSuchDie { die: 5 },
        RealDice,
        AppRolls,
        DiceCount {
            expected: 5,
            got: 4,
        },
        NoSuchFace {
            die: 5,
            shows: 10,
            kind: DieKind::Ten,
        },
        RollsUsedUp,
        ThreeRollsUp,
        ChipsExtremeOnly,
        OneChipPerTurn,
        NoChipsLeft,
        ChipBeforeThirdRoll,
        NotOnSheet(BoxId::Highway),
        BoxTaken(BoxId::Fives),
        JokerBoxes {
            boxes: vec![BoxId::Fours],
        },
        NoSuchCard(7),
        TooManyCards,
        DiscardTooMany,
        NotInHand,
        DiscardDownTo5 { need: 1, got: 0 },
        HandFull,
        NotACardField(BoxId::Chance),
        UpperFieldCount(BoxId::Ones),
        UpperFieldFace {
            field: BoxId::Twos,
            face: 2,
        },
        LowerFieldCount {
            field: BoxId::FullHouse,
            needed: 5,
        },
        CardsDontMake(BoxId::LargeStraight),
        AppAnnounces,
        AlreadyAnnounced,
        AnnounceTooEarly,
        SecondKniffelChipFirst,
        TakeAChip,
        SetAsideNeedsKniffel,
        NotSetAside(ChipKind::Flush),
        NotInTray(ChipKind::FullHouse),
        DiceDontMake(ChipKind::LargeStraight),
        ChipFits {
            kinds: vec![ChipKind::TwoPairs, ChipKind::Flush],
        },
        OutOfOrder { next: BoxId::Twos },
    ];
    for e in &all {
        match e {
            GameOver
            | NotAMove
            | NothingToUndo
            | WrongPlayerCount { .. }
            | UnnamedPlayer
            | NoSuchStartPlayer { .. }
            | CardsNeedTheApp
            | DailyIsSoloKniffel
            | BadDeck
            | NotRolled
            | NoRollsLeft
            | AllDiceHeld
            | HoldBeforeRoll
            | NoSuchDie { .. }
            | RealDice
            | AppRolls
            | DiceCount { .. }
            | NoSuchFace { .. }
            | RollsUsedUp
            | ThreeRollsUp
            | ChipsExtremeOnly
            | OneChipPerTurn
            | NoChipsLeft
            | ChipBeforeThirdRoll
            | NotOnSheet(_)
            | BoxTaken(_)
            | JokerBoxes { .. }
            | NoSuchCard(_)
            | TooManyCards
            | DiscardTooMany
            | NotInHand
            | DiscardDownTo5 { .. }
            | HandFull
            | NotACardField(_)
            | UpperFieldCount(_)
            | UpperFieldFace { .. }
            | LowerFieldCount { .. }
            | CardsDontMake(_)
            | AppAnnounces
            | AlreadyAnnounced
            | AnnounceTooEarly
            | SecondKniffelChipFirst
            | TakeAChip
            | SetAsideNeedsKniffel
            | NotSetAside(_)
            | NotInTray(_)
            | DiceDontMake(_)
            | ChipFits { .. }
            | OutOfOrder { .. } => {}
        }
    }
    all
}

#[wasm_bindgen_test]
fn every_refusal_has_its_own_words_in_both_languages() {
    let all = every_refusal();
    for lang in [Lang::De, Lang::En] {
        let texts: Vec<String> = all.iter().map(|e| lang.refusal(e)).collect();
        for (e, t) in all.iter().zip(&texts) {
            assert!(!t.trim().is_empty(), "{lang:?} {e:?}");
        }
        let mut distinct = texts.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), texts.len(), "{lang:?}: {texts:?}");
    }
    for e in &all {
        assert_ne!(Lang::De.refusal(e), Lang::En.refusal(e), "{e:?}");
    }
}

#[wasm_bindgen_test]
fn refusals_read_as_the_players_know_them() {
    use RuleError::*;
    let cases = [
        (
            LowerFieldCount {
                field: BoxId::SmallStraight,
                needed: 4,
            },
            "Kleine Straße braucht genau 4 Karten.",
            "Small straight needs exactly 4 cards.",
        ),
        (
            CardsDontMake(BoxId::FourOfAKind),
            "Viererpasch braucht vier gleiche Karten.",
            "Four of a kind needs four equal cards.",
        ),
        (
            CardsDontMake(BoxId::Kniffel),
            "Kniffel braucht fünf gleiche Karten.",
            "Kniffel needs five equal cards.",
        ),
        (
            UpperFieldFace {
                field: BoxId::Threes,
                face: 3,
            },
            "Dreier nimmt nur Karten mit der 3.",
            "Threes takes only cards showing 3.",
        ),
        (
            BoxTaken(BoxId::FullHouse),
            "Full House ist schon ausgefüllt.",
            "Full House is already filled.",
        ),
        (
            JokerBoxes {
                boxes: vec![BoxId::Fours],
            },
            "Ein weiterer Kniffel muss hierhin: Vierer.",
            "A further Kniffel must go to: Fours.",
        ),
        (
            WrongPlayerCount {
                kind: GameKind::Classic,
                min: 1,
                max: 8,
                got: 9,
            },
            "Kniffel ist für 1 bis 8 Spieler, nicht 9.",
            "Kniffel is for 1 to 8 players, not 9.",
        ),
        (
            NoSuchFace {
                die: 4,
                shows: 7,
                kind: DieKind::Six,
            },
            "Würfel 5 zeigt 7, hat aber nur 1-6.",
            "Die 5 shows 7, but it only has 1-6.",
        ),
        (
            NotInTray(ChipKind::FourOfAKind),
            "Im Würfelteller ist kein Chip „Viererpasch“ mehr.",
            "No Four of a kind chip is left in the tray.",
        ),
        (
            ChipFits {
                kinds: vec![ChipKind::TwoPairs, ChipKind::Flush],
            },
            "Ein Chip passt zu deinen Würfeln, nimm ihn: 2 Paare, Flush.",
            "A chip fits your dice, take it: Two pairs, Flush.",
        ),
        (
            AppAnnounces,
            "Die App sagt das vorletzte Kästchen für dich an.",
            "The app announces the second-to-last field for you.",
        ),
    ];
    for (e, de, en) in cases {
        assert_eq!(Lang::De.refusal(&e), de, "{e:?}");
        assert_eq!(Lang::En.refusal(&e), en, "{e:?}");
    }
}

#[wasm_bindgen_test]
fn chip_labels_in_both_languages() {
    let de: Vec<&str> = ChipKind::ALL
        .iter()
        .map(|&k| Lang::De.chip_label(k))
        .collect();
    assert_eq!(
        de,
        [
            "2 Paare",
            "Dreierpasch",
            "Kleine Straße",
            "Flush",
            "Full House",
            "Viererpasch",
            "Große Straße"
        ]
    );
    let en: Vec<&str> = ChipKind::ALL
        .iter()
        .map(|&k| Lang::En.chip_label(k))
        .collect();
    assert_eq!(
        en,
        [
            "Two pairs",
            "Three of a kind",
            "Small straight",
            "Flush",
            "Full House",
            "Four of a kind",
            "Large straight"
        ]
    );
}

/// The moves the roll log lists and the screen reader hears: each roll with the dice kept
/// from the roll before, each box with its points, at the action that made it.
#[wasm_bindgen_test]
fn the_play_log_tells_rolls_with_their_kept_dice_and_scores() {
    use pasch::ui::i18n::spaced;
    use pasch::ui::shared::play_log::{entries, LogEntry};
    let mut game = classic_game(); // roll 1, die 1 held
    let first = match &entries(&game)[..] {
        [(
            0,
            LogEntry::Rolled {
                roll: 1,
                dice,
                kept,
                ..
            },
        )] => {
            assert!(kept.is_empty(), "nothing is kept on a first roll");
            dice.clone()
        }
        other => panic!("one first roll expected, got {other:?}"),
    };
    game.apply(Action::Roll).expect("second roll");
    game.apply(Action::Score {
        box_id: BoxId::Chance,
    })
    .expect("score");
    let log = entries(&game);
    assert_eq!(log.len(), 3, "{log:?}");
    match &log[1] {
        (
            2,
            LogEntry::Rolled {
                roll: 2,
                dice,
                kept,
                player: 0,
            },
        ) => {
            assert_eq!(kept, &vec![first[0]], "die 1 was held");
            assert_eq!(dice[0], first[0], "the held die kept its face");
        }
        other => panic!("the second roll expected, got {other:?}"),
    }
    let sum: i32 = game.state().totals().first().copied().expect("Ada's total");
    assert!(matches!(
        &log[2],
        (3, LogEntry::Scored { player: 0, box_id: BoxId::Chance, points }) if *points == sum
    ));
    assert_eq!(spaced(&[3, 3, 5, 6, 6]), "3 3 5 6 6");
    assert_eq!(
        Lang::En.said_rolled("Ada", "3 3 5 6 6", "6 6"),
        "Ada rolled 3 3 5 6 6, holding 6 6"
    );
    assert_eq!(
        Lang::En.said_box("Bob", BoxId::FullHouse, 25),
        "Bob took Full House for 25"
    );
    assert_eq!(
        Lang::De.said_rolled("Ada", "1 2 3 4 5", ""),
        "Ada würfelt 1 2 3 4 5"
    );
}
