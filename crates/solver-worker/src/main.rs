//! The exact Kniffel solver as a Web Worker, so the page never waits on a solve. Loaded
//! by the app only when a hint or a strong computer player first needs a table (trunk
//! builds it from index.html as a worker; the service worker precaches it).
//!
//! Protocol: the worker posts "ready" once it listens (a message posted earlier would be
//! lost while its wasm is still loading); the page then posts the rules as `Uint32Array`
//! words (`Scoring::to_words`); the worker posts progress as numbers from 0 to 1, then
//! the solved table as a `Float64Array` (its buffer transferred), or a string saying
//! what went wrong.

/// The worker's first message: it listens now.
#[cfg(target_arch = "wasm32")]
const READY: &str = "ready";

#[cfg(target_arch = "wasm32")]
fn main() {
    use js_sys::{Array, Float64Array, Uint32Array};
    use kniffel_solver::{values, Scoring};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let words = event
            .data()
            .dyn_into::<Uint32Array>()
            .map(|w| w.to_vec())
            .unwrap_or_default();
        let Some(scoring) = Scoring::from_words(&words) else {
            let _ = reply.post_message(&JsValue::from_str("not a scoring of this solver"));
            return;
        };
        // Progress in whole percents: a hundred messages, not eight thousand.
        let mut last = -1;
        let (table, _) = values::solve(&scoring, &mut |done, of| {
            let percent = (done as u64 * 100 / of.max(1) as u64) as i32;
            if percent != last {
                last = percent;
                let _ = reply.post_message(&JsValue::from_f64(percent as f64 / 100.0));
            }
        });
        let values = Float64Array::from(&table[..]);
        let transfer = Array::of1(&values.buffer());
        let _ = reply.post_message_with_transfer(&values, &transfer);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as the page keeps it: so does its message handler.
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str(READY));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("solver-worker runs in a browser; natively use `pasch-cli solve`.");
}
