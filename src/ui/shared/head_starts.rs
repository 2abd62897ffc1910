//! A game's head starts in words (a fair start), for the end screen and the review: who
//! started with how many points, and how the game would have ended without them.

use crate::engine::Game;
use crate::ui::i18n::Lang;
use leptos::prelude::*;

/// "Fair start: Opa +0, Mia +38"; None when nobody had a head start.
pub fn head_start_line(lang: Lang, game: &Game) -> Option<String> {
    let heads = game.head_starts();
    if heads.iter().all(|&h| h == 0) {
        return None;
    }
    let list = game
        .setup()
        .players
        .iter()
        .zip(heads)
        .map(|(p, h)| format!("{} +{h}", p.name))
        .collect::<Vec<_>>()
        .join(", ");
    Some(lang.fair_start_summary(&list))
}

/// "Without head starts: 1. Mia 250, 2. Opa 240"; None when nobody had a head start.
pub fn without_head_starts_line(lang: Lang, game: &Game) -> Option<String> {
    if game.head_starts().iter().all(|&h| h == 0) {
        return None;
    }
    let list = game
        .standings_without_head_starts()
        .iter()
        .map(|s| {
            format!(
                "{}. {} {}",
                s.place,
                game.setup().player_name(s.player),
                s.total
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    Some(lang.review_without_head_starts(&list))
}

/// Both lines under the standings, when someone had a head start.
#[component]
pub fn HeadStartNote(
    /// The finished game.
    game: Game,
    /// The language.
    lang: RwSignal<Lang>,
) -> impl IntoView {
    let game = StoredValue::new(game);
    move || {
        let l = lang.get();
        game.with_value(|g| {
            let (heads, without) = (head_start_line(l, g)?, without_head_starts_line(l, g)?);
            Some(view! {
                <p class="head-start-note">{heads}</p>
                <p class="head-start-note without">{without}</p>
            })
        })
    }
}
