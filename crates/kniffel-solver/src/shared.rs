//! A solve shared by several workers: the table is solved a layer at a time (the box
//! sets with the same number of boxes filled), each member solving its share of a layer
//! from the layer above, which every member gets whole before the next layer. The
//! values come out the same to the bit as `values::solve`'s: each box set is worked out
//! from the same values in the same way, wherever it is. Any sheet's shape (classic
//! Kniffel's, Yatzy's) is solved so.

use crate::scoring::Scoring;
use crate::shape::Shape;
use crate::values::{layer, slots_of, BoxSetSolver};

/// The layers of a `shape` sheet in the order they are solved: from all boxes but one
/// filled down to none (the full sheet is worth 0 and needs no solve).
pub fn layers(shape: Shape) -> impl Iterator<Item = u32> {
    (0..u32::from(shape.boxes)).rev()
}

/// The box sets of layer `filled_count` that member `member` of `members` solves: every
/// `members`-th, so that each gets sets of every kind (some take longer than others).
pub fn share(shape: Shape, filled_count: u32, member: usize, members: usize) -> Vec<u32> {
    layer(shape, filled_count)
        .enumerate()
        .filter(|(i, _)| i % members.max(1) == member)
        .map(|(_, filled)| filled)
        .collect()
}

/// The values of the box sets `sets`, one after the other (to hand on).
pub fn gather(shape: Shape, values: &[f64], sets: &[u32]) -> Vec<f64> {
    sets.iter()
        .flat_map(|&filled| values[slots_of(shape, filled)].iter().copied())
        .collect()
}

/// Puts values `gather`ed from `sets` back into `values`. A slab of the wrong length
/// (never sent) puts nothing: `false`.
pub fn scatter(shape: Shape, values: &mut [f64], sets: &[u32], slab: &[f64]) -> bool {
    let per_set = shape.slots_per_set();
    if slab.len() != sets.len() * per_set || values.len() != shape.slots() {
        return false;
    }
    for (&filled, chunk) in sets.iter().zip(slab.chunks_exact(per_set)) {
        values[slots_of(shape, filled)].copy_from_slice(chunk);
    }
    true
}

/// Solves `sets` (one layer's, the layer above in `values` already); how many positions
/// were computed.
pub fn solve_sets(
    solver: &mut BoxSetSolver,
    values: &mut [f64],
    scoring: &Scoring,
    sets: &[u32],
) -> usize {
    sets.iter()
        .map(|&filled| solver.solve(values, scoring, filled))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::yatzy;
    use crate::position::{BOXES, SLOTS};
    use crate::shape::Shape;
    use crate::values::solve;

    /// Made-up rules are enough (upper boxes count their face, every other box adds
    /// the dice, jokers): the workers together must give what one solver gives.
    fn scoring() -> Scoring {
        let points = |d: &[u8]| -> [u16; BOXES] {
            let sum: u16 = d.iter().map(|&x| u16::from(x)).sum();
            std::array::from_fn(|b| match b {
                0..=5 => {
                    d.iter().filter(|&&x| usize::from(x) == b + 1).count() as u16 * (b as u16 + 1)
                }
                _ => sum,
            })
        };
        Scoring::new(points, true, [None; BOXES], 100, 100)
    }

    #[test]
    fn the_shares_of_a_layer_are_the_layer() {
        for members in 1..=5 {
            for filled_count in layers(Shape::CLASSIC) {
                let mut all: Vec<u32> = (0..members)
                    .flat_map(|m| share(Shape::CLASSIC, filled_count, m, members))
                    .collect();
                all.sort_unstable();
                let mut want: Vec<u32> = layer(Shape::CLASSIC, filled_count).collect();
                want.sort_unstable();
                assert_eq!(all, want, "{members} members, layer {filled_count}");
            }
        }
    }

    /// Three members, each with its own copy of the table as in separate workers, solve
    /// `scoring`'s table layer by layer: it must be the one a single solver gives.
    fn three_members_solve_what_one_solver_solves(scoring: &Scoring) {
        let shape = scoring.shape;
        let (want, want_states) = solve(scoring, &mut |_, _| {});
        let members = 3;
        let mut copies = vec![vec![0.0f64; shape.slots()]; members];
        let mut solvers: Vec<BoxSetSolver> = (0..members).map(|_| Default::default()).collect();
        let mut states = 0;
        for filled_count in layers(shape) {
            let mut slabs = Vec::new();
            for (member, (values, solver)) in copies.iter_mut().zip(&mut solvers).enumerate() {
                let sets = share(shape, filled_count, member, members);
                states += solve_sets(solver, values, scoring, &sets);
                slabs.push((sets.clone(), gather(shape, values, &sets)));
            }
            // Every member gets every share of the layer.
            for values in &mut copies {
                for (sets, slab) in &slabs {
                    assert!(scatter(shape, values, sets, slab));
                }
            }
        }
        assert_eq!(states, want_states);
        for values in &copies {
            let same = values
                .iter()
                .zip(&want)
                .all(|(a, b)| a.to_bits() == b.to_bits());
            assert!(same, "a member's table differs from the single solve");
        }
    }

    #[test]
    fn three_members_solve_the_classic_table_one_solver_solves() {
        three_members_solve_what_one_solver_solves(&scoring());
    }

    #[test]
    fn three_members_solve_yatzys_table_one_solver_solves() {
        three_members_solve_what_one_solver_solves(&yatzy());
    }

    #[test]
    fn a_slab_of_the_wrong_length_puts_nothing() {
        let mut values = vec![0.0; SLOTS];
        assert!(!scatter(Shape::CLASSIC, &mut values, &[5, 6], &[1.0; 3]));
        assert!(values.iter().all(|&v| v == 0.0));
    }
}
