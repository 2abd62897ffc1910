//! The value of every turn-start position of solitaire Kniffel (or any other sheet,
//! `Scoring::shape`) under optimal play, computed backwards from the full sheet (value
//! 0) to the empty one.

use crate::scoring::{fnv1a, Scoring};
use crate::shape::{Shape, State};
use crate::turn::{turn_start_values_of, KeepLanes, States};

/// Positions valued together (see `turn::Group`).
const LANES: usize = 8;

/// Solves every reachable position of `scoring`: the expected points still to come
/// (bonuses included) from each turn-start slot (`position::slot`; `Shape::slot` for
/// other sheets), and how many positions were computed (those sharing a value counted
/// once). `progress(done, of)` is called after each batch of box sets.
pub fn solve(scoring: &Scoring, progress: &mut dyn FnMut(u32, u32)) -> (Vec<f64>, usize) {
    solve_above(scoring, &[0], progress)
}

/// Whether a position with the boxes `filled` lies at or after one of `floors` (box
/// sets): it has every box of that floor filled.
pub fn above(filled: u16, floors: &[u16]) -> bool {
    above_set(filled as u32, floors)
}

/// `above` for a box set of any sheet.
fn above_set(filled: u32, floors: &[u16]) -> bool {
    floors.iter().any(|&floor| floor as u32 & !filled == 0)
}

/// `solve` for the positions at or after `floors` only (`above`); every other slot stays
/// 0. A game from a position whose boxes are one of the floors meets no other position,
/// so the part answers for it exactly as the whole table does (the same values to the
/// bit: each is worked out from the same positions after it, in the same way). Late in a
/// game the part is a small share of the whole.
pub fn solve_above(
    scoring: &Scoring,
    floors: &[u16],
    progress: &mut dyn FnMut(u32, u32),
) -> (Vec<f64>, usize) {
    let shape = scoring.shape;
    let mut values = vec![0.0f64; shape.slots()];
    let mut solver = BoxSetSolver::default();
    let mut states = 0;
    let per_set = shape.slots_per_set();
    let mut set = vec![0.0; per_set];
    let all = shape.full();
    for filled in (0..all).rev() {
        if filled % 256 == 0 {
            progress(all - 1 - filled, all);
        }
        if above_set(filled, floors) {
            states += solver.solve_set(&values, scoring, filled, &mut set);
            let first = filled as usize * per_set;
            values[first..first + per_set].copy_from_slice(&set);
        }
    }
    progress(all, all);
    (values, states)
}

/// The values of every turn-start state that can occur, in the order of a table's hash
/// (`table_hash`): box sets by number ascending (bit `i` is the sheet's box `i`), within
/// a set its reachable upper sums (capped) ascending, within a sum the flag off then on
/// (in shapes that remember one). The full sheet is included (its values are 0).
pub fn reachable_values<'a>(shape: Shape, values: &'a [f64]) -> impl Iterator<Item = f64> + 'a {
    (0..=shape.full()).flat_map(move |filled| {
        let sums = shape.reachable_upper_sums(filled & 0b111111);
        (0..=shape.bonus_at)
            .filter(move |&u| sums & (1 << u) != 0)
            .flat_map(move |upper| {
                (0..shape.flags()).map(move |flag| {
                    values[shape.slot(State {
                        filled,
                        upper,
                        flag: flag == 1,
                    })]
                })
            })
    })
}

/// The hash of a solved table, for others to check theirs against: 64-bit FNV-1a
/// (`scoring::fnv1a`) of the little-endian f64 bytes of `reachable_values`.
pub fn table_hash(shape: Shape, values: &[f64]) -> u64 {
    fnv1a(reachable_values(shape, values).flat_map(f64::to_le_bytes))
}

/// The box sets of a `shape` sheet with `filled_count` boxes filled, the full sheet never
/// (its value is 0), from the highest number down. A box set's value needs those with
/// one box more only, so one layer's sets can be solved in any order or at once (in
/// several workers), once the layer above is solved.
pub fn layer(shape: Shape, filled_count: u32) -> impl Iterator<Item = u32> {
    (0..shape.full())
        .rev()
        .filter(move |filled| filled.count_ones() == filled_count)
}

