//! Finishes of classic Kniffel under optimal play: each turn played by the exact
//! solver's table, as the strong player plays it (best keep, stop when keeping all five
//! is as good; the best box after the last roll).
//!
//! The games are played together, a turn at a time (`Simulator::sample`): a game with k
//! boxes filled can only meet positions with k filled, so all games (of every player
//! asked about) wait in a bucket per filled count, and a bucket is played sorted by
//! position. Each position's turn is then solved once (`KeepLanes`, most of the time)
//! for every game that stands on it, however many players' games pass through it, and
//! nothing needs to be kept between positions. Positions that differ only in the upper
//! sum (most of those met deeper in the game) are solved `LANES` at a time, sharing the
//! walk over the dice; a box is chosen from the solver's scoring, the rules' own offer
//! asked only for five of a kind (jokers and bonuses).

use super::dice::SimDice;
use crate::ai::kniffel::table::SolvedTable;
use crate::engine::{offer, Sheet, CLASSIC_BOXES};
use kniffel_solver::multisets::{Multisets, FIRST_ROLL, ROLLS};
use kniffel_solver::position::{Position, BOXES, KNIFFEL};
use kniffel_solver::turn::{fill_value, Group, KeepLanes};

/// Where a player's simulation starts: at a turn's start, or inside the turn on turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Start {
    /// Before the turn's first roll.
    Turn,
    /// Dice on the table with some rolls left.
    Rolled {
        /// The dice, as a roll multiset index.
        roll: u16,
        /// Rolls left in the turn (0..=2).
        rolls_left: u8,
    },
}

/// Games to simulate from one position: `finishes` games from `p`, starting at
/// `start`, their dice drawn from `seed` (game i from its own stream, so the points do
/// not depend on what else is simulated alongside).
#[derive(Clone, Copy, Debug)]
pub struct Batch {
    /// The position the games start from.
    pub p: Position,
    /// Where in the turn they start.
    pub start: Start,
    /// How many games to finish.
    pub finishes: usize,
    /// The seed every game's dice stream comes from.
    pub seed: u64,
}

impl Batch {
    /// Numbers per batch in `to_words`.
    pub const WORDS: usize = 9;

    /// The request as plain numbers, to hand it to another worker (`from_words`).
    pub fn to_words(&self) -> [u32; Batch::WORDS] {
        let (rolled, roll, rolls_left) = match self.start {
            Start::Turn => (0, 0, 0),
            Start::Rolled { roll, rolls_left } => (1, roll, rolls_left),
        };
        [
            u32::from(self.p.filled),
            u32::from(self.p.upper),
            u32::from(self.p.kniffel_50),
            rolled,
            u32::from(roll),
            u32::from(rolls_left),
            self.finishes as u32,
            self.seed as u32,
            (self.seed >> 32) as u32,
        ]
    }

    /// A request from `to_words`' numbers; `None` for numbers no request gives.
    pub fn from_words(words: &[u32]) -> Option<Batch> {
        let &[filled, upper, kniffel_50, rolled, roll, rolls_left, finishes, seed_low, seed_high] =
            words
        else {
            return None;
        };
        let start = match rolled {
            0 => Start::Turn,
            1 => Start::Rolled {
                roll: u16::try_from(roll).ok()?,
                rolls_left: u8::try_from(rolls_left).ok()?,
            },
            _ => return None,
        };
        Some(Batch {
            p: Position {
                filled: u16::try_from(filled).ok().filter(|&f| f < 1 << BOXES)?,
                upper: u8::try_from(upper).ok().filter(|&u| u <= 63)?,
                kniffel_50: kniffel_50 != 0,
            },
            start,
            finishes: finishes as usize,
            seed: u64::from(seed_high) << 32 | u64::from(seed_low),
        })
    }
}

/// One simulated game on its way: where it stands, the dice on the table and the rolls
/// left, the points it made so far, and whose it is.
#[derive(Clone, Copy, Debug)]
struct Run {
    p: Position,
    roll: u16,
    rolls_left: u8,
    points: u32,
    owner: u32,
    dice: SimDice,
}

