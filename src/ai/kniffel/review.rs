//! "How well did I play": a finished (or running) classic Kniffel game replayed from its
//! setup and action log, every decision valued by the exact solver against the best one.
//! Each player is judged on their own sheet with the solitaire-optimal table (the goal is
//! the highest own total), so the expected points lost add up over a player's decisions.

use super::advice::{advise_with, KeepMemo};
use super::table::Table;
use crate::ai::advice::{Advice, Choice};
use crate::engine::game::GameState;
use crate::engine::scoresheet::classic::ClassicRules;
use crate::engine::scoresheet::{SheetGame, Variant};
use crate::engine::{Action, Game, RuleError, Setup};

/// One decision a player made, with what was best at that moment.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Decision {
    /// The round it was made in, from 1.
    pub round: u32,
    /// The dice on the table when deciding.
    pub dice: Vec<u8>,
    /// Rolls left when deciding (0: the box choice).
    pub rolls_left: u8,
    /// What the player did: a keep (all five: stop rolling) or a box.
    pub chosen: Choice,
    /// What the solver rates best.
    pub best: Choice,
    /// Expected points lost against `best` (0 when the choice was as good).
    pub loss: f64,
}

/// One player's review.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct PlayerReview {
    /// The player's seat.
    pub player: usize,
    /// Total expected points lost against optimal play.
    pub lost: f64,
    /// The costliest decisions, costliest first (at most three, each with a loss).
    pub costliest: Vec<Decision>,
}

/// Losses below this are rounding, not mistakes (equal options differ by ~1e-12).
const NOTICEABLE: f64 = 1e-9;

/// How many costliest decisions a review lists.
pub const COSTLIEST: usize = 3;

/// The rules a classic game is played with, None for other game kinds.
pub fn classic_rules(game: &Game) -> Option<ClassicRules> {
    match game.state() {
        GameState::Classic(g) => match g.variant() {
            Variant::Classic { rules } => Some(rules),
            Variant::Extreme => None,
        },
        _ => None,
    }
}

/// Replays `log` from `setup` and reviews every player's decisions with `table`, which
/// must be solved for the game's rules (`None` otherwise, or for another game kind).
///
/// Keeps are read from the held dice at each roll. In score-pad games (real dice) a keep
/// is judged only when dice were held and the throw typed in contains them; with nothing
/// held the app cannot tell which dice were picked up, so it does not guess.
pub fn review(
    setup: &Setup,
    log: &[Action],
    table: &Table,
) -> Result<Option<Vec<PlayerReview>>, RuleError> {
    let mut game = Game::new(setup.clone())?;
    if classic_rules(&game) != Some(table.rules()) {
        return Ok(None);
    }
    let mut decisions: Vec<Vec<Decision>> = vec![Vec::new(); setup.players.len()];
    let mut memo = KeepMemo::default();
    for action in log {
        if let GameState::Classic(g) = game.state() {
            if let Some(d) = judge(&mut memo, g, action, table) {
                decisions[g.current_player()].extend(d);
            }
        }
        game.apply(action.clone())?;
    }
    Ok(Some(
        decisions
            .into_iter()
            .enumerate()
            .map(|(player, mut ds)| {
                let lost = ds.iter().map(|d| d.loss).sum();
                ds.retain(|d| d.loss > NOTICEABLE);
                // Stable sort: equal losses stay in the order they were made.
                ds.sort_by(|a, b| b.loss.total_cmp(&a.loss));
                ds.truncate(COSTLIEST);
                PlayerReview {
                    player,
                    lost,
                    costliest: ds,
                }
            })
            .collect(),
    ))
}

/// The decisions `action` makes in `g` (before it is applied): a keep at a re-roll, or at
/// a Score with rolls left the stop (keep all five) and then the box.
fn judge(
    memo: &mut KeepMemo,
    g: &SheetGame,
    action: &Action,
    table: &Table,
) -> Option<Vec<Decision>> {
    if !g.turn().has_rolled() || g.is_over() {
        return None;
    }
    let sheet = &g.players()[g.current_player()].sheet;
    let dice = &g.turn().dice;
    // The solver knows at most two rolls left; a classic turn has three rolls.
    let rolls_left = g.roll_limit().saturating_sub(g.turn().rolls).min(2);
    let judged = |memo: &mut KeepMemo, rolls_left: u8, chosen: Choice| {
        let options = advise_with(memo, table, sheet, dice, rolls_left);
        decision(g.round(), dice, rolls_left, chosen, &options)
    };
    let mut keep_decision = |keep: &[u8]| judged(memo, rolls_left, Choice::keep(keep));
    match action {
        Action::Roll if rolls_left > 0 => {
            let kept: Vec<u8> = g.turn().kept_faces().flatten().collect();
            Some(keep_decision(&kept).into_iter().collect())
        }
        Action::EnterDice { dice: thrown } if rolls_left > 0 => {
            let kept: Vec<u8> = g.turn().kept_faces().flatten().collect();
            let judged = !kept.is_empty() && contains(thrown, &kept);
            Some(
                judged
                    .then(|| keep_decision(&kept))
                    .flatten()
                    .into_iter()
                    .collect(),
            )
        }
        Action::Score { box_id } => {
            let mut out = Vec::new();
            if rolls_left > 0 {
                out.extend(keep_decision(dice));
            }
            out.extend(judged(memo, 0, Choice::Box(*box_id)));
            Some(out)
        }
        _ => None,
    }
}

