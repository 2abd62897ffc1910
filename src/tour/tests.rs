//! The draw, the play-off, the standings and `apply`'s refusals.

use super::*;
use crate::engine::{BoxOrder, GameId, GameKind};
use std::collections::BTreeSet;

fn players(n: usize) -> Vec<Entrant> {
    (0..n)
        .map(|i| Entrant {
            name: format!("P{i}"),
            bot: None,
        })
        .collect()
}

fn tour(n: usize, rounds: usize) -> Tournament {
    Tournament::new(
        GameKind::Classic,
        players(n),
        rounds,
        7,
        GameId::derived(["t"]),
        0,
        "2026-11-29",
    )
    .expect("a valid tournament")
}

/// Pairs that sit at one table in `round`.
fn pairs(round: &[Vec<usize>]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for t in round {
        for (i, &a) in t.iter().enumerate() {
            for &b in &t[i + 1..] {
                out.push((a.min(b), a.max(b)));
            }
        }
    }
    out
}

#[test]
fn tables_hold_three_or_four_and_two_only_with_five_players() {
    assert_eq!(table_sizes(4), vec![4]);
    assert_eq!(table_sizes(5), vec![3, 2]);
    assert_eq!(table_sizes(6), vec![3, 3]);
    assert_eq!(table_sizes(7), vec![4, 3]);
    assert_eq!(table_sizes(13), vec![4, 3, 3, 3]);
    for n in PLAYERS {
        let sizes = table_sizes(n);
        assert_eq!(sizes.iter().sum::<usize>(), n);
        for s in sizes {
            assert!(
                (3..=4).contains(&s) || (n == 5 && s == 2),
                "{n} players: a table of {s}"
            );
        }
    }
}

#[test]
fn everyone_plays_every_round_once() {
    for n in PLAYERS {
        for seed in 0..3 {
            for round in draw(n, 5, seed) {
                let mut seen: Vec<usize> = round.iter().flatten().copied().collect();
                seen.sort_unstable();
                assert_eq!(seen, (0..n).collect::<Vec<_>>(), "{n} players, seed {seed}");
                let sizes: Vec<usize> = round.iter().map(Vec::len).collect();
                assert_eq!(sizes, table_sizes(n));
            }
        }
    }
}

#[test]
fn nobody_sits_short_twice_before_everyone_sat_short_once() {
    for n in PLAYERS {
        let sizes = table_sizes(n);
        let small = *sizes.iter().min().expect("tables");
        if sizes.iter().all(|&s| s == small) {
            continue;
        }
        for seed in 0..4 {
            let mut short = vec![0u32; n];
            for round in draw(n, 8, seed) {
                for t in round.iter().filter(|t| t.len() == small) {
                    for &p in t {
                        short[p] += 1;
                    }
                }
                let (lo, hi) = (short.iter().min(), short.iter().max());
                assert!(
                    hi.zip(lo).is_some_and(|(h, l)| h - l <= 1),
                    "{n} players, seed {seed}: {short:?}"
                );
            }
        }
    }
}

#[test]
fn the_draw_is_reproducible_and_the_seed_matters() {
    assert_eq!(draw(12, 4, 99), draw(12, 4, 99));
    assert_ne!(draw(12, 4, 99), draw(12, 4, 100));
}

#[test]
fn second_rounds_avoid_meeting_again_where_they_can() {
    // Nine and sixteen players can play two rounds without any pair meeting twice.
    for n in [9, 16] {
        for seed in 0..3 {
            let rounds = draw(n, 2, seed);
            let first: BTreeSet<_> = pairs(&rounds[0]).into_iter().collect();
            let again = pairs(&rounds[1])
                .iter()
                .filter(|p| first.contains(p))
                .count();
            assert_eq!(again, 0, "{n} players, seed {seed}");
        }
    }
    // Eight players at two tables of four: every new table takes two from each old one,
    // four pairs again at the least.
    let rounds = draw(8, 2, 1);
    let first: BTreeSet<_> = pairs(&rounds[0]).into_iter().collect();
    assert_eq!(
        pairs(&rounds[1])
            .iter()
            .filter(|p| first.contains(p))
            .count(),
        4
    );
}

