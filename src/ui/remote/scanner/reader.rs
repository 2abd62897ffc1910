//! Reading a QR code off the camera's picture: the browser's `BarcodeDetector` where it
//! has one that reads QR codes, else the QR decoder's worker (workers/qr-worker), started
//! on the first frame that needs it.

use js_sys::{Array, Function, Object, Promise, Reflect};
use leptos::prelude::document;
use std::time::Duration;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    CanvasRenderingContext2d, HtmlCanvasElement, HtmlVideoElement, MessageEvent, Worker,
};

/// The worker's loader, as trunk names it (worker files keep their names).
const WORKER_URL: &str = "./qr-worker_loader.js";
/// How long the worker may take to start: its wasm is small and cached with the app,
/// so a worker that has not started by then will not (its wasm could not load).
const START_TIMEOUT: Duration = Duration::from_secs(8);
/// Frames wider than this are scaled down for the decoder: a QR code on a screen held
/// before the camera has modules of several pixels even so.
const MAX_FRAME_WIDTH: u32 = 800;

pub enum Reader {
    /// The browser's detector.
    Detector(JsValue),
    /// The worker, once started; the canvas frames are drawn on.
    Worker(Option<Worker>, Option<HtmlCanvasElement>),
    /// Neither works.
    Broken,
}

impl Reader {
    /// The browser's detector if it has one for QR codes, else the worker (not started yet).
    pub fn new() -> Reader {
        detector().map_or(Reader::Worker(None, None), Reader::Detector)
    }

    /// The text of a QR code in the video's current frame, if there is one.
    pub async fn read(&mut self, video: &HtmlVideoElement) -> Option<String> {
        if video.ready_state() < 2 {
            return None; // HAVE_CURRENT_DATA: no frame yet
        }
        match self {
            Reader::Detector(detector) => match detect(detector, video).await {
                Ok(found) => found,
                // A detector that fails (not only finds nothing) is replaced by the worker.
                Err(_) => {
                    *self = Reader::Worker(None, None);
                    None
                }
            },
            Reader::Worker(worker, canvas) => {
                let frame = frame(video, canvas)?;
                if worker.is_none() {
                    *worker = start_worker().await;
                }
                let Some(running) = worker else {
                    *self = Reader::Broken;
                    return None;
                };
                let reply = JsFuture::from(next_message(running));
                if running.post_message(&frame).is_err() {
                    return None;
                }
                let found: MessageEvent = reply.await.ok()?.dyn_into().ok()?;
                Reflect::get(&found.data(), &"found".into())
                    .ok()?
                    .as_string()
            }
            Reader::Broken => None,
        }
    }

    /// Whether no reader works here (the worker could not start): scanning is in vain.
    pub fn broken(&self) -> bool {
        matches!(self, Reader::Broken)
    }

    /// Ends the worker, if one was started.
    pub fn close(&self) {
        if let Reader::Worker(Some(worker), _) = self {
            worker.terminate();
        }
    }
}

/// `new BarcodeDetector({formats: ["qr_code"]})`, where the browser has it.
fn detector() -> Option<JsValue> {
    let window = leptos::prelude::window();
    let class: Function = Reflect::get(&window, &"BarcodeDetector".into())
        .ok()?
        .dyn_into()
        .ok()?;
    let options = Object::new();
    Reflect::set(&options, &"formats".into(), &Array::of1(&"qr_code".into())).ok()?;
    Reflect::construct(&class, &Array::of1(&options)).ok()
}

/// The first QR code's text the detector sees in the video, `Ok(None)` if it sees none.
async fn detect(detector: &JsValue, video: &HtmlVideoElement) -> Result<Option<String>, JsValue> {
    let detect: Function = Reflect::get(detector, &"detect".into())?.dyn_into()?;
    let found = JsFuture::from(
        detect
            .call1(detector, video)?
            .dyn_into::<js_sys::Promise>()?,
    )
    .await?;
    let first = Array::from(&found).get(0);
    if first.is_undefined() {
        return Ok(None);
    }
    Ok(Reflect::get(&first, &"rawValue".into())?.as_string())
}

/// The video's current frame as `ImageData`, at most `MAX_FRAME_WIDTH` wide.
fn frame(video: &HtmlVideoElement, canvas: &mut Option<HtmlCanvasElement>) -> Option<JsValue> {
    let (width, height) = (video.video_width(), video.video_height());
    if width == 0 || height == 0 {
        return None;
    }
    let scale = f64::from(MAX_FRAME_WIDTH.min(width)) / f64::from(width);
    let (w, h) = (
        (f64::from(width) * scale).round(),
        (f64::from(height) * scale).round(),
    );
    if canvas.is_none() {
        *canvas = document().create_element("canvas").ok()?.dyn_into().ok();
    }
    let canvas = canvas.as_ref()?;
    canvas.set_width(w as u32);
    canvas.set_height(h as u32);
    let context: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    context
        .draw_image_with_html_video_element_and_dw_and_dh(video, 0.0, 0.0, w, h)
        .ok()?;
    context
        .get_image_data(0.0, 0.0, w, h)
        .ok()
        .map(JsValue::from)
}

/// Starts the decoder's worker and waits until it listens; `None` if it cannot load, or
/// has not started within `START_TIMEOUT` (a wasm that fails to load inside the worker
/// tells the page nothing).
async fn start_worker() -> Option<Worker> {
    let worker = Worker::new(WORKER_URL).ok()?;
    let timeout = Promise::new(&mut |done, _| {
        let _ = leptos::prelude::window().set_timeout_with_callback_and_timeout_and_arguments_0(
            &done,
            START_TIMEOUT.as_millis() as i32,
        );
    });
    let first = Promise::race(&Array::of2(&next_message(&worker), &timeout));
    let ready = JsFuture::from(first)
        .await
        .ok()
        .and_then(|event| event.dyn_into::<MessageEvent>().ok())
        .and_then(|event| Reflect::get(&event.data(), &"ready".into()).ok())
        .is_some_and(|ready| ready.is_truthy());
    if ready {
        Some(worker)
    } else {
        worker.terminate();
        None
    }
}

/// The worker's next message event; rejected if it fails (it could not load).
/// One message is awaited at a time: the page posts the next frame after the answer.
fn next_message(worker: &Worker) -> Promise {
    Promise::new(&mut |done, failed| {
        worker.set_onmessage(Some(&done));
        worker.set_onerror(Some(&failed));
        worker.set_onmessageerror(Some(&failed));
    })
}
