//! The calculator: which players share a position, their finishes simulated once and
//! kept, and the chances they combine to (see the module above).

use super::classic::{Batch, Simulator, Start};
use super::dice::{seed_of, SimDice};
use super::extreme;
use super::finish::{win_chances, Finish};
use super::fresh::{fresh, FRESH_FINISHES};
use crate::ai::kniffel::scoring::position_of;
use crate::ai::kniffel::table::SolvedTable;
use crate::ai::kniffel::tables;
use crate::engine::{ClassicRules, Game, GameState, RuleSet, SheetGame, Variant};
use kniffel_solver::Position;
use std::collections::HashMap;
use std::rc::Rc;

/// Games simulated from each distinct position for the chances now.
pub const FINISHES: usize = 10_000;
/// Games simulated from each position of a finished game's series (the end screen's
/// chart asks for every player after every move: some hundred positions).
pub const SERIES_FINISHES: usize = 2_000;

/// The fewest and most players a win chance is given for.
pub const PLAYERS: std::ops::RangeInclusive<usize> = 2..=8;

/// Why no win chance is given.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WinChanceError {
    /// Only Kniffel, Kniffel Extreme, Yatzy and Generala have win chances.
    #[error(
        "win chances are given for Kniffel, Kniffel Extreme, Yatzy and Generala only, not {0}"
    )]
    Game(&'static str),
    /// A game of one (nobody to beat) or of more than eight.
    #[error("win chances are given for 2 to 8 players, not {0}")]
    Players(usize),
    /// The game's log does not replay (for the series).
    #[error("the game does not replay: {0}")]
    Replay(String),
}

/// Classic rules as a key: (Yahtzee rules, joker).
type RulesKey = (bool, bool);

fn rules_key(rules: ClassicRules) -> RulesKey {
    (rules.rule_set == RuleSet::Yahtzee, rules.joker)
}

/// What a player's finish depends on, so equal ones are simulated once.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Key {
    Classic(RulesKey, kniffel_solver::Position, Start),
    /// Yatzy: its house rules (five equal a full house, four equal two pairs, forced
    /// order), the player's state and where the turn stands.
    Yatzy((bool, bool, bool), kniffel_solver::shape::State, Start),
    Extreme(extreme::FinishKey),
}

impl Key {
    /// The seed of the simulations of this key: made of the position itself, so the
    /// same position always gets the same finishes.
    fn seed(&self) -> u64 {
        seed_of(format!("{self:?}").into_bytes())
    }
}

/// The win-chance calculator: keeps the finishes it worked out, so the
/// next question about the same game (a later move, the end screen's series) is quick.
#[derive(Clone, Default)]
pub struct WinCalculator {
    simulator: Simulator,
    /// Points still to come, by position, as a distribution from 0.
    finishes: HashMap<(Key, usize), Finish>,
    extreme: extreme::Plans,
    yatzy: super::yatzy::YatzyPlans,
    /// Called after each position's finishes are worked out: early in a game with many
    /// players an answer takes seconds, and the page's watchdog must hear the brain.
    heartbeat: Option<Rc<dyn Fn()>>,
}

impl std::fmt::Debug for WinCalculator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WinCalculator")
            .field("finishes", &self.finishes.len())
            .finish_non_exhaustive()
    }
}

/// Simulations a question still needs (`WinCalculator::pending`): the games to play, in
/// batches, and where their points go.
#[derive(Clone, Debug, Default)]
pub struct Simulations {
    keys: Vec<(Key, usize)>,
    batches: Vec<Batch>,
}

impl Simulations {
    /// The games to play (`classic::Simulator::sample`).
    pub fn batches(&self) -> &[Batch] {
        &self.batches
    }

    /// The turns all its games still play: a measure of the work.
    pub fn turns(&self) -> usize {
        let boxes = kniffel_solver::position::BOXES as u32;
        self.batches
            .iter()
            .map(|r| r.finishes * (boxes - r.p.filled.count_ones()) as usize)
            .sum()
    }
}

/// Keep at most this many finishes (about 10 KB each).
const FINISH_LIMIT: usize = 2_000;

impl WinCalculator {
    /// A calculator that knows nothing yet.
    pub fn new() -> WinCalculator {
        WinCalculator::default()
    }

