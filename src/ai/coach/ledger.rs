//! The accounts of a review, the same for every game: a game replayed from its setup,
//! each decision valued by the game's `Values`, luck and mistakes added up per player so
//! that `expected_start + luck − lost = final_total` holds exactly (see `coach`).

use super::report::{PlayerReview, ReviewedDecision, ReviewedMove, Roll, COSTLY, LISTED};
use crate::engine::{Action, DiceTurn, Game, RuleError};

/// A decision as a game's values see it.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    /// The round it was made in, from 1.
    pub round: u32,
    /// The dice (or cards) when deciding.
    pub shown: Vec<u8>,
    /// Rolls left in the turn when deciding (0 in Karten-Kniffel).
    pub rolls_left: u8,
    /// What the chance that follows starts from: the dice kept (empty: a new turn).
    pub kept: Vec<u8>,
    /// What the player chose.
    pub chosen: ReviewedMove,
    /// The expected final total after the chosen option.
    pub chosen_value: f64,
    /// The best option by the game's values.
    pub best: ReviewedMove,
    /// The expected final total after the best option.
    pub best_value: f64,
}

impl Judged {
    /// The same decision with every option raised by `by` (`Values::calibration`).
    pub fn raised(mut self, by: f64) -> Judged {
        self.chosen_value += by;
        self.best_value += by;
        self
    }
}

/// The turns still to come after the current one, with `open` boxes (or fields) open:
/// the estimates' calibration counts what each such turn brings beyond their value.
pub fn turns_after(open: usize) -> f64 {
    open.saturating_sub(1) as f64
}

/// A game's values for its review.
pub trait Values {
    /// The expected final total of `player` at the start of `game`, before any roll.
    fn start(&mut self, game: &Game, player: usize) -> f64;
    /// The decisions `action` makes for the player on turn in `game`, judged before it
    /// is applied (none for a move that decides nothing, or cannot be judged: those
    /// count with the luck around them).
    fn judge(&mut self, game: &Game, action: &Action) -> Vec<Judged>;
    /// How much `player`'s values in `game` are raised, the start and every option of a
    /// decision alike: the estimates' calibration (see `turns_after`). A shift that all
    /// options share moves luck between the rolls and the start and leaves mistakes as
    /// they are. None for exact values.
    fn calibration(&self, _game: &Game, _player: usize) -> f64 {
        0.0
    }
}

/// Options closer than this are equal: rounding, not a mistake.
const NOTICEABLE: f64 = 1e-9;

/// One player's running accounts.
struct Ledger {
    start: f64,
    /// The value after the last choice (at first: the start).
    after: f64,
    kept: Vec<u8>,
    luck: f64,
    lost: f64,
    rolls: Vec<Roll>,
    decisions: Vec<ReviewedDecision>,
}

impl Ledger {
    fn new(start: f64) -> Ledger {
        Ledger {
            start,
            after: start,
            kept: Vec::new(),
            luck: 0.0,
            lost: 0.0,
            rolls: Vec::new(),
            decisions: Vec::new(),
        }
    }

    fn decide(&mut self, j: Judged) {
        let chosen = j.chosen_value;
        // The best is at least the chosen (it is the best of the options, the chosen
        // among them); equal options rounded apart are equal.
        let best = if j.best_value - chosen < NOTICEABLE {
            chosen
        } else {
            j.best_value
        };
        let luck = best - self.after;
        self.luck += luck;
        self.rolls.push(Roll {
            round: j.round,
            before: std::mem::take(&mut self.kept),
            after: j.shown.clone(),
            luck,
        });
        self.lost += best - chosen;
        self.decisions.push(ReviewedDecision {
            round: j.round,
            dice: j.shown,
            rolls_left: j.rolls_left,
            best: if best == chosen {
                j.chosen.clone()
            } else {
                j.best
            },
            chosen: j.chosen,
            loss: best - chosen,
        });
        self.after = chosen;
        self.kept = j.kept;
    }

