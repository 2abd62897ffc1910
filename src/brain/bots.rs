//! How computer players take their turns: one `ai::Player` per computer seat, the
//! decision of the one on turn, and a guard against a bot that never ends its turn.

use crate::ai::{self, Player, View};
use crate::engine::{Action, Game, GameState, Setup};
use serde::{Deserialize, Serialize};

/// A bot that has not ended its turn after this many actions is made to end it.
/// (The Dice Duel bot's own turns take up to 12: three rolls, its holds one die at a
/// time, and the chip; 1 % of them take more than 10.)
pub const BOT_STEP_LIMIT: u32 = 16;

/// What the computer on turn does now.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct BotMove {
    /// Its next action; None when no computer is to move, or when its move is a throw
    /// people make for it (real dice).
    pub action: Option<Action>,
    /// Real dice: it has set its holds (and chip) and waits for people to throw the
    /// other dice for it and type them in.
    pub awaits_throw: bool,
}

/// Real dice (score pad): people throw, the app only takes the faces typed in.
fn real_dice(game: &Game) -> bool {
    game.state().dice_turn().is_some_and(|t| t.manual)
}

/// An action that people make for the computer: typing in dice, and with real dice
/// the throw the computer asks for.
fn people_throw(action: &Action, game: &Game) -> bool {
    matches!(action, Action::EnterDice { .. })
        || (matches!(action, Action::Roll) && real_dice(game))
}

/// Plays the computer players of one game: one `ai::Player` per computer seat, made
/// from the game's setup when first needed (and anew for another game), each with its
/// own memory and random source (never the game's, so bots cannot change the dice);
/// and the actions taken in the current turn.
#[derive(Clone, Debug)]
pub struct BotDriver {
    /// Mixed into each game's seat seeds.
    seed: u64,
    steps: u32,
    seats: Seats,
    /// Makes the players of a game's seats (a function, not a choice made at run time,
    /// so that the page's stand-in links in none of the players it does not make).
    make: MakeSeats,
}

/// Makes the computer players of a setup's seats from a seed (`ai::seats`).
pub type MakeSeats = fn(&Setup, u64) -> Vec<Option<Box<dyn Player>>>;

/// The players of the game being played, and the decision looked at last.
#[derive(Clone, Debug, Default)]
struct Seats {
    /// The setup the players were made for.
    setup: Option<Setup>,
    players: Vec<Option<Box<dyn Player>>>,
    /// A decision looked at (real dice: the computer waits for a throw) and the table it
    /// was made for: the next look at the same table takes it rather than ask again (a
    /// random or easy player would draw again).
    decided: Option<(GameState, Option<Action>)>,
}

/// Whether a decision is looked at (and kept for the move) or taken as the move.
#[derive(Clone, Copy, PartialEq)]
enum Ask {
    Peek,
    Take,
}

impl BotDriver {
    /// A driver whose computers draw from `seed` (never from the game's seed).
    pub fn new(seed: u64) -> BotDriver {
        BotDriver::with_players(seed, ai::seats)
    }

    /// A driver of the players `make` makes (`new`: each seat's own level).
    pub fn with_players(seed: u64, make: MakeSeats) -> BotDriver {
        BotDriver {
            seed,
            steps: 0,
            seats: Seats::default(),
            make,
        }
    }

    /// The seed the computers draw from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Forgets the current turn's count (a new game, an undo).
    pub fn reset(&mut self) {
        self.steps = 0;
        self.seats.decided = None;
    }

    /// What the computer on turn does now (see `BotMove`).
    pub fn decide(&mut self, game: &Game) -> BotMove {
        if !real_dice(game) {
            return BotMove {
                action: self.decision(game, Ask::Take),
                awaits_throw: false,
            };
        }
        match self.decision(game, Ask::Peek) {
            Some(action) if people_throw(&action, game) => BotMove {
                action: None,
                awaits_throw: true,
            },
            _ => BotMove {
                action: self.decision(game, Ask::Take),
                awaits_throw: false,
            },
        }
    }

    /// The computer's next action, or None when no computer is to move or its move is
    /// for people to make (real dice are thrown and typed in by the players, also for a
    /// computer player).
    pub fn next_action(&mut self, game: &Game) -> Option<Action> {
        self.decide(game).action
    }

    /// What the computer on turn would do now, throws included.
    fn decision(&mut self, game: &Game, ask: Ask) -> Option<Action> {
        if game.is_over() {
            return None;
        }
        game.setup().players.get(game.current_player())?.bot?;
        if self.steps >= BOT_STEP_LIMIT {
            // A bot stuck in its turn is made to end it: the first box it may fill, or
            // (Dice Duel) the first chip it may take or no chip.
            game.state().legal_actions().into_iter().find(|a| {
                matches!(
                    a,
                    Action::Score { .. } | Action::TakeChip { .. } | Action::NoChip
                )
            })
        } else {
            self.seats.decision(game, self.seed, self.make, ask)
        }
    }

