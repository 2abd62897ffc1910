//! The app's one polite live region: after every roll, computer move and score the
//! screen reader hears what happened, once, in the app's language ("Ada rolled 3 3 5 6 6,
//! holding 6 6", "Bob took Full House for 25"). It reads the game's action log, not the
//! screen, so a re-render, a screen change or a language switch repeats nothing; several
//! moves at once (the computer skipping ahead) are read as one message.

use crate::engine::game::Game;
use crate::ui::i18n::spaced;
use crate::ui::i18n::Lang;
use crate::ui::shared::play_log::{entries, Entry};
use crate::ui::state::AppState;
use leptos::prelude::*;

/// What the screen reader hears of one entry.
fn said(entry: &Entry, lang: Lang, game: &Game) -> String {
    let name = |p: usize| game.setup().player_name(p);
    match entry {
        Entry::Rolled {
            player, dice, kept, ..
        } => lang.said_rolled(name(*player), &spaced(dice), &spaced(kept)),
        Entry::Scored {
            player,
            box_id,
            points,
        } => lang.said_box(name(*player), *box_id, *points),
        Entry::ChipTaken {
            player,
            kind,
            from_set_aside,
        } => lang.said_chip(name(*player), *kind, *from_set_aside),
        Entry::NoChip { player } => lang.said_no_chip(name(*player)),
        Entry::SetAside { kind, solo } => lang.duel_set_aside_news(*kind, *solo),
        Entry::ExtraTurn { player } => lang.duel_extra_turn(name(*player)),
        Entry::Exchanged { player, drawn } => lang.said_exchanged(name(*player), *drawn),
        Entry::Played {
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

#[component]
pub fn Announcer() -> impl IntoView {
    let state = expect_context::<AppState>();
    let message = RwSignal::new(String::new());
    // The game (by its seed) and how many of its actions were read out already.
    let heard = StoredValue::new(None::<(u64, usize)>);
    Effect::new(move |_| {
        let lang = state.lang.get_untracked();
        let text = state.game.with(|g| {
            let g = g.as_ref()?;
            let now = (g.setup().seed, g.log().len());
            let before = heard.get_value();
            heard.set_value(Some(now));
            // A new game, a loaded one or an undo: nothing new to tell.
            let from = before.filter(|&(seed, n)| seed == now.0 && n < now.1)?.1;
            let news: Vec<String> = entries(g)
                .iter()
                .filter(|(at, _)| *at >= from)
                .map(|(_, e)| said(e, lang, g))
                .collect();
            (!news.is_empty()).then(|| sentences(news))
        });
        if let Some(text) = text {
            message.set(text);
        }
    });
    view! {
        <div class="sr-only" role="status" aria-live="polite" aria-atomic="true" data-announcer>
            {message}
        </div>
    }
}
