//! The strong Dice Duel player. Solo, it plays to lose as little as possible of the 1000
//! points: every chip that is not set aside ends up its own, so what counts is which
//! chips get set aside (their value, their stack bonus, the last-chip bonus). It rates
//! each tray by the expected loss still to come, found by playing every later turn
//! exactly (holds by expectation over the 252 hands) against the trays that follow,
//! down to the end of the game once few trays are left, else a few turns deep with a
//! fitted estimate below. With other players it plays the race for the tray's chips
//! (`race`). The normal level (`NORMAL`) is the solo search made short, and with others
//! rates chips by the bonuses they bring within reach (`Rival`).

use super::greedy::{best_take_by, hand_values_by};
use super::race::Race;
use super::turn::{best_take_per_hand, play, turn_value, TurnValues};
use crate::ai::player::{Player, Seen, View};
use crate::engine::{
    score, Action, ChipKind, Chips, DuelGame, CHIPS_PER_KIND, GOLD_BONUS, KINDS, LAST_CHIP_BONUS,
    STACK_BONUS,
};
use std::collections::HashMap;

/// How far a player of this kind looks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Level {
    /// Solo: with at most this many trays left to rate (about 20 µs each natively),
    /// search them all, to the end of the game.
    pub exact_trays: u32,
    /// Solo: otherwise search this many chips deep (or one more), then estimate.
    pub depth: u32,
    /// With others: chips deep the race for the tray is searched (`race`); 0 rates
    /// chips by prospects instead (`Rival`).
    pub race: u32,
}

/// The strong player.
pub(crate) const STRONG: Level = Level {
    exact_trays: 1500,
    depth: 4,
    race: 4,
};

/// The normal player: greedy with a short look-ahead (one or two chips solo, its own
/// bonus prospects with others).
pub(crate) const NORMAL: Level = Level {
    exact_trays: 0,
    depth: 1,
    race: 0,
};

/// A bound on the trays kept between moves (a game needs a few thousand).
const MEMO_LIMIT: usize = 100_000;

/// The look-ahead player of Dice Duel at one level (strong or normal). Its solo
/// look-ahead's rated trays are its own: kept from move to move while the set-aside
/// chips and the depth stay the same (most of a game), so a turn costs one search.
#[derive(Clone, Debug)]
pub struct Lookahead {
    level: Level,
    solo: Solo,
    race: Race,
}

impl Lookahead {
    /// The strong player.
    pub fn strong() -> Lookahead {
        Lookahead::at(STRONG)
    }

    /// The normal player.
    pub fn normal() -> Lookahead {
        Lookahead::at(NORMAL)
    }

    pub(crate) fn at(level: Level) -> Lookahead {
        Lookahead {
            level,
            solo: Solo::default(),
            race: Race::new(level.race),
        }
    }
}

impl Player for Lookahead {
    fn act(&mut self, view: View<'_>) -> Option<Action> {
        let Seen::Duel(game) = view.seen() else {
            return None;
        };
        if game.is_solo() {
            self.solo.prepare(game, self.level);
            play(game, &mut self.solo)
        } else if self.level.race > 0 {
            play(game, &mut self.race)
        } else {
            play(game, &mut Rival)
        }
    }
}

/// The index of a tray among all 5^7 (its counts as base-5 digits).
fn key(tray: &Chips) -> u32 {
    ChipKind::ALL
        .iter()
        .rev()
        .fold(0, |k, &kind| k * 5 + tray.count(kind) as u32)
}

fn without(tray: &Chips, kind: ChipKind) -> Chips {
    let mut t = *tray;
    t.remove(kind);
    t
}

/// The solo look-ahead from one position: chips set aside so far are taken as fixed
/// (only their count per kind matters for what a further one costs).
#[derive(Clone, Debug, Default)]
struct Solo {
    aside: Chips,
    /// Trays with fewer chips are estimated, not played out.
    floor: u32,
    memo: HashMap<u32, f64>,
}

