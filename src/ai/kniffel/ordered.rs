//! Classic Kniffel in a single-file box order (top-down or bottom-up) solved exactly.
//! The order leaves no choice of box, so a turn-start state is only how many boxes are
//! filled, the upper sum so far (up to the bonus line) and whether the Kniffel box holds
//! 50: 13 × 64 × 2 states, each a turn of three throws at its one box, solved in a
//! moment on first use. The points of every roll come from the engine's own offer (the
//! joker as the order reads it), so the engine stays the one authority.

use crate::ai::advice::{Advice, Choice};
use crate::engine::{BoxId, BoxOrder, ClassicRules, Sheet, Variant, CLASSIC_BOXES, SHEET_ROLLS};
use kniffel_solver::multisets::{counts_of, Multisets, FIRST_ROLL, MULTISETS};
use kniffel_solver::turn::turn_values;
use std::sync::{Arc, Mutex};

const BOXES: usize = CLASSIC_BOXES.len();
/// Upper sums told apart: 0..=63, where the bonus line is reached.
const UPPERS: usize = 64;

/// The expected points still to come from every turn-start state of one rule set and
/// single-file order.
#[derive(Debug)]
pub struct OrderedTable {
    rules: ClassicRules,
    order: BoxOrder,
    /// `values[slot(k, upper, fifty)]`; k = BOXES is the full sheet (0).
    values: Vec<f64>,
}

/// The boxes in the order they are filled.
fn sequence(order: BoxOrder) -> [BoxId; BOXES] {
    let mut seq = CLASSIC_BOXES;
    if order == BoxOrder::BottomUp {
        seq.reverse();
    }
    seq
}

fn slot(k: usize, upper: usize, fifty: bool) -> usize {
    (k * UPPERS + upper) * 2 + usize::from(fifty)
}

/// A sheet with the first `k` boxes of `seq` filled (points that matter to the offer
/// only: the Kniffel box's 50).
fn sheet_at(seq: &[BoxId; BOXES], k: usize, fifty: bool) -> Sheet {
    let mut sheet = Sheet::default();
    for &b in &seq[..k] {
        sheet.set(b, if b == BoxId::Kniffel && fifty { 50 } else { 0 });
    }
    sheet
}

impl OrderedTable {
    /// Solves every state of `rules` in `order` (top-down or bottom-up; any other order
    /// is solved as top-down).
    pub fn solve(rules: ClassicRules, order: BoxOrder) -> OrderedTable {
        let order = if order == BoxOrder::BottomUp {
            order
        } else {
            BoxOrder::TopDown
        };
        let mut table = OrderedTable {
            rules,
            order,
            values: vec![0.0; slot(BOXES, 0, false) + UPPERS * 2],
        };
        for k in (0..BOXES).rev() {
            for fifty in [false, true] {
                for upper in 0..UPPERS {
                    let stop = table.stop_values(k, upper, fifty);
                    table.values[slot(k, upper, fifty)] = turn_values(&stop, SHEET_ROLLS)[0];
                }
            }
        }
        table
    }

    /// The rules and order this table was solved for.
    pub fn solved_for(&self) -> (ClassicRules, BoxOrder) {
        (self.rules, self.order)
    }

    /// The optimal-play expected final total of a new game.
    pub fn start_value(&self) -> f64 {
        self.values[slot(0, 0, false)]
    }

    /// The value of ending the turn with each roll (multisets `FIRST_ROLL..`) in state
    /// (k boxes filled, `upper`, `fifty`): its points in the one box, bonuses, and the
    /// value of the state after it.
    fn stop_values(&self, k: usize, upper: usize, fifty: bool) -> Vec<f64> {
        let m = Multisets::get();
        let seq = sequence(self.order);
        let sheet = sheet_at(&seq, k, fifty);
        (FIRST_ROLL..MULTISETS)
            .map(|r| self.stop_value(&sheet, &m.dice(r), k, upper, fifty))
            .collect()
    }

    fn stop_value(&self, sheet: &Sheet, dice: &[u8], k: usize, upper: usize, fifty: bool) -> f64 {
        let variant = Variant::Classic { rules: self.rules };
        let offer = variant.offer_in(dice, sheet, SHEET_ROLLS, self.order);
        let Some(&(b, points)) = offer.allowed.first() else {
            return 0.0;
        };
        let (at, bonus) = variant.upper_bonus_rule();
        let mut gain = f64::from(points) + f64::from(offer.bonus);
        let mut after = upper;
        if b.is_upper() {
            after = (upper + usize::from(points)).min(UPPERS - 1);
            if (upper as i32) < at && after as i32 >= at {
                gain += f64::from(bonus);
            }
        }
        let fifty = fifty || (b == BoxId::Kniffel && points == 50);
        gain + self.values[slot(k + 1, after, fifty)]
    }

