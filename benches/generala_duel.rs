//! Generala heads-up: the strong player (plays to win) against the expected-score
//! player (the exact solitaire optimum), the start alternating, and whether the strong
//! player's margin is significant. Not a timed test: run it by hand,
//! `cargo bench --bench generala_duel -- GAMES SEED` (default 100000 games, seed 1), and
//! read one JSON line (docs/solver.md, section Generala, holds a run).
//!
//! The test is the two-sided sign test on the games one of them won (a draw says
//! nothing about who is stronger): under "equally strong" each decisive game is a coin
//! toss, and z = (wins − losses) / √(wins + losses) is normal.

use pasch::ai::generala::players::{Exact, Goal};
use pasch::ai::{Player, View};
use pasch::cli::simulate::game_seed;
use pasch::engine::{
    BotKind, DiceSource, Game, GameId, GameKind, Options, PlayerSetup, Setup, RULES_VERSION,
};
use std::time::Instant;

fn setup(seed: u64, start_player: usize) -> Setup {
    let seat = |name: &str| PlayerSetup {
        name: name.to_string(),
        bot: Some(BotKind::Strong),
        ..Default::default()
    };
    Setup {
        id: GameId::derived(["generala_duel", &seed.to_string()]),
        kind: GameKind::Generala,
        rules_version: RULES_VERSION,
        players: vec![seat("strong"), seat("exact-score")],
        options: Options::default(),
        seed,
        dice: DiceSource::Random,
        start_player,
        chosen_seed: false,
        daily: None,
    }
}

/// The complementary error function (Numerical Recipes' `erfcc`, relative error below
/// 1.2e-7): enough for a p-value.
fn erfc(x: f64) -> f64 {
    let z = x.abs();
    let t = 1.0 / (1.0 + 0.5 * z);
    let poly = -z * z - 1.265_512_23
        + t * (1.000_023_68
            + t * (0.374_091_96
                + t * (0.096_784_18
                    + t * (-0.186_288_06
                        + t * (0.278_868_07
                            + t * (-1.135_203_98
                                + t * (1.488_515_87 + t * (-0.822_152_23 + t * 0.170_872_77))))))));
    let r = t * poly.exp();
    if x >= 0.0 {
        r
    } else {
        2.0 - r
    }
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let games = args.first().copied().unwrap_or(100_000);
    let seed = args.get(1).copied().unwrap_or(1);
    let began = Instant::now();
    let (mut wins, mut draws, mut losses) = (0u64, 0u64, 0u64);
    let (mut servidas, mut strong_sum, mut score_sum) = (0u64, 0i64, 0i64);
    for i in 0..games {
        let s = game_seed(seed, i);
        let mut players: [Box<dyn Player>; 2] = [
            Box::new(Exact::new(Goal::Win)),
            Box::new(Exact::new(Goal::Score)),
        ];
        let Ok(mut game) = Game::new(setup(s, (i % 2) as usize)) else {
            eprintln!("game {i} does not start");
            std::process::exit(1);
        };
        while !game.is_over() {
            let seat = game.current_player();
            let Some(action) = players[seat].act(View::of(&game)) else {
                eprintln!("game {i}: no action for seat {seat}");
                std::process::exit(1);
            };
            if let Err(why) = game.apply(action) {
                eprintln!("game {i}: refused: {why}");
                std::process::exit(1);
            }
        }
        let standings = game.standings();
        let place = |seat: usize| standings.iter().find(|s| s.player == seat).map(|s| s.place);
        match (place(0), place(1)) {
            (Some(1), Some(1)) => draws += 1,
            (Some(1), _) => wins += 1,
            _ => losses += 1,
        }
        let totals = game.totals();
        strong_sum += i64::from(totals[0]);
        score_sum += i64::from(totals[1]);
        if let pasch::engine::GameState::Generala(g) = game.state() {
            servidas += u64::from(g.servida().is_some());
        }
    }
    let decisive = (wins + losses) as f64;
    let z = (wins as f64 - losses as f64) / decisive.max(1.0).sqrt();
    let p = erfc(z.abs() / std::f64::consts::SQRT_2);
    println!(
        "{{\"games\":{games},\"seed\":{seed},\"wins\":{wins},\"draws\":{draws},\"losses\":{losses},\
         \"margin\":{:.5},\"win_share\":{:.5},\"z\":{z:.3},\"p\":{p:.3e},\"servidas\":{servidas},\
         \"strong_mean\":{:.3},\"score_mean\":{:.3},\"seconds\":{:.1}}}",
        (wins as f64 - losses as f64) / games as f64,
        (wins as f64 + draws as f64 / 2.0) / games as f64,
        strong_sum as f64 / games as f64,
        score_sum as f64 / games as f64,
        began.elapsed().as_secs_f64()
    );
}