impl Solo {
    /// Sets the look-ahead up for `game`, keeping what it knows if still valid.
    fn prepare(&mut self, game: &DuelGame, level: Level) {
        let tray = game.tray();
        let trays: u32 = ChipKind::ALL
            .iter()
            .map(|&k| tray.count(k) as u32 + 1)
            .product();
        // Rounded to even so that two turns in a row share their search.
        let floor = if trays <= level.exact_trays {
            0
        } else {
            tray.total().saturating_sub(level.depth) & !1
        };
        let aside = *game.set_aside();
        if aside != self.aside || floor != self.floor || self.memo.len() > MEMO_LIMIT {
            *self = Solo {
                aside,
                floor,
                memo: HashMap::new(),
            };
        }
    }

    /// What setting one chip of `kind` aside costs: its value, and its kind's stack
    /// bonus when it is the first of its kind set aside.
    fn aside_cost(&self, kind: ChipKind) -> f64 {
        let stack = if self.aside.count(kind) == 0 {
            STACK_BONUS
        } else {
            0
        };
        f64::from(kind.value() + stack)
    }

    /// What claiming one set-aside chip of `kind` back earns (the inverse of its cost),
    /// the `nth` of that kind claimed this turn (0-based).
    fn claim_gain(&self, kind: ChipKind, nth: u8) -> Option<f64> {
        let n = self.aside.count(kind);
        (n > nth).then(|| {
            let stack = if n == nth + 1 { STACK_BONUS } else { 0 };
            f64::from(kind.value() + stack)
        })
    }

    /// The expected loss still to come from the start of a turn with `tray`.
    fn loss(&mut self, tray: Chips) -> f64 {
        if tray.is_empty() {
            return 0.0;
        }
        if tray.total() < self.floor {
            return estimate(&tray);
        }
        let k = key(&tray);
        if let Some(&v) = self.memo.get(&k) {
            return v;
        }
        let values = self.hand_values(tray);
        let v = -turn_value(&values);
        self.memo.insert(k, v);
        v
    }

    /// The worth (minus the loss to come) of every hand a turn with `tray` could stop
    /// with.
    fn hand_values(&mut self, tray: Chips) -> Vec<f64> {
        let take: [Option<f64>; KINDS] = ChipKind::ALL
            .map(|kind| (tray.count(kind) > 0).then(|| -self.loss(without(&tray, kind))));
        let fail = match tray.highest() {
            Some(top) => {
                let rest = without(&tray, top);
                let last = if rest.is_empty() {
                    f64::from(LAST_CHIP_BONUS)
                } else {
                    0.0
                };
                -(self.aside_cost(top) + last + self.loss(rest))
            }
            None => 0.0,
        };
        let kniffel = self.kniffel(tray).0;
        best_take_per_hand(kniffel, &take, fail)
    }

    /// The best two Kniffel picks from `tray` and the set-aside chips: their worth and
    /// the first pick (kind, from the set-aside chips).
    fn kniffel(&mut self, tray: Chips) -> (f64, Option<(ChipKind, bool)>) {
        let mut best: (f64, Option<(ChipKind, bool)>) = (f64::NEG_INFINITY, None);
        let consider = |v: f64, first: (ChipKind, bool), best: &mut (f64, _)| {
            if v > best.0 {
                *best = (v, Some(first));
            }
        };
        for a in ChipKind::ALL {
            // A set-aside chip first: the tray's last chip would end the game.
            if let Some(g) = self.claim_gain(a, 0) {
                for b in ChipKind::ALL {
                    if tray.count(b) > 0 {
                        let v = g - self.loss(without(&tray, b));
                        consider(v, (a, true), &mut best);
                    }
                }
                if tray.is_empty() {
                    consider(g, (a, true), &mut best);
                }
            }
            if tray.count(a) == 0 {
                continue;
            }
            let rest = without(&tray, a);
            if rest.is_empty() {
                consider(0.0, (a, false), &mut best);
                continue;
            }
            for b in ChipKind::ALL.into_iter().filter(|&b| b >= a) {
                if rest.count(b) > 0 {
                    let v = -self.loss(without(&rest, b));
                    consider(v, (a, false), &mut best);
                }
            }
        }
        // Two set-aside chips leave the tray as it is for the extra turn; its loss is
        // the one being found when the tray is this one, so the estimate stands in.
        for a in ChipKind::ALL {
            for b in ChipKind::ALL.into_iter().filter(|&b| b >= a) {
                let nth = u8::from(a == b);
                if let (Some(ga), Some(gb)) = (self.claim_gain(a, 0), self.claim_gain(b, nth)) {
                    let v = ga + gb - estimate(&tray);
                    consider(v, (a, true), &mut best);
                }
            }
        }
        best
    }

