//! One player on the new-game screen: name, human or computer (and its level), remove.

use crate::engine::game::{BotKind, MAX_NAME_CHARS};
use crate::ui::i18n::Lang;
use crate::ui::shared::segmented::Segmented;
use crate::ui::shared::shown::shown;
use crate::ui::state::AppState;
use leptos::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerDraft {
    pub id: u32,
    pub name: RwSignal<String>,
    /// Who plays the seat: a person here, the computer, or a person on their own phone.
    pub who: RwSignal<Who>,
    /// The computer's level, kept while the seat is a person's (switching back finds it).
    pub level: RwSignal<BotKind>,
}

/// Who plays a seat, as the row offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    Human,
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
}

#[component]
pub fn PlayerRow(
    player: PlayerDraft,
    #[prop(into)] index: Signal<usize>,
    #[prop(into)] removable: Signal<bool>,
    on_remove: Callback<u32>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let input_id = format!("player-name-{}", player.id);
    let number = move || index.get() + 1;

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
                prop:value=move || player.name.get()
                on:input=move |ev| player.name.set(event_target_value(&ev))
            />
            <Segmented
                options=vec![
                    (Who::Human, |l: Lang| l.human()),
                    (Who::Computer, |l: Lang| l.computer()),
                    (Who::Phone, |l: Lang| l.own_phone()),
                ]
                value=player.who
                on_pick=Callback::new(move |who| player.who.set(who))
                label=Signal::derive(move || lang.get().who_plays(number()))
            />
            {shown(
                move || player.is_bot(),
                move || view! {
                    <Segmented
                        options=BotKind::LEVELS
                            .map(|b| (b, level_words(b)))
                            .to_vec()
                        value=player.level
                        on_pick=Callback::new(move |b| player.level.set(b))
                        label=Signal::derive(move || lang.get().bot_level_of(number()))
                    />
                }
                .into_any(),
            )}
            {shown(
                move || removable.get(),
                move || view! {
                    <button
                        type="button"
                        class="icon-btn remove"
                        aria-label=move || lang.get().remove_player(&player.name.get())
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

/// The words of a level, as the segmented control wants them.
fn level_words(level: BotKind) -> fn(Lang) -> &'static str {
    match level {
        BotKind::Easy => |l| l.bot_level(BotKind::Easy),
        BotKind::Strong => |l| l.bot_level(BotKind::Strong),
        _ => |l| l.bot_level(BotKind::Normal),
    }
}
