//! The computer players' contract (`ai::Player`): one instance per seat with its own
//! random source and memory, and no way to the game's own random source.

use pasch::ai::{self, AllSeats, View};
use pasch::engine::{Action, BotKind, Game, GameKind, PlayerSetup, Setup};

fn bots(kind: GameKind, seats: usize, bot: BotKind, seed: u64) -> Game {
    let mut setup = Setup::new(kind, &[]).with_seed(seed);
    setup.players = (0..seats)
        .map(|i| PlayerSetup {
            name: format!("Bot {i}"),
            bot: Some(bot),
            ..Default::default()
        })
        .collect();
    Game::new(setup).expect("a legal setup")
}

/// What `seat` of fresh players of `game` answers five times in a row, after seat 0 was
/// asked `before` times.
fn answers(game: &Game, seat: usize, before: usize) -> Vec<Option<Action>> {
    let mut seats = ai::seats(game.setup(), 42);
    let view = View::of(game);
    for _ in 0..before {
        seats[0].as_mut().expect("a computer").act(view);
    }
    let player = seats[seat].as_mut().expect("a computer");
    (0..5).map(|_| player.act(view)).collect()
}

#[test]
fn two_seats_of_the_same_level_share_no_random_source() {
    for bot in [BotKind::Random, BotKind::Easy] {
        // Many cards of a first hand: random play has plenty to choose from.
        let game = bots(GameKind::Cards, 2, bot, 5);
        let alone = answers(&game, 1, 0);
        assert_eq!(answers(&game, 1, 50), alone, "{bot:?}");
        if bot == BotKind::Random {
            // The seats draw different streams: seat 0 answers otherwise.
            assert_ne!(answers(&game, 0, 0), alone);
        }
    }
}

#[test]
fn bots_never_touch_the_games_random_source() {
    for kind in GameKind::ALL {
        let seats = *kind.players().start().max(&2);
        for bot in [
            BotKind::Random,
            BotKind::Greedy,
            BotKind::Easy,
            BotKind::Normal,
        ] {
            let mut game = bots(kind, seats, bot, 7);
            AllSeats::new(bot, game.setup(), 11)
                .play_out(&mut game)
                .expect("legal moves");
            assert!(game.is_over(), "{kind:?} {bot:?}");
            // The dice (and cards) came from the game's source alone: the log replays
            // to the same game, its random source in the same state.
            let replayed = Game::replay(game.setup().clone(), game.log()).expect("it replays");
            assert_eq!(replayed, game, "{kind:?} {bot:?}");
        }
    }
}

/// Every `.rs` file under `dir`, with its path.
fn rust_files(dir: &std::path::Path, out: &mut Vec<(std::path::PathBuf, String)>) {
    for entry in std::fs::read_dir(dir).expect("a folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("a source file");
            out.push((path, text));
        }
    }
}

/// Whether `text` names `word` as a whole identifier (`draw_pile`, not `draw_pile_len`).
fn names(text: &str, word: &str) -> bool {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        !before.is_some_and(ident) && !after.is_some_and(ident)
    })
}

/// The computer players (`src/ai`) cannot reach another player's hand or the draw pile:
/// they are given a `View` built from what the player on turn may see, and no file of
/// theirs names a Karten-Kniffel game's whole state. Only `player.rs`, which builds the
/// view, names the state it is built from.
#[test]
fn no_computer_player_can_name_another_hand() {
    let ai = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ai");
    let mut files = Vec::new();
    rust_files(&ai, &mut files);
    assert!(files.len() > 20, "the ai sources are found");
    for (path, text) in &files {
        for word in ["hand_of", "draw_pile", "seen_by", "CardsGame"] {
            assert!(!names(text, word), "{} names {word}", path.display());
        }
        if !path.ends_with("player.rs") {
            assert!(
                !text.contains("GameState::Cards"),
                "{} names GameState::Cards",
                path.display()
            );
        }
    }
    let player = std::fs::read_to_string(ai.join("player.rs")).expect("player.rs");
    assert!(
        !player.contains("-> &'a GameState") && !player.contains("fn state("),
        "a View hands out no GameState"
    );
}

/// A Karten-Kniffel view shows the hand on turn and nothing of the cards beyond it.
#[test]
fn a_cards_view_shows_the_hand_on_turn_only() {
    let game = bots(GameKind::Cards, 3, BotKind::Greedy, 5);
    let view = View::of(&game);
    let ai::Seen::Cards(seen) = view.seen() else {
        panic!("a cards view");
    };
    assert_eq!(seen.current_player(), game.current_player());
    assert_eq!(seen.current_hand().len(), 5);
    assert_eq!(view.legal_actions(), game.state().legal_actions());
    let shown = format!("{view:?}");
    assert!(!shown.contains('['), "no cards in a view's Debug: {shown}");
}
