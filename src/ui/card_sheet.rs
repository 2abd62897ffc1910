//! The Karten-Kniffel block, in the look of the other games' scoresheet: one column per
//! player, penalties written beside the field they were earned at, the upper total with
//! its way to the bonus (+35 at 63) and away from the malus (−20 under 43), the
//! announcement, the penalty points and the total. In the column of the player on
//! turn, the fields the selected cards would fill show their points in pencil.

use super::cards_screen::CardsCtx;
use super::scoresheet::{column_class, PlayerHead, TotalRow, PHONE_COLUMNS};
use super::state::{AppState, News};
use crate::engine::cards::{CARD_FIELDS, UPPER_MALUS_BELOW};
use crate::engine::classic::UPPER_BONUS_AT;
use crate::engine::game::Event;
use crate::engine::sheet::{BoxId, UPPER_BOXES};
use leptos::prelude::*;

#[component]
pub fn CardSheet() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let ctx = expect_context::<CardsCtx>();
    let g = ctx.g;
    let n = ctx.players.count();

    let col_classes = move |p: usize| {
        move || {
            column_class(
                p,
                g.with(|g| (!g.is_over()).then(|| g.current_player())),
                ctx.viewed.get(),
            )
        }
    };
    let blank_cells = move || {
        (0..n)
            .map(|p| {
                let cls = col_classes(p);
                view! { <td class=cls></td> }
            })
            .collect_view()
    };
    let just_played = move |p: usize, b: BoxId| {
        state.news.with(|n| match n {
            Some(News::Events { events, .. }) => events.iter().any(
                |e| matches!(e, Event::Played { player, field, .. } if *player == p && *field == b),
            ),
            _ => false,
        })
    };
    let cell = move |p: usize, b: BoxId| {
        let cls = col_classes(p);
        let filled = move || g.with(|g| g.sheet(p).get(b));
        let penalty = move || g.with(|g| g.penalty(p, b));
        let preview = move || {
            if g.with(|g| g.current_player() != p) {
                return None;
            }
            ctx.previews
                .with(|ps| ps.iter().find(|x| x.field == b).copied())
        };
        view! {
            // One class string: a `class=` closure next to `class:x=` toggles would wipe
            // the toggles whenever it reruns (e.g. when the turn passes).
            <td class=move || {
                let mut c = cls();
                for (on, name) in [
                    (filled().is_some(), " filled"),
                    (preview().is_some(), " previewed"),
                    (just_played(p, b), " just"),
                ] {
                    if on {
                        c.push_str(name);
                    }
                }
                c
            }>
                {move || match (filled(), preview()) {
                    (Some(points), _) => {
                        let pen = penalty();
                        view! {
                            <span class="pts">{points}</span>
                            {(pen > 0)
                                .then(|| {
                                    view! {
                                        <span class="pen" title=move || lang.get().penalty_beside(pen)>
                                            <span aria-hidden="true">"−" {pen}</span>
                                            <span class="sr-only">{move || lang.get().penalty_beside(pen)}</span>
                                        </span>
                                    }
                                })}
                        }
                            .into_any()
                    }
                    (None, Some(pv)) => view! {
                        <span class="preview" title=move || lang.get().field_button(pv.field, pv.points, pv.penalty)>
                            {pv.points}
                            {(pv.penalty > 0).then(|| view! { <span class="pen">"−" {pv.penalty}</span> })}
                        </span>
                    }
                        .into_any(),
                    (None, None) => ().into_any(),
                }}
            </td>
        }
    };
    let row = move |b: BoxId| {
        view! {
            <tr class="box-row" data-box=b.id()>
                <th scope="row" class="box-label">
                    <span class="box-name">
                        {b.upper_face()
                            .map(|f| view! { <span class=format!("mini-card v{f}") aria-hidden="true">{f}</span> })}
                        {move || lang.get().box_label(b)}
                    </span>
                    <span class="box-hint">{move || lang.get().card_field_hint(b)}</span>
                </th>
                {(0..n).map(|p| cell(p, b)).collect_view()}
            </tr>
        }
    };
    let per_player = move |f: fn(&crate::engine::cards::CardsGame, usize) -> String,
                           class: &'static str| {
        (0..n)
            .map(move |p| {
                let cls = col_classes(p);
                view! { <td class=move || format!("{} {class}", cls())>{move || g.with(|g| f(g, p))}</td> }
            })
            .collect_view()
    };
    let bonus_pct = |sum: i32| (sum * 100 / UPPER_BONUS_AT).clamp(0, 100);

    view! {
        <table class="sheet card-sheet" class:switchable={ n > PHONE_COLUMNS } style=format!("--players: {n}")>
            <caption class="sr-only">{move || lang.get().scoresheet()}</caption>
            <thead>
                <tr>
                    <th scope="col" class="corner">
                        <span class="sr-only">{move || lang.get().players()}</span>
                    </th>
                    {(0..n)
                        .map(|p| {
                            view! {
                                <PlayerHead name=ctx.players.name(p) bot=ctx.players.is_bot(p) class=Signal::derive(col_classes(p))/>
                            }
                        })
                        .collect_view()}
                </tr>
            </thead>
            <tbody class="upper">
                <tr class="section-row">
                    <th scope="rowgroup">{move || lang.get().upper_section()}</th>
                    {blank_cells()}
                </tr>
                {UPPER_BOXES.into_iter().map(row).collect_view()}
                <tr class="sum-row">
                    <th scope="row">{move || lang.get().upper_sum()}</th>
                    {(0..n)
                        .map(|p| {
                            let cls = col_classes(p);
                            let sum = move || g.with(|g| g.upper_sum(p));
                            let settled = move || g.with(|g| g.upper_malus(p) < 0);
                            view! {
                                <td class=move || format!("{} upper-sum", cls())>
                                    <span
                                        class="progress-text"
                                        class:reached=move || { sum() >= UPPER_BONUS_AT }
                                        class:malus=settled
                                        aria-label=move || lang.get().upper_progress_cards(sum())
                                    >
                                        {sum} " / " {UPPER_BONUS_AT}
                                    </span>
                                    <span class="progress malus-mark" aria-hidden="true">
                                        <span style=move || format!("width: {}%", bonus_pct(sum()))></span>
                                        <i style=format!("left: {}%", bonus_pct(UPPER_MALUS_BELOW))></i>
                                    </span>
                                </td>
                            }
                        })
                        .collect_view()}
                </tr>
                <tr class="bonus-row">
                    <th scope="row">{move || lang.get().bonus_malus()}</th>
                    {per_player(
                        |g, p| {
                            let upper_done = g.sheet(p).open_in(&UPPER_BOXES).next().is_none();
                            match g.upper_bonus(p) + g.upper_malus(p) {
                                0 if upper_done || g.is_over() => "0".into(),
                                0 => String::new(),
                                x if x > 0 => format!("+{x}"),
                                x => format!("−{}", -x),
                            }
                        },
                        "bonus",
                    )}
                </tr>
            </tbody>
            <tbody class="lower">
                <tr class="section-row">
                    <th scope="rowgroup">{move || lang.get().lower_section()}</th>
                    {blank_cells()}
                </tr>
                {CARD_FIELDS.into_iter().filter(|b| !b.is_upper()).map(row).collect_view()}
                <tr class="bonus-row announce-row">
                    <th scope="row">{move || lang.get().announcement_row()}</th>
                    {(0..n)
                        .map(|p| {
                            let cls = col_classes(p);
                            let missed = move || g.with(|g| g.announcement_penalty(p));
                            let announced = move || g.with(|g| g.announced(p));
                            view! {
                                <td class=move || format!("{} announce", cls())>
                                    {move || {
                                        if missed() > 0 {
                                            view! { <span class="pen">"−" {missed()}</span> }.into_any()
                                        } else if announced() {
                                            view! {
                                                <span class="tick" title=move || lang.get().announced_mark()>
                                                    <span aria-hidden="true">"✓"</span>
                                                    <span class="sr-only">{move || lang.get().announced_mark()}</span>
                                                </span>
                                            }
                                                .into_any()
                                        } else {
                                            ().into_any()
                                        }
                                    }}
                                </td>
                            }
                        })
                        .collect_view()}
                </tr>
                <tr class="bonus-row penalty-row">
                    <th scope="row">{move || lang.get().penalties_row()}</th>
                    {per_player(
                        |g, p| match g.penalty_total(p) {
                            0 => String::new(),
                            x => format!("−{x}"),
                        },
                        "penalties",
                    )}
                </tr>
            </tbody>
            <tfoot>
                <TotalRow
                    players=n
                    class_of=Callback::new(move |p| col_classes(p)())
                    total_of=Callback::new(move |p| g.with(|g| g.total(p)))
                />
            </tfoot>
        </table>
    }
}
