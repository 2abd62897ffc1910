//! Reading a QR code with the device's camera: a button opens the rear camera and shows
//! its picture; the frames are read with the browser's `BarcodeDetector` where it has
//! one, else with the QR decoder in a worker (workers/qr-worker) loaded on this first use.
//! A code found goes to the callback and the camera is switched off; a reader that
//! cannot start is said within seconds, and the code field offered instead.

mod camera;
mod reader;

use camera::Problem;
use leptos::prelude::*;
use leptos::task::spawn_local;
use reader::Reader;
use std::cell::Cell;
use std::rc::Rc;
use std::time::Duration;

use crate::ui::state::use_lang;

/// Time between two frames read: the decoder keeps up, the phone stays cool.
const FRAME_GAP: Duration = Duration::from_millis(150);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    Idle,
    Starting,
    Scanning,
    Failed(Problem),
    /// The camera works, but no QR reader could be started here.
    NoReader,
}

/// A camera running for one scan.
struct Scan {
    stream: web_sys::MediaStream,
    stopped: Cell<bool>,
}

impl Scan {
    fn stop(&self) {
        self.stopped.set(true);
        camera::close(&self.stream);
    }
}

/// A button labelled `label`; pressed, it reads a QR code with the camera and hands its
/// text to `on_found`.
#[component]
pub fn QrScanner(
    /// The button's words.
    #[prop(into)]
    label: Signal<String>,
    /// Called with the text of the code found.
    on_found: Callback<String>,
) -> impl IntoView {
    let lang = use_lang();
    let phase = RwSignal::new(Phase::Idle);
    let video = NodeRef::<leptos::html::Video>::new();
    let scan = StoredValue::new_local(None::<Rc<Scan>>);
    // `try_`: the screen may be going away (on_cleanup).
    let stop = move || {
        if let Some(Some(running)) = scan.try_get_value() {
            running.stop();
        }
        let _ = scan.try_set_value(None);
    };
    on_cleanup(stop);
    let start = move |_| {
        stop();
        phase.set(Phase::Starting);
        spawn_local(async move {
            let Some(element) = video.get_untracked() else {
                return;
            };
            let stream = match camera::open().await {
                Ok(stream) => stream,
                Err(problem) => return phase.set(Phase::Failed(problem)),
            };
            let running = Rc::new(Scan {
                stream,
                stopped: Cell::new(false),
            });
            // Gone while the browser asked for the camera: switch it off again.
            if scan.try_set_value(Some(running.clone())).is_some() {
                return running.stop();
            }
            // Shown before it plays: a hidden video may get no frames (Safari).
            phase.set(Phase::Scanning);
            if let Err(problem) = camera::show(&element, &running.stream).await {
                stop();
                return phase.set(Phase::Failed(problem));
            }
            let mut reader = Reader::new();
            while !running.stopped.get() {
                if let Some(text) = reader.read(&element).await {
                    if !running.stopped.get() {
                        stop();
                        phase.set(Phase::Idle);
                        on_found.run(text);
                    }
                    break;
                }
                if reader.broken() {
                    if !running.stopped.get() {
                        stop();
                        phase.set(Phase::NoReader);
                        offer_the_text_code(&element);
                    }
                    break;
                }
                sleep(FRAME_GAP).await;
            }
            reader.close();
        });
    };
    let scanning = move || phase.get() == Phase::Scanning;
    view! {
        <div class="qr-scanner">
            <button
                type="button"
                class="btn secondary"
                on:click=start
                hidden=scanning
                disabled=move || phase.get() == Phase::Starting
            >
                {move || label.get()}
            </button>
            <div class="qr-camera" hidden=move || !scanning()>
                <video
                    node_ref=video
                    class="qr-video"
                    aria-label=move || lang.get().scanner_camera()
                    autoplay
                    muted
                    playsinline
                ></video>
                <p class="qr-looking">{move || lang.get().scanner_looking()}</p>
                <button
                    type="button"
                    class="btn secondary"
                    on:click=move |_| {
                        stop();
                        phase.set(Phase::Idle);
                    }
                >
                    {move || lang.get().scanner_stop()}
                </button>
            </div>
            {move || match phase.get() {
                Phase::Failed(problem) => {
                    let words = move || {
                        let lang = lang.get();
                        match problem {
                            Problem::NoCamera => lang.scanner_no_camera(),
                            Problem::Refused => lang.scanner_refused(),
                            Problem::Failed => lang.scanner_failed(),
                        }
                    };
                    view! { <p class="qr-problem" role="alert">{words}</p> }.into_any()
                }
                Phase::NoReader => view! {
                    <p class="qr-problem" role="alert">{move || lang.get().scanner_no_reader()}</p>
                }
                .into_any(),
                _ => ().into_any(),
            }}
        </div>
    }
}

/// Puts the caret in the code field of the form the scanner is in (the invitation or
/// answer code, typed instead).
fn offer_the_text_code(video: &web_sys::HtmlVideoElement) {
    let field = video
        .closest("form")
        .ok()
        .flatten()
        .and_then(|form| {
            form.query_selector("textarea:not([readonly])")
                .ok()
                .flatten()
        })
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
    if let Some(field) = field {
        let _ = field.focus();
    }
}

/// Waits `gap` (the browser's clock).
async fn sleep(gap: Duration) {
    let promise = js_sys::Promise::new(&mut |done, _| {
        let _ = window()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&done, gap.as_millis() as i32);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}