/// The slots of box set `filled` of a `shape` sheet (every upper sum and flag): a box
/// set's values lie together, so a layer's can be handed on as a slice per set.
pub fn slots_of(shape: Shape, filled: u32) -> std::ops::Range<usize> {
    let first = filled as usize * shape.slots_per_set();
    first..first + shape.slots_per_set()
}

/// Solves one box set at a time (its buffers kept between sets).
#[derive(Default)]
pub struct BoxSetSolver {
    lanes: KeepLanes<LANES>,
    /// One box set's values on their way into the table.
    set: Vec<f64>,
}

impl BoxSetSolver {
    /// Solves every position with the boxes `filled` into `values`, from the values of
    /// the positions with one box more (already there); how many positions were computed
    /// (those sharing a value counted once).
    pub fn solve(&mut self, values: &mut [f64], scoring: &Scoring, filled: u32) -> usize {
        let slots = slots_of(scoring.shape, filled);
        let mut set = std::mem::take(&mut self.set);
        set.resize(slots.len(), 0.0);
        let states = self.solve_set(values, scoring, filled, &mut set);
        values[slots].copy_from_slice(&set);
        self.set = set;
        states
    }

    /// Solves the states of any sheet with the boxes `filled` into `out` (the set's
    /// `Shape::slots_per_set` slots, in table order), from the values of the states with
    /// one box more in `values` (the whole table). How many states were computed (those
    /// sharing a value counted once).
    pub fn solve_set(
        &mut self,
        values: &[f64],
        scoring: &Scoring,
        filled: u32,
        out: &mut [f64],
    ) -> usize {
        let shape = scoring.shape;
        // Slots no state can occupy (unreachable sums, an unused flag) hold 0.
        out.fill(0.0);
        let local = |u: u8, flag: bool| u as usize * shape.flags() + flag as usize;
        let cap = shape.bonus_at;
        let mut states = 0;
        let sums = shape.reachable_upper_sums(filled & 0b111111);
        let kniffel_filled = shape.kniffel.is_some_and(|k| filled & (1 << k) != 0);
        // The Kniffel flag matters only with the joker rule (it decides the bonus).
        let flag_matters = scoring.joker;
        // Below this upper sum the bonus is out of reach: all such sums are worth the
        // same, so the first one is solved and copied to the others.
        let hopeless_below = cap.saturating_sub(shape.upper_still_possible(filled));
        let reachable: Vec<u8> = (0..=cap).filter(|&u| sums & (1 << u) != 0).collect();
        let first_hopeful = reachable.partition_point(|&u| u < hopeless_below);
        // The sums to solve: one hopeless sum (if any), then every hopeful one.
        let solve_from = first_hopeful.saturating_sub(1);
        for flag in [false, true] {
            if flag && !(kniffel_filled && flag_matters) {
                continue;
            }
            for chunk in reachable[solve_from..].chunks(LANES) {
                // A short last chunk repeats its last sum in the spare lanes.
                let upper = std::array::from_fn(|l| chunk[l.min(chunk.len() - 1)]);
                let group = States {
                    filled,
                    flag,
                    upper,
                };
                let v = turn_start_values_of(values, scoring, &group, &mut self.lanes);
                for (l, &u) in chunk.iter().enumerate() {
                    out[local(u, flag)] = v[l];
                }
                states += chunk.len();
            }
            if solve_from < first_hopeful {
                let shared = out[local(reachable[solve_from], flag)];
                for &u in &reachable[..solve_from] {
                    out[local(u, flag)] = shared;
                }
            }
            // Without the joker rule the flag changes nothing: mirror the value so
            // every slot a sheet can name holds it.
            if kniffel_filled && !flag_matters {
                for &u in &reachable {
                    out[local(u, true)] = out[local(u, false)];
                }
            }
        }
        states
    }
}
