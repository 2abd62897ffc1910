//! Finishes of Kniffel Extreme under strong play. The turn on the table is played by
//! the strong Extreme player itself, from the exact dice, holds, rolls and chips; every
//! box still open after it is drawn from the strong player's measured scores for that
//! box with that many boxes open (`extreme_fit`), and the upper bonus is paid when the
//! drawn upper boxes reach it. The strong player plans each turn afresh (about 5 ms), so
//! ten thousand whole games of it would take minutes; the measured scores take
//! microseconds.

use super::dice::SimDice;
use super::extreme_fit::scores;
use crate::ai::player::{Player, View};
use crate::ai::scoresheet::extreme_strong::Strong;
use crate::engine::{
    Action, DieKind, GameRng, GameState, Sheet, SheetGame, EXTREME_BOXES, EXTREME_UPPER_BONUS,
    EXTREME_UPPER_BONUS_AT,
};
use std::collections::HashMap;

/// What an Extreme player's finish depends on.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FinishKey {
    /// Bit `b` set: box `b` (`BoxId as usize`) is open.
    open: u32,
    /// The upper sum, while the bonus is open and still matters.
    upper: i32,
    /// For the player on turn with dice on the table: the dice, holds, rolls taken, chip
    /// handed in, chips left.
    turn: Option<TurnAt>,
}

/// The turn on the table: dice, holds, rolls taken, chip handed in, chips left.
type TurnAt = (Vec<u8>, Vec<bool>, u8, bool, u8);

impl FinishKey {
    /// What the finish of seat `seat` of `g` depends on; `on_turn` when it is on turn with dice on the table.
    pub fn of(g: &SheetGame, seat: usize, on_turn: bool) -> FinishKey {
        let player = &g.players()[seat];
        let sheet = &player.sheet;
        let t = g.turn();
        FinishKey {
            open: open_mask(sheet),
            upper: sheet.upper_sum().min(EXTREME_UPPER_BONUS_AT),
            turn: on_turn.then(|| {
                let (dice, held) = (t.dice.clone(), t.held.clone());
                (dice, held, t.rolls, g.chip_used(), player.chips)
            }),
        }
    }
}

fn open_mask(sheet: &Sheet) -> u32 {
    EXTREME_BOXES
        .iter()
        .filter(|&&b| sheet.is_open(b))
        .fold(0, |m, &b| m | 1 << b as usize)
}

/// A box's measured scores, ready to draw from.
#[derive(Clone)]
struct Draw {
    points: Vec<u16>,
    /// Running sums of the counts.
    upto: Vec<u32>,
}

impl Draw {
    fn new(scores: Vec<(u16, u32)>) -> Draw {
        let mut sum = 0;
        let (points, upto) = scores
            .into_iter()
            .map(|(p, c)| {
                sum += c;
                (p, sum)
            })
            .unzip();
        Draw { points, upto }
    }

    fn draw(&self, dice: &mut SimDice) -> u16 {
        let total = self.upto.last().copied().unwrap_or(0);
        if total == 0 {
            return 0;
        }
        let x = dice.below(total);
        let at = self.upto.partition_point(|&u| u <= x);
        self.points.get(at).copied().unwrap_or(0)
    }
}

/// The strong player and the measured scores, kept between questions.
#[derive(Clone, Default)]
pub struct Plans {
    strong: Strong,
    draws: HashMap<(usize, usize), Draw>,
}

impl Plans {
    /// The points still to come for seat `seat` of `g` in `finishes` games, each a sample.
    pub fn sample(
        &mut self,
        g: &SheetGame,
        seat: usize,
        finishes: usize,
        dice: &mut SimDice,
    ) -> Vec<u32> {
        let on_turn = seat == g.current_player() && g.turn().has_rolled() && !g.is_over();
        let before = g.total(seat);
        (0..finishes)
            .map(|_| {
                let played = on_turn.then(|| self.play_turn(g, dice)).flatten();
                let (sheet, gained) = match &played {
                    Some(after) => (&after.players()[seat].sheet, after.total(seat) - before),
                    None => (&g.players()[seat].sheet, 0),
                };
                (gained.max(0) as u32) + self.rest(sheet, dice)
            })
            .collect()
    }

