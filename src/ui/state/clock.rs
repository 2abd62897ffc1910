//! The browser's clocks, as the state reads them: today's date (what a finished game is
//! filed under), the wall clock (when it ended) and the page's monotonic clock (how long
//! a computer player has been thinking).

use leptos::prelude::window;

/// Today in the browser's time zone, `YYYY-MM-DD`.
pub fn today() -> String {
    let now = js_sys::Date::new_0();
    format!(
        "{:04}-{:02}-{:02}",
        now.get_full_year(),
        now.get_month() + 1,
        now.get_date()
    )
}

/// Now, in milliseconds since 1970.
pub fn epoch_ms() -> u64 {
    js_sys::Date::now().max(0.0) as u64
}

/// Milliseconds on the page's clock (monotonic).
pub fn now_ms() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}
