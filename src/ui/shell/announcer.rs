//! The app's one polite live region: after every roll, computer move and score the
//! screen reader hears what happened, once, in the app's language ("Ada rolled 3 3 5 6 6,
//! holding 6 6", "Bob took Full House for 25"). It reads the game's action log, not the
//! screen (`shared::new_moves`), so a re-render, a screen change or a language switch
//! repeats nothing; several moves at once (the computer skipping ahead) are read as one
//! message. A Generala servida, which ends the game on its roll, is said after it.

use crate::engine::Game;
use crate::ui::i18n::spaced;
use crate::ui::i18n::Lang;
use crate::ui::shared::new_moves::follow_new_moves;
use crate::ui::shared::play_log::{entries, LogEntry};
use crate::ui::state::{use_lang, use_on_screen};
use leptos::prelude::*;

/// What the screen reader hears of one entry.
fn said(entry: &LogEntry, lang: Lang, game: &Game) -> String {
    let name = |p: usize| game.setup().player_name(p);
    match entry {
        LogEntry::Rolled {
            player, dice, kept, ..
        } => lang.said_rolled(name(*player), &spaced(dice), &spaced(kept)),
        LogEntry::Scored {
            player,
            box_id,
            points,
        } => lang.said_box(name(*player), *box_id, *points),
        LogEntry::ChipTaken {
            player,
            kind,
            from_set_aside,
        } => lang.said_chip(name(*player), *kind, *from_set_aside),
        LogEntry::NoChip { player } => lang.said_no_chip(name(*player)),
        LogEntry::SetAside { kind, solo } => lang.duel_set_aside_news(*kind, *solo),
        LogEntry::ExtraTurn { player } => lang.duel_extra_turn(name(*player)),
        LogEntry::Exchanged { player, drawn } => lang.said_exchanged(name(*player), *drawn),
        LogEntry::Played {
            player,
            field,
            cards,
            points,
        } => lang.said_played(name(*player), *field, &spaced(cards), *points),
    }
}

/// Several moves read as one message, each its own sentence; a single move is read as it
/// is ("Ada rolled 3 3 5 6 6, holding 6 6").
fn sentences(mut news: Vec<String>) -> String {
    let last = news.len().saturating_sub(1);
    for line in &mut news[..last] {
        if !line.ends_with(['.', '!', '?']) {
            line.push('.');
        }
    }
    news.join(" ")
}

/// The hidden live region that reads each move to the screen reader, once.
#[component]
pub fn Announcer() -> impl IntoView {
    let lang = use_lang();
    let message = RwSignal::new(String::new());
    follow_new_moves(use_on_screen(), move |g, from| {
        let lang = lang.get_untracked();
        let mut news: Vec<String> = entries(g)
            .iter()
            .filter(|(at, _)| *at >= from)
            .map(|(_, e)| said(e, lang, g))
            .collect();
        // The servida's roll is the game's last move: it is among these news.
        if let Some(p) = g.state().won_outright().filter(|_| !news.is_empty()) {
            news.push(lang.generala_served(g.setup().player_name(p)));
        }
        if !news.is_empty() {
            message.set(sentences(news));
        }
    });
    view! {
        <div class="sr-only" role="status" aria-live="polite" aria-atomic="true" data-announcer>
            {message}
        </div>
    }
}
