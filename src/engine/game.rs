//! The rules authority: one `Game` per match, every change through `apply`, which
//! validates first and refuses without touching the state. Setup + action log replay
//! the whole game (the RNG is seeded), so undo and saves fall out of it.

use super::action::Action;
use super::cards::CardsGame;
use super::error::RuleError;
use super::event::Event;
use super::game_id::GameId;
use super::game_state::GameState;
use super::kind::GameKind;
use super::ranking::{standings_led_by, Standing};
use super::rng::GameRng;
use super::setup::{clip_name, Setup, MAX_NAME_CHARS};
use super::tally::SumTally;
use serde::{Deserialize, Serialize};

/// A whole match: its setup, the random source, the rules state and the action log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Game {
    setup: Setup,
    /// Not read back: only a phone's view reads a `Game`'s serde form, and its copy has
    /// no stream (`seen_by`).
    #[serde(skip_deserializing)]
    rng: GameRng,
    #[serde(with = "super::state_wire")]
    state: GameState,
    log: Vec<Action>,
    /// How many hints each seat asked for (index = seat; shorter than the seats when
    /// the last seats asked for none). Not an action: a hint changes nothing on the
    /// table, but statistics mark a game with hints. Saved with the game, kept by undo.
    #[serde(default)]
    hints: Vec<u32>,
    /// Kids' mode: each seat's sums asked and right the first time (index = seat; empty
    /// when nobody counts for themselves). Like the hints: saved, kept by undo.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    sums: Vec<SumTally>,
    /// On a phone's copy (`seen_by`) only: what each action of the log did, as the table
    /// replayed it, since the copy has no seed to replay it itself (its roll log and
    /// move list). Never part of a save.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    told: Option<Vec<Step>>,
}

/// What one action of the log did, as everyone at the table saw it (no hand in it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The action.
    pub action: Action,
    /// The seat on turn when it was taken.
    pub player: usize,
    /// What it did.
    pub events: Vec<Event>,
    /// Karten-Kniffel: the size of that seat's hand before and after (public at a real
    /// table); 0 in the dice games.
    pub hands: (usize, usize),
}

impl Game {
    /// A new game: nothing played yet.
    ///
    /// # Errors
    ///
    /// The `RuleError` of a setup the game cannot be played with: a player count outside
    /// `GameKind::players`, an empty name, Karten-Kniffel with real dice, a daily
    /// challenge that is not a solitaire classic Kniffel, a start player who is not
    /// seated.
    pub fn new(setup: Setup) -> Result<Game, RuleError> {
        setup.validate()?;
        let mut rng = GameRng::from_seed(setup.seed);
        let state = GameState::new(&setup, &mut rng)?;
        Ok(Game {
            setup,
            rng,
            state,
            log: Vec::new(),
            hints: Vec::new(),
            sums: Vec::new(),
            told: None,
        })
    }

    /// A Karten-Kniffel game dealt from a deck in a known order, top card first (tests and
    /// rule demonstrations, as `CardsGame::with_deck`). The deck is not part of the setup:
    /// undo, `history` and a save deal the seed's deck again, so such a game is only
    /// played forward.
    ///
    /// # Errors
    ///
    /// What `Game::new` refuses in the setup; `RuleError::BadDeck` when the setup is not
    /// Karten-Kniffel or the deck is not 18 cards of each value.
    pub fn with_deck(setup: Setup, deck: Vec<u8>) -> Result<Game, RuleError> {
        let mut game = Game::new(setup)?;
        if game.setup.kind != GameKind::Cards {
            return Err(RuleError::BadDeck);
        }
        game.state = GameState::Cards(CardsGame::with_deck(&game.setup, deck)?);
        Ok(game)
    }

    /// The setup the game was started with.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The rules state: the sheets, chips or cards on the table.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// Every action taken so far, in order: with the setup it replays the game.
    pub fn log(&self) -> &[Action] {
        &self.log
    }

    /// How many hints each seat asked for (index = seat; shorter than the seats when the
    /// last seats asked for none).
    pub fn hints(&self) -> &[u32] {
        &self.hints
    }

    /// The same game under another identity: a kept game's own id, or one derived for a
    /// game saved before games had ids. The id plays no part in the rules.
    pub fn with_id(mut self, id: GameId) -> Game {
        self.setup.id = id;
        self
    }

    /// The game with the hint counts a save kept (they are not in the log).
    pub(super) fn with_hints(mut self, hints: Vec<u32>) -> Game {
        self.hints = hints;
        self
    }

