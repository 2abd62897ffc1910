//! The Dice Duel turn machine: every change goes through `apply`, which checks first and
//! refuses without touching the game.

use super::chips::{ChipKind, Chips};
use super::game::{DuelGame, DICE, ROLLS};
use super::scoring::qualifying_kinds;
use crate::engine::action::Action;
use crate::engine::error::RuleError;
use crate::engine::event::Event;
use crate::engine::kind::DiceSource;
use crate::engine::rng::GameRng;
use crate::engine::setup::Setup;
use crate::engine::turn::DiceTurn;

impl DuelGame {
    /// A new game: the full tray, nothing taken, the start player on turn.
    pub fn new(setup: &Setup) -> DuelGame {
        DuelGame {
            manual: setup.dice == DiceSource::Manual,
            players: vec![Chips::default(); setup.players.len()],
            tray: Chips::full(),
            set_aside: Chips::default(),
            current: setup.start_player,
            first: setup.start_player,
            round: 1,
            turn: DiceTurn::new(DICE.len()),
            picks_owed: 0,
            round_had_chip: false,
            last_set_aside: None,
            last_chip: None,
            over: false,
        }
    }
    /// Validates and performs `action`; on refusal nothing has changed.
    ///
    /// # Errors
    ///
    /// `RuleError::GameOver` once the game has ended; otherwise the `RuleError` that says
    /// why the rules refuse the action now.
    pub fn apply(&mut self, action: &Action, rng: &mut GameRng) -> Result<Vec<Event>, RuleError> {
        if self.over {
            return Err(RuleError::GameOver);
        }
        match action {
            Action::Roll => {
                DiceTurn::check_source(self.manual, false)?;
                self.check_may_roll()?;
                self.turn.check_roll(ROLLS)?;
                self.turn.roll(&DICE, rng);
                Ok(vec![self.turn.rolled_event(self.current)])
            }
            Action::EnterDice { dice } => {
                DiceTurn::check_source(self.manual, true)?;
                self.check_may_roll()?;
                self.turn.check_entered(&DICE, dice, ROLLS)?;
                self.turn.enter(dice);
                Ok(vec![self.turn.rolled_event(self.current)])
            }
            Action::Hold { die, held } => {
                self.check_not_picking()?;
                self.turn.hold(*die, *held)
            }
            Action::TakeChip {
                kind,
                from_set_aside,
            } => self.take(*kind, *from_set_aside),
            Action::NoChip => self.no_chip(),
            _ => Err(RuleError::NotAMove),
        }
    }

    fn check_not_picking(&self) -> Result<(), RuleError> {
        if self.picks_owed > 0 {
            return Err(RuleError::SecondKniffelChipFirst);
        }
        Ok(())
    }

    fn check_may_roll(&self) -> Result<(), RuleError> {
        self.check_not_picking()?;
        if self.turn.rolls >= ROLLS {
            return Err(RuleError::TakeAChip);
        }
        Ok(())
    }

    fn take(&mut self, kind: ChipKind, from_set_aside: bool) -> Result<Vec<Event>, RuleError> {
        self.turn.require_rolled()?;
        let kniffel = self.is_kniffel_now();
        if from_set_aside {
            if !kniffel {
                return Err(RuleError::SetAsideNeedsKniffel);
            }
            if self.set_aside.count(kind) == 0 {
                return Err(RuleError::NotSetAside(kind));
            }
        } else {
            if self.tray.count(kind) == 0 {
                return Err(RuleError::NotInTray(kind));
            }
            if !kniffel && !qualifying_kinds(&self.turn.dice).contains(&kind) {
                return Err(RuleError::DiceDontMake(kind));
            }
        }

        let player = self.current;
        let picks = self.kniffel_picks_left();
        if from_set_aside {
            self.set_aside.remove(kind);
        } else {
            self.tray.remove(kind);
        }
        self.players[player].add(kind);
        self.round_had_chip = true;
        let mut events = vec![Event::ChipTaken {
            player,
            kind,
            from_set_aside,
        }];
        if self.tray.is_empty() {
            // "The game ends as soon as a player takes the last chip from the tray",
            // even with a second solo Kniffel chip still owed.
            self.last_chip = Some(player);
            self.finish(&mut events);
            return Ok(events);
        }
        if !kniffel {
            self.end_turn(false, &mut events);
            return Ok(events);
        }
        self.picks_owed = picks.saturating_sub(1);
        if self.picks_owed == 0 {
            events.push(Event::ExtraTurn { player });
            self.last_set_aside = None;
            self.start_turn(&mut events);
        }
        Ok(events)
    }

    fn no_chip(&mut self) -> Result<Vec<Event>, RuleError> {
        self.turn.require_rolled()?;
        self.check_not_picking()?;
        let takeable = self.takeable();
        if !takeable.is_empty() {
            let mut kinds: Vec<ChipKind> = takeable.iter().map(|&(k, _)| k).collect();
            kinds.dedup();
            // House decision: as with the physical game, a chip that fits is taken.
            return Err(RuleError::ChipFits { kinds });
        }
        let mut events = vec![Event::NoChip {
            player: self.current,
        }];
        self.end_turn(true, &mut events);
        Ok(events)
    }

    /// The current turn is over (a chip taken, or none). Applies the set-aside rule,
    /// then passes the dice on.
    fn end_turn(&mut self, without_chip: bool, events: &mut Vec<Event>) {
        self.last_set_aside = None;
        let last_of_round = (self.current + 1) % self.players.len() == self.first;
        let set_aside = if self.is_solo() {
            without_chip
        } else {
            last_of_round && !self.round_had_chip
        };
        if last_of_round {
            self.round_had_chip = false;
        }
        if set_aside {
            if let Some(kind) = self.tray.highest() {
                self.tray.remove(kind);
                self.set_aside.add(kind);
                self.last_set_aside = Some(kind);
                events.push(Event::SetAside { kind });
            }
            if self.tray.is_empty() {
                // House decision: a set-aside that empties the tray ends the game, and
                // nobody took the last chip, so nobody gets the +20.
                self.finish(events);
                return;
            }
        }
        self.current = (self.current + 1) % self.players.len();
        if self.current == self.first {
            self.round += 1;
        }
        self.start_turn(events);
    }

    fn start_turn(&mut self, events: &mut Vec<Event>) {
        self.turn = DiceTurn::new(DICE.len());
        self.picks_owed = 0;
        events.push(Event::TurnStarted {
            player: self.current,
            round: self.round,
        });
    }

    fn finish(&mut self, events: &mut Vec<Event>) {
        self.over = true;
        self.picks_owed = 0;
        events.push(Event::GameOver);
    }
    /// Every action the rules allow now. Real dice: one `EnterDice` stands for all.
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.over {
            return Vec::new();
        }
        let takes = self
            .takeable()
            .into_iter()
            .map(|(kind, from_set_aside)| Action::TakeChip {
                kind,
                from_set_aside,
            });
        if self.picks_owed > 0 {
            return takes.collect();
        }
        let mut out = Vec::new();
        if self.manual {
            if self.turn.rolls < ROLLS {
                out.push(Action::EnterDice { dice: vec![1; 5] });
            }
        } else if self.turn.check_roll(ROLLS).is_ok() {
            out.push(Action::Roll);
        }
        if self.turn.has_rolled() {
            for (die, &held) in self.turn.held.iter().enumerate() {
                out.push(Action::Hold { die, held: !held });
            }
            out.extend(takes);
            if self.may_end_without_chip() {
                out.push(Action::NoChip);
            }
        }
        out
    }
}
