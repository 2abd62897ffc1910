//! The brain's helper workers (a `Pool`): they solve a table (classic Kniffel's or
//! Yatzy's: `Solvable`) together with it, a layer at a time (`kniffel_solver::shared`),
//! so that a first visit's solve takes a share of its time on a device's several cores. A helper is this same worker started again: it
//! says `Ready` as every brain does, then takes layers (JS arrays, not the questions'
//! text). Without helpers (one core, no nested workers, a helper that does not start or
//! stops answering) the brain solves what is left itself: the table comes out the same.
//!
//! After a solve for a win chance the pool stays: each helper then holds the whole table
//! and plays a share of the chances' simulations (`Pool::sample`; a game's points do not
//! depend on who plays it, `classic::Batch`). With a table read from the cache a pool
//! is gathered for the simulations and handed the table (`KeptPool::for_table`).
//!
//! Messages to a helper: `["layer", variant, layer, member, members, the layer above's
//! values]`, `["whole", variant, the last layer's values]` (the table is complete),
//! `["table", variant, every value]` (a kept table), and `["sample", variant, requests
//! as numbers]`. Its replies: `[positions computed, its
//! share's values]` and `[every game's points, one request after the other]`; anything
//! it cannot do is answered with `[]`.

use super::solvable::Solvable;
use js_sys::{Array, Float64Array, Promise, Uint32Array};
use kniffel_solver::shape::Shape;
use kniffel_solver::shared::{gather, layers, scatter, share, solve_sets};
use kniffel_solver::values::{layer, BoxSetSolver};
use kniffel_solver::Scoring;
use pasch::ai::kniffel::table::SolvedTable;
use pasch::ai::kniffel::tables::{self, VARIANTS};
use pasch::ai::winchance::classic::{Batch, Simulator};
use pasch::engine::ClassicRules;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
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

/// The fewest turns a question's simulations must play (`Simulations::turns`) for a pool to
/// be gathered for a kept table: starting the helpers and handing each the 8 MB table
/// takes about 0.1 s on two cores, which simulations of 8 players from round 2 (0.6 s
/// alone, 960,000 turns) win back, those of round 7 (0.2 s) do not.
const POOL_TURNS: usize = 500_000;

/// How long a pool is kept without work: each helper holds a table's worth of memory,
/// and a game's next win chance comes within minutes or not at all.
const IDLE_MS: i32 = 180_000;

/// The helpers of one solve.
#[derive(Default)]
pub struct Pool {
    helpers: Vec<Worker>,
    /// The rules of the table every helper holds whole (`finish`).
    holds: Option<ClassicRules>,
}

impl Pool {
    /// How many would solve a table together here: the brain and a helper per spare
    /// core (at most `MOST_HELPERS`); 1 in the page.
    fn size() -> usize {
        worker_scope()
            .map(|scope| {
                let cores = scope.navigator().hardware_concurrency() as u32;
                cores.saturating_sub(1).min(MOST_HELPERS) as usize + 1
            })
            .unwrap_or(1)
    }

