//! Exact play within one turn of a scoresheet game (classic Kniffel, Kniffel Extreme)
//! against a value for each box the dice may fill: the turn of the normal player
//! (`normal`) and of the strong Extreme player (`extreme_strong`).
//!
//! A `TurnPlan` values every roll of the turn (the five six-sided dice as a multiset,
//! Extreme's ten-sided die apart) at every stage: after the last roll the best box,
//! before it the better of that box and the best hold, whose value is the average over
//! the throws of the dice not held. In Extreme a chip buys a fourth throw after the
//! third: its rolls are valued with the box values after a chip was spent, so the chip's
//! worth for later turns is weighed exactly as the values say. The box values come from
//! outside: the normal player uses the greedy bot's (points against par plus the upper
//! bonus share), the strong Extreme player a fitted value of the sheet (`extreme_strong`).
//!
//! Holds are worked out on the 462 multisets of at most five six-sided dice as the
//! classic solver does (`kniffel::multisets`): a hold is worth the average over six faces
//! of the hold with one die more, and the best hold of a roll is the best over its
//! one-die-smaller multisets. One plan is a few thousand box evaluations and some
//! hundred thousand additions (about 5 ms natively in release); the bots keep their last
//! plans, so a turn is planned once, not once per hold.

use crate::ai::advice::Choice;
use crate::ai::dice::keep::{holds_for, next_step};
use crate::engine::{Action, BoxId, GameRules, Sheet, SheetGame, Variant};
use kniffel_solver::multisets::{Multisets, FIRST_ROLL, MULTISETS, ROLLS};
use kniffel_solver::turn::{average_keeps, best_keeps};
use std::sync::Arc;

/// Index of the ten-sided die among Extreme's dice.
const TEN: usize = 5;
/// Faces of the ten-sided die.
const TEN_FACES: usize = 10;

/// What a box is worth to a bot, given the sheet it plays.
pub(crate) trait BoxValues {
    /// The value of filling box `b` with `points` (plus `bonus`, classic's extra-Kniffel
    /// bonus), `spent` a chip this turn or not, measured as a change of the sheet's
    /// expected final total: typically the points minus what the box was expected to
    /// bring, less the chip's worth for later turns if it was spent.
    fn box_value(&self, b: BoxId, points: u16, bonus: u16, spent: bool) -> f32;

    /// Whether a chip can buy a 4th throw this turn (one is left at the turn's start).
    fn chip_left(&self) -> bool;
}

/// Values of every hold, toward one throw: `held[l][k]` holds the six-sided multiset `k`
/// and the ten-sided die on face `l` (classic: one layer, no ten-sided die),
/// `rethrown[k]` throws the ten-sided die again (Extreme only).
#[derive(Clone, Debug)]
struct Holds {
    held: Vec<Vec<f64>>,
    rethrown: Vec<f64>,
}

/// One turn planned: the best box value of every roll and the value of every hold toward
/// the 2nd, 3rd and (Extreme, a chip handed in) 4th throw.
#[derive(Clone, Debug)]
pub(crate) struct TurnPlan {
    extreme: bool,
    /// Best box value per roll, `[layer][roll]` (roll = multiset index − FIRST_ROLL).
    leaf: Vec<Vec<f64>>,
    /// The same once a chip was spent (empty without a chip to spend).
    leaf_spent: Vec<Vec<f64>>,
    /// Hold values toward throw 2, 3 and 4 (None: no 4th throw to buy).
    holds: [Option<Holds>; 3],
    /// Expected value of the whole turn before its first throw.
    pub start: f64,
}

/// Where a turn stands: what the current dice are worth stopping now, and the best hold
/// with its value if another throw can be had.
struct Standing {
    stop: f64,
    hold: Option<(f64, Hold)>,
}

/// A hold: the six-sided faces to keep (counts per face 1..=6) and whether the ten-sided
/// die is kept.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Hold {
    sixes: [u8; 6],
    ten: bool,
}

