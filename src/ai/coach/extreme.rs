//! Kniffel Extreme's values for the review: the strong Extreme player's own estimate of
//! each option (`scoresheet::extreme_strong::estimate`: its fitted model of the sheet,
//! searched exactly once two boxes are left), so luck and mistakes are estimates.

use super::ledger::{judged_keep, Judged, Values};
use super::report::Move;
use crate::ai::advice::Choice;
use crate::ai::scoresheet::extreme_strong::{estimate, sheet_estimate};
use crate::engine::game::{Action, Game, GameState};

/// Where the ten-sided die lies among an Extreme throw's dice (after the five d6).
const TEN: usize = 5;

/// The strong Extreme player's estimates.
pub struct ExtremeValues;

impl Values for ExtremeValues {
    fn start(&mut self, game: &Game, _player: usize) -> f64 {
        match game.state() {
            GameState::Extreme(g) => sheet_estimate(g),
            _ => 0.0,
        }
    }

    /// A hold at a throw (a roll, a chip's 4th roll, real dice typed in), or a box.
    fn judge(&mut self, game: &Game, action: &Action) -> Vec<Judged> {
        let GameState::Extreme(g) = game.state() else {
            return Vec::new();
        };
        if !g.turn().has_rolled() || g.is_over() {
            return Vec::new();
        }
        let (chosen, kept) = match action {
            Action::Score { box_id } => (Choice::Box(*box_id), Vec::new()),
            _ => match judged_keep(g.turn(), action) {
                Some(kept) => {
                    let mut sixes: Vec<u8> = Vec::new();
                    let mut ten = None;
                    for (i, face) in kept.iter().enumerate() {
                        match (i, face) {
                            (TEN, Some(f)) => ten = Some(*f),
                            (_, Some(f)) => sixes.push(*f),
                            _ => {}
                        }
                    }
                    sixes.sort_unstable();
                    let all: Vec<u8> = kept.into_iter().flatten().collect();
                    (Choice::Keep { dice: sixes, ten }, all)
                }
                None => return Vec::new(),
            },
        };
        let options = estimate(g);
        let (Some(best), Some(mine)) =
            (options.first(), options.iter().find(|a| a.choice == chosen))
        else {
            return Vec::new();
        };
        let total = f64::from(g.total(g.current_player()));
        let rolls_left = g.roll_limit().saturating_sub(g.turn().rolls);
        vec![Judged {
            round: g.round(),
            shown: g.turn().dice.clone(),
            rolls_left,
            kept,
            chosen_value: total + mine.ev,
            chosen: Move::from(chosen),
            best_value: total + best.ev,
            best: Move::from(best.choice.clone()),
        }]
    }
}