    /// The turn on the table played to its box by the strong player, its dice from
    /// `dice` (with real dice, typed in as if thrown); None if the rules refuse a move.
    fn play_turn(&mut self, g: &SheetGame, dice: &mut SimDice) -> Option<SheetGame> {
        let mut state = GameState::Extreme(g.clone());
        let mut rng = GameRng::from_seed(u64::from(dice.below(u32::MAX)));
        for _ in 0..64 {
            let action = self.strong.act(View::new(&state))?;
            let scored = matches!(action, Action::Score { .. });
            let throws = matches!(action, Action::Roll | Action::ChipRoll);
            if !(g.manual() && matches!(action, Action::Roll)) {
                state.apply(&action, &mut rng).ok()?;
            }
            if g.manual() && throws {
                let thrown = Action::EnterDice {
                    dice: thrown_by_hand(&state, dice)?,
                };
                state.apply(&thrown, &mut rng).ok()?;
            }
            if scored {
                let GameState::Extreme(after) = state else {
                    return None;
                };
                return Some(after);
            }
        }
        None
    }
}

/// The dice of a throw with real dice: the held ones as they are, the others drawn.
fn thrown_by_hand(state: &GameState, dice: &mut SimDice) -> Option<Vec<u8>> {
    let GameState::Extreme(g) = state else {
        return None;
    };
    let t = g.turn();
    let faces = g.variant().dice();
    Some(
        (0..t.dice.len())
            .map(|i| match (t.held.get(i), faces.get(i)) {
                (Some(true), _) => t.dice[i],
                (_, Some(DieKind::Ten)) => dice.below(10) as u8,
                _ => 1 + dice.below(6) as u8,
            })
            .collect(),
    )
}

impl Plans {
    /// Points the open boxes of `sheet` bring, drawn from the measured scores, with the
    /// upper bonus if they reach it.
    fn rest(&mut self, sheet: &Sheet, dice: &mut SimDice) -> u32 {
        let open: Vec<usize> = EXTREME_BOXES
            .iter()
            .filter(|&&b| sheet.is_open(b))
            .map(|&b| b as usize)
            .collect();
        let mut points = 0u32;
        let mut upper = sheet.upper_sum();
        for &b in &open {
            let draw = self
                .draws
                .entry((open.len(), b))
                .or_insert_with(|| Draw::new(scores(open.len(), b)));
            let p = draw.draw(dice);
            points += p as u32;
            if EXTREME_BOXES[b].upper_face().is_some() {
                upper += p as i32;
            }
        }
        if sheet.upper_sum() < EXTREME_UPPER_BONUS_AT && upper >= EXTREME_UPPER_BONUS_AT {
            points += EXTREME_UPPER_BONUS as u32;
        }
        points
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{DiceSource, Game, GameKind, Setup};

    #[test]
    fn the_turn_on_the_table_is_played_with_real_dice_too() {
        for manual in [false, true] {
            let mut setup = Setup::new(GameKind::Extreme, &["Ada", "Bo"]).with_seed(3);
            if manual {
                setup.dice = DiceSource::Manual;
            }
            let mut game = Game::new(setup).expect("a setup");
            let first = if manual {
                Action::EnterDice {
                    dice: vec![1, 1, 2, 4, 6, 0],
                }
            } else {
                Action::Roll
            };
            game.apply(first).expect("a throw");
            let GameState::Extreme(g) = game.state() else {
                unreachable!("an Extreme game")
            };
            let mut plans = Plans::default();
            let mut dice = SimDice::new(1);
            for _ in 0..20 {
                let after = plans.play_turn(g, &mut dice).expect("a turn played");
                assert_eq!(after.players()[0].sheet.filled_count(), 1, "{manual}");
            }
        }
    }
}
