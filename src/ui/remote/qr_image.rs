//! A QR code to scan off the screen: black on white in a white frame in both themes
//! (a scanner needs the contrast), about 240 px wide on a phone, larger on a tablet.

use crate::remote::qr::{qr_svg, svg_data_url};
use crate::ui::state::use_lang;
use leptos::prelude::*;

/// The QR code of `text` as an image with the alt text `alt`; nothing while `text` is
/// empty, and the reason instead should the text not fit a QR code.
#[component]
pub fn QrImage(
    /// The text the code holds (a link, an invitation).
    #[prop(into)]
    text: Signal<String>,
    /// The image's alt text.
    #[prop(into)]
    alt: Signal<String>,
) -> impl IntoView {
    let lang = use_lang();
    let image = Memo::new(move |_| {
        let text = text.get();
        (!text.is_empty()).then(|| qr_svg(&text).map(|svg| svg_data_url(&svg)))
    });
    move || match image.get() {
        None => ().into_any(),
        Some(Ok(url)) => view! {
            <div class="qr-frame">
                <img class="qr-image" src=url alt=move || alt.get() />
            </div>
        }
        .into_any(),
        Some(Err(e)) => {
            view! { <p class="qr-problem" role="status">{move || lang.get().code_error(&e)}</p> }
                .into_any()
        }
    }
}