impl Run {
    /// The order a bucket is played in: by box set and Kniffel flag (the positions a
    /// group can value together), then by upper sum.
    fn order(&self) -> u32 {
        (family(self.p) as u32) << 6 | self.p.upper as u32
    }
}

/// What positions must share to be valued together in a `Group`: their boxes and flag.
fn family(p: Position) -> u16 {
    p.filled << 1 | p.kniffel_50 as u16
}

/// Positions valued together (`Group`'s lanes) when a family has several upper sums.
const LANES: usize = 4;

/// The simulator's buffers, kept between questions (no allocation per position).
#[derive(Clone, Default)]
pub struct Simulator {
    buckets: Vec<Vec<Run>>,
    lanes: Lanes,
    memo: Memo,
}

/// The keep values of the positions being played: one position alone, or `LANES` of a
/// family at once.
#[derive(Clone, Default)]
struct Lanes {
    one: Option<KeepLanes<1>>,
    many: Option<KeepLanes<LANES>>,
}

/// The decisions of the position being played, by roll, worked out once for the many
/// games that stand on an early position. An entry counts only if stamped with the
/// position's number: nothing to clear between positions.
#[derive(Clone, Default)]
struct Memo {
    stamp: u32,
    /// Per roll: (stamp, best keep) with one roll left and with two.
    keeps: Vec<[(u32, u16); 2]>,
    /// Per roll: (stamp, box).
    fills: Vec<(u32, Fill)>,
}

impl Memo {
    /// A new position: every entry stale.
    fn next_position(&mut self) {
        if self.keeps.is_empty() {
            self.keeps = vec![[(0, 0); 2]; ROLLS];
            self.fills = vec![(0, Fill::default()); ROLLS];
        }
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.keeps.fill([(0, 0); 2]);
            self.fills.fill((0, Fill::default()));
            self.stamp = 1;
        }
    }

    /// The best keep of `roll` with two rolls left if `two`, else with one, if known;
    /// else `decide`s, kept.
    fn keep(&mut self, roll: usize, two: bool, decide: impl FnOnce() -> u16) -> u16 {
        let entry = &mut self.keeps[roll - FIRST_ROLL][two as usize];
        if entry.0 != self.stamp {
            *entry = (self.stamp, decide());
        }
        entry.1
    }

    /// The box of `roll`, if known; else `decide`s, kept.
    fn fill(&mut self, roll: usize, decide: impl FnOnce() -> Fill) -> Fill {
        let entry = &mut self.fills[roll - FIRST_ROLL];
        if entry.0 != self.stamp {
            *entry = (self.stamp, decide());
        }
        entry.1
    }
}

impl Simulator {
    /// The points still to come in each request's games (a sample each), by request,
    /// played with `table`. `level_done` is called after each turn of all games.
    pub fn sample(
        &mut self,
        table: &SolvedTable,
        requests: &[Batch],
        level_done: &mut dyn FnMut(),
    ) -> Vec<Vec<u32>> {
        let m = Multisets::get();
        let mut out: Vec<Vec<u32>> = requests
            .iter()
            .map(|r| Vec::with_capacity(r.finishes))
            .collect();
        let Simulator {
            buckets,
            lanes,
            memo,
        } = self;
        buckets.resize_with(BOXES + 1, Vec::new);
        for (owner, r) in requests.iter().enumerate() {
            for game in 0..r.finishes {
                let mut dice = SimDice::for_game(r.seed, game as u64);
                let (roll, rolls_left) = match r.start {
                    Start::Turn => (throw(m, 0, &mut dice) as u16, 2),
                    Start::Rolled { roll, rolls_left } => (roll, rolls_left.min(2)),
                };
                let run = Run {
                    p: r.p,
                    roll,
                    rolls_left,
                    points: 0,
                    owner: owner as u32,
                    dice,
                };
                settle(buckets, run, &mut out);
            }
        }
        for level in 0..BOXES {
            let mut bucket = std::mem::take(&mut buckets[level]);
            if bucket.is_empty() {
                continue;
            }
            bucket.sort_unstable_by_key(Run::order);
            let mut from = 0;
            while from < bucket.len() {
                // The next up to LANES positions of one family: where each one's games end.
                let f = family(bucket[from].p);
                let mut ends = [0; LANES];
                let mut n = 0;
                let mut at = from;
                while n < LANES && at < bucket.len() && family(bucket[at].p) == f {
                    let p = bucket[at].p;
                    at += bucket[at..].partition_point(|r| r.p == p);
                    ends[n] = at;
                    n += 1;
                }
                let games = &mut bucket[from..at];
                let ends = &mut ends[..n];
                ends.iter_mut().for_each(|e| *e -= from);
                if n == 1 {
                    let keeps = lanes.one.get_or_insert_with(Default::default);
                    play_positions(table, games, ends, keeps, memo, m);
                } else {
                    let keeps = lanes.many.get_or_insert_with(Default::default);
                    play_positions(table, games, ends, keeps, memo, m);
                }
                from = at;
            }
            for run in bucket.drain(..) {
                settle(buckets, run, &mut out);
            }
            // The emptied bucket keeps its memory for the next question.
            buckets[level] = bucket;
            level_done();
        }
        out
    }
}

