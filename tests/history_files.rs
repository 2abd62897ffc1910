//! Statistics that survive every upgrade: every history file Pasch ever wrote, as real
//! files in `tests/fixtures/history/` (see the README there), is read by this version,
//! shows the statistics the version that wrote it showed, and is recognised when it is
//! imported again, also after a rename.

use pasch::engine::{Game, GameKind};
use pasch::stats::history::{read_file, FileGame, History, Kept};
use pasch::stats::{player_stats, Filter, PlayerStats};
use std::fs;
use std::path::PathBuf;

fn fixture(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/history")
        .join(name);
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn games_of(text: &str) -> Vec<Kept> {
    read_file(text)
        .expect("a history file")
        .into_games()
        .into_iter()
        .map(|g| FileGame::read(g).expect("every game reads"))
        .collect()
}

fn stats_of(h: &History, name: &str) -> PlayerStats {
    player_stats(h.summaries(), GameKind::Classic, Filter::default())
        .into_iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("{name} has classic statistics"))
}

/// The export the app wrote on 2026-11-25 (history format 1): the four finished games of
/// tests/fixtures/saves/v2 kept on 2026-11-20, a solitaire Kniffel and that day's challenge,
/// all by Ada, who was then renamed Adelheid. Its Statistics page showed (Kniffel):
/// Adelheid 3 games, 1 win, best 190, average 136, worst 74; Bo 1 game, 131; the daily
/// challenge 143 points, a streak of 1.
#[test]
fn the_first_export_format_reads_with_its_statistics() {
    let text = fixture("v1/pasch-statistics-2026-11-25.json");
    let history = History::of(games_of(&text));
    assert_eq!(history.len(), 6);
    let kinds: Vec<GameKind> = history.games().iter().map(|k| k.summary.kind).collect();
    assert_eq!(
        kinds,
        [
            GameKind::Classic,
            GameKind::Extreme,
            GameKind::Duel,
            GameKind::Cards,
            GameKind::Classic,
            GameKind::Classic
        ]
    );
    let ada = stats_of(&history, "Adelheid");
    assert_eq!(
        (ada.games, ada.wins, ada.best, ada.average(), ada.worst),
        (3, 1, 190, 136, 74)
    );
    let bo = stats_of(&history, "Bo");
    assert_eq!((bo.games, bo.best), (1, 131));
    assert_eq!(
        history
            .daily_result("2026-11-25", GameKind::Classic, "Adelheid")
            .map(|r| r.points),
        Some(143)
    );
    assert_eq!(
        history.daily_streak("2026-11-25", GameKind::Classic, "Adelheid"),
        1
    );
    // Every game still replays to the totals its summary has.
    for kept in history.games() {
        let game = kept.replay().expect("moves kept").expect("replays");
        let totals: Vec<i32> = kept.summary.seats.iter().map(|s| s.score).collect();
        assert_eq!(game.totals(), totals);
    }
}

#[test]
fn an_old_export_imported_again_adds_nothing_also_after_a_rename() {
    let text = fixture("v1/pasch-statistics-2026-11-25.json");
    let mut history = History::of(games_of(&text));
    let again = history.plan_import(games_of(&text).into_iter().map(Ok).collect());
    assert_eq!((again.new.len(), again.already, again.damaged), (0, 6, 0));
    assert_eq!(history.rename("Adelheid", "Oma").len(), 6);
    let renamed = history.plan_import(games_of(&text).into_iter().map(Ok).collect());
    assert_eq!((renamed.new.len(), renamed.already), (0, 6));
    // This version's export of the same games reads back as they are.
    let back = History::of(games_of(&history.to_file()));
    assert_eq!(back, history);
}

