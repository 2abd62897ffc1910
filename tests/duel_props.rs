//! Property tests: random Dice Duel games (1–4 players, app dice and real dice) played
//! through `Game` always end; after every step the 28 chips are conserved; every
//! refused action leaves the saved state byte-identical, and the engine accepts
//! exactly what `legal_actions` lists; saves load losslessly and the log replays.

use pasch::engine::{Action, BoxId, ChipKind, Game, GameRng};
use proptest::prelude::*;

const MAX_STEPS: usize = 100_000;

mod duel_support;
use duel_support::{duel, new_game};

fn coin(rng: &mut GameRng) -> bool {
    rng.below(2) == 1
}

fn some_dice(rng: &mut GameRng) -> Vec<u8> {
    (0..5).map(|_| rng.d6()).collect()
}

/// Any action at all, often illegal: wrong dice, chips not there, other games' moves.
fn probe(rng: &mut GameRng) -> Action {
    match rng.below(9) {
        0 => Action::Roll,
        1 => Action::NoChip,
        2 => Action::Hold {
            die: rng.below(7) as usize,
            held: coin(rng),
        },
        3 | 4 => Action::TakeChip {
            kind: ChipKind::ALL[rng.below(7) as usize],
            from_set_aside: coin(rng),
        },
        5 => Action::EnterDice {
            dice: (0..3 + rng.below(4)).map(|_| rng.below(8) as u8).collect(),
        },
        6 => Action::EnterDice {
            dice: some_dice(rng),
        },
        7 => Action::Score {
            box_id: BoxId::Chance,
        },
        _ => Action::ChipRoll,
    }
}

/// `legal_actions` lists one `EnterDice` for all dice a player could enter, and per die
/// the hold that changes it (setting a die to the state it has is a harmless no-op).
fn listed(legal: &[Action], a: &Action) -> bool {
    match a {
        Action::Hold { die, held } => legal.iter().any(|l| {
            *l == Action::Hold {
                die: *die,
                held: !held,
            } || l == a
        }),
        Action::EnterDice { dice } => {
            legal.iter().any(|l| matches!(l, Action::EnterDice { .. }))
                && dice.len() == 5
                && dice.iter().all(|d| (1..=6).contains(d))
        }
        _ => legal.contains(a),
    }
}

fn check_state(g: &Game) {
    g.state().check_invariants().unwrap();
    let d = duel(g);
    let chips: u32 = d.tray().total()
        + d.set_aside().total()
        + d.players().iter().map(|p| p.total()).sum::<u32>();
    assert_eq!(chips, 28);
    for (p, &total) in g.totals().iter().enumerate() {
        let b = d.breakdown(p);
        assert_eq!(total, b.chips + b.gold + b.silver + b.stacks + b.last_chip);
        assert_eq!(b.chips, d.chips(p).value());
    }
}

fn check_save_and_replay(g: &Game) {
    let loaded = Game::from_json(&g.to_json()).unwrap();
    assert_eq!(&loaded, g);
    assert_eq!(loaded.to_json(), g.to_json());
    let replayed = Game::replay(g.setup().clone(), g.log()).unwrap();
    assert_eq!(&replayed, g);
    if let Some(last) = g.log().last() {
        let mut undone = g.clone();
        assert_eq!(&undone.undo().unwrap(), last);
        assert_eq!(undone.log().len(), g.log().len() - 1);
        undone.apply(last.clone()).unwrap();
        assert_eq!(&undone, g);
    }
}

fn play(seed: u64, players: usize, manual: bool) {
    let mut g = new_game(players, manual, seed);
    let mut rng = GameRng::from_seed(seed.rotate_left(17) ^ 0x5eed);
    let mut steps = 0;
    while !g.is_over() {
        steps += 1;
        assert!(steps < MAX_STEPS, "the game did not end");

        let legal = g.state().legal_actions();
        assert!(!legal.is_empty(), "no legal action in a running game");
        let p = probe(&mut rng);
        let before = serde_json::to_string(&g).unwrap();
        match g.apply(p.clone()) {
            Ok(_) => assert!(listed(&legal, &p), "{p:?} accepted but not listed"),
            Err(r) => {
                assert!(!listed(&legal, &p), "{p:?} listed but refused: {r}");
                assert_eq!(serde_json::to_string(&g).unwrap(), before);
            }
        }
        check_state(&g);
        if g.is_over() {
            break;
        }

        let legal = g.state().legal_actions();
        let mut a = legal[rng.below(legal.len() as u32) as usize].clone();
        if let Action::EnterDice { dice } = &mut a {
            *dice = some_dice(&mut rng);
        }
        g.apply(a.clone())
            .unwrap_or_else(|r| panic!("listed {a:?} refused: {r}"));
        check_state(&g);
        if steps % 97 == 0 {
            check_save_and_replay(&g);
        }
    }
    assert!(g.state().legal_actions().is_empty());
    assert!(duel(&g).tray().is_empty());
    check_save_and_replay(&g);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn random_legal_play_ends_and_keeps_every_rule(
        seed in any::<u64>(),
        players in 1usize..=4,
        manual in any::<bool>(),
    ) {
        play(seed, players, manual);
    }
}
