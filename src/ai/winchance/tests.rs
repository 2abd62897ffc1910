//! The win chances on whole games: shares at the start, finished games, a player far
//! ahead, the dice on the table, refusals, the series; and timings for the report.

use crate::ai::kniffel::strong::Strong;
use crate::ai::kniffel::tables;
use crate::ai::player::{Player, View};
use crate::ai::winchance::chances::{sheet_game, WinCalculator, WinChanceError, FINISHES};
use crate::engine::{Action, BotKind, BoxId, DiceSource, Game, GameKind, GameState, Setup};

fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}

fn new_game(kind: GameKind, n: usize, seed: u64) -> Game {
    let names = names(n);
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    Game::new(Setup::new(kind, &refs).with_seed(seed)).expect("a setup")
}

fn assert_sums_to_one(w: &[f64]) {
    let sum: f64 = w.iter().sum();
    assert!((sum - 1.0).abs() < 1e-9, "{w:?} sums to {sum}");
    assert!(w.iter().all(|&p| (0.0..=1.0 + 1e-12).contains(&p)), "{w:?}");
}

/// Plays `game` with the strong classic player for everybody until `turns` boxes are
/// filled in all.
fn play_strong(game: &mut Game, turns: usize) {
    let mut strong = Strong::default();
    let mut filled = 0;
    while filled < turns && !game.state().is_over() {
        let action = strong.act(View::of(game)).expect("a move");
        filled += action.ends_turn() as usize;
        game.apply(action).expect("legal");
    }
}

#[test]
fn at_the_start_every_player_has_an_equal_share() {
    let mut wc = WinCalculator::new();
    for kind in [GameKind::Classic, GameKind::Extreme] {
        for n in (2..=8).filter(|n| kind.players().contains(n)) {
            let w = wc.chances(&new_game(kind, n, 1)).expect("chances");
            assert_sums_to_one(&w);
            for p in &w {
                assert!((p - 1.0 / n as f64).abs() < 0.03, "{kind:?} {n}: {w:?}");
            }
        }
    }
}

#[test]
fn a_finished_game_gives_everything_to_the_winner() {
    let mut game = new_game(GameKind::Classic, 3, 5);
    play_strong(&mut game, usize::MAX);
    let totals = game.state().totals();
    let best = *totals.iter().max().expect("players");
    let winners = totals.iter().filter(|&&t| t == best).count() as f64;
    let w = WinCalculator::new().chances(&game).expect("chances");
    for (t, p) in totals.iter().zip(&w) {
        let want = if *t == best { 1.0 / winners } else { 0.0 };
        assert!((p - want).abs() < 1e-12, "{totals:?} {w:?}");
    }
}

#[test]
fn chances_sum_to_one_mid_game_and_repeat() {
    for kind in [GameKind::Classic, GameKind::Extreme] {
        let mut game = new_game(kind, 4, 9);
        // Some turns of every player, then the next one's first roll.
        let mut rng_moves = 0;
        while rng_moves < 9 {
            let turn = match game.state() {
                GameState::Classic(g) | GameState::Extreme(g) => g.clone(),
                _ => unreachable!(),
            };
            let action = if !turn.turn().has_rolled() {
                Action::Roll
            } else {
                rng_moves += 1;
                let open = turn.players()[turn.current_player()]
                    .sheet
                    .open_in(turn.variant().boxes())
                    .next()
                    .expect("an open box");
                Action::Score { box_id: open }
            };
            game.apply(action).expect("legal");
        }
        game.apply(Action::Roll).expect("a roll");
        let a = WinCalculator::new().chances(&game).expect("chances");
        let b = WinCalculator::new().chances(&game).expect("chances again");
        assert_sums_to_one(&a);
        assert_eq!(a, b, "the same game, the same chances");
    }
}

