//! The contract every game kind implements. `GameState::rules` is the one place that
//! picks the game; the session, the bots and the screens ask the contract what the rules
//! allow (may the player roll, buy a 4th roll, does holding still matter) instead of
//! working it out themselves.

use super::action::Action;
use super::cards::CardsGame;
use super::duel::{DuelGame, ROLLS as DUEL_ROLLS};
use super::error::RuleError;
use super::event::Event;
use super::rng::GameRng;
use super::scoresheet::game::SheetGame;

/// What the rules allow in the dice turn now (the dice games only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiceTurnRules {
    /// Rolls taken this turn.
    pub rolls: u8,
    /// Rolls this turn may have now (Kniffel Extreme: 4 once a chip was handed in).
    pub roll_limit: u8,
    /// Another roll is allowed now (with real dice: typing in the next throw).
    pub may_roll: bool,
    /// Kniffel Extreme: a chip may be handed in for a 4th roll now.
    pub may_buy_roll: bool,
    /// Holding dice still matters: a roll is left, or a chip could buy one.
    pub hold_matters: bool,
    /// Real dice typed in (score pad) instead of the app's rolls.
    pub manual: bool,
}

/// The rules of one game kind: its state machine, its standings and its checks.
pub trait GameRules {
    /// Validates and performs `action`; on refusal nothing has changed.
    ///
    /// # Errors
    ///
    /// The `RuleError` that says why the rules refuse the action now.
    fn apply(&mut self, action: &Action, rng: &mut GameRng) -> Result<Vec<Event>, RuleError>;
    /// Every action the rules allow now (the random bot and property tests use it).
    fn legal_actions(&self) -> Vec<Action>;
    /// Whether the game has ended.
    fn is_over(&self) -> bool;
    /// The player whose turn it is (the last one to move once the game is over).
    fn current_player(&self) -> usize;
    /// The round being played, from 1.
    fn round(&self) -> u32;
    /// Every player's total as it stands.
    fn totals(&self) -> Vec<i32>;
    /// Conservation checks: every box filled at most once, 28 chips and 108 cards
    /// accounted for. `Err` names what is broken.
    ///
    /// # Errors
    ///
    /// A description of the first broken invariant.
    fn check_invariants(&self) -> Result<(), String>;
    /// The dice turn's limits; None for a game without dice.
    fn dice_turn(&self) -> Option<DiceTurnRules>;
    /// The seat that won outright, ranking first whatever the totals (a Generala
    /// servida); None when the totals decide.
    fn won_outright(&self) -> Option<usize> {
        None
    }
}

/// The contract's methods each game kind already has as inherent methods of the same
/// name (the kinds keep them inherent so their own tests need no trait import).
macro_rules! inherent_rules {
    ($kind:ty) => {
        fn apply(&mut self, action: &Action, rng: &mut GameRng) -> Result<Vec<Event>, RuleError> {
            <$kind>::apply(self, action, rng)
        }
        fn legal_actions(&self) -> Vec<Action> {
            <$kind>::legal_actions(self)
        }
        fn totals(&self) -> Vec<i32> {
            <$kind>::totals(self)
        }
        fn check_invariants(&self) -> Result<(), String> {
            <$kind>::check_invariants(self)
        }
    };
}

impl GameRules for SheetGame {
    inherent_rules!(SheetGame);
    fn is_over(&self) -> bool {
        SheetGame::is_over(self)
    }
    fn current_player(&self) -> usize {
        SheetGame::current_player(self)
    }
    fn round(&self) -> u32 {
        SheetGame::round(self)
    }
    fn won_outright(&self) -> Option<usize> {
        self.servida()
    }
    fn dice_turn(&self) -> Option<DiceTurnRules> {
        let over = self.is_over();
        let rolls = self.turn().rolls;
        let roll_limit = self.roll_limit();
        let may_roll = !over && rolls < roll_limit;
        let chip_left =
            !over && !self.chip_used() && self.players()[self.current_player()].chips > 0;
        Some(DiceTurnRules {
            rolls,
            roll_limit,
            may_roll,
            may_buy_roll: self.can_chip_roll(),
            hold_matters: may_roll || chip_left,
            manual: self.manual(),
        })
    }
}

impl GameRules for DuelGame {
    inherent_rules!(DuelGame);
    fn is_over(&self) -> bool {
        DuelGame::is_over(self)
    }
    fn current_player(&self) -> usize {
        DuelGame::current_player(self)
    }
    fn round(&self) -> u32 {
        DuelGame::round(self)
    }
    fn dice_turn(&self) -> Option<DiceTurnRules> {
        let rolls = self.turn().rolls;
        let roll_left = !self.is_over() && rolls < DUEL_ROLLS;
        Some(DiceTurnRules {
            rolls,
            roll_limit: DUEL_ROLLS,
            // While a Kniffel's chips are being taken the dice rest.
            may_roll: roll_left && self.picks_owed() == 0,
            may_buy_roll: false,
            hold_matters: roll_left,
            manual: self.manual(),
        })
    }
}

impl GameRules for CardsGame {
    inherent_rules!(CardsGame);
    fn is_over(&self) -> bool {
        CardsGame::is_over(self)
    }
    fn current_player(&self) -> usize {
        CardsGame::current_player(self)
    }
    fn round(&self) -> u32 {
        CardsGame::round(self)
    }
    fn dice_turn(&self) -> Option<DiceTurnRules> {
        None
    }
}
