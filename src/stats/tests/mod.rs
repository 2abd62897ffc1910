//! The statistics are computed from whole games played by the greedy computer player
//! for every seat (the setups name people, so the statistics count them).

use super::history::{Finished, History, HistoryError, KEEP};
use super::*;
use crate::ai;
use crate::engine::game::{Action, BotKind, PlayerSetup, Setup};
use crate::engine::rng::GameRng;

/// A finished game of `kind` between `names`, every move chosen by the greedy bot.
fn played(kind: GameKind, names: &[&str], seed: u64) -> Game {
    let mut game = Game::new(Setup::new(kind, names).with_seed(seed)).expect("setup");
    let mut rng = GameRng::from_seed(seed ^ 0x5eed);
    let mut steps = 0;
    while !game.is_over() {
        let action = ai::choose(BotKind::Greedy, &game, &mut rng).expect("a move");
        game.apply(action).expect("legal");
        steps += 1;
        assert!(steps < 10_000, "the game ends");
    }
    game
}

fn history_of(games: &[(&Game, &str)]) -> History {
    let mut h = History::default();
    for (g, date) in games {
        h.push(Finished::new(g, date));
    }
    h
}

fn summaries(h: &History) -> Vec<GameSummary> {
    h.summaries().into_iter().map(|(_, s)| s).collect()
}

#[test]
fn a_classic_game_is_summarised_from_its_log() {
    let game = played(GameKind::Classic, &["Ada", "Bo"], 11);
    let s = summarize(&game, "2026-11-24");
    assert_eq!(s.kind, GameKind::Classic);
    assert_eq!(s.seats.len(), 2);
    assert_eq!(
        s.seats.iter().map(|x| x.score).collect::<Vec<_>>(),
        game.totals()
    );
    let winners = s.seats.iter().filter(|x| x.place == 1).count();
    assert!(winners >= 1);
    // Kniffels counted from the roll events match a recount from the history.
    let recount: u32 = game
        .history()
        .iter()
        .flat_map(|(_, ev)| ev.iter())
        .filter(|e| matches!(e, Event::Rolled { player: 0, dice, .. } if dice.iter().all(|&d| d == dice[0])))
        .count() as u32;
    assert_eq!(s.seats[0].kniffels, recount);
    // The upper bonus is what the sheet says.
    if let GameState::Classic(g) = &game.state {
        assert_eq!(
            s.seats[1].upper_bonus,
            g.variant.upper_bonus(&g.players[1].sheet) > 0
        );
    }
    assert!(!s.with_bots && !s.with_hints && !s.real_dice);
}

#[test]
fn duel_chips_and_card_penalties_are_counted() {
    let duel = played(GameKind::Duel, &["Ada", "Bo"], 3);
    let s = summarize(&duel, "2026-11-24");
    if let GameState::Duel(g) = &duel.state {
        for i in 0..2 {
            assert_eq!(s.seats[i].chips, g.chips(i).total());
            let b = g.breakdown(i);
            assert_eq!(s.seats[i].duel_bonus + b.chips, b.total);
        }
    }
    let cards = played(GameKind::Cards, &["Ada", "Bo", "Cy"], 8);
    let s = summarize(&cards, "2026-11-24");
    let penalties: i32 = cards
        .history()
        .iter()
        .flat_map(|(_, ev)| ev.iter())
        .map(|e| match e {
            Event::Played { penalty, .. } | Event::AnnouncementMissed { penalty, .. } => {
                penalty.abs()
            }
            _ => 0,
        })
        .sum();
    assert_eq!(s.seats.iter().map(|x| x.penalties).sum::<i32>(), penalties);
}

#[test]
fn statistics_per_player_and_kind() {
    let a = played(GameKind::Classic, &["Ada", "Bo"], 1);
    let b = played(GameKind::Classic, &["Ada", "Bo"], 2);
    let solo = played(GameKind::Classic, &["Ada"], 3);
    let duel = played(GameKind::Duel, &["Ada"], 4);
    let h = history_of(&[
        (&a, "2026-11-01"),
        (&b, "2026-11-02"),
        (&solo, "2026-11-03"),
        (&duel, "2026-11-03"),
    ]);
    let all = summaries(&h);
    let stats = player_stats(&all, GameKind::Classic, Filter::default());
    let ada = stats.iter().find(|p| p.name == "Ada").expect("Ada");
    let ada_scores = [a.totals()[0], b.totals()[0], solo.totals()[0]];
    assert_eq!(ada.games, 3);
    assert_eq!(ada.contests, 2, "the solo game is no contest");
    let won = [&a, &b]
        .iter()
        .filter(|g| g.totals()[0] >= g.totals()[1])
        .count() as u32;
    assert_eq!(ada.wins, won);
    assert_eq!(ada.best, *ada_scores.iter().max().expect("scores"));
    assert_eq!(ada.worst, *ada_scores.iter().min().expect("scores"));
    assert_eq!(
        ada.total,
        ada_scores.iter().map(|&s| i64::from(s)).sum::<i64>()
    );
    assert_eq!(
        stats.iter().find(|p| p.name == "Bo").map(|p| p.games),
        Some(2)
    );
    // The Duel game counts in its own kind only.
    let duel_stats = player_stats(&all, GameKind::Duel, Filter::default());
    assert_eq!(duel_stats.len(), 1);
    assert_eq!(duel_stats[0].games, 1);
    assert_eq!(
        scores_over_time(&all, GameKind::Classic, Filter::default(), "Ada"),
        ada_scores
    );
    let hist = histogram(&all, GameKind::Classic, Filter::default(), 5);
    assert_eq!(hist.iter().map(|b| b.1).sum::<u32>(), 5);
    assert!(hist.len() <= 5);
    assert!(
        hist.windows(2).all(|w| w[1].0 - w[0].0 >= 10),
        "bins of at least 10 points"
    );
    // One score: one bin.
    assert_eq!(
        histogram(&all[..1], GameKind::Classic, Filter::default(), 8).len(),
        1
    );
}

