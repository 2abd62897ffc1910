//! The Karten-Kniffel block, in the look of the other games' scoresheet: one column per
//! player, penalties written beside the field they were earned at, the upper total with
//! its way to the bonus (+35 at 63) and away from the malus (−20 under 43), the
//! announcement, the penalty points and the total. In the column of the player on
//! turn, the fields the selected cards would fill show their points in pencil.

use crate::engine::{
    BoxId, CardsGame, Event, CARD_FIELDS, UPPER_BONUS_AT, UPPER_BOXES, UPPER_MALUS_BELOW,
};
use crate::ui::cards::ctx::CardsCtx;
use crate::ui::i18n::Lang;
use crate::ui::sheet::scoresheet::{column_class, PlayerHead, TotalRow, PHONE_COLUMNS};
use crate::ui::state::{AppState, News};
use leptos::prelude::*;

/// What every row of the sheet needs while it is drawn: the game, the words, and which
/// column is whose turn and which a phone shows.
#[derive(Clone, Copy)]
struct Drawn {
    g: Memo<CardsGame>,
    l: Lang,
    n: usize,
    current: Option<usize>,
    viewed: usize,
}

impl Drawn {
    /// The class of player `p`'s column.
    fn col(&self, p: usize) -> String {
        column_class(p, self.current, self.viewed)
    }

    /// One empty cell per player.
    fn blank_cells(self) -> impl IntoView {
        (0..self.n)
            .map(move |p| view! { <td class=self.col(p)></td> })
            .collect_view()
    }

    /// One cell per player with `f`'s text.
    fn per_player(self, f: &dyn Fn(&CardsGame, usize) -> String, class: &str) -> impl IntoView {
        (0..self.n)
            .map(|p| {
                view! { <td class=format!("{} {class}", self.col(p))>{self.g.with(|g| f(g, p))}</td> }
            })
            .collect_view()
    }
}

/// Player `p`'s cell of field `b`: its points and the penalty beside them, or in the
/// column on turn what the selected cards would score there, in pencil. `just`: the
/// field just played (it lights up).
fn field_cell(
    d: Drawn,
    ctx: CardsCtx,
    just: Option<(usize, BoxId)>,
    p: usize,
    b: BoxId,
) -> impl IntoView {
    let Drawn { g, l, current, .. } = d;
    let (filled, penalty) = g.with(|g| (g.sheet(p).get(b), g.penalty(p, b)));
    let mut class = d.col(p);
    if filled.is_some() {
        class.push_str(" filled");
    }
    if just == Some((p, b)) {
        class.push_str(" just");
    }
    let content = match filled {
        Some(points) => view! {
            <span class="pts">{points}</span>
            {(penalty > 0)
                .then(|| {
                    view! {
                        <span class="pen" title=l.penalty_beside(penalty)>
                            <span aria-hidden="true">"−" {penalty}</span>
                            <span class="sr-only">{l.penalty_beside(penalty)}</span>
                        </span>
                    }
                })}
        }
        .into_any(),
        // What the selected cards would score here, in pencil.
        None if current == Some(p) => (move || {
            ctx.previews
                .with(|ps| ps.iter().find(|x| x.field == b).copied())
                .map(|pv| {
                    view! {
                        <span class="preview" title=l.field_button(pv.field, pv.points, pv.penalty)>
                            {pv.points}
                            {(pv.penalty > 0).then(|| view! { <span class="pen">"−" {pv.penalty}</span> })}
                        </span>
                    }
                })
        })
        .into_any(),
        None => ().into_any(),
    };
    view! { <td class=class>{content}</td> }
}

/// The row of field `b`: its name (with its card for the upper fields) and each
/// player's cell.
fn field_row(d: Drawn, ctx: CardsCtx, just: Option<(usize, BoxId)>, b: BoxId) -> impl IntoView {
    let l = d.l;
    view! {
        <tr class="box-row" data-box=b.id()>
            <th scope="row" class="box-label">
                <span class="box-name">
                    {b.upper_face()
                        .map(|f| view! { <span class=format!("mini-card v{f}") aria-hidden="true">{f}</span> })}
                    {l.box_label(b)}
                </span>
                <span class="box-hint">{l.card_field_hint(b)}</span>
            </th>
            {(0..d.n).map(|p| field_cell(d, ctx, just, p, b)).collect_view()}
        </tr>
    }
}