    /// Calls `beat` now and then while working out a long answer.
    pub fn on_heartbeat(&mut self, beat: Rc<dyn Fn()>) {
        self.heartbeat = Some(beat);
    }

    /// The heartbeat set by `on_heartbeat`, for other long work of the same brain.
    pub fn heartbeat(&self) -> Option<Rc<dyn Fn()>> {
        self.heartbeat.clone()
    }

    /// Each player's chance to win `game` from now on, by seat; they add up to 1.
    ///
    /// # Errors
    ///
    /// Another game than Kniffel or Extreme, or fewer than 2 or more than 8 players.
    pub fn chances(&mut self, game: &Game) -> Result<Vec<f64>, WinChanceError> {
        self.chances_with(game, FINISHES)
    }

    /// `chances` out of `finishes` games from each position.
    pub(super) fn chances_with(
        &mut self,
        game: &Game,
        finishes: usize,
    ) -> Result<Vec<f64>, WinChanceError> {
        if let GameState::Generala(g) = game.state() {
            let n = g.players().len();
            if !PLAYERS.contains(&n) {
                return Err(WinChanceError::Players(n));
            }
            return Ok(super::generala::chances(g));
        }
        let g = sheet_game(game)?;
        let finishes = self.finishes_of(g, finishes)?;
        Ok(win_chances(&finishes))
    }

    /// Each player's distribution of final totals in `g`, by seat, out of `finishes`
    /// games from each position.
    pub(super) fn finishes_of(
        &mut self,
        g: &SheetGame,
        finishes: usize,
    ) -> Result<Vec<Finish>, WinChanceError> {
        let totals = g.totals();
        if g.is_over() {
            return Ok(totals.into_iter().map(Finish::certain).collect());
        }
        let keys: Vec<(Key, usize)> = keys_of(g, finishes).collect();
        if let Variant::Classic { rules } = g.variant() {
            self.simulate_classic(rules, &keys)?;
        }
        Ok(keys
            .iter()
            .enumerate()
            .map(|(seat, key)| self.finish(key, g, seat).shifted(totals[seat]))
            .collect())
    }

    /// Works out in one simulation the finishes of every player in each position of
    /// `positions` (those a replay passes through, for the end screen's series): their
    /// games meet the same positions deeper in the game, each then solved once for all.
    /// Kniffel only: Extreme's finishes are drawn position by position anyway.
    pub(super) fn simulate_together(
        &mut self,
        positions: &[&SheetGame],
        finishes: usize,
    ) -> Result<(), WinChanceError> {
        let Some(Variant::Classic { rules }) = positions.first().map(|g| g.variant()) else {
            return Ok(());
        };
        self.simulate_classic(rules, &keys_of_positions(positions, finishes))
    }

    /// Works out the classic finishes of `keys` not known yet, all in one simulation
    /// (the players' games share the positions they pass through).
    fn simulate_classic(
        &mut self,
        rules: ClassicRules,
        keys: &[(Key, usize)],
    ) -> Result<(), WinChanceError> {
        let pending = self.missing(rules, keys);
        if pending.batches.is_empty() {
            return Ok(());
        }
        let beat = self.heartbeat.clone();
        let mut beat = || beat.iter().for_each(|b| b());
        // Without the table (a first visit in the browser, the question asked after the
        // first moves): the part these games can meet (see `part_suffices`).
        let part;
        let table = match tables::available(rules) {
            Some(table) => table,
            None => {
                let floors: Vec<u16> = pending.batches.iter().map(|r| r.p.filled).collect();
                part = SolvedTable::solve_part(rules, &floors, &mut |_, _| beat());
                &part
            }
        };
        let samples = self.simulator.sample(table, &pending.batches, &mut beat);
        self.take(pending, samples);
        Ok(())
    }

    /// The classic finishes of `keys` neither shipped nor known yet, each once.
    fn missing(&self, rules: ClassicRules, keys: &[(Key, usize)]) -> Simulations {
        let mut pending = Simulations::default();
        for key in keys {
            let (Key::Classic(_, p, start), finishes) = key else {
                continue;
            };
            if shipped(key, rules).is_none()
                && !self.finishes.contains_key(key)
                && !pending.keys.contains(key)
            {
                pending.keys.push(key.clone());
                pending.batches.push(Batch {
                    p: *p,
                    start: *start,
                    finishes: *finishes,
                    seed: key.0.seed(),
                });
            }
        }
        pending
    }