impl TurnPlan {
    /// Plans a turn of `variant` on `sheet` against `values`.
    pub(crate) fn new(variant: Variant, sheet: &Sheet, values: &dyn BoxValues) -> TurnPlan {
        let m = Multisets::get();
        let extreme = variant == Variant::Extreme;
        let layers = if extreme { TEN_FACES } else { 1 };
        let chip = extreme && values.chip_left();
        let mut dice = Vec::with_capacity(6);
        let mut leaf = vec![vec![0.0; ROLLS]; layers];
        let mut leaf_spent = vec![vec![0.0; ROLLS]; if chip { layers } else { 0 }];
        for l in 0..layers {
            for r in 0..ROLLS {
                dice.clear();
                for (f, &n) in m.counts[FIRST_ROLL + r].iter().enumerate() {
                    dice.extend(std::iter::repeat_n(f as u8 + 1, n as usize));
                }
                if extreme {
                    dice.push(l as u8);
                }
                let offer = variant.offer(&dice, sheet);
                let best = |spent| {
                    offer
                        .allowed
                        .iter()
                        .map(|&(b, p)| f64::from(values.box_value(b, p, offer.bonus, spent)))
                        .fold(f64::NEG_INFINITY, f64::max)
                };
                leaf[l][r] = best(false);
                if chip {
                    leaf_spent[l][r] = best(true);
                }
            }
        }
        let mut plan = TurnPlan {
            extreme,
            leaf,
            leaf_spent,
            holds: [None, None, None],
            start: 0.0,
        };
        // After the 3rd throw: stop, or (a chip to hand in) hold and throw a 4th time.
        let mut after = plan.leaf.clone();
        if chip {
            let h = plan.hold_values(&plan.leaf_spent);
            after = plan.stage(&h);
            plan.holds[2] = Some(h);
        }
        for stage in [1, 0] {
            let h = plan.hold_values(&after);
            after = plan.stage(&h);
            plan.holds[stage] = Some(h);
        }
        // Before the first throw: every die is thrown.
        let first = plan.hold_values(&after);
        plan.start = if extreme {
            first.rethrown[0]
        } else {
            first.held[0][0]
        };
        plan
    }

    /// Values of every hold toward a throw whose rolls are worth `next`.
    fn hold_values(&self, next: &[Vec<f64>]) -> Holds {
        let held: Vec<Vec<f64>> = next
            .iter()
            .map(|layer| {
                let mut v = vec![[0.0]; MULTISETS + 1];
                for (v, &x) in v[FIRST_ROLL..MULTISETS].iter_mut().zip(layer) {
                    *v = [x];
                }
                // A hold is the mean of one die more.
                average_keeps(&mut v);
                v[..MULTISETS].iter().map(|x| x[0]).collect()
            })
            .collect();
        let rethrown = if self.extreme {
            (0..MULTISETS)
                .map(|k| held.iter().map(|l| l[k]).sum::<f64>() / TEN_FACES as f64)
                .collect()
        } else {
            Vec::new()
        };
        Holds { held, rethrown }
    }

    /// Value of every roll at a stage where the player may stop (best box) or hold and
    /// throw again (hold values `h`).
    fn stage(&self, h: &Holds) -> Vec<Vec<f64>> {
        let mut best = vec![[f64::NEG_INFINITY]; MULTISETS + 1];
        (0..h.held.len())
            .map(|l| {
                // Each multiset's own hold, ten-sided die kept or thrown again; a roll's
                // own is no throw unless the ten-sided die is thrown again, so there it
                // is the value of stopping. The best within each multiset follows.
                let mut v: Vec<[f64; 1]> = (0..=MULTISETS)
                    .map(|k| {
                        let own = if k < FIRST_ROLL {
                            h.held[l][k]
                        } else if k < MULTISETS {
                            self.leaf[l][k - FIRST_ROLL]
                        } else {
                            f64::NEG_INFINITY
                        };
                        match h.rethrown.get(k) {
                            Some(&r) => [own.max(r)],
                            None => [own],
                        }
                    })
                    .collect();
                best_keeps(&mut v, &mut best);
                v[FIRST_ROLL..MULTISETS].iter().map(|x| x[0]).collect()
            })
            .collect()
    }

