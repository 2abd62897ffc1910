//! The brain: answers the page's questions about its game (the computer's next move, a
//! turn's options, the review of a game) with the computer players and the exact
//! solver. It keeps the computer players between questions, so their memory and random
//! sources carry on from move to move as the game grows; another game, or an earlier
//! position (an undo), starts their turn afresh.
//!
//! The exact Kniffel tables are the caller's to bring in (`needs` says which one a
//! question waits for): natively they are solved on the spot, in the browser the worker
//! reads them from its cache or solves them while it tells the page how far it is.

use crate::ai::advice::{Advice, Choice};
use crate::ai::coach::{self, ReviewError};
use crate::ai::generala::advice::advise as generala_advise;
use crate::ai::generala::table::table as generala_table;
use crate::ai::kniffel::advice::{advise_in, KeepMemo};
use crate::ai::kniffel::{ordered, tables};
use crate::ai::maxi;
use crate::ai::needs_table;
use crate::ai::scoresheet::extreme_strong;
use crate::ai::winchance::{self, Simulations, WinCalculator, WinChanceError};
use crate::ai::yatzy;
use crate::brain::bots::{BotDriver, BotMove};
use crate::brain::protocol::{Answer, Question};
use crate::engine::{
    read_save, Action, BoxOrder, ClassicRules, Game, GameState, SheetGame, Variant, YatzyRules,
};
use std::rc::Rc;

/// How many of a turn's options an advice lists (the hint shows fewer).
pub const ADVICE_OPTIONS: usize = 8;

/// The brain of one page: its last game, and the computer players that play in it.
#[derive(Clone, Debug, Default)]
pub struct Brain {
    /// The save read last, and its game: the same save again is not read again.
    last: Option<(String, Game)>,
    driver: Option<BotDriver>,
    /// The move proposed last, and how long the log was then: the next game read tells
    /// whether it was taken (for the guard against a bot that never ends its turn).
    proposed: Option<(usize, Action)>,
    /// The win-chance calculator, with the finishes it worked out.
    win: WinCalculator,
}

/// Whether the exact table of `rules` is not here and not given up (a computer player,
/// or a table brought in ahead, waits only for such a one).
fn missing_and_not_given_up(rules: ClassicRules) -> bool {
    tables::ready(rules).is_none() && !tables::given_up(rules)
}

impl Brain {
    /// A brain that knows no game yet.
    pub fn new() -> Brain {
        Brain::default()
    }

    /// Calls `beat` now and then while a long answer is worked out (win chances early in
    /// a game), so that whoever waits can tell a busy brain from a stuck one.
    pub fn on_heartbeat(&mut self, beat: Rc<dyn Fn()>) {
        self.win.on_heartbeat(beat);
    }

    /// The exact table that `question` waits for and that is not here yet: bring it in
    /// (or give it up: `tables::give_up`) before `answer`. A computer player waits only
    /// for a table not given up already; advice and reviews try again.
    pub fn needs(&mut self, question: &Question) -> Option<ClassicRules> {
        let game = self.read(question.save()).ok()?;
        let missing = |rules: ClassicRules| tables::ready(rules).is_none();
        match question {
            Question::Prepare { .. } => game
                .setup()
                .players
                .iter()
                .filter_map(|p| p.bot.and_then(|bot| needs_table(bot, game)))
                .find(|&r| missing_and_not_given_up(r)),
            Question::Move { .. } => {
                let bot = game.setup().players.get(game.current_player())?.bot?;
                needs_table(bot, game).filter(|&r| missing_and_not_given_up(r))
            }
            Question::Advice { .. } => match game.state() {
                GameState::Classic(g) if g.order().is_single_file() => None,
                GameState::Classic(g) => match g.variant() {
                    Variant::Classic { rules } => Some(rules).filter(|&r| missing(r)),
                    _ => None,
                },
                _ => None,
            },
            Question::Review { .. } | Question::Duplicate { .. } => {
                coach::needs_table(game).filter(|&r| missing(r))
            }
            Question::WinChance { .. } => winchance::table_needed(game).filter(|&r| missing(r)),
            Question::WinSeries { .. } => winchance::classic_rules(game).filter(|&r| missing(r)),
        }
    }

