//! What the screens do to the game, as a context: act, undo, start, rematch, ask the
//! brain. Every change goes through the session (`crate::session::Session`) by `run`,
//! which saves and stores what it returns (`Persistence`); on a phone at a table the
//! actions go to the table instead (`PhoneLink`).

use crate::brain::{Answer, Question};
use crate::engine::{Action, Game, RuleError, Setup};
use crate::session::{Change, Moved, Outcome, Saver, Session};
use crate::stats::history::History;
use crate::ui::brain::BrainService;
use crate::ui::state::on_screen::{News, OnScreen};
use crate::ui::state::persistence::Persistence;
use crate::ui::state::phone_link::{PhoneLink, ToTheTable};
use crate::ui::state::screen::Screen;
use leptos::prelude::*;

/// Something that would end the unfinished game, waiting for the person to agree.
#[derive(Clone, Debug, PartialEq)]
pub enum Replacement {
    /// A new game from this setup (today's challenge, a rematch, a game played again).
    Start(Setup),
    /// A saved game that was kept aside, opened again (`key`: its backup).
    Reopen {
        /// The saved game.
        game: Box<Game>,
        /// The key of the kept-aside text it was read from.
        key: String,
    },
}

/// The actions on the game (a context: `use_actions`).
#[derive(Clone, Copy)]
pub struct Actions {
    /// The game, its computer players and the finished games: changed only through the
    /// methods below (`run` saves and stores what changed).
    session: RwSignal<Session>,
    /// The game on screen and its news.
    pub on_screen: OnScreen,
    /// The screen shown (a new game is shown at once).
    screen: RwSignal<Screen>,
    /// A new game waits for the person to agree to end the unfinished one.
    pub replacing: RwSignal<Option<Replacement>>,
    /// The computer's brain (its players, the exact solver): started on first need,
    /// for computer players, hints and reviews.
    pub brain: BrainService,
    /// How the session is kept in the browser's storage.
    pub persistence: Persistence,
    /// On a phone at a table: where the player's actions go instead of into the session.
    link: PhoneLink,
}

impl Actions {
    /// The actions on `session`, shown by `on_screen`, kept by `persistence`, sent to the
    /// table by `link` on a phone.
    pub fn new(
        session: RwSignal<Session>,
        on_screen: OnScreen,
        screen: RwSignal<Screen>,
        brain: BrainService,
        persistence: Persistence,
        link: PhoneLink,
    ) -> Actions {
        Actions {
            session,
            on_screen,
            screen,
            replacing: RwSignal::new(None),
            brain,
            persistence,
            link,
        }
    }

    /// Whether this is a phone's state at a table (`AppState::for_phone`).
    pub fn is_phone(&self) -> bool {
        self.link.is_phone()
    }

    /// Every change of the session made here: saved and stored on the device that holds
    /// the game (`run`); on a phone nothing, whatever asked for it: a phone's session is
    /// the table's view and changes only with the next one (`show_seen`), and nothing a
    /// phone's screens do reaches this device's storage.
    pub fn change(&self, op: impl FnOnce(&mut Session, &mut dyn Saver) -> Outcome) -> Outcome {
        if self.is_phone() {
            return Outcome::Nothing;
        }
        self.run(op)
    }

    /// Runs a session operation against the browser's storage: the changed game is saved
    /// before it counts, a game it ended is stored, and if another window saved a game
    /// meanwhile nothing changes here: this window follows the stored game instead (the
    /// game is never forked).
    fn run(&self, op: impl FnOnce(&mut Session, &mut dyn Saver) -> Outcome) -> Outcome {
        let persistence = self.persistence;
        let mut saver = persistence.saver();
        let mut outcome = Outcome::Nothing;
        self.session.maybe_update(|s| {
            outcome = op(s, &mut saver);
            !matches!(outcome, Outcome::Nothing | Outcome::Refused(_))
        });
        match &outcome {
            Outcome::Elsewhere => persistence.follow_stored(),
            Outcome::Changed(change) => {
                if let Some(kept) = &change.recorded {
                    persistence.store_finished((**kept).clone());
                    persistence.ask_to_persist();
                }
                self.on_screen.bump();
                persistence.retry_waiting();
            }
            Outcome::Nothing | Outcome::Refused(_) => {}
        }
        outcome
    }

    /// A phone: shows the game as the table sent it.
    pub fn show_seen(&self, game: Game) {
        self.session
            .set(Session::new(Some(game), History::default(), 0));
        self.on_screen.news.set(None);
        self.on_screen.bump();
    }

    /// Reads the session, following the game (not the finished games).
    pub fn session_of_game<T>(&self, read: impl FnOnce(&Session) -> T) -> T {
        self.on_screen.game.track();
        self.session.with_untracked(read)
    }

    /// Reads the session without following it.
    pub fn session_untracked<T>(&self, read: impl FnOnce(&Session) -> T) -> T {
        self.session.with_untracked(read)
    }

    /// Shows what an operation came to: a move's events, a refusal, or no news after
    /// another game or position took the screen.
    pub fn tell(&self, outcome: Outcome) {
        let news = self.on_screen.news;
        match outcome {
            Outcome::Changed(Change {
                moved: Some(Moved { player, events }),
                ..
            }) => news.set(Some(News::Events { player, events })),
            Outcome::Changed(Change { replaced: true, .. }) => news.set(None),
            Outcome::Refused(r) => news.set(Some(News::Refused(r))),
            Outcome::Changed(_) | Outcome::Elsewhere | Outcome::Nothing => {}
        }
    }

