//! The normal player of classic Kniffel and Kniffel Extreme: the greedy player's box
//! values (points against par, the upper bonus chased at its pace), every hold and chip
//! chosen by the exact look-ahead over the turn (`lookahead`).

use super::greedy::value;
use super::lookahead::{act, BoxValues, PlanCache, PlanKey, TurnPlan};
use crate::ai::player::{Player, Seen, View};
use crate::engine::{Action, BoxId, Sheet, SheetGame, Variant};

/// The normal player's box values: the greedy player's (points against par, and
/// the upper bonus chased at its pace), classic's extra-Kniffel bonus on top, and in
/// Extreme a fixed price per chip unless the chips left would go unused anyway.
struct GreedyValues<'a> {
    sheet: &'a Sheet,
    variant: Variant,
    /// The price of a chip, if one is left.
    chip: Option<f32>,
}

/// The price of a chip to the normal player (tuned by simulation) while it has fewer
/// chips than boxes open.
const NORMAL_CHIP_PRICE: f32 = 8.0;

impl<'a> GreedyValues<'a> {
    fn new(g: &'a SheetGame) -> GreedyValues<'a> {
        let player = &g.players()[g.current_player()];
        let open = player.sheet.open_in(g.variant().boxes()).count();
        let chips = player.chips + g.chip_used() as u8;
        GreedyValues {
            sheet: &player.sheet,
            variant: g.variant(),
            chip: (chips > 0).then_some(if chips as usize >= open {
                0.0
            } else {
                NORMAL_CHIP_PRICE
            }),
        }
    }
}

impl BoxValues for GreedyValues<'_> {
    fn box_value(&self, b: BoxId, points: u16, bonus: u16, spent: bool) -> f32 {
        let price = if spent { self.chip.unwrap_or(0.0) } else { 0.0 };
        value(b, points, self.sheet, self.variant) + bonus as f32 - price
    }

    fn chip_left(&self) -> bool {
        self.chip.is_some()
    }
}

/// The normal player of both scoresheet games: the greedy player's box values, with
/// every hold (and chip) chosen by exact look-ahead over the rest of the turn. It keeps
/// its last plans (a turn is planned once, not once per hold).
#[derive(Clone, Debug, Default)]
pub struct Normal {
    plans: PlanCache,
}

impl Player for Normal {
    fn act(&mut self, view: View<'_>) -> Option<Action> {
        match view.seen() {
            // Yatzy and Generala: five six-sided dice as classic's, through their own
            // offer (the look-ahead knows nothing of Generala's first-roll bonus).
            Seen::Classic(g) | Seen::Extreme(g) => self.choose(g),
            Seen::Sheet(g) if g.variant().dice().len() == 5 => self.choose(g),
            _ => None,
        }
    }
}

impl Normal {
    /// The normal player's action for the player on turn.
    pub fn choose(&mut self, g: &SheetGame) -> Option<Action> {
        if g.is_over() {
            return None;
        }
        if !g.turn().has_rolled() {
            return Some(Action::Roll);
        }
        let values = GreedyValues::new(g);
        let plan = self.plans.get(PlanKey::of(g), || {
            TurnPlan::new(g.variant(), values.sheet, &values)
        });
        act(g, &plan, &values)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::solo_position;
    use crate::engine::GameRng;
    use crate::engine::{GameKind, GameState};
    use BoxId::*;

    /// A solo game with these real dice typed in `rolls` times.
    fn game(kind: GameKind, dice: &[u8], rolls: u8) -> SheetGame {
        let game = solo_position(kind, &[], 0, dice, rolls).expect("a reachable position");
        match game.state() {
            GameState::Classic(g) | GameState::Extreme(g) => g.clone(),
            _ => unreachable!("a scoresheet game"),
        }
    }

    /// Applies the bot's holds; returns its next other action.
    fn decide(g: &mut SheetGame) -> Action {
        let mut rng = GameRng::from_seed(0);
        for _ in 0..10 {
            let action = Normal::default().choose(g).expect("an action");
            if !matches!(action, Action::Hold { .. }) {
                return action;
            }
            g.apply(&action, &mut rng).expect("a legal hold");
        }
        panic!("the bot keeps changing its holds");
    }

    #[test]
    fn takes_a_kniffel_and_holds_four_of_a_kind() {
        let mut g = game(GameKind::Classic, &[4, 4, 4, 4, 4], 1);
        assert_eq!(decide(&mut g), Action::Score { box_id: Kniffel });
        let mut g = game(GameKind::Classic, &[6, 6, 2, 6, 6], 1);
        assert_eq!(decide(&mut g), Action::Roll);
        assert_eq!(g.turn().held, vec![true, true, false, true, true]);
    }

    #[test]
    fn the_turn_start_value_is_plausible() {
        let g = game(GameKind::Classic, &[1, 1, 1, 1, 1], 0);
        let values = GreedyValues::new(&g);
        let plan = TurnPlan::new(g.variant(), values.sheet, &values);
        // The best box against par from an empty sheet is worth something.
        assert!(plan.start > 0.0 && plan.start < 40.0, "{}", plan.start);
    }

    #[test]
    fn each_seat_keeps_its_own_plans() {
        let mut first = game(GameKind::Classic, &[1, 2, 3, 4, 6], 1);
        let second = solo_position(GameKind::Classic, &[(Chance, 20)], 0, &[1, 2, 3, 4, 6], 1)
            .expect("a reachable position");
        let GameState::Classic(second) = second.state().clone() else {
            unreachable!("a classic game")
        };
        let (mut a, mut b) = (Normal::default(), Normal::default());
        a.choose(&first).expect("an action");
        assert_eq!(a.plans.sheets(), vec![&first.players()[0].sheet]);
        assert!(
            b.plans.sheets().is_empty(),
            "another seat plans nothing yet"
        );
        b.choose(&second).expect("an action");
        assert_eq!(a.plans.sheets(), vec![&first.players()[0].sheet]);
        assert_eq!(b.plans.sheets(), vec![&second.players()[0].sheet]);
        // A hold later in the same turn asks the plan it has.
        let mut rng = GameRng::from_seed(0);
        if let Some(hold @ Action::Hold { .. }) = a.choose(&first) {
            first.apply(&hold, &mut rng).expect("a legal hold");
        }
        a.choose(&first).expect("an action");
        assert_eq!(a.plans.sheets().len(), 1);
    }
}
