//! Kids' mode's panel under the dice: the sum asked ("Your points for Fours"), its
//! textbox and "Check" (Enter checks), and what was said (praise, the hint, the answer)
//! in a live region of its own, so a screen reader reads it out. The focus goes to the
//! textbox when a sum is asked.

use crate::session::sums::Asked;
use crate::ui::i18n::Lang;
use crate::ui::sheet::sum_ctx::{Said, SumCtx};
use crate::ui::sheet::sum_words::{answer, field_name, hint};
use crate::ui::state::use_lang;
use leptos::html::Input;
use leptos::prelude::*;

/// The words of what was said.
fn said_text(l: Lang, said: &Said) -> String {
    match said {
        Said::Right(points) => l.sum_right(*points),
        Said::Hint(how) => hint(l, how),
        Said::Answer(q) => answer(l, q),
    }
}

/// The sum panel (nothing while no player counts for themselves).
#[component]
pub fn SumCheck() -> impl IntoView {
    let lang = use_lang();
    let Some(kids) = use_context::<SumCtx>().filter(SumCtx::anyone_counts) else {
        return ().into_any();
    };
    let input = NodeRef::<Input>::new();
    let typed = RwSignal::new(String::new());
    let asked = Memo::new(move |_| {
        kids.asking
            .with(|a| a.as_ref().map(|(p, t)| (*p, t.question.asked)))
    });
    // A new question: an empty textbox, and the focus in it.
    Effect::new(move |_| {
        if asked.get().is_some() {
            typed.set(String::new());
            if let Some(el) = input.get() {
                let _ = el.focus();
            }
        }
    });
    // Wrong once: the textbox is emptied for the second try, the focus stays.
    let check = move || {
        kids.check(&typed.get_untracked());
        if kids.asking.with_untracked(Option::is_some) {
            typed.set(String::new());
        }
    };
    let upper_note = move || {
        asked.get().and_then(|(p, a)| {
            (!matches!(a, Asked::Box(_))).then(|| {
                let name = kids.player_name(p);
                lang.get().sum_upper_full(&name)
            })
        })
    };
    let said = move || {
        kids.said
            .with(|s| s.as_ref().map(|s| said_text(lang.get(), s)))
    };
    let wrong = move || {
        kids.said
            .with(|s| matches!(s, Some(Said::Hint(_) | Said::Answer(_))))
    };

    view! {
        <div class="sum-check" class:asking=move || asked.get().is_some()>
            {move || upper_note().map(|t| view! { <p class="sum-upper-note">{t}</p> })}
            {move || asked.get().map(|(_, a)| {
                let name = move || field_name(lang.get(), a);
                view! {
                    <form class="sum-form" on:submit=move |ev| { ev.prevent_default(); check(); }>
                        <label class="sum-label">
                            <span>{name}</span>
                            <input
                                node_ref=input
                                class="sum-input"
                                type="text"
                                inputmode="numeric"
                                autocomplete="off"
                                enterkeyhint="done"
                                aria-label=name
                                prop:value=move || typed.get()
                                on:input=move |ev| typed.set(event_target_value(&ev))
                            />
                        </label>
                        <button type="submit" class="btn primary sum-btn">{move || lang.get().sum_check()}</button>
                    </form>
                }
            })}
            <p class="sum-said" class:wrong=wrong role="status" aria-live="polite" aria-atomic="true">
                {said}
            </p>
        </div>
    }
    .into_any()
}