    /// Starts a new game from `setup` and shows it (on a phone at a table: nothing).
    pub fn start(&self, setup: Setup) -> Result<(), RuleError> {
        match self.change(|s, saver| s.start(setup, saver)) {
            Outcome::Refused(r) => return Err(r),
            Outcome::Nothing => return Ok(()),
            outcome => self.tell(outcome),
        }
        // The brain is prepared for it as the play screen shows it (`warm_tables`).
        self.screen.set(Screen::Play);
        Ok(())
    }

    /// Whether a game is under way that a new one would end.
    pub fn has_unfinished_game(&self) -> bool {
        self.session.with_untracked(Session::has_unfinished_game)
    }

    /// Starts a new game from `setup`, after asking when it would end an unfinished game
    /// (the shell's `ConfirmReplace` asks; New game says so on its own page).
    pub fn start_asking(&self, setup: Setup) {
        if self.has_unfinished_game() {
            self.replacing.set(Some(Replacement::Start(setup)));
        } else if let Err(r) = self.start(setup) {
            self.on_screen.news.set(Some(News::Refused(r)));
        }
    }

    /// The same players and options again, with fresh dice; the next player begins.
    pub fn rematch(&self) {
        if let Some(setup) = self.session.with_untracked(Session::rematch) {
            self.start_asking(setup);
        }
    }

    /// The game just over once more: the same seed, so the same rolls and cards, and the
    /// same start player.
    pub fn play_again_same(&self) {
        if let Some(setup) = self.session.with_untracked(Session::play_again) {
            self.start_asking(setup);
        }
    }

    /// Performs an action for the current player; a refusal is shown, not thrown.
    pub fn act(&self, action: Action) {
        if let Some(send) = self.link.sink() {
            send(ToTheTable::Act(action));
            return;
        }
        self.tell(self.change(|s, saver| s.act(action, saver)));
    }

    /// Performs an action a phone sent for the current player (`Session::act_remote`); a
    /// refusal is shown, not thrown.
    pub fn act_remote(&self, action: Action) {
        self.tell(self.change(|s, saver| s.act_remote(action, saver)));
    }

    /// Counts a hint shown to the player on turn, saved with the game.
    pub fn note_hint(&self) {
        // A phone's hint is counted by the table, which answers it.
        if self.is_phone() {
            return;
        }
        self.tell(self.change(|s, saver| s.note_hint(saver)));
    }

    /// Kids' mode: counts a sum `seat` answered (`first_try`: right at once), saved with
    /// the game (`Session::note_sum`; before the box is scored).
    pub fn note_sum(&self, seat: usize, first_try: bool) {
        self.tell(self.change(|s, saver| s.note_sum(seat, first_try, saver)));
    }

    /// Kids' mode: `seat` has been asked its upper total and bonus.
    pub fn note_upper_asked(&self, seat: usize) {
        self.tell(self.change(|s, saver| s.note_upper_asked(seat, saver)));
    }

    /// Takes back the last human action and every computer move after it, so undo
    /// always lands on a human's decision.
    pub fn undo(&self) {
        self.tell(self.change(|s, saver| s.undo(saver)));
    }

    /// Whether there is a move to take back (follows the game).
    pub fn can_undo(&self) -> bool {
        self.session_of_game(Session::can_undo)
    }

    /// Forgets the game (the statistics were reset: a finished game would be recorded
    /// again at the next start otherwise).
    pub fn clear_game(&self) {
        self.session.update(Session::clear_game);
        self.on_screen.bump();
    }

    /// Plays on with a kept-aside save this version reads again (the person agreed if it
    /// ends an unfinished game); its backup goes once the game is saved.
    pub fn reopen_game(&self, game: Game, key: &str) {
        self.on_screen.news.set(None);
        self.run(|s, saver| s.open(game, saver));
        self.persistence.forget_backup_once_saved(key);
        self.screen.set(Screen::Play);
    }

    /// The game on the table as its save (what the brain is asked about).
    pub fn save_text(&self) -> Option<String> {
        // A phone's game has no seed: it does not replay (`Game::seen_by`).
        if self.is_phone() {
            return None;
        }
        self.session
            .with_untracked(|s| s.game().map(crate::engine::write_save))
    }

    /// Asks the brain about the game on the table (nothing without a game).
    pub fn ask_brain(
        &self,
        question: impl FnOnce(String) -> Question,
        answered: impl FnOnce(Answer) + 'static,
    ) {
        if let Some(send) = self.link.sink() {
            // A phone has no save (`Game::seen_by`): the table asks about its own game.
            send(ToTheTable::Ask(question(String::new()), Box::new(answered)));
        } else if let Some(save) = self.save_text() {
            self.brain.ask(question(save), answered);
        }
    }

    /// Starts the brain on a game with computer players or an exact table to bring in
    /// (`Session::prepare_question`), so that the tables are there before the first
    /// computer's move or Hint.
    pub(crate) fn prepare_brain(&self) {
        if let Some(question) = self.session.with_untracked(Session::prepare_question) {
            self.brain.ask(question, |_| {});
        }
    }
}
