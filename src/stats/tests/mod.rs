//! The statistics are computed from whole games played by the greedy computer player
//! for every seat (the setups name people, so the statistics count them).

use super::history::{History, Kept};
use super::*;
use crate::ai;
use crate::engine::{Action, BotKind, Event, Game, GameState, PlayerSetup, Setup};

/// A finished game of `kind` between `names`, every move chosen by the greedy bot.
pub(super) fn played(kind: GameKind, names: &[&str], seed: u64) -> Game {
    let mut game = Game::new(Setup::new(kind, names).with_seed(seed)).expect("setup");
    ai::play_out(&mut game, BotKind::Greedy, seed ^ 0x5eed).expect("legal");
    assert!(game.is_over());
    game
}

/// The history of these games, ended on these days (in this order within a day).
pub(super) fn history_of(games: &[(&Game, &str)]) -> History {
    History::of(
        games
            .iter()
            .enumerate()
            .map(|(i, (g, date))| Kept::of(g, date, at(date) + i as u64))
            .collect(),
    )
}

/// The start of `date` in milliseconds since 1970.
pub(super) fn at(date: &str) -> u64 {
    let day = crate::engine::day_number(date).expect("a date");
    u64::try_from(day).expect("after 1970") * 86_400_000
}

fn summaries(h: &History) -> Vec<GameSummary> {
    h.summaries().cloned().collect()
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
    if let GameState::Classic(g) = game.state() {
        assert_eq!(
            s.seats[1].upper_bonus,
            g.variant().upper_bonus(&g.players()[1].sheet) > 0
        );
    }
    assert!(!s.with_bots && !s.with_hints && !s.real_dice);
}

#[test]
fn duel_chips_and_card_penalties_are_counted() {
    let duel = played(GameKind::Duel, &["Ada", "Bo"], 3);
    let s = summarize(&duel, "2026-11-24");
    if let GameState::Duel(g) = duel.state() {
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
        ..Default::default()
    };
    let mut vs_bot = Game::new(setup).expect("setup");
    ai::play_out(&mut vs_bot, BotKind::Greedy, 1).expect("legal");
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
    setup.dice = crate::engine::DiceSource::Manual;
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
    assert_eq!(h.rename("Adda", "Ada").len(), 1);
    let stats = player_stats(&summaries(&h), GameKind::Classic, Filter::default());
    assert_eq!(
        stats.iter().find(|p| p.name == "Ada").map(|p| p.games),
        Some(2)
    );
    assert!(stats.iter().all(|p| p.name != "Adda"));
    // A rename keeps every game replayable and its scores.
    assert_eq!(h.rename("Bo", "Bob <b>🎲</b>").len(), 2);
    let replayed = h.games()[1].replay().expect("moves").expect("loads");
    assert_eq!(replayed.totals(), b.totals());
    assert_eq!(replayed.setup().players[1].name, "Bob <b>🎲</b>");
    assert_eq!(
        h.names(),
        vec!["Ada".to_string(), "Bob <b>🎲</b>".to_string()]
    );
    assert!(h.rename("Ada", "  ").is_empty(), "no empty names");
}

mod history;
mod summaries;
