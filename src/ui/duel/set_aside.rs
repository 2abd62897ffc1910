//! The chips set aside: out of the tray, only a Kniffel can claim them (then they are
//! buttons). A chip that has just been set aside flies over from its tray compartment,
//! and a notice says why.

use crate::engine::{Action, ChipKind};
use crate::ui::duel::chip::Chip;
use crate::ui::duel::ctx::DuelCtx;
use crate::ui::shared::shown::shown;
use crate::ui::state::{use_actions, use_lang};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

/// The position of an element on the page (offsets added up its offset parents).
/// Whole pixels: formatting floats would pull a float printer into the wasm.
fn page_offset(el: &HtmlElement) -> (i32, i32) {
    let (mut x, mut y) = (0, 0);
    let mut cur = Some(el.clone());
    while let Some(e) = cur {
        x += e.offset_left();
        y += e.offset_top();
        cur = e
            .offset_parent()
            .and_then(|p| p.dyn_into::<HtmlElement>().ok());
    }
    (x, y)
}

fn find(selector: &str) -> Option<HtmlElement> {
    document()
        .query_selector(selector)
        .ok()
        .flatten()?
        .dyn_into::<HtmlElement>()
        .ok()
}

/// How far the set-aside chip of `kind` travels: from its tray compartment to its place
/// here. None when either is not on screen.
fn flight_path(kind: ChipKind) -> Option<(i32, i32)> {
    let from = find(&format!(
        ".tray-slot[data-kind='{}'] .tray-stack",
        kind.id()
    ))?;
    let to = find(&format!(
        ".aside-group[data-kind='{}'] .duel-chip",
        kind.id()
    ))?;
    let (fx, fy) = page_offset(&from);
    let (tx, ty) = page_offset(&to);
    Some((fx - tx, fy - ty))
}

/// The chips set aside, as buttons when a Kniffel may claim them; a chip just set aside
/// flies in from the tray with a notice why.
#[component]
pub fn SetAside() -> impl IntoView {
    let lang = use_lang();
    let actions = use_actions();
    let ctx = expect_context::<DuelCtx>();
    let dg = ctx.dg;
    let empty = move || dg.with(|d| d.set_aside().is_empty());
    let solo = dg.with_untracked(|d| d.is_solo());
    let notice = move || {
        dg.with(|d| d.last_set_aside())
            .map(|k| lang.get().duel_set_aside_news(k, solo))
    };

    // (kind, dx, dy, count) of the chip flying in now.
    let flying = RwSignal::new(None::<(ChipKind, i32, i32, u32)>);
    Effect::new(move |_| {
        let Some((kind, n)) = ctx.flight.get() else {
            return;
        };
        // Measure once the new chip is on the page.
        request_animation_frame(move || {
            let (dx, dy) = flight_path(kind).unwrap_or((0, -80));
            flying.set(Some((kind, dx, dy, n)));
        });
    });

    let group = move |kind: ChipKind| {
        let n = Memo::new(move |_| dg.with(|d| d.set_aside().count(kind)));
        let takeable = Memo::new(move |_| ctx.may_take(kind, true));
        let fly = move || flying.get().filter(|f| f.0 == kind);
        let chips = move || {
            let n = n.get();
            (0..n)
                .map(|i| view! { <Chip kind=kind blank=i + 1 < n/> })
                .collect_view()
        };
        view! {
            {shown(
                move || { n.get() > 0 },
                move || view! {
                    <div
                        class="aside-group"
                        data-kind=kind.id()
                        class:takeable=move || takeable.get()
                        class:arrive-a=move || fly().is_some_and(|f| f.3 % 2 == 1)
                        class:arrive-b=move || fly().is_some_and(|f| f.3 % 2 == 0)
                        // Done flying: a later re-render (e.g. into a Kniffel button) must
                        // not replay it.
                        on:animationend=move |_| flying.set(None)
                        style=move || {
                            fly()
                                .map(|(_, dx, dy, _)| format!("--fly-x: {dx}px; --fly-y: {dy}px"))
                                .unwrap_or_default()
                        }
                    >
                        {move || {
                            if takeable.get() {
                                view! {
                                    <button
                                        type="button"
                                        class="aside-btn"
                                        data-nav="box"
                                        aria-label=move || lang.get().take_set_aside_button(kind)
                                        on:click=move |_| {
                                            actions.act(Action::TakeChip { kind, from_set_aside: true })
                                        }
                                    >
                                        {chips}
                                    </button>
                                }
                                    .into_any()
                            } else {
                                view! {
                                    <span
                                        class="aside-btn"
                                        role="img"
                                        aria-label=move || lang.get().duel_pile_kind(kind, n.get())
                                    >
                                        {chips}
                                    </span>
                                }
                                    .into_any()
                            }
                        }}
                    </div>
                }
                .into_any(),
            )}
        }
    };

    view! {
        <div class="set-aside" class:has-chips=move || !empty()>
            <p class="set-aside-title">{move || lang.get().duel_set_aside_title()}</p>
            <div class="aside-chips">
                {shown(
                    empty,
                    move || view! {
                        <span class="aside-empty">{move || lang.get().duel_set_aside_empty()}</span>
                    }
                    .into_any(),
                )}
                {ChipKind::ALL.into_iter().map(group).collect_view()}
            </div>
            {move || notice().map(|n| view! { <p class="aside-notice" role="status">{n}</p> })}
        </div>
    }
}
