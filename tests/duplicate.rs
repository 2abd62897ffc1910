//! Duplicate ("Same dice for everyone", `Options::same_dice`): every player's turn N is
//! thrown from the same dice stream, in every scoresheet game with the app's dice. Two
//! players who keep alike see the same dice every turn; a different hold differs from
//! that roll on only; what another player does changes nobody's dice; replay, undo and a
//! save read back throw the same dice; a phone sees no other seat's dice while the game
//! runs.

use pasch::engine::{
    read_save, write_save, Action, DiceSource, Event, Game, GameKind, Options, Setup, SheetGame,
};

const SHEET_GAMES: [GameKind; 5] = [
    GameKind::Classic,
    GameKind::Extreme,
    GameKind::Yatzy,
    GameKind::MaxiYatzy,
    GameKind::Generala,
];

fn duplicate(kind: GameKind, players: usize, seed: u64) -> Game {
    let names: Vec<String> = (1..=players).map(|i| format!("P{i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut setup = Setup::new(kind, &names).with_seed(seed);
    setup.options = Options {
        same_dice: true,
        ..Options::default()
    };
    Game::new(setup).expect("valid setup")
}

fn sheet(g: &Game) -> &SheetGame {
    g.state().sheet_game().expect("a scoresheet game")
}

fn dice(g: &Game) -> Vec<u8> {
    sheet(g).turn().dice.clone()
}

/// Plays one turn of the seat on turn: roll, keep the dice showing the most common face
/// (the first such face), roll again up to three times, fill the first box offered. A
/// choice made of what the seat sees only, so two seats with the same sheet and dice
/// play alike. Returns every throw of the turn.
fn play_alike(g: &mut Game) -> Vec<Vec<u8>> {
    let mut throws = Vec::new();
    for roll in 1..=3 {
        g.apply(Action::Roll).expect("roll");
        throws.push(dice(g));
        if g.is_over() || roll == 3 {
            break;
        }
        let d = dice(g);
        let best = (1..=9u8)
            .max_by_key(|f| (d.iter().filter(|x| *x == f).count(), *f))
            .unwrap_or(6);
        if d.iter().all(|x| *x == best) {
            break;
        }
        for (i, face) in d.iter().enumerate() {
            let held = sheet(g).turn().held[i];
            if (*face == best) != held {
                g.apply(Action::Hold {
                    die: i,
                    held: !held,
                })
                .expect("hold");
            }
        }
    }
    if !g.is_over() {
        let score = g
            .state()
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::Score { .. }))
            .expect("a box");
        g.apply(score).expect("score");
    }
    throws
}

#[test]
fn two_players_who_keep_alike_get_the_same_dice_every_turn_in_every_sheet_game() {
    for kind in SHEET_GAMES {
        for seed in [1, 2026] {
            let mut g = duplicate(kind, 2, seed);
            assert!(g.state().same_dice(), "{kind:?}");
            let mut turns = 0;
            while !g.is_over() {
                let first = play_alike(&mut g);
                let second = play_alike(&mut g);
                assert_eq!(first, second, "{kind:?} seed {seed} round {}", turns + 1);
                turns += 1;
            }
            assert_eq!(turns, sheet(&g).rounds(), "{kind:?}");
            let totals = g.totals();
            assert_eq!(totals[0], totals[1], "{kind:?}");
        }
    }
}

#[test]
fn a_plain_game_throws_other_dice_for_each_player() {
    // Without the switch each seat draws on from the game's one stream.
    let mut setup = Setup::new(GameKind::Classic, &["A", "B"]).with_seed(1);
    setup.options = Options::default();
    let mut g = Game::new(setup).expect("setup");
    let mut all_alike = true;
    while !g.is_over() {
        all_alike &= play_alike(&mut g) == play_alike(&mut g);
    }
    assert!(!all_alike);
}