    /// Notes the computer's `action`, `applied` or refused by the rules. An action that
    /// ended its turn starts the count anew; anything else counts, a refusal too, so a
    /// bot that insists on an illegal move is soon made to end its turn.
    pub fn taken(&mut self, action: &Action, applied: bool) {
        self.steps = if applied && action.ends_turn() {
            0
        } else {
            self.steps + 1
        };
    }
}

impl Seats {
    /// The decision of the player on turn in `game`: the one looked at for this table
    /// already, else asked now (its players made first if `game` is another game).
    fn decision(&mut self, game: &Game, seed: u64, make: MakeSeats, ask: Ask) -> Option<Action> {
        if self.setup.as_ref() != Some(game.setup()) {
            // The driver's seed mixed with the game's: each game's players draw afresh.
            let seats_seed = seed ^ game.setup().seed.rotate_left(17);
            *self = Seats {
                setup: Some(game.setup().clone()),
                players: make(game.setup(), seats_seed),
                decided: None,
            };
        }
        if let Some((state, action)) = self.decided.take() {
            if state == *game.state() {
                if ask == Ask::Peek {
                    self.decided = Some((state, action.clone()));
                }
                return action;
            }
        }
        let player = self.players.get_mut(game.current_player())?.as_mut()?;
        let action = player.act(View::of(game));
        if ask == Ask::Peek {
            self.decided = Some((game.state().clone(), action.clone()));
        }
        action
    }
}

