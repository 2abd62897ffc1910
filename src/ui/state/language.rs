//! The app's language: a context of its own (`RwSignal<Lang>`), chosen in the settings,
//! or by the address (`?lang=`), or else the browser's.
//!
//! A language not built into the app (`Lang::is_built_in`) shows once its words are here:
//! `show_lang` fetches `words/<code>.json` of the build (the service worker keeps it with
//! every file, so it loads offline too) and switches then. The app's start waits for the
//! opening language's words (`words_to_wait_for`), so it opens in that language with the
//! static start screen in it meanwhile; should they not come, the app speaks the
//! browser's language if built in, else English, and is fully usable.

use crate::ui::i18n::fetch::fetch_text;
use crate::ui::i18n::Lang;
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::cell::Cell;

thread_local! {
    /// The language last asked for: words that arrive for an earlier choice change nothing.
    static WANTED: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language a page opens in: the address's, else the one the settings chose
/// (`chosen`), else the browser's; shown in `lang` once its words are here (until then
/// `lang` holds `fallback_lang()`).
pub fn opening_lang(chosen: Option<Lang>) -> RwSignal<Lang> {
    let lang = RwSignal::new(fallback_lang());
    show_lang(lang, forced_lang().or(chosen).unwrap_or_else(browser_lang));
    lang
}

/// The language when the settings choose none: the address's, else the browser's.
pub fn default_lang() -> Lang {
    forced_lang().unwrap_or_else(browser_lang)
}

/// Shows `wanted` in `lang`: at once if its words are here, else once they are fetched
/// (`lang` keeps what it shows should they not come).
pub fn show_lang(lang: RwSignal<Lang>, wanted: Lang) {
    WANTED.set(Some(wanted));
    if wanted.has_words() {
        lang.set(wanted);
        return;
    }
    spawn_local(async move {
        if load_words(wanted).await && WANTED.get() == Some(wanted) {
            lang.set(wanted);
        }
    });
}

/// Fetches and takes the words of `lang` if they are not here; whether they are now.
pub async fn load_words(lang: Lang) -> bool {
    if lang.has_words() {
        return true;
    }
    let Some(text) = fetch_text(&format!("words/{}.json", lang.code())).await else {
        return false;
    };
    lang.load_words(&text).is_ok() || lang.has_words()
}

/// The language whose words the app waits for before it starts: the one index.html's
/// first script chose for `<html lang>` (as `opening_lang` chooses), if not built in.
pub fn words_to_wait_for() -> Option<Lang> {
    let code = document().document_element()?.get_attribute("lang")?;
    Lang::from_exact_code(&code).filter(|l| !l.has_words())
}

/// What the app speaks while the chosen language's words are not here: the browser's
/// language if built in, else English.
fn fallback_lang() -> Lang {
    Some(browser_lang())
        .filter(|l| l.has_words())
        .unwrap_or(Lang::En)
}

/// `?lang=de|en|fr|…` (any language code) in the address wins over everything.
fn forced_lang() -> Option<Lang> {
    let search = window().location().search().ok()?;
    let params = web_sys::UrlSearchParams::new_with_str(&search).ok()?;
    Lang::from_code(&params.get("lang")?)
}

/// The browser's language, English if Pasch does not speak it.
fn browser_lang() -> Lang {
    window()
        .navigator()
        .language()
        .and_then(|l| Lang::from_code(&l))
        .unwrap_or(Lang::En)
}
