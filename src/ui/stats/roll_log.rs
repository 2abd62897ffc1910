//! The roll log: every roll of every player in order (dice, what was kept, what was
//! scored), read from the action log by replaying it, so nothing extra is saved. In
//! Karten-Kniffel only what the table saw: played cards and how many were exchanged,
//! never a hand.

use crate::engine::Game;
use crate::ui::i18n::spaced;
use crate::ui::i18n::Lang;
use crate::ui::shared::play_log::{entries, LogEntry};
use crate::ui::shared::screen_game::ScreenGame;
use crate::ui::state::use_lang;
use leptos::prelude::*;

/// The log's lines for `game`, oldest first.
pub fn lines(game: &Game, lang: Lang) -> Vec<String> {
    let name = |p: usize| game.setup().player_name(p);
    entries(game)
        .into_iter()
        .filter_map(|(_, entry)| match entry {
            LogEntry::Rolled {
                player,
                roll,
                dice,
                kept,
            } => Some(lang.log_roll(name(player), roll, &spaced(&dice), &spaced(&kept))),
            LogEntry::Scored {
                player,
                box_id,
                points,
            } => Some(lang.log_scored(name(player), lang.box_label(box_id), points)),
            LogEntry::ChipTaken { player, kind, .. } => {
                Some(lang.log_scored(name(player), lang.chip_label(kind), kind.value()))
            }
            LogEntry::NoChip { player } => Some(lang.log_no_chip(name(player))),
            LogEntry::Exchanged { player, drawn } => Some(lang.log_exchanged(name(player), drawn)),
            LogEntry::Played {
                player,
                field,
                cards,
                points,
            } => {
                let what = format!("{} [{}]", lang.box_label(field), spaced(&cards));
                Some(lang.log_scored(name(player), &what, points))
            }
            // Told on the table itself; the log keeps to rolls and scores.
            LogEntry::SetAside { .. } | LogEntry::ExtraTurn { .. } => None,
        })
        .collect()
}

/// The roll log of the running game, folded away until opened.
#[component]
pub fn RollLog() -> impl IntoView {
    let lang = use_lang();
    let open = RwSignal::new(false);
    let game = ScreenGame::of_screen();
    view! {
        <details class="roll-log card" on:toggle=move |_| open.update(|o| *o = !*o)>
            // Karten-Kniffel has no rolls: its log is named for what it shows.
            <summary>
                {move || {
                    if game.with(|g| g.as_ref().is_some_and(|g| !g.kind().has_dice())) {
                        lang.get().cards_log()
                    } else {
                        lang.get().roll_log()
                    }
                }}
            </summary>
            {move || open.get().then(|| {
                let l = lang.get();
                let lines = game.with(|g| g.as_ref().map(|g| lines(g, l)).unwrap_or_default());
                view! { <LogList lines/> }
            })}
        </details>
    }
}

/// A list of log lines, newest last; a note when there are none.
#[component]
pub fn LogList(
    /// The lines, oldest first, each already in the app's language.
    lines: Vec<String>,
) -> impl IntoView {
    let lang = use_lang();
    if lines.is_empty() {
        return view! { <p class="hint">{move || lang.get().log_empty()}</p> }.into_any();
    }
    view! {
        <ol class="roll-log-list">
            {lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
        </ol>
    }
    .into_any()
}
