//! How the app keeps what the family plays (the browser side of `crate::store`): the
//! game saved after every change, a finished game recorded once, a write that failed
//! tried again after every move until it works (meanwhile the next game is not saved over
//! the finished game's save, its only copy), and other windows followed through the
//! browser's `storage` events, so two windows never overwrite each other.

use crate::engine::game::Game;
use crate::engine::game::GameId;
use crate::session::{Outcome, SavedElsewhere, Saver, Session};
use crate::stats::history::{History, Kept};
use crate::store::backend::Backend;
use crate::store::backups::{delete_backup, BACKUP_PREFIX};
use crate::store::browser::{local, Local};
use crate::store::game::{GameKeeper, LoadedGame, SaveError, GAME_KEY};
use crate::store::history::{
    id_of, key_of, load_history, make_room_for, read_entry, store_all, Entry, LoadedHistory,
    MadeRoom, Stored,
};
use crate::store::persist::{note_persist, persist_asked, should_ask, PersistAsked};
use crate::store::settings::{
    load_settings, save_settings as store_settings, Settings, SETTINGS_KEY,
};
use crate::store::StorageStatus;
use crate::ui::state::{AppState, Elsewhere, Screen};
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use std::time::Duration;
use wasm_bindgen::JsCast;

thread_local! {
    /// Finished games another window stored or removed, not yet read here.
    static CHANGED: RefCell<Vec<GameId>> = const { RefCell::new(Vec::new()) };
    /// This page asked the browser to keep the data (once: the answer may take a while).
    static ASKED: Cell<bool> = const { Cell::new(false) };
}

/// What a window finds at start-up.
pub struct Loaded {
    pub keeper: GameKeeper,
    pub game: LoadedGame,
    pub history: LoadedHistory,
    pub settings: Settings,
    pub settings_status: StorageStatus,
    pub persist_asked: Option<PersistAsked>,
}

fn backend(l: &Option<Local>) -> Option<&dyn Backend> {
    l.as_ref().map(|l| l as &dyn Backend)
}

/// Reads the game, the history and the settings (moving an old history to its new keys
/// and keeping aside what this version cannot read).
pub fn load() -> Loaded {
    let storage = local();
    let b = backend(&storage);
    let mut keeper = GameKeeper::default();
    let game = keeper.load(b);
    let history = match b {
        Some(b) => load_history(b),
        None => LoadedHistory {
            history: History::default(),
            set_aside: Vec::new(),
            newer: Vec::new(),
            status: StorageStatus::Unavailable,
        },
    };
    Loaded {
        keeper,
        game,
        history,
        settings: load_settings(b),
        settings_status: if b.is_some() {
            StorageStatus::Ok
        } else {
            StorageStatus::Unavailable
        },
        persist_asked: b.and_then(persist_asked),
    }
}

impl AppState {
    /// Stores what changed from `before` to `after` in the settings, and shows how it
    /// went (stored settings this version could not read at all are kept aside first:
    /// Settings lists them).
    pub(crate) fn store_settings(&self, before: &Settings, after: &Settings) {
        let storage = local();
        let kept_aside = || {
            storage.as_ref().map_or(0, |s| {
                s.keys()
                    .iter()
                    .filter(|k| k.starts_with(BACKUP_PREFIX))
                    .count()
            })
        };
        let before_kept = kept_aside();
        let status = match store_settings(backend(&storage), before, after) {
            Ok(()) => StorageStatus::Ok,
            Err(s) => s,
        };
        self.storage.settings.set(status);
        if kept_aside() != before_kept {
            self.backups_changed.update(|n| *n += 1);
        }
    }
}

/// Today in the browser's time zone, `YYYY-MM-DD`.
pub fn today() -> String {
    let now = js_sys::Date::new_0();
    format!(
        "{:04}-{:02}-{:02}",
        now.get_full_year(),
        now.get_month() + 1,
        now.get_date()
    )
}

/// Now, in milliseconds since 1970.
pub fn now_ms() -> u64 {
    js_sys::Date::now().max(0.0) as u64
}

