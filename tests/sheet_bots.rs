//! The normal and strong computer players of the scoresheet games (classic Kniffel and
//! Kniffel Extreme): whole games without an illegal action, with the app's dice and with
//! real dice typed in, and obviously right choices in hand-built positions. The test
//! profile builds Pasch unoptimised, so the game counts stay small.

use pasch::ai;
use pasch::cli::simulate::play;
use pasch::engine::{
    solo_position, struck, Action, BotKind, BoxId, DiceSource, Game, GameKind, GameRng, GameState,
    PlayerSetup, Setup,
};

fn setup(kind: GameKind, bots: &[BotKind], seed: u64) -> Setup {
    let mut s = Setup::new(kind, &[]).with_seed(seed);
    s.players = bots
        .iter()
        .enumerate()
        .map(|(i, &bot)| PlayerSetup {
            name: format!("Bot {}", i + 1),
            bot: Some(bot),
            ..Default::default()
        })
        .collect();
    s
}

/// Plays `games` games; `play` fails on any action the engine refuses.
fn play_games(kind: GameKind, bots: &[BotKind], games: u64) -> Vec<i32> {
    (0..games)
        .map(|seed| {
            let game = play(setup(kind, bots, seed), seed)
                .unwrap_or_else(|why| panic!("{kind:?} {bots:?} seed {seed}: {why}"));
            game.totals()[0]
        })
        .collect()
}

#[test]
fn normal_plays_whole_classic_games() {
    let totals = play_games(GameKind::Classic, &[BotKind::Normal], 40);
    let mean = totals.iter().sum::<i32>() as f64 / totals.len() as f64;
    assert!(mean > 180.0, "{mean}");
}

#[test]
fn normal_plays_whole_extreme_games() {
    let totals = play_games(GameKind::Extreme, &[BotKind::Normal], 5);
    let mean = totals.iter().sum::<i32>() as f64 / totals.len() as f64;
    assert!(mean > 450.0, "{mean}");
}

#[test]
fn strong_plays_whole_extreme_games() {
    let totals = play_games(GameKind::Extreme, &[BotKind::Strong], 5);
    let mean = totals.iter().sum::<i32>() as f64 / totals.len() as f64;
    assert!(mean > 450.0, "{mean}");
}

#[test]
fn levels_play_each_other() {
    play_games(
        GameKind::Extreme,
        &[BotKind::Strong, BotKind::Normal, BotKind::Greedy],
        1,
    );
    play_games(GameKind::Classic, &[BotKind::Normal, BotKind::Greedy], 10);
}

/// Plays a game with real dice: a bot's Roll means "throw for me", so the test throws
/// the dice not held and types them in (all of them before the first throw).
fn play_real_dice(kind: GameKind, bot: BotKind, seed: u64) -> Game {
    let mut s = setup(kind, &[bot], seed);
    s.dice = DiceSource::Manual;
    let mut g = Game::new(s).expect("setup");
    let mut player = ai::seat(bot, kind, seed);
    let mut dice_rng = GameRng::from_seed(!seed);
    let mut steps = 0;
    while !g.is_over() {
        steps += 1;
        assert!(steps < 10_000, "the game did not end");
        let action = player.act(ai::View::of(&g)).expect("an action");
        let action = match (action, g.state()) {
            (Action::Roll, GameState::Classic(sg) | GameState::Extreme(sg)) => {
                let kinds = sg.variant().dice();
                let dice = sg
                    .turn()
                    .kept_faces()
                    .zip(kinds)
                    .map(|(kept, kind)| kept.unwrap_or_else(|| kind.roll(&mut dice_rng)))
                    .collect();
                Action::EnterDice { dice }
            }
            (a, _) => a,
        };
        g.apply(action.clone())
            .unwrap_or_else(|r| panic!("{bot:?} chose {action:?}, refused: {r}"));
    }
    g
}

#[test]
fn bots_play_with_real_dice() {
    let g = play_real_dice(GameKind::Extreme, BotKind::Strong, 0);
    g.state().check_invariants().expect("a sound game");
    // A chip's 4th throw with real dice: handed in, then typed in.
    assert!(g.log().contains(&Action::ChipRoll));
    let g = play_real_dice(GameKind::Extreme, BotKind::Normal, 1);
    g.state().check_invariants().expect("a sound game");
    let g = play_real_dice(GameKind::Classic, BotKind::Normal, 7);
    g.state().check_invariants().expect("a sound game");
}

/// A solo game with `dice` after `rolls` throws, the boxes `filled` with these points and `chips` chips, reached with real dice typed in.
fn position(kind: GameKind, dice: &[u8], rolls: u8, filled: &[(BoxId, i32)], chips: u8) -> Game {
    solo_position(kind, filled, 3 - chips, dice, rolls).expect("a reachable position")
}

/// The bot's next action that is not a hold, its holds applied.
fn decide(bot: BotKind, g: &mut Game) -> Action {
    let mut player = ai::seat(bot, g.kind(), 0);
    for _ in 0..10 {
        let action = player.act(ai::View::of(g)).expect("an action");
        if !matches!(action, Action::Hold { .. }) {
            return action;
        }
        g.apply(action).expect("a legal hold");
    }
    panic!("the bot keeps changing its holds");
}

#[test]
fn strong_extreme_takes_a_kniffel_extreme_and_a_highway() {
    // Six fives after the first throw: the Kniffel Extreme (75) at once.
    let mut g = position(GameKind::Extreme, &[5, 5, 5, 5, 5, 5], 1, &[], 3);
    assert_eq!(
        decide(BotKind::Strong, &mut g),
        Action::Score {
            box_id: BoxId::KniffelExtreme
        }
    );
    // The Kniffel Extreme filled: five twos go to the Kniffel, not to the Twos.
    let mut g = position(
        GameKind::Extreme,
        &[2, 2, 2, 2, 2, 9],
        1,
        &[(BoxId::KniffelExtreme, 75)],
        3,
    );
    assert_eq!(
        decide(BotKind::Strong, &mut g),
        Action::Score {
            box_id: BoxId::Kniffel
        }
    );
    let mut g = position(GameKind::Extreme, &[1, 2, 3, 4, 5, 6], 3, &[], 3);
    assert_eq!(
        decide(BotKind::Strong, &mut g),
        Action::Score {
            box_id: BoxId::Highway
        }
    );
}

#[test]
fn strong_extreme_spends_a_chip_on_the_last_turn_and_holds_the_quads() {
    // Only the Kniffel open, three chips left, nothing made: the chips are worth nothing
    // after the game, so the 4th throw is bought, holding the four sixes.
    let filled: Vec<(BoxId, i32)> = pasch::engine::EXTREME_BOXES
        .iter()
        .filter(|&&b| b != BoxId::Kniffel)
        .map(|&b| struck(b))
        .collect();
    let mut g = position(GameKind::Extreme, &[6, 6, 2, 6, 6, 0], 3, &filled, 3);
    assert_eq!(decide(BotKind::Strong, &mut g), Action::ChipRoll);
    let GameState::Extreme(sg) = g.state() else {
        unreachable!()
    };
    assert_eq!(sg.turn().held[..5], [true, true, false, true, true]);
    // The normal player does the same.
    let mut g = position(GameKind::Extreme, &[6, 6, 2, 6, 6, 0], 3, &filled, 3);
    assert_eq!(decide(BotKind::Normal, &mut g), Action::ChipRoll);
}