#[test]
fn the_play_off_ends_with_five_equal_dice_and_is_seeded() {
    for seed in 0..20 {
        let p = play_off(&[3, 1, 4], seed).expect("a tie");
        assert_eq!(p, play_off(&[3, 1, 4], seed).expect("a tie"));
        let all: Vec<_> = throws(&[3, 1, 4], seed).take(p.throws as usize).collect();
        let (who, last) = all[all.len() - 1];
        assert_eq!(who, p.winner);
        assert!(last.iter().all(|&d| d == p.face));
        assert!(all[..all.len() - 1]
            .iter()
            .all(|(_, d)| d.iter().any(|&x| x != d[0])));
        // In turn: throw i is player i mod 3's.
        assert!(all
            .iter()
            .enumerate()
            .all(|(i, (w, _))| *w == [3, 1, 4][i % 3]));
    }
    assert_eq!(play_off(&[2], 1), None);
}

#[test]
fn rounds_play_one_free_game_and_one_forced_order_in_turn() {
    let t = tour(6, 5);
    let forced: Vec<BoxOrder> = t
        .rounds
        .iter()
        .map(|r| r.tables[0].games[1].order)
        .collect();
    assert_eq!(
        forced,
        [
            BoxOrder::TopDown,
            BoxOrder::BottomUp,
            BoxOrder::UpperFirst,
            BoxOrder::LowerFirst,
            BoxOrder::TopDown
        ]
    );
    assert!(t.rounds.iter().all(|r| r
        .tables
        .iter()
        .all(|tb| tb.games[0].order == BoxOrder::Free)));
}

#[test]
fn setup_refuses_what_is_not_a_tournament() {
    let new = |kind, p, r| Tournament::new(kind, p, r, 1, GameId::derived(["x"]), 0, "2026-11-29");
    assert_eq!(
        new(GameKind::Classic, players(3), 2).err(),
        Some(TourError::Players(3))
    );
    assert_eq!(
        new(GameKind::Classic, players(25), 2).err(),
        Some(TourError::Players(25))
    );
    assert_eq!(
        new(GameKind::Classic, players(4), 0).err(),
        Some(TourError::Rounds(0))
    );
    assert_eq!(
        new(GameKind::Duel, players(4), 1).err(),
        Some(TourError::Kind)
    );
    let mut same = players(4);
    same[2].name = " P0 ".into();
    assert_eq!(
        new(GameKind::Yatzy, same, 1).err(),
        Some(TourError::SameName("P0".into()))
    );
    let mut blank = players(4);
    blank[1].name = "  ".into();
    assert_eq!(new(GameKind::Yatzy, blank, 1).err(), Some(TourError::Name));
}

/// Plays every game of `t`: seat i of a table scores `score(player)`.
fn play_all(t: &mut Tournament, score: impl Fn(usize) -> i32) {
    let slots: Vec<Slot> = t.slots().collect();
    for at in slots {
        let totals = t
            .table(at)
            .expect("table")
            .seats
            .iter()
            .map(|&p| score(p))
            .collect();
        t.apply(TourAction::Record { at, totals })
            .expect("recorded");
    }
}

#[test]
fn standings_count_points_then_wins() {
    let mut t = tour(4, 1);
    let at = |game| Slot {
        round: 0,
        table: 0,
        game,
    };
    let seats = t.rounds[0].tables[0].seats.clone();
    let by = |totals: [i32; 4]| -> Vec<i32> { seats.iter().map(|&p| totals[p]).collect() };
    t.apply(TourAction::Record {
        at: at(0),
        totals: by([200, 250, 100, 150]),
    })
    .expect("ok");
    t.apply(TourAction::Record {
        at: at(1),
        totals: by([250, 200, 100, 150]),
    })
    .expect("ok");
    // P0 and P1 both 450 points and one win: tied for first.
    let s = t.standings();
    assert_eq!(
        (s[0].player, s[0].points, s[0].wins, s[0].place),
        (0, 450, 1, 1)
    );
    assert_eq!((s[1].player, s[1].place), (1, 1));
    assert_eq!((s[2].player, s[2].points, s[2].place), (3, 300, 3));
    assert!(t.needs_playoff());
    assert_eq!(t.tied_for_first(), vec![0, 1]);
    t.apply(TourAction::PlayOff).expect("thrown");
    let winner = t.playoff.as_ref().expect("play-off").winner;
    let s = t.standings();
    assert_eq!((s[0].player, s[0].place), (winner, 1));
    assert_eq!(s[1].place, 2);
    assert!(t.is_decided());
    assert_eq!(t.apply(TourAction::PlayOff), Err(TourError::Decided));
}