#[test]
fn a_different_hold_differs_from_that_roll_on_and_the_next_turn_is_shared_again() {
    let mut g = duplicate(GameKind::Classic, 2, 5);
    g.apply(Action::Roll).expect("roll");
    let first = dice(&g);
    g.apply(Action::Hold { die: 0, held: true }).expect("hold");
    g.apply(Action::Hold { die: 1, held: true }).expect("hold");
    g.apply(Action::Roll).expect("roll");
    let a2 = dice(&g);
    g.apply(Action::Score {
        box_id: pasch::engine::BoxId::Chance,
    })
    .expect("score");
    // Seat 2: the same first throw, one die kept where seat 1 kept two.
    g.apply(Action::Roll).expect("roll");
    assert_eq!(dice(&g), first);
    g.apply(Action::Hold { die: 0, held: true }).expect("hold");
    g.apply(Action::Roll).expect("roll");
    let b2 = dice(&g);
    // The dice thrown are the stream's first, second, … of roll 2, whatever was kept:
    // seat 1 threw three (into places 2..5), seat 2 four (into places 1..5).
    assert_eq!(a2[..2], first[..2]);
    assert_eq!(b2[0], first[0]);
    assert_eq!(a2[2..], b2[1..4]);
    g.apply(Action::Score {
        box_id: pasch::engine::BoxId::Chance,
    })
    .expect("score");
    // Round 2: both throw the same first roll again.
    g.apply(Action::Roll).expect("roll");
    let c = dice(&g);
    g.apply(Action::Score {
        box_id: pasch::engine::BoxId::Ones,
    })
    .expect("score");
    g.apply(Action::Roll).expect("roll");
    assert_eq!(dice(&g), c);
}

#[test]
fn what_another_player_does_changes_nobodys_dice() {
    // Seats 1 and 3 keep alike; seat 2 plays differently in two games (rolls once and
    // fills the last box offered, or keeps alike): seats 1 and 3 see the same dice.
    let run = |odd: bool| -> Vec<Vec<Vec<u8>>> {
        let mut g = duplicate(GameKind::Yatzy, 3, 11);
        let mut seen = Vec::new();
        while !g.is_over() {
            seen.push(play_alike(&mut g));
            if odd {
                g.apply(Action::Roll).expect("roll");
                let last = g
                    .state()
                    .legal_actions()
                    .into_iter()
                    .rfind(|a| matches!(a, Action::Score { .. }))
                    .expect("a box");
                g.apply(last).expect("score");
            } else {
                play_alike(&mut g);
            }
            let third = play_alike(&mut g);
            assert_eq!(seen.last(), Some(&third));
        }
        seen
    };
    assert_eq!(run(true), run(false));
}

#[test]
fn replay_undo_and_a_save_read_back_throw_the_same_dice() {
    for kind in SHEET_GAMES {
        let mut g = duplicate(kind, 2, 42);
        for _ in 0..5 {
            play_alike(&mut g);
        }
        g.apply(Action::Roll).expect("roll");
        let now = dice(&g);
        let again = Game::replay(g.setup().clone(), g.log()).expect("replay");
        assert_eq!(again, g, "{kind:?}");
        let text = write_save(&g);
        assert!(text.contains(r#""same_dice":true"#), "{text}");
        let read = read_save(&text).expect("read");
        assert_eq!(read, g, "{kind:?}");
        g.undo().expect("undo");
        g.apply(Action::Roll).expect("roll");
        assert_eq!(dice(&g), now, "{kind:?}");
    }
}

#[test]
fn maxi_yatzy_saved_rolls_throw_the_streams_later_rolls() {
    // Seat 1 fills a box on its first roll (two rolls saved); seat 2 rolls three times.
    // In round 2 both keep nothing: rolls 1–3 alike, seat 1's 4th roll is the stream's.
    let mut g = duplicate(GameKind::MaxiYatzy, 2, 9);
    let fill_first = |g: &mut Game| {
        let a = g
            .state()
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::Score { .. }))
            .expect("a box");
        g.apply(a).expect("score");
    };
    g.apply(Action::Roll).expect("roll");
    fill_first(&mut g);
    for _ in 0..3 {
        g.apply(Action::Roll).expect("roll");
    }
    fill_first(&mut g);
    assert_eq!(sheet(&g).saved_rolls(0), 2);
    let mut a = Vec::new();
    for _ in 0..4 {
        g.apply(Action::Roll).expect("roll");
        a.push(dice(&g));
    }
    fill_first(&mut g);
    let mut b = Vec::new();
    for _ in 0..3 {
        g.apply(Action::Roll).expect("roll");
        b.push(dice(&g));
    }
    assert_eq!(a[..3], b[..]);
    assert_eq!(
        g.apply(Action::Roll).map(|_| ()),
        Err(pasch::engine::RuleError::RollsUsedUp)
    );
}