    /// The last Kniffel pick of two (or the only one): the best single chip.
    fn last_pick(&mut self, game: &DuelGame) -> Option<(ChipKind, bool)> {
        let tray = *game.tray();
        game.takeable()
            .into_iter()
            .map(|(k, aside)| {
                let v = if aside {
                    self.claim_gain(k, 0).unwrap_or_default() - self.loss(tray)
                } else {
                    -self.loss(without(&tray, k))
                };
                (v, k, aside)
            })
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, k, aside)| (k, aside))
    }

    fn end_turn(&mut self, game: &DuelGame) -> Option<Action> {
        let tray = *game.tray();
        let pick = if game.kniffel_picks_left() >= 2 {
            self.kniffel(tray).1
        } else if game.is_kniffel_now() {
            self.last_pick(game)
        } else {
            game.takeable()
                .into_iter()
                .map(|(k, _)| (-self.loss(without(&tray, k)), k))
                .max_by(|a, b| a.0.total_cmp(&b.0))
                .map(|(_, k)| (k, false))
        };
        let legal = game.takeable();
        match pick
            .filter(|p| legal.contains(p))
            .or(legal.first().copied())
        {
            Some((kind, from_set_aside)) => Some(Action::TakeChip {
                kind,
                from_set_aside,
            }),
            None => Some(Action::NoChip),
        }
    }
}

impl TurnValues for Solo {
    fn values(&mut self, game: &DuelGame) -> Vec<f64> {
        self.hand_values(*game.tray())
    }
    fn end(&mut self, game: &DuelGame) -> Option<Action> {
        self.end_turn(game)
    }
}

/// The normal player against others: a chip is worth what it adds to its own score
/// and bonus prospects (a stack or Gold coming within reach).
struct Rival;

impl TurnValues for Rival {
    fn values(&mut self, game: &DuelGame) -> Vec<f64> {
        hand_values_by(game, |k, aside| chip_worth(game, k, aside))
    }
    fn end(&mut self, game: &DuelGame) -> Option<Action> {
        match best_take_by(game, |k, aside| chip_worth(game, k, aside)) {
            Some((kind, from_set_aside)) => Some(Action::TakeChip {
                kind,
                from_set_aside,
            }),
            None => Some(Action::NoChip),
        }
    }
}

/// The chance that a stack begun with this many chips is completed, while nobody
/// else holds one of its kind.
const STACK_ODDS: [f64; CHIPS_PER_KIND as usize] = [0.0, 0.15, 0.35, 0.65];
/// The chance of Gold while every missing kind is still in the tray, by kinds missing.
const GOLD_ODDS: [f64; KINDS + 1] = [1.0, 0.6, 0.35, 0.2, 0.1, 0.05, 0.02, 0.01];

/// A player's points now plus the bonuses still within reach, weighted by their odds.
fn prospects(game: &DuelGame, player: usize, mine: &Chips, tray: &Chips, last: bool) -> f64 {
    let now = f64::from(score(mine, last).total);
    let stacks: f64 = ChipKind::ALL
        .iter()
        .filter(|&&k| {
            let held_elsewhere = (0..game.players().len())
                .filter(|&p| p != player)
                .any(|p| game.chips(p).count(k) > 0);
            !held_elsewhere && tray.count(k) + mine.count(k) == CHIPS_PER_KIND
        })
        .filter_map(|&k| STACK_ODDS.get(mine.count(k) as usize))
        .map(|odds| odds * f64::from(STACK_BONUS))
        .sum();
    let missing: Vec<ChipKind> = ChipKind::ALL
        .into_iter()
        .filter(|&k| mine.count(k) == 0)
        .collect();
    let gold = if !missing.is_empty() && missing.iter().all(|&k| tray.count(k) > 0) {
        GOLD_ODDS[missing.len()] * f64::from(GOLD_BONUS)
    } else {
        0.0
    };
    now + stacks + gold
}

