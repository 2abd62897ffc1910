//! The house rules under "More options": Kniffel or Yahtzee scoring and the joker for the
//! dice games that score a sheet, announcing yourself for Karten-Kniffel. Each on/off
//! rule is one `RuleCheck`.

use crate::engine::RuleSet;
use crate::ui::i18n::Lang;
use crate::ui::pages::new_game::form::NewGameForm;
use crate::ui::shared::shown::shown;
use leptos::prelude::*;

/// One house rule to switch on or off, with its default marked.
#[component]
fn RuleCheck(
    lang: RwSignal<Lang>,
    on: RwSignal<bool>,
    /// The rule's words.
    label: fn(Lang) -> &'static str,
    /// "default: on" or "default: off".
    default_mark: fn(Lang) -> &'static str,
) -> impl IntoView {
    view! {
        <label class="choice check">
            <input
                type="checkbox"
                prop:checked=move || on.get()
                on:change=move |_| on.update(|o| *o = !*o)
            />
            <span>
                {move || label(lang.get())} " "
                <em class="default-mark">{move || default_mark(lang.get())}</em>
            </span>
        </label>
    }
}

/// Kniffel or Yahtzee scoring, one radio button each.
#[component]
fn RuleSetChoice(form: NewGameForm) -> impl IntoView {
    let NewGameForm { lang, rule_set, .. } = form;
    [RuleSet::Kniffel, RuleSet::Yahtzee]
        .into_iter()
        .map(|rs| {
            view! {
                <label class="choice">
                    <input
                        type="radio"
                        name="ruleset"
                        prop:checked=move || rule_set.get() == rs
                        on:change=move |_| rule_set.set(rs)
                    />
                    <span>
                        {move || match rs {
                            RuleSet::Kniffel => lang.get().rule_set_kniffel(),
                            RuleSet::Yahtzee => lang.get().rule_set_yahtzee(),
                        }}
                        {move || {
                            (rs == RuleSet::default())
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
}

/// The house rules of the chosen game (none for a game without).
#[component]
pub fn HouseRules(
    /// The new-game form: the game kind, and the rules it sets.
    form: NewGameForm,
) -> impl IntoView {
    let NewGameForm { lang, kind, .. } = form;
    view! {
        {shown(
            move || kind.get().has_scoring_rules(),
            move || view! {
                <fieldset class="house-rules">
                    <legend>{move || lang.get().house_rules()}</legend>
                    <p class="field-title">{move || lang.get().rule_set()}</p>
                    <RuleSetChoice form=form/>
                    <RuleCheck lang=lang on=form.joker label=Lang::joker default_mark=Lang::default_on/>
                </fieldset>
            }
            .into_any(),
        )}
        {shown(
            move || kind.get().has_announce_yourself(),
            move || view! {
                <fieldset class="house-rules">
                    <legend>{move || lang.get().house_rules()}</legend>
                    <RuleCheck
                        lang=lang
                        on=form.announce_yourself
                        label=Lang::announce_yourself_option
                        default_mark=Lang::default_off
                    />
                </fieldset>
            }
            .into_any(),
        )}
    }
}
