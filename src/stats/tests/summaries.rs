//! Kept summaries: what the statistics count without replaying a game. They equal what
//! replaying gives, a summary that disagrees with its moves is not trusted, the last one
//! is counted from the moves before they make room, and the statistics count each change
//! once (`History::stamp`).

use super::{at, played};
use crate::cli::fixture::{games, Config, Flags};
use crate::engine::GameKind;
use crate::stats::history::{EntryError, History, Kept, ENTRY_FORMAT};
use crate::stats::{high_scores, histogram, overview, player_stats, scores_over_time, summarize};
use crate::stats::{Filter, GameSummary};

/// A family's history of `n` games of every kind the app offers (`pasch-cli history`).
fn family(n: u64) -> Vec<Kept> {
    let config = Config::parse(&Flags {
        games: Some(n.to_string()),
        seed: Some("25".into()),
        ..Flags::default()
    })
    .expect("a valid command");
    games(&config).expect("games")
}

/// The summary replaying the kept moves gives.
fn replayed(kept: &Kept) -> GameSummary {
    let game = kept.replay().expect("moves").expect("replays");
    summarize(&game, &kept.date)
}

#[test]
fn kept_summaries_equal_what_replaying_gives_in_every_kind() {
    let kept = family(80);
    for kind in GameKind::IN_APP {
        assert!(kept.iter().any(|k| k.summary.kind == kind), "{kind:?}");
    }
    for k in &kept {
        let read = Kept::from_json(&k.to_json()).expect("readable");
        assert_eq!(read.summary, replayed(k), "{:?} {}", k.summary.kind, k.id);
        assert!(read.agrees());
        assert_eq!(
            read.clone().trusted(),
            Ok((read, false)),
            "trusted as stored"
        );
    }
}

#[test]
fn the_overview_is_the_statistics_counted_one_by_one() {
    let history = History::of(family(150));
    let all: Vec<GameSummary> = history.summaries().cloned().collect();
    for kind in GameKind::IN_APP {
        for filter in [
            Filter::default(),
            Filter {
                with_bots: false,
                with_hints: false,
            },
        ] {
            let o = overview(history.summaries(), kind, filter, 8);
            assert_eq!(o.players, player_stats(&all, kind, filter));
            assert_eq!(o.best, high_scores(&all, kind, filter));
            assert_eq!(o.bins, histogram(&all, kind, filter, 8));
            let names: Vec<&str> = o.players.iter().map(|p| p.name.as_str()).collect();
            assert_eq!(
                o.lines.iter().map(|l| l.0.as_str()).collect::<Vec<_>>(),
                names
            );
            for (name, scores) in &o.lines {
                assert_eq!(*scores, scores_over_time(&all, kind, filter, name));
            }
        }
        assert!(!overview(history.summaries(), kind, Filter::default(), 8)
            .players
            .is_empty());
    }
}

#[test]
fn a_summary_that_disagrees_with_its_moves_is_counted_again() {
    let game = played(GameKind::Classic, &["Ada", "Bo"], 5);
    let good = Kept::of(&game, "2026-11-25", at("2026-11-25"));
    let damaged = [
        |s: &mut GameSummary| s.seats[0].name = "Mallory".into(),
        |s: &mut GameSummary| {
            s.seats.pop();
        },
        |s: &mut GameSummary| s.kind = GameKind::Duel,
        |s: &mut GameSummary| s.seats[1].bot = true,
        |s: &mut GameSummary| s.daily = Some("2026-11-25".into()),
        |s: &mut GameSummary| s.date = "2026-01-01".into(),
    ];
    for damage in damaged {
        let mut bad = good.clone();
        damage(&mut bad.summary);
        let bad = Kept::from_json(&bad.to_json()).expect("shaped like a kept game");
        assert!(!bad.agrees(), "{:?}", bad.summary);
        assert_eq!(
            bad.trusted(),
            Ok((good.clone(), true)),
            "counted from the moves"
        );
    }
    // Moves that do not replay cannot vouch for a disagreeing summary: refused.
    let mut broken = good.clone();
    broken.summary.seats[0].name = "Mallory".into();
    if let Some(g) = &mut broken.game {
        g.log = crate::stats::history::KeptLog::Compact("not a log".into());
    }
    assert!(matches!(broken.trusted(), Err(EntryError::Game(_))));
    // Without moves there is nothing to disagree with: the summary is all there is.
    let mut lean = good.without_moves();
    lean.summary.seats[0].score = 999;
    assert!(lean.agrees());
    assert_eq!(lean.clone().trusted(), Ok((lean, false)));
}

