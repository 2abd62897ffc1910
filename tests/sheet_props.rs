//! Property tests of the scoresheet games (classic Kniffel, Kniffel Extreme): random legal
//! play and the greedy bot end after exactly players × boxes Score actions, totals add up,
//! refused actions change nothing, and saves, replays and undo are lossless.

use pasch::ai;
use pasch::engine::{
    Action, BotKind, BoxId, ChipKind, Corruption, Event, Game, GameKind, GameRng, GameState,
    LoadError, Options, RuleSet, Setup, ALL_BOXES, UPPER_BOXES,
};
use proptest::prelude::*;

fn new_game(kind: GameKind, players: usize, seed: u64, rule_set: RuleSet, joker: bool) -> Game {
    let names: Vec<String> = (1..=players).map(|i| format!("P{i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut setup = Setup::new(kind, &names).with_seed(seed);
    setup.options = Options {
        rule_set,
        joker,
        ..Options::default()
    };
    Game::new(setup).expect("valid setup")
}

/// Any action at all, mostly nonsense for the current state.
fn arbitrary_action(rng: &mut GameRng) -> Action {
    let value = |rng: &mut GameRng| rng.below(11) as u8;
    let values = |rng: &mut GameRng| (0..rng.below(8)).map(|_| value(rng)).collect::<Vec<u8>>();
    let a_box = |rng: &mut GameRng| ALL_BOXES[rng.below(ALL_BOXES.len() as u32) as usize];
    match rng.below(10) {
        0 => Action::Roll,
        1 => Action::ChipRoll,
        2 => Action::Hold {
            die: rng.below(8) as usize,
            held: rng.below(2) == 0,
        },
        3 => Action::EnterDice { dice: values(rng) },
        4 | 5 => Action::Score { box_id: a_box(rng) },
        6 => Action::TakeChip {
            kind: ChipKind::Flush,
            from_set_aside: rng.below(2) == 0,
        },
        7 => Action::NoChip,
        8 => Action::Exchange {
            discard: values(rng),
            one_more: rng.below(2) == 0,
        },
        _ => Action::Play {
            cards: values(rng),
            field: a_box(rng),
            discard: values(rng),
        },
    }
}

fn json(g: &Game) -> String {
    serde_json::to_string(g).expect("serialize")
}

/// Total by docs/rules.md from the sheet itself: boxes + upper bonus + extra-Kniffel bonuses.
fn expected_totals(g: &Game, kniffel_bonus: &[i32]) -> Vec<i32> {
    let (GameState::Classic(s) | GameState::Extreme(s)) = g.state() else {
        panic!("not a scoresheet game")
    };
    let (bonus_at, bonus) = match g.kind() {
        GameKind::Extreme => (73, 45),
        _ => (63, 35),
    };
    s.players()
        .iter()
        .zip(kniffel_bonus)
        .map(|(p, kb)| {
            let boxes: i32 = ALL_BOXES.iter().filter_map(|&b| p.sheet.get(b)).sum();
            let upper: i32 = UPPER_BOXES.iter().filter_map(|&b| p.sheet.get(b)).sum();
            boxes + if upper >= bonus_at { bonus } else { 0 } + kb
        })
        .collect()
}

fn boxes_of(kind: GameKind) -> usize {
    if kind == GameKind::Extreme {
        22
    } else {
        13
    }
}

fn kind_strategy() -> impl Strategy<Value = GameKind> {
    prop_oneof![Just(GameKind::Classic), Just(GameKind::Extreme)]
}

fn rule_set_strategy() -> impl Strategy<Value = RuleSet> {
    prop_oneof![Just(RuleSet::Kniffel), Just(RuleSet::Yahtzee)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_legal_play_keeps_every_promise(
        kind in kind_strategy(),
        players in 1usize..=4,
        seed in any::<u64>(),
        bot_seed in any::<u64>(),
        rule_set in rule_set_strategy(),
        joker in any::<bool>(),
    ) {
        let mut g = new_game(kind, players, seed, rule_set, joker);
        let mut rng = GameRng::from_seed(bot_seed);
        let mut kniffel_bonus = vec![0; players];
        let mut scores = 0;
        let mut steps = 0;
        while !g.is_over() {
            steps += 1;
            prop_assert!(steps < 100_000, "the game does not end");
            // Now and then: any action; refused ones must leave no trace.
            if rng.below(3) == 0 {
                let before = json(&g);
                let action = arbitrary_action(&mut rng);
                if g.clone().apply(action.clone()).is_err() {
                    prop_assert!(g.apply(action).is_err());
                    prop_assert_eq!(json(&g), before);
                    continue;
                }
            }
            let legal = g.state().legal_actions();
            prop_assert!(!legal.is_empty(), "a running game offers no action");
            // Every legal action is accepted.
            if rng.below(10) == 0 {
                for a in &legal {
                    prop_assert!(g.clone().apply(a.clone()).is_ok(), "{:?} refused", a);
                }
            }
            let action = legal[rng.below(legal.len() as u32) as usize].clone();
            let events = g.apply(action).expect("a legal action");
            for e in events {
                if let Event::Scored { player, bonus, .. } = e {
                    scores += 1;
                    kniffel_bonus[player] += bonus;
                    prop_assert_eq!(g.totals(), expected_totals(&g, &kniffel_bonus));
                }
            }
            // Now and then: undo, then do the same again.
            if rng.below(25) == 0 {
                let before = g.clone();
                let last = g.undo().expect("undo");
                prop_assert_eq!(g.log().len(), before.log().len() - 1);
                g.apply(last).expect("redo");
                prop_assert_eq!(&g, &before);
            }
            // Now and then: a save in the middle of the game loads back identically.
            if rng.below(40) == 0 {
                let saved = g.to_json();
                let loaded = Game::from_json(&saved).expect("load");
                prop_assert_eq!(&loaded, &g);
                prop_assert_eq!(loaded.to_json(), saved);
            }
        }
        prop_assert_eq!(scores, players * boxes_of(kind));
        let score_actions = g.log().iter().filter(|a| matches!(a, Action::Score { .. })).count();
        prop_assert_eq!(score_actions, players * boxes_of(kind));
        prop_assert!(g.state().check_invariants().is_ok());
        prop_assert_eq!(g.totals(), expected_totals(&g, &kniffel_bonus));

        let saved = g.to_json();
        let loaded = Game::from_json(&saved).expect("load");
        prop_assert_eq!(&loaded, &g);
        prop_assert_eq!(loaded.to_json(), saved);
        let replayed = Game::replay(g.setup().clone(), g.log()).expect("replay");
        prop_assert_eq!(&replayed, &g);
    }

    #[test]
    fn the_greedy_bot_always_plays_legal_whole_games(
        kind in kind_strategy(),
        players in 1usize..=4,
        seed in any::<u64>(),
        rule_set in rule_set_strategy(),
        joker in any::<bool>(),
    ) {
        let mut g = new_game(kind, players, seed, rule_set, joker);
        let mut bots = ai::AllSeats::new(BotKind::Greedy, g.setup(), seed);
        let mut steps = 0;
        while let Some(action) = bots.next(&g) {
            steps += 1;
            prop_assert!(steps < 10_000, "the greedy bot does not finish");
            prop_assert!(g.apply(action.clone()).is_ok(), "{:?} refused", action);
        }
        prop_assert!(g.is_over());
        let score_actions = g.log().iter().filter(|a| matches!(a, Action::Score { .. })).count();
        prop_assert_eq!(score_actions, players * boxes_of(kind));
        prop_assert!(g.state().check_invariants().is_ok());
    }
}

/// A save is its setup and log: a changed log that does not replay is refused, and the
/// copy of the state a save carries is never read.
#[test]
fn a_tampered_log_is_refused_and_the_saved_state_is_never_read() {
    let mut g = new_game(GameKind::Classic, 1, 5, RuleSet::Kniffel, true);
    g.apply(Action::Roll).expect("roll");
    g.apply(Action::Score {
        box_id: BoxId::Chance,
    })
    .expect("score");
    let saved = g.to_json();
    let state_changed = saved.replacen("\"chance\":", "\"chance\":1", 1);
    assert_ne!(state_changed, saved);
    assert_eq!(Game::from_json(&state_changed), Ok(g.clone()));
    let score = r#"{"action":"score","box":"chance"}"#;
    let log_changed = saved.replacen(score, &format!("{score},{score}"), 1);
    assert_ne!(log_changed, saved);
    assert!(matches!(
        Game::from_json(&log_changed),
        Err(LoadError::Corrupt(Corruption::Log { index: 2, .. }))
    ));
}
