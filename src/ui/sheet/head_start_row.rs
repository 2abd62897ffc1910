//! The sheet's "Head start" row (a fair start): each player's head start, counted in
//! the total below it. Shown only when someone has one.

use crate::ui::state::AppState;
use leptos::prelude::*;

/// The head-start row; each cell carries `data-player` and `data-head-start`.
#[component]
pub fn HeadStartRow(
    /// How many players (one cell each).
    players: usize,
    /// A player's column classes (current player, shown on a phone).
    class_of: Callback<usize, String>,
    /// A player's head start.
    head_of: Callback<usize, i32>,
) -> impl IntoView {
    let lang = expect_context::<AppState>().lang;
    view! {
        <tr class="head-start-row">
            <th scope="row">{move || lang.get().head_start()}</th>
            {(0..players)
                .map(|p| {
                    let head = move || head_of.run(p);
                    view! {
                        <td class=move || format!("{} head-start", class_of.run(p)) data-player=p data-head-start=head>
                            {head}
                        </td>
                    }
                })
                .collect_view()}
        </tr>
    }
}
