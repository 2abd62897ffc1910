//! One box of one player's sheet: the points written in, or, for the current player's
//! open boxes, a button with the points the dice would score there now.

use crate::engine::{Action, BoxId, Event, SERVED_BONUS};
use crate::ui::hint::advised::Advised;
use crate::ui::sheet::ctx::SheetCtx;
use crate::ui::sheet::sum_box::SumBoxButton;
use crate::ui::sheet::sum_ctx::SumCtx;
use crate::ui::state::{use_actions, use_lang, use_on_screen, News};
use leptos::prelude::*;

/// One box of one player's column: the points written in, or the button that scores
/// the dice there now.
#[component]
pub fn ScoreCell(
    /// The box (row) of the sheet.
    box_id: BoxId,
    /// The player (column) whose box it is.
    player: usize,
    /// The column's classes (current player, shown on a phone).
    #[prop(into)]
    class: Signal<String>,
) -> impl IntoView {
    let lang = use_lang();
    let on_screen = use_on_screen();
    let actions = use_actions();
    let ctx = expect_context::<SheetCtx>();
    let sg = ctx.sg;
    let filled = move || sg.with(|s| s.players()[player].sheet.get(box_id));
    // Points on offer: only in the current player's column, on a human's turn.
    let offered = move || {
        if ctx.human_turn.get() && sg.with(|s| s.current_player() == player) {
            ctx.offer.with(|o| o.points_for(box_id))
        } else {
            None
        }
    };
    // Kids' mode: the player types the points (`SumCheck`).
    let kids = use_context::<SumCtx>().filter(|k| k.counts(player));
    // The open Hint says to take this box (`ui::hint::panel`).
    let advised = use_context::<Advised>();
    let advised = move || advised.is_some_and(|a| a.take.get() == Some(box_id));
    let just = move || {
        on_screen.news.with(|n| match n {
            Some(News::Events { events, .. }) => events.iter().any(|e| {
                matches!(e, Event::Scored { player: p, box_id: b, .. } if *p == player && *b == box_id)
            }),
            _ => false,
        })
    };

    view! {
        // One class string: a dynamic `class` and `class:` directives on the same
        // element would overwrite each other.
        <td class=move || {
            let mut c = class.get();
            match filled() {
                Some(0) => c.push_str(" filled struck"),
                Some(_) => c.push_str(" filled"),
                None => {}
            }
            if just() {
                c.push_str(" just");
            }
            if ctx.locked(player, box_id) {
                c.push_str(" locked");
            }
            c
        }>
            {move || match (filled(), offered()) {
                (Some(points), _) => view! { <span class="pts">{points}</span> }.into_any(),
                (None, Some(_)) if kids.is_some() => kids
                    .map(|kids| view! { <SumBoxButton box_id kids/> }.into_any())
                    .unwrap_or_else(|| ().into_any()),
                (None, Some(points)) => {
                    let points = points as i32;
                    // Generala: the +5 of a first roll, seen and heard.
                    let served = ctx.served_bonus(box_id);
                    let label = move || {
                        let l = lang.get();
                        let name = l.box_button(box_id, points);
                        if served {
                            format!("{name}, {}", l.first_roll_bonus())
                        } else {
                            name
                        }
                    };
                    view! {
                        <button
                            type="button"
                            class="box-btn"
                            data-nav="box"
                            class:zero=points == 0
                            class:advised=advised
                            aria-describedby=move || advised().then_some("hint-box-note")
                            aria-label=label
                            title=move || served.then(|| lang.get().first_roll_bonus())
                            on:click=move |_| actions.act(Action::Score { box_id })
                        >
                            {points}
                            {served.then(|| view! { <span class="served-mark" aria-hidden="true">{format!("+{SERVED_BONUS}")}</span> })}
                        </button>
                    }
                        .into_any()
                }
                (None, None) => ().into_any(),
            }}
        </td>
    }
}