#[test]
fn a_player_far_ahead_is_almost_sure_to_win() {
    // P0 plays strong, P1 strikes the first open box every turn.
    let mut game = new_game(GameKind::Classic, 2, 3);
    let mut strong = Strong::default();
    while game.state().round() <= 10 {
        let action = if game.current_player() == 0 {
            strong.act(View::of(&game)).expect("a move")
        } else if !has_rolled(&game) {
            Action::Roll
        } else {
            Action::Score {
                box_id: first_open(&game, 1),
            }
        };
        game.apply(action).expect("legal");
    }
    let w = WinCalculator::new().chances(&game).expect("chances");
    assert_sums_to_one(&w);
    assert!(w[0] > 0.99, "{:?} {w:?}", game.state().totals());
}

fn has_rolled(game: &Game) -> bool {
    match game.state() {
        GameState::Classic(g) | GameState::Extreme(g) => g.turn().has_rolled(),
        _ => false,
    }
}

fn first_open(game: &Game, seat: usize) -> BoxId {
    match game.state() {
        GameState::Classic(g) | GameState::Extreme(g) => g.players()[seat]
            .sheet
            .open_in(g.variant().boxes())
            .next()
            .expect("an open box"),
        _ => unreachable!(),
    }
}

#[test]
fn the_dice_on_the_table_count() {
    // Real dice: the first player has five sixes on the table with two rolls left.
    for (kind, dice) in [
        (GameKind::Classic, vec![6; 5]),
        (GameKind::Extreme, vec![6, 6, 6, 6, 6, 6]),
    ] {
        let mut setup = Setup::new(kind, &["Ada", "Bo"]).with_seed(4);
        setup.dice = DiceSource::Manual;
        let mut game = Game::new(setup).expect("a setup");
        let before = WinCalculator::new().chances(&game).expect("chances");
        game.apply(Action::EnterDice { dice }).expect("typed in");
        let w = WinCalculator::new().chances(&game).expect("chances");
        assert_sums_to_one(&w);
        assert!(w[0] > before[0] + 0.05, "{kind:?}: {before:?} then {w:?}");
    }
}

#[test]
fn other_games_and_solo_games_are_refused() {
    let mut wc = WinCalculator::new();
    assert!(matches!(
        wc.chances(&new_game(GameKind::Duel, 2, 1)),
        Err(WinChanceError::Game("duel"))
    ));
    assert_eq!(
        wc.chances(&new_game(GameKind::Classic, 1, 1)),
        Err(WinChanceError::Players(1))
    );
}

#[test]
fn the_series_has_a_point_per_round_and_a_turning_point() {
    let mut game = new_game(GameKind::Classic, 2, 11);
    play_strong(&mut game, usize::MAX);
    let series = WinCalculator::new().series(&game).expect("a series");
    assert_eq!(series.rounds.len(), 14, "the start and 13 rounds");
    for w in &series.rounds {
        assert_sums_to_one(w);
    }
    // The last entry is the result: everything to the winner.
    let last = series.rounds.last().expect("rounds");
    let w = WinCalculator::new().chances(&game).expect("chances");
    assert_eq!(last, &w);
    assert!(last.iter().all(|&p| p == 0.0 || p == 0.5 || p == 1.0));
    let turning = series.turning.expect("a turning point");
    assert!((1..=13).contains(&turning.round) && turning.seat < 2);
    assert!(turning.swing > 0.0 && turning.swing <= 1.0);
}

#[test]
fn optimal_play_scores_what_the_table_expects() {
    let rules = crate::engine::ClassicRules::default();
    let table = tables::solved(rules);
    // Simulated here rather than asked: a fresh sheet's answer is the shipped one.
    let points = crate::ai::winchance::fresh::simulate(table, FINISHES);
    let mean = points.iter().map(|&p| f64::from(p)).sum::<f64>() / points.len() as f64;
    // 10,000 games: the standard error of the mean is about 0.6 points.
    assert!(
        (mean - table.start_value()).abs() < 2.5,
        "{mean} against {}",
        table.start_value()
    );
}