#[test]
fn wins_break_a_tie_in_points() {
    let mut t = tour(4, 1);
    let seats = t.rounds[0].tables[0].seats.clone();
    let by = |totals: [i32; 4]| -> Vec<i32> { seats.iter().map(|&p| totals[p]).collect() };
    let at = |game| Slot {
        round: 0,
        table: 0,
        game,
    };
    t.apply(TourAction::Record {
        at: at(0),
        totals: by([300, 100, 200, 0]),
    })
    .expect("ok");
    t.apply(TourAction::Record {
        at: at(1),
        totals: by([100, 290, 200, 0]),
    })
    .expect("ok");
    // P0 400, one win; P1 390, one win; P2 400, no win.
    let s = t.standings();
    assert_eq!((s[0].player, s[1].player, s[2].player), (0, 2, 1));
    assert_eq!((s[0].place, s[1].place), (1, 2));
    assert!(!t.needs_playoff());
    assert_eq!(t.apply(TourAction::PlayOff), Err(TourError::NoTie));
}

#[test]
fn apply_refuses_without_changing_anything() {
    let mut t = tour(5, 2);
    let before = t.clone();
    let bad = Slot {
        round: 2,
        table: 0,
        game: 0,
    };
    assert_eq!(
        t.apply(TourAction::Record {
            at: bad,
            totals: vec![1, 2, 3]
        }),
        Err(TourError::NoSuchGame)
    );
    let at = Slot {
        round: 0,
        table: 1,
        game: 1,
    };
    assert_eq!(t.rounds[0].tables[1].seats.len(), 2);
    assert_eq!(
        t.apply(TourAction::Record {
            at,
            totals: vec![1, 2, 3]
        }),
        Err(TourError::Totals)
    );
    assert_eq!(
        t.apply(TourAction::Record {
            at,
            totals: vec![-1, 2]
        }),
        Err(TourError::Totals)
    );
    assert_eq!(t.apply(TourAction::PlayOff), Err(TourError::NoTie));
    assert_eq!(t, before);
}

#[test]
fn a_finished_game_in_pasch_fills_its_table_game() {
    let mut t = tour(6, 1);
    let at = Slot {
        round: 0,
        table: 1,
        game: 0,
    };
    let id = GameId::derived(["game"]);
    t.apply(TourAction::Link { at, game: id }).expect("linked");
    assert!(t.fill(|_| None).is_empty());
    let filled = t.fill(|g| (g == id).then(|| vec![120, 180, 90]));
    assert_eq!(filled, vec![at]);
    assert_eq!(
        t.game(at).and_then(|g| g.totals.clone()),
        Some(vec![120, 180, 90])
    );
    assert_eq!(t.current_round(), 0);
}

#[test]
fn a_whole_tournament_is_decided_and_reads_back() {
    let mut t = tour(11, 3);
    play_all(&mut t, |p| 100 + p as i32);
    assert!(t.all_played());
    assert!(t.is_decided());
    let s = t.standings();
    assert_eq!(s.len(), 11);
    assert!(s.windows(2).all(|w| w[0].points >= w[1].points));
    assert!(s.iter().all(|x| x.played == 6));
    assert_eq!(Tournament::from_json(&t.to_json()), Some(t.clone()));
    let newer = t.to_json().replacen("\"v\":1", "\"v\":2", 1);
    assert_eq!(Tournament::from_json(&newer), None);
}

#[test]
fn a_table_game_starts_with_its_players_and_order() {
    let mut entrants = players(5);
    entrants[1].bot = Some(crate::engine::BotKind::Strong);
    let t = Tournament::new(
        GameKind::Yatzy,
        entrants,
        2,
        3,
        GameId::derived(["s"]),
        0,
        "2026-11-29",
    )
    .expect("valid");
    let at = Slot {
        round: 1,
        table: 0,
        game: 1,
    };
    let setup = t.setup_for(at).expect("a game");
    let seats = &t.rounds[1].tables[0].seats;
    let names: Vec<String> = seats.iter().map(|&p| t.players[p].name.clone()).collect();
    assert_eq!(
        setup
            .players
            .iter()
            .map(|p| p.name.clone())
            .collect::<Vec<_>>(),
        names
    );
    for (seat, &p) in setup.players.iter().zip(seats) {
        assert_eq!(seat.bot.is_some(), p == 1);
    }
    assert_eq!(setup.kind, GameKind::Yatzy);
    assert_eq!(setup.options.box_order, BoxOrder::BottomUp);
    assert!(crate::engine::Game::new(setup).is_ok());
    assert!(t
        .setup_for(Slot {
            round: 2,
            table: 0,
            game: 0
        })
        .is_none());
}