    /// Counts a hint shown to `seat` (the statistics mark the game).
    pub fn note_hint(&mut self, seat: usize) {
        if self.hints.len() <= seat {
            self.hints.resize(seat + 1, 0);
        }
        self.hints[seat] = self.hints[seat].saturating_add(1);
    }

    /// How many hints `seat` asked for.
    pub fn hints_of(&self, seat: usize) -> u32 {
        self.hints.get(seat).copied().unwrap_or(0)
    }

    /// Kids' mode: each seat's sums (index = seat; shorter when the last seats have
    /// none).
    pub fn sums(&self) -> &[SumTally] {
        &self.sums
    }

    /// Kids' mode: `seat`'s sums so far.
    pub fn sums_of(&self, seat: usize) -> SumTally {
        self.sums.get(seat).copied().unwrap_or_default()
    }

    /// Kids' mode: counts a sum `seat` answered, `first_try` when right at once.
    pub fn note_sum(&mut self, seat: usize, first_try: bool) {
        self.sum_tally(seat).count(first_try);
    }

    /// Kids' mode: `seat` has been asked the upper total and the bonus.
    pub fn note_upper_asked(&mut self, seat: usize) {
        self.sum_tally(seat).upper_asked = true;
    }

    fn sum_tally(&mut self, seat: usize) -> &mut SumTally {
        if self.sums.len() <= seat {
            self.sums.resize(seat + 1, SumTally::default());
        }
        &mut self.sums[seat]
    }

    /// The game with kids' mode's sums a save or a kept game held (they are not in the
    /// log).
    pub fn with_sums(mut self, sums: Vec<SumTally>) -> Game {
        self.sums = sums;
        self
    }

    /// Whether anyone asked for a hint in this game.
    pub fn hints_used(&self) -> bool {
        self.hints.iter().any(|&n| n > 0)
    }