/// Extreme's drawn finishes against the strong player's own games (`extreme_fit`).
#[test]
fn extreme_finishes_look_like_the_strong_players_games() {
    let mut wc = WinCalculator::new();
    let g = new_game(GameKind::Extreme, 2, 1);
    let f = &wc
        .finishes_of(sheet_game(&g).expect("extreme"), FINISHES)
        .expect("finishes")[0];
    let mean = f.mean();
    assert!((600.0..690.0).contains(&mean), "{mean}");
}

/// Prints timings and figures for the report (run in release with `--ignored
/// --nocapture`).
#[test]
#[ignore]
fn timings() {
    use std::time::Instant;
    let mut figures = String::new();
    for n in 2..=8 {
        let w = WinCalculator::new()
            .chances(&new_game(GameKind::Classic, n, 1))
            .expect("chances");
        figures.push_str(&format!("start n={n}: {w:?}\n"));
    }
    let _ = tables::solved(Default::default());
    for kind in [GameKind::Classic, GameKind::Extreme] {
        let g = new_game(kind, 2, 1);
        let f = &WinCalculator::new()
            .finishes_of(sheet_game(&g).expect("a sheet game"), FINISHES)
            .expect("finishes")[0];
        let mean = f.mean();
        let var: f64 = f
            .probs
            .iter()
            .enumerate()
            .map(|(k, p)| p * (f.base as f64 + k as f64 - mean).powi(2))
            .sum();
        figures.push_str(&format!(
            "{kind:?} start finish: mean {mean:.2}, sd {:.1}\n",
            var.sqrt()
        ));
    }
    for kind in [GameKind::Classic, GameKind::Extreme] {
        let most = if kind == GameKind::Extreme { 4 } else { 8 };
        for n in [2, most] {
            let start = new_game(kind, n, 21);
            let t = Instant::now();
            let mut wc = WinCalculator::new();
            let w = wc.chances(&start).expect("chances");
            figures.push_str(&format!("{kind:?} n={n} start: {:?} {w:?}\n", t.elapsed()));
            let mut mid = start.clone();
            let mut early = start.clone();
            if kind == GameKind::Classic {
                play_strong(&mut early, n);
                early.apply(Action::Roll).expect("a roll");
                let t = Instant::now();
                let w = WinCalculator::new().chances(&early).expect("chances");
                figures.push_str(&format!(
                    "{kind:?} n={n} round 2 (fresh), on turn after a roll: {:?} {w:?}\n",
                    t.elapsed()
                ));
            }
            if kind == GameKind::Classic {
                play_strong(&mut mid, 6 * n);
            } else {
                let mut strong = crate::ai::scoresheet::extreme_strong::Strong::default();
                let mut turns = 0;
                while turns < 8 * n {
                    let a = strong.act(View::of(&mid)).expect("a move");
                    turns += a.ends_turn() as usize;
                    mid.apply(a).expect("legal");
                }
            }
            mid.apply(Action::Roll).expect("a roll");
            let t = Instant::now();
            let w = WinCalculator::new().chances(&mid).expect("chances");
            figures.push_str(&format!(
                "{kind:?} n={n} mid-game (fresh), on turn after a roll: {:?} {w:?} totals {:?}\n",
                t.elapsed(),
                mid.state().totals()
            ));
            let t = Instant::now();
            let w = wc.chances(&mid).expect("chances");
            figures.push_str(&format!(
                "{kind:?} n={n} mid-game (after the start was asked): {:?} {w:?}\n",
                t.elapsed()
            ));
            let mut end = start.clone();
            if kind == GameKind::Classic {
                play_strong(&mut end, usize::MAX);
            } else {
                let mut strong = crate::ai::scoresheet::extreme_strong::Strong::default();
                while !end.state().is_over() {
                    let a = strong.act(View::of(&end)).expect("a move");
                    end.apply(a).expect("legal");
                }
            }
            let t = Instant::now();
            let s = WinCalculator::new().series(&end).expect("series");
            figures.push_str(&format!(
                "{kind:?} n={n} series of a finished game (fresh): {:?}, turning {:?}\n",
                t.elapsed(),
                s.turning
            ));
        }
    }
    println!("{figures}");
}

