//! The look of one card: a face with its value in the corners and as many suit marks
//! as it counts, laid out like on a playing card; or the patterned back.

use leptos::prelude::*;

/// Where the marks of the values 1–6 sit on a 3 × 5 grid (column, row).
pub fn marks(value: u8) -> &'static [(u8, u8)] {
    match value {
        1 => &[(2, 3)],
        2 => &[(2, 1), (2, 5)],
        3 => &[(2, 1), (2, 3), (2, 5)],
        4 => &[(1, 1), (3, 1), (1, 5), (3, 5)],
        5 => &[(1, 1), (3, 1), (2, 3), (1, 5), (3, 5)],
        6 => &[(1, 1), (3, 1), (1, 3), (3, 3), (1, 5), (3, 5)],
        _ => &[],
    }
}

/// A card face. Decorative: the button or label around it names the value. The turned
/// corner repeats the value as CSS content, so the card's text is its value once (a
/// button named "Card 1: 5" shows "5", not "55").
#[component]
pub fn CardFace(
    /// The card's value (1–6): the corners and the number of marks.
    value: u8,
) -> impl IntoView {
    view! {
        <span class=format!("pcard face v{value}") aria-hidden="true">
            <span class="pc-corner tl">{value}</span>
            <span class="pc-marks">
                {marks(value)
                    .iter()
                    .map(|(c, r)| {
                        view! { <i class="pc-mark" style=format!("grid-area: {r} / {c}")></i> }
                    })
                    .collect_view()}
            </span>
            <span class="pc-corner br" data-v=value></span>
        </span>
    }
}

/// The back of a card.
#[component]
pub fn CardBack() -> impl IntoView {
    view! {
        <span class="pcard back" aria-hidden="true">
            <span class="pc-back-inner"></span>
        </span>
    }
}
