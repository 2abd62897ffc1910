//! The kept games: their stored form, identity, the daily rule, renames and what an
//! import would do.

use super::{at, history_of, played};
use crate::ai;
use crate::engine::{BotKind, Game, GameId, GameKind, Setup, MAX_NAME_CHARS};
use crate::stats::history::{
    read_file, EntryError, FileGame, History, HistoryError, Kept, KeptLog, MAX_GAME_CHARS,
};

#[test]
fn a_kept_game_is_stored_small_and_replays() {
    let game = played(GameKind::Classic, &["Ada", "Bo", "Cy", "Di"], 3);
    let kept = Kept::of(&game, "2026-11-25", at("2026-11-25"));
    assert_eq!(kept.id, game.setup().id);
    let text = kept.to_json();
    assert_eq!(Kept::from_json(&text), Ok(kept.clone()));
    assert!(matches!(
        kept.game.as_ref().map(|g| &g.log),
        Some(KeptLog::Compact(_))
    ));
    assert!(!text.contains("\"state\""), "no state snapshot is kept");
    // A four-player Kniffel in about a kilobyte and a half: a thousand fit in the
    // browser's storage with room to spare (its save is several times larger).
    assert!(text.len() < 2_000, "{} characters: {text}", text.len());
    assert!(text.len() * 4 < game.to_json().len());
    let back = kept.replay().expect("moves").expect("replays");
    assert_eq!(back.totals(), game.totals());
    assert_eq!(back.log(), game.log());
    // Without its moves it keeps the summary (the statistics stay whole).
    let small = kept.without_moves();
    assert!(small.replay().is_none());
    assert_eq!(small.summary, kept.summary);
    assert_eq!(Kept::from_json(&small.to_json()), Ok(small));
}

