//! The table's sounds through the Web Audio API: each cue's samples (`feel::synth`) in an
//! AudioBuffer, played by a buffer source through a gain node. The AudioContext is made
//! and resumed only in a tap or key press (browsers allow sound only after one); nothing
//! sounds while the page is hidden, and a cue still sounding is not started again. Any
//! part of the API that is missing or throws just means silence.

use crate::feel::cue::Cue;
use crate::feel::synth::{samples, seconds, DEFAULT_RATE};
use crate::store::settings::Settings;
use crate::ui::feel::js;
use crate::ui::feel::page::page_hidden;
use js_sys::Float32Array;
use leptos::prelude::*;
use std::cell::RefCell;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{AudioBuffer, AudioContext};

/// The gain after the samples' own peak (`synth::PEAK`): clearly audible on a phone's
/// speaker, well below full scale.
const VOLUME: f64 = 0.8;

/// The audio context once a gesture allowed it, each cue's buffer once made, and until
/// when (ms since the page opened) each cue is still sounding.
#[derive(Default)]
struct Player {
    context: Option<AudioContext>,
    buffers: [Option<AudioBuffer>; Cue::ALL.len()],
    sounding_until: [f64; Cue::ALL.len()],
}

thread_local! {
    static PLAYER: RefCell<Player> = RefCell::new(Player::default());
}

/// Now, in ms since the page opened.
fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// The sound setting.
pub fn sound_on(s: &Settings) -> bool {
    s.sound
}

/// Makes and resumes the audio context: only ever called inside a tap or key press.
pub fn unlock() {
    PLAYER.with_borrow_mut(|p| {
        if p.context.is_none() {
            p.context = AudioContext::new().ok();
        }
        let Some(context) = &p.context else { return };
        let running = js::get(context, "state").and_then(|s| s.as_string());
        if running.as_deref() != Some("running") {
            if let Some(promise) = js::call(context, "resume", &[]) {
                // A refusal only means silence (caught, so the console stays clean).
                leptos::task::spawn_local(async move {
                    let _ = js::settled(promise).await;
                });
            }
        }
    });
}

/// Unlocks the sound on every tap and key press while it is on. The listeners capture,
/// so the context exists before the tapped control acts: the Roll that is the first
/// tap already clatters.
pub fn unlock_on_gestures(settings: RwSignal<Settings>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let listener = Closure::<dyn Fn()>::new(move || {
        if sound_on(&settings.get_untracked()) {
            unlock();
        }
    });
    for name in ["pointerdown", "keydown", "click", "touchend"] {
        let _ = window.add_event_listener_with_callback_and_bool(
            name,
            listener.as_ref().unchecked_ref(),
            true,
        );
    }
    // For as long as the app runs.
    listener.forget();
}

/// Plays `cue`, unless the page is hidden, no gesture has allowed sound yet, or the same
/// cue still sounds.
pub fn play(cue: Cue) {
    if page_hidden() {
        return;
    }
    let now = now_ms();
    PLAYER.with_borrow_mut(|p| {
        let Some(context) = p.context.clone() else {
            return;
        };
        let i = cue as usize;
        if p.sounding_until[i] > now {
            return;
        }
        if p.buffers[i].is_none() {
            p.buffers[i] = buffer(&context, cue);
        }
        let Some(buffer) = &p.buffers[i] else { return };
        if start(&context, buffer).is_some() {
            p.sounding_until[i] = now + f64::from(seconds(cue)) * 1000.0;
        }
    });
}

/// The cue's samples in an AudioBuffer at the context's rate.
fn buffer(context: &AudioContext, cue: Cue) -> Option<AudioBuffer> {
    let rate = js::get(context, "sampleRate")
        .and_then(|r| r.as_f64())
        .map_or(DEFAULT_RATE, |r| r as f32);
    let data = samples(cue, rate);
    let buffer = context.create_buffer(1, data.len() as u32, rate).ok()?;
    if buffer.copy_to_channel(&data, 0).is_err() {
        // Without copyToChannel: write into the channel's own array (a buffer that takes
        // neither stays silent).
        let channel = js::call(&buffer, "getChannelData", &[JsValue::from(0)])
            .and_then(|c| c.dyn_into::<Float32Array>().ok())
            .filter(|c| c.length() as usize == data.len());
        if let Some(channel) = channel {
            channel.copy_from(&data);
        }
    }
    Some(buffer)
}

/// Starts a source playing `buffer` through a gain node to the speakers; None if the
/// source cannot be made or started (a missing gain or wiring only means silence).
fn start(context: &AudioContext, buffer: &AudioBuffer) -> Option<()> {
    let source = context.create_buffer_source().ok()?;
    source.set_buffer(Some(buffer));
    if let Ok(gain) = context.create_gain() {
        if let Some(param) = js::get(&gain, "gain") {
            let _ = js_sys::Reflect::set(&param, &"value".into(), &VOLUME.into());
        }
        let _ = source.connect_with_audio_node(&gain);
        if let Some(destination) = js::get(context, "destination") {
            let _ = gain.connect_with_audio_node(destination.unchecked_ref());
        }
    }
    source.start().ok()
}
