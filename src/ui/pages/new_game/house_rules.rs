//! The house rules under "More options": Kniffel or Yahtzee scoring and the joker for the
//! dice games that score a sheet, announcing yourself for Karten-Kniffel, the switches of
//! Yatzy, Maxi Yatzy and Generala, and the sheet games' box order (`box_order`). Each
//! on/off rule is one `RuleCheck`.

use crate::engine::{GameKind, RuleSet};
use crate::ui::i18n::Lang;
use crate::ui::pages::new_game::box_order::BoxOrderChoice;
use crate::ui::pages::new_game::form::{NewGameForm, SwitchSignals};
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

/// One switch: its signal, its words, its default mark.
type Switch = (
    RwSignal<bool>,
    fn(Lang) -> &'static str,
    fn(Lang) -> &'static str,
);

/// The switches of `kind` (none for a game without), in the order the form lists them.
fn switches_of(kind: GameKind, s: SwitchSignals) -> Vec<Switch> {
    let off = Lang::default_off as fn(Lang) -> &'static str;
    let on = Lang::default_on as fn(Lang) -> &'static str;
    match kind {
        GameKind::Yatzy => vec![
            (
                s.five_equal_full_house,
                Lang::rule_five_equal_full_house,
                off,
            ),
            (s.four_equal_two_pairs, Lang::rule_four_equal_two_pairs, off),
        ],
        GameKind::MaxiYatzy => vec![
            (s.small_bonus, Lang::rule_maxi_bonus_50, off),
            (s.saved_rolls, Lang::rule_saved_rolls, on),
        ],
        GameKind::Generala => vec![
            (s.straight_wrap, Lang::rule_straight_wrap, off),
            (s.double_generala, Lang::rule_double_generala, on),
        ],
        _ => Vec::new(),
    }
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
        {shown(
            move || !switches_of(kind.get(), form.switches).is_empty(),
            move || view! {
                <fieldset class="house-rules">
                    <legend>{move || lang.get().house_rules()}</legend>
                    {move || {
                        switches_of(kind.get(), form.switches)
                            .into_iter()
                            .map(|(on, label, default_mark)| {
                                view! { <RuleCheck lang=lang on=on label=label default_mark=default_mark/> }
                            })
                            .collect_view()
                    }}
                </fieldset>
            }
            .into_any(),
        )}
        <BoxOrderChoice form=form/>
    }
}