    /// Starts a helper per spare core (at most `MOST_HELPERS`) and waits until each
    /// listens; one that does not within `START_MS` is let go. None in the page (the
    /// brain there has no worker scope) or on a single core. (Waiting, not solving on
    /// meanwhile: a helper's start needs this worker's event loop, and one that joined
    /// a few layers late would have saved no time.)
    pub async fn gather() -> Pool {
        let mut pool = Pool {
            helpers: Vec::new(),
            holds: None,
        };
        let Some(scope) = worker_scope() else {
            return pool;
        };
        let wanted = Pool::size() - 1;
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
                pool.helpers.push(helper);
            } else {
                helper.terminate();
            }
        }
        pool
    }

    /// Solves the whole table of `what` with the pool (the brain takes a share too):
    /// its values and how many states they computed; `progress(done, of)` in box sets
    /// after each layer.
    pub async fn solve(
        &mut self,
        what: Solvable,
        progress: &mut dyn FnMut(u32, u32),
    ) -> (Vec<f64>, usize) {
        let scoring = what.scoring();
        let shape = scoring.shape;
        let mut values = vec![0.0f64; shape.slots()];
        let mut solver = BoxSetSolver::default();
        let mut states = 0;
        let of = shape.full();
        let mut done = 0;
        let mut above: Vec<u32> = Vec::new();
        let scope = worker_scope();
        for filled_count in layers(shape) {
            let members = self.helpers.len() + 1;
            let above_values = Float64Array::from(&gather(shape, &values, &above)[..]);
            // Asked first: each helper works while the brain solves its own share.
            let replies: Vec<Option<JsFuture>> = self
                .helpers
                .iter()
                .enumerate()
                .map(|(i, helper)| {
                    let reply = scope.as_ref().map(|s| next_message(s, helper, LAYER_MS));
                    let message: Array = [
                        JsValue::from_str("layer"),
                        JsValue::from(what.index()),
                        JsValue::from(filled_count),
                        JsValue::from(i as u32 + 1),
                        JsValue::from(members as u32),
                        above_values.clone().into(),
                    ]
                    .iter()
                    .collect();
                    helper.post_message(&message).ok().and(reply)
                })
                .collect();
            let own = share(shape, filled_count, 0, members);
            states += solve_sets(&mut solver, &mut values, &scoring, &own);
            let mut gone = Vec::new();
            for (i, reply) in replies.into_iter().enumerate() {
                let sets = share(shape, filled_count, i + 1, members);
                let answer = match reply {
                    Some(reply) => read_reply(reply.await),
                    None => None,
                };
                match answer {
                    Some((n, slab)) if scatter(shape, &mut values, &sets, &slab) => states += n,
                    _ => {
                        states += solve_sets(&mut solver, &mut values, &scoring, &sets);
                        gone.push(i);
                    }
                }
            }
            for i in gone.into_iter().rev() {
                self.helpers.remove(i).terminate();
            }
            above = layer(shape, filled_count).collect();
            done += above.len() as u32;
            progress(done, of);
        }
        (values, states)
    }

    /// Hands every helper `table` whole (read from the cache: none of them solved it), to
    /// play simulations with (`sample`): 8 MB each.
    pub fn hand_over(&mut self, table: &SolvedTable) {
        self.send_table("table", table, Float64Array::from(table.values()));
    }

    /// Every helper wanted started (none if none are wanted here).
    pub fn is_full(&self) -> bool {
        self.helpers.len() + 1 == Pool::size()
    }

    /// Hands every helper the last layer of the table solved with `solve`: each then
    /// holds the whole table of `rules`, to play simulations with (`sample`).
    pub fn finish(&mut self, table: &SolvedTable) {
        let last: Vec<u32> = layer(Shape::CLASSIC, 0).collect();
        let values = Float64Array::from(&gather(Shape::CLASSIC, table.values(), &last)[..]);
        self.send_table("whole", table, values);
    }

    /// Sends every helper `[kind, table's variant, values]`, after which each holds
    /// `table`; a helper the message cannot reach is let go.
    fn send_table(&mut self, kind: &str, table: &SolvedTable, values: Float64Array) {
        let message = Array::of3(
            &JsValue::from_str(kind),
            &JsValue::from(tables::index(table.rules()) as u32),
            &values,
        );
        self.helpers
            .retain(|helper| helper.post_message(&message).is_ok());
        self.holds = Some(table.rules());
    }

    /// The pool has helpers holding the table of `rules`.
    pub fn holds(&self, rules: ClassicRules) -> bool {
        self.holds == Some(rules) && !self.helpers.is_empty()
    }

    /// The points of `requests`' games played with `table` (the one the helpers hold),
    /// by request, as `Simulator::sample` gives them: every member plays every n-th
    /// request. A share a helper does not answer the brain plays itself.
    pub async fn sample(&mut self, table: &SolvedTable, requests: &[Batch]) -> Vec<Vec<u32>> {
        let variant = tables::index(table.rules());
        let scope = worker_scope();
        let members = self.helpers.len() + 1;
        let share_of =
            |member: usize| -> Vec<usize> { (member..requests.len()).step_by(members).collect() };
        let replies: Vec<Option<JsFuture>> = self
            .helpers
            .iter()
            .enumerate()
            .map(|(i, helper)| {
                let share = share_of(i + 1);
                if share.is_empty() {
                    return None;
                }
                let words: Vec<u32> = share.iter().flat_map(|&r| requests[r].to_words()).collect();
                let reply = scope.as_ref().map(|s| next_message(s, helper, LAYER_MS));
                let message = Array::of3(
                    &JsValue::from_str("sample"),
                    &JsValue::from(variant as u32),
                    &Uint32Array::from(&words[..]),
                );
                helper.post_message(&message).ok().and(reply)
            })
            .collect();
        let mut out: Vec<Vec<u32>> = vec![Vec::new(); requests.len()];
        let play = |share: &[usize], out: &mut Vec<Vec<u32>>| {
            let own: Vec<Batch> = share.iter().map(|&r| requests[r]).collect();
            let played = Simulator::default().sample(table, &own, &mut || {});
            for (&r, points) in share.iter().zip(played) {
                out[r] = points;
            }
        };
        play(&share_of(0), &mut out);
        let mut gone = Vec::new();
        for (i, reply) in replies.into_iter().enumerate() {
            let Some(reply) = reply else { continue };
            let share = share_of(i + 1);
            let points = read_points(reply.await);
            let wanted: usize = share.iter().map(|&r| requests[r].finishes).sum();
            match points {
                Some(points) if points.len() == wanted => {
                    let mut rest = &points[..];
                    for &r in &share {
                        let (these, after) = rest.split_at(requests[r].finishes);
                        out[r] = these.to_vec();
                        rest = after;
                    }
                }
                _ => {
                    play(&share, &mut out);
                    gone.push(i);
                }
            }
        }
        for i in gone.into_iter().rev() {
            self.helpers.remove(i).terminate();
        }
        out
    }

    /// Lets every helper go (their tables with them).
    pub fn disband(self) {
        for helper in self.helpers {
            helper.terminate();
        }
    }
}