/// The upper sum of each player with its way to the bonus and away from the malus.
fn upper_sum_cells(d: Drawn) -> impl IntoView {
    let bonus_pct = |sum: i32| (sum * 100 / UPPER_BONUS_AT).clamp(0, 100);
    (0..d.n)
        .map(|p| {
            let (sum, malus) = d.g.with(|g| (g.upper_sum(p), g.upper_malus(p) < 0));
            let mut text_class = String::from("progress-text");
            if sum >= UPPER_BONUS_AT {
                text_class.push_str(" reached");
            }
            if malus {
                text_class.push_str(" malus");
            }
            view! {
                <td class=format!("{} upper-sum", d.col(p))>
                    <span class=text_class aria-label=d.l.upper_progress_cards(sum)>
                        {sum} " " <span class="progress-of">"/ " {UPPER_BONUS_AT}</span>
                    </span>
                    <span class="progress malus-mark" aria-hidden="true">
                        <span style=format!("width: {}%", bonus_pct(sum))></span>
                        <i style=format!("left: {}%", bonus_pct(UPPER_MALUS_BELOW))></i>
                    </span>
                </td>
            }
        })
        .collect_view()
}

/// Each player's announcement: its penalty if missed, a tick if made.
fn announce_cells(d: Drawn) -> impl IntoView {
    let l = d.l;
    (0..d.n)
        .map(|p| {
            let (missed, announced) = d.g.with(|g| (g.announcement_penalty(p), g.announced(p)));
            let mark = if missed > 0 {
                view! { <span class="pen">"−" {missed}</span> }.into_any()
            } else if announced {
                view! {
                    <span class="tick" title=l.announced_mark()>
                        <span aria-hidden="true">"✓"</span>
                        <span class="sr-only">{l.announced_mark()}</span>
                    </span>
                }
                .into_any()
            } else {
                ().into_any()
            };
            view! { <td class=format!("{} announce", d.col(p))>{mark}</td> }
        })
        .collect_view()
}

/// The Karten-Kniffel block of every player.
#[component]
pub fn CardSheet() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let ctx = expect_context::<CardsCtx>();
    let g = ctx.g;
    let n = ctx.players.count();

    // The sheet is rebuilt after each action (one closure is far less code than one per
    // cell); only the pencilled previews follow the selection in between.
    move || {
        let l = lang.get();
        let viewed = ctx.viewed.get();
        let current = g.with(|g| (!g.is_over()).then(|| g.current_player()));
        let d = Drawn {
            g,
            l,
            n,
            current,
            viewed,
        };
        let col = move |p: usize| d.col(p);
        let just = state.on_screen.news.with(|n| match n {
            Some(News::Events { events, .. }) => events.iter().find_map(|e| match e {
                Event::Played { player, field, .. } => Some((*player, *field)),
                _ => None,
            }),
            _ => None,
        });
        let row = move |b: BoxId| field_row(d, ctx, just, b);
        view! {
            <table class="sheet card-sheet" class:switchable={ n > PHONE_COLUMNS } style=format!("--players: {n}")>
                <caption class="sr-only">{l.scoresheet()}</caption>
                <thead>
                    <tr>
                        <th scope="col" class="corner">
                            <span class="sr-only">{l.players()}</span>
                        </th>
                        {(0..n)
                            .map(|p| view! { <PlayerHead name=ctx.players.name(p) bot=ctx.players.is_bot(p) seat=p class=col(p)/> })
                            .collect_view()}
                    </tr>
                </thead>
                <tbody class="upper">
                    <tr class="section-row">
                        <th scope="rowgroup">{l.upper_section()}</th>
                        {d.blank_cells()}
                    </tr>
                    {UPPER_BOXES.into_iter().map(row).collect_view()}
                    <tr class="sum-row">
                        <th scope="row">{l.upper_sum()}</th>
                        {upper_sum_cells(d)}
                    </tr>
                    <tr class="bonus-row">
                        <th scope="row">{l.bonus_malus()}</th>
                        {d.per_player(
                            &|g, p| {
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
                        <th scope="rowgroup">{l.lower_section()}</th>
                        {d.blank_cells()}
                    </tr>
                    {CARD_FIELDS.into_iter().filter(|b| !b.is_upper()).map(row).collect_view()}
                    <tr class="bonus-row announce-row">
                        <th scope="row">{l.announcement_row()}</th>
                        {announce_cells(d)}
                    </tr>
                    <tr class="bonus-row penalty-row">
                        <th scope="row">{l.penalties_row()}</th>
                        {d.per_player(
                            &|g, p| match g.penalty_total(p) {
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
                        class_of=Callback::new(col)
                        total_of=Callback::new(move |p| g.with(|g| g.total(p)))
                    />
                </tfoot>
            </table>
        }
    }
}