#[test]
fn a_game_opened_again_corrects_a_summary_its_moves_contradict() {
    let game = played(GameKind::Cards, &["Ada", "Bo", "Cy"], 8);
    let good = Kept::of(&game, "2026-11-25", at("2026-11-25"));
    assert_eq!(good.recounted(&game), None, "nothing to correct");
    let mut bad = good.clone();
    bad.summary.seats[2].penalties += 5;
    bad.summary.seats[0].place = 3;
    assert_eq!(bad.recounted(&game), Some(good));
}

#[test]
fn before_the_moves_make_room_the_summary_is_counted_from_them() {
    let game = played(GameKind::Extreme, &["Ada", "Bo"], 6);
    let good = Kept::of(&game, "2026-11-25", at("2026-11-25"));
    // Damaged numbers agree in shape: only the moves tell.
    let mut bad = good.clone();
    bad.summary.seats[0].score += 100;
    bad.summary.seats[1].kniffels = 7;
    assert!(bad.agrees());
    let lean = bad.without_moves();
    assert_eq!(lean.summary, good.summary);
    assert_eq!(lean.game, None);
    assert_eq!(lean, good.without_moves());
}

#[test]
fn an_entry_is_read_in_one_go_and_its_version_still_tells_a_newer_one() {
    let game = played(GameKind::Duel, &["Ada"], 7);
    let kept = Kept::of(&game, "2026-11-25", at("2026-11-25"));
    let text = kept.to_json();
    let with_v = |v: &str| text.replacen(&format!("\"v\":{ENTRY_FORMAT}"), v, 1);
    let newer = ENTRY_FORMAT + 1;
    assert_eq!(
        Kept::from_json(&with_v(&format!("\"v\":{newer}"))),
        Err(EntryError::Newer(newer)),
        "a newer version in a shape this one reads"
    );
    assert_eq!(
        Kept::from_json(&format!("{{\"v\":{newer},\"all\":\"new\"}}")),
        Err(EntryError::Newer(newer)),
        "a newer shape"
    );
    for v in ["\"v\":0", "\"x\":1"] {
        assert!(matches!(
            Kept::from_json(&with_v(v)),
            Err(EntryError::Unreadable(_))
        ));
    }
    assert!(matches!(
        Kept::from_json("{\"v\":1,\"id\":3}"),
        Err(EntryError::Unreadable(_))
    ));
}

#[test]
fn every_change_of_the_games_and_only_that_gets_a_new_stamp() {
    let kept = family(6);
    let mut h = History::of(kept.clone());
    assert_ne!(h.stamp(), History::of(kept.clone()).stamp(), "made apart");
    assert_ne!(History::default().stamp(), History::default().stamp());
    let stamp = h.stamp();
    assert!(
        !h.put(kept[2].clone()),
        "the same game again changes nothing"
    );
    assert_eq!(h.stamp(), stamp);
    assert!(!h.remove(crate::engine::GameId::NONE));
    assert_eq!(h.stamp(), stamp);
    assert!(h.rename("Nobody", "Ada").is_empty());
    assert_eq!(h.stamp(), stamp);
    let name = kept[0].summary.seats[0].name.clone();
    assert!(!h.rename(&name, "Renamed").is_empty());
    let renamed = h.stamp();
    assert_ne!(renamed, stamp);
    assert!(h.remove(kept[1].id));
    assert_ne!(h.stamp(), renamed);
    let removed = h.stamp();
    assert!(h.put(kept[1].clone()));
    assert_ne!(h.stamp(), removed);
}