#[test]
fn averages_and_win_rates_round() {
    let p = PlayerStats {
        games: 3,
        total: 500,
        contests: 3,
        wins: 2,
        ..PlayerStats::default()
    };
    assert_eq!(p.average(), 167);
    assert_eq!(p.win_percent(), Some(67));
    assert_eq!(PlayerStats::default().average(), 0);
    assert_eq!(PlayerStats::default().win_percent(), None);
}

#[test]
fn games_with_computers_or_hints_are_marked_and_filtered() {
    let mut setup = Setup::new(GameKind::Classic, &["Ada", "Robo"]).with_seed(9);
    setup.players[1] = PlayerSetup {
        name: "Robo".into(),
        bot: Some(BotKind::Greedy),
    };
    let mut vs_bot = Game::new(setup).expect("setup");
    let mut rng = GameRng::from_seed(1);
    while !vs_bot.is_over() {
        let a = ai::choose(BotKind::Greedy, &vs_bot, &mut rng).expect("move");
        vs_bot.apply(a).expect("legal");
    }
    let mut hinted = played(GameKind::Classic, &["Ada"], 5);
    hinted.note_hint(0);
    let plain = played(GameKind::Classic, &["Ada"], 6);
    let h = history_of(&[
        (&vs_bot, "2026-11-01"),
        (&hinted, "2026-11-02"),
        (&plain, "2026-11-03"),
    ]);
    let all = summaries(&h);
    assert!(all[0].with_bots && !all[0].with_hints);
    assert!(all[1].with_hints && !all[1].with_bots);
    let games = |f: Filter| player_stats(&all, GameKind::Classic, f)[0].games;
    assert_eq!(games(Filter::default()), 3);
    assert_eq!(
        games(Filter {
            with_bots: false,
            with_hints: true
        }),
        2
    );
    assert_eq!(
        games(Filter {
            with_bots: false,
            with_hints: false
        }),
        1
    );
    // The computer has no statistics of its own.
    assert!(player_stats(&all, GameKind::Classic, Filter::default())
        .iter()
        .all(|p| p.name == "Ada"));
    assert_eq!(h.names(), vec!["Ada".to_string()]);
}

#[test]
fn real_dice_games_count() {
    let mut setup = Setup::new(GameKind::Classic, &["Ada"]).with_seed(1);
    setup.dice = crate::engine::game::DiceSource::Manual;
    let mut game = Game::new(setup).expect("setup");
    game.apply(Action::EnterDice { dice: vec![6; 5] })
        .expect("dice");
    let s = summarize(&game, "2026-11-24");
    assert!(s.real_dice);
    assert_eq!(s.seats[0].kniffels, 1);
    assert_eq!(
        player_stats(&[s], GameKind::Classic, Filter::default())[0].games,
        1
    );
}

#[test]
fn high_scores_keep_the_best_ten_with_name_and_date() {
    let games: Vec<Game> = (0..12)
        .map(|i| played(GameKind::Classic, &["Ada", "Bo"], 100 + i))
        .collect();
    let dated: Vec<(&Game, &str)> = games.iter().map(|g| (g, "2026-11-20")).collect();
    let all = summaries(&history_of(&dated));
    let table = high_scores(&all, GameKind::Classic, Filter::default());
    assert_eq!(table.len(), HIGH_SCORES);
    let mut every: Vec<i32> = games.iter().flat_map(|g| g.totals()).collect();
    every.sort_by(|a, b| b.cmp(a));
    assert_eq!(
        table.iter().map(|h| h.score).collect::<Vec<_>>(),
        every[..10]
    );
    assert!(table.iter().all(|h| h.date == "2026-11-20"));
}

#[test]
fn rename_and_merge_players() {
    let a = played(GameKind::Classic, &["Ada", "Bo"], 1);
    let b = played(GameKind::Classic, &["Adda", "Bo"], 2);
    let mut h = history_of(&[(&a, "2026-11-01"), (&b, "2026-11-02")]);
    // A typo merged into the right name: the two records become one.
    assert_eq!(h.rename("Adda", "Ada"), 1);
    let stats = player_stats(&summaries(&h), GameKind::Classic, Filter::default());
    assert_eq!(
        stats.iter().find(|p| p.name == "Ada").map(|p| p.games),
        Some(2)
    );
    assert!(stats.iter().all(|p| p.name != "Adda"));
    // A rename keeps every game replayable and its scores.
    assert_eq!(h.rename("Bo", "Bob <b>🎲</b>"), 2);
    assert_eq!(h.games[1].game().expect("loads").totals(), b.totals());
    assert_eq!(
        h.names(),
        vec!["Ada".to_string(), "Bob <b>🎲</b>".to_string()]
    );
    assert_eq!(h.rename("Ada", "  "), 0, "no empty names");
}