#[test]
fn real_dice_and_daily_games_ignore_the_switch() {
    let mut setup = Setup::new(GameKind::Classic, &["A", "B"]).with_seed(1);
    setup.options.same_dice = true;
    setup.dice = DiceSource::Manual;
    assert!(!Game::new(setup).expect("setup").state().same_dice());
    let mut setup = Setup::new(GameKind::Classic, &["A"]).with_seed(1);
    setup.options.same_dice = true;
    setup.daily = Some("2026-11-29".into());
    assert!(!Game::new(setup).expect("setup").state().same_dice());
    // Off, the option is left out of the save.
    let plain = Game::new(Setup::new(GameKind::Classic, &["A"])).expect("setup");
    assert!(!write_save(&plain).contains("same_dice"));
}

#[test]
fn a_generala_servida_does_not_end_a_duplicate_game() {
    // Everyone throws the turn's first roll, so a servida is everyone's: the round is
    // played out and five equal score as five equal.
    let mut found = 0;
    for seed in 0..3000 {
        let mut g = duplicate(GameKind::Generala, 2, seed);
        let mut servida = false;
        while !g.is_over() {
            let throws = play_alike(&mut g);
            servida |= throws[0].iter().all(|d| *d == throws[0][0]);
        }
        assert_eq!(sheet(&g).servida(), None);
        if servida {
            assert!(sheet(&g)
                .players()
                .iter()
                .all(|p| p.sheet.filled_count() == 11));
            found += 1;
            if found == 3 {
                return;
            }
        }
    }
    panic!("no servida thrown in 3000 games");
}

#[test]
fn a_phone_sees_no_other_seats_dice_while_the_game_runs() {
    let mut g = duplicate(GameKind::Classic, 2, 3);
    g.apply(Action::Roll).expect("roll");
    g.apply(Action::Hold { die: 2, held: true }).expect("hold");
    g.apply(Action::Roll).expect("roll");
    let rolled = |g: &Game, seat: usize| {
        g.steps()
            .iter()
            .any(|s| s.player == seat && s.events.iter().any(|e| matches!(e, Event::Rolled { .. })))
    };
    // Seat 1's own phone sees its dice; seat 2's sees neither the dice nor the throws.
    let own = g.seen_by(0);
    assert_eq!(dice(&own), dice(&g));
    assert!(rolled(&own, 0));
    let other = g.seen_by(1);
    assert!(!sheet(&other).turn().has_rolled());
    assert!(!rolled(&other, 0));
    assert_eq!(other.setup().seed, 0);
    let json = serde_json::to_string(&other).expect("json");
    let shown = dice(&g)
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(",");
    assert!(!json.contains(&format!("[{shown}]")), "{json}");
    // The phone reads it as a Duplicate game (its turn line says so).
    let read: Game = serde_json::from_str(&json).expect("a phone reads its view");
    assert!(read.state().same_dice());
    // Once the game is over every throw is shown (the end screen compares them).
    g.apply(Action::Score {
        box_id: pasch::engine::BoxId::Chance,
    })
    .expect("score");
    while !g.is_over() {
        play_alike(&mut g);
    }
    let end = g.seen_by(1);
    assert!(rolled(&end, 0));
}

/// Plays the seat on turn by the normal computer player.
fn play_turn_by(g: &mut Game, player: &mut dyn pasch::ai::Player) {
    let seat = g.current_player();
    while !g.is_over() && g.current_player() == seat {
        let action = player.act(pasch::ai::View::of(g)).expect("a move");
        g.apply(action).expect("legal");
    }
}