fn decision(
    round: u32,
    dice: &[u8],
    rolls_left: u8,
    chosen: Choice,
    options: &[Advice],
) -> Option<Decision> {
    let best = options.first()?;
    let mine = options.iter().find(|a| a.choice == chosen)?;
    Some(Decision {
        round,
        dice: dice.to_vec(),
        rolls_left,
        chosen,
        best: best.choice.clone(),
        loss: (best.ev - mine.ev).max(0.0),
    })
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::kniffel::{strong, tables};
    use crate::ai::scoresheet::greedy;
    use crate::engine::game::DiceSource;
    use crate::engine::scoresheet::sheet::BoxId;
    use crate::engine::GameKind;

    fn table() -> &'static Table {
        tables::solved(ClassicRules::default())
    }

    /// Plays a whole game with `choose` for every seat and returns its setup and log.
    fn play(setup: Setup, mut choose: impl FnMut(&SheetGame) -> Option<Action>) -> Game {
        let mut game = Game::new(setup).expect("setup");
        while let GameState::Classic(g) = game.state() {
            let Some(action) = choose(g) else { break };
            game.apply(action).expect("legal");
        }
        assert!(game.is_over());
        game
    }

    #[test]
    fn optimal_play_loses_nothing() {
        let setup = Setup::new(GameKind::Classic, &["A"]).with_seed(7);
        let game = play(setup, |g| {
            strong::choose(&mut KeepMemo::default(), g, table())
        });
        let r = review(game.setup(), game.log(), table()).unwrap().unwrap();
        assert_eq!(r.len(), 1);
        assert!(r[0].lost.abs() < 1e-6, "lost {}", r[0].lost);
        assert!(r[0].costliest.is_empty());
    }

    #[test]
    fn greedy_play_loses_points_and_the_costliest_come_first() {
        let setup = Setup::new(GameKind::Classic, &["A", "B"]).with_seed(11);
        let game = play(setup, greedy::choose);
        let r = review(game.setup(), game.log(), table()).unwrap().unwrap();
        assert_eq!(r.len(), 2);
        for p in &r {
            // Greedy averages ~26 points below optimal play; one game loses some surely.
            assert!(p.lost > 1.0, "player {} lost {}", p.player, p.lost);
            assert_eq!(p.costliest.len(), COSTLIEST);
            let listed: f64 = p.costliest.iter().map(|d| d.loss).sum();
            assert!(listed <= p.lost + 1e-9);
            for w in p.costliest.windows(2) {
                assert!(w[0].loss >= w[1].loss);
            }
            for d in &p.costliest {
                assert_ne!(d.chosen, d.best);
                assert!(d.round >= 1 && d.round <= 13);
            }
        }
    }

    #[test]
    fn a_kniffel_put_into_chance_is_the_costliest_decision() {
        let mut setup = Setup::new(GameKind::Classic, &["A"]);
        setup.dice = DiceSource::Manual;
        let log = vec![
            Action::EnterDice { dice: vec![6; 5] },
            Action::Score {
                box_id: BoxId::Chance,
            },
        ];
        let r = review(&setup, &log, table()).unwrap().unwrap();
        let worst = &r[0].costliest[0];
        assert_eq!(worst.chosen, Choice::Box(BoxId::Chance));
        assert_eq!(worst.best, Choice::Box(BoxId::Kniffel));
        assert_eq!(worst.dice, vec![6; 5]);
        assert_eq!(worst.rolls_left, 0);
        // Stopping with a Kniffel after one roll is right: only the box cost points.
        assert_eq!(r[0].costliest.len(), 1);
        assert!((r[0].lost - worst.loss).abs() < 1e-9);
        assert!(worst.loss > 10.0, "loss {}", worst.loss);
    }

    #[test]
    fn score_pad_keeps_are_judged_from_the_held_dice_only() {
        let mut setup = Setup::new(GameKind::Classic, &["A"]);
        setup.dice = DiceSource::Manual;
        let first = Action::EnterDice {
            dice: vec![6, 6, 6, 1, 2],
        };
        // Nothing held: which dice were picked up is unknown, so no keep is judged.
        let unmarked = [first.clone(), Action::EnterDice { dice: vec![1; 5] }];
        let r = review(&setup, &unmarked, table()).unwrap().unwrap();
        assert_eq!(r[0].lost, 0.0);
        // Holding the 1 and 2 and throwing the sixes again is a clear mistake.
        let held = [
            first,
            Action::Hold { die: 3, held: true },
            Action::Hold { die: 4, held: true },
            Action::EnterDice {
                dice: vec![1, 2, 3, 4, 5],
            },
        ];
        let r = review(&setup, &held, table()).unwrap().unwrap();
        let d = &r[0].costliest[0];
        assert_eq!(d.chosen, Choice::keep(&[1, 2]));
        assert_eq!(d.best, Choice::keep(&[6, 6, 6]));
        assert_eq!(d.rolls_left, 2);
        assert!(d.loss > 1.0);
    }

    #[test]
    fn other_games_and_rules_get_no_review() {
        let extreme = Setup::new(GameKind::Extreme, &["A"]);
        assert_eq!(review(&extreme, &[], table()).unwrap(), None);
        let mut yahtzee = Setup::new(GameKind::Classic, &["A"]);
        yahtzee.options.rule_set = crate::engine::scoresheet::classic::RuleSet::Yahtzee;
        assert_eq!(review(&yahtzee, &[], table()).unwrap(), None);
    }
}
