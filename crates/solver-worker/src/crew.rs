//! The brain's crew: helper workers that solve a table together with it, a layer at a
//! time (`kniffel_solver::crew`), so that a first visit's solve takes a share of its
//! time on a device's several cores. A helper is this same worker started again: it
//! says `Ready` as every brain does, then takes layers (JS arrays, not the questions'
//! text). Without helpers (one core, no nested workers, a helper that does not start or
//! stops answering) the brain solves what is left itself: the table comes out the same.

use js_sys::{Array, Float64Array, Promise};
use kniffel_solver::crew::{gather, layers, scatter, share, solve_sets};
use kniffel_solver::position::SLOTS;
use kniffel_solver::values::{layer, BoxSetSolver};
use kniffel_solver::Scoring;
use pasch::ai::kniffel::scoring::scoring;
use pasch::ai::kniffel::table::Table;
use pasch::ai::kniffel::tables::VARIANTS;
use pasch::engine::scoresheet::classic::ClassicRules;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, Worker};

/// The most helpers started: beyond a phone's big cores more only add messages.
const MOST_HELPERS: u32 = 3;
/// How long a helper may take to start (its wasm compiled once more) before the solve
/// goes on without it.
const START_MS: i32 = 1_500;
/// How long a helper may take over its share of a layer (a few ms to a few hundred)
/// before the brain solves that share itself and the helper is let go.
const LAYER_MS: i32 = 10_000;

/// The helpers of one solve.
pub struct Crew {
    helpers: Vec<Worker>,
}

impl Crew {
    /// Starts a helper per spare core (at most `MOST_HELPERS`) and waits until each
    /// listens; one that does not within `START_MS` is let go. None in the page (the
    /// brain there has no worker scope) or on a single core.
    pub async fn gather() -> Crew {
        let mut crew = Crew {
            helpers: Vec::new(),
        };
        let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
            return crew;
        };
        let cores = scope.navigator().hardware_concurrency() as u32;
        let wanted = cores.saturating_sub(1).min(MOST_HELPERS);
        let own_file = scope.location().href();
        let starting: Vec<(Worker, JsFuture)> = (0..wanted)
            .filter_map(|_| Worker::new(&own_file).ok())
            .map(|helper| {
                let ready = next_message(&scope, &helper, START_MS);
                (helper, ready)
            })
            .collect();
        for (helper, ready) in starting {
            if is_message(ready.await) {
                crew.helpers.push(helper);
            } else {
                helper.terminate();
            }
        }
        crew
    }

    /// Solves the whole table of `rules` with the crew (the brain takes a share too);
    /// `progress(done, of)` in box sets after each layer.
    pub async fn solve(
        &mut self,
        rules: ClassicRules,
        progress: &mut dyn FnMut(u32, u32),
    ) -> Table {
        let scoring = scoring(rules);
        let variant = VARIANTS.iter().position(|&r| r == rules).unwrap_or(0);
        let mut values = vec![0.0f64; SLOTS];
        let mut solver = BoxSetSolver::default();
        let mut states = 0;
        let of: u32 = layers().map(|k| layer(k).count() as u32).sum();
        let mut done = 0;
        let mut above: Vec<u16> = Vec::new();
        let scope = js_sys::global()
            .dyn_into::<DedicatedWorkerGlobalScope>()
            .ok();
        for filled_count in layers() {
            let members = self.helpers.len() + 1;
            let above_values = Float64Array::from(&gather(&values, &above)[..]);
            // Asked first: each helper works while the brain solves its own share.
            let replies: Vec<Option<JsFuture>> = self
                .helpers
                .iter()
                .enumerate()
                .map(|(i, helper)| {
                    let reply = scope.as_ref().map(|s| next_message(s, helper, LAYER_MS));
                    let message = Array::of5(
                        &JsValue::from(variant as u32),
                        &JsValue::from(filled_count),
                        &JsValue::from(i as u32 + 1),
                        &JsValue::from(members as u32),
                        &above_values,
                    );
                    helper.post_message(&message).ok().and(reply)
                })
                .collect();
            states += solve_sets(
                &mut solver,
                &mut values,
                &scoring,
                &share(filled_count, 0, members),
            );
            let mut gone = Vec::new();
            for (i, reply) in replies.into_iter().enumerate() {
                let sets = share(filled_count, i + 1, members);
                let answer = match reply {
                    Some(reply) => read_reply(reply.await),
                    None => None,
                };
                match answer {
                    Some((n, slab)) if scatter(&mut values, &sets, &slab) => states += n,
                    _ => {
                        states += solve_sets(&mut solver, &mut values, &scoring, &sets);
                        gone.push(i);
                    }
                }
            }
            for i in gone.into_iter().rev() {
                self.helpers.remove(i).terminate();
            }
            above = layer(filled_count).collect();
            done += above.len() as u32;
            progress(done, of);
        }
        // The values are a solve's: `from_crew` cannot refuse them.
        Table::from_crew(rules, values, states).unwrap_or_else(|_| Table::solve(rules, progress))
    }

    /// Lets every helper go (their tables with them).
    pub fn disband(self) {
        for helper in self.helpers {
            helper.terminate();
        }
    }
}

