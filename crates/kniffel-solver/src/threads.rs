//! A whole solve on several threads of one program (the native command line): layer by
//! layer (the box sets with the same number of boxes filled, from the fullest down),
//! each thread solving every n-th set of a layer against the layers above, which it only
//! reads; the sets' values are written into the table between layers. The values come
//! out the same to the bit as `values::solve`'s: each set is worked out from the same
//! values in the same way, whichever thread takes it.

use crate::scoring::Scoring;
use crate::values::BoxSetSolver;

/// Solves every reachable state of `scoring` on `threads` threads (at least one): the
/// table `values::solve` gives, and how many states were computed. `progress(done, of)`
/// (box sets) is called after each layer.
pub fn solve_threads(
    scoring: &Scoring,
    threads: usize,
    progress: &mut dyn FnMut(u32, u32),
) -> (Vec<f64>, usize) {
    let shape = scoring.shape;
    let threads = threads.max(1);
    let per_set = shape.slots_per_set();
    let mut values = vec![0.0f64; shape.slots()];
    let mut layers: Vec<Vec<u32>> = vec![Vec::new(); shape.boxes as usize];
    for filled in 0..shape.full() {
        layers[filled.count_ones() as usize].push(filled);
    }
    let (mut states, mut done) = (0, 0);
    for layer in layers.iter().rev() {
        let share = |t: usize| layer.iter().skip(t).step_by(threads);
        let table = &values;
        let solved: Vec<(Vec<f64>, usize)> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|t| {
                    scope.spawn(move || {
                        let mut solver = BoxSetSolver::default();
                        let mut set = vec![0.0; per_set];
                        let mut out = Vec::with_capacity(layer.len() / threads * per_set);
                        let mut states = 0;
                        for &filled in share(t) {
                            states += solver.solve_set(table, scoring, filled, &mut set);
                            out.extend_from_slice(&set);
                        }
                        (out, states)
                    })
                })
                .collect();
            workers
                .into_iter()
                .map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
                .collect()
        });
        for (t, (out, n)) in solved.into_iter().enumerate() {
            states += n;
            for (&filled, set) in share(t).zip(out.chunks_exact(per_set)) {
                let first = filled as usize * per_set;
                values[first..first + per_set].copy_from_slice(set);
            }
        }
        done += layer.len() as u32;
        progress(done, shape.full());
    }
    (values, states)
}