    /// The Yatzy table (free order) that `question`'s game needs and that is not here
    /// yet: every question of a Yatzy game may need it, and `answer` would solve it alone.
    /// In the browser the worker brings it in first (from its cache, or solved with its
    /// helpers); a `Prepare` asked as a Yatzy game opens starts that early.
    pub fn needs_yatzy(&mut self, question: &Question) -> Option<YatzyRules> {
        let game = self.read(question.save()).ok()?;
        coach::yatzy::yatzy_rules(game)
            .filter(|rules| !rules.forced_order && yatzy::tables::ready(*rules).is_none())
    }

    /// Whether `question`'s game is Maxi Yatzy and its fitted values could be had but
    /// are not here yet: in the browser the worker fetches them first (the app's copy
    /// of `values.bin`); a `Prepare` asked as a Maxi Yatzy game opens starts that early.
    pub fn needs_maxi(&mut self, question: &Question) -> bool {
        self.read(question.save())
            .ok()
            .and_then(coach::maxi::maxi_rules)
            .is_some_and(maxi::values::missing)
    }

    /// The exact table that the next questions like `question` will wait for, though
    /// this one does not (win chances while every player stands at a fresh sheet): worth
    /// bringing in after the answer, while the players play on.
    pub fn prepares(&mut self, question: &Question) -> Option<ClassicRules> {
        let game = self.read(question.save()).ok()?;
        match question {
            Question::WinChance { .. } => {
                winchance::classic_rules(game).filter(|&r| missing_and_not_given_up(r))
            }
            _ => None,
        }
    }

    /// Whether `question`, which `needs` a table, is answered as soon from the part of it
    /// that its games can meet (win chances past the first rounds): then only a table
    /// kept by an earlier visit is brought in before the answer (`answer` solves the part
    /// otherwise), and the whole one after it (`prepares`).
    pub fn answers_from_part(&mut self, question: &Question) -> bool {
        let Ok(game) = self.read(question.save()) else {
            return false;
        };
        matches!(question, Question::WinChance { .. }) && winchance::part_suffices(game)
    }

    /// The simulations a win-chance or series question still needs, for several workers
    /// to share (then handed back with `take_win_samples`): only with the whole table
    /// here (each of them has it), and none for other questions.
    pub fn win_pending(&mut self, question: &Question) -> Option<(ClassicRules, Simulations)> {
        let series = match question {
            Question::WinChance { .. } => false,
            Question::WinSeries { .. } => true,
            _ => return None,
        };
        self.read(question.save()).ok()?;
        let (_, game) = self.last.as_ref()?;
        let (rules, pending) = if series {
            self.win.pending_series(game)?
        } else {
            self.win.pending(game)?
        };
        tables::ready(rules)?;
        Some((rules, pending))
    }

    /// The points of `win_pending`'s games, by request: its answer is put together from
    /// them.
    pub fn take_win_samples(&mut self, pending: Simulations, samples: Vec<Vec<u32>>) {
        self.win.take(pending, samples);
    }

    /// The answer to `question`, with the tables that are here (`needs`).
    pub fn answer(&mut self, question: &Question) -> Answer {
        if let Err(why) = self.read(question.save()) {
            return Answer::Unreadable(why);
        }
        self.solve_yatzy_table();
        if let Question::Move { seed, .. } = question {
            return Answer::Move(self.decide_read(*seed));
        }
        let Some((_, game)) = &self.last else {
            return Answer::Unreadable(String::new());
        };
        let maxi_missing = coach::maxi::maxi_rules(game).is_some_and(maxi::values::missing);
        match question {
            // Maxi Yatzy's values did not come (`needs_maxi`): the advisor's "not
            // available", not "not for this game".
            Question::Advice { .. } | Question::Review { .. } | Question::Duplicate { .. }
                if maxi_missing =>
            {
                Answer::NoTable
            }
            Question::Advice { .. } => advice(game),
            Question::Review { .. } => {
                let table = coach::needs_table(game).and_then(tables::ready);
                match coach::review(game, table) {
                    Ok(players) => Answer::Review(players),
                    Err(ReviewError::NoTable(_)) => Answer::NoTable,
                    Err(ReviewError::Rules(refusal)) => Answer::Unreadable(refusal.to_string()),
                    // As a win chance the game does not have yet.
                    Err(why @ ReviewError::NotForThisGame(_)) => {
                        Answer::Unreadable(why.to_string())
                    }
                }
            }
            Question::WinChance { .. } => match self.win.chances(game) {
                Ok(chances) => Answer::WinChance(chances),
                Err(why) => win_refusal(why),
            },
            Question::WinSeries { .. } => match self.win.series(game) {
                Ok(series) => Answer::WinSeries(series),
                Err(why) => win_refusal(why),
            },
            Question::Duplicate { .. } => {
                let table = coach::needs_table(game).and_then(tables::ready);
                match coach::compare::compare(game, table) {
                    Ok(compared) => Answer::Duplicate(compared),
                    Err(refusal) => Answer::Unreadable(refusal.to_string()),
                }
            }
            Question::Prepare { .. } | Question::Move { .. } => Answer::Prepared,
        }
    }