#[test]
fn a_stored_game_this_version_cannot_read_is_named() {
    let game = played(GameKind::Duel, &["Ada"], 1);
    let kept = Kept::of(&game, "2026-11-25", 1);
    let text = kept.to_json();
    assert!(matches!(
        Kept::from_json("{"),
        Err(EntryError::Unreadable(_))
    ));
    assert!(matches!(
        Kept::from_json("{}"),
        Err(EntryError::Unreadable(_))
    ));
    assert_eq!(
        Kept::from_json(&text.replacen(r#"{"v":1"#, r#"{"v":2"#, 1)),
        Err(EntryError::Newer(2))
    );
    assert_eq!(
        Kept::from_json(&text.replace("2026-11-25", "9999-99-99")),
        Err(EntryError::BadDate("9999-99-99".into()))
    );
    let mut no_seats = kept.clone();
    no_seats.summary.seats.clear();
    assert_eq!(
        Kept::from_json(&no_seats.to_json()),
        Err(EntryError::BadSummary)
    );
    // A log that does not replay is found when the game is checked (or opened).
    let mut broken = kept.clone();
    if let Some(g) = &mut broken.game {
        g.log = KeptLog::Compact("rrrrrrrr".into());
    }
    let read = Kept::from_json(&broken.to_json()).expect("reads: not replayed yet");
    assert!(matches!(read.checked(), Err(EntryError::Game(_))));
}

#[test]
fn a_checked_game_counts_its_summary_again_from_its_moves() {
    let game = played(GameKind::Classic, &["Ada", "Bo"], 8);
    let mut kept = Kept::of(&game, "2026-11-25", 5);
    kept.summary.seats[0].score = 9_999;
    let checked = kept.clone().checked().expect("replays");
    assert_eq!(checked.summary.seats[0].score, game.totals()[0]);
    assert_eq!((checked.id, checked.at), (kept.id, kept.at));
}

#[test]
fn the_same_seed_played_three_times_is_three_games() {
    // "Play this game again": the same setup and dice, another identity each time.
    let mut h = History::default();
    let first = played(GameKind::Classic, &["Ada"], 4);
    for (i, seed_of_choices) in [1, 2, 3].into_iter().enumerate() {
        let mut setup = first.setup().clone();
        setup.id = GameId::random();
        let mut game = Game::new(setup).expect("setup");
        let bot = if i == 0 {
            BotKind::Greedy
        } else {
            BotKind::Random
        };
        ai::play_out(&mut game, bot, seed_of_choices).expect("legal");
        assert!(h.record(&game, "2026-11-25", 100 + i as u64).is_some());
    }
    assert_eq!(h.len(), 3);
}

#[test]
fn a_game_ended_again_after_an_undo_is_kept_once_in_its_place() {
    let game = played(GameKind::Classic, &["Ada", "Bo"], 4);
    let other = played(GameKind::Classic, &["Ada", "Bo"], 5);
    let mut h = History::default();
    assert!(h.record(&game, "2026-11-24", 10).is_some());
    assert!(h.record(&other, "2026-11-24", 20).is_some());
    let mut again = game.clone();
    again.undo().expect("the last box can be taken back");
    let last = again
        .state()
        .legal_actions()
        .into_iter()
        .last()
        .expect("a box");
    again.apply(last).expect("legal");
    let kept = h.record(&again, "2026-11-24", 30).expect("kept");
    assert_eq!(kept.at, 10, "it keeps its place");
    assert_eq!(h.len(), 2);
    assert_eq!(h.games()[0].id, game.setup().id);
    assert_eq!(h.games()[0].summary.seats[1].score, again.totals()[1]);
}

fn daily_game(day: &str, seed: u64) -> Game {
    daily_of("Ada", day, seed)
}

fn daily_of(player: &str, day: &str, seed: u64) -> Game {
    let mut setup = Setup::new(GameKind::Classic, &[player]).with_seed(seed);
    setup.daily = Some(day.to_string());
    let mut game = Game::new(setup).expect("setup");
    ai::play_out(&mut game, BotKind::Greedy, seed).expect("legal");
    game
}

#[test]
fn one_try_per_day_and_a_streak() {
    let mut h = History::default();
    let first = daily_game("2026-11-23", 1);
    assert!(h.record(&first, "2026-11-23", 1).is_some());
    assert!(
        h.record(&daily_game("2026-11-23", 2), "2026-11-23", 2)
            .is_none(),
        "another try is not kept"
    );
    assert_eq!(
        h.daily_result("2026-11-23", GameKind::Classic, "Ada")
            .map(|r| r.points),
        Some(first.totals()[0])
    );
    assert_eq!(h.daily_streak("2026-11-23", GameKind::Classic, "Ada"), 1);
    assert_eq!(
        h.daily_streak("2026-11-24", GameKind::Classic, "Ada"),
        1,
        "today's is still to play"
    );
    assert!(h
        .record(&daily_game("2026-11-24", 3), "2026-11-24", 3)
        .is_some());
    assert_eq!(h.daily_streak("2026-11-24", GameKind::Classic, "Ada"), 2);
    assert_eq!(h.daily_streak("2026-11-26", GameKind::Classic, "Ada"), 0);
    // The streak and the result live in the summary: they stay when the moves go.
    let lean = History::of(h.games().iter().map(Kept::without_moves).collect());
    assert_eq!(lean.daily_streak("2026-11-24", GameKind::Classic, "Ada"), 2);
    assert_eq!(
        lean.daily_result("2026-11-23", GameKind::Classic, "Ada")
            .map(|r| r.points),
        h.daily_result("2026-11-23", GameKind::Classic, "Ada")
            .map(|r| r.points)
    );
}

#[test]
fn dailies_are_per_player() {
    let mut h = History::default();
    // Zoe's challenge of the day, imported from her device, is there first.
    let zoe = daily_of("Zoe", "2026-11-24", 7);
    assert!(h.record(&zoe, "2026-11-24", 1).is_some());
    assert_eq!(
        h.daily_result("2026-11-24", GameKind::Classic, "Ada")
            .map(|r| r.points),
        None,
        "not Ada's"
    );
    assert_eq!(h.daily_streak("2026-11-24", GameKind::Classic, "Ada"), 0);
    let ada = daily_of("Ada", "2026-11-24", 8);
    assert!(
        h.record(&ada, "2026-11-24", 2).is_some(),
        "Zoe's does not block Ada's"
    );
    assert_eq!(
        h.daily_result("2026-11-24", GameKind::Classic, "Ada")
            .map(|r| r.points),
        Some(ada.totals()[0])
    );
    assert_eq!(
        h.daily_result("2026-11-24", GameKind::Classic, "Zoe")
            .map(|r| r.points),
        Some(zoe.totals()[0])
    );
    assert_eq!(h.daily_streak("2026-11-24", GameKind::Classic, "Zoe"), 1);
    assert!(
        h.record(&daily_of("Ada", "2026-11-24", 9), "2026-11-24", 3)
            .is_none(),
        "Ada's second try is not kept"
    );
    assert_eq!(h.len(), 2);
}

#[test]
fn the_best_daily_and_the_last_person_are_per_player() {
    let mut h = History::default();
    assert_eq!(h.daily_best(GameKind::Classic, "Ada"), None);
    assert_eq!(h.last_person(), None);
    let monday = daily_of("Ada", "2026-11-23", 1);
    let tuesday = daily_of("Ada", "2026-11-24", 2);
    let zoe = daily_of("Zoe", "2026-11-24", 3);
    assert!(h.record(&monday, "2026-11-23", 10).is_some());
    assert!(h.record(&tuesday, "2026-11-24", 20).is_some());
    // A game that is not a daily counts for the last person, not for the best daily.
    let plain = played(GameKind::Classic, &["Ada"], 4);
    h.record(&plain, "2026-11-24", 30);
    let best = monday.totals()[0].max(tuesday.totals()[0]);
    assert_eq!(h.daily_best(GameKind::Classic, "Ada"), Some(best));
    assert_eq!(h.last_person(), Some("Ada"));
    assert!(h.record(&zoe, "2026-11-24", 40).is_some());
    assert_eq!(
        h.daily_best(GameKind::Classic, "Zoe"),
        Some(zoe.totals()[0]),
        "Zoe's own"
    );
    assert_eq!(
        h.daily_best(GameKind::Classic, "Ada"),
        Some(best),
        "Zoe's does not count as Ada's"
    );
    assert_eq!(h.last_person(), Some("Zoe"), "who played last");
}

/// `player`'s challenge of `game` on `day`, played by the greedy computer player.
fn daily_in(game: GameKind, player: &str, day: &str, seed: u64) -> Game {
    let mut setup = Setup::new(game, &[player]).with_seed(seed);
    setup.daily = Some(day.to_string());
    let mut g = Game::new(setup).expect("setup");
    ai::play_out(&mut g, BotKind::Greedy, seed).expect("legal");
    g
}

#[test]
fn each_game_has_its_own_daily_result_best_and_streak() {
    let mut h = History::default();
    let kniffel = daily_in(GameKind::Classic, "Ada", "2026-11-28", 1);
    let yatzy = daily_in(GameKind::Yatzy, "Ada", "2026-11-28", 2);
    assert!(h.record(&kniffel, "2026-11-28", 10).is_some());
    assert!(
        h.record(&yatzy, "2026-11-28", 20).is_some(),
        "the day's Yatzy is no second try of its Kniffel"
    );
    assert!(
        h.record(
            &daily_in(GameKind::Yatzy, "Ada", "2026-11-28", 3),
            "2026-11-28",
            30
        )
        .is_none(),
        "a second Yatzy of the day is not kept"
    );
    let maxi = daily_in(GameKind::MaxiYatzy, "Ada", "2026-11-29", 4);
    assert!(h.record(&maxi, "2026-11-29", 40).is_some());
    let result = |day, game| h.daily_result(day, game, "Ada").map(|r| r.points);
    assert_eq!(
        result("2026-11-28", GameKind::Classic),
        Some(kniffel.totals()[0])
    );
    assert_eq!(
        result("2026-11-28", GameKind::Yatzy),
        Some(yatzy.totals()[0])
    );
    assert_eq!(result("2026-11-28", GameKind::Generala), None);
    assert_eq!(
        result("2026-11-29", GameKind::MaxiYatzy),
        Some(maxi.totals()[0])
    );
    assert_eq!(
        h.daily_best(GameKind::Yatzy, "Ada"),
        Some(yatzy.totals()[0])
    );
    assert_eq!(h.daily_best(GameKind::Generala, "Ada"), None);
    // Streaks per game: Yatzy played yesterday still counts today, Maxi Yatzy today.
    assert_eq!(h.daily_streak("2026-11-29", GameKind::Yatzy, "Ada"), 1);
    assert_eq!(h.daily_streak("2026-11-29", GameKind::MaxiYatzy, "Ada"), 1);
    assert_eq!(h.daily_streak("2026-11-30", GameKind::Classic, "Ada"), 0);
    assert_eq!(h.last_daily_game("Ada"), Some(GameKind::MaxiYatzy));
    assert_eq!(h.last_daily_game("Zoe"), None);
}

#[test]
fn the_oldest_moves_make_room_first() {
    let a = played(GameKind::Duel, &["Ada"], 1);
    let b = played(GameKind::Duel, &["Ada"], 2);
    let mut h = history_of(&[(&b, "2026-11-02"), (&a, "2026-11-01")]);
    assert_eq!(
        h.oldest_with_moves(GameId::NONE).map(|k| k.id),
        Some(a.setup().id)
    );
    let lean = h.games()[0].without_moves();
    assert!(h.put(lean));
    assert_eq!(
        h.oldest_with_moves(GameId::NONE).map(|k| k.id),
        Some(b.setup().id)
    );
    assert_eq!(h.without_moves(), 1);
    assert_eq!(
        h.oldest_with_moves(b.setup().id).map(|k| k.id),
        None,
        "but the one kept"
    );
    assert_eq!(h.len(), 2);
}

fn file_of(h: &History) -> Vec<Result<Kept, EntryError>> {
    read_file(&h.to_file())
        .expect("a file")
        .into_games()
        .into_iter()
        .map(FileGame::read)
        .collect()
}

#[test]
fn an_export_reads_back_whole() {
    let a = played(GameKind::Cards, &["Ada", "Bo"], 1);
    let b = played(GameKind::Extreme, &["Ada"], 2);
    let mut h = history_of(&[(&a, "2026-11-01"), (&b, "2026-11-02")]);
    let lean = h.games()[0].without_moves();
    h.put(lean);
    let back: Vec<Kept> = file_of(&h).into_iter().map(|k| k.expect("reads")).collect();
    assert_eq!(History::of(back), h);
}

#[test]
fn an_import_adds_new_games_and_never_removes_one() {
    let a = played(GameKind::Duel, &["Ada"], 1);
    let b = played(GameKind::Duel, &["Ada"], 2);
    let c = played(GameKind::Duel, &["Ada"], 3);
    let mine = history_of(&[(&a, "2026-11-02"), (&c, "2026-11-03")]);
    let theirs = history_of(&[(&a, "2026-11-02"), (&b, "2026-11-01")]);
    let plan = mine.plan_import(file_of(&theirs));
    assert_eq!(plan.already, 1);
    assert_eq!(plan.damaged, 0);
    assert_eq!(
        plan.new.iter().map(|k| k.id).collect::<Vec<_>>(),
        vec![b.setup().id]
    );
    let mut merged = mine.clone();
    for k in plan.new {
        merged.put(k);
    }
    assert_eq!(merged.len(), 3);
    assert_eq!(
        merged.games()[0].id,
        b.setup().id,
        "in the order they ended"
    );
    // The same game twice in one file is one new game.
    let twice = mine.plan_import(vec![
        Ok(Kept::of(&b, "2026-11-01", 1)),
        Ok(Kept::of(&b, "2026-11-01", 1)),
    ]);
    assert_eq!((twice.new.len(), twice.already), (1, 1));
}

#[test]
fn one_damaged_game_in_a_file_leaves_the_others() {
    let a = played(GameKind::Classic, &["Ada"], 1);
    let good = a.to_json().replace('"', "\\\"");
    let text = format!(
        r#"{{"pasch":"history","format":1,"games":[{{"date":"2026-11-24","save":"{{"}},{{"date":"2026-11-24","save":"{good}"}},{{"date":"9999-99-99","save":"{good}"}}]}}"#
    );
    let games: Vec<Result<Kept, EntryError>> = read_file(&text)
        .expect("a history file")
        .into_games()
        .into_iter()
        .map(FileGame::read)
        .collect();
    assert!(matches!(games[0], Err(EntryError::Game(_))));
    assert!(games[1].is_ok());
    assert_eq!(games[2], Err(EntryError::BadDate("9999-99-99".into())));
    let plan = History::default().plan_import(games);
    assert_eq!((plan.new.len(), plan.already, plan.damaged), (1, 0, 2));
}

#[test]
fn a_file_that_is_no_history_is_refused_whole() {
    assert!(matches!(read_file("{"), Err(HistoryError::NotJson(_))));
    assert!(matches!(read_file("[]"), Err(HistoryError::NotHistory)));
    assert!(matches!(
        read_file(r#"{"format":2,"setup":{}}"#),
        Err(HistoryError::NotHistory)
    ));
    assert!(matches!(
        read_file(r#"{"pasch":"history","format":2}"#),
        Err(HistoryError::NotHistory)
    ));
    assert!(matches!(
        read_file(r#"{"pasch":"history","format":7,"games":[]}"#),
        Err(HistoryError::Newer(7))
    ));
}

#[test]
fn format_one_games_keep_their_identity_through_a_rename() {
    // Games of format 1 had no id: the one derived from their content ignores names, so
    // an old export read again after a rename is recognised, not counted twice.
    let a = played(GameKind::Classic, &["Ada", "Bo"], 1);
    let save = |g: &Game| g.to_json().replace('"', "\\\"");
    let file = |g: &Game| {
        format!(
            r#"{{"pasch":"history","format":1,"games":[{{"date":"2026-11-24","save":"{}"}}]}}"#,
            save(g)
        )
    };
    let read = |text: &str| -> Kept {
        read_file(text)
            .expect("file")
            .into_games()
            .remove(0)
            .read()
            .expect("game")
    };
    let first = read(&file(&a));
    let mut h = History::of(vec![first.clone()]);
    assert_eq!(h.rename("Ada", "Adelheid").len(), 1);
    let again = read(&file(&a));
    assert_eq!(again.id, first.id);
    assert_eq!(h.plan_import(vec![Ok(again)]).already, 1);
    // Another game of the same seed and day with other moves is another game.
    let mut other = Game::new(a.setup().clone()).expect("setup");
    ai::play_out(&mut other, BotKind::Random, 77).expect("legal");
    assert_ne!(read(&file(&other)).id, first.id);
}

#[test]
fn a_log_without_a_compact_form_is_kept_as_actions() {
    let game = played(GameKind::Classic, &["Ada"], 2);
    let mut kept = Kept::of(&game, "2026-11-25", 1);
    if let Some(g) = &mut kept.game {
        g.log = KeptLog::Actions(game.log().to_vec());
    }
    let back = Kept::from_json(&kept.to_json()).expect("reads");
    assert_eq!(back, kept);
    assert_eq!(
        back.replay().expect("moves").expect("replays").totals(),
        game.totals()
    );
    // A log that is neither a text nor a list of actions is unreadable.
    for bad in [
        serde_json::json!(7),
        serde_json::json!({}),
        serde_json::json!([{"action": "shout"}]),
    ] {
        let mut value: serde_json::Value = serde_json::from_str(&kept.to_json()).expect("json");
        value["game"]["log"] = bad;
        assert!(matches!(
            Kept::from_json(&value.to_string()),
            Err(EntryError::Unreadable(_))
        ));
    }
}

#[test]
fn games_are_put_in_one_go_and_found_by_when_they_ended() {
    let games: Vec<Game> = (0..4)
        .map(|i| played(GameKind::Duel, &["Ada"], i))
        .collect();
    let mut h = history_of(&[(&games[0], "2026-11-03"), (&games[1], "2026-11-01")]);
    let first = h.games()[0].clone();
    assert_eq!(h.find(first.at, first.id), Some(&first));
    assert_eq!(h.find(first.at + 1, first.id), None, "another end");
    let stamp = h.stamp();
    let lean = first.without_moves();
    let (c, d) = (
        Kept::of(&games[2], "2026-11-02", at("2026-11-02")),
        Kept::of(&games[3], "2026-11-04", at("2026-11-04")),
    );
    h.put_all(vec![d.clone(), lean.clone(), c.clone()]);
    assert_ne!(h.stamp(), stamp);
    // The same as putting them one by one.
    let mut one_by_one = history_of(&[(&games[0], "2026-11-03"), (&games[1], "2026-11-01")]);
    for k in [d, lean, c] {
        one_by_one.put(k);
    }
    assert_eq!(h, one_by_one);
    assert_eq!(h.len(), 4);
    assert!(h
        .games()
        .windows(2)
        .all(|w| (w[0].at, w[0].id) < (w[1].at, w[1].id)));
    assert!(h.games()[0].game.is_none(), "replaced in its place");
}

/// An export file of format 2 holding `games` as they are written here (JSON texts).
fn file_with(games: &[String]) -> String {
    format!(
        r#"{{"pasch":"history","format":2,"games":[{}]}}"#,
        games.join(",")
    )
}

#[test]
fn a_file_is_read_game_by_game_and_a_crafted_one_is_refused_clearly() {
    let a = played(GameKind::Classic, &["Ada"], 1);
    let good = Kept::of(&a, "2026-11-24", at("2026-11-24")).to_json();
    // Wrong types around the games: no history file.
    for text in [
        r#"{"pasch":"history","format":"2","games":[]}"#,
        r#"{"pasch":"history","format":2,"games":{}}"#,
        r#"{"pasch":7,"format":2,"games":[]}"#,
        r#"{"pasch":"history","format":-2,"games":[]}"#,
        r#""history""#,
    ] {
        assert!(
            matches!(read_file(text), Err(HistoryError::NotHistory)),
            "{text}"
        );
    }
    // Nested deeper than any reader follows: refused, not a crash (passed over as a
    // game's text without a stack; that game alone is damaged, see below).
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert!(read_file(&deep).is_err());
    // Games of the wrong type, a game longer than any (a million holds and releases), a
    // huge name: each left out alone, the good game is read.
    let mut holds = Kept::from_json(&good).expect("reads");
    if let Some(g) = &mut holds.game {
        g.log = KeptLog::Compact(format!("r{}", "h0u0".repeat(500_000)));
    }
    let mut named = Kept::from_json(&good).expect("reads");
    named.summary.seats[0].name = "x".repeat(MAX_GAME_CHARS);
    let text = file_with(&[
        "5".into(),
        r#""a game""#.into(),
        deep,
        holds.to_json(),
        named.to_json(),
        good.clone(),
    ]);
    let file = read_file(&text).expect("a history file");
    assert_eq!(file.len(), 6);
    assert!(file.game(6).is_none());
    let read: Vec<Result<Kept, EntryError>> = (0..file.len())
        .map(|i| file.game(i).expect("a game").read())
        .collect();
    assert!(matches!(read[0], Err(EntryError::Unreadable(_))));
    assert!(matches!(read[2], Err(EntryError::Unreadable(_))));
    assert!(matches!(read[3], Err(EntryError::TooLong(n)) if n > 2_000_000));
    assert!(matches!(read[4], Err(EntryError::TooLong(_))));
    assert_eq!(read[5], Kept::from_json(&good).and_then(Kept::checked));
    let plan = History::default().plan_import(read);
    assert_eq!((plan.new.len(), plan.already, plan.damaged), (1, 0, 5));
    // Format 1 the same way: a game of another shape reads as damaged.
    let v1 = r#"{"pasch":"history","format":1,"games":[7,{"date":5,"save":"{}"}]}"#;
    let file = read_file(v1).expect("a history file");
    assert!(file.into_games().into_iter().all(|g| g.read().is_err()));
}

#[test]
fn long_names_are_shortened_on_import_and_the_game_stays_whole() {
    let long = format!("  {}", "Ä".repeat(MAX_NAME_CHARS + 10));
    let spaces = format!("{}x", " ".repeat(MAX_NAME_CHARS));
    let game = played(GameKind::Classic, &[&long, "Bo", &spaces], 3);
    let kept = Kept::of(&game, "2026-11-25", at("2026-11-25"));
    let again = played(GameKind::Classic, &[&long], 4);
    let plan = History::default().plan_import(vec![
        Ok(kept.clone()),
        Ok(Kept::of(&again, "2026-11-25", at("2026-11-25") + 1)),
    ]);
    assert_eq!(plan.shortened, 2, "two different names, one of them twice");
    let short = &plan.new[0];
    let names: Vec<&str> = short
        .summary
        .seats
        .iter()
        .map(|s| s.name.as_str())
        .collect();
    assert_eq!(names, ["Ä".repeat(MAX_NAME_CHARS).as_str(), "Bo", "x"]);
    // The same game (its identity), still trusted as stored and replaying to the same
    // summary: names in summary and moves agree.
    assert_eq!(short.id, kept.id);
    assert!(short.agrees());
    let (trusted, recounted) = short.clone().trusted().expect("trusted");
    assert!(!recounted);
    assert_eq!(trusted.clone().checked().expect("replays"), trusted);
    // A game without moves has its summary shortened alone.
    let mut lean = kept.without_moves();
    assert_eq!(lean.clip_names(), vec![long.clone(), spaces]);
    assert_eq!(lean.summary.seats[0].name, names[0]);
    // A short name is left as it is, spaces and all.
    let mut fine = Kept::of(&played(GameKind::Duel, &[" Cy "], 1), "2026-11-25", 1);
    assert!(fine.clip_names().is_empty());
    assert_eq!(fine.summary.seats[0].name, " Cy ");
    // Format 1: the identity comes from the content without names, and stays.
    let save = game.to_json().replace('"', "\\\"");
    let text = format!(
        r#"{{"pasch":"history","format":1,"games":[{{"date":"2026-11-24","save":"{save}"}}]}}"#
    );
    let read = |text: &str| read_file(text).expect("file").into_games().remove(0).read();
    let plan = History::default().plan_import(vec![read(&text)]);
    assert_eq!(plan.shortened, 2);
    assert_eq!(plan.new[0].id, read(&text).expect("game").id);
}

#[test]
fn planning_game_by_game_is_planning_at_once() {
    let games: Vec<Game> = (0..5)
        .map(|i| played(GameKind::Duel, &["Ada"], i))
        .collect();
    let mine = history_of(&[(&games[0], "2026-11-01")]);
    let file: Vec<Result<Kept, EntryError>> = vec![
        Ok(Kept::of(&games[3], "2026-11-03", 30)),
        Ok(Kept::of(&games[0], "2026-11-01", at("2026-11-01"))),
        Err(EntryError::BadSummary),
        Ok(Kept::of(&games[2], "2026-11-02", 20)),
        Ok(Kept::of(&games[3], "2026-11-03", 30)),
    ];
    let mut planner = mine.planner();
    for g in file.clone() {
        planner.add(g);
    }
    assert_eq!(planner.len(), 5);
    let plan = planner.plan();
    assert_eq!(plan, mine.plan_import(file));
    assert_eq!((plan.new.len(), plan.already, plan.damaged), (2, 2, 1));
    assert_eq!(
        plan.new.iter().map(|k| k.id).collect::<Vec<_>>(),
        [games[2].setup().id, games[3].setup().id],
        "oldest first"
    );
}