/// Plays the turn of `games`, the games of up to `L` positions of one family, position
/// `l`'s games ending at `ends[l]`: their keep values worked out together on first need
/// (spare lanes repeat the last position).
fn play_positions<const L: usize>(
    table: &SolvedTable,
    games: &mut [Run],
    ends: &[usize],
    keeps: &mut KeepLanes<L>,
    memo: &mut Memo,
    m: &Multisets,
) {
    let start_of = |l: usize| if l == 0 { 0 } else { ends[l - 1] };
    let last = ends.len() - 1;
    let first = games[0].p;
    let group = Group {
        filled: first.filled,
        kniffel_50: first.kniffel_50,
        upper: std::array::from_fn(|l| games[start_of(l.min(last))].p.upper),
    };
    let mut valued = Valued {
        table,
        group: &group,
        keeps,
        done: false,
    };
    for (lane, &end) in ends.iter().enumerate() {
        memo.next_position();
        let turn = Turn::new(table, games[start_of(lane)].p);
        for run in &mut games[start_of(lane)..end] {
            turn.play(run, lane, &mut valued, memo, m);
        }
    }
}

/// The keep values of a group of positions, worked out on first need.
struct Valued<'a, const L: usize> {
    table: &'a SolvedTable,
    group: &'a Group<L>,
    keeps: &'a mut KeepLanes<L>,
    done: bool,
}

impl<const L: usize> Valued<'_, L> {
    /// Keep values with two rolls left if `two`, else with one: lane by lane.
    fn keeps(&mut self, two: bool) -> &[[f64; L]] {
        if !self.done {
            let table = self.table;
            self.keeps
                .refill(table.values(), table.scoring(), self.group);
            self.done = true;
        }
        if two {
            &self.keeps.two_rolls_left
        } else {
            &self.keeps.one_roll_left
        }
    }
}

/// Puts `run` in the bucket of its filled count, or its points out if it is over.
fn settle(buckets: &mut [Vec<Run>], run: Run, out: &mut [Vec<u32>]) {
    if run.p.is_final() {
        out[run.owner as usize].push(run.points);
    } else {
        buckets[run.p.filled.count_ones() as usize].push(run);
    }
}

/// The turn at one position, played for every game that stands there: its boxes'
/// offer from a sheet made once.
struct Turn<'t> {
    table: &'t SolvedTable,
    p: Position,
    sheet: Sheet,
}

