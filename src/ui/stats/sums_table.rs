//! Kids' mode in the statistics: each person's "sums right the first time", all games
//! of the kind together and month by month (`stats::sums`).

use crate::stats::sums::{PlayerSums, SumShare};
use crate::ui::i18n::Lang;
use leptos::prelude::*;

fn share(l: Lang, s: &SumShare) -> String {
    l.sums_share(s.right_first, s.asked, s.percent())
}

/// The people's sums right the first time (nothing when nobody counted for themselves).
#[component]
pub fn SumsTable(
    /// The words (read by the page).
    l: Lang,
    /// One entry per person who counted for themselves.
    rows: Vec<PlayerSums>,
) -> impl IntoView {
    if rows.is_empty() {
        return ().into_any();
    }
    view! {
        <section class="sums-stats" aria-labelledby="sums-title">
            <h3 id="sums-title">{l.sums_right_first()}</h3>
            <ul class="sums-list">
                {rows
                    .into_iter()
                    .map(|p| view! {
                        <li>
                            <strong>{p.name.clone()}</strong> ": " {share(l, &p.all)}
                            <ul class="sums-months">
                                {p.months
                                    .iter()
                                    .map(|(month, s)| view! { <li>{month.clone()} ": " {share(l, s)}</li> })
                                    .collect_view()}
                            </ul>
                        </li>
                    })
                    .collect_view()}
            </ul>
        </section>
    }
    .into_any()
}
