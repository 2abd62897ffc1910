//! Karten-Kniffel properties over whole games: random legal play and the greedy bot
//! always end legally, 108 cards are conserved at every step, legal_actions is exactly
//! what apply accepts, refusals change nothing, saves and replays are lossless.

use pasch::ai;
use pasch::engine::{
    Action, BotKind, BoxId, CardsGame, Event, Game, GameKind, GameRng, GameState, Setup, ALL_BOXES,
    CARD_FIELDS,
};
use proptest::prelude::*;

const NAMES: [&str; 5] = ["Ann", "Ben", "Cem", "Dora", "Emil"];
/// Far beyond any real game; reaching it means play does not end.
const STEP_LIMIT: usize = 50_000;

fn cards(game: &Game) -> &CardsGame {
    match game.state() {
        GameState::Cards(c) => c,
        _ => panic!("not a card game"),
    }
}

fn new_game(seed: u64, players: usize, announce_yourself: bool) -> Game {
    let mut setup = Setup::new(GameKind::Cards, &NAMES[..players]).with_seed(seed);
    setup.options.announce_yourself = announce_yourself;
    Game::new(setup).unwrap()
}

/// Cards in an action sorted, so that actions compare as multisets.
fn canonical(a: &Action) -> Action {
    let mut a = a.clone();
    match &mut a {
        Action::Exchange { discard: c, .. } => c.sort_unstable(),
        Action::Play { cards, discard, .. } => {
            cards.sort_unstable();
            discard.sort_unstable();
        }
        _ => {}
    }
    a
}

/// Some action, legal or not: random cards (also impossible values), fields, flags.
fn wild_action(rng: &mut GameRng) -> Action {
    let n = rng.below(8) as usize;
    let cards: Vec<u8> = (0..n).map(|_| rng.below(8) as u8).collect();
    match rng.below(6) {
        0 => Action::Roll,
        1 => Action::Announce,
        2 | 3 => Action::Exchange {
            discard: cards,
            one_more: rng.below(2) == 1,
        },
        _ => Action::Play {
            discard: cards
                .iter()
                .rev()
                .take(rng.below(4) as usize)
                .copied()
                .collect(),
            cards,
            field: ALL_BOXES[rng.below(ALL_BOXES.len() as u32) as usize],
        },
    }
}

/// The total recomputed from the events alone: points − penalties, bonus at 63,
/// malus under 43 (the game is over, so it is settled).
fn totals_from_events(events: &[Event], players: usize) -> Vec<i32> {
    let mut fields = vec![0; players];
    let mut upper = vec![0; players];
    for e in events {
        match e {
            Event::Played {
                player,
                field,
                points,
                penalty,
                ..
            } => {
                fields[*player] += points - penalty;
                if field.is_upper() {
                    upper[*player] += points;
                }
            }
            Event::AnnouncementMissed { player, penalty } => fields[*player] -= penalty,
            _ => {}
        }
    }
    (0..players)
        .map(|p| {
            fields[p] + if upper[p] >= 63 { 35 } else { 0 } + if upper[p] < 43 { -20 } else { 0 }
        })
        .collect()
}

/// Checks a finished game: every player had the same number of turns, the one who
/// ended it filled all 12 fields once, the totals add up, save/load and replay agree.
fn check_finished(game: &Game, events: &[Event]) -> Result<(), TestCaseError> {
    let c = cards(game);
    let players = c.player_count();
    prop_assert!(game.is_over());
    let mut turns = vec![0usize; players];
    let mut filled: Vec<Vec<BoxId>> = vec![Vec::new(); players];
    for e in events {
        match e {
            Event::Exchanged { player, .. } => turns[*player] += 1,
            Event::Played { player, field, .. } => {
                turns[*player] += 1;
                prop_assert!(!filled[*player].contains(field), "{field:?} twice");
                filled[*player].push(*field);
            }
            _ => {}
        }
    }
    prop_assert!(turns.iter().all(|&t| t == turns[0]), "turns {turns:?}");
    let ended_by = c.finished_by().unwrap();
    prop_assert_eq!(filled[ended_by].len(), CARD_FIELDS.len());
    prop_assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::LastRound { .. }))
            .count(),
        1
    );
    prop_assert_eq!(events.last(), Some(&Event::GameOver));
    prop_assert_eq!(game.totals(), totals_from_events(events, players));

    let json = game.to_json();
    let loaded = Game::from_json(&json).unwrap();
    prop_assert_eq!(&loaded, game);
    prop_assert_eq!(loaded.to_json(), json);
    let replayed = Game::replay(game.setup().clone(), game.log()).unwrap();
    prop_assert_eq!(&replayed, game);
    Ok(())
}

