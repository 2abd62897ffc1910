//! The session: the game being played, its computer players and the history of
//! finished games, changed only through operations that say what happened. The app
//! shows and stores what they return; native tests play whole games through them.

use crate::brain::{Answer, BotMove, Brain, Question};
use crate::engine::{
    write_save, Action, Event, Game, GameId, GameRng, RuleError, Setup, RULES_VERSION,
};
use crate::session::bots::{pause_before_bot, Pace};
use crate::session::undo;
use crate::stats::history::{History, Kept};

/// Another window saved a game since this one last read or wrote it: the change is not
/// made here (the game is never forked), the stored game is the one to follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SavedElsewhere;

/// Where the session keeps a changed game before it counts (the browser's storage in
/// the app, nothing in tests), and the clock a finished game is recorded with.
pub trait Saver {
    /// Saves `game`; it may make room in `history` (old games give up their moves).
    fn save(&mut self, game: &Game, history: &mut History) -> Result<(), SavedElsewhere>;
    /// Today (`YYYY-MM-DD`) and now (ms since 1970), for a game that has just ended.
    fn now(&self) -> (String, u64);
}

/// What a session operation came to.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// Nothing to do: no game, nothing to undo, no computer to move.
    Nothing,
    /// The rules refused it; nothing changed.
    Refused(RuleError),
    /// Another window saved a game meanwhile; nothing changed here.
    Elsewhere,
    /// The game changed and was saved.
    Changed(Change),
}

/// How the game changed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Change {
    /// Who moved and what came of it (an action of a person or a computer).
    pub moved: Option<Moved>,
    /// Another game or an earlier position took the place (a start, an undo, a game
    /// opened again): the computers start their turn afresh.
    pub replaced: bool,
    /// This change ended the game, which is now recorded in the history: store it.
    /// None also for a game that is not kept (another try at a day's challenge).
    pub recorded: Option<Box<Kept>>,
}

/// A move and its events, for the screen and the live region.
#[derive(Clone, Debug, PartialEq)]
pub struct Moved {
    /// The name of the player who moved.
    pub player: String,
    /// What the move did, in order.
    pub events: Vec<Event>,
}

/// Where a game stood when the brain was asked about it: its answer fits only there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AskedAt {
    id: GameId,
    moves: usize,
}

impl AskedAt {
    fn of(game: &Game) -> AskedAt {
        AskedAt {
            id: game.setup().id,
            moves: game.log().len(),
        }
    }
}

/// The game on the table, the seed its computers draw from, and the finished games.
/// The computers think elsewhere (`crate::brain`): the session asks (`bot_question`)
/// and plays the answer if the game is still where it was (`bot_answer`).
#[derive(Clone, Debug)]
pub struct Session {
    game: Option<Game>,
    bot_seed: u64,
    history: History,
}

impl Session {
    /// A session of `game` (the saved one, if any) and `history`; the computers draw
    /// from `bot_seed` (never from the game's seed, so they cannot change the dice).
    pub fn new(game: Option<Game>, history: History, bot_seed: u64) -> Session {
        Session {
            game,
            bot_seed,
            history,
        }
    }

    /// The game on the table, if any.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// The finished games, oldest first.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// The finished games, to import, rename, store or make room in.
    pub fn history_mut(&mut self) -> &mut History {
        &mut self.history
    }

    /// Whether a game is under way that a new one would end (then people are asked).
    pub fn has_unfinished_game(&self) -> bool {
        self.game.as_ref().is_some_and(|g| !g.is_over())
    }

    /// The setup of a rematch: the same players and options, fresh dice, and the next
    /// player begins.
    pub fn rematch(&self) -> Option<Setup> {
        let last = self.game.as_ref()?.setup().clone();
        Some(again(Setup {
            seed: GameRng::os_seed(),
            start_player: (last.start_player + 1) % last.players.len().max(1),
            chosen_seed: false,
            ..last
        }))
    }

    /// The setup that plays this game once more: the same seed, so the same rolls and
    /// cards, and the same start player. Marked as a chosen seed: the dice were known.
    pub fn play_again(&self) -> Option<Setup> {
        let last = self.game.as_ref()?.setup().clone();
        Some(again(Setup {
            chosen_seed: true,
            ..last
        }))
    }