#[test]
fn the_end_screen_compares_decisions_on_the_same_dice_with_their_worth_and_the_top() {
    use pasch::ai::coach::compare::compare;
    // Generala (exact values, solved in a moment): seat 1 keeps alike by `play_alike`,
    // seat 2 plays as the strong computer does; they decide differently somewhere.
    let mut g = duplicate(GameKind::Generala, 2, 4);
    let mut strong = pasch::ai::seat(pasch::engine::BotKind::Strong, GameKind::Generala, 1);
    while !g.is_over() {
        play_alike(&mut g);
        play_turn_by(&mut g, strong.as_mut());
    }
    let compared = compare(&g, None).expect("replays");
    assert!(!compared.differed.is_empty());
    let mut last_round = 0;
    for d in &compared.differed {
        assert!(d.round > last_round, "one line per round, in order");
        last_round = d.round;
        let worth = d.worth.expect("Generala has exact values");
        assert!(worth >= 0.05, "{d:?}");
        assert_ne!(d.first.chosen, d.second.chosen);
        assert_ne!(d.first.player, d.second.player);
    }
    // The Top: the strong player alone on the same dice, a whole game.
    let top = compared.top.expect("a top");
    assert!((0..=400).contains(&top), "{top}");
    assert_eq!(compare(&g, None).expect("again").top, Some(top));
    // Two players who keep alike differ nowhere.
    let mut same = duplicate(GameKind::Generala, 2, 4);
    while !same.is_over() {
        play_alike(&mut same);
    }
    assert!(compare(&same, None).expect("replays").differed.is_empty());
}

#[test]
fn games_without_exact_values_list_the_choices_without_worth() {
    use pasch::ai::coach::compare::compare;
    for kind in [GameKind::Extreme, GameKind::MaxiYatzy] {
        let mut g = duplicate(kind, 2, 8);
        let mut normal = pasch::ai::seat(pasch::engine::BotKind::Normal, kind, 1);
        while !g.is_over() {
            play_alike(&mut g);
            play_turn_by(&mut g, normal.as_mut());
        }
        let compared = compare(&g, None).expect("replays");
        assert!(!compared.differed.is_empty(), "{kind:?}");
        assert!(compared.differed.iter().all(|d| d.worth.is_none()));
        // Maxi Yatzy has no strong player: no Top.
        assert_eq!(
            compared.top.is_some(),
            kind == GameKind::Extreme,
            "{kind:?}"
        );
    }
}

#[test]
fn the_new_game_form_sets_the_switch_only_where_duplicate_can_be_played() {
    use pasch::lang::Lang;
    use pasch::session::form::{setup_from, GameForm, Luck, SeatForm, Switches};
    let luck = Luck {
        seed: 1,
        lot: 0,
        id: pasch::engine::GameId::NONE,
    };
    let form = |kind, real_dice| GameForm {
        kind,
        seats: vec![
            SeatForm {
                typed: "Mia".into(),
                bot: None,
                phone: false,
                counts_self: false,
            },
            SeatForm {
                typed: "Opa".into(),
                bot: None,
                phone: true,
                counts_self: false,
            },
        ],
        options: Options {
            same_dice: true,
            ..Options::default()
        },
        switches: Switches::default(),
        real_dice,
        seed_text: String::new(),
        starter: None,
        head_starts: Vec::new(),
    };
    let same = |kind, real| {
        setup_from(&form(kind, real), Lang::En, luck)
            .expect("setup")
            .options
            .same_dice
    };
    for kind in SHEET_GAMES {
        assert!(same(kind, false), "{kind:?}");
        assert!(!same(kind, true), "{kind:?} with real dice");
    }
    assert!(!same(GameKind::Duel, false));
    assert!(!same(GameKind::Cards, false));
    // Saved with the setup, and read back.
    let setup = setup_from(&form(GameKind::Yatzy, false), Lang::En, luck).expect("setup");
    let g = Game::new(setup).expect("game");
    assert!(
        read_save(&write_save(&g))
            .expect("read")
            .setup()
            .options
            .same_dice
    );
}
