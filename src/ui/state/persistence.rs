//! How the app keeps what the family plays (the browser side of `crate::store`): the
//! game saved after every change, a finished game recorded once, a write that failed
//! tried again after every move until it works (meanwhile the next game is not saved over
//! the finished game's save, its only copy), and other windows followed through the
//! browser's `storage` events, so two windows never overwrite each other. All of it is
//! one value, `Persistence`, that the state owns (`Actions::run` saves through it).

use crate::engine::{Game, GameId};
use crate::session::{SavedElsewhere, Saver, Session};
use crate::stats::history::{EntryError, History, Kept};
use crate::store::backend::Backend;
use crate::store::backups::{delete_backup, BACKUP_PREFIX};
use crate::store::browser::{local, Local};
use crate::store::game::{GameKeeper, LoadedGame, SaveError, GAME_KEY};
use crate::store::history::{
    id_of, key_of, load_history, make_room_for, read_entry, store_all, Entry, LoadedHistory,
    MadeRoom, Stored, Unstored,
};
use crate::store::persist::{note_persist, persist_asked, should_ask, PersistAsked};
use crate::store::settings::{load_settings, Settings, SETTINGS_KEY};
use crate::store::StorageStatus;
use crate::ui::state::clock::{epoch_ms, today};
use crate::ui::state::history::SessionHistory;
use crate::ui::state::on_screen::OnScreen;
use crate::ui::state::screen::Screen;
use crate::ui::state::settings::SettingsCtx;
use crate::ui::state::storage::{Elsewhere, StorageHealth};
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
    /// What this window read of the stored game.
    pub keeper: GameKeeper,
    /// The saved game, how reading it went, and what was kept aside.
    pub game: LoadedGame,
    /// The finished games, how reading them went, and what was kept aside.
    pub history: LoadedHistory,
    /// The settings.
    pub settings: Settings,
    /// Whether the settings could be read.
    pub settings_status: StorageStatus,
    /// Whether Pasch asked the browser to keep its data, and the answer.
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

/// What the state keeps in the browser's storage, and how: the keeper of the saved game,
/// the finished games waiting to be stored, and the signals that show how it fares.
#[derive(Clone, Copy)]
pub struct Persistence {
    /// What this window last read or wrote of the stored game.
    pub keeper: StoredValue<GameKeeper>,
    /// Finished games not stored yet.
    pub pending: StoredValue<Unstored>,
    /// The session whose game is saved and whose finished games are stored.
    session: RwSignal<Session>,
    /// The session's finished games.
    history: SessionHistory,
    /// How writing fares.
    storage: StorageHealth,
    /// The game on screen (another window's game is shown in its place).
    on_screen: OnScreen,
    /// The screen shown (another window's game is worth a word only during play).
    screen: RwSignal<Screen>,
    /// The settings (another window's are shown here too).
    settings: SettingsCtx,
}

/// The browser's storage as the session saves into it: the game's key, with room made
/// by old finished games when the storage is full.
pub struct BrowserSaver(Persistence);

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
                    state.storage.note_made_room(made_room.len());
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
        (today(), epoch_ms())
    }
}

impl Persistence {
    /// Keeps `session`'s game (as `keeper` last knew it) and finished games.
    pub fn new(
        keeper: GameKeeper,
        session: RwSignal<Session>,
        on_screen: OnScreen,
        screen: RwSignal<Screen>,
        settings: SettingsCtx,
        storage: StorageHealth,
    ) -> Persistence {
        Persistence {
            keeper: StoredValue::new(keeper),
            pending: StoredValue::new(Unstored::default()),
            session,
            history: SessionHistory::of(session),
            storage,
            on_screen,
            screen,
            settings,
        }
    }

    /// The saver a session operation writes through.
    pub fn saver(&self) -> BrowserSaver {
        BrowserSaver(*self)
    }

