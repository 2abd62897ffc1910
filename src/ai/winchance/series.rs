//! The win chances over a whole game, for its end screen: each player's chance at the
//! start and after every round, and the turning point, the move after which the chances
//! had changed most (half the sum of the players' changes: the share of the win that
//! moved from some players to others).

use super::chances::{sheet_game, Simulations, WinCalculator, WinChanceError, SERIES_FINISHES};
use super::finish::win_chances;
use super::generala;
use crate::engine::{Action, BoxId, ClassicRules, Game, SheetGame, Variant};
use serde::{Deserialize, Serialize};

/// The win chances of a game round by round.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Series {
    /// Each player's chance (by seat) at the start and after every round played: entry 0
    /// is the start, entry r the end of round r.
    pub rounds: Vec<Vec<f64>>,
    /// The move that changed the chances most (none before the first box is filled).
    pub turning: Option<TurningPoint>,
}

/// The move that changed the chances most.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TurningPoint {
    /// Its round (from 1).
    pub round: u32,
    /// The seat that moved.
    pub seat: usize,
    /// The box it filled.
    pub box_id: BoxId,
    /// The points it filled the box with.
    pub points: i32,
    /// Half the sum of the players' changes of chance (0 to 1).
    pub swing: f64,
}

/// A move of the replay that filled a box, and the position it left.
struct Filled {
    /// Its round (from 1) and the seat that moved.
    round: u32,
    seat: usize,
    box_id: BoxId,
    /// The position after it.
    after: SheetGame,
    /// It ended its round (or the game).
    ends_round: bool,
}

impl WinCalculator {
    /// The chances of `game` round by round, replaying its log from the start, out of
    /// `SERIES_FINISHES` games from each position.
    ///
    /// # Errors
    ///
    /// As `chances`, and `Replay` if the log does not replay (it always should: it is a
    /// game's own).
    pub fn series(&mut self, game: &Game) -> Result<Series, WinChanceError> {
        sheet_game(game)?;
        let (start, filled) = replay_fills(game)?;
        // Every position the series asks about, simulated together first.
        let positions: Vec<&SheetGame> = std::iter::once(&start)
            .chain(filled.iter().map(|f| &f.after))
            .collect();
        self.simulate_together(&positions, SERIES_FINISHES)?;
        let mut now = self.chances_at(&start)?;
        let mut rounds = vec![now.clone()];
        let mut turning: Option<TurningPoint> = None;
        for f in &filled {
            let next = self.chances_at(&f.after)?;
            let swing = next
                .iter()
                .zip(&now)
                .map(|(a, b)| (a - b).abs())
                .sum::<f64>()
                / 2.0;
            if turning.as_ref().is_none_or(|t| swing > t.swing) {
                turning = Some(TurningPoint {
                    round: f.round,
                    seat: f.seat,
                    box_id: f.box_id,
                    points: f.after.players()[f.seat].sheet.get(f.box_id).unwrap_or(0),
                    swing,
                });
            }
            if f.ends_round {
                rounds.push(next.clone());
            }
            now = next;
        }
        // A Generala servida ends the game on a roll, no box filled: its end too.
        let end = sheet_game(game)?;
        if end.servida().is_some() {
            rounds.push(self.chances_at(end)?);
        }
        Ok(Series { rounds, turning })
    }

    /// The chances in position `g` of the series (Generala's exact, the others' from
    /// `SERIES_FINISHES` games).
    fn chances_at(&mut self, g: &SheetGame) -> Result<Vec<f64>, WinChanceError> {
        if matches!(g.variant(), Variant::Generala { .. }) {
            return Ok(generala::chances(g));
        }
        Ok(win_chances(&self.finishes_of(g, SERIES_FINISHES)?))
    }

    /// The simulations the series of `game` still needs, to be worked out elsewhere and
    /// handed back with `take` (as `pending`): Kniffel only.
    pub fn pending_series(&self, game: &Game) -> Option<(ClassicRules, Simulations)> {
        sheet_game(game).ok()?;
        let (start, filled) = replay_fills(game).ok()?;
        let positions: Vec<&SheetGame> = std::iter::once(&start)
            .chain(filled.iter().map(|f| &f.after))
            .collect();
        self.pending_of(&positions, SERIES_FINISHES)
    }
}

/// `game` replayed from its start: the start's position and every move that filled a box.
fn replay_fills(game: &Game) -> Result<(SheetGame, Vec<Filled>), WinChanceError> {
    let replay_error = |e: crate::engine::RuleError| WinChanceError::Replay(e.to_string());
    let mut replay = Game::new(game.setup().clone()).map_err(replay_error)?;
    let start = sheet_game(&replay)?.clone();
    let mut filled = Vec::new();
    for action in game.log() {
        let (round, seat) = (replay.state().round(), replay.current_player());
        replay.apply(action.clone()).map_err(replay_error)?;
        if let Action::Score { box_id } = action {
            filled.push(Filled {
                round,
                seat,
                box_id: *box_id,
                after: sheet_game(&replay)?.clone(),
                ends_round: replay.state().round() != round || replay.state().is_over(),
            });
        }
    }
    Ok((start, filled))
}
