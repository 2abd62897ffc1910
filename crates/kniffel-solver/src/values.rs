//! The value of every turn-start position of solitaire Kniffel under optimal play,
//! computed backwards from the full sheet (value 0) to the empty one.

use crate::position::{
    reachable_upper_sums, slot, upper_still_possible, BOXES, CAP, KNIFFEL, SLOTS,
};
use crate::scoring::Scoring;
use crate::turn::{turn_start_values, Group, KeepLanes};

/// Positions valued together (see `turn::Group`).
const LANES: usize = 8;

/// Solves every reachable position of `scoring`: the expected points still to come
/// (bonuses included) from each turn-start slot (`position::slot`), and how many
/// positions were computed (those sharing a value counted once). `progress(done, of)` is
/// called after each batch of box sets.
pub fn solve(scoring: &Scoring, progress: &mut dyn FnMut(u32, u32)) -> (Vec<f64>, usize) {
    solve_above(scoring, &[0], progress)
}

/// Whether a position with the boxes `filled` lies at or after one of `floors` (box
/// sets): it has every box of that floor filled.
pub fn above(filled: u16, floors: &[u16]) -> bool {
    floors.iter().any(|&floor| floor & !filled == 0)
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
    let mut values = vec![0.0f64; SLOTS];
    let mut solver = BoxSetSolver::default();
    let mut states = 0;
    let all: u16 = FULL;
    for filled in (0..all).rev() {
        if filled % 256 == 0 {
            progress(u32::from(all - 1 - filled), u32::from(all));
        }
        if above(filled, floors) {
            states += solver.solve(&mut values, scoring, filled);
        }
    }
    progress(all as u32, all as u32);
    (values, states)
}

/// Every box filled: the game is over, its value 0.
pub const FULL: u16 = (1 << BOXES) - 1;

/// The box sets with `filled_count` boxes filled, the full sheet never (its value is 0),
/// from the highest number down. A box set's value needs those with one box more only,
/// so one layer's sets can be solved in any order or at once (in several workers), once
/// the layer above is solved.
pub fn layer(filled_count: u32) -> impl Iterator<Item = u16> {
    (0..FULL)
        .rev()
        .filter(move |filled| filled.count_ones() == filled_count)
}

/// The slots of box set `filled` (every upper sum and Kniffel flag): a box set's values
/// lie together, so a layer's can be handed on as a slice per set.
pub fn slots_of(filled: u16) -> std::ops::Range<usize> {
    let first = slot(filled, 0, false);
    first..slot(filled + 1, 0, false)
}

/// Solves one box set at a time (its buffers kept between sets).
#[derive(Default)]
pub struct BoxSetSolver {
    lanes: KeepLanes<LANES>,
}

impl BoxSetSolver {
    /// Solves every position with the boxes `filled` into `values`, from the values of
    /// the positions with one box more (already there); how many positions were computed
    /// (those sharing a value counted once).
    pub fn solve(&mut self, values: &mut [f64], scoring: &Scoring, filled: u16) -> usize {
        let mut states = 0;
        let sums = reachable_upper_sums(filled & 0b111111);
        let kniffel_filled = filled & (1 << KNIFFEL) != 0;
        // The Kniffel flag matters only with the joker rule (it decides the bonus).
        let flag_matters = scoring.joker;
        // Below this upper sum the bonus is out of reach: all such sums are worth the
        // same, so the first one is solved and copied to the others.
        let hopeless_below = CAP.saturating_sub(upper_still_possible(filled));
        let reachable: Vec<u8> = (0..=CAP).filter(|&u| sums & (1 << u) != 0).collect();
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
                let group = Group {
                    filled,
                    kniffel_50: flag,
                    upper,
                };
                let v = turn_start_values(values, scoring, &group, &mut self.lanes);
                for (l, &u) in chunk.iter().enumerate() {
                    values[slot(filled, u, flag)] = v[l];
                }
                states += chunk.len();
            }
            if solve_from < first_hopeful {
                let shared = values[slot(filled, reachable[solve_from], flag)];
                for &u in &reachable[..solve_from] {
                    values[slot(filled, u, flag)] = shared;
                }
            }
            // Without the joker rule the flag changes nothing: mirror the value so
            // every slot a sheet can name holds it.
            if kniffel_filled && !flag_matters {
                for &u in &reachable {
                    values[slot(filled, u, true)] = values[slot(filled, u, false)];
                }
            }
        }
        states
    }
}