proptest! {
    // Uniformly random play takes about a thousand actions a game: few cases suffice.
    #![proptest_config(ProptestConfig::with_cases(10))]

    #[test]
    fn random_legal_play_ends_legally(
        seed in any::<u64>(),
        players in 2usize..=5,
        announce_yourself in any::<bool>(),
        pick in any::<u64>(),
    ) {
        let mut game = new_game(seed, players, announce_yourself);
        let mut rng = GameRng::from_seed(pick);
        let mut events = Vec::new();
        let mut steps = 0;
        while !game.is_over() {
            prop_assert!(steps < STEP_LIMIT, "no end after {steps} actions");
            let legal = game.state().legal_actions();
            prop_assert!(!legal.is_empty());
            let mut action = legal[rng.below(legal.len() as u32) as usize].clone();
            // Now and then a wild action: one that legal_actions does not list must be
            // refused and leave the game byte for byte as it was; a listed one is played
            // (every_listed_action_is_accepted_mid_game checks the other direction).
            if steps % 5 == 0 {
                let wild = wild_action(&mut rng);
                if legal.contains(&canonical(&wild)) {
                    action = wild;
                } else {
                    let before = serde_json::to_string(&game).unwrap();
                    prop_assert!(game.apply(wild.clone()).is_err(), "accepted: {wild:?}");
                    prop_assert_eq!(serde_json::to_string(&game).unwrap(), before);
                }
            }
            let player = game.current_player();
            let played = matches!(action, Action::Play { .. });
            events.extend(game.apply(action).unwrap());
            game.state().check_invariants().map_err(TestCaseError::fail)?;
            // Rules version 2: after a play the hand is back to exactly five.
            if played {
                prop_assert_eq!(cards(&game).hand_len(player), 5, "after a play");
            }
            steps += 1;
        }
        check_finished(&game, &events)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn greedy_bots_end_legally(
        seed in any::<u64>(),
        players in 2usize..=5,
        announce_yourself in any::<bool>(),
    ) {
        let mut game = new_game(seed, players, announce_yourself);
        let mut bots = ai::AllSeats::new(BotKind::Greedy, game.setup(), seed ^ 1);
        let mut events = Vec::new();
        let mut steps = 0;
        while let Some(action) = bots.next(&game) {
            prop_assert!(steps < STEP_LIMIT, "no end after {steps} actions");
            prop_assert!(
                game.state().legal_actions().contains(&canonical(&action)),
                "not legal: {action:?}"
            );
            // Greedy: the most points when anything plays, else a real exchange.
            let c = cards(&game);
            let best = c.plays_for(c.current_player()).iter().map(|p| p.2).max();
            match (&action, best) {
                (Action::Play { cards, field, .. }, Some(b)) => {
                    prop_assert_eq!(c.check_play(cards, *field).map(|x| x.0), Ok(b));
                }
                (Action::Announce, Some(_)) => prop_assert!(c.can_announce()),
                (Action::Exchange { discard, .. }, None) => prop_assert!(!discard.is_empty()),
                _ => prop_assert!(false, "{action:?} with best play {best:?}"),
            }
            events.extend(game.apply(action).unwrap());
            game.state().check_invariants().map_err(TestCaseError::fail)?;
            steps += 1;
        }
        check_finished(&game, &events)?;
        // The bot never forgets to announce.
        let c = cards(&game);
        prop_assert!((0..players).all(|p| c.announcement_penalty(p) == 0));
    }

    #[test]
    fn every_listed_action_is_accepted_mid_game(
        seed in any::<u64>(),
        players in 2usize..=5,
        steps in 0usize..300,
    ) {
        let mut game = new_game(seed, players, true);
        let mut bots = ai::AllSeats::new(BotKind::Random, game.setup(), seed);
        for _ in 0..steps {
            let Some(a) = bots.next(&game) else { break };
            game.apply(a).unwrap();
        }
        for a in game.state().legal_actions() {
            let mut trial = game.clone();
            prop_assert!(trial.apply(a.clone()).is_ok(), "{a:?}");
            trial.state().check_invariants().map_err(TestCaseError::fail)?;
        }
    }
}

#[test]
fn undo_takes_back_exactly_one_action() {
    let mut game = new_game(3, 3, false);
    let mut bots = ai::AllSeats::new(BotKind::Random, game.setup(), 4);
    for _ in 0..40 {
        let before = game.clone();
        let a = bots.next(&game).unwrap();
        game.apply(a.clone()).unwrap();
        let mut undone = game.clone();
        assert_eq!(undone.undo().unwrap(), a);
        assert_eq!(undone, before);
    }
}
