//! What the store keeps when things go wrong: a finished game the history refused is
//! never replaced by the next game's save, a rename the storage takes in part is stored
//! later, and random text under every key of Pasch is kept, read or kept aside, never
//! lost.

use super::backend::{Backend, Memory};
use super::backups::BACKUP_PREFIX;
use super::game::{GameKeeper, SaveError, GAME_KEY};
use super::history::{
    key_of, load_history, rewrite, PartlyRewritten, Unstored, HISTORY_PREFIX, LEGACY_HISTORY_KEY,
};
use super::persist::{note_persist, PersistAsked, PERSIST_KEY};
use super::phones::{remember_phone_seats, PHONES_KEY};
use super::records::{note_duel_solo, DUEL_SOLO_BEST_KEY};
use super::settings::{load_settings, save_settings, Settings, SETTINGS_KEY};
use super::StorageStatus;
use crate::ai;
use crate::engine::{BotKind, Game, GameKind, Setup};
use crate::stats::history::History;
use crate::stats::summarize;

fn finished(names: &[&str], seed: u64) -> Game {
    let mut game = Game::new(Setup::new(GameKind::Classic, names).with_seed(seed)).expect("setup");
    ai::play_out(&mut game, BotKind::Greedy, seed).expect("legal");
    game
}

#[test]
fn a_finished_game_the_history_refused_is_not_replaced_by_the_next_game() {
    let b = Memory::new();
    let mut keeper = GameKeeper::default();
    keeper.load(Some(&b));
    let mut history = History::default();
    let mut pending = Unstored::default();
    let done = finished(&["Ada"], 1);
    keeper.save(Some(&b), &done).expect("saved");
    b.refuse(&[HISTORY_PREFIX]);
    let kept = history.record(&done, "2026-11-28", 1).expect("kept");
    assert_eq!(
        pending.keep(Some(&b), &mut history, kept),
        Err(StorageStatus::Full)
    );
    // The rematch is not saved over the finished game's only copy.
    let rematch = Game::new(Setup::new(GameKind::Classic, &["Ada"]).with_seed(2)).expect("setup");
    assert_eq!(
        keeper.save_keeping(Some(&b), &rematch, &pending.unstored()),
        Err(SaveError::Status(StorageStatus::Waiting))
    );
    assert_eq!(b.get(GAME_KEY), Some(done.to_json()));
    // The same game saved again (an undo after its end) is its own to replace.
    let mut undone = done.clone();
    undone.undo().expect("the last box");
    assert_eq!(
        keeper.save_keeping(Some(&b), &undone, &pending.unstored()),
        Ok(())
    );
    keeper.save(Some(&b), &done).expect("ended again");
    // Once the history takes it, the next game is saved as usual.
    b.refuse(&[]);
    assert_eq!(pending.retry(Some(&b), &mut history), Ok(vec![]));
    assert_eq!(
        keeper.save_keeping(Some(&b), &rematch, &pending.unstored()),
        Ok(())
    );
    assert_eq!(load_history(&b).history.len(), 1);
}

#[test]
fn a_rename_the_storage_takes_in_part_says_which_games_wait() {
    let b = Memory::new();
    let mut history = History::default();
    let mut pending = Unstored::default();
    for seed in 1..=3 {
        let kept = history
            .record(&finished(&["Ada"], seed), "2026-11-28", seed)
            .expect("kept");
        pending.keep(Some(&b), &mut history, kept).expect("stored");
    }
    let changed = history.rename("Ada", "Adelheid");
    assert_eq!(changed.len(), 3);
    // The storage takes the first rewrite, then refuses: a full storage. (The name is
    // in the summary and in the moves' setup.)
    let used = b.used();
    b.set_quota(Some(used + 2 * ("Adelheid".len() - "Ada".len())));
    let partly = rewrite(&b, &changed).expect_err("refused in part");
    assert_eq!(
        (partly.stored, partly.refused.len(), partly.status),
        (1, 2, StorageStatus::Full)
    );
    let PartlyRewritten { refused, .. } = partly;
    pending.wait(refused);
    assert_eq!(pending.len(), 2);
    assert!(
        pending.unstored().is_empty(),
        "stored in their old form: no save is held for them"
    );
    assert_eq!(
        load_history(&b).history.names(),
        ["Ada", "Adelheid"],
        "stored so, for now"
    );
    b.set_quota(None);
    assert_eq!(pending.retry(Some(&b), &mut history), Ok(vec![]));
    assert_eq!(load_history(&b).history.names(), ["Adelheid"]);
    // A waiting form of a game stored since in a newer form is not stored over it.
    let mut waiting = Unstored::default();
    waiting.wait(vec![history.games()[0].clone()]);
    let again = history.rename("Adelheid", "Heidi");
    assert_eq!(rewrite(&b, &again), Ok(()));
    waiting.settle(&again.iter().map(|k| k.id).collect::<Vec<_>>());
    assert!(waiting.is_empty());
}

