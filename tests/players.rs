//! The computer players' contract (`ai::Player`): one instance per seat with its own
//! random source and memory, and no way to the game's own random source.

use pasch::ai::{self, AllSeats, View};
use pasch::engine::game::{BotKind, Game, GameKind, PlayerSetup, Setup};
use pasch::engine::Action;

fn bots(kind: GameKind, seats: usize, bot: BotKind, seed: u64) -> Game {
    let mut setup = Setup::new(kind, &[]).with_seed(seed);
    setup.players = (0..seats)
        .map(|i| PlayerSetup {
            name: format!("Bot {i}"),
            bot: Some(bot),
        })
        .collect();
    Game::new(setup).expect("a legal setup")
}

/// What `seat` of fresh players of `game` answers five times in a row, after seat 0 was
/// asked `before` times.
fn answers(game: &Game, seat: usize, before: usize) -> Vec<Option<Action>> {
    let mut seats = ai::seats(game.setup(), 42);
    let view = View::of(game);
    for _ in 0..before {
        seats[0].as_mut().expect("a computer").act(view);
    }
    let player = seats[seat].as_mut().expect("a computer");
    (0..5).map(|_| player.act(view)).collect()
}

#[test]
fn two_seats_of_the_same_level_share_no_random_source() {
    for bot in [BotKind::Random, BotKind::Easy] {
        // Many cards of a first hand: random play has plenty to choose from.
        let game = bots(GameKind::Cards, 2, bot, 5);
        let alone = answers(&game, 1, 0);
        assert_eq!(answers(&game, 1, 50), alone, "{bot:?}");
        if bot == BotKind::Random {
            // The seats draw different streams: seat 0 answers otherwise.
            assert_ne!(answers(&game, 0, 0), alone);
        }
    }
}

#[test]
fn bots_never_touch_the_games_random_source() {
    for kind in GameKind::ALL {
        let seats = *kind.players().start().max(&2);
        for bot in [
            BotKind::Random,
            BotKind::Greedy,
            BotKind::Easy,
            BotKind::Normal,
        ] {
            let mut game = bots(kind, seats, bot, 7);
            AllSeats::new(bot, game.setup(), 11)
                .play_out(&mut game)
                .expect("legal moves");
            assert!(game.is_over(), "{kind:?} {bot:?}");
            // The dice (and cards) came from the game's source alone: the log replays
            // to the same game, its random source in the same state.
            let replayed = Game::replay(game.setup().clone(), game.log()).expect("it replays");
            assert_eq!(replayed, game, "{kind:?} {bot:?}");
        }
    }
}
