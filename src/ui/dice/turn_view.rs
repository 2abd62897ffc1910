//! What the shared dice components (dice tray, roll button, score-pad entry) need to
//! know about the turn, whichever game it belongs to. Each game screen provides one
//! `TurnView` as context.

use crate::engine::{DiceTurn, DiceTurnRules, DieKind, GameRules};
use crate::ui::shared::bot_turn::BotAwaitsThrow;
use crate::ui::sheet::ctx::SheetCtx;
use leptos::prelude::*;

/// The turn as the shared dice components see it, whichever game it belongs to
/// (provided as context by each game screen).
#[derive(Clone, Copy)]
pub struct TurnView {
    /// The dice of this turn: faces, holds and rolls made.
    pub turn: Signal<DiceTurn>,
    /// Whose turn it is (a new player's first roll tumbles every die).
    pub current: Signal<usize>,
    /// The current player's name.
    pub player: Signal<String>,
    /// Rolls this turn may have.
    pub roll_limit: Signal<u8>,
    /// A human may roll and hold now (not a computer's turn, not over, nothing else
    /// to finish first).
    pub dice_active: Signal<bool>,
    /// A computer player is to move.
    pub bot_turn: Signal<bool>,
    /// Real dice: the computer on turn waits for people to throw for it.
    pub bot_awaits_throw: Signal<bool>,
    /// Holding dice still matters: another roll is left (Extreme: or a chip could buy
    /// one).
    pub hold_matters: Signal<bool>,
    /// The kind of each die, in table order (Extreme: one is ten-sided).
    pub kinds: &'static [DieKind],
    /// Real dice typed in (score pad) instead of the app's rolls.
    pub manual: bool,
}

impl TurnView {
    /// The turn of classic Kniffel and Kniffel Extreme.
    pub fn of_sheet(ctx: SheetCtx) -> TurnView {
        let sg = ctx.sg;
        TurnView {
            turn: Memo::new(move |_| sg.with(|s| s.turn().clone())).into(),
            current: Memo::new(move |_| sg.with(|s| s.current_player())).into(),
            player: Memo::new(move |_| ctx.players.name(sg.with(|s| s.current_player()))).into(),
            roll_limit: Memo::new(move |_| sg.with(|s| limits(s.dice_turn()).0)).into(),
            dice_active: ctx.human_turn.into(),
            bot_turn: Memo::new(move |_| !ctx.human_turn.get() && sg.with(|s| !s.is_over())).into(),
            bot_awaits_throw: expect_context::<BotAwaitsThrow>().0,
            hold_matters: Memo::new(move |_| sg.with(|s| limits(s.dice_turn()).1)).into(),
            kinds: sg.with_untracked(|s| s.variant().dice()),
            manual: sg.with_untracked(|s| s.manual()),
        }
    }
}

/// The roll limit and whether holding matters, as the game's rules say (see
/// `GameRules::dice_turn`); a game without dice has neither.
pub fn limits(rules: Option<DiceTurnRules>) -> (u8, bool) {
    rules.map_or((0, false), |t| (t.roll_limit, t.hold_matters))
}