/// The next event of `worker` within `ms`: a message, or anything else (its error, or
/// nothing when the time is up).
fn next_message(scope: &DedicatedWorkerGlobalScope, worker: &Worker, ms: i32) -> JsFuture {
    let promise = Promise::new(&mut |resolve, _reject| {
        worker.set_onmessage(Some(&resolve));
        worker.set_onerror(Some(&resolve));
        let _ = scope.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
    });
    JsFuture::from(promise)
}

fn is_message(event: Result<JsValue, JsValue>) -> bool {
    event.is_ok_and(|e| e.is_instance_of::<MessageEvent>())
}

/// A helper's reply to a layer: positions computed and its share's values.
fn read_reply(event: Result<JsValue, JsValue>) -> Option<(usize, Vec<f64>)> {
    let data = event.ok()?.dyn_into::<MessageEvent>().ok()?.data();
    let reply = data.dyn_into::<Array>().ok()?;
    let states = reply.get(0).as_f64()? as usize;
    let slab = reply.get(1).dyn_into::<Float64Array>().ok()?.to_vec();
    Some((states, slab))
}

/// A helper's side: its copy of the table being solved.
#[derive(Default)]
pub struct Hand {
    values: Vec<f64>,
    scoring: Option<(usize, Scoring)>,
    solver: BoxSetSolver,
}

impl Hand {
    /// Works on a layer the brain sent (`[variant, layer, member, members, the layer
    /// above's values]`): the reply to post back, `[positions computed, values]`, and the
    /// buffer to hand over with it. `None` for anything else.
    pub fn work(&mut self, data: &JsValue) -> Option<(Array, JsValue)> {
        let message = data.dyn_ref::<Array>()?;
        let number = |i: u32| message.get(i).as_f64().map(|n| n as usize);
        let variant = number(0)?;
        let filled_count = number(1)? as u32;
        let (member, members) = (number(2)?, number(3)?);
        let above = message.get(4).dyn_into::<Float64Array>().ok()?.to_vec();
        let rules = *VARIANTS.get(variant)?;
        let first = layers().next() == Some(filled_count);
        if first || self.scoring.as_ref().map(|(v, _)| *v) != Some(variant) {
            self.values = vec![0.0; SLOTS];
            self.scoring = Some((variant, scoring(rules)));
        }
        let (_, scoring) = self.scoring.as_ref()?;
        let above_sets: Vec<u16> = layer(filled_count + 1).collect();
        if !scatter(&mut self.values, &above_sets, &above) {
            return None;
        }
        let sets = share(filled_count, member, members);
        let states = solve_sets(&mut self.solver, &mut self.values, scoring, &sets);
        let slab = Float64Array::from(&gather(&self.values, &sets)[..]);
        let buffer = slab.buffer().into();
        Some((Array::of2(&JsValue::from(states as u32), &slab), buffer))
    }
}
