//! The rules state of the game being played, one variant per game kind, and the one
//! place that tells the kinds apart (`GameState::rules`).

use super::action::Action;
use super::cards::CardsGame;
use super::duel::DuelGame;
use super::error::RuleError;
use super::event::Event;
use super::kind::GameKind;
use super::rng::GameRng;
use super::rules::{DiceTurnRules, GameRules};
use super::scoresheet::game::SheetGame;
use super::setup::Setup;
use serde::{Deserialize, Serialize};

/// The rules state of the game being played, by kind.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum GameState {
    /// Classic Kniffel.
    Classic(SheetGame),
    /// Kniffel Extreme.
    Extreme(SheetGame),
    /// Kniffel Dice Duel.
    Duel(DuelGame),
    /// Karten-Kniffel.
    Cards(CardsGame),
    /// Yatzy.
    Yatzy(SheetGame),
    /// Maxi Yatzy.
    MaxiYatzy(SheetGame),
    /// Generala.
    Generala(SheetGame),
}

impl GameState {
    /// The state of a new game of `setup`'s kind, nothing played yet.
    pub(super) fn new(setup: &Setup, rng: &mut GameRng) -> Result<GameState, RuleError> {
        Ok(match setup.kind {
            GameKind::Classic => GameState::Classic(SheetGame::new(setup)),
            GameKind::Extreme => GameState::Extreme(SheetGame::new(setup)),
            GameKind::Duel => GameState::Duel(DuelGame::new(setup)),
            GameKind::Cards => GameState::Cards(CardsGame::new(setup, rng)),
            GameKind::Yatzy => GameState::Yatzy(SheetGame::new(setup)),
            GameKind::MaxiYatzy => GameState::MaxiYatzy(SheetGame::new(setup)),
            GameKind::Generala => GameState::Generala(SheetGame::new(setup)),
        })
    }

    /// The rules of the game being played: the one place that tells the kinds apart.
    pub fn rules(&self) -> &dyn GameRules {
        match self {
            GameState::Classic(g)
            | GameState::Extreme(g)
            | GameState::Yatzy(g)
            | GameState::MaxiYatzy(g)
            | GameState::Generala(g) => g,
            GameState::Duel(g) => g,
            GameState::Cards(g) => g,
        }
    }

    /// `rules`, to change the state through.
    fn rules_mut(&mut self) -> &mut dyn GameRules {
        match self {
            GameState::Classic(g)
            | GameState::Extreme(g)
            | GameState::Yatzy(g)
            | GameState::MaxiYatzy(g)
            | GameState::Generala(g) => g,
            GameState::Duel(g) => g,
            GameState::Cards(g) => g,
        }
    }

    /// Validates and performs `action`; on refusal nothing has changed.
    ///
    /// # Errors
    ///
    /// The `RuleError` that says why the rules refuse the action now.
    pub fn apply(&mut self, action: &Action, rng: &mut GameRng) -> Result<Vec<Event>, RuleError> {
        self.rules_mut().apply(action, rng)
    }

    /// Duplicate: every player's turn N is thrown from the same dice stream.
    pub fn same_dice(&self) -> bool {
        self.sheet_game().is_some_and(SheetGame::same_dice)
    }

    /// The state as the phone of `seat` may see it: no other hand (Karten-Kniffel), no
    /// other seat's dice in a running Duplicate game.
    pub(super) fn seen_by(&self, seat: usize) -> GameState {
        match self {
            GameState::Cards(c) => GameState::Cards(c.seen_by(seat)),
            GameState::Classic(g) => GameState::Classic(g.seen_by(seat)),
            GameState::Extreme(g) => GameState::Extreme(g.seen_by(seat)),
            GameState::Yatzy(g) => GameState::Yatzy(g.seen_by(seat)),
            GameState::MaxiYatzy(g) => GameState::MaxiYatzy(g.seen_by(seat)),
            GameState::Generala(g) => GameState::Generala(g.seen_by(seat)),
            GameState::Duel(d) => GameState::Duel(d.clone()),
        }
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.rules().is_over()
    }

    /// The seat on turn (the last one to move once the game is over).
    pub fn current_player(&self) -> usize {
        self.rules().current_player()
    }

    /// The round being played, from 1.
    pub fn round(&self) -> u32 {
        self.rules().round()
    }

    /// Every player's total as it stands, by seat.
    pub fn totals(&self) -> Vec<i32> {
        self.rules().totals()
    }

    /// Conservation checks for tests and the simulator: every box filled at most once,
    /// 28 chips and 108 cards accounted for. `Err` names what is broken.
    ///
    /// # Errors
    ///
    /// A description of the first broken invariant.
    pub fn check_invariants(&self) -> Result<(), String> {
        self.rules().check_invariants()
    }

    /// Every action the rules allow now (for the random bot and property tests).
    pub fn legal_actions(&self) -> Vec<Action> {
        self.rules().legal_actions()
    }

    /// The scoresheet game being played (classic Kniffel, Extreme, Yatzy, Maxi Yatzy,
    /// Generala); None for Dice Duel and Karten-Kniffel.
    pub fn sheet_game(&self) -> Option<&SheetGame> {
        match self {
            GameState::Classic(g)
            | GameState::Extreme(g)
            | GameState::Yatzy(g)
            | GameState::MaxiYatzy(g)
            | GameState::Generala(g) => Some(g),
            GameState::Duel(_) | GameState::Cards(_) => None,
        }
    }

    /// The seat that won outright, first whatever the totals (a Generala servida).
    pub fn won_outright(&self) -> Option<usize> {
        self.rules().won_outright()
    }

    /// What the dice turn allows now; None in Karten-Kniffel.
    pub fn dice_turn(&self) -> Option<DiceTurnRules> {
        self.rules().dice_turn()
    }
}
