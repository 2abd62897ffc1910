//! Which game the daily challenge is played in: the row of games the daily screen
//! offers (`engine::DAILY_GAMES`, each with its own dice, result, best and streak), and
//! the one it opens on: the game of the player's latest challenge, else the game of the
//! language's own table (Yatzy in the Nordic languages, Generala in Spanish, Kniffel
//! otherwise).

use crate::engine::{GameKind, DAILY_GAMES};
use crate::stats::history::History;
use crate::ui::i18n::Lang;
use crate::ui::shared::segmented::{Segmented, Words};
use crate::ui::state::use_lang;
use leptos::prelude::*;

/// The game the daily screen opens on for `player`.
pub fn first_game(history: &History, player: &str, lang: Lang) -> GameKind {
    history
        .last_daily_game(player)
        .filter(|g| DAILY_GAMES.contains(g))
        .unwrap_or(match lang.code() {
            "sv" | "da" | "nb" | "fi" => GameKind::Yatzy,
            "es" => GameKind::Generala,
            _ => GameKind::Classic,
        })
}

/// A daily game's name on its button (a plain function, as the row takes them).
fn words(game: GameKind) -> Words {
    match game {
        GameKind::Yatzy => |l| l.game_name(GameKind::Yatzy),
        GameKind::MaxiYatzy => |l| l.game_name(GameKind::MaxiYatzy),
        GameKind::Generala => |l| l.game_name(GameKind::Generala),
        _ => |l| l.game_name(GameKind::Classic),
    }
}

/// The row of daily games; `game` holds the one picked.
#[component]
pub fn DailyGamePicker(
    /// The game picked.
    game: RwSignal<GameKind>,
) -> impl IntoView {
    let lang = use_lang();
    let options: Vec<(GameKind, Words)> = DAILY_GAMES.iter().map(|&g| (g, words(g))).collect();
    view! {
        <div class="daily-game">
            <span class="field-title" aria-hidden="true">{move || lang.get().daily_pick_game()}</span>
            <Segmented
                options
                value=game
                on_pick=Callback::new(move |g| game.set(g))
                label=Signal::derive(move || lang.get().daily_pick_game().to_string())
                wide=true
            />
        </div>
    }
}
