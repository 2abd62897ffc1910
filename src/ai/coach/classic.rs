//! Classic Kniffel's values for the review: exact, from the solver's table for the
//! game's rules (and joker). Each player is judged on their own sheet with the
//! solitaire-optimal table (the goal is the highest own total), so the strong player,
//! which plays by the same table, makes no mistakes, and luck averages 0.

use super::ledger::{judged_keep, Judged, Values};
use crate::ai::advice::{Advice, Choice};
use crate::ai::kniffel::advice::{advise_with, KeepMemo};
use crate::ai::kniffel::table::SolvedTable;
use crate::engine::{Action, ClassicRules, Game, GameState, SheetGame, Variant};

/// The rules a classic game is played with, None for other game kinds.
pub fn classic_rules(game: &Game) -> Option<ClassicRules> {
    match game.state() {
        GameState::Classic(g) => match g.variant() {
            Variant::Classic { rules } => Some(rules),
            _ => None,
        },
        _ => None,
    }
}

/// The exact values of one rule variant, with the keep values of the position asked
/// last (a turn asks about one position up to three times).
pub struct ClassicValues<'a> {
    table: &'a SolvedTable,
    memo: KeepMemo,
}

impl<'a> ClassicValues<'a> {
    /// The values of `table` (solved for the rules of the game reviewed).
    pub fn new(table: &'a SolvedTable) -> ClassicValues<'a> {
        ClassicValues {
            table,
            memo: KeepMemo::default(),
        }
    }

    /// One decision: `chosen` among the options of `g`'s dice with `rolls_left`.
    fn judged(
        &mut self,
        g: &SheetGame,
        rolls_left: u8,
        chosen: Choice,
        kept: Vec<u8>,
    ) -> Option<Judged> {
        let sheet = &g.players()[g.current_player()].sheet;
        let dice = &g.turn().dice;
        let options = advise_with(&mut self.memo, self.table, sheet, dice, rolls_left);
        judged_among(g, &options, rolls_left, chosen, kept)
    }
}

/// One decision of `g`'s player on turn: `chosen` among the exact `options` of the dice
/// on the table with `rolls_left` (best first).
pub(crate) fn judged_among(
    g: &SheetGame,
    options: &[Advice],
    rolls_left: u8,
    chosen: Choice,
    kept: Vec<u8>,
) -> Option<Judged> {
    // The options' values are the points still to come: the total adds what is on the
    // sheet (bonuses earned included).
    let total = f64::from(g.total(g.current_player()));
    let best = options.first()?;
    let mine = options.iter().find(|a| a.choice == chosen)?;
    Some(Judged {
        round: g.round(),
        shown: g.turn().dice.clone(),
        rolls_left,
        kept,
        chosen_value: total + mine.ev,
        chosen: chosen.into(),
        best_value: total + best.ev,
        best: best.choice.clone().into(),
    })
}

/// The decisions of a sheet turn that `action` takes: a keep at a re-roll; at a Score
/// with rolls left the stop (keep all five), then the box. `judged(rolls_left, chosen,
/// kept)` values each.
pub(crate) fn judge_sheet_turn(
    g: &SheetGame,
    action: &Action,
    judged: impl FnMut(u8, Choice, Vec<u8>) -> Option<Judged>,
) -> Vec<Judged> {
    // The solver knows at most two rolls left; a turn has three rolls.
    judge_sheet_turn_upto(g, action, 2, judged)
}

/// `judge_sheet_turn` for values that know up to `most` rolls left (Maxi Yatzy's saved
/// rolls make a turn longer).
pub(crate) fn judge_sheet_turn_upto(
    g: &SheetGame,
    action: &Action,
    most: u8,
    mut judged: impl FnMut(u8, Choice, Vec<u8>) -> Option<Judged>,
) -> Vec<Judged> {
    if !g.turn().has_rolled() || g.is_over() {
        return Vec::new();
    }
    let dice = g.turn().dice.clone();
    let rolls_left = g.roll_limit().saturating_sub(g.turn().rolls).min(most);
    let mut out = Vec::new();
    match action {
        Action::Score { box_id } => {
            if rolls_left > 0 {
                out.extend(judged(rolls_left, Choice::keep(&dice), dice.clone()));
            }
            out.extend(judged(0, Choice::Box(*box_id), Vec::new()));
        }
        _ if rolls_left > 0 => {
            if let Some(kept) = judged_keep(g.turn(), action) {
                let kept: Vec<u8> = kept.into_iter().flatten().collect();
                out.extend(judged(rolls_left, Choice::keep(&kept), kept));
            }
        }
        _ => {}
    }
    out
}

impl Values for ClassicValues<'_> {
    fn start(&mut self, _game: &Game, _player: usize) -> f64 {
        self.table.start_value()
    }

    /// A keep at a re-roll; at a Score with rolls left the stop (keep all five), then
    /// the box.
    fn judge(&mut self, game: &Game, action: &Action) -> Vec<Judged> {
        let GameState::Classic(g) = game.state() else {
            return Vec::new();
        };
        judge_sheet_turn(g, action, |rolls_left, chosen, kept| {
            self.judged(g, rolls_left, chosen, kept)
        })
    }
}
