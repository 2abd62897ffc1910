//! Generala's values for the review: exact, from the solitaire table of the game's
//! rules (`ai::generala`). Each player is judged on their own sheet for the highest own
//! total, as in classic Kniffel: the expected-score player makes no mistakes. (The
//! strong player, which plays to win, may give up points on purpose: its "mistakes"
//! here are points traded for the chance to win.)

use super::ledger::{judged_keep, Judged, Values};
use crate::ai::advice::{Advice, Choice};
use crate::ai::generala::advice::{box_options, keep_options};
use crate::ai::generala::table::{table, GeneralaTable};
use crate::engine::{Action, Game, GameState, GeneralaRules, SheetGame, Variant};

/// The rules a Generala game is played with, None for other game kinds.
pub fn generala_rules(game: &Game) -> Option<GeneralaRules> {
    match game.state() {
        GameState::Generala(g) => match g.variant() {
            Variant::Generala { rules } => Some(rules),
            _ => None,
        },
        _ => None,
    }
}

/// The exact values of one rule variant.
pub struct GeneralaValues {
    table: &'static GeneralaTable,
}

impl GeneralaValues {
    /// The values of `rules`' table (solved here if no one asked for it before).
    pub fn new(rules: GeneralaRules) -> GeneralaValues {
        GeneralaValues {
            table: table(rules),
        }
    }

    /// One decision: `chosen` among `options` of `g`'s dice with `rolls_left`.
    fn judged(
        g: &SheetGame,
        rolls_left: u8,
        mut options: Vec<Advice>,
        chosen: Choice,
        kept: Vec<u8>,
    ) -> Option<Judged> {
        options.sort_by(|a, b| b.ev.total_cmp(&a.ev));
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
}

impl Values for GeneralaValues {
    fn start(&mut self, _game: &Game, _player: usize) -> f64 {
        self.table.start_value()
    }

    /// A keep at a re-roll; at a Score with rolls left the stop (keep all five), then
    /// the box, served on the first roll.
    fn judge(&mut self, game: &Game, action: &Action) -> Vec<Judged> {
        let GameState::Generala(g) = game.state() else {
            return Vec::new();
        };
        if !g.turn().has_rolled() || g.is_over() {
            return Vec::new();
        }
        let t = self.table;
        let dice = g.turn().dice.clone();
        let s = t.state_of(&g.players()[g.current_player()].sheet);
        let rolls_left = g.roll_limit().saturating_sub(g.turn().rolls).min(2);
        let turn = t.expected_turn(s);
        let keeps = || keep_options(&turn, &dice, rolls_left);
        let mut out = Vec::new();
        match action {
            Action::Score { box_id } => {
                if rolls_left > 0 {
                    let all = Choice::keep(&dice);
                    out.extend(Self::judged(g, rolls_left, keeps(), all, dice.clone()));
                }
                let boxes = box_options(t, s, &dice, rolls_left, |next, p| {
                    f64::from(p) + t.value(next)
                });
                // Judged as a decision after the last roll (the box alone).
                out.extend(Self::judged(g, 0, boxes, Choice::Box(*box_id), Vec::new()));
            }
            _ if rolls_left > 0 => {
                if let Some(kept) = judged_keep(g.turn(), action) {
                    let kept: Vec<u8> = kept.into_iter().flatten().collect();
                    let chosen = Choice::keep(&kept);
                    out.extend(Self::judged(g, rolls_left, keeps(), chosen, kept));
                }
            }
            _ => {}
        }
        out
    }
}
