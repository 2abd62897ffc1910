//! Who starts: the setup's start player takes the first turn in every game kind, play goes
//! round from there, a round ends before the start player comes round again, and at the
//! end everyone has had the same number of turns. Saves without a start player began
//! with the first player.

use pasch::engine::{Event, Game, GameKind, GameRng, RuleError, Setup};

const KINDS: [GameKind; 4] = [
    GameKind::Classic,
    GameKind::Extreme,
    GameKind::Duel,
    GameKind::Cards,
];

fn setup(kind: GameKind, start_player: usize, seed: u64) -> Setup {
    let mut setup = Setup::new(kind, &["Ada", "Bo", "Cy"]).with_seed(seed);
    setup.start_player = start_player;
    setup
}

/// Plays random legal actions to the end; returns the (player, round) of every turn start,
/// the game's first turn included.
fn play_to_the_end(mut game: Game, seed: u64) -> (Game, Vec<(usize, u32)>) {
    let mut pick = GameRng::from_seed(seed);
    let mut turns = vec![(game.current_player(), game.state().round())];
    for _ in 0..20_000 {
        if game.is_over() {
            break;
        }
        let legal = game.state().legal_actions();
        let action = legal[pick.below(legal.len() as u32) as usize].clone();
        for event in game.apply(action).expect("legal") {
            if let Event::TurnStarted { player, round } = event {
                turns.push((player, round));
            }
        }
    }
    assert!(game.is_over(), "the game ends");
    (game, turns)
}

#[test]
fn the_start_player_begins_and_play_goes_round_from_there() {
    for kind in KINDS {
        for start in 0..3 {
            let game = Game::new(setup(kind, start, 7)).expect("valid");
            assert_eq!(
                game.current_player(),
                start,
                "{kind:?}: seat {start} begins"
            );
            let (_, turns) = play_to_the_end(game, 40 + start as u64);
            let mut previous: Option<(usize, u32)> = None;
            let mut per_player = [0usize; 3];
            for &(player, round) in &turns {
                if let Some((p, r)) = previous {
                    // Dice Duel: a Kniffel's extra turn starts again with the same player.
                    if player != p {
                        assert_eq!(player, (p + 1) % 3, "{kind:?}: play goes round");
                        let new_round = player == start;
                        assert_eq!(
                            round,
                            r + u32::from(new_round),
                            "{kind:?}: rounds begin with seat {start}"
                        );
                        per_player[player] += 1;
                    }
                } else {
                    per_player[player] += 1;
                }
                previous = Some((player, round));
            }
            assert!(
                per_player.iter().all(|&n| n == per_player[0]),
                "{kind:?} from seat {start}: everyone had as many turns: {per_player:?}"
            );
        }
    }
}

#[test]
fn a_start_player_who_is_not_playing_is_refused() {
    for kind in KINDS {
        assert_eq!(
            Game::new(setup(kind, 3, 1)).err(),
            Some(RuleError::NoSuchStartPlayer { player: 3 })
        );
    }
}

#[test]
fn a_setup_saved_without_a_start_player_began_with_the_first() {
    let json =
        r#"{"kind":"classic","rules_version":1,"players":[{"name":"Ada"},{"name":"Bo"}],"seed":5}"#;
    let setup: Setup = serde_json::from_str(json).expect("an old setup reads");
    assert_eq!(setup.start_player, 0);
    assert!(!setup.chosen_seed);
    assert_eq!(Game::new(setup).expect("valid").current_player(), 0);
}