    /// Solves the exact table of the Yatzy game read last if it is not here yet, with
    /// the heartbeat going (every question of a Yatzy game may need it: a computer's move,
    /// the hint, the review, the win chance).
    fn solve_yatzy_table(&self) {
        let Some((_, game)) = &self.last else {
            return;
        };
        if let Some(rules) = coach::yatzy::yatzy_rules(game) {
            let beat = self.win.heartbeat();
            yatzy::tables::solved_beating(rules, &|| {
                if let Some(beat) = &beat {
                    beat();
                }
            });
        }
    }

    /// What the computer on turn in `game` does now, its players drawing from `seed`:
    /// the same as asking with the game's save, without writing and reading it.
    pub fn decide(&mut self, game: &Game, seed: u64) -> BotMove {
        self.follow(String::new(), game.clone());
        self.decide_read(seed)
    }

    /// The decision for the game read last.
    fn decide_read(&mut self, seed: u64) -> BotMove {
        let Some((_, game)) = &self.last else {
            return BotMove::default();
        };
        let driver = match &mut self.driver {
            Some(driver) if driver.seed() == seed => driver,
            slot => slot.insert(BotDriver::new(seed)),
        };
        let decision = driver.decide(game);
        self.proposed = decision
            .action
            .clone()
            .map(|action| (game.log().len(), action));
        decision
    }

    /// The game of `save`, read unless it is the save read last.
    fn read(&mut self, save: &str) -> Result<&Game, String> {
        let known = self.last.as_ref().is_some_and(|(text, _)| text == save);
        if !known {
            let game = read_save(save).map_err(|e| e.to_string())?;
            self.follow(save.to_string(), game);
        }
        match &self.last {
            Some((_, game)) => Ok(game),
            None => Err(String::new()),
        }
    }

    /// Makes `next` the game, and tells the computers what became of their last move:
    /// taken or refused as the game grew from it, or a fresh start for another game or
    /// an earlier position.
    fn follow(&mut self, text: String, next: Game) {
        let grown = self.last.as_ref().is_some_and(|(_, last)| {
            last.setup() == next.setup() && next.log().starts_with(last.log())
        });
        let proposed = self.proposed.take();
        if let Some(driver) = &mut self.driver {
            match proposed {
                _ if !grown => driver.reset(),
                Some((at, action)) if next.log().len() > at => {
                    let applied = next.log()[at] == action;
                    driver.taken(&action, applied);
                }
                // Asked again where it was proposed: the rules refused it.
                Some((at, action)) if next.log().len() == at => driver.taken(&action, false),
                _ => {}
            }
        }
        self.last = Some((text, next));
    }
}

/// Why no win chance was given, as an answer.
fn win_refusal(why: WinChanceError) -> Answer {
    Answer::Unreadable(why.to_string())
}