/// The pool kept between questions (after a solve for a win chance), let go after
/// `IDLE_MS` without work.
#[derive(Default)]
pub struct KeptPool {
    pool: Rc<RefCell<Option<Pool>>>,
    /// Counts the times the pool was kept: a timer lets it go only if none came since.
    kept: Rc<Cell<u32>>,
    /// A helper did not start once: no helpers are started again (each try would wait
    /// for them).
    short: Cell<bool>,
}

impl KeptPool {
    /// Keeps `pool` (letting an earlier one go) for `IDLE_MS` from now.
    pub fn keep(&self, pool: Pool) {
        if let Some(old) = self.pool.replace(Some(pool)) {
            old.disband();
        }
        let count = self.kept.get().wrapping_add(1);
        self.kept.set(count);
        let (pool, kept) = (self.pool.clone(), self.kept.clone());
        let expire = Closure::once_into_js(move || {
            if kept.get() == count {
                if let Some(pool) = pool.take() {
                    pool.disband();
                }
            }
        });
        if let Some(scope) = worker_scope() {
            let _ = scope.set_timeout_with_callback_and_timeout_and_arguments_0(
                expire.unchecked_ref(),
                IDLE_MS,
            );
        }
    }

    /// The kept pool, to work with (`keep` it again after).
    pub fn take(&self) -> Option<Pool> {
        self.pool.take()
    }

    /// A pool for simulations of `turns` turns with `table`: the kept one if it holds
    /// that table, else, for much work (`POOL_TURNS`), one gathered now and handed the
    /// table (none where helpers did not start before).
    pub async fn for_table(&self, table: &SolvedTable, turns: usize) -> Option<Pool> {
        if let Some(pool) = self.take() {
            if pool.holds(table.rules()) {
                return Some(pool);
            }
            pool.disband();
        }
        if self.short.get() || turns < POOL_TURNS {
            return None;
        }
        let mut pool = self.gather().await;
        pool.hand_over(table);
        Some(pool)
    }

    /// A new pool (`Pool::gather`); an empty one where a helper did not start before.
    pub async fn gather(&self) -> Pool {
        if self.short.get() {
            return Pool::default();
        }
        let pool = Pool::gather().await;
        self.short.set(!pool.is_full());
        pool
    }
}