    /// Deletes the kept-aside text `key` once the game it held is saved.
    pub fn forget_backup_once_saved(&self, key: &str) {
        if self.storage.game.get_untracked() == StorageStatus::Ok {
            if let Some(storage) = local() {
                delete_backup(&storage, key);
            }
            self.storage.note_backups_changed();
        }
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
            kept = s.record_missing(&today(), epoch_ms());
            kept.is_some()
        });
        if let Some(kept) = kept {
            self.store_finished(kept);
        }
    }

    /// Stores a finished game already in the history, or keeps it waiting.
    pub fn store_finished(&self, kept: Kept) {
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
    pub fn retry_waiting(&self) {
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
    pub fn note_history_write(&self, result: Result<MadeRoom, StorageStatus>) {
        match result {
            Ok(made_room) => {
                self.storage.note_made_room(made_room.len());
                let waiting = self.pending.with_value(|p| !p.is_empty());
                if !waiting {
                    self.storage.history.set(StorageStatus::Ok);
                }
            }
            Err(s) => self.storage.history.set(s),
        }
    }

    /// Shows the game another window saved, and says what happened to the one here.
    pub fn follow_stored(&self) {
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
                let same = self
                    .on_screen
                    .game
                    .with_untracked(|g| g.as_ref() == Some(&game));
                if same {
                    return;
                }
                let continued = self.on_screen.game.with_untracked(|g| {
                    g.as_ref().is_some_and(|g| g.setup().id == game.setup().id)
                });
                self.on_screen.news.set(None);
                self.storage.game.set(StorageStatus::Ok);
                // Worth a word only to someone looking at the game (the start screen
                // shows the stored game as it is anyway).
                if self.screen.get_untracked() == Screen::Play {
                    self.storage.elsewhere.set(Some(if continued {
                        Elsewhere::Continued
                    } else {
                        Elsewhere::Replaced
                    }));
                }
                self.session.update(|s| s.follow(game));
                self.on_screen.bump();
            }
            Err(_) => {
                self.storage.game.set(StorageStatus::Blocked);
                self.storage.elsewhere.set(Some(Elsewhere::Newer));
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
            self.settings
                .apply_settings(load_settings(backend(&local())));
        } else if key.starts_with(BACKUP_PREFIX) {
            self.storage.note_backups_changed();
        }
    }

    /// Reads the finished games other windows stored or removed since the last time.
    fn take_history_changes(&self) {
        let ids = CHANGED.with(|c| std::mem::take(&mut *c.borrow_mut()));
        let Some(storage) = local() else { return };
        let mut newer = self.storage.newer_games.get_untracked();
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
        if newer != self.storage.newer_games.get_untracked() {
            self.storage.newer_games.set(newer);
        }
    }

    /// Reads the whole history again (the storage was cleared or replaced elsewhere).
    fn reload_history(&self) {
        if let Some(storage) = local() {
            let loaded = load_history(&storage);
            self.history.set(loaded.history);
            self.storage.newer_games.set(loaded.newer);
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
    pub fn ask_to_persist(&self) {
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
        self.storage.persist_asked.set(Some(asked));
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
            state.storage.persist_asked.set(Some(answered));
        });
    }

    /// Puts kept-aside finished games back into the statistics; the backup goes once every
    /// one of them is stored. Returns (games stored, games it held).
    pub fn reopen_games(&self, games: Vec<Result<Kept, EntryError>>, key: &str) -> (usize, usize) {
        let Some(storage) = local() else {
            return (0, games.len());
        };
        let total = games.len();
        let plan = self.history.with_untracked(|h| h.plan_import(games));
        let mut done = Stored::default();
        self.history
            .update(|h| done = store_all(&storage, h, &plan.new));
        self.storage.note_made_room(done.made_room);
        let stored = plan.already + done.stored;
        if stored == total {
            delete_backup(&storage, key);
            self.storage.note_backups_changed();
        }
        (stored, total)
    }
}

/// `navigator.storage`, where the browser has it.
pub fn storage_manager() -> Option<web_sys::StorageManager> {
    js_sys::Reflect::get(&window().navigator(), &"storage".into())
        .ok()?
        .dyn_into()
        .ok()
}
