//! The rear camera: opened, shown in a `<video>`, closed.

use js_sys::{Object, Reflect};
use leptos::prelude::window;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    DomException, HtmlVideoElement, MediaStream, MediaStreamConstraints, MediaStreamTrack,
};

/// Why there is no camera picture.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Problem {
    /// The device has none, or the page may not ask (not a secure context).
    NoCamera,
    /// The person or the browser's settings said no.
    Refused,
    /// Any other failure: the camera is busy, broken, …
    Failed,
}

/// The rear camera's picture (the front one where there is no rear one).
pub async fn open() -> Result<MediaStream, Problem> {
    let devices = window()
        .navigator()
        .media_devices()
        .map_err(|_| Problem::NoCamera)?;
    // `mediaDevices` is missing outside secure contexts, whatever the bindings say.
    if JsValue::from(devices.clone()).is_undefined() {
        return Err(Problem::NoCamera);
    }
    let facing = Object::new();
    let _ = Reflect::set(&facing, &"ideal".into(), &"environment".into());
    let video = Object::new();
    let _ = Reflect::set(&video, &"facingMode".into(), &facing);
    let constraints = MediaStreamConstraints::new();
    constraints.set_video(&video);
    constraints.set_audio(&JsValue::FALSE);
    let asked = devices
        .get_user_media_with_constraints(&constraints)
        .map_err(|_| Problem::NoCamera)?;
    match JsFuture::from(asked).await {
        Ok(stream) => stream.dyn_into().map_err(|_| Problem::Failed),
        Err(e) => Err(problem(&e)),
    }
}

/// What a refused `getUserMedia` means to the person.
fn problem(error: &JsValue) -> Problem {
    let name = error
        .dyn_ref::<DomException>()
        .map(DomException::name)
        .unwrap_or_default();
    match name.as_str() {
        "NotAllowedError" | "SecurityError" => Problem::Refused,
        "NotFoundError" | "OverconstrainedError" | "TypeError" => Problem::NoCamera,
        _ => Problem::Failed,
    }
}

/// Shows the camera's picture in `video` and waits until it plays.
pub async fn show(video: &HtmlVideoElement, stream: &MediaStream) -> Result<(), Problem> {
    video.set_src_object(Some(stream));
    let playing = video.play().map_err(|_| Problem::Failed)?;
    JsFuture::from(playing)
        .await
        .map(|_| ())
        .map_err(|_| Problem::Failed)
}

/// Switches the camera off (its light goes out).
pub fn close(stream: &MediaStream) {
    for track in stream.get_tracks().iter() {
        if let Ok(track) = track.dyn_into::<MediaStreamTrack>() {
            track.stop();
        }
    }
}
