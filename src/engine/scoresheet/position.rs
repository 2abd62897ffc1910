//! A solo scoresheet game brought to a given position with real dice typed in, for tests
//! and rule demonstrations. Every step goes through `Game::apply`, so only a position the
//! rules can reach is set up.

use super::sheet::BoxId;
use crate::engine::action::Action;
use crate::engine::dice::DieKind;
use crate::engine::event::Event;
use crate::engine::game::Game;
use crate::engine::kind::{DiceSource, GameKind};
use crate::engine::setup::Setup;

/// A solo game of `kind` ("Bot", real dice) played to this position: the boxes `filled`
/// scored in order, each with the first dice worth its points (the first `chips_spent`
/// of them after a chip's 4th throw, Extreme), then `dice` typed in `rolls` times.
/// None when the rules refuse a step or no dice are worth a box's points.
pub fn solo_position(
    kind: GameKind,
    filled: &[(BoxId, i32)],
    chips_spent: u8,
    dice: &[u8],
    rolls: u8,
) -> Option<Game> {
    let mut setup = Setup::new(kind, &["Bot"]).with_seed(1);
    setup.dice = DiceSource::Manual;
    let mut game = Game::new(setup).ok()?;
    let kinds = game.state().sheet_game()?.variant().dice();
    for (i, &(box_id, points)) in filled.iter().enumerate() {
        let chip = i < usize::from(chips_spent);
        game = every_throw(kinds).find_map(|thrown| {
            let mut next = game.clone();
            let scored = score_with(&mut next, thrown, box_id, chip)?;
            (scored == points).then_some(next)
        })?;
    }
    for _ in 0..rolls {
        game.apply(Action::EnterDice {
            dice: dice.to_vec(),
        })
        .ok()?;
    }
    Some(game)
}

/// `box_id` with the fewest points it can take, for `solo_position`: 0, or what the
/// lowest dice make in the chances (five ones, Extreme's ten-sided die on 0).
pub fn struck(box_id: BoxId) -> (BoxId, i32) {
    let fewest = match box_id {
        BoxId::Chance => 5,
        BoxId::SuperChance => 10,
        _ => 0,
    };
    (box_id, fewest)
}

/// Types in `thrown` (three times, a chip handed in and once more with `chip`), then
/// fills `box_id`; the points it scored.
fn score_with(game: &mut Game, thrown: Vec<u8>, box_id: BoxId, chip: bool) -> Option<i32> {
    let throws = if chip { 4 } else { 1 };
    for n in 1..=throws {
        if n == throws && chip {
            game.apply(Action::ChipRoll).ok()?;
        }
        game.apply(Action::EnterDice {
            dice: thrown.clone(),
        })
        .ok()?;
    }
    let events = game.apply(Action::Score { box_id }).ok()?;
    events.iter().find_map(|e| match e {
        Event::Scored { points, .. } => Some(*points),
        _ => None,
    })
}

/// Every throw of these dice, the first die counting fastest.
fn every_throw(kinds: &'static [DieKind]) -> impl Iterator<Item = Vec<u8>> {
    let mut next: Option<Vec<u8>> = Some(kinds.iter().map(|k| *k.faces().start()).collect());
    std::iter::from_fn(move || {
        let current = next.take()?;
        let mut following = current.clone();
        for (die, kind) in kinds.iter().enumerate() {
            if following[die] < *kind.faces().end() {
                following[die] += 1;
                next = Some(following);
                break;
            }
            following[die] = *kind.faces().start();
        }
        Some(current)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game_state::GameState;
    use crate::engine::scoresheet::classic::CLASSIC_BOXES;
    use crate::engine::scoresheet::extreme::EXTREME_BOXES;

    #[test]
    fn boxes_chips_and_dice_stand_as_asked() {
        let filled = [
            (BoxId::Ones, 0),
            (BoxId::KniffelExtreme, 75),
            (BoxId::Sixes, 18),
        ];
        let game = solo_position(GameKind::Extreme, &filled, 2, &[1, 2, 3, 4, 5, 6], 2)
            .expect("a reachable position");
        let GameState::Extreme(g) = game.state() else {
            unreachable!("an Extreme game")
        };
        let player = &g.players()[0];
        for (b, p) in filled {
            assert_eq!(player.sheet.get(b), Some(p), "{b:?}");
        }
        assert_eq!(player.chips, 1);
        assert_eq!(
            (g.turn().dice.as_slice(), g.turn().rolls),
            (&[1, 2, 3, 4, 5, 6][..], 2)
        );
        assert!(!g.chip_used());
    }

    #[test]
    fn every_box_can_be_struck() {
        let all: Vec<(BoxId, i32)> = EXTREME_BOXES.into_iter().map(struck).collect();
        assert!(solo_position(GameKind::Extreme, &all, 3, &[], 0).is_some());
        let classic: Vec<(BoxId, i32)> = CLASSIC_BOXES.into_iter().map(struck).collect();
        assert!(solo_position(GameKind::Classic, &classic, 0, &[], 0).is_some());
    }

    #[test]
    fn an_unreachable_position_is_none() {
        // Five dice score at most 30 in the Sixes, 5 at least in the Chance; classic
        // Kniffel has no chips.
        assert!(solo_position(GameKind::Classic, &[(BoxId::Sixes, 36)], 0, &[], 0).is_none());
        assert!(solo_position(GameKind::Classic, &[(BoxId::Chance, 4)], 0, &[], 0).is_none());
        assert!(solo_position(GameKind::Classic, &[(BoxId::Ones, 0)], 1, &[], 0).is_none());
    }
}
