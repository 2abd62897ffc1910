//! The hint of Kniffel Extreme: no exact table fits in a browser (see issue 14), so the
//! options are the strong computer player's own view of the turn (`extreme_bot`): exact
//! play within the turn against its fitted value of the rest of the sheet (an exact
//! search once two boxes are left). Shown as the computer's estimate: the points still
//! to come on the sheet, so the numbers read like the classic hint's expected values.

use super::extreme_bot;
use crate::engine::scoresheet::sheet::BoxId;
use crate::engine::scoresheet::SheetGame;

/// One option of an Extreme turn.
#[derive(Clone, Debug, PartialEq)]
pub enum Pick {
    /// Hold these dice (one flag per die, in die order) and throw the others.
    Hold(Vec<bool>),
    /// Fill this box with the dice.
    Box(BoxId),
}

/// An option and the computer's estimate of the points still to come on the sheet.
#[derive(Clone, Debug, PartialEq)]
pub struct Estimate {
    pub option: Pick,
    pub ev: f64,
}

/// Every option of the current Extreme turn, best first: the boxes the dice may fill and,
/// while another throw is possible (a roll left or a chip to hand in), every distinct
/// hold. Empty before the first roll, after the game or in a classic game.
pub fn estimate(g: &SheetGame) -> Vec<Estimate> {
    extreme_bot::estimate(g)
        .into_iter()
        .map(|(option, ev)| Estimate { option, ev })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::GameState;
    use crate::engine::scoresheet::solo_position;
    use crate::engine::{Action, GameKind, Setup};

    fn extreme_with(dice: &[u8], rolls: u8) -> SheetGame {
        let game = solo_position(GameKind::Extreme, &[], 0, dice, rolls).expect("reachable");
        match game.state() {
            GameState::Extreme(g) => g.clone(),
            _ => unreachable!("an Extreme setup"),
        }
    }

    #[test]
    fn six_sixes_after_the_last_roll_go_into_a_kniffel_box() {
        let g = extreme_with(&[6, 6, 6, 6, 6, 6], 3);
        let options = estimate(&g);
        // A chip could still buy a 4th throw, so holds are offered beside the boxes.
        assert!(options.iter().any(|e| matches!(e.option, Pick::Hold(_))));
        for w in options.windows(2) {
            assert!(w[0].ev >= w[1].ev);
        }
        // Six sixes with the ten-sided die showing 6: a Kniffel Extreme or a Kniffel.
        assert!(matches!(
            options[0].option,
            Pick::Box(BoxId::KniffelExtreme | BoxId::Kniffel)
        ));
    }

    #[test]
    fn holds_are_distinct_and_keep_what_matters() {
        // Five sixes and a 0 on the ten-sided die, two rolls left.
        let g = extreme_with(&[6, 6, 6, 6, 6, 0], 1);
        let options = estimate(&g);
        let holds: Vec<&Vec<bool>> = options
            .iter()
            .filter_map(|e| match &e.option {
                Pick::Hold(h) => Some(h),
                Pick::Box(_) => None,
            })
            .collect();
        // Held sixes: 0..=5 of them, with or without the ten-sided die; not all six.
        assert_eq!(holds.len(), 6 * 2 - 1);
        let best_hold = holds[0];
        assert!(best_hold[..5].iter().all(|&h| h), "{best_hold:?}");
        for w in options.windows(2) {
            assert!(w[0].ev >= w[1].ev);
        }
    }

    #[test]
    fn the_best_option_is_what_the_strong_player_does() {
        // A small straight's start, two rolls left: the bot holds or throws as the hint's
        // best option says.
        let g = extreme_with(&[1, 2, 3, 4, 6, 7], 1);
        let best = estimate(&g).remove(0);
        match (best.option, extreme_bot::choose(&g)) {
            (Pick::Hold(held), Some(Action::Hold { die, held: h })) => assert_eq!(held[die], h),
            (Pick::Hold(held), Some(Action::Roll)) => assert_eq!(held, g.turn().held),
            (Pick::Box(b), Some(Action::Score { box_id })) => assert_eq!(b, box_id),
            (pick, action) => panic!("hint {pick:?}, bot {action:?}"),
        }
        // Points still to come on an empty sheet: a whole Extreme game's worth.
        assert!(best.ev > 500.0 && best.ev < 800.0, "{}", best.ev);
    }

    #[test]
    fn no_estimate_before_the_roll_or_in_classic() {
        let g = extreme_with(&[], 0);
        assert!(estimate(&g).is_empty());
        let classic = SheetGame::new(&Setup::new(GameKind::Classic, &["A"]));
        assert!(estimate(&classic).is_empty());
    }
}
