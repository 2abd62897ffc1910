//! The statistics of each player in one game: games, wins, best, average and worst, and
//! the figures of the game's own (Kniffels, bonus, chips, penalties), one row a player.

use crate::engine::GameKind;
use crate::stats::PlayerStats;
use crate::ui::i18n::Lang;
use leptos::prelude::*;

/// The table of the players' statistics in game `kind`.
#[component]
pub fn PlayerTable(
    /// The words (read by the page, so a new language draws the table again).
    l: Lang,
    kind: GameKind,
    /// One player each.
    rows: Vec<PlayerStats>,
    /// The scrolling box around the table (the page's "swipe for more" watches it).
    table: NodeRef<leptos::html::Div>,
) -> impl IntoView {
    let k = kind;
    view! {
        // Focusable, so the keyboard can scroll a table wider than a phone.
        <div
            node_ref=table
            class="table-scroll"
            tabindex="0"
            role="region"
            aria-label=format!("{} – {}", l.statistics(), l.game_name(k))
        >
            <table class="stats-table">
                <thead>
                    <tr>
                        <th scope="col">{l.col_player()}</th>
                        <th scope="col">{l.col_games()}</th>
                        <th scope="col">{l.col_wins()}</th>
                        <th scope="col">{l.col_best()}</th>
                        <th scope="col">{l.col_average()}</th>
                        <th scope="col">{l.col_worst()}</th>
                        {match k {
                            GameKind::Classic | GameKind::Extreme | GameKind::Yatzy | GameKind::MaxiYatzy | GameKind::Generala => view! {
                                <th scope="col">{five_equal_head(l, k)}</th>
                                <th scope="col">{l.col_upper_bonus()}</th>
                            }.into_any(),
                            GameKind::Duel => view! {
                                <th scope="col">{l.col_kniffels()}</th>
                                <th scope="col">{l.col_chips()}</th>
                                <th scope="col">{l.col_duel_bonus()}</th>
                            }.into_any(),
                            GameKind::Cards => view! {
                                <th scope="col">{l.col_kniffels()}</th>
                                <th scope="col">{l.col_penalties()}</th>
                            }.into_any(),
                        }}
                    </tr>
                </thead>
                <tbody>
                    {rows
                        .into_iter()
                        .map(|p| {
                            let wins = match p.win_percent() {
                                Some(pc) => format!("{} ({pc} %)", p.wins),
                                None => "–".to_string(),
                            };
                            view! {
                                <tr>
                                    <th scope="row" class="stats-name">{p.name.clone()}</th>
                                    <td>{p.games}</td>
                                    <td>{wins}</td>
                                    <td>{p.best}</td>
                                    <td>{p.average()}</td>
                                    <td>{p.worst}</td>
                                    {match k {
                                        GameKind::Classic | GameKind::Extreme | GameKind::Yatzy | GameKind::MaxiYatzy | GameKind::Generala => view! {
                                            <td>{p.kniffels}</td>
                                            <td>{p.upper_bonus}</td>
                                        }.into_any(),
                                        GameKind::Duel => view! {
                                            <td>{p.kniffels}</td>
                                            <td>{p.chips}</td>
                                            <td>{p.duel_bonus}</td>
                                        }.into_any(),
                                        GameKind::Cards => view! {
                                            <td>{p.kniffels}</td>
                                            <td>{p.penalties}</td>
                                        }.into_any(),
                                    }}
                                </tr>
                            }
                        })
                        .collect_view()}
                </tbody>
            </table>
        </div>
    }
}

/// The head of the column of five (Maxi Yatzy: six) equal dice, named as the game's sheet
/// names that box.
fn five_equal_head(l: Lang, kind: GameKind) -> &'static str {
    match kind {
        GameKind::Yatzy => l.col_yatzys(),
        GameKind::MaxiYatzy => l.col_maxi_yatzys(),
        GameKind::Generala => l.col_generalas(),
        GameKind::Classic | GameKind::Extreme | GameKind::Duel | GameKind::Cards => {
            l.col_kniffels()
        }
    }
}