/// The export the app wrote after the history's per-game keys came (history format 2):
/// the games of the first export, moved over by the app at its start, then a hot-seat
/// Kniffel of Ada and Bo with a hint, then a solitaire Kniffel by Adelheid. Its Statistics
/// page showed (Kniffel): Adelheid 4 games, best 190, average 125, worst 74; Bo 2 games,
/// average 136; Ada 1 game, 172.
#[test]
fn the_second_export_format_reads_with_its_statistics() {
    let text = fixture("v2/pasch-statistics-2026-11-25.json");
    let history = History::of(games_of(&text));
    assert_eq!(history.len(), 8);
    let adelheid = stats_of(&history, "Adelheid");
    assert_eq!(
        (
            adelheid.games,
            adelheid.best,
            adelheid.average(),
            adelheid.worst
        ),
        (4, 190, 125, 74)
    );
    let bo = stats_of(&history, "Bo");
    assert_eq!((bo.games, bo.average()), (2, 136));
    assert_eq!(stats_of(&history, "Ada").best, 172);
    let hinted: Vec<bool> = history
        .games()
        .iter()
        .map(|k| k.summary.with_hints)
        .collect();
    assert_eq!(
        hinted.iter().filter(|&&h| h).count(),
        1,
        "the game with a hint"
    );
    assert_eq!(
        history
            .daily_result("2026-11-25", GameKind::Classic, "Adelheid")
            .map(|r| r.points),
        Some(143)
    );
    // The first export's games kept their identity through the move to the new keys.
    let first = fixture("v1/pasch-statistics-2026-11-25.json");
    let again = history.plan_import(games_of(&first).into_iter().map(Ok).collect());
    assert_eq!((again.new.len(), again.already), (0, 6));
}

/// The daily challenge of 2026-11-25 as the app saved it when it ended (143 points):
/// the daily dice of `engine::daily` must give the same game for ever.
#[test]
fn the_daily_challenge_of_a_day_is_the_same_game_for_ever() {
    let game = Game::from_json(&fixture("daily-2026-11-25.json")).expect("loads");
    assert!(game.is_over());
    assert_eq!(game.setup().daily.as_deref(), Some("2026-11-25"));
    assert_eq!(game.totals(), vec![143]);
}

/// An export of format 2 with a game of each new kind (issue 39): a two-player Yatzy, a
/// solitaire Maxi Yatzy and a two-player Generala won by a Generala servida, made by
/// `pasch-cli simulate`, imported into the app, its players renamed Ada and Bo, exported.
/// Its Statistics page showed: Yatzy Bo 242 (won), Ada 179; Maxi Yatzy Ada 355;
/// Generala Bo won with 130 by the servida, Ada 143 second.
#[test]
fn an_export_with_yatzy_maxi_yatzy_and_generala_reads_with_its_statistics() {
    let text = fixture("v2/pasch-statistics-2026-11-29.json");
    let history = History::of(games_of(&text));
    let mut kinds: Vec<&str> = history
        .games()
        .iter()
        .map(|k| k.summary.kind.id())
        .collect();
    kinds.sort_unstable();
    assert_eq!(kinds, ["generala", "maxi_yatzy", "yatzy"]);
    let figures = |kind, name: &str| {
        let p = player_stats(history.summaries(), kind, Filter::default())
            .into_iter()
            .find(|p| p.name == name)
            .unwrap_or_else(|| panic!("{name} has {kind:?} statistics"));
        (p.games, p.wins, p.best)
    };
    assert_eq!(figures(GameKind::Yatzy, "Bo"), (1, 1, 242));
    assert_eq!(figures(GameKind::Yatzy, "Ada"), (1, 0, 179));
    assert_eq!(figures(GameKind::MaxiYatzy, "Ada"), (1, 0, 355));
    // The servida wins whatever the totals.
    assert_eq!(figures(GameKind::Generala, "Bo"), (1, 1, 130));
    assert_eq!(figures(GameKind::Generala, "Ada"), (1, 0, 143));
    let generala = history
        .games()
        .iter()
        .find(|k| k.summary.kind == GameKind::Generala)
        .expect("the Generala");
    let servida: Vec<bool> = generala.summary.seats.iter().map(|s| s.servida).collect();
    assert_eq!(servida, [false, true]);
    // Every game replays to its own summary, and the file again adds nothing.
    for kept in history.games() {
        let game = kept.replay().expect("moves").expect("replays");
        assert!(game.is_over(), "{:?}", kept.summary.kind);
        assert_eq!(kept.recounted(&game), None, "{:?}", kept.summary.kind);
    }
    let again = history.plan_import(games_of(&text).into_iter().map(Ok).collect());
    assert_eq!((again.new.len(), again.already), (0, 3));
    // Written again, it reads back the same.
    assert_eq!(History::of(games_of(&history.to_file())), history);
}