/// What taking one chip of `kind` is worth to the player on turn: its own prospects
/// What taking one chip of `kind` is worth to the player on turn: its own prospects
/// gained.
fn chip_worth(game: &DuelGame, kind: ChipKind, from_set_aside: bool) -> f64 {
    let me = game.current_player();
    let tray = *game.tray();
    let mut tray_after = tray;
    if !from_set_aside {
        tray_after.remove(kind);
    }
    let mine = game.chips(me);
    let mut mine_after = mine;
    mine_after.add(kind);
    let last = !from_set_aside && tray_after.is_empty();
    prospects(game, me, &mine_after, &tray_after, last) - prospects(game, me, &mine, &tray, false)
}

/// A fitted estimate of the loss still to come from a tray (see the module docs).
fn estimate(tray: &Chips) -> f64 {
    // Per kind and count left (1–4): a least-squares fit of the exact losses of all
    // 78,125 trays with nothing set aside (the test `fit_estimate` recomputes it). Hard,
    // dear chips left cost; easy ones left are insurance against empty turns.
    const FIT: [[f64; CHIPS_PER_KIND as usize]; KINDS] = [
        [-1.2, -21.2, -33.2, -39.7],
        [-0.7, -20.0, -31.3, -37.1],
        [12.5, 3.8, 1.4, 3.6],
        [24.4, 25.0, 29.2, 35.7],
        [32.2, 40.1, 52.6, 69.1],
        [37.8, 54.9, 78.6, 107.0],
        [51.3, 79.0, 111.9, 148.8],
    ];
    ChipKind::ALL
        .iter()
        .filter_map(|&k| {
            let n = tray.count(k) as usize;
            FIT[k as usize].get(n.checked_sub(1)?)
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Solves every tray with nothing set aside exactly and fits `estimate` to them
    /// (`cargo test --release --lib fit_estimate -- --ignored --nocapture`).
    #[test]
    #[ignore]
    #[allow(clippy::needless_range_loop)] // row operations read clearest with indices
    fn fit_estimate() {
        let mut solo = Solo {
            aside: Chips::default(),
            floor: 0,
            memo: HashMap::new(),
        };
        let t = std::time::Instant::now();
        let v = solo.loss(Chips::full());
        eprintln!("loss {v} in {:?}, {} trays", t.elapsed(), solo.memo.len());
        // Least squares of loss on one-hot (kind, count 1..=4) features.
        const F: usize = KINDS * 4;
        let mut xtx = vec![[0f64; F + 1]; F];
        for (&k, &y) in &solo.memo {
            let mut feats = Vec::new();
            let mut k = k;
            for kind in 0..KINDS {
                let c = (k % 5) as usize;
                k /= 5;
                if c > 0 {
                    feats.push(kind * 4 + c - 1);
                }
                let _ = kind;
            }
            for &i in &feats {
                for &j in &feats {
                    xtx[i][j] += 1.0;
                }
                xtx[i][F] += y;
            }
        }
        // Gaussian elimination.
        for c in 0..F {
            let p = (c..F)
                .max_by(|&a, &b| xtx[a][c].abs().total_cmp(&xtx[b][c].abs()))
                .unwrap();
            xtx.swap(c, p);
            for r in 0..F {
                if r != c {
                    let f = xtx[r][c] / xtx[c][c];
                    for j in c..=F {
                        let d = xtx[c][j];
                        xtx[r][j] -= f * d;
                    }
                }
            }
        }
        let w: Vec<f64> = (0..F).map(|i| xtx[i][F] / xtx[i][i]).collect();
        for kind in 0..KINDS {
            eprintln!(
                "{:?}",
                &w[kind * 4..kind * 4 + 4]
                    .iter()
                    .map(|x| (x * 10.0).round() / 10.0)
                    .collect::<Vec<_>>()
            );
        }
        let mut err = 0.0;
        for (&k, &y) in &solo.memo {
            let mut kk = k;
            let mut e = 0.0;
            for kind in 0..KINDS {
                let c = (kk % 5) as usize;
                kk /= 5;
                if c > 0 {
                    e += w[kind * 4 + c - 1];
                }
            }
            err += (e - y) * (e - y);
        }
        eprintln!("rmse {}", (err / solo.memo.len() as f64).sqrt());
    }
}