#[test]
fn a_long_answer_says_now_and_then_that_it_works() {
    use std::cell::Cell;
    use std::rc::Rc;
    let beats = Rc::new(Cell::new(0));
    let mut wc = WinCalculator::new();
    let counted = beats.clone();
    wc.on_heartbeat(Rc::new(move || counted.set(counted.get() + 1)));
    let mut game = new_game(GameKind::Extreme, 3, 4);
    game.apply(Action::Roll).expect("a roll");
    wc.chances(&game).expect("chances");
    // The player on turn stands apart from the two who wait: two positions worked out.
    assert_eq!(beats.get(), 2);
    // Known finishes are not worked out again, and say nothing.
    wc.chances(&game).expect("chances again");
    assert_eq!(beats.get(), 2);
}

/// The simulated games play the table's optimal strategy: from a position some turns in,
/// their mean is the table's value of that position.
#[test]
fn simulated_finishes_average_the_tables_value() {
    use crate::ai::kniffel::scoring::position_of;
    use crate::ai::winchance::classic::{Batch, Simulator, Start};
    let mut game = new_game(GameKind::Classic, 2, 17);
    play_strong(&mut game, 6);
    let GameState::Classic(g) = game.state() else {
        unreachable!("a classic game")
    };
    let table = tables::solved(Default::default());
    let requests: Vec<Batch> = (0..2)
        .map(|seat| Batch {
            p: position_of(&g.players()[seat].sheet),
            start: Start::Turn,
            finishes: FINISHES,
            seed: seat as u64,
        })
        .collect();
    let samples = Simulator::default().sample(table, &requests, &mut || {});
    for (r, points) in requests.iter().zip(&samples) {
        assert_eq!(points.len(), FINISHES);
        let mean = points.iter().map(|&p| f64::from(p)).sum::<f64>() / points.len() as f64;
        let want = table.values()[r.p.slot()];
        // 10,000 games: the standard error of the mean is below 0.6 points.
        assert!((mean - want).abs() < 2.5, "{mean} against {want}");
    }
}

/// A player's finishes are the same whoever else is simulated alongside: each game
/// draws from its own stream.
#[test]
fn finishes_do_not_depend_on_the_other_players() {
    use crate::ai::winchance::classic::{Batch, Simulator, Start};
    let table = tables::solved(Default::default());
    let request = |p, seed| Batch {
        p,
        start: Start::Turn,
        finishes: 300,
        seed,
    };
    let start = kniffel_solver::Position::START;
    let alone = Simulator::default().sample(table, &[request(start, 1)], &mut || {});
    let later = kniffel_solver::Position {
        filled: 0b1_0000_0000_0001,
        upper: 3,
        kniffel_50: false,
    };
    let mut sim = Simulator::default();
    let _ = sim.sample(table, &[request(later, 9)], &mut || {});
    let together = sim.sample(table, &[request(later, 2), request(start, 1)], &mut || {});
    let sorted = |v: &[u32]| {
        let mut v = v.to_vec();
        v.sort_unstable();
        v
    };
    assert_eq!(sorted(&alone[0]), sorted(&together[1]));
}

/// Every player at a fresh Kniffel sheet is answered by the shipped finishes: the brain
/// does not wait for the table. Once somebody rolled, or moved on, it does.
#[test]
fn only_a_game_under_way_needs_the_table() {
    use crate::ai::winchance::chances::table_needed;
    let mut game = new_game(GameKind::Classic, 3, 2);
    assert_eq!(table_needed(&game), None);
    game.apply(Action::Roll).expect("a roll");
    assert!(table_needed(&game).is_some());
    assert_eq!(table_needed(&new_game(GameKind::Extreme, 3, 2)), None);
    play_strong(&mut game, usize::MAX);
    assert_eq!(table_needed(&game), None);
}