#[test]
fn the_history_keeps_the_last_games_and_reads_back() {
    let g = played(GameKind::Duel, &["Ada"], 1);
    let mut h = History::default();
    for i in 0..KEEP + 5 {
        let mut f = Finished::new(&g, "2026-11-24");
        f.date = format!("2026-11-{:02}", 1 + i % 28);
        h.push(f);
    }
    assert_eq!(h.games.len(), KEEP);
    assert_eq!(h.games[0].date, "2026-11-06", "the oldest went");
    let text = h.to_json();
    assert!(!text.contains("\"state\""), "no state snapshot is kept");
    assert_eq!(History::from_json(&text), Ok(h));
}

#[test]
fn a_bad_file_is_refused_and_named() {
    assert!(matches!(
        History::from_json("{"),
        Err(HistoryError::NotJson(_))
    ));
    assert_eq!(History::from_json("[]"), Err(HistoryError::NotHistory));
    assert_eq!(
        History::from_json(r#"{"format":2,"setup":{}}"#),
        Err(HistoryError::NotHistory)
    );
    assert_eq!(
        History::from_json(r#"{"pasch":"history","format":7,"games":[]}"#),
        Err(HistoryError::Newer(7))
    );
    assert!(matches!(
        History::from_json(
            r#"{"pasch":"history","format":1,"games":[{"date":"2026-11-24","save":"{}"}]}"#
        ),
        Err(HistoryError::BadGame { index: 0, .. })
    ));
    let g = played(GameKind::Duel, &["Ada"], 1);
    let mut h = History::default();
    h.push(Finished::new(&g, "24.11.2026"));
    assert_eq!(
        History::from_json(&h.to_json()),
        Err(HistoryError::NotHistory)
    );
}

#[test]
fn an_import_adds_only_new_games() {
    let a = played(GameKind::Duel, &["Ada"], 1);
    let b = played(GameKind::Duel, &["Ada"], 2);
    let mut mine = history_of(&[(&a, "2026-11-02")]);
    let theirs = history_of(&[(&a, "2026-11-02"), (&b, "2026-11-01")]);
    assert_eq!(mine.merge(theirs), 1);
    assert_eq!(mine.games.len(), 2);
    assert_eq!(mine.games[0].date, "2026-11-01", "sorted by day");
}

fn daily_game(day: &str, seed: u64) -> Game {
    let mut setup = Setup::new(GameKind::Classic, &["Ada"]).with_seed(seed);
    setup.daily = Some(day.to_string());
    let mut game = Game::new(setup).expect("setup");
    let mut rng = GameRng::from_seed(seed);
    while !game.is_over() {
        let a = ai::choose(BotKind::Greedy, &game, &mut rng).expect("move");
        game.apply(a).expect("legal");
    }
    game
}

#[test]
fn one_try_per_day_and_a_streak() {
    use super::history::day_number;
    assert_eq!(day_number("1970-01-01"), Some(0));
    assert_eq!(
        day_number("2026-03-01")
            .zip(day_number("2026-02-28"))
            .map(|(a, b)| a - b),
        Some(1)
    );
    assert_eq!(
        day_number("2024-03-01")
            .zip(day_number("2024-02-28"))
            .map(|(a, b)| a - b),
        Some(2)
    );
    assert_eq!(day_number("2026-13-01"), None);
    let mut h = History::default();
    let first = daily_game("2026-11-23", 1);
    assert!(h.record(&first, "2026-11-23"));
    assert!(
        !h.record(&daily_game("2026-11-23", 2), "2026-11-23"),
        "a replay is not kept"
    );
    assert_eq!(h.daily_result("2026-11-23"), Some(first.totals()[0]));
    assert_eq!(h.daily_streak("2026-11-23"), 1);
    assert_eq!(h.daily_streak("2026-11-24"), 1, "today's is still to play");
    assert!(h.record(&daily_game("2026-11-24", 3), "2026-11-24"));
    assert_eq!(h.daily_streak("2026-11-24"), 2);
    assert_eq!(h.daily_streak("2026-11-26"), 0);
}

#[test]
fn a_game_ended_again_after_an_undo_is_kept_once() {
    let game = played(GameKind::Classic, &["Ada", "Bo"], 4);
    let mut h = History::default();
    assert!(h.record(&game, "2026-11-24"));
    assert!(h.record(&game, "2026-11-24"));
    assert_eq!(h.games.len(), 1);
    assert!(h.record(&played(GameKind::Classic, &["Ada", "Bo"], 5), "2026-11-24"));
    assert_eq!(h.games.len(), 2);
}