/// A finished kids'-mode game (issue 40), written on 2026-11-29 by this version's own
/// writer: Mia counted for herself in a solitaire Kniffel with real dice, 15 sums asked
/// (13 boxes, the upper total, the bonus), 11 right the first time. Older readers ignore
/// the new fields; this version reads them and counts them again from the moves.
#[test]
fn an_export_with_a_kids_mode_game_reads_with_its_sums() {
    let text = fixture("v2/pasch-statistics-kids-2026-11-29.json");
    let history = History::of(games_of(&text));
    let [kept] = history.games() else {
        panic!("one game");
    };
    let mia = &kept.summary.seats[0];
    assert_eq!((mia.name.as_str(), mia.score), ("Mia", 297));
    assert_eq!((mia.sums_asked, mia.sums_right_first), (15, 11));
    let game = kept.replay().expect("moves").expect("replays");
    assert!(game.is_over());
    assert!(game.setup().players[0].counts_self);
    assert_eq!(kept.recounted(&game), None, "the summary is the moves' own");
    let seats = history
        .summaries()
        .flat_map(|g| g.seats.iter().filter(|s| !s.bot).map(move |s| (g, s)));
    let sums = pasch::stats::sums::sums_right_first(seats);
    assert_eq!(sums.len(), 1);
    assert_eq!(sums[0].all.percent(), 73);
    assert_eq!(sums[0].months[0].0, "2026-11");
    let again = history.plan_import(games_of(&text).into_iter().map(Ok).collect());
    assert_eq!((again.new.len(), again.already), (0, 1));
    assert_eq!(History::of(games_of(&history.to_file())), history);
}

/// A file with a family tournament (issue 40): its one game reads as any, the
/// tournament with it, its Pasch game linked by id; older files have no tournament.
#[test]
fn a_file_with_a_tournament_reads_with_its_standings() {
    let text = fixture("v2/pasch-statistics-2026-11-29-tournament.json");
    let file = read_file(&text).expect("a history file");
    let tours = file.tournaments();
    let history = History::of(games_of(&text));
    assert_eq!(history.len(), 1);
    assert_eq!(tours.len(), 1);
    let tour = &tours[0];
    let linked = tour.rounds[0].tables[0].games[0].game.expect("linked");
    assert_eq!(history.games()[0].id, linked);
    let standings: Vec<(&str, i64, u32)> = tour
        .standings()
        .iter()
        .map(|s| (tour.players[s.player].name.as_str(), s.points, s.wins))
        .collect();
    assert_eq!(
        standings,
        [
            ("Bo", 465, 1),
            ("Dana", 432, 1),
            ("Ada", 407, 0),
            ("Eli", 230, 1),
            ("Cem", 150, 0)
        ]
    );
    // Written again, it is the same file.
    assert_eq!(history.to_file_with(&tours), text.trim_end());
    for old in [
        "v1/pasch-statistics-2026-11-25.json",
        "v2/pasch-statistics-2026-11-25.json",
        "v2/pasch-statistics-2026-11-29.json",
    ] {
        let file = read_file(&fixture(old)).expect("a history file");
        assert!(file.tournaments().is_empty(), "{old}");
    }
}
