//! The win chances over a whole game, for its end screen: each player's chance at the
//! start and after every round, and the turning point, the move after which the chances
//! had changed most (half the sum of the players' changes: the share of the win that
//! moved from some players to others).

use super::chances::{sheet_game, WinChance, WinChanceError, SERIES_FINISHES};
use crate::engine::game::{Action, Game, GameState};
use crate::engine::scoresheet::sheet::BoxId;
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
    /// The box it filled, and with how many points.
    pub box_id: BoxId,
    pub points: i32,
    /// Half the sum of the players' changes of chance (0 to 1).
    pub swing: f64,
}

impl WinChance {
    /// The chances of `game` round by round, replaying its log from the start, out of
    /// `SERIES_FINISHES` games from each position.
    ///
    /// # Errors
    ///
    /// As `chances`, and `Replay` if the log does not replay (it always should: it is a
    /// game's own).
    pub fn series(&mut self, game: &Game) -> Result<Series, WinChanceError> {
        sheet_game(game)?;
        let replay_error = |e: crate::engine::RuleError| WinChanceError::Replay(e.to_string());
        // Every position the replay asks about, simulated together first.
        let mut replay = Game::new(game.setup().clone()).map_err(replay_error)?;
        let mut positions = vec![sheet_game(&replay)?.clone()];
        for action in game.log() {
            replay.apply(action.clone()).map_err(replay_error)?;
            if matches!(action, Action::Score { .. }) {
                positions.push(sheet_game(&replay)?.clone());
            }
        }
        self.simulate_together(&positions, SERIES_FINISHES)?;
        let mut replay = Game::new(game.setup().clone()).map_err(replay_error)?;
        let mut now = self.chances_with(&replay, SERIES_FINISHES)?;
        let mut rounds = vec![now.clone()];
        let mut turning: Option<TurningPoint> = None;
        for action in game.log() {
            let (round, seat) = (replay.state().round(), replay.current_player());
            replay.apply(action.clone()).map_err(replay_error)?;
            let Action::Score { box_id } = action else {
                continue;
            };
            let next = self.chances_with(&replay, SERIES_FINISHES)?;
            let swing = next
                .iter()
                .zip(&now)
                .map(|(a, b)| (a - b).abs())
                .sum::<f64>()
                / 2.0;
            if turning.as_ref().is_none_or(|t| swing > t.swing) {
                let points = match replay.state() {
                    GameState::Classic(g) | GameState::Extreme(g) => {
                        g.players()[seat].sheet.get(*box_id).unwrap_or(0)
                    }
                    _ => 0,
                };
                turning = Some(TurningPoint {
                    round,
                    seat,
                    box_id: *box_id,
                    points,
                    swing,
                });
            }
            if replay.state().round() != round || replay.state().is_over() {
                rounds.push(next.clone());
            }
            now = next;
        }
        Ok(Series { rounds, turning })
    }
}
