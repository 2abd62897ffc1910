//! The easy, normal and strong computer players of Dice Duel and Karten-Kniffel: whole
//! games without one refused action, for every number of players, and the obviously
//! right move in hand-built positions.

mod duel_support;

use duel_support::{take_in_order, NOTHING};
use pasch::ai;
use pasch::cli::simulate::play;
use pasch::engine::{
    Action, BotKind, BoxId, ChipKind, Chips, DiceSource, Game, GameKind, GameState, Setup,
};

const LEVELS: [BotKind; 3] = [BotKind::Easy, BotKind::Normal, BotKind::Strong];

/// A setup whose seats play `bots`.
fn setup(kind: GameKind, bots: &[BotKind], seed: u64) -> Setup {
    let names = ["Anna", "Ben", "Cleo", "Dora", "Emil"];
    let mut setup = Setup::new(kind, &names[..bots.len()]).with_seed(seed);
    for (p, &bot) in setup.players.iter_mut().zip(bots) {
        p.bot = Some(bot);
    }
    setup
}

/// Plays `games` games of `kind` with `players` seats, the levels taking turns over the
/// seats; `play` refuses any action the engine does not accept and checks the end.
fn play_many(kind: GameKind, players: usize, games: u64) {
    for seed in 0..games {
        let bots: Vec<BotKind> = (0..players)
            .map(|p| LEVELS[(p + seed as usize) % LEVELS.len()])
            .collect();
        if let Err(why) = play(setup(kind, &bots, seed), seed) {
            panic!("{kind:?} {bots:?} seed {seed}: {why}");
        }
    }
}

#[test]
fn duel_bots_play_legally_for_one_to_four_players() {
    // Solo, each level alone (the strong one searches most: few games).
    for (bot, games) in [
        (BotKind::Easy, 10),
        (BotKind::Normal, 3),
        (BotKind::Strong, 1),
    ] {
        for seed in 0..games {
            if let Err(why) = play(setup(GameKind::Duel, &[bot], seed), seed) {
                panic!("solo {bot:?} seed {seed}: {why}");
            }
        }
    }
    for players in 2..=4 {
        play_many(GameKind::Duel, players, 4);
    }
}

#[test]
fn cards_bots_play_legally_for_two_to_five_players() {
    for players in 2..=5 {
        play_many(GameKind::Cards, players, 8);
    }
    // Strong against itself, also with "announce yourself".
    for seed in 0..4 {
        let mut s = setup(GameKind::Cards, &[BotKind::Strong; 3], seed);
        s.options.announce_yourself = seed % 2 == 0;
        if let Err(why) = play(s, seed) {
            panic!("strong x3 seed {seed}: {why}");
        }
    }
}

/// Solo, one chip left in the tray and a Large Straight set aside: with a Kniffel's two
/// picks the strong player claims the set-aside chip first, since the tray's last chip
/// would end the game at once and cost the second pick.
#[test]
fn strong_duel_claims_the_set_aside_chip_before_the_trays_last() {
    let mut solo = setup(GameKind::Duel, &[BotKind::Strong], 1);
    solo.dice = DiceSource::Manual;
    let mut g = Game::new(solo).unwrap();
    // All chips but one Two Pairs and one Large Straight taken, then a turn without a
    // chip sets the Large Straight (the best left) aside.
    take_in_order(&mut g, |k| match k {
        ChipKind::TwoPairs | ChipKind::LargeStraight => 3,
        _ => 4,
    });
    let enter = |g: &mut Game, dice: [u8; 5]| {
        g.apply(Action::EnterDice {
            dice: dice.to_vec(),
        })
        .unwrap();
    };
    enter(&mut g, NOTHING);
    g.apply(Action::NoChip).unwrap();
    let GameState::Duel(d) = g.state() else {
        unreachable!("a duel")
    };
    let (mut tray, mut aside) = (Chips::default(), Chips::default());
    tray.add(ChipKind::TwoPairs);
    aside.add(ChipKind::LargeStraight);
    assert_eq!((d.tray(), d.set_aside()), (&tray, &aside));
    enter(&mut g, [4; 5]);
    assert_eq!(
        ai::seat(BotKind::Strong, g.kind(), 0).act(ai::View::of(&g)),
        Some(Action::TakeChip {
            kind: ChipKind::LargeStraight,
            from_set_aside: true
        })
    );
}

/// First turn with 1 2 3 4 5: the strong player plays its Large Straight (40 points)
/// and does not waste the hand on an upper field or an exchange.
#[test]
fn strong_cards_plays_the_large_straight() {
    let mut deck = vec![1, 2, 3, 4, 5, 6, 6, 6, 6, 6];
    for v in 1..=6u8 {
        let used = deck.iter().filter(|&&c| c == v).count();
        deck.extend(std::iter::repeat_n(v, 18 - used));
    }
    let g = Game::with_deck(setup(GameKind::Cards, &[BotKind::Strong; 2], 1), deck).unwrap();
    assert_eq!(
        ai::seat(BotKind::Strong, g.kind(), 0).act(ai::View::of(&g)),
        Some(Action::Play {
            cards: vec![1, 2, 3, 4, 5],
            field: BoxId::LargeStraight,
            discard: Vec::new(),
        })
    );
}