    /// Every choice for `dice` on `sheet` with `rolls_left` (0..=2), best first: the
    /// distinct keeps while rolls are left, else the one box the order allows.
    pub fn advise(&self, sheet: &Sheet, dice: &[u8], rolls_left: u8) -> Vec<Advice> {
        let k = sheet.filled_count().min(BOXES);
        let upper = sheet.upper_sum().clamp(0, UPPERS as i32 - 1) as usize;
        let fifty = sheet.get(BoxId::Kniffel) == Some(50);
        if k == BOXES {
            return Vec::new();
        }
        let here = sheet_at(&sequence(self.order), k, fifty);
        if rolls_left == 0 {
            let offer = Variant::Classic { rules: self.rules }.offer_in(
                dice,
                &here,
                SHEET_ROLLS,
                self.order,
            );
            return offer
                .allowed
                .first()
                .map(|&(b, _)| Advice {
                    choice: Choice::Box(b),
                    ev: self.stop_value(&here, dice, k, upper, fifty),
                })
                .into_iter()
                .collect();
        }
        let m = Multisets::get();
        let values = turn_values(&self.stop_values(k, upper, fifty), rolls_left.min(2));
        let mut keeps = m.subsets(m.index(&counts_of(dice)));
        keeps.sort_unstable();
        let mut options: Vec<Advice> = keeps
            .into_iter()
            .map(|keep| Advice {
                choice: Choice::Keep {
                    dice: m.dice(keep),
                    ten: None,
                },
                ev: values[keep],
            })
            .collect();
        options.sort_by(|a, b| b.ev.total_cmp(&a.ev));
        options
    }
}

type Cache = Mutex<Vec<Arc<OrderedTable>>>;
static TABLES: Cache = Mutex::new(Vec::new());

/// The table of `rules` in `order` (top-down or bottom-up), solved now if needed.
pub fn solved(rules: ClassicRules, order: BoxOrder) -> Arc<OrderedTable> {
    let order = if order == BoxOrder::BottomUp {
        order
    } else {
        BoxOrder::TopDown
    };
    let find = |tables: &[Arc<OrderedTable>]| {
        tables
            .iter()
            .find(|t| t.solved_for() == (rules, order))
            .cloned()
    };
    if let Some(t) = TABLES.lock().ok().and_then(|t| find(&t)) {
        return t;
    }
    let table = Arc::new(OrderedTable::solve(rules, order));
    if let Ok(mut tables) = TABLES.lock() {
        if find(&tables).is_none() {
            tables.push(Arc::clone(&table));
        }
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::RuleSet;

    #[test]
    fn single_file_orders_are_worth_far_less_than_the_free_game() {
        for (order, want) in [
            (BoxOrder::TopDown, 130.181_096_3),
            (BoxOrder::BottomUp, 130.632_334_6),
        ] {
            let v = solved(ClassicRules::default(), order).start_value();
            assert!((v - want).abs() < 1e-6, "{order:?}: {v}");
        }
        let yahtzee = ClassicRules {
            rule_set: RuleSet::Yahtzee,
            joker: true,
        };
        let a = solved(yahtzee, BoxOrder::TopDown).start_value();
        let b = solved(ClassicRules::default(), BoxOrder::TopDown).start_value();
        assert!(a > b, "Yahtzee's 100 per further Kniffel: {a} > {b}");
    }

    #[test]
    fn the_advice_keeps_for_the_one_box() {
        let t = solved(ClassicRules::default(), BoxOrder::TopDown);
        let options = t.advise(&Sheet::default(), &[1, 1, 3, 5, 6], 2);
        assert_eq!(
            options[0].choice,
            Choice::Keep {
                dice: vec![1, 1],
                ten: None
            },
            "Ones first: keep the ones"
        );
        let boxes = t.advise(&Sheet::default(), &[1, 1, 3, 5, 6], 0);
        assert_eq!(boxes.len(), 1);
        assert_eq!(boxes[0].choice, Choice::Box(BoxId::Ones));
        // A turn's value is the mean of its first roll's best values.
        let m = Multisets::get();
        let start = t.start_value();
        let mut mean = 0.0;
        let mut total = 0.0;
        for r in FIRST_ROLL..MULTISETS {
            let dice = m.dice(r);
            let p = probability(&dice);
            mean += p * t.advise(&Sheet::default(), &dice, 2)[0].ev;
            total += p;
        }
        assert!((total - 1.0).abs() < 1e-9);
        assert!((mean - start).abs() < 1e-6, "{mean} vs {start}");
    }

    /// The chance of throwing these five dice at once.
    fn probability(dice: &[u8]) -> f64 {
        let c = counts_of(dice);
        let fact = |n: u8| (1..=u32::from(n)).product::<u32>() as f64;
        fact(5) / c.iter().map(|&n| fact(n)).product::<f64>() / 6f64.powi(5)
    }
}