    /// Starts a new game from `setup` (people agreed if it ends an unfinished one).
    pub fn start(&mut self, setup: Setup, saver: &mut dyn Saver) -> Outcome {
        match Game::new(setup) {
            Ok(game) => self.open(game, saver),
            Err(r) => Outcome::Refused(r),
        }
    }

    /// Plays on with `game` (a saved game kept aside and read again); a finished one is
    /// recorded (unless it is the finished game on the table already).
    pub fn open(&mut self, game: Game, saver: &mut dyn Saver) -> Outcome {
        self.commit(game, None, true, saver)
    }

    /// Shows the game another window saved (it is stored already): the computers start
    /// afresh, nothing is recorded (the window that ended it did).
    pub fn follow(&mut self, game: Game) {
        self.game = Some(game);
    }

    /// Forgets the game (the statistics were reset: a finished game would be recorded
    /// again otherwise).
    pub fn clear_game(&mut self) {
        self.game = None;
    }

    /// A person's action for the player on turn.
    pub fn act(&mut self, action: Action, saver: &mut dyn Saver) -> Outcome {
        self.take(action, Game::apply, saver)
    }

    /// An action sent from a phone for the player on turn: as `act`, with its holds kept
    /// short in the log (`Game::apply_compact`), since a phone may send any number of them.
    pub fn act_remote(&mut self, action: Action, saver: &mut dyn Saver) -> Outcome {
        self.take(action, Game::apply_compact, saver)
    }

    /// `action` for the player on turn, taken by `apply` and saved.
    fn take(
        &mut self,
        action: Action,
        apply: fn(&mut Game, Action) -> Result<Vec<Event>, RuleError>,
        saver: &mut dyn Saver,
    ) -> Outcome {
        let Some(mut game) = self.game.clone() else {
            return Outcome::Nothing;
        };
        let player = game.setup().player_name(game.current_player()).to_string();
        match apply(&mut game, action) {
            Ok(events) => self.commit(game, Some(Moved { player, events }), false, saver),
            Err(r) => Outcome::Refused(r),
        }
    }

    /// Counts a hint shown to the player on turn, saved with the game.
    pub fn note_hint(&mut self, saver: &mut dyn Saver) -> Outcome {
        self.note(saver, |g| g.note_hint(g.current_player()))
    }

    /// Kids' mode: counts a sum `seat` answered (`first_try`: right at once), saved
    /// with the game. Counted before the box is scored, so the game's last box is in
    /// the finished game's summary.
    pub fn note_sum(&mut self, seat: usize, first_try: bool, saver: &mut dyn Saver) -> Outcome {
        self.note(saver, |g| g.note_sum(seat, first_try))
    }

    /// Kids' mode: `seat` has been asked its upper total and bonus, saved with the game.
    pub fn note_upper_asked(&mut self, seat: usize, saver: &mut dyn Saver) -> Outcome {
        self.note(saver, |g| g.note_upper_asked(seat))
    }

    /// A note on the game that changes nothing on the table (hints, sums), saved.
    fn note(&mut self, saver: &mut dyn Saver, f: impl FnOnce(&mut Game)) -> Outcome {
        let Some(mut game) = self.game.clone() else {
            return Outcome::Nothing;
        };
        f(&mut game);
        self.commit(game, None, false, saver)
    }

    /// Whether undo is possible now (`session::undo` says what it may take back).
    pub fn can_undo(&self) -> bool {
        self.game.as_ref().is_some_and(undo::can_undo)
    }

    /// Takes back the last person's decision and every computer move after it.
    pub fn undo(&mut self, saver: &mut dyn Saver) -> Outcome {
        match self.game.as_ref().and_then(undo::undo) {
            None => Outcome::Nothing,
            Some(Err(r)) => Outcome::Refused(r),
            Some(Ok(back)) => self.commit(back, None, true, saver),
        }
    }

    /// The pause before the computer's next move at `pace` (ms), or None when no
    /// computer is to move.
    pub fn bot_pause(&self, pace: Pace) -> Option<u32> {
        self.game.as_ref().and_then(|g| pause_before_bot(g, pace))
    }

    /// Where the game on the table stands (what a brain's answer is for).
    pub fn asked_at(&self) -> Option<AskedAt> {
        self.game.as_ref().map(AskedAt::of)
    }