/// The part of the table a late game can meet holds the whole table's values there, to
/// the bit, and its games play the same: a first visit's question late in a game is
/// answered from it exactly as from the whole table.
#[test]
fn a_part_of_the_table_answers_as_the_whole_does() {
    use crate::ai::kniffel::scoring::position_of;
    use crate::ai::kniffel::table::SolvedTable;
    use crate::ai::winchance::classic::{Batch, Simulator, Start};
    use kniffel_solver::values::above;
    let mut game = new_game(GameKind::Classic, 3, 23);
    play_strong(&mut game, 3 * 6);
    let GameState::Classic(g) = game.state() else {
        unreachable!("a classic game")
    };
    let requests: Vec<Batch> = (0..3)
        .map(|seat| Batch {
            p: position_of(&g.players()[seat].sheet),
            start: Start::Turn,
            finishes: 500,
            seed: seat as u64,
        })
        .collect();
    let floors: Vec<u16> = requests.iter().map(|r| r.p.filled).collect();
    let whole = tables::solved(Default::default());
    let part = SolvedTable::solve_part(Default::default(), &floors, &mut |_, _| {});
    assert!(!part.is_whole() && whole.is_whole());
    assert!(
        part.states() * 4 < whole.states(),
        "a small part late in a game"
    );
    let box_sets = 1u32 << kniffel_solver::position::BOXES;
    for filled in (0..box_sets)
        .map(|f| f as u16)
        .filter(|&f| above(f, &floors))
    {
        for upper in 0..=63 {
            for flag in [false, true] {
                let slot = kniffel_solver::position::slot(filled, upper, flag);
                assert_eq!(
                    part.values()[slot].to_bits(),
                    whole.values()[slot].to_bits()
                );
            }
        }
    }
    let from_part = Simulator::default().sample(&part, &requests, &mut || {});
    let from_whole = Simulator::default().sample(whole, &requests, &mut || {});
    assert_eq!(from_part, from_whole);
}

/// A part of the table is solved for a question only where it is much smaller than the
/// whole: not early in a game with many players, not for a fresh sheet or Extreme.
#[test]
fn a_part_is_solved_only_where_it_is_small() {
    use crate::ai::winchance::chances::part_suffices;
    let mut game = new_game(GameKind::Classic, 8, 4);
    assert!(!part_suffices(&game), "fresh sheets: the shipped finishes");
    play_strong(&mut game, 8);
    game.apply(Action::Roll).expect("a roll");
    assert!(!part_suffices(&game), "round 2 of 8: nearly every box set");
    play_strong(&mut game, 8 * 5);
    assert!(part_suffices(&game), "round 7");
    assert!(!part_suffices(&new_game(GameKind::Extreme, 3, 4)));
}

/// The simulations of a question shared out (as the brain's helpers share them), each
/// share played apart and handed back, give the chances one simulation gives.
#[test]
fn simulations_shared_out_give_the_same_chances() {
    use crate::ai::winchance::classic::{Batch, Simulator};
    let mut game = new_game(GameKind::Classic, 4, 31);
    play_strong(&mut game, 9);
    game.apply(Action::Roll).expect("a roll");
    let table = tables::solved(Default::default());
    let whole = WinCalculator::new().chances(&game).expect("chances");

    let mut shared = WinCalculator::new();
    let (rules, pending) = shared.pending(&game).expect("simulations to do");
    assert_eq!(rules, table.rules());
    assert_eq!(pending.batches().len(), 4, "a request per player");
    // Nine boxes filled in all: 43 boxes still to fill, in 10,000 games each.
    assert_eq!(pending.turns(), 43 * FINISHES);
    // Every other request to a second worker, over plain numbers as the worker gets them.
    let mut samples: Vec<Vec<u32>> = vec![Vec::new(); 4];
    for member in 0..2 {
        let share: Vec<Batch> = pending
            .batches()
            .iter()
            .skip(member)
            .step_by(2)
            .map(|r| Batch::from_words(&r.to_words()).expect("words of a request"))
            .collect();
        let played = Simulator::default().sample(table, &share, &mut || {});
        for (i, points) in (member..4).step_by(2).zip(played) {
            samples[i] = points;
        }
    }
    shared.take(pending, samples);
    assert!(shared.pending(&game).is_none(), "nothing left to simulate");
    let answer = shared.chances(&game).expect("chances");
    let bits = |w: &[f64]| w.iter().map(|p| p.to_bits()).collect::<Vec<_>>();
    assert_eq!(bits(&answer), bits(&whole));
}