/// Random text, as a damaged storage or another app may leave: not JSON, JSON of the
/// wrong shape, and text a newer Pasch might write.
const GARBAGE: [&str; 4] = [
    "\u{0}%$ü🎲 not json at all",
    "[1,2,3]",
    r#"{"v":99,"id":7}"#,
    "null",
];

#[test]
fn random_text_under_every_key_is_kept_never_lost() {
    let game = finished(&["Ada"], 3);
    let keys = [
        GAME_KEY.to_string(),
        key_of(crate::engine::GameId::parse("00000000000000a1").expect("id")),
        LEGACY_HISTORY_KEY.to_string(),
        PHONES_KEY.to_string(),
        SETTINGS_KEY.to_string(),
        DUEL_SOLO_BEST_KEY.to_string(),
        PERSIST_KEY.to_string(),
        format!("{BACKUP_PREFIX}1"),
        "pasch.unknown".to_string(),
        "someone.else".to_string(),
    ];
    for text in GARBAGE {
        for key in &keys {
            let b = Memory::new();
            b.set(key, text).expect("room");
            play_and_write_everything(&b, &game);
            let kept = b.keys().iter().any(|k| b.get(k).as_deref() == Some(text));
            if key == SETTINGS_KEY && text.starts_with('{') {
                // Settings are an object: each field this version does not know stays.
                let stored: serde_json::Value =
                    serde_json::from_str(&b.get(key).expect("settings")).expect("json");
                assert_eq!((&stored["v"], &stored["id"]), (&99.into(), &7.into()));
            } else {
                assert!(kept, "{text:?} under {key} is kept");
            }
            if !key.starts_with("pasch.") || key == "pasch.unknown" {
                assert_eq!(b.get(key).as_deref(), Some(text), "{key} is untouched");
            }
            let history = load_history(&b).history;
            assert_eq!(history.len(), 1, "{text:?} under {key}");
            assert_eq!(history.games()[0].summary, summarize(&game, "2026-11-28"));
        }
    }
}

/// A window starts on `b`, plays `game` to its end and writes every key of Pasch once.
fn play_and_write_everything(b: &Memory, game: &Game) {
    let mut keeper = GameKeeper::default();
    keeper.load(Some(b));
    let mut history = load_history(b).history;
    let settings = load_settings(Some(b));
    keeper.save(Some(b), game).expect("saved");
    let kept = history.record(game, "2026-11-28", 1).expect("kept");
    Unstored::default()
        .keep(Some(b), &mut history, kept)
        .expect("stored");
    remember_phone_seats(Some(b), game.setup().id, &[]);
    remember_phone_seats(Some(b), game.setup().id, &[0]);
    note_duel_solo(b, 100, 1);
    let quiet = Settings {
        sound: false,
        ..settings
    };
    save_settings(Some(b), &settings, &quiet).expect("stored");
    assert_eq!(load_settings(Some(b)), quiet);
    let asked = PersistAsked {
        date: "2026-11-28".into(),
        granted: Some(true),
    };
    note_persist(b, &asked).expect("stored");
}
