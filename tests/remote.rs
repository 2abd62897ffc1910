//! Own phones at the table (issue 28): the messages round trip, another build is told
//! apart, a phone's view never holds another player's cards, the draw pile's order,
//! the seed (until the game is over) or the random stream, every view names the
//! position an action made in it must name, and no name longer than the limit reaches a
//! phone (issue 36).

use pasch::brain::Answer;
use pasch::engine::{Action, BoxId, Game, GameKind, GameRng, GameState, Setup, MAX_NAME_CHARS};
use pasch::remote::protocol::{
    decode, decode_to_phone, encode, encode_as, ProtocolError, ToPhone, ToTable, PROTOCOL,
};
use pasch::remote::view::{phone_view, phone_views, position, seat_on_turn, Position};

fn game(kind: GameKind, players: usize, seed: u64) -> Game {
    let names: Vec<String> = (1..=players).map(|p| format!("P{p}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    Game::new(Setup::new(kind, &names).with_seed(seed)).expect("a valid setup")
}

/// A small deterministic stream for picking moves.
fn pick(state: &mut u64, n: usize) -> usize {
    *state = state
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    ((*state >> 33) % n as u64) as usize
}

#[test]
fn every_message_round_trips() {
    let g = game(GameKind::Cards, 3, 7);
    let to_phone = [
        ToPhone::Seat {
            seat: 1,
            name: "Ada".into(),
        },
        phone_view(&g, 1),
        ToPhone::Refused {
            words: "Not your turn".into(),
        },
        ToPhone::Advice {
            answer: Answer::Advice {
                options: vec![],
                exact: true,
            },
        },
        ToPhone::Reload,
    ];
    for msg in to_phone {
        assert_eq!(decode::<ToPhone>(&encode(&msg)), Ok(msg));
    }
    let at = position(&g);
    let to_table = [
        ToTable::Hello { lang: "fr".into() },
        ToTable::Hint { at },
        ToTable::Act {
            action: Action::Roll,
            at,
        },
        ToTable::Act {
            action: Action::Hold { die: 2, held: true },
            at,
        },
        ToTable::Act {
            action: Action::Score {
                box_id: BoxId::Chance,
            },
            at,
        },
        ToTable::Act {
            action: Action::Play {
                cards: vec![1, 1, 2],
                field: BoxId::Ones,
                discard: vec![],
            },
            at,
        },
        ToTable::Act {
            action: Action::Exchange {
                discard: vec![3],
                one_more: true,
            },
            at: Position::default(),
        },
    ];
    for msg in to_table {
        assert_eq!(decode::<ToTable>(&encode(&msg)), Ok(msg));
    }
}

#[test]
fn another_version_or_build_is_told_to_reload() {
    let hello = ToTable::Hello { lang: "de".into() };
    let old = encode_as(&hello, PROTOCOL + 1, pasch::remote::protocol::BUILD);
    assert!(matches!(
        decode::<ToTable>(&old),
        Err(ProtocolError::OtherBuild(_))
    ));
    let other = encode_as(&hello, PROTOCOL, "0.0.0-elsewhere");
    assert!(matches!(
        decode::<ToTable>(&other),
        Err(ProtocolError::OtherBuild(_))
    ));
    // Another build's message may not even have this build's shape: still "reload".
    let odd = r#"{"v":99,"build":"x","msg":{"teleport":1}}"#;
    assert!(matches!(
        decode::<ToTable>(odd),
        Err(ProtocolError::OtherBuild(_))
    ));
    assert!(matches!(
        decode::<ToTable>("not json"),
        Err(ProtocolError::Garbled(_))
    ));
    assert!(matches!(
        decode::<ToPhone>(&encode(&hello)),
        Err(ProtocolError::Garbled(_))
    ));
}

/// Checks `view`, what the phone at `seat` is sent of `table`.
fn check_view(table: &Game, seat: usize, view: &ToPhone) {
    let text = encode(view);
    let Ok(ToPhone::View { game: seen, at }) = decode::<ToPhone>(&text) else {
        panic!("a view message");
    };
    assert_eq!(at, position(table), "the view names the table's position");
    let json: serde_json::Value = serde_json::from_str(&text).expect("json");
    let seen_json = &json["msg"]["view"]["game"];
    if table.is_over() {
        // The end screen shows every player the game's number.
        assert_eq!(
            seen_json["setup"]["seed"],
            table.setup().seed,
            "the seed, at the end"
        );
    } else {
        assert_eq!(seen_json["setup"]["seed"], 0, "no seed");
    }
    assert_eq!(
        seen_json["rng"],
        serde_json::to_value(GameRng::from_seed(0)).expect("rng json"),
        "no random stream"
    );
    assert_eq!(seen.log(), table.log(), "the public log");
    assert_eq!(
        seen.steps(),
        table.steps(),
        "what each action did, as the table replayed it (roll log, move list)"
    );
    assert_eq!(seen.totals(), table.totals());
    assert_eq!(seen.current_player(), table.current_player());
    if let (GameState::Cards(t), GameState::Cards(s)) = (table.state(), seen.state()) {
        // Hands and the draw pile are read from the games' JSON: only the engine's own
        // tests may name another hand in code.
        let table_json = serde_json::to_value(table).expect("the table's json");
        let cards = |game: &serde_json::Value, field: &str| -> Vec<u64> {
            game["state"]["cards"][field]
                .as_array()
                .expect(field)
                .iter()
                .map(|c| c.as_u64().expect("a card"))
                .collect()
        };
        let hand = |game: &serde_json::Value, p: usize| -> Vec<u64> {
            game["state"]["cards"]["players"][p]["hand"]
                .as_array()
                .expect("a hand")
                .iter()
                .map(|c| c.as_u64().expect("a card"))
                .collect()
        };
        for p in 0..t.player_count() {
            assert_eq!(s.hand_len(p), t.hand_len(p), "hand sizes are public");
            if p == seat {
                assert_eq!(
                    hand(seen_json, p),
                    hand(&table_json, p),
                    "the phone's own hand"
                );
            } else {
                assert!(
                    hand(seen_json, p).iter().all(|&c| c == 0),
                    "seat {seat} sees nothing of seat {p}'s hand"
                );
            }
        }
        assert_eq!(s.draw_pile_len(), t.draw_pile_len());
        assert!(
            cards(seen_json, "draw_pile").iter().all(|&c| c == 0),
            "no draw pile order"
        );
        assert_eq!(s.discard_top(), t.discard_top(), "the face-up card");
        // The message's hands, read from the JSON itself: none but the seat's own.
        let players = seen_json["state"]["cards"]["players"]
            .as_array()
            .expect("players");
        for (p, player) in players.iter().enumerate() {
            let hand = player["hand"].as_array().expect("hand");
            if p != seat {
                assert!(
                    hand.iter().all(|c| c == 0),
                    "message holds seat {p}'s cards"
                );
            }
        }
    } else {
        assert_eq!(
            seen.state(),
            table.state(),
            "dice games show the whole table"
        );
    }
}

fn play_checking_views(kind: GameKind, players: usize, seed: u64) {
    let mut table = game(kind, players, seed);
    let mut stream = seed;
    let mut moves = 0;
    while !table.is_over() {
        // Each view replays the game so far (`Game::steps`): every view of the first
        // moves, then of every few, keeps these tests to seconds.
        if moves < 24 || moves % 7 == 0 {
            let seats: Vec<usize> = (0..players).collect();
            for (seat, view) in phone_views(&table, &seats) {
                check_view(&table, seat, &view);
            }
        }
        let legal = table.state().legal_actions();
        assert!(!legal.is_empty(), "a running game has a legal action");
        let action = legal[pick(&mut stream, legal.len())].clone();
        let seat = table.current_player();
        assert!(seat_on_turn(&table, seat));
        assert!(!seat_on_turn(&table, (seat + 1) % players) || players == 1);
        table.apply(action).expect("a legal action");
        moves += 1;
        assert!(moves < 20_000, "the game ends");
    }
    for seat in 0..players {
        check_view(&table, seat, &phone_view(&table, seat));
        assert!(!seat_on_turn(&table, seat), "nobody acts after the end");
    }
}

#[test]
fn no_phone_ever_sees_another_hand_in_whole_card_games() {
    for (players, seed) in [(2, 1), (3, 2), (5, 3)] {
        play_checking_views(GameKind::Cards, players, seed);
    }
}

#[test]
fn dice_games_send_the_table_without_its_random_stream() {
    play_checking_views(GameKind::Classic, 2, 11);
    play_checking_views(GameKind::Extreme, 2, 12);
    play_checking_views(GameKind::Duel, 3, 13);
}

#[test]
fn no_name_over_the_limit_reaches_a_phone() {
    let long = "Großmutter Grete von und zu Kniffelhausen am See".repeat(3);
    assert!(long.chars().count() > MAX_NAME_CHARS);
    // A game saved before the limit may still hold such a name on the table.
    let mut table = Game::new(Setup::new(GameKind::Classic, &[&long, "Bo"]).with_seed(4))
        .expect("a valid setup");
    table.apply(Action::Roll).expect("roll");
    let clipped: String = long.chars().take(MAX_NAME_CHARS).collect();
    let seat = ToPhone::Seat {
        seat: 0,
        name: long.clone(),
    };
    assert_eq!(
        decode_to_phone(&encode(&seat)),
        Ok(ToPhone::Seat {
            seat: 0,
            name: clipped.clone()
        })
    );
    let Ok(ToPhone::View { game, at }) = decode_to_phone(&encode(&phone_view(&table, 1))) else {
        panic!("a view");
    };
    assert_eq!(game.setup().player_name(0), clipped);
    assert_eq!(game.setup().player_name(1), "Bo");
    assert_eq!(game.log(), table.log(), "nothing else changes");
    assert_eq!(at, position(&table));
    // Other messages pass as they are; a short name too.
    let refused = ToPhone::Refused {
        words: "Not now".into(),
    };
    assert_eq!(decode_to_phone(&encode(&refused)), Ok(refused));
    let short = ToPhone::Seat {
        seat: 1,
        name: "Bo".into(),
    };
    assert_eq!(decode_to_phone(&encode(&short)), Ok(short));
}

#[test]
fn holds_between_two_rolls_keep_one_entry_per_die_and_replay_to_the_same_game() {
    for kind in [GameKind::Classic, GameKind::Extreme, GameKind::Duel] {
        let mut played = game(kind, 2, 21);
        let mut plain = played.clone();
        let mut stream = 5;
        let mut turns = 0;
        while !played.is_over() && turns < 40 {
            let legal = played.state().legal_actions();
            // Mostly holds, as a looping phone would send them, then whatever comes.
            let holds: Vec<&Action> = legal
                .iter()
                .filter(|a| matches!(a, Action::Hold { .. }))
                .collect();
            let action = if !holds.is_empty() && pick(&mut stream, 10) < 8 {
                holds[pick(&mut stream, holds.len())].clone()
            } else {
                legal[pick(&mut stream, legal.len())].clone()
            };
            if action.ends_turn() {
                turns += 1;
            }
            let a = played.apply_compact(action.clone()).expect("legal");
            let b = plain.apply(action).expect("legal");
            assert_eq!(a, b, "the same events");
            assert_eq!(played.state(), plain.state(), "the same table");
            // At most one entry per die since the last other action.
            let run: Vec<usize> = played
                .log()
                .iter()
                .rev()
                .map_while(|a| match a {
                    Action::Hold { die, .. } => Some(*die),
                    _ => None,
                })
                .collect();
            let mut dice = run.clone();
            dice.sort_unstable();
            dice.dedup();
            assert_eq!(dice.len(), run.len(), "one entry per die: {run:?}");
            // The short log replays to the same game.
            let again = Game::replay(played.setup().clone(), played.log()).expect("replays");
            assert_eq!(again.state(), played.state());
        }
        assert!(
            played.log().len() < plain.log().len(),
            "{kind:?}: the log of taps is shorter"
        );
    }
}

#[test]
fn three_thousand_hold_taps_do_not_grow_the_save() {
    let mut g = game(GameKind::Classic, 2, 8);
    g.apply(Action::Roll).expect("roll");
    let before = g.to_json().len();
    for i in 0..3000 {
        let die = i % 5;
        g.apply_compact(Action::Hold {
            die,
            held: i % 2 == 0,
        })
        .expect("a hold");
    }
    assert!(g.log().len() <= 1 + 5);
    assert!(
        g.to_json().len() < before + 5 * 40,
        "{} → {}",
        before,
        g.to_json().len()
    );
}