    /// The options at `dice` after `rolls` throws: stop, or the best hold if a throw can
    /// still be had.
    fn choice(&self, dice: &[u8], rolls: u8, fourth: Fourth) -> Standing {
        let m = Multisets::get();
        let k = m.index_of_dice(&dice[..5]);
        let l = if self.extreme { dice[TEN] as usize } else { 0 };
        let leaf = match fourth {
            Fourth::Bought => &self.leaf_spent,
            _ => &self.leaf,
        };
        let stop = leaf.get(l).map_or(f64::NEG_INFINITY, |v| v[k - FIRST_ROLL]);
        // The first of equally good holds, as listed.
        let hold = self.next_holds(rolls, fourth).and_then(|h| {
            self.holds_of(h, dice)
                .into_iter()
                .fold(None, |best: Option<(f64, Hold)>, (v, hold)| {
                    if best.is_none_or(|(b, _)| v > b) {
                        Some((v, hold))
                    } else {
                        best
                    }
                })
        });
        Standing { stop, hold }
    }

    /// The values of the holds toward the next throw after `rolls` throws, if one can
    /// still be had (a 4th only with a chip).
    fn next_holds(&self, rolls: u8, fourth: Fourth) -> Option<&Holds> {
        match (rolls, fourth) {
            (1 | 2, _) => self.holds[rolls as usize - 1].as_ref(),
            (3, Fourth::ToBuy | Fourth::Bought) => self.holds[2].as_ref(),
            _ => None,
        }
    }

    /// Every distinct hold of `dice` that throws at least one die, with its value toward
    /// the throw `h` is for.
    fn holds_of(&self, h: &Holds, dice: &[u8]) -> Vec<(f64, Hold)> {
        let m = Multisets::get();
        let k = m.index_of_dice(&dice[..5]);
        let l = if self.extreme { dice[TEN] as usize } else { 0 };
        let mut out = Vec::new();
        for sub in m.subsets(k) {
            let mut options = vec![(h.held[l][sub], true)];
            if self.extreme {
                options.push((h.rethrown[sub], false));
            }
            for (v, ten) in options {
                if sub == k && (ten || !self.extreme) {
                    continue; // every die held: no throw
                }
                let sixes = m.counts[sub];
                out.push((v, Hold { sixes, ten }));
            }
        }
        out
    }
}

/// Where the 4th throw of an Extreme turn stands.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Fourth {
    /// No chip to hand in (or not yet after the 3rd throw).
    None,
    /// A chip may be handed in now.
    ToBuy,
    /// A chip was handed in; with real dice the 4th throw is still to be typed in.
    Bought,
}

impl TurnPlan {
    /// What a 4th throw after the 3rd would gain at `dice` over stopping, the chip
    /// spent either way (None when the plan has no 4th throw).
    #[cfg(test)]
    pub(crate) fn fourth_throw_gain(&self, dice: &[u8]) -> Option<f64> {
        let c = self.choice(dice, 3, Fourth::Bought);
        c.hold.map(|(v, _)| v - c.stop)
    }
}

/// What a plan depends on.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct PlanKey {
    pub variant: Variant,
    pub sheet: Sheet,
    /// Chips at the start of the turn.
    pub chips: u8,
}

impl PlanKey {
    /// The key of the current player's plan in `g`.
    pub(crate) fn of(g: &SheetGame) -> PlanKey {
        let player = &g.players()[g.current_player()];
        PlanKey {
            variant: g.variant(),
            sheet: player.sheet.clone(),
            chips: player.chips + g.chip_used() as u8,
        }
    }
}

/// The last turns a player planned: it asks once per hold and throw, and the plan stays
/// the same all turn. A player's own (one per seat): it plans for one sheet at a time,
/// the cache holds a few for the sheets of a turn's exact search.
#[derive(Clone, Debug, Default)]
pub(crate) struct PlanCache {
    plans: Vec<(PlanKey, Arc<TurnPlan>)>,
}

/// How many plans a cache keeps.
const CACHED_PLANS: usize = 4;

impl PlanCache {
    /// The plan for `key`, made by `make` unless the cache has it.
    /// The sheets planned for, oldest first.
    #[cfg(test)]
    pub(crate) fn sheets(&self) -> Vec<&Sheet> {
        self.plans.iter().map(|(k, _)| &k.sheet).collect()
    }