/// A game of two computers of level `bot` (tests of the brain and of the pace).
#[cfg(test)]
pub(crate) fn bots_only(
    kind: crate::engine::GameKind,
    bot: crate::engine::BotKind,
    seed: u64,
) -> Game {
    let mut setup = Setup::new(kind, &["A", "B"]).with_seed(seed);
    for p in &mut setup.players {
        p.bot = Some(bot);
    }
    Game::new(setup).expect("setup")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::DiceTurn;
    use crate::engine::{BotKind, DiceSource, Event, GameKind, GameState, Setup};

    /// Plays the whole game through the driver, as the app does; the step guard keeps
    /// every turn finite.
    fn play_out(mut game: Game, driver: &mut BotDriver) -> Game {
        bot_moves(&mut game, driver);
        game
    }

    #[test]
    fn bots_finish_every_kind_of_game() {
        for kind in [
            GameKind::Classic,
            GameKind::Extreme,
            GameKind::Duel,
            GameKind::Cards,
        ] {
            for bot in [BotKind::Greedy, BotKind::Random] {
                let game = play_out(bots_only(kind, bot, 11), &mut BotDriver::new(1));
                assert!(game.is_over(), "{kind:?} {bot:?}");
            }
        }
    }

    #[test]
    fn a_stuck_bot_is_made_to_end_its_turn() {
        let mut game = bots_only(GameKind::Classic, BotKind::Random, 4);
        let mut driver = BotDriver::new(2);
        game.apply(Action::Roll).expect("roll");
        driver.steps = BOT_STEP_LIMIT;
        let forced = driver.next_action(&game).expect("an action");
        assert!(matches!(forced, Action::Score { .. }), "{forced:?}");
        game.apply(forced.clone()).expect("legal");
        driver.taken(&forced, true);
        assert_eq!(driver.steps, 0);
    }

    #[test]
    fn nobody_moves_for_humans_or_real_dice() {
        let human = Game::new(Setup::new(GameKind::Classic, &["Ada"]).with_seed(1)).expect("setup");
        assert_eq!(BotDriver::new(1).next_action(&human), None);

        let mut setup = Setup::new(GameKind::Duel, &["Computer"]).with_seed(1);
        setup.players[0].bot = Some(BotKind::Greedy);
        setup.dice = DiceSource::Manual;
        let real_dice = Game::new(setup).expect("setup");
        assert_eq!(BotDriver::new(1).next_action(&real_dice), None);
    }

    /// The dice on the table of a Kniffel or Extreme game.
    fn table(game: &Game) -> DiceTurn {
        match game.state() {
            GameState::Classic(g) | GameState::Extreme(g) => g.turn().clone(),
            _ => panic!("a scoresheet game"),
        }
    }

    /// A real-dice game of one computer player.
    fn real_dice_bot(kind: GameKind) -> Game {
        let mut setup = Setup::new(kind, &["Computer"]).with_seed(1);
        setup.players[0].bot = Some(BotKind::Greedy);
        setup.dice = DiceSource::Manual;
        Game::new(setup).expect("setup")
    }

    /// Lets the driver move until it waits for people or nobody is left to move by it;
    /// the step guard keeps every turn finite.
    fn bot_moves(game: &mut Game, driver: &mut BotDriver) {
        for _ in 0..10_000 {
            let Some(action) = driver.next_action(game) else {
                return;
            };
            game.apply(action.clone()).expect("bots play legal moves");
            driver.taken(&action, true);
            assert!(driver.steps <= BOT_STEP_LIMIT);
        }
    }

    /// People throw for the computer and type in `faces`, one per die: held dice keep
    /// theirs (the face given for them is ignored).
    fn throw(game: &mut Game, faces: &[u8]) {
        let dice = table(game)
            .kept_faces()
            .zip(faces)
            .map(|(kept, &face)| kept.unwrap_or(face))
            .collect();
        game.apply(Action::EnterDice { dice }).expect("typed in");
    }

    #[test]
    fn a_computer_with_real_dice_keeps_dice_and_asks_for_three_throws() {
        let mut game = real_dice_bot(GameKind::Classic);
        let mut driver = BotDriver::new(2);
        assert!(
            driver.decide(&game).awaits_throw,
            "people throw its first roll"
        );
        throw(&mut game, &[6, 6, 6, 2, 1]);
        bot_moves(&mut game, &mut driver);
        assert!(
            driver.decide(&game).awaits_throw,
            "it asks for a second throw"
        );
        assert_eq!(
            table(&game).held,
            vec![true, true, true, false, false],
            "it keeps the sixes"
        );
        throw(&mut game, &[0, 0, 0, 2, 1]);
        bot_moves(&mut game, &mut driver);
        assert!(driver.decide(&game).awaits_throw, "and for a third");
        throw(&mut game, &[0, 0, 0, 3, 1]);
        bot_moves(&mut game, &mut driver);
        assert!(
            !driver.decide(&game).awaits_throw
                || game.state().dice_turn().is_some_and(|t| t.rolls == 0)
        );
        let throws = game
            .log()
            .iter()
            .filter(|a| matches!(a, Action::EnterDice { .. }))
            .count();
        assert_eq!(throws, 3);
        assert!(
            matches!(game.log().last(), Some(Action::Score { .. })),
            "then it fills a box"
        );
    }

    #[test]
    fn computers_with_real_dice_play_as_with_app_dice_chips_included() {
        for kind in [GameKind::Classic, GameKind::Extreme, GameKind::Duel] {
            // A whole game of two computers with the app's dice, and every throw in it.
            let mut app = bots_only(kind, BotKind::Greedy, 17);
            let mut driver = BotDriver::new(17);
            let mut throws = Vec::new();
            while let Some(action) = driver.next_action(&app) {
                let events = app.apply(action.clone()).expect("legal");
                driver.taken(&action, true);
                throws.extend(events.into_iter().filter_map(|e| match e {
                    Event::Rolled { dice, .. } => Some(dice),
                    _ => None,
                }));
            }
            assert!(app.is_over());
            if kind == GameKind::Extreme {
                assert!(
                    app.log().contains(&Action::ChipRoll),
                    "the computers spent chips"
                );
            }
            // The same faces typed in by people, each when the computer asks for a throw.
            let mut setup = app.setup().clone();
            setup.dice = DiceSource::Manual;
            let mut pad = Game::new(setup).expect("setup");
            let mut driver = BotDriver::new(17);
            for faces in &throws {
                assert!(
                    driver.decide(&pad).awaits_throw,
                    "{kind:?}: it asks people to throw"
                );
                pad.apply(Action::EnterDice {
                    dice: faces.clone(),
                })
                .expect("typed in");
                bot_moves(&mut pad, &mut driver);
            }
            assert!(pad.is_over(), "{kind:?}: the game ends");
            let decisions = |log: &[Action]| {
                log.iter()
                    .filter(|a| !matches!(a, Action::Roll | Action::EnterDice { .. }))
                    .cloned()
                    .collect::<Vec<_>>()
            };
            assert_eq!(
                decisions(pad.log()),
                decisions(app.log()),
                "{kind:?}: the same decisions"
            );
            assert_eq!(pad.totals(), app.totals(), "{kind:?}");
        }
    }

    #[test]
    fn asking_again_while_it_waits_does_not_change_the_computers_moves() {
        // A random computer with real dice: a second look at a position where it waits
        // for a throw takes the decision made there rather than ask again (it would draw
        // anew, and every later move would differ).
        for seed in 0..20 {
            let mut setup = Setup::new(GameKind::Classic, &["Computer"]).with_seed(seed);
            setup.players[0].bot = Some(BotKind::Random);
            setup.dice = DiceSource::Manual;
            let game = Game::new(setup).expect("setup");
            let play = |looks: usize| {
                let mut game = game.clone();
                let mut driver = BotDriver::new(seed);
                for throw in 0..30u8 {
                    let decision = driver.decide(&game);
                    if decision.awaits_throw {
                        for _ in 1..looks {
                            assert_eq!(driver.decide(&game), decision, "seed {seed}");
                        }
                    }
                    match decision.action.clone() {
                        Some(action) => {
                            game.apply(action.clone()).expect("legal");
                            driver.taken(&action, true);
                        }
                        None if decision.awaits_throw => {
                            let dice = table(&game)
                                .kept_faces()
                                .map(|kept| kept.unwrap_or(throw % 6 + 1))
                                .collect();
                            game.apply(Action::EnterDice { dice }).expect("typed in");
                        }
                        None => break,
                    }
                }
                game.log().to_vec()
            };
            assert_eq!(play(1), play(2), "seed {seed}");
        }
    }
}
