//! The app's language: a context of its own (`RwSignal<Lang>`), chosen in the settings,
//! or by the address (`?lang=`), or else the browser's.

use crate::ui::i18n::Lang;
use leptos::prelude::*;

/// The language a page opens in: the address's, else the one the settings chose
/// (`chosen`), else the browser's.
pub fn opening_lang(chosen: Option<Lang>) -> Lang {
    forced_lang().or(chosen).unwrap_or_else(browser_lang)
}

/// The language when the settings choose none: the address's, else the browser's.
pub fn default_lang() -> Lang {
    forced_lang().unwrap_or_else(browser_lang)
}

/// `?lang=de|en|fr` (any language code) in the address wins over everything.
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