/// The options of the turn on the table in `game`: exact in classic Kniffel (with its
/// table), Yatzy and Generala (their tables solved on first use), the strong player's
/// estimate in Extreme, none before the first roll or in other games.
fn advice(game: &Game) -> Answer {
    match game.state() {
        GameState::Yatzy(g) => return yatzy_advice(g),
        GameState::MaxiYatzy(g) => return maxi_advice(g),
        _ => {}
    }
    let (GameState::Classic(g) | GameState::Extreme(g) | GameState::Generala(g)) = game.state()
    else {
        return Answer::Advice {
            options: Vec::new(),
            exact: false,
        };
    };
    let (options, exact): (Vec<Advice>, bool) = match g.variant() {
        Variant::Classic { rules } if g.order().is_single_file() => {
            let sheet = &g.players()[g.current_player()].sheet;
            let rolls_left = g.roll_limit().saturating_sub(g.turn().rolls).min(2);
            let table = ordered::solved(rules, g.order());
            match g.turn().has_rolled() {
                true => (table.advise(sheet, &g.turn().dice, rolls_left), true),
                false => (Vec::new(), true),
            }
        }
        Variant::Classic { rules } => {
            let Some(table) = tables::ready(rules) else {
                return Answer::NoTable;
            };
            let sheet = &g.players()[g.current_player()].sheet;
            let rolls_left = g.roll_limit().saturating_sub(g.turn().rolls).min(2);
            if !g.turn().has_rolled() {
                (Vec::new(), true)
            } else {
                let dice = &g.turn().dice;
                let memo = &mut KeepMemo::default();
                let options = advise_in(memo, table, sheet, dice, rolls_left, g.order());
                (options, g.order() == BoxOrder::Free)
            }
        }
        Variant::Extreme => (extreme_strong::estimate(g), false),
        Variant::Generala { rules } => {
            let sheet = &g.players()[g.current_player()].sheet;
            let rolls_left = g.roll_limit().saturating_sub(g.turn().rolls).min(2);
            if g.turn().has_rolled() && !g.is_over() {
                let table = generala_table(rules);
                (
                    generala_advise(table, sheet, &g.turn().dice, rolls_left),
                    g.order() == BoxOrder::Free,
                )
            } else {
                (Vec::new(), true)
            }
        }
        // `g` is a classic, Extreme or Generala game (above): the others have no advice yet.
        Variant::Yatzy { .. } | Variant::MaxiYatzy { .. } => (Vec::new(), false),
    };
    let mut options = within_order(g, options);
    options.truncate(ADVICE_OPTIONS);
    Answer::Advice { options, exact }
}

/// `options` without the boxes the game's box order does not allow now (the tables of
/// the free game value them too; classic Kniffel's advice names only allowed ones).
fn within_order(g: &SheetGame, mut options: Vec<Advice>) -> Vec<Advice> {
    if g.order() != BoxOrder::Free {
        let offer = g.offer();
        options.retain(|a| match a.choice {
            Choice::Box(b) => offer.points_for(b).is_some(),
            Choice::Keep { .. } => true,
        });
    }
    options
}

/// The exact options of a Yatzy turn, from the table of its house rules (solved here on
/// first use: in the browser this runs in the brain's worker).
fn yatzy_advice(g: &SheetGame) -> Answer {
    let Variant::Yatzy { rules } = g.variant() else {
        return Answer::NoTable;
    };
    let options = if g.turn().has_rolled() {
        let sheet = &g.players()[g.current_player()].sheet;
        let rolls_left = g.roll_limit().saturating_sub(g.turn().rolls).min(2);
        yatzy::advice::advise(
            yatzy::tables::solved(rules),
            sheet,
            &g.turn().dice,
            rolls_left,
        )
    } else {
        Vec::new()
    };
    let mut options = within_order(g, options);
    options.truncate(ADVICE_OPTIONS);
    Answer::Advice {
        options,
        // The table knows the free game and top-down (Yatzy's forced order) exactly.
        exact: matches!(g.order(), BoxOrder::Free | BoxOrder::TopDown),
    }
}

/// The options of a Maxi Yatzy turn by the fitted values (`ai::maxi`, estimates), saved
/// throws counted among the throws left; "not available" where there are no values (the
/// 50-at-75 bonus, or before they came).
fn maxi_advice(g: &SheetGame) -> Answer {
    let Variant::MaxiYatzy { rules } = g.variant() else {
        return Answer::NoTable;
    };
    let options = if g.turn().has_rolled() && !g.is_over() {
        let sheet = &g.players()[g.current_player()].sheet;
        let rolls_left = g.roll_limit().saturating_sub(g.turn().rolls);
        match maxi::advice::advise(rules, sheet, &g.turn().dice, rolls_left) {
            Some(options) => options,
            None => return Answer::NoTable,
        }
    } else {
        Vec::new()
    };
    let mut options = within_order(g, options);
    options.truncate(ADVICE_OPTIONS);
    Answer::Advice {
        options,
        exact: false,
    }
}