/// This worker's scope; none on the page's own thread.
fn worker_scope() -> Option<DedicatedWorkerGlobalScope> {
    js_sys::global().dyn_into().ok()
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

/// A helper's reply: the array it posted (none for its error or silence).
fn reply_array(event: Result<JsValue, JsValue>) -> Option<Array> {
    let data = event.ok()?.dyn_into::<MessageEvent>().ok()?.data();
    data.dyn_into::<Array>().ok()
}

/// A helper's reply to a layer: positions computed and its share's values.
fn read_reply(event: Result<JsValue, JsValue>) -> Option<(usize, Vec<f64>)> {
    let reply = reply_array(event)?;
    let states = reply.get(0).as_f64()? as usize;
    let slab = reply.get(1).dyn_into::<Float64Array>().ok()?.to_vec();
    Some((states, slab))
}

/// A helper's points of its share of simulations, all requests one after the other.
fn read_points(event: Result<JsValue, JsValue>) -> Option<Vec<u32>> {
    let reply = reply_array(event)?;
    Some(reply.get(0).dyn_into::<Uint32Array>().ok()?.to_vec())
}

/// A helper's side: its copy of the table being solved, then the whole table.
#[derive(Default)]
pub struct Helper {
    values: Vec<f64>,
    /// The table being solved (`Solvable::index`) and its rules.
    scoring: Option<(u32, Scoring)>,
    solver: BoxSetSolver,
    table: Option<SolvedTable>,
}

impl Helper {
    /// Does what the brain sent (see the module above): the reply to post back and the
    /// buffer to hand over with it (none to post for "whole"). `None` for anything it
    /// cannot do.
    pub fn work(&mut self, data: &JsValue) -> Option<Option<(Array, JsValue)>> {
        let message = data.dyn_ref::<Array>()?;
        match message.get(0).as_string()?.as_str() {
            "layer" => self.layer(message).map(Some),
            "whole" => self.whole(message).map(|()| None),
            "table" => self.table(message).map(|()| None),
            "sample" => self.sample(message).map(Some),
            _ => None,
        }
    }

    /// Solves its share of a layer: `[positions computed, values]`.
    fn layer(&mut self, message: &Array) -> Option<(Array, JsValue)> {
        let number = |i: u32| message.get(i).as_f64().map(|n| n as usize);
        let index = number(1)? as u32;
        let filled_count = number(2)? as u32;
        let (member, members) = (number(3)?, number(4)?);
        let above = message.get(5).dyn_into::<Float64Array>().ok()?.to_vec();
        let what = Solvable::at(index)?;
        let shape = what.shape();
        let first = layers(shape).next() == Some(filled_count);
        if first || self.scoring.as_ref().map(|(v, _)| *v) != Some(index) {
            self.table = None;
            self.values = vec![0.0; shape.slots()];
            self.scoring = Some((index, what.scoring()));
        }
        let (_, scoring) = self.scoring.as_ref()?;
        let above_sets: Vec<u32> = layer(shape, filled_count + 1).collect();
        if !scatter(shape, &mut self.values, &above_sets, &above) {
            return None;
        }
        let sets = share(shape, filled_count, member, members);
        let states = solve_sets(&mut self.solver, &mut self.values, scoring, &sets);
        let slab = Float64Array::from(&gather(shape, &self.values, &sets)[..]);
        let buffer = slab.buffer().into();
        Some((Array::of2(&JsValue::from(states as u32), &slab), buffer))
    }

    /// Takes the last layer: the table is whole (classic Kniffel's, for simulations).
    fn whole(&mut self, message: &Array) -> Option<()> {
        let variant = message.get(1).as_f64()? as usize;
        let rules = *VARIANTS.get(variant)?;
        let last = message.get(2).dyn_into::<Float64Array>().ok()?.to_vec();
        let sets: Vec<u32> = layer(Shape::CLASSIC, 0).collect();
        if self.scoring.as_ref().map(|(v, _)| *v as usize) != Some(variant)
            || !scatter(Shape::CLASSIC, &mut self.values, &sets, &last)
        {
            return None;
        }
        let values = std::mem::take(&mut self.values);
        self.table = SolvedTable::from_shared(rules, values, 0).ok();
        self.table.as_ref().map(|_| ())
    }

    /// Takes a whole table (`Pool::hand_over`).
    fn table(&mut self, message: &Array) -> Option<()> {
        let rules = *VARIANTS.get(message.get(1).as_f64()? as usize)?;
        let values = message.get(2).dyn_into::<Float64Array>().ok()?.to_vec();
        self.table = Some(SolvedTable::from_shared(rules, values, 0).ok()?);
        Some(())
    }

    /// Plays the requests sent with the whole table: `[every game's points]`.
    fn sample(&mut self, message: &Array) -> Option<(Array, JsValue)> {
        let variant = message.get(1).as_f64()? as usize;
        let table = self
            .table
            .as_ref()
            .filter(|t| Some(&t.rules()) == VARIANTS.get(variant))?;
        let words = message.get(2).dyn_into::<Uint32Array>().ok()?.to_vec();
        let requests: Vec<Batch> = words
            .chunks(Batch::WORDS)
            .map(Batch::from_words)
            .collect::<Option<_>>()?;
        let played = Simulator::default().sample(table, &requests, &mut || {});
        let points: Vec<u32> = played.concat();
        let points = Uint32Array::from(&points[..]);
        let buffer = points.buffer().into();
        Some((Array::of1(&points), buffer))
    }
}