    /// What to ask the brain for the computer on turn, and where the game stands; None
    /// when no computer is to move.
    pub fn bot_question(&self) -> Option<(AskedAt, Question)> {
        let game = self.game.as_ref()?;
        // Some pause (even when skipping) means: a computer is to move.
        pause_before_bot(game, Pace::Skip)?;
        let question = Question::Move {
            save: write_save(game),
            seed: self.bot_seed,
        };
        Some((AskedAt::of(game), question))
    }

    /// What to ask the brain as a game begins, so the tables its computers need (and
    /// a Yatzy game's table or Maxi Yatzy's values, which every Hint needs) are brought
    /// in at once; None for a game without computers or such a table.
    pub fn prepare_question(&self) -> Option<Question> {
        let game = self.game.as_ref()?;
        let computers = game.setup().players.iter().any(|p| p.bot.is_some());
        let table = crate::ai::coach::yatzy::yatzy_rules(game).is_some_and(|r| !r.forced_order);
        // Maxi Yatzy's fitted values, which its Hint and review read (fetched in the browser).
        let fitted = crate::ai::coach::maxi::maxi_rules(game).is_some_and(|r| !r.small_bonus);
        (computers || table || fitted).then(|| Question::Prepare {
            save: write_save(game),
        })
    }

    /// Plays the brain's `decision` for the computer on turn, unless the game moved on
    /// since the question (`at`): Nothing then, and Nothing when the computer waits for
    /// people to throw for it.
    pub fn bot_answer(&mut self, at: AskedAt, decision: BotMove, saver: &mut dyn Saver) -> Outcome {
        let still = self.game.as_ref().map(AskedAt::of) == Some(at);
        match decision.action {
            Some(action) if still => self.act(action, saver),
            _ => Outcome::Nothing,
        }
    }

    /// The computer on turn moves, asking `brain` here and now (natively: tests and
    /// tools; the app asks its brain in a worker).
    pub fn bot_step(&mut self, brain: &mut Brain, saver: &mut dyn Saver) -> Outcome {
        let Some((at, question)) = self.bot_question() else {
            return Outcome::Nothing;
        };
        if let Some(rules) = brain.needs(&question) {
            crate::ai::kniffel::tables::available(rules);
        }
        match brain.answer(&question) {
            Answer::Move(decision) => self.bot_answer(at, decision, saver),
            _ => Outcome::Nothing,
        }
    }

    /// Records the finished game on the table if the history lacks it (its record never
    /// reached the history: the window closed while the storage refused it).
    pub fn record_missing(&mut self, date: &str, at: u64) -> Option<Kept> {
        let game = self.game.as_ref().filter(|g| g.is_over())?;
        if self.history.get(game.setup().id).is_some() {
            return None;
        }
        self.history.record(game, date, at)
    }

    /// Saves `next` and makes it the game; records it when this change ended it.
    fn commit(
        &mut self,
        next: Game,
        moved: Option<Moved>,
        replaced: bool,
        saver: &mut dyn Saver,
    ) -> Outcome {
        if saver.save(&next, &mut self.history).is_err() {
            return Outcome::Elsewhere;
        }
        let recorded = if self.just_finished(&next) {
            let (date, at) = saver.now();
            self.history.record(&next, &date, at).map(Box::new)
        } else {
            None
        };
        self.game = Some(next);
        Outcome::Changed(Change {
            moved,
            replaced,
            recorded,
        })
    }

    /// Whether `next` is a finished game that the game on the table is not already (the
    /// same game, finished, at the same move): that one was recorded when it ended.
    fn just_finished(&self, next: &Game) -> bool {
        let already = self.game.as_ref().is_some_and(|g| {
            g.setup().id == next.setup().id && g.is_over() && g.log().len() == next.log().len()
        });
        next.is_over() && !already
    }
}

/// Whether a person's turn begins with the game as it is: someone's turn (a person's or
/// a computer's) has just ended and a person is on turn. The screens move the focus to
/// where that turn starts.
pub fn persons_turn_begins(game: &Game) -> bool {
    let turn_ended = game.log().last().is_some_and(Action::ends_turn);
    turn_ended && game.setup().is_person(game.current_player()) && !game.is_over()
}

/// A new game from a finished game's setup: its own identity, today's rules (even if
/// the finished game kept older ones).
pub fn again(setup: Setup) -> Setup {
    Setup {
        id: GameId::random(),
        rules_version: RULES_VERSION,
        ..setup
    }
}