/// The browser's storage as the session saves into it: the game's key, with room made
/// by old finished games when the storage is full.
struct BrowserSaver(AppState);

impl Saver for BrowserSaver {
    fn save(&mut self, game: &Game, history: &mut History) -> Result<(), SavedElsewhere> {
        let state = self.0;
        let storage = local();
        // Finished games that wait for the history go first: while one waits, its save may
        // be its only copy in storage, which this game must not replace.
        let mut waited = None;
        let unstored = state
            .pending
            .try_update_value(|p| {
                if !p.is_empty() {
                    waited = Some(p.retry(backend(&storage), history));
                }
                p.unstored()
            })
            .unwrap_or_default();
        if let Some(result) = waited {
            state.note_history_write(result);
        }
        let save = || {
            state
                .keeper
                .try_update_value(|k| k.save_keeping(backend(&storage), game, &unstored))
                .unwrap_or(Err(SaveError::Status(StorageStatus::Unavailable)))
        };
        let mut saved = save();
        // A full storage: old finished games give up their moves for the running game.
        if saved == Err(SaveError::Status(StorageStatus::Full)) {
            if let Some(b) = &storage {
                let made_room = make_room_for(b, history, game.to_json().len());
                if !made_room.is_empty() {
                    state.note_made_room(made_room.len());
                    saved = save();
                }
            }
        }
        match saved {
            Err(SaveError::Elsewhere(_)) => return Err(SavedElsewhere),
            Err(SaveError::Status(s)) => state.storage.game.set(s),
            Ok(()) => state.storage.game.set(StorageStatus::Ok),
        }
        Ok(())
    }

    fn now(&self) -> (String, u64) {
        (today(), now_ms())
    }
}

impl AppState {
    /// Runs a session operation against the browser's storage: the changed game is saved
    /// before it counts, a game it ended is stored, and if another window saved a game
    /// meanwhile nothing changes here: this window follows the stored game instead (the
    /// game is never forked).
    pub(crate) fn run(&self, op: impl FnOnce(&mut Session, &mut dyn Saver) -> Outcome) -> Outcome {
        let mut saver = BrowserSaver(*self);
        let mut outcome = Outcome::Nothing;
        self.session.maybe_update(|s| {
            outcome = op(s, &mut saver);
            !matches!(outcome, Outcome::Nothing | Outcome::Refused(_))
        });
        match &outcome {
            Outcome::Elsewhere => self.follow_stored(),
            Outcome::Changed(change) => {
                if let Some(kept) = &change.recorded {
                    self.store_finished((**kept).clone());
                    self.ask_to_persist();
                }
                self.version.update(|v| *v += 1);
                self.retry_waiting();
            }
            Outcome::Nothing | Outcome::Refused(_) => {}
        }
        outcome
    }

    /// A finished game whose record never reached the history (the window closed while
    /// the storage refused it) is recorded now, from the saved game.
    pub fn rescue_finished_game(&self) {
        // Only a game saved with its identity tells for sure whether the history has it.
        if !self.keeper.with_value(GameKeeper::saved_with_id) {
            return;
        }
        let mut kept = None;
        self.session.maybe_update(|s| {
            kept = s.record_missing(&today(), now_ms());
            kept.is_some()
        });
        if let Some(kept) = kept {
            self.store_finished(kept);
        }
    }

    /// Stores a finished game already in the history, or keeps it waiting.
    fn store_finished(&self, kept: Kept) {
        let storage = local();
        let mut result = Ok(Vec::new());
        self.history.update(|h| {
            result = self
                .pending
                .try_update_value(|p| p.keep(backend(&storage), h, kept))
                .unwrap_or(Err(StorageStatus::Unavailable));
        });
        self.note_history_write(result);
    }

    /// Tries the finished games that wait to be stored (after every save, and when the
    /// app is shown again).
    pub(crate) fn retry_waiting(&self) {
        if self.pending.with_value(|p| p.is_empty()) {
            return;
        }
        let storage = local();
        let mut result = Ok(Vec::new());
        self.history.update(|h| {
            result = self
                .pending
                .try_update_value(|p| p.retry(backend(&storage), h))
                .unwrap_or(Err(StorageStatus::Unavailable));
        });
        self.note_history_write(result);
    }