#[test]
fn words_of_no_request_are_refused() {
    use crate::ai::winchance::classic::Batch;
    assert!(Batch::from_words(&[0; 8]).is_none());
    assert!(Batch::from_words(&[1 << 13, 0, 0, 0, 0, 0, 1, 0, 0]).is_none());
    assert!(Batch::from_words(&[0, 64, 0, 0, 0, 0, 1, 0, 0]).is_none());
    assert!(Batch::from_words(&[0, 0, 0, 2, 0, 0, 1, 0, 0]).is_none());
    let r = Batch::from_words(&[5, 3, 1, 1, 100, 2, 7, 9, 1]).expect("a request");
    assert_eq!(r.to_words(), [5, 3, 1, 1, 100, 2, 7, 9, 1]);
    assert_eq!(r.seed, (1 << 32) | 9);
}

/// A finished game's series from simulations shared out in three (as the brain's helper workers
/// plays them) is the series one simulation gives.
#[test]
fn a_series_from_shared_simulations_is_the_same() {
    use crate::ai::winchance::classic::{Batch, Simulator};
    let mut game = new_game(GameKind::Classic, 2, 12);
    play_strong(&mut game, usize::MAX);
    let table = tables::solved(Default::default());
    let whole = WinCalculator::new().series(&game).expect("a series");

    let mut shared = WinCalculator::new();
    let (_, pending) = shared.pending_series(&game).expect("simulations to do");
    let n = pending.batches().len();
    // A request per player and position after a box (those repeated between a player's
    // turns once; the fresh start is shipped).
    assert!(n > 13, "{n} requests");
    let mut samples: Vec<Vec<u32>> = vec![Vec::new(); n];
    for member in 0..3 {
        let share: Vec<usize> = (member..n).step_by(3).collect();
        let requests: Vec<Batch> = share.iter().map(|&i| pending.batches()[i]).collect();
        let played = Simulator::default().sample(table, &requests, &mut || {});
        for (&i, points) in share.iter().zip(played) {
            samples[i] = points;
        }
    }
    shared.take(pending, samples);
    assert!(
        shared.pending_series(&game).is_none(),
        "nothing left to simulate"
    );
    assert_eq!(shared.series(&game).expect("a series"), whole);
}

#[test]
fn yatzy_has_win_chances_from_its_exact_table() {
    // Alike at the start; a Yatzy typed in with two rolls left raises the thrower's.
    let mut setup = Setup::new(GameKind::Yatzy, &["Ada", "Bo"]).with_seed(4);
    setup.dice = DiceSource::Manual;
    let mut game = Game::new(setup).expect("a setup");
    let mut wc = WinCalculator::new();
    let before = wc.chances_with(&game, 2_000).expect("chances");
    assert_sums_to_one(&before);
    assert!((before[0] - before[1]).abs() < 0.03, "{before:?}");
    game.apply(Action::EnterDice { dice: vec![6; 5] })
        .expect("typed in");
    let w = wc.chances_with(&game, 2_000).expect("chances");
    assert_sums_to_one(&w);
    assert!(w[0] > before[0] + 0.05, "{before:?} then {w:?}");
    // A finished game: the winner's chance is 1.
    let mut done = new_game(GameKind::Yatzy, 2, 9);
    crate::ai::play_out(&mut done, BotKind::Greedy, 9).expect("legal play");
    let w = wc.chances_with(&done, 2_000).expect("chances");
    let totals = done.totals();
    if totals[0] != totals[1] {
        assert_eq!(w[usize::from(totals[1] > totals[0])], 1.0);
    }
}
