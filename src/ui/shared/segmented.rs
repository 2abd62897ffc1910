//! A row of mutually exclusive buttons (aria-pressed), e.g. Human | Computer.

use crate::ui::i18n::Lang;
use crate::ui::state::use_lang;
use leptos::prelude::*;

/// An option's words in the current language.
pub type Words = fn(Lang) -> &'static str;

/// A row of buttons of which one is pressed: the option `value` holds.
#[component]
pub fn Segmented<T, W>(
    /// Each option's value and its words in the current language (`Words`, or a closure
    /// when the words depend on the option), in the order shown.
    options: Vec<(T, W)>,
    /// The option pressed now.
    #[prop(into)]
    value: Signal<T>,
    /// Called with an option's value when it is pressed.
    on_pick: Callback<T>,
    /// The group's accessible name.
    #[prop(into)]
    label: Signal<String>,
    /// Stretch over the whole width.
    #[prop(optional)]
    wide: bool,
) -> impl IntoView
where
    T: Copy + PartialEq + Send + Sync + 'static,
    W: Fn(Lang) -> &'static str + Copy + Send + Sync + 'static,
{
    let lang = use_lang();
    view! {
        <div class="segmented" class:wide=wide role="group" aria-label=move || label.get()>
            {options
                .into_iter()
                .map(|(choice, words)| {
                    view! {
                        <button
                            type="button"
                            aria-pressed=move || (value.get() == choice).to_string()
                            on:click=move |_| on_pick.run(choice)
                        >
                            {move || words(lang.get())}
                        </button>
                    }
                })
                .collect_view()}
        </div>
    }
}