    /// The simulations the chances of `game` still need, to be worked out elsewhere (by
    /// several workers at once) and handed back with `take`: Kniffel only, and none when
    /// nothing is missing.
    pub fn pending(&self, game: &Game) -> Option<(ClassicRules, Simulations)> {
        self.pending_of(&[sheet_game(game).ok()?], FINISHES)
    }

    /// The simulations of `finishes` games each that the classic `positions` still need
    /// (`pending`; the series' positions).
    pub(super) fn pending_of(
        &self,
        positions: &[&SheetGame],
        finishes: usize,
    ) -> Option<(ClassicRules, Simulations)> {
        let Variant::Classic { rules } = positions.first()?.variant() else {
            return None;
        };
        let pending = self.missing(rules, &keys_of_positions(positions, finishes));
        (!pending.batches.is_empty()).then_some((rules, pending))
    }

    /// Takes the points of `pending`'s games, by request (as `Simulator::sample` gives
    /// them): the next question about them is answered from these.
    pub fn take(&mut self, pending: Simulations, samples: Vec<Vec<u32>>) {
        self.make_room(pending.keys.len());
        for (key, points) in pending.keys.into_iter().zip(samples) {
            self.finishes.insert(key, Finish::from_samples(0, &points));
        }
    }

    /// Room for `n` more finishes: past `FINISH_LIMIT` all kept ones are forgotten (a
    /// game moves on, its old positions are rarely met again). Made before a question's
    /// finishes go in, so that all of them are there when its answer is put together.
    fn make_room(&mut self, n: usize) {
        if self.finishes.len() + n > FINISH_LIMIT {
            self.finishes.clear();
        }
    }

    /// The points still to come for the player in `key` (seat `seat` of `g`; the key
    /// says how many games to play). Classic ones are shipped or simulated already.
    fn finish(&mut self, key: &(Key, usize), g: &SheetGame, seat: usize) -> Finish {
        if let Variant::Classic { rules } = g.variant() {
            if let Some(shipped) = shipped(key, rules) {
                return shipped.clone();
            }
        }
        if let Some(known) = self.finishes.get(key) {
            return known.clone();
        }
        let mut dice = SimDice::new(key.0.seed());
        let samples = match (g.variant(), &key.0) {
            (Variant::Yatzy { rules }, Key::Yatzy(_, _, start)) => {
                let table = crate::ai::yatzy::tables::solved(rules);
                let sheet = &g.players()[seat].sheet;
                self.yatzy.sample(table, sheet, *start, key.1, &mut dice)
            }
            _ => self.extreme.sample(g, seat, key.1, &mut dice),
        };
        let finish = Finish::from_samples(0, &samples);
        self.make_room(1);
        self.finishes.insert(key.clone(), finish.clone());
        if let Some(beat) = &self.heartbeat {
            beat();
        }
        finish
    }
}

/// The shipped finishes of a fresh classic sheet, if `key` stands there.
fn shipped(key: &(Key, usize), rules: ClassicRules) -> Option<&'static Finish> {
    match key {
        (Key::Classic(_, Position::START, Start::Turn), finishes)
            if *finishes <= FRESH_FINISHES =>
        {
            fresh(rules)
        }
        _ => None,
    }
}

/// The classic rules whose exact table a win chance of `game` needs now: none for
/// other games, and none while every player stands at a fresh sheet (the shipped
/// finishes answer that).
pub fn table_needed(game: &Game) -> Option<ClassicRules> {
    let g = sheet_game(game).ok().filter(|g| !g.is_over())?;
    let Variant::Classic { rules } = g.variant() else {
        return None;
    };
    let simulated = keys_of(g, FINISHES).any(|key| shipped(&key, rules).is_none());
    simulated.then_some(rules)
}

