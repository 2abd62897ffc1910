//! Kniffel Extreme's values for the review: the strong Extreme player's own estimate of
//! each option (`scoresheet::extreme_strong::estimate`: its fitted model of the sheet,
//! searched exactly once two boxes are left), so luck and mistakes are estimates.
//!
//! The model values a box at what it tends to bring, but a player picks each turn's
//! box among the open ones after seeing the dice, which brings more: greedy games
//! gained 31 to 37 points of luck on it on average. The review adds `PER_TURN` for
//! every turn still to come after the current one (the same for every option of a
//! decision, so mistakes stay the player's own), which takes the mean luck to about 0.

use super::ledger::{judged_keep, turns_after, Judged, Values};
use super::report::ReviewedMove;
use crate::ai::advice::Choice;
use crate::ai::scoresheet::extreme_strong::{estimate, sheet_estimate};
use crate::engine::{Action, Game, GameState, SheetGame, EXTREME_BOXES};

/// Where the ten-sided die lies among an Extreme throw's dice (after the five d6).
const TEN: usize = 5;

/// What a turn brings beyond the model's worth of the box it fills: the mean luck of
/// greedy games (`pasch-cli simulate … --logs`, then `review`: 31.4, 37.3, 31.2 and
/// 33.9 points in four samples of 500 to 1,000 games, 33.3 together) over the 21 turns
/// after the first.
pub const PER_TURN: f64 = 1.58;

/// The strong Extreme player's estimates.
pub struct ExtremeValues;

/// The calibration of `player`'s values in `g` (see the module above).
fn calibration(g: &SheetGame, player: usize) -> f64 {
    let open = g.players()[player].sheet.open_in(&EXTREME_BOXES).count();
    PER_TURN * turns_after(open)
}

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
            chosen: ReviewedMove::from(chosen),
            best_value: total + best.ev,
            best: ReviewedMove::from(best.choice.clone()),
        }]
    }

    fn calibration(&self, game: &Game, player: usize) -> f64 {
        match game.state() {
            GameState::Extreme(g) => calibration(g, player),
            _ => 0.0,
        }
    }
}