impl<'t> Turn<'t> {
    fn new(table: &'t SolvedTable, p: Position) -> Turn<'t> {
        Turn {
            table,
            p,
            sheet: sheet_of(p),
        }
    }

    /// Plays the turn of `run` to its box, and throws the next turn's first roll. Never
    /// inlined: V8 runs a wasm call in its optimising tier only if the call starts after
    /// the tier-up, and `sample` is one call per question, so inlined into it the
    /// simulation would run in the baseline tier throughout, several times slower.
    #[inline(never)]
    fn play<const L: usize>(
        &self,
        run: &mut Run,
        lane: usize,
        valued: &mut Valued<L>,
        memo: &mut Memo,
        m: &Multisets,
    ) {
        let mut roll = run.roll as usize;
        let mut rolls_left = run.rolls_left;
        while rolls_left > 0 {
            let two = rolls_left >= 2;
            let keep = memo.keep(roll, two, || {
                best_keep(valued.keeps(two), lane, roll) as u16
            }) as usize;
            if keep == roll {
                break;
            }
            roll = throw(m, keep, &mut run.dice);
            rolls_left -= 1;
        }
        let fill = memo.fill(roll, || self.fill(roll));
        let (next, upper_bonus) = self.p.after(fill.box_index as usize, fill.points);
        run.points += fill.points as u32 + upper_bonus as u32 + fill.bonus as u32;
        run.p = next;
        if !next.is_final() {
            run.roll = throw(m, 0, &mut run.dice) as u16;
            run.rolls_left = 2;
        }
    }

    /// The best box for `roll` at this turn's position (the first of equal ones).
    fn fill(&self, roll: usize) -> Fill {
        let scoring = self.table.scoring();
        let r = roll - FIRST_ROLL;
        if scoring.kniffel_face[r] == 0 {
            // Not five of a kind: the rules offer every open box at its ordinary points
            // and no bonus, which the solver's scoring holds already (most of the
            // simulation's box choices, without building the rules' offer each time).
            let points = &scoring.points[r];
            let open = (0..BOXES).filter(|&b| !self.p.is_filled(b));
            return self.best_of(open.map(|b| (b, points[b])), 0);
        }
        let counts = Multisets::get().counts[roll];
        let mut dice = [0u8; 5];
        let faces = (1..=6u8).flat_map(|f| std::iter::repeat_n(f, counts[f as usize - 1] as usize));
        for (d, f) in dice.iter_mut().zip(faces) {
            *d = f;
        }
        let offered = offer(&dice, &self.sheet, self.table.rules());
        let allowed = offered.allowed.iter().map(|&(b, points)| {
            let index = CLASSIC_BOXES.iter().position(|&x| x == b).unwrap_or(0);
            (index, points)
        });
        self.best_of(allowed, offered.bonus)
    }

    /// The first of the most valuable of `allowed` (box index, points), with `bonus`.
    fn best_of(&self, allowed: impl Iterator<Item = (usize, u16)>, bonus: u16) -> Fill {
        let mut best: Option<(usize, u16, f64)> = None;
        for (b, points) in allowed {
            let value = fill_value(self.table.values(), self.p, b, points);
            if best.is_none_or(|(_, _, v)| value > v) {
                best = Some((b, points, value));
            }
        }
        let (box_index, points, _) = best.unwrap_or((0, 0, 0.0));
        Fill {
            box_index: box_index as u8,
            points,
            bonus,
        }
    }
}

/// The box a roll goes to: its index in `CLASSIC_BOXES`, its points and the
/// extra-Kniffel bonus it earns.
#[derive(Clone, Copy, Debug, Default)]
struct Fill {
    box_index: u8,
    points: u16,
    bonus: u16,
}

/// The best keep of `roll` (a multiset index) by lane `lane` of the keep values `values`; keeping all
/// five (stopping) wins every tie, as the strong player stops when that is as good.
fn best_keep<const L: usize>(values: &[[f64; L]], lane: usize, roll: usize) -> usize {
    let mut best = roll;
    for &k in Multisets::get().roll_subsets(roll) {
        let k = k as usize;
        if values[k][lane] > values[best][lane] {
            best = k;
        }
    }
    best
}

/// Throws the dice `keep` (a multiset index) leaves, onto it: the roll's multiset index.
fn throw(m: &Multisets, mut keep: usize, dice: &mut SimDice) -> usize {
    while keep < FIRST_ROLL {
        keep = m.child[keep][dice.below(6) as usize] as usize;
    }
    keep
}

/// A sheet with the boxes of `p` filled, as the rules' offer needs it: which boxes are
/// open and whether the Kniffel box holds 50 (the points elsewhere do not matter to it).
fn sheet_of(p: Position) -> Sheet {
    let mut sheet = Sheet::default();
    for (i, &b) in CLASSIC_BOXES.iter().enumerate() {
        if p.is_filled(i) {
            let kniffel = i == KNIFFEL && p.kniffel_50;
            sheet.set(b, if kniffel { 50 } else { 0 });
        }
    }
    sheet
}
