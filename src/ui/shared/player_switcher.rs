//! On a phone with more players than columns fit: tabs to choose whose sheet column is
//! shown. It follows the player whose turn it is.

use crate::ui::shared::seats::seat_class;
use crate::ui::shared::shown::shown;
use crate::ui::sheet::ctx::SheetCtx;
use crate::ui::sheet::scoresheet::PHONE_COLUMNS;
use crate::ui::state::use_lang;
use leptos::prelude::*;

/// What the tabs show. The scoresheet games build it from their `SheetCtx`; other game
/// screens pass their own.
#[derive(Clone, Copy)]
pub struct SwitcherModel {
    /// The players' names, in seat order.
    pub names: StoredValue<Vec<String>>,
    /// The player on turn; None once the game is over.
    pub current: Signal<Option<usize>>,
    /// Each player's total so far, in seat order.
    pub totals: Signal<Vec<i32>>,
    /// Whose column is shown.
    pub viewed: RwSignal<usize>,
}

impl SwitcherModel {
    fn of_sheet_game(ctx: SheetCtx) -> SwitcherModel {
        let sg = ctx.sg;
        SwitcherModel {
            names: StoredValue::new(
                (0..ctx.players.count())
                    .map(|p| ctx.players.name(p))
                    .collect(),
            ),
            current: Signal::derive(move || {
                sg.with(|s| (!s.is_over()).then_some(s.current_player()))
            }),
            totals: Signal::derive(move || sg.with(|s| s.totals())),
            viewed: ctx.viewed,
        }
    }
}

/// How many chips a row holds: all in one up to four, else two rows as even as can be
/// (eight players: four and four), so each name keeps room to be read on a phone.
fn columns(players: usize) -> usize {
    if players <= 4 {
        players
    } else {
        players.div_ceil(2)
    }
}

/// The tabs above a phone's scoresheet that choose whose column is shown.
#[component]
pub fn PlayerSwitcher(
    /// Defaults to the scoresheet game in context.
    #[prop(optional)]
    model: Option<SwitcherModel>,
) -> impl IntoView {
    let lang = use_lang();
    let m = model.unwrap_or_else(|| SwitcherModel::of_sheet_game(expect_context::<SheetCtx>()));
    let n = m.names.with_value(Vec::len);
    (n > PHONE_COLUMNS).then(|| {
        view! {
            <div
                class="switcher"
                role="group"
                aria-label=move || lang.get().show_column_of()
                style=format!("--cols: {}", columns(n))
            >
                {(0..n)
                    .map(|p| {
                        let name = m.names.with_value(|ns| ns[p].clone());
                        let current = move || m.current.get() == Some(p);
                        view! {
                            <button
                                type="button"
                                class=format!("switch-tab {}", seat_class(p))
                                class:current=current
                                aria-pressed=move || (m.viewed.get() == p).to_string()
                                on:click=move |_| m.viewed.set(p)
                            >
                                // The whole name, clipped on screen only.
                                <span class="st-name" title=name.clone()>{name.clone()}</span>
                                <span class="st-total">
                                    <span class="seat-dot" aria-hidden="true"></span>
                                    {move || m.totals.with(|t| t.get(p).copied().unwrap_or(0))}
                                </span>
                                {shown(
                                    current,
                                    move || view! {
                                        <span class="sr-only">{move || format!(" ({})", lang.get().now_playing())}</span>
                                    }
                                    .into_any(),
                                )}
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
        }
    })
}

#[cfg(test)]
mod tests {
    use super::columns;

    #[test]
    fn at_most_four_chips_a_row() {
        assert_eq!(columns(3), 3);
        assert_eq!(columns(4), 4);
        assert_eq!(columns(5), 3);
        assert_eq!(columns(8), 4);
    }
}