#[test]
fn a_history_is_ordered_by_end_and_the_later_of_one_identity_stays() {
    let kept = family(12);
    let mut shuffled: Vec<Kept> = kept.iter().rev().cloned().collect();
    shuffled.swap(2, 7);
    let mut again = kept[4].clone();
    again.summary.seats[0].score += 1;
    shuffled.push(again.clone());
    let h = History::of(shuffled);
    assert_eq!(h.len(), kept.len());
    let mut expected = kept.clone();
    expected[4] = again;
    assert_eq!(h.games(), expected.as_slice());
}

/// Yatzy, Maxi Yatzy and Generala (not in the app's history yet): whole games kept and
/// read back as they were, their statistics and high scores counted per game.
#[test]
fn the_new_games_are_kept_and_counted_per_game() {
    let kinds = [GameKind::Yatzy, GameKind::MaxiYatzy, GameKind::Generala];
    let games: Vec<crate::engine::Game> = kinds
        .iter()
        .enumerate()
        .map(|(i, &kind)| super::played(kind, &["Ada", "Bo"], 40 + i as u64))
        .collect();
    let kept: Vec<Kept> = games
        .iter()
        .enumerate()
        .map(|(i, g)| Kept::of(g, "2026-11-24", at("2026-11-24") + i as u64))
        .collect();
    for (k, game) in kept.iter().zip(&games) {
        let read = Kept::from_json(&k.to_json()).expect("readable");
        assert_eq!(read.summary, summarize(game, "2026-11-24"));
        assert_eq!(replayed(&read), read.summary);
        assert!(read.agrees());
        let scores: Vec<i32> = read.summary.seats.iter().map(|s| s.score).collect();
        assert_eq!(scores, game.totals());
    }
    let history = History::of(kept);
    let all: Vec<GameSummary> = history.summaries().cloned().collect();
    for (kind, game) in kinds.into_iter().zip(&games) {
        let best = high_scores(&all, kind, Filter::default());
        let top = game.totals().into_iter().max().expect("players");
        assert_eq!(best.first().map(|h| h.score), Some(top), "{kind:?}");
        assert_eq!(player_stats(&all, kind, Filter::default()).len(), 2);
    }
}

/// A Generala servida: its thrower wins in the statistics whatever the totals.
#[test]
fn a_generala_servida_wins_in_the_statistics() {
    use crate::engine::{Action, BoxId, DiceSource, Game, Setup};
    let mut setup = Setup::new(GameKind::Generala, &["Ada", "Bo"]).with_seed(3);
    setup.dice = DiceSource::Manual;
    let mut game = Game::new(setup).expect("setup");
    for action in [
        Action::EnterDice {
            dice: vec![6, 6, 6, 6, 2],
        },
        Action::Score {
            box_id: BoxId::FourOfAKind,
        },
        Action::EnterDice { dice: vec![1; 5] },
    ] {
        game.apply(action).expect("legal");
    }
    assert!(game.is_over());
    let s = summarize(&game, "2026-11-24");
    let places: Vec<(i32, usize)> = s.seats.iter().map(|x| (x.score, x.place)).collect();
    assert_eq!(places, vec![(45, 2), (0, 1)]);
    let servidas: Vec<bool> = s.seats.iter().map(|x| x.servida).collect();
    assert_eq!(servidas, vec![false, true], "the thrower's seat says so");
    let kept = Kept::of(&game, "2026-11-24", at("2026-11-24"));
    let read = Kept::from_json(&kept.to_json()).expect("readable");
    assert!(read.agrees());
    assert_eq!(read.summary, s, "the servida is kept with the summary");
    let stats = player_stats(&[read.summary], GameKind::Generala, Filter::default());
    let wins: Vec<(&str, u32)> = stats.iter().map(|p| (p.name.as_str(), p.wins)).collect();
    assert!(
        wins.contains(&("Bo", 1)) && wins.contains(&("Ada", 0)),
        "{wins:?}"
    );
}
