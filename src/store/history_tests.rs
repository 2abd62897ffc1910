//! The stored history against a storage in memory: two windows, a full or refusing
//! storage, the old whole history, and games this version cannot read.

use super::*;
use crate::ai;
use crate::engine::{BotKind, Game, GameKind, Setup};
use crate::stats::summarize;
use crate::store::backend::Memory;
use crate::store::backups::{backups, BackupKind, Readable, BACKUP_PREFIX};
use crate::store::game::{GameKeeper, SaveError, GAME_KEY};

/// A finished game of `kind` for `names`, played by the greedy computer.
pub(super) fn finished(kind: GameKind, names: &[&str], seed: u64) -> Game {
    let mut game = Game::new(Setup::new(kind, names).with_seed(seed)).expect("setup");
    ai::play_out(&mut game, BotKind::Greedy, seed).expect("legal");
    game
}

/// A window of the app: its history in memory and its waiting games.
#[derive(Default)]
struct Window {
    history: History,
    pending: Unstored,
}

impl Window {
    fn open(b: &Memory) -> Window {
        Window {
            history: load_history(b).history,
            pending: Unstored::default(),
        }
    }

    fn finish(&mut self, b: &Memory, game: &Game, at: u64) -> Result<MadeRoom, StorageStatus> {
        let kept = self.history.record(game, "2026-11-25", at).expect("kept");
        self.pending.keep(Some(b), &mut self.history, kept)
    }
}

#[test]
fn two_windows_finishing_games_keep_both() {
    let storage = Memory::new();
    let mut a = Window::open(&storage);
    let mut b = Window::open(&storage);
    let ga = finished(GameKind::Duel, &["Ada"], 1);
    let gb = finished(GameKind::Duel, &["Bo"], 2);
    assert!(a.finish(&storage, &ga, 10).is_ok());
    assert!(b.finish(&storage, &gb, 20).is_ok());
    // Neither window reloaded; a new window sees both.
    let fresh = Window::open(&storage);
    assert_eq!(fresh.history.len(), 2);
    // A rename in one window while the other finishes a game loses nothing.
    let changed = a.history.rename("Ada", "Adelheid");
    assert_eq!(rewrite(&storage, &changed), Ok(()));
    let gc = finished(GameKind::Duel, &["Cy"], 3);
    assert!(b.finish(&storage, &gc, 30).is_ok());
    let fresh = Window::open(&storage);
    assert_eq!(fresh.history.len(), 3);
    assert_eq!(fresh.history.names(), ["Adelheid", "Bo", "Cy"]);
}

#[test]
fn a_refused_history_write_waits_and_is_stored_later() {
    let storage = Memory::new();
    let mut w = Window::open(&storage);
    let mut keeper = GameKeeper::default();
    keeper.load(Some(&storage));
    storage.refuse(&[HISTORY_PREFIX]);
    let game = finished(GameKind::Classic, &["Ada"], 4);
    assert_eq!(w.finish(&storage, &game, 1), Err(StorageStatus::Full));
    // The game's save right after it works: that does not hide the waiting game.
    assert_eq!(keeper.save(Some(&storage), &game), Ok(()));
    assert_eq!(w.pending.len(), 1);
    assert_eq!(w.history.len(), 1, "counted in memory");
    assert_eq!(
        w.pending.retry(Some(&storage), &mut w.history),
        Err(StorageStatus::Full)
    );
    storage.refuse(&[]);
    assert_eq!(w.pending.retry(Some(&storage), &mut w.history), Ok(vec![]));
    assert!(w.pending.is_empty());
    assert_eq!(Window::open(&storage).history.len(), 1);
}

