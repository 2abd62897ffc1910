//! The house rule "Box order" of the sheet games (free by default): the clubs' forced
//! formats, one radio button each. Yatzy's older forced-order switch is the same rule
//! as "top down", so the form shows only this choice.

use crate::engine::BoxOrder;
use crate::ui::i18n::Lang;
use crate::ui::pages::new_game::form::{has_box_order, NewGameForm};
use crate::ui::shared::shown::shown;
use leptos::prelude::*;

/// The words of `order` in the form.
fn label(l: Lang, order: BoxOrder) -> &'static str {
    match order {
        BoxOrder::Free => l.box_order_free(),
        BoxOrder::TopDown => l.box_order_top_down(),
        BoxOrder::BottomUp => l.box_order_bottom_up(),
        BoxOrder::UpperFirst => l.box_order_upper_first(),
        BoxOrder::LowerFirst => l.box_order_lower_first(),
    }
}

/// The "Box order" choice, shown for the sheet games.
#[component]
pub fn BoxOrderChoice(
    /// The new-game form: the game kind and the order chosen.
    form: NewGameForm,
) -> impl IntoView {
    let NewGameForm {
        lang,
        kind,
        box_order,
        ..
    } = form;
    let choices = move || {
        BoxOrder::ALL
            .into_iter()
            .map(|order| {
                view! {
                    <label class="choice">
                        <input
                            type="radio"
                            name="box-order"
                            prop:checked=move || box_order.get() == order
                            on:change=move |_| box_order.set(order)
                        />
                        <span>
                            {move || label(lang.get(), order)}
                            {move || {
                                (order == BoxOrder::Free)
                                    .then(|| {
                                        view! {
                                            " " <em class="default-mark">
                                                {lang.get().default_marker()}
                                            </em>
                                        }
                                    })
                            }}
                        </span>
                    </label>
                }
            })
            .collect_view()
    };
    view! {
        {shown(
            move || has_box_order(kind.get()),
            move || view! {
                <fieldset class="house-rules box-order">
                    <legend>{move || lang.get().box_order()}</legend>
                    {choices}
                </fieldset>
            }
            .into_any(),
        )}
    }
}