    /// Notes how a write of the history went: its status, and games that made room.
    pub(crate) fn note_history_write(&self, result: Result<MadeRoom, StorageStatus>) {
        match result {
            Ok(made_room) => {
                self.note_made_room(made_room.len());
                let waiting = self.pending.with_value(|p| !p.is_empty());
                if !waiting {
                    self.storage.history.set(StorageStatus::Ok);
                }
            }
            Err(s) => self.storage.history.set(s),
        }
    }

    /// Counts games whose moves made room (Statistics tells the family).
    pub(crate) fn note_made_room(&self, games: usize) {
        if games > 0 {
            self.made_room.update(|n| *n += games);
        }
    }

    /// Shows the game another window saved, and says what happened to the one here.
    pub(crate) fn follow_stored(&self) {
        let Some(storage) = local() else { return };
        let Some(read) = self
            .keeper
            .try_update_value(|k| k.follow(&storage))
            .flatten()
        else {
            return;
        };
        match read {
            Ok(game) => {
                let same = self.game.with_untracked(|g| g.as_ref() == Some(&game));
                if same {
                    return;
                }
                let continued = self.game.with_untracked(|g| {
                    g.as_ref().is_some_and(|g| g.setup().id == game.setup().id)
                });
                self.news.set(None);
                self.storage.game.set(StorageStatus::Ok);
                // Worth a word only to someone looking at the game (the start screen
                // shows the stored game as it is anyway).
                if self.screen.get_untracked() == Screen::Play {
                    self.elsewhere.set(Some(if continued {
                        Elsewhere::Continued
                    } else {
                        Elsewhere::Replaced
                    }));
                }
                self.session.update(|s| s.follow(game));
                self.version.update(|v| *v += 1);
            }
            Err(_) => {
                self.storage.game.set(StorageStatus::Blocked);
                self.elsewhere.set(Some(Elsewhere::Newer));
            }
        }
    }

    /// Another window changed the storage (`key`; None: it was cleared).
    fn on_storage_change(&self, key: Option<String>) {
        let Some(key) = key else {
            self.reload_history();
            self.follow_stored();
            return;
        };
        if key == GAME_KEY {
            self.follow_stored();
        } else if let Some(id) = id_of(&key) {
            // An import elsewhere sends a thousand events: taken in one go, the statistics
            // are counted once, not a thousand times.
            let first = CHANGED.with(|c| {
                let mut c = c.borrow_mut();
                let first = c.is_empty();
                if !c.contains(&id) {
                    c.push(id);
                }
                first
            });
            if first {
                let state = *self;
                set_timeout(move || state.take_history_changes(), Duration::ZERO);
            }
        } else if key == SETTINGS_KEY {
            self.apply_settings(load_settings(backend(&local())));
        } else if key.starts_with(BACKUP_PREFIX) {
            self.backups_changed.update(|n| *n += 1);
        }
    }

    /// Reads the finished games other windows stored or removed since the last time.
    fn take_history_changes(&self) {
        let ids = CHANGED.with(|c| std::mem::take(&mut *c.borrow_mut()));
        let Some(storage) = local() else { return };
        let mut newer = self.newer_games.get_untracked();
        self.history.update(|h| {
            for id in ids {
                let entry = read_entry(&storage, &key_of(id));
                newer.retain(|n| *n != id);
                match entry {
                    Some(Entry::Read(kept)) => {
                        h.put(*kept);
                    }
                    // A newer Pasch in another window: kept for it, counted as such.
                    Some(Entry::Newer) => {
                        h.remove(id);
                        newer.push(id);
                    }
                    // Damaged: the window that wrote it, or the next start, keeps it aside.
                    Some(Entry::Damaged(_)) => {}
                    None => {
                        h.remove(id);
                    }
                }
            }
        });
        if newer != self.newer_games.get_untracked() {
            self.newer_games.set(newer);
        }
    }