#[test]
fn a_full_storage_takes_the_oldest_moves_and_keeps_every_result() {
    let storage = Memory::new();
    let mut w = Window::open(&storage);
    let games: Vec<Game> = (0..12)
        .map(|i| finished(GameKind::Classic, &["Ada", "Bo", "Cy", "Di"], i))
        .collect();
    // Room for about eight games with their moves.
    let one = Kept::of(&games[0], "2026-11-25", 0).to_json().len() + 40;
    storage.set_quota(Some(one * 8));
    let mut made_room = Vec::new();
    for (i, g) in games.iter().enumerate() {
        made_room.extend(w.finish(&storage, g, i as u64).expect("stored"));
    }
    let fresh = Window::open(&storage);
    assert_eq!(fresh.history.len(), 12, "every result stays");
    assert!(fresh.history.without_moves() > 0);
    assert_eq!(fresh.history.without_moves(), made_room.len());
    // The oldest gave up their moves, the newest kept them.
    assert!(fresh.history.games()[0].game.is_none());
    assert!(fresh.history.games()[11].game.is_some());
    assert_eq!(fresh.history, w.history);
    assert!(fresh.history.summaries().eq(w.history.summaries()));
}

#[test]
fn past_the_budget_the_oldest_moves_make_room_first() {
    let storage = Memory::new();
    let mut history = History::default();
    let games: Vec<Kept> = (0..6)
        .map(|i| Kept::of(&finished(GameKind::Duel, &["Ada"], i), "2026-11-25", i))
        .collect();
    let budget = games.iter().map(|k| k.to_json().len() + 40).sum::<usize>() - 100;
    let mut made_room = Vec::new();
    for k in games {
        made_room.extend(store_within(&storage, &mut history, k, budget).expect("stored"));
    }
    assert_eq!(made_room, vec![history.games()[0].id]);
    assert_eq!(load_history(&storage).history, history);
}

#[test]
fn the_old_whole_history_moves_to_one_key_per_game() {
    let storage = Memory::new();
    let text = include_str!("../../tests/fixtures/history/v1/pasch-statistics-2026-11-25.json");
    storage.set(LEGACY_HISTORY_KEY, text).expect("room");
    let loaded = load_history(&storage);
    assert_eq!(loaded.history.len(), 6);
    assert_eq!(loaded.status, StorageStatus::Ok);
    assert_eq!(storage.get(LEGACY_HISTORY_KEY), None, "moved, then removed");
    let keys = storage.keys();
    assert_eq!(keys.iter().filter(|k| id_of(k).is_some()).count(), 6);
    // Its games had no summaries: counted once from their moves, then kept with them.
    for kept in loaded.history.games() {
        let game = kept.replay().expect("moves").expect("replays");
        assert_eq!(kept.summary, summarize(&game, &kept.date));
        let stored = storage.get(&key_of(kept.id)).expect("stored");
        assert_eq!(Kept::from_json(&stored).as_ref(), Ok(kept));
    }
    assert_eq!(
        load_history(&storage).history,
        loaded.history,
        "the same next time"
    );
    // An old window writing the old key again (an update in between) counts nothing twice.
    storage.set(LEGACY_HISTORY_KEY, text).expect("room");
    assert_eq!(load_history(&storage).history, loaded.history);
    assert_eq!(storage.get(LEGACY_HISTORY_KEY), None);
}

#[test]
fn a_broken_game_in_the_old_history_is_kept_aside_alone() {
    let storage = Memory::new();
    let good = finished(GameKind::Duel, &["Ada"], 1)
        .to_json()
        .replace('"', "\\\"");
    let text = format!(
        r#"{{"pasch":"history","format":1,"games":[{{"date":"2026-11-24","save":"{{"}},{{"date":"2026-11-24","save":"{good}"}}]}}"#
    );
    storage.set(LEGACY_HISTORY_KEY, &text).expect("room");
    let loaded = load_history(&storage);
    assert_eq!(loaded.history.len(), 1, "the other games load");
    let keys: Vec<&str> = loaded.set_aside.iter().map(|b| b.key.as_str()).collect();
    assert_eq!(keys, [format!("{BACKUP_PREFIX}1")]);
    assert_eq!(storage.get(LEGACY_HISTORY_KEY), None);
    let kept = backups(&storage);
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].kind, BackupKind::Statistics);
    assert_eq!(kept[0].readable, Readable::Damaged);
    assert_eq!(
        kept[0].raw,
        r#"{"format":1,"games":[{"date":"2026-11-24","save":"{"}],"pasch":"history"}"#
    );
}

