//! One die: a toggle button (tap to hold) drawn with pips; the ten-sided die is a kite
//! with its number. The value is always in the accessible name.

use crate::ui::state::use_lang;
use leptos::prelude::*;

/// Pip positions on a 3×3 grid for the faces 1–6.
pub fn pips(value: u8) -> &'static [&'static str] {
    match value {
        1 => &["c"],
        2 => &["tr", "bl"],
        3 => &["tr", "c", "bl"],
        4 => &["tl", "tr", "bl", "br"],
        5 => &["tl", "tr", "c", "bl", "br"],
        6 => &["tl", "tr", "ml", "mr", "bl", "br"],
        _ => &[],
    }
}

/// The face of a die, without the button: pips, or the number on the ten-sided die.
#[component]
pub fn DieFace(
    /// The face shown; None (before the first roll) draws a blank die.
    #[prop(into)]
    value: Signal<Option<u8>>,
    /// Draw the number of the ten-sided die instead of pips.
    ten_sided: bool,
) -> impl IntoView {
    move || match (value.get(), ten_sided) {
        (None, _) => view! { <span class="die-blank" aria-hidden="true"></span> }.into_any(),
        (Some(v), true) => view! { <b class="d10-num" aria-hidden="true">{v}</b> }.into_any(),
        (Some(v), false) => pips(v)
            .iter()
            .map(|p| view! { <i class=format!("pip {p}") aria-hidden="true"></i> })
            .collect_view()
            .into_any(),
    }
}

/// A small picture of a face, as the paper block shows beside the upper boxes.
#[component]
pub fn MiniDie(
    /// The face (1–6) whose pips are drawn.
    face: u8,
) -> impl IntoView {
    view! {
        <span class="mini-die" aria-hidden="true">
            {pips(face).iter().map(|p| view! { <i class=format!("pip {p}")></i> }).collect_view()}
        </span>
    }
}

/// One die of the tray as a toggle button: tap (or its number key) to hold or release it.
#[component]
pub fn Die(
    /// Its place among the dice (0-based): named in its label and passed to `on_toggle`.
    index: usize,
    /// The ten-sided die of Kniffel Extreme (a kite with its number).
    ten_sided: bool,
    /// None before the first roll.
    #[prop(into)]
    value: Signal<Option<u8>>,
    /// Held: kept out of the next roll (shown pressed).
    #[prop(into)]
    held: Signal<bool>,
    /// The die may be tapped now (a human's turn, rolled, and holding still matters).
    #[prop(into)]
    enabled: Signal<bool>,
    /// "roll-a"/"roll-b" alternating per roll for dice that were just rolled ("" else),
    /// so the tumble animation restarts on each roll.
    #[prop(into)]
    anim: Signal<&'static str>,
    /// The open Hint says to keep this die: marked, and said after its name.
    #[prop(into)]
    advised: Signal<bool>,
    /// Called with `index` when the die is tapped, to hold or release it.
    on_toggle: Callback<usize>,
) -> impl IntoView {
    let lang = use_lang();
    let label = move || match value.get() {
        Some(v) => lang.get().die_name(index + 1, v, ten_sided),
        None => lang.get().die_unrolled(index + 1, ten_sided),
    };
    view! {
        <button
            type="button"
            class="die"
            class:d10=ten_sided
            class:held=move || held.get()
            class:blank=move || value.get().is_none()
            class:advised=move || advised.get()
            aria-describedby=move || advised.get().then_some("hint-die-note")
            aria-pressed=move || held.get().to_string()
            aria-label=label
            aria-keyshortcuts=(index < 9).then(|| (index + 1).to_string())
            data-value=move || value.get().map(|v| v.to_string()).unwrap_or_default()
            disabled=move || !enabled.get()
            on:click=move |_| on_toggle.run(index)
        >
            <span class=move || format!("die-body {}", anim.get())>
                <DieFace value=value ten_sided=ten_sided/>
            </span>
            <span class="held-tag" aria-hidden="true">{move || lang.get().held()}</span>
            <span class="advice-mark" aria-hidden="true"></span>
        </button>
    }
}
