//! Property tests of the undo policy ("a roll is final"): in random games of the dice
//! games, with undos mixed in at random, every roll of the game shows one result only, and
//! a refused undo changes nothing.

use pasch::brain::Brain;
use pasch::engine::{Action, BotKind, Event, Game, GameKind, GameRng, Setup};
use pasch::session::undo;
use proptest::prelude::*;

/// The dice of every roll of the game so far, in order: the n-th entry is roll slot n.
fn rolls_so_far(game: &Game) -> Vec<Vec<u8>> {
    game.history()
        .into_iter()
        .flat_map(|(_, events)| events)
        .filter_map(|e| match e {
            Event::Rolled { dice, .. } => Some(dice),
            _ => None,
        })
        .collect()
}

/// Records what each roll slot showed; fails if a slot ever shows something else.
#[derive(Default)]
struct Witness {
    seen: Vec<Vec<u8>>,
}

impl Witness {
    fn check(&mut self, game: &Game) -> Result<(), TestCaseError> {
        for (slot, dice) in rolls_so_far(game).into_iter().enumerate() {
            match self.seen.get(slot) {
                Some(before) => prop_assert_eq!(
                    before,
                    &dice,
                    "roll {} came up twice with different dice",
                    slot
                ),
                None => self.seen.push(dice),
            }
        }
        Ok(())
    }
}

fn new_game(kind: GameKind, seed: u64, computer: bool) -> Game {
    let names: &[&str] = if computer {
        &["Ada", "Computer"]
    } else {
        &["Ada"]
    };
    let mut setup = Setup::new(kind, names).with_seed(seed);
    if computer {
        setup.players[1].bot = Some(BotKind::Greedy);
    }
    Game::new(setup).expect("valid setup")
}

/// Plays `steps` random steps: a random legal action for a human, the bot's move for the
/// computer, or (one time in four) an undo, and checks every roll slot after each step.
fn play_with_undos(
    kind: GameKind,
    seed: u64,
    computer: bool,
    steps: usize,
) -> Result<(), TestCaseError> {
    let mut game = new_game(kind, seed, computer);
    let mut choice = GameRng::from_seed(seed ^ 0x5eed);
    let mut brain = Brain::new();
    let mut witness = Witness::default();
    for _ in 0..steps {
        if game.is_over() {
            break;
        }
        if choice.below(4) == 0 {
            let before = game.clone();
            match undo::undo(&game) {
                Some(back) => game = back.expect("the kept log replays"),
                None => prop_assert_eq!(&game, &before, "a refused undo changes nothing"),
            }
        } else if let Some(action) = brain.decide(&game, seed).action {
            game.apply(action).expect("the bot plays legally");
        } else {
            let legal = game.state().legal_actions();
            prop_assert!(!legal.is_empty(), "a running game has a legal action");
            let pick = legal[choice.below(legal.len() as u32) as usize].clone();
            game.apply(pick).expect("legal actions apply");
        }
        witness.check(&game)?;
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn kniffel_rolls_come_up_once(seed in any::<u64>(), computer in any::<bool>()) {
        play_with_undos(GameKind::Classic, seed, computer, 160)?;
    }

    #[test]
    fn extreme_rolls_and_chip_rolls_come_up_once(seed in any::<u64>(), computer in any::<bool>()) {
        play_with_undos(GameKind::Extreme, seed, computer, 200)?;
    }

    #[test]
    fn dice_duel_rolls_come_up_once(seed in any::<u64>(), computer in any::<bool>()) {
        play_with_undos(GameKind::Duel, seed, computer, 160)?;
    }

    #[test]
    fn yatzy_maxi_yatzy_and_generala_rolls_come_up_once(
        seed in any::<u64>(),
        computer in any::<bool>(),
    ) {
        for kind in [GameKind::Yatzy, GameKind::MaxiYatzy, GameKind::Generala] {
            play_with_undos(kind, seed, computer, 200)?;
        }
    }
}

/// The witness is not blind: the old policy (undo back past a roll) is caught.
#[test]
fn re_rolling_after_an_undo_past_a_roll_is_caught() {
    let mut game = new_game(GameKind::Classic, 11, false);
    let mut witness = Witness::default();
    game.apply(Action::Roll).expect("roll");
    game.apply(Action::Roll).expect("roll all five again");
    witness.check(&game).expect("one result per roll so far");
    // What undo used to allow: back before the second roll, hold a die, roll again.
    game.undo().expect("the engine's raw undo");
    game.apply(Action::Hold { die: 0, held: true })
        .expect("hold");
    game.apply(Action::Roll).expect("roll again");
    assert!(
        witness.check(&game).is_err(),
        "the second roll came up twice"
    );
}