#[test]
fn an_old_history_this_version_cannot_read_stays_where_it_is() {
    let storage = Memory::new();
    for text in ["{ not json", r#"{"pasch":"history","format":9,"games":[]}"#] {
        storage.set(LEGACY_HISTORY_KEY, text).expect("room");
        let loaded = load_history(&storage);
        assert!(loaded.history.is_empty());
        assert_eq!(loaded.set_aside.len(), 1, "told at start-up");
        assert_eq!(
            storage.get(LEGACY_HISTORY_KEY).as_deref(),
            Some(text),
            "untouched"
        );
        let kept = backups(&storage);
        assert_eq!(kept.len(), 1);
        assert_eq!(kept[0].key, LEGACY_HISTORY_KEY);
        assert_eq!(kept[0].kind, BackupKind::Statistics);
    }
    assert_eq!(backups(&storage)[0].readable, Readable::Newer);
}

#[test]
fn a_stored_summary_that_disagrees_with_its_moves_is_counted_again_once() {
    let storage = Memory::new();
    let mut w = Window::open(&storage);
    let games = [
        finished(GameKind::Classic, &["Ada", "Bo"], 1),
        finished(GameKind::Cards, &["Ada", "Bo"], 2),
        finished(GameKind::Duel, &["Cy"], 3),
    ];
    for (at, game) in (1..).zip(&games) {
        w.finish(&storage, game, at).expect("stored");
    }
    let good = w.history.clone();
    // A damaged store: a name changed in one summary (the numbers too), a seat gone from
    // another; the third's moves no longer replay and its summary disagrees as well.
    let damage = |id, change: &dyn Fn(&mut Kept)| {
        let key = key_of(id);
        let mut kept = Kept::from_json(&storage.get(&key).expect("stored")).expect("read");
        change(&mut kept);
        storage.set(&key, &kept.to_json()).expect("room");
    };
    damage(games[0].setup().id, &|k| {
        k.summary.seats[0].name = "Mallory".into();
        k.summary.seats[0].score = 999;
    });
    damage(games[1].setup().id, &|k| {
        k.summary.seats.pop();
    });
    damage(games[2].setup().id, &|k| {
        k.summary.seats[0].bot = true;
        if let Some(g) = &mut k.game {
            g.log = crate::stats::history::KeptLog::Compact("broken".into());
        }
    });
    let loaded = load_history(&storage);
    assert_eq!(loaded.history.games(), &good.games()[..2], "counted again");
    assert_eq!(loaded.history.names(), ["Ada", "Bo"], "no Mallory");
    assert_eq!(
        loaded.set_aside.len(),
        1,
        "the one that cannot vouch for itself"
    );
    assert_eq!(loaded.set_aside[0].kind, BackupKind::FinishedGame);
    assert_eq!(loaded.set_aside[0].readable, Readable::Damaged);
    // Stored so: the next start trusts them as they are.
    for kept in loaded.history.games() {
        let stored = Kept::from_json(&storage.get(&key_of(kept.id)).expect("stored"));
        assert_eq!(stored.map(|k| k.agrees()), Ok(true));
    }
    assert_eq!(load_history(&storage).history, loaded.history);
}

