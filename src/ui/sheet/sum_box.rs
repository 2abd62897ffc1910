//! Kids' mode's box button: an open box of a player who counts for themselves, offered
//! without its points; choosing it asks its sum (`SumCheck`).

use crate::engine::BoxId;
use crate::ui::sheet::sum_ctx::SumCtx;
use crate::ui::state::use_lang;
use leptos::prelude::*;

/// The button of an open box, without its points.
#[component]
pub fn SumBoxButton(
    /// The box.
    box_id: BoxId,
    /// Kids' mode's state.
    kids: SumCtx,
) -> impl IntoView {
    let lang = use_lang();
    let chosen = move || kids.chosen() == Some(box_id);
    view! {
        <button
            type="button"
            class="box-btn sum-box"
            data-nav="box"
            class:chosen=chosen
            aria-pressed=move || chosen().to_string()
            aria-label=move || lang.get().box_label(box_id)
            on:click=move |_| kids.choose(box_id)
        >
            "?"
        </button>
    }
}