/// Whether the win chance of `game` is worked out as soon from the part of its table
/// that the players' games can meet (`SolvedTable::solve_part`) as from the whole table: when
/// that part is at most `PART_SHARE` of it (box sets counted). Early in a game nearly
/// every position can still be met, and the whole table, kept for later questions, costs
/// hardly more. (The same share where a pool of two solves the whole table and shares
/// the simulations: measured in the browser, 8 players, round 4 alike, round 5 the part
/// 0.6 s against 0.8 s.)
pub fn part_suffices(game: &Game) -> bool {
    let Some(g) = sheet_game(game).ok().filter(|g| !g.is_over()) else {
        return false;
    };
    let Variant::Classic { rules } = g.variant() else {
        return false;
    };
    let floors: Vec<u16> = keys_of(g, FINISHES)
        .filter(|key| shipped(key, rules).is_none())
        .filter_map(|(key, _)| match key {
            Key::Classic(_, p, _) => Some(p.filled),
            Key::Extreme(_) | Key::Yatzy(..) => None,
        })
        .collect();
    let box_sets = 1u32 << kniffel_solver::position::BOXES;
    let met = (0..box_sets)
        .filter(|&filled| kniffel_solver::values::above(filled as u16, &floors))
        .count();
    !floors.is_empty() && met as f64 <= PART_SHARE * f64::from(box_sets)
}

/// The largest share of the table's box sets a part may have (`part_suffices`).
const PART_SHARE: f64 = 0.5;

/// The sheet game of `game`, if win chances are given for it.
pub fn sheet_game(game: &Game) -> Result<&SheetGame, WinChanceError> {
    let g = match game.state() {
        GameState::Classic(g)
        | GameState::Extreme(g)
        | GameState::Yatzy(g)
        | GameState::Generala(g) => g,
        _ => return Err(WinChanceError::Game(game.kind().id())),
    };
    let n = g.players().len();
    if !PLAYERS.contains(&n) {
        return Err(WinChanceError::Players(n));
    }
    Ok(g)
}

/// The rules of `game` if it is a classic Kniffel game win chances are given for: the
/// table they need.
pub fn classic_rules(game: &Game) -> Option<ClassicRules> {
    match sheet_game(game).ok()?.variant() {
        Variant::Classic { rules } => Some(rules),
        _ => None,
    }
}

/// Every seat's key in each position of `positions` still under way, each asking for
/// `finishes` games.
fn keys_of_positions(positions: &[&SheetGame], finishes: usize) -> Vec<(Key, usize)> {
    positions
        .iter()
        .filter(|g| !g.is_over())
        .flat_map(|g| keys_of(g, finishes))
        .collect()
}

/// Every seat's key in `g`, by seat, each asking for `finishes` games.
fn keys_of(g: &SheetGame, finishes: usize) -> impl Iterator<Item = (Key, usize)> + '_ {
    (0..g.players().len()).map(move |seat| (key_of(g, seat), finishes))
}

/// What seat `seat`'s finish depends on: the position, and for the player on turn the
/// dice on the table and the rolls left.
fn key_of(g: &SheetGame, seat: usize) -> Key {
    let on_turn = seat == g.current_player() && g.turn().has_rolled();
    match g.variant() {
        Variant::Classic { rules } => {
            let sheet = &g.players()[seat].sheet;
            Key::Classic(rules_key(rules), position_of(sheet), start_of(g, on_turn))
        }
        Variant::Yatzy { rules } => {
            let key = (
                rules.five_equal_full_house,
                rules.four_equal_two_pairs,
                rules.forced_order,
            );
            let state = crate::ai::yatzy::table::state_of(&g.players()[seat].sheet);
            Key::Yatzy(key, state, start_of(g, on_turn))
        }
        // `sheet_game` admits classic Kniffel, Extreme and Yatzy only: Maxi Yatzy and
        // Generala have no win chance yet and never get here.
        _ => Key::Extreme(extreme::FinishKey::of(g, seat, on_turn)),
    }
}

/// Where a seat's simulation starts: inside the turn on the table for the player on
/// turn who has rolled, else at a turn's start.
fn start_of(g: &SheetGame, on_turn: bool) -> Start {
    if on_turn {
        let m = kniffel_solver::multisets::Multisets::get();
        Start::Rolled {
            roll: m.index_of_dice(&g.turn().dice) as u16,
            rolls_left: g.roll_limit().saturating_sub(g.turn().rolls),
        }
    } else {
        Start::Turn
    }
}