    fn finish(mut self, player: usize, final_total: i32, exact: bool) -> PlayerReview {
        // What came after the last choice (the others' last moves; in an unfinished
        // game the points still to come) is luck too, but no roll to list.
        self.luck += f64::from(final_total) - self.after;
        let judged = self.decisions.len() as u32;
        let mut costly: Vec<ReviewedDecision> = self
            .decisions
            .into_iter()
            .filter(|d| d.loss > NOTICEABLE)
            .collect();
        let mistaken = costly.len() as u32;
        let over = costly.iter().filter(|d| d.loss > COSTLY).count() as u32;
        // Stable sorts: equal ones stay in the order they came.
        costly.sort_by(|a, b| b.loss.total_cmp(&a.loss));
        costly.truncate(LISTED);
        let mut lucky: Vec<Roll> = self
            .rolls
            .iter()
            .filter(|r| r.luck > 1e-6)
            .cloned()
            .collect();
        lucky.sort_by(|a, b| b.luck.total_cmp(&a.luck));
        lucky.truncate(LISTED);
        let mut unlucky: Vec<Roll> = self.rolls.into_iter().filter(|r| r.luck < -1e-6).collect();
        unlucky.sort_by(|a, b| a.luck.total_cmp(&b.luck));
        unlucky.truncate(LISTED);
        PlayerReview {
            player,
            final_total,
            expected_start: self.start,
            luck: self.luck,
            lost: self.lost,
            decisions: judged,
            mistaken,
            costly: over,
            costliest: costly,
            luckiest: lucky,
            unluckiest: unlucky,
            exact,
        }
    }
}

/// Replays `game` from its setup and keeps every player's accounts with `values`.
pub fn account(
    game: &Game,
    values: &mut dyn Values,
    exact: bool,
) -> Result<Vec<PlayerReview>, RuleError> {
    let mut replay = Game::new(game.setup().clone())?;
    let seats = game.setup().players.len();
    let mut ledgers: Vec<Ledger> = (0..seats)
        .map(|p| Ledger::new(values.start(&replay, p) + values.calibration(&replay, p)))
        .collect();
    for action in game.log() {
        if !replay.is_over() {
            let p = replay.current_player();
            let judged = values.judge(&replay, action);
            if !judged.is_empty() {
                let calibration = values.calibration(&replay, p);
                for judged in judged {
                    if let Some(ledger) = ledgers.get_mut(p) {
                        ledger.decide(judged.raised(calibration));
                    }
                }
            }
        }
        replay.apply(action.clone())?;
    }
    let totals = replay.totals();
    Ok(ledgers
        .into_iter()
        .enumerate()
        .map(|(p, l)| l.finish(p, totals.get(p).copied().unwrap_or(0), exact))
        .collect())
}

/// The dice a throw keeps (die by die, None for a die thrown), when `action` is a throw
/// after the first whose keep can be judged. With real dice typed in, a keep is judged
/// only when dice were held and the throw contains them: with nothing held the app
/// cannot tell which dice were picked up, so it does not guess (that step counts with
/// the luck around it).
pub fn judged_keep(turn: &DiceTurn, action: &Action) -> Option<Vec<Option<u8>>> {
    let kept: Vec<Option<u8>> = turn.kept_faces().collect();
    match action {
        Action::Roll | Action::ChipRoll => Some(kept),
        Action::EnterDice { dice } => {
            let faces: Vec<u8> = kept.iter().flatten().copied().collect();
            (!faces.is_empty() && contains(dice, &faces)).then_some(kept)
        }
        _ => None,
    }
}

/// Does the multiset `all` contain the multiset `part`?
fn contains(all: &[u8], part: &[u8]) -> bool {
    let mut rest = all.to_vec();
    part.iter().all(|v| match rest.iter().position(|r| r == v) {
        Some(i) => {
            rest.swap_remove(i);
            true
        }
        None => false,
    })
}