#[test]
fn a_damaged_stored_game_is_set_aside_alone_and_a_newer_one_stays_for_its_version() {
    let storage = Memory::new();
    let mut w = Window::open(&storage);
    let a = finished(GameKind::Duel, &["Ada"], 1);
    let b = finished(GameKind::Duel, &["Bo"], 2);
    let c = finished(GameKind::Duel, &["Cy"], 3);
    w.finish(&storage, &a, 1).expect("stored");
    w.finish(&storage, &b, 2).expect("stored");
    w.finish(&storage, &c, 3).expect("stored");
    let newer = w.history.games()[1]
        .to_json()
        .replacen(r#"{"v":1"#, r#"{"v":2"#, 1);
    storage.set(&key_of(b.setup().id), &newer).expect("room");
    let damaged = w.history.games()[2].to_json().replacen(
        r#""date":"2026-11-25""#,
        r#""date":"2026-13-45""#,
        1,
    );
    storage.set(&key_of(c.setup().id), &damaged).expect("room");
    let loaded = load_history(&storage);
    assert_eq!(loaded.history.len(), 1);
    assert_eq!(loaded.newer, vec![b.setup().id], "counted as a newer game");
    assert_eq!(
        storage.get(&key_of(b.setup().id)).as_deref(),
        Some(newer.as_str()),
        "left under its key, as it was"
    );
    assert_eq!(loaded.set_aside.len(), 1, "only the damaged one");
    assert_eq!(storage.get(&key_of(c.setup().id)), None);
    let kept = backups(&storage);
    assert_eq!(
        (kept[0].kind, &kept[0].readable, &kept[0].raw),
        (BackupKind::FinishedGame, &Readable::Damaged, &damaged)
    );
    // The next start finds it as it was, again.
    assert_eq!(load_history(&storage).newer, vec![b.setup().id]);
    assert_eq!(
        read_entry(&storage, &key_of(b.setup().id)),
        Some(Entry::Newer)
    );
}

#[test]
fn an_import_never_writes_over_a_newer_form_of_the_same_game() {
    let storage = Memory::new();
    let mut w = Window::open(&storage);
    let a = finished(GameKind::Duel, &["Ada"], 1);
    w.finish(&storage, &a, 1).expect("stored");
    let exported = w.history.games()[0].clone();
    let newer = exported.to_json().replacen(r#"{"v":1"#, r#"{"v":2"#, 1);
    storage.set(&key_of(a.setup().id), &newer).expect("room");
    // A window of this version sees no such game, and imports an export holding it.
    let mut history = load_history(&storage).history;
    assert!(history.is_empty());
    let done = store_all(&storage, &mut history, &[exported]);
    assert_eq!(
        (done.stored, done.failed),
        (1, None),
        "counted as kept already"
    );
    assert_eq!(
        storage.get(&key_of(a.setup().id)).as_deref(),
        Some(newer.as_str()),
        "the newer form stays as it was"
    );
}

#[test]
fn a_game_played_on_in_another_window_is_not_forked() {
    let storage = Memory::new();
    let mut game = Game::new(Setup::new(GameKind::Classic, &["Ada", "Bo"])).expect("setup");
    let (mut a, mut b) = (GameKeeper::default(), GameKeeper::default());
    assert_eq!(a.save(Some(&storage), &game), Ok(()));
    b.load(Some(&storage));
    // Window a plays on; window b, not told yet, tries to save its own move.
    game.apply(crate::engine::Action::Roll).expect("roll");
    assert_eq!(a.save(Some(&storage), &game), Ok(()));
    let mut stale = Game::from_json(&storage.get(GAME_KEY).expect("saved")).expect("reads");
    stale.undo().expect("undo");
    match b.save(Some(&storage), &stale) {
        Err(SaveError::Elsewhere(text)) => assert_eq!(text, game.to_json()),
        other => panic!("{other:?}"),
    }
    // Window b follows the stored game and can save again.
    assert_eq!(b.follow(&storage), Some(Ok(game.clone())));
    assert_eq!(b.save(Some(&storage), &game), Ok(()));
    // A new game started in window b is news to window a.
    let other = Game::new(Setup::new(GameKind::Duel, &["Cy"])).expect("setup");
    assert_eq!(b.save(Some(&storage), &other), Ok(()));
    assert!(matches!(
        a.save(Some(&storage), &game),
        Err(SaveError::Elsewhere(_))
    ));
}

#[test]
fn an_unreadable_save_is_kept_aside_and_never_overwritten() {
    let storage = Memory::new();
    storage.set(GAME_KEY, "{ damaged").expect("room");
    let mut keeper = GameKeeper::default();
    let loaded = keeper.load(Some(&storage));
    assert!(loaded.game.is_none());
    assert_eq!(
        loaded.backup.as_ref().map(|b| b.kind),
        Some(BackupKind::Game)
    );
    assert_eq!(
        storage.get(&format!("{BACKUP_PREFIX}1")).as_deref(),
        Some("{ damaged")
    );
    let game = Game::new(Setup::new(GameKind::Duel, &["Ada"])).expect("setup");
    assert_eq!(keeper.save(Some(&storage), &game), Ok(()));
    // When it cannot be kept aside, nothing is saved over it.
    let full = Memory::new();
    full.set(GAME_KEY, "{ damaged").expect("room");
    full.refuse(&[BACKUP_PREFIX]);
    let mut keeper = GameKeeper::default();
    assert_eq!(keeper.load(Some(&full)).status, StorageStatus::Blocked);
    assert_eq!(
        keeper.save(Some(&full), &game),
        Err(SaveError::Status(StorageStatus::Blocked))
    );
    assert_eq!(full.get(GAME_KEY).as_deref(), Some("{ damaged"));
}

#[test]
fn the_running_game_gets_room_from_old_moves() {
    let storage = Memory::new();
    let mut w = Window::open(&storage);
    for i in 0..4 {
        let four = finished(GameKind::Classic, &["Ada", "Bo", "Cy", "Di"], i);
        w.finish(&storage, &four, i).expect("stored");
    }
    let game = Game::new(Setup::new(GameKind::Classic, &["Ada", "Bo"])).expect("setup");
    storage.set_quota(Some(storage.used() + 100));
    let mut keeper = GameKeeper::default();
    assert_eq!(
        keeper.save(Some(&storage), &game),
        Err(SaveError::Status(StorageStatus::Full))
    );
    let made_room = make_room_for(&storage, &mut w.history, game.to_json().len());
    assert!(!made_room.is_empty());
    assert_eq!(keeper.save(Some(&storage), &game), Ok(()));
    assert_eq!(
        Window::open(&storage).history.len(),
        4,
        "every result stays"
    );
}

#[test]
fn a_save_tells_whether_it_carries_its_identity() {
    let storage = Memory::new();
    let game = Game::new(Setup::new(GameKind::Duel, &["Ada"])).expect("setup");
    let mut keeper = GameKeeper::default();
    keeper.save(Some(&storage), &game).expect("saved");
    assert!(keeper.saved_with_id());
    let old = r#"{"format":2,"setup":{"kind":"duel","rules_version":1,"players":[{"name":"A"}],"seed":1},"log":[]}"#;
    storage.set(GAME_KEY, old).expect("room");
    let mut keeper = GameKeeper::default();
    assert!(keeper.load(Some(&storage)).game.is_some());
    assert!(!keeper.saved_with_id(), "an old save's id is only derived");
}

#[test]
fn storing_several_games_counts_the_kept_and_stops_when_refused() {
    let storage = Memory::new();
    let mut history = History::default();
    let games: Vec<Kept> = (0..4)
        .map(|i| Kept::of(&finished(GameKind::Duel, &["Ada"], i), "2026-11-25", i))
        .collect();
    assert_eq!(store_all(&storage, &mut history, &games[..2]).stored, 2);
    // Two kept already, two new; then a storage that refuses every history key.
    let all = store_all(&storage, &mut history, &games);
    assert_eq!((all.stored, all.failed), (4, None));
    storage.refuse(&[HISTORY_PREFIX]);
    let other = Kept::of(&finished(GameKind::Duel, &["Bo"], 9), "2026-11-25", 9);
    let refused = store_all(&storage, &mut history, &[other]);
    assert_eq!(
        (refused.stored, refused.failed),
        (0, Some(Stop::Refused(StorageStatus::Full)))
    );
    assert_eq!(history.len(), 4, "only stored games are counted");
}

/// `n` finished games of four players, ended one after another from `from` on.
fn kept_games(n: u64, from: u64) -> Vec<Kept> {
    (0..n)
        .map(|i| {
            let game = finished(GameKind::Classic, &["Ada", "Bo", "Cy", "Di"], from + i);
            Kept::of(&game, "2026-11-25", from + i)
        })
        .collect()
}

/// Characters of every history key and value in `b`.
fn history_chars(b: &Memory) -> usize {
    b.keys()
        .iter()
        .filter(|k| id_of(k).is_some())
        .map(|k| k.len() + b.get(k).map_or(0, |v| v.len()))
        .sum()
}

#[test]
fn an_import_stays_within_its_room_and_says_how_many_it_stored() {
    let storage = Memory::new();
    let mut history = History::default();
    // Four games of the family's own, then a file of twelve older and newer ones.
    let own = kept_games(4, 100);
    for k in &own {
        store_kept(&storage, &mut history, k.clone()).expect("stored");
    }
    let file: Vec<Kept> = kept_games(6, 0)
        .into_iter()
        .chain(kept_games(6, 200))
        .collect();
    let lean = |k: &Kept| entry_size(&k.without_moves());
    // Room for the own games and eight more, once every game gave up its moves.
    let room = own.iter().chain(&file[..8]).map(lean).sum::<usize>() + 50;
    let mut storing = Storing::new(file.clone(), room);
    // A slice of one measurement or game at a time, as a slow page would take them.
    let mut slices = 0;
    while !storing.step(&storage, &mut history, || false) {
        slices += 1;
    }
    assert!(slices >= 4 + 8, "{slices} slices");
    let done = storing.done();
    assert_eq!((done.stored, done.failed), (8, Some(Stop::Room)));
    assert!(history_chars(&storage) <= room);
    // Every own result stays; the oldest games gave up their moves first.
    let loaded = load_history(&storage).history;
    assert_eq!(loaded, history);
    assert_eq!(loaded.len(), 12);
    for k in &own {
        assert_eq!(loaded.get(k.id).map(|g| &g.summary), Some(&k.summary));
    }
    assert_eq!(done.made_room, loaded.without_moves());
    let with_moves: Vec<bool> = loaded.games().iter().map(|k| k.game.is_some()).collect();
    assert!(
        with_moves.windows(2).all(|w| w[0] <= w[1]),
        "no game keeps its moves while an older one lost them: {with_moves:?}"
    );
    // The same file again: what is here counts as stored, the room is still full.
    let mut again = Storing::new(file, room);
    assert!(again.step(&storage, &mut history, || true));
    assert_eq!(
        (again.done().stored, again.done().failed),
        (8, Some(Stop::Room))
    );
    assert_eq!(history.len(), 12);
}

#[test]
fn an_import_in_slices_stores_what_one_at_once_does() {
    let (a, b) = (Memory::new(), Memory::new());
    let (mut ha, mut hb) = (History::default(), History::default());
    let own = kept_games(3, 50);
    for k in &own {
        store_kept(&a, &mut ha, k.clone()).expect("stored");
        store_kept(&b, &mut hb, k.clone()).expect("stored");
    }
    let file: Vec<Kept> = kept_games(5, 0)
        .into_iter()
        .chain(kept_games(5, 60))
        .collect();
    let room = history_chars(&a) + file.iter().map(entry_size).sum::<usize>() / 2;
    let mut at_once = Storing::new(file.clone(), room);
    assert!(at_once.step(&a, &mut ha, || true));
    let mut sliced = Storing::new(file, room);
    let mut n = 0;
    while !sliced.step(&b, &mut hb, || {
        n += 1;
        n % 3 != 0
    }) {}
    assert_eq!(at_once.done(), sliced.done());
    assert_eq!(at_once.done().failed, None);
    assert!(at_once.done().made_room > 0);
    assert_eq!(ha, hb);
    assert_eq!(a.keys(), b.keys());
    assert!(history_chars(&a) <= room);
    assert_eq!(load_history(&a).history, ha);
}

#[test]
fn an_import_the_browser_refuses_stops_and_says_so() {
    let storage = Memory::new();
    let mut history = History::default();
    let file = kept_games(6, 0);
    // The browser's quota before the room: moves make room first, then it is full.
    let quota = file
        .iter()
        .map(|k| entry_size(&k.without_moves()))
        .sum::<usize>()
        / 2;
    storage.set_quota(Some(quota));
    let done = store_all(&storage, &mut history, &file);
    assert_eq!(done.failed, Some(Stop::Refused(StorageStatus::Full)));
    assert!(done.stored > 0 && done.stored < 6, "{done:?}");
    assert_eq!(load_history(&storage).history, history);
    assert_eq!(history.len(), done.stored);
    assert_eq!(history.without_moves(), done.stored, "every move made room");
}
