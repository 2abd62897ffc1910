//! Computer players, one folder per game and one file per level:
//!
//! - `player`: the contract (`Player`, `View`); `seat` makes the player of a seat;
//! - `dice`: what the dice players share (the dice to keep → the next Hold or Roll);
//! - `kniffel`: classic Kniffel's exact solver, its advice, the strong player;
//! - `generala`: Generala solved exactly, its advice, the expected-score player and the
//!   strong player, which plays to win;
//! - `yatzy`: Yatzy's exact tables (every house rule), its advice, the strong player;
//! - `maxi`: Maxi Yatzy's fitted values, each turn solved against them, its advice and
//!   the strong player;
//! - `coach`: the review of a game: luck and mistakes, exact in classic Kniffel;
//! - `scoresheet`: classic Kniffel and Kniffel Extreme: greedy, the exact turn look-ahead
//!   and the normal player on it, the strong Extreme player (also the Extreme hint);
//! - `duel`: Dice Duel: greedy, the look-ahead of the normal and strong levels;
//! - `cards`: Karten-Kniffel: greedy, the look-ahead of the normal and strong levels;
//! - `easy`, `random`: every game's easy level (greedy with mistakes) and random play;
//! - `advice`: the one advice type of the hints, the review and `pasch-cli advise`.
//!
//! A submodule never imports from a module above it (tests/ai_layers.rs checks that
//! the imports between these modules have no circle).

pub mod advice;
pub mod cards;
pub mod coach;
pub mod dice;
pub mod duel;
pub mod easy;
pub mod generala;
pub mod hold;
pub mod kniffel;
pub mod maxi;
pub mod player;
pub mod random;
pub mod scoresheet;
pub mod winchance;
pub mod yatzy;

pub use player::{Player, Seen, View};

use crate::engine::{
    Action, BotKind, ClassicRules, Game, GameKind, GameState, RuleError, Setup, Variant,
};

/// The computer player `bot` for a seat in a game of `kind`, its random source seeded
/// with `seed` (only the random and easy players draw from it).
pub fn seat(bot: BotKind, kind: GameKind, seed: u64) -> Box<dyn Player> {
    match (bot, kind) {
        (BotKind::Random, _) => Box::new(random::Random::new(seed)),
        (BotKind::Greedy, _) => greedy(kind),
        (BotKind::Easy, _) => Box::new(easy::Easy::new(greedy(kind), seed)),
        (
            BotKind::Normal,
            GameKind::Classic | GameKind::Extreme | GameKind::Yatzy | GameKind::Generala,
        ) => Box::new(scoresheet::normal::Normal::default()),
        // The turn look-ahead plans five six-sided dice: with six, Maxi Yatzy's normal
        // player is greedy for now.
        (BotKind::Normal, GameKind::MaxiYatzy) => greedy(kind),
        (BotKind::Normal, GameKind::Duel) => Box::new(duel::lookahead::Lookahead::normal()),
        (BotKind::Normal, GameKind::Cards) => Box::new(cards::lookahead::Lookahead::normal()),
        (BotKind::Strong, GameKind::Classic) => Box::new(kniffel::strong::Strong::default()),
        (BotKind::Strong, GameKind::Extreme) => {
            Box::new(scoresheet::extreme_strong::Strong::default())
        }
        (BotKind::Strong, GameKind::Duel) => Box::new(duel::lookahead::Lookahead::strong()),
        (BotKind::Strong, GameKind::Cards) => Box::new(cards::lookahead::Lookahead::strong()),
        (BotKind::Strong, GameKind::Generala) => {
            Box::new(generala::players::Exact::new(generala::players::Goal::Win))
        }
        (BotKind::Strong, GameKind::Yatzy) => Box::new(yatzy::strong::Strong::default()),
        (BotKind::Strong, GameKind::MaxiYatzy) => Box::new(maxi::strong::Strong::default()),
    }
}

/// The greedy player of a game of `kind`.
fn greedy(kind: GameKind) -> Box<dyn Player> {
    match kind {
        GameKind::Classic
        | GameKind::Extreme
        | GameKind::Yatzy
        | GameKind::MaxiYatzy
        | GameKind::Generala => Box::new(scoresheet::greedy::Greedy),
        GameKind::Duel => Box::new(duel::greedy::Greedy),
        GameKind::Cards => Box::new(cards::greedy::Greedy),
    }
}

/// The computer players of `setup`, one per seat (None for a person), each with its own
/// random source drawn from `seed`, so that no two seats share one. (The first seat's
/// is `seed` itself: a solo player draws as a player seeded alone would.)
pub fn seats(setup: &Setup, seed: u64) -> Vec<Option<Box<dyn Player>>> {
    setup
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let seat_seed = seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            p.bot.map(|bot| seat(bot, setup.kind, seat_seed))
        })
        .collect()
}

/// Greedy players in the computer seats of `setup`, whatever their level: the stand-in
/// the page plays with when the brain cannot be loaded at all (its code alone is in the
/// page's wasm; `seed` is unused, as greedy players draw nothing).
pub fn greedy_seats(setup: &Setup, _seed: u64) -> Vec<Option<Box<dyn Player>>> {
    setup
        .players
        .iter()
        .map(|p| p.bot.map(|_| greedy(setup.kind)))
        .collect()
}

/// `bot` in every seat of a game, people's seats too (a player of its own each, their
/// random sources drawn from one seed): for tests and tools that need whole games.
#[derive(Clone, Debug)]
pub struct AllSeats {
    players: Vec<Box<dyn Player>>,
}

impl AllSeats {
    /// A `bot` for each seat of `setup`, their random sources drawn from `seed`.
    pub fn new(bot: BotKind, setup: &Setup, seed: u64) -> AllSeats {
        let mut setup = setup.clone();
        for p in &mut setup.players {
            p.bot = Some(bot);
        }
        AllSeats {
            players: seats(&setup, seed).into_iter().flatten().collect(),
        }
    }

    /// The action of the player on turn in `game` (None: the game is over, or the player
    /// has no move now).
    pub fn next(&mut self, game: &Game) -> Option<Action> {
        self.players
            .get_mut(game.current_player())?
            .act(View::of(game))
    }

    /// Plays `game` on to its end (or until a player has no move: the strong classic
    /// player waiting for its table); an action the engine refuses is the error.
    pub fn play_out(&mut self, game: &mut Game) -> Result<(), RuleError> {
        while let Some(action) = self.next(game) {
            game.apply(action)?;
        }
        Ok(())
    }
}

/// Plays `game` on to its end with `bot` in every seat (`AllSeats`).
pub fn play_out(game: &mut Game, bot: BotKind, seed: u64) -> Result<(), RuleError> {
    AllSeats::new(bot, game.setup(), seed).play_out(game)
}

/// Whether `bot` in `game` waits for the exact solver's table before it can move (the
/// app then loads it: `ui::hint::solver`).
pub fn needs_table(bot: BotKind, game: &Game) -> Option<ClassicRules> {
    match (game.state(), bot) {
        // A single-file order's table is solved on the spot (`kniffel::ordered`).
        (GameState::Classic(g), BotKind::Strong) if g.order().is_single_file() => None,
        (GameState::Classic(g), BotKind::Strong) => match g.variant() {
            Variant::Classic { rules } => Some(rules),
            _ => None,
        },
        _ => None,
    }
}