    /// Validates and performs `action`. On refusal nothing has changed.
    ///
    /// # Errors
    ///
    /// `RuleError::GameOver` once the game has ended; otherwise the `RuleError` that says
    /// why the rules refuse the action now.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        if self.state.is_over() {
            return Err(RuleError::GameOver);
        }
        let events = self.state.apply(&action, &mut self.rng)?;
        self.log.push(action);
        Ok(events)
    }

    /// `apply` with the log kept short: a hold or release of a die replaces the earlier
    /// one of the same die since the last other action (a roll, a box), so the log keeps
    /// at most one entry per die between two rolls however often a die is tapped (what a
    /// phone sends: a looping or modified one cannot grow the save with holds). The state
    /// is `apply`'s: holds only set flags, so their order and repeats change nothing, and
    /// the shorter log replays to the same game. Only undo sees the difference: it takes
    /// back the die's last hold, not each tap. Replays (`replay`, a save read back) use
    /// `apply`, which keeps a log as it was written.
    ///
    /// # Errors
    ///
    /// What `apply` refuses.
    pub fn apply_compact(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        let Action::Hold { die, .. } = action else {
            return self.apply(action);
        };
        let events = self.apply(action)?;
        // The entry just pushed is last; an earlier one of the same die in this run of
        // holds goes.
        let last = self.log.len() - 1;
        let run = self.log[..last]
            .iter()
            .rposition(|a| !matches!(a, Action::Hold { .. }))
            .map_or(0, |i| i + 1);
        if let Some(i) = self.log[run..last]
            .iter()
            .position(|a| matches!(a, Action::Hold { die: d, .. } if *d == die))
        {
            self.log.remove(run + i);
        }
        Ok(events)
    }

    /// Rebuilds a game from its setup and actions; fails on the first illegal action.
    ///
    /// # Errors
    ///
    /// What `Game::new` refuses in the setup, or the refusal of the first illegal action.
    pub fn replay(setup: Setup, actions: &[Action]) -> Result<Game, RuleError> {
        let mut game = Game::new(setup)?;
        for a in actions {
            game.apply(a.clone())?;
        }
        Ok(game)
    }

    /// Takes back the last action by replaying all the others.
    ///
    /// # Errors
    ///
    /// `RuleError::NothingToUndo` before the first action; a refusal of the replay (not
    /// for a game played through `apply`).
    pub fn undo(&mut self) -> Result<Action, RuleError> {
        let Some(last) = self.log.last().cloned() else {
            return Err(RuleError::NothingToUndo);
        };
        *self = self.rewound(self.log.len() - 1)?;
        Ok(last)
    }

    /// The game as it was after its first `keep` actions, replayed. A hint once seen
    /// stays seen: going back takes back moves, not the help.
    ///
    /// # Errors
    ///
    /// A refusal of the replay (not for a game played through `apply`).
    pub fn rewound(&self, keep: usize) -> Result<Game, RuleError> {
        let kept = &self.log[..keep.min(self.log.len())];
        Ok(Game::replay(self.setup.clone(), kept)?
            .with_hints(self.hints.clone())
            .with_sums(self.sums.clone()))
    }

    /// Every action so far with what it did (the roll log).
    pub fn history(&self) -> Vec<(Action, Vec<Event>)> {
        self.steps()
            .into_iter()
            .map(|s| (s.action, s.events))
            .collect()
    }

    /// Every action so far with who took it and what it did, replayed (or as the table
    /// told it, on a phone's copy).
    pub fn steps(&self) -> Vec<Step> {
        if let Some(told) = &self.told {
            return told.clone();
        }
        let Ok(mut game) = Game::new(self.setup.clone()) else {
            return Vec::new();
        };
        let hand = |game: &Game, seat: usize| match &game.state {
            GameState::Cards(c) => c.hand_len(seat),
            _ => 0,
        };
        let mut out = Vec::with_capacity(self.log.len());
        for a in &self.log {
            let player = game.current_player();
            let before = hand(&game, player);
            match game.apply(a.clone()) {
                Ok(events) => out.push(Step {
                    action: a.clone(),
                    player,
                    events,
                    hands: (before, hand(&game, player)),
                }),
                Err(_) => break,
            }
        }
        out
    }

    /// The game as the player at `seat` may see it on their own phone: the seed (until the
    /// game is over), the random stream and the draw pile's order gone (no future dice or
    /// cards) and in
    /// Karten-Kniffel every other hand face down. The log stays (what was played and
    /// discarded is public) with what each action did, but it no longer replays: this
    /// game is for showing only.
    pub fn seen_by(&self, seat: usize) -> Game {
        self.seen_with(seat, self.steps())
    }

    /// `seen_by` with the game's `steps` worked out already (one replay serves every
    /// phone at the table).
    pub fn seen_with(&self, seat: usize, steps: Vec<Step>) -> Game {
        let state = self.state.seen_by(seat);
        // Duplicate: another seat's throws are this seat's own dice to come.
        let steps = if self.is_over() || !self.state.same_dice() {
            steps
        } else {
            steps
                .into_iter()
                .map(|mut s| {
                    if s.player != seat {
                        s.events.retain(|e| !matches!(e, Event::Rolled { .. }));
                    }
                    s
                })
                .collect()
        };
        let mut setup = self.setup.clone();
        // A finished game's number is public (its end screen shows it to everyone).
        if !self.is_over() {
            setup.seed = 0;
        }
        Game {
            setup,
            rng: GameRng::default(),
            state,
            log: self.log.clone(),
            hints: self.hints.clone(),
            sums: self.sums.clone(),
            told: Some(steps),
        }
    }

    /// The same game with every player's name cut to `MAX_NAME_CHARS` (a game that came
    /// from elsewhere, before its names are shown: `remote::protocol`).
    pub fn with_names_clipped(mut self) -> Game {
        for p in &mut self.setup.players {
            if p.name.chars().count() > MAX_NAME_CHARS {
                p.name = clip_name(&p.name).to_string();
            }
        }
        self
    }

    /// The game played.
    pub fn kind(&self) -> GameKind {
        self.setup.kind
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.state.is_over()
    }

    /// The seat on turn (the last one to move once the game is over).
    pub fn current_player(&self) -> usize {
        self.state.current_player()
    }

    /// Every player's total as it stands, by seat.
    pub fn totals(&self) -> Vec<i32> {
        self.state.totals()
    }

    /// The ranking by total, ties sharing a place; a seat that won outright (a Generala
    /// servida) first whatever its total.
    pub fn standings(&self) -> Vec<Standing> {
        standings_led_by(&self.totals(), self.state.won_outright())
    }

    /// Each seat's head start ("Fair start"), counted in its total; 0 in the games
    /// without a sheet (Dice Duel, Karten-Kniffel), which offer none.
    pub fn head_starts(&self) -> Vec<i32> {
        match self.state.sheet_game() {
            Some(g) => g.players().iter().map(|p| p.head_start).collect(),
            None => vec![0; self.setup.players.len()],
        }
    }

    /// The ranking as it would stand without head starts: what the sheets scored.
    pub fn standings_without_head_starts(&self) -> Vec<Standing> {
        let totals: Vec<i32> = self
            .totals()
            .iter()
            .zip(self.head_starts())
            .map(|(t, h)| t - h)
            .collect();
        standings_led_by(&totals, self.state.won_outright())
    }
}