    pub(crate) fn get(&mut self, key: PlanKey, make: impl FnOnce() -> TurnPlan) -> Arc<TurnPlan> {
        if let Some((_, plan)) = self.plans.iter().find(|(k, _)| *k == key) {
            return plan.clone();
        }
        let plan = Arc::new(make());
        if self.plans.len() >= CACHED_PLANS {
            self.plans.remove(0);
        }
        self.plans.push((key, plan.clone()));
        plan
    }
}

/// The action a bot following `plan` takes in `g`: throw first (with real dice: "throw
/// for me"), then holds and throws while they are worth more than the best box now,
/// a chip when the 4th throw is worth its price, else the best box.
pub(crate) fn act(g: &SheetGame, plan: &TurnPlan, values: &dyn BoxValues) -> Option<Action> {
    if g.is_over() {
        return None;
    }
    if !g.turn().has_rolled() {
        return Some(Action::Roll);
    }
    let turn = g.dice_turn()?;
    let dice = &g.turn().dice;
    let choice = plan.choice(
        dice,
        g.turn().rolls,
        fourth(g, turn.may_roll, turn.may_buy_roll),
    );
    if let Some((v, hold)) = choice.hold {
        if v > choice.stop + 1e-4 {
            let keep = plan.held_flags(dice, &hold);
            let throw = if turn.may_roll {
                Action::Roll
            } else {
                Action::ChipRoll
            };
            return Some(next_step(&g.turn().held, |die| keep[die], throw));
        }
    }
    best_box(g, values).map(|box_id| Action::Score { box_id })
}

/// Where the 4th throw of `g`'s turn stands, given whether a throw is left and whether a
/// chip may buy one now.
fn fourth(g: &SheetGame, may_roll: bool, may_buy_roll: bool) -> Fourth {
    if g.chip_used() && may_roll {
        Fourth::Bought
    } else if may_buy_roll {
        Fourth::ToBuy
    } else {
        Fourth::None
    }
}

impl TurnPlan {
    /// Which of `dice` a hold keeps, die by die (equal faces: the first ones).
    /// A hold as the advice names it: the faces kept.
    fn kept(&self, dice: &[u8], hold: &Hold) -> Choice {
        let sixes = (1..=6u8)
            .flat_map(|face| std::iter::repeat_n(face, hold.sixes[face as usize - 1] as usize))
            .collect();
        let ten = (self.extreme && hold.ten)
            .then(|| dice.get(TEN).copied())
            .flatten();
        Choice::Keep { dice: sixes, ten }
    }

    fn held_flags(&self, dice: &[u8], hold: &Hold) -> Vec<bool> {
        if !self.extreme {
            return holds_for(dice, &hold.sixes);
        }
        let (sixes, _) = dice.split_at(TEN.min(dice.len()));
        let mut flags = holds_for(sixes, &hold.sixes);
        flags.push(hold.ten);
        flags
    }

    /// Every option of `g`'s turn with its value as the plan sees it: each allowed box,
    /// and while another throw can be had (a roll left, or a chip to hand in) each
    /// distinct hold, best first. For the hint, which shows what the bot weighs.
    pub(crate) fn options(&self, g: &SheetGame, values: &dyn BoxValues) -> Vec<(Choice, f64)> {
        let offer = g.offer();
        let mut out: Vec<(Choice, f64)> = offer
            .allowed
            .iter()
            .map(|&(b, p)| {
                (
                    Choice::Box(b),
                    f64::from(values.box_value(b, p, offer.bonus, g.chip_used())),
                )
            })
            .collect();
        let Some(turn) = g.dice_turn() else {
            return out;
        };
        let dice = &g.turn().dice;
        let fourth = fourth(g, turn.may_roll, turn.may_buy_roll);
        if let Some(h) = self.next_holds(g.turn().rolls, fourth) {
            for (v, hold) in self.holds_of(h, dice) {
                out.push((self.kept(dice, &hold), v));
            }
        }
        out.sort_by(|a, b| b.1.total_cmp(&a.1));
        out
    }
}

/// The allowed box of the highest value for the current dice.
fn best_box(g: &SheetGame, values: &dyn BoxValues) -> Option<BoxId> {
    let offer = g.offer();
    offer
        .allowed
        .iter()
        .map(|&(b, p)| (b, values.box_value(b, p, offer.bonus, g.chip_used())))
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(b, _)| b)
}
