//! On a phone with more players than columns fit: tabs to choose whose sheet column is
//! shown. It follows the player whose turn it is.

use super::scoresheet::PHONE_COLUMNS;
use super::sheet_game_screen::SheetCtx;
use super::state::AppState;
use leptos::prelude::*;

#[component]
pub fn PlayerSwitcher() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let ctx = expect_context::<SheetCtx>();
    let sg = ctx.sg;
    let n = ctx.count();
    (n > PHONE_COLUMNS).then(|| {
        view! {
            <div class="switcher" role="group" aria-label=move || lang.get().show_column_of()>
                {(0..n)
                    .map(|p| {
                        let name = ctx.name(p);
                        view! {
                            <button
                                type="button"
                                class="switch-tab"
                                class:current=move || sg.with(|s| s.current == p && !s.over)
                                aria-pressed=move || (ctx.viewed.get() == p).to_string()
                                on:click=move |_| ctx.viewed.set(p)
                            >
                                <span class="st-name" title=name.clone()>{name.clone()}</span>
                                <span class="st-total">{move || sg.with(|s| s.total(p))}</span>
                                <Show when=move || sg.with(|s| s.current == p && !s.over)>
                                    <span class="sr-only">{move || format!(" ({})", lang.get().now_playing())}</span>
                                </Show>
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
        }
    })
}
