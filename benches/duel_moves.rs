//! How long the strong Dice Duel player takes per move against greedy players, one
//! core, no timing assertions: `cargo bench --bench duel_moves` prints, per number of
//! players, the moves timed, the mean and the worst (the browser runs the player in a
//! web worker, where a move should stay well under a second).

use pasch::ai::{self, Player, View};
use pasch::engine::{BotKind, Game, GameKind, Setup};
use std::time::{Duration, Instant};

const GAMES: u64 = 40;

fn main() {
    println!(
        "{:>7} {:>7} {:>10} {:>10}",
        "players", "moves", "mean ms", "worst ms"
    );
    for players in 1..=4 {
        let (mut moves, mut total, mut worst) = (0u32, Duration::ZERO, Duration::ZERO);
        for seed in 0..GAMES {
            let names = ["A", "B", "C", "D"];
            let setup = Setup::new(GameKind::Duel, &names[..players]).with_seed(seed);
            let Ok(mut game) = Game::new(setup) else {
                continue;
            };
            // The strong player in a seat that moves through the game; greedy elsewhere.
            let strong_seat = seed as usize % players;
            let mut seats: Vec<Box<dyn Player>> = (0..players)
                .map(|i| {
                    let bot = if i == strong_seat {
                        BotKind::Strong
                    } else {
                        BotKind::Greedy
                    };
                    ai::seat(bot, GameKind::Duel, seed + i as u64)
                })
                .collect();
            while !game.is_over() {
                let seat = game.current_player();
                let start = Instant::now();
                let Some(action) = seats[seat].act(View::of(&game)) else {
                    break;
                };
                if seat == strong_seat {
                    let took = start.elapsed();
                    moves += 1;
                    total += took;
                    worst = worst.max(took);
                }
                if game.apply(action).is_err() {
                    println!("a refused move in game {seed}");
                    return;
                }
            }
        }
        println!(
            "{:>7} {:>7} {:>10.2} {:>10.1}",
            players,
            moves,
            total.as_secs_f64() * 1000.0 / f64::from(moves.max(1)),
            worst.as_secs_f64() * 1000.0
        );
    }
}