    /// Reads the whole history again (the storage was cleared or replaced elsewhere).
    fn reload_history(&self) {
        if let Some(storage) = local() {
            let loaded = load_history(&storage);
            self.history.set(loaded.history);
            self.newer_games.set(loaded.newer);
        }
    }

    /// Follows other windows (`storage` events) and tries waiting writes again when the
    /// app is shown again.
    pub fn follow_other_windows(self) {
        self.rescue_finished_game();
        let _ = window_event_listener(leptos::ev::storage, move |e| {
            let key = e.key();
            // Only what Pasch keeps (the storage may be shared with other apps).
            if key.as_deref().is_none_or(|k| k.starts_with("pasch.")) {
                self.on_storage_change(key);
            }
        });
        let _ = window_event_listener(leptos::ev::visibilitychange, move |_| {
            if document().visibility_state() == web_sys::VisibilityState::Visible {
                self.retry_waiting();
            }
        });
        if !self.history.with_untracked(History::is_empty) {
            self.ask_to_persist();
        }
    }

    /// Asks the browser to keep Pasch's storage when space runs low (`navigator.storage.
    /// persist()`): without it the family's statistics are "best effort" data the
    /// browser may clear. Browsers grant it silently (Chromium: an installed or much-used
    /// app) or ask the person (Firefox): so it is asked once on this device, once there
    /// is a history worth keeping, and the answer is kept (`store::persist`) and shown in
    /// Statistics.
    fn ask_to_persist(&self) {
        let Some(storage) = local() else { return };
        if ASKED.get() || !should_ask(&storage) {
            return;
        }
        let Some(promise) = storage_manager().and_then(|s| s.persist().ok()) else {
            return;
        };
        ASKED.set(true);
        let date = today();
        let asked = PersistAsked {
            date: date.clone(),
            granted: None,
        };
        // Noted before the answer: a page closed meanwhile asks again next time.
        let _ = note_persist(&storage, &asked);
        self.persist_asked.set(Some(asked));
        let state = *self;
        wasm_bindgen_futures::spawn_local(async move {
            let answer = wasm_bindgen_futures::JsFuture::from(promise).await;
            // A refusal to answer is a no: asked once all the same.
            let granted = answer.ok().and_then(|v| v.as_bool()).unwrap_or(false);
            let answered = PersistAsked {
                date,
                granted: Some(granted),
            };
            if let Some(storage) = local() {
                let _ = note_persist(&storage, &answered);
            }
            state.persist_asked.set(Some(answered));
        });
    }
}

/// `navigator.storage`, where the browser has it.
pub fn storage_manager() -> Option<web_sys::StorageManager> {
    js_sys::Reflect::get(&window().navigator(), &"storage".into())
        .ok()?
        .dyn_into()
        .ok()
}

impl AppState {
    /// Plays on with a kept-aside save this version reads again (the person agreed if it
    /// ends an unfinished game); its backup goes once the game is saved.
    pub(crate) fn reopen_game(&self, game: Game, key: &str) {
        self.news.set(None);
        self.run(|s, saver| s.open(game, saver));
        if self.storage.game.get_untracked() == StorageStatus::Ok {
            if let Some(storage) = local() {
                delete_backup(&storage, key);
            }
            self.backups_changed.update(|n| *n += 1);
        }
        self.screen.set(Screen::Play);
    }

    /// Puts kept-aside finished games back into the statistics; the backup goes once every
    /// one of them is stored. Returns (games stored, games it held).
    pub(crate) fn reopen_games(
        &self,
        games: Vec<Result<Kept, crate::stats::history::EntryError>>,
        key: &str,
    ) -> (usize, usize) {
        let Some(storage) = local() else {
            return (0, games.len());
        };
        let total = games.len();
        let plan = self.history.with_untracked(|h| h.plan_import(games));
        let mut done = Stored::default();
        self.history
            .update(|h| done = store_all(&storage, h, &plan.new));
        self.note_made_room(done.made_room);
        let stored = plan.already + done.stored;
        if stored == total {
            delete_backup(&storage, key);
            self.backups_changed.update(|n| *n += 1);
        }
        (stored, total)
    }
}
