//! Yatzy's values for the review: exact, from the table of the game's house rules
//! (`ai::yatzy`), judged as classic Kniffel's are (`classic::judged_among`): the strong
//! Yatzy player makes no mistakes, and luck averages 0.

use super::classic::{judge_sheet_turn, judged_among};
use super::ledger::{Judged, Values};
use crate::ai::yatzy::advice::{advise_with, YatzyKeepMemo};
use crate::ai::yatzy::YatzyTable;
use crate::engine::{Action, Game, GameState, Variant, YatzyRules};

/// The house rules a Yatzy game is played with, None for other game kinds.
pub fn yatzy_rules(game: &Game) -> Option<YatzyRules> {
    match game.state() {
        GameState::Yatzy(g) => match g.variant() {
            Variant::Yatzy { rules } => Some(rules),
            _ => None,
        },
        _ => None,
    }
}

/// The exact values of one Yatzy rule set, with the keep values of the state asked last.
pub struct YatzyValues<'a> {
    table: &'a YatzyTable,
    memo: YatzyKeepMemo,
}

impl<'a> YatzyValues<'a> {
    /// The values of `table` (solved for the rules of the game reviewed).
    pub fn new(table: &'a YatzyTable) -> YatzyValues<'a> {
        YatzyValues {
            table,
            memo: YatzyKeepMemo::default(),
        }
    }
}

impl Values for YatzyValues<'_> {
    fn start(&mut self, _game: &Game, _player: usize) -> f64 {
        self.table.start_value()
    }

    fn judge(&mut self, game: &Game, action: &Action) -> Vec<Judged> {
        let GameState::Yatzy(g) = game.state() else {
            return Vec::new();
        };
        let (table, memo) = (self.table, &mut self.memo);
        judge_sheet_turn(g, action, |rolls_left, chosen, kept| {
            let sheet = &g.players()[g.current_player()].sheet;
            let options = advise_with(memo, table, sheet, &g.turn().dice, rolls_left);
            judged_among(g, &options, rolls_left, chosen, kept)
        })
    }
}
