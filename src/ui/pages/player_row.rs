//! One player on the new-game screen, on one line even on a phone: the name (empty, with
//! the name the seat gets if it stays empty as its placeholder), who plays it (a person
//! here, the computer at a level, or a person on their own phone) and remove.

use crate::engine::{BotKind, MAX_NAME_CHARS};
use crate::ui::i18n::Lang;
use crate::ui::pages::counts_self::CountsSelfSwitch;
use crate::ui::shared::shown::shown;
use crate::ui::state::use_lang;
use leptos::prelude::*;

/// One seat as the new-game screen edits it, before the game starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerDraft {
    /// The row's own number, kept while rows come and go (the list's key, `on_remove`).
    pub id: u32,
    /// The name as typed: empty means the seat's default name (`Lang::seat_defaults`).
    pub name: RwSignal<String>,
    /// Who plays the seat: a person here, the computer, or a person on their own phone.
    pub who: RwSignal<Who>,
    /// The computer's level, kept while the seat is a person's (switching back finds it).
    pub level: RwSignal<BotKind>,
    /// Kids' mode: a person here who types each box's points (`CountsSelfSwitch`).
    pub counts_self: RwSignal<bool>,
}

/// Who plays a seat, as the row offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    /// A person at this device.
    Human,
    /// A computer player, at the draft's `level`.
    Computer,
    /// A person playing from their own phone (`ui::remote`).
    Phone,
}

impl PlayerDraft {
    /// The computer plays the seat.
    pub fn is_bot(&self) -> bool {
        self.who.get() == Who::Computer
    }

    /// The seat as the game's setup names it.
    pub fn bot_kind(&self) -> Option<BotKind> {
        (self.who.get_untracked() == Who::Computer).then(|| self.level.get_untracked())
    }

    /// The seat's computer level, tracked (None for a person).
    pub fn bot_tracked(&self) -> Option<BotKind> {
        (self.who.get() == Who::Computer).then(|| self.level.get())
    }
}

/// The choices of the row's list, with the value each has in the `<select>`.
const CHOICES: [(&str, Who, BotKind); 5] = [
    ("human", Who::Human, BotKind::Normal),
    ("easy", Who::Computer, BotKind::Easy),
    ("normal", Who::Computer, BotKind::Normal),
    ("strong", Who::Computer, BotKind::Strong),
    ("phone", Who::Phone, BotKind::Normal),
];

/// The words of a choice of the list.
fn choice_words(lang: Lang, who: Who, level: BotKind) -> &'static str {
    match (who, level) {
        (Who::Human, _) => lang.human(),
        (Who::Phone, _) => lang.own_phone(),
        (Who::Computer, BotKind::Easy) => lang.seat_computer_easy(),
        (Who::Computer, BotKind::Strong) => lang.seat_computer_strong(),
        (Who::Computer, _) => lang.seat_computer_normal(),
    }
}

/// One seat's line on the new-game screen: its name, who plays it, and remove.
#[component]
pub fn PlayerRow(
    /// The seat the row edits.
    player: PlayerDraft,
    /// The row's place in the list, from 0 (shown from 1).
    #[prop(into)]
    index: Signal<usize>,
    /// The name the seat gets if its field stays empty.
    #[prop(into)]
    default_name: Signal<String>,
    /// Whether the remove button is offered (not below the game's fewest players).
    #[prop(into)]
    removable: Signal<bool>,
    /// Called with the draft's `id` when the row is removed.
    on_remove: Callback<u32>,
) -> impl IntoView {
    let lang = use_lang();
    let input_id = format!("player-name-{}", player.id);
    let number = move || index.get() + 1;
    let shown_name = move || {
        let typed = player.name.get();
        if typed.trim().is_empty() {
            default_name.get()
        } else {
            typed.trim().to_string()
        }
    };
    let value = move || {
        let (who, level) = (player.who.get(), player.level.get());
        CHOICES
            .iter()
            .find(|(_, w, l)| *w == who && (who != Who::Computer || *l == level))
            .map_or("human", |(v, _, _)| *v)
    };
    let pick = move |v: String| {
        if let Some((_, who, level)) = CHOICES.iter().find(|(id, _, _)| *id == v) {
            if *who == Who::Computer {
                player.level.set(*level);
            }
            player.who.set(*who);
        }
    };

    view! {
        <li class="player-row" class:is-bot=move || player.is_bot()>
            <span class="player-num" aria-hidden="true">{number}</span>
            <input
                id=input_id
                class="player-name"
                type="text"
                autocomplete="off"
                maxlength=MAX_NAME_CHARS
                aria-label=move || lang.get().name_of_player(number())
                placeholder=move || default_name.get()
                prop:value=move || player.name.get()
                on:input=move |ev| player.name.set(event_target_value(&ev))
            />
            <select
                class="player-who"
                aria-label=move || lang.get().who_plays(number())
                prop:value=value
                on:change=move |ev| pick(event_target_value(&ev))
            >
                {CHOICES
                    .into_iter()
                    .map(|(v, who, level)| {
                        view! {
                            <option value=v selected=move || value() == v>
                                {move || choice_words(lang.get(), who, level)}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
            {shown(
                move || player.who.get() == Who::Human,
                move || view! { <CountsSelfSwitch on=player.counts_self/> }.into_any(),
            )}
            {shown(
                move || removable.get(),
                move || view! {
                    <button
                        type="button"
                        class="icon-btn remove"
                        aria-label=move || lang.get().remove_player(&shown_name())
                        on:click=move |_| on_remove.run(player.id)
                    >
                        "×"
                    </button>
                }
                .into_any(),
            )}
        </li>
    }
}
