//! The exact table a game on the table will want, brought in as its screen opens (a game
//! started or continued): a Yatzy game's table is read from the browser's cache or
//! solved by the brain's workers while the first roll is made, so that the first Hint
//! rarely waits for it. Asked once per game and page (the brain keeps its tables).

use crate::engine::GameId;
use crate::ui::state::actions::Actions;
use crate::ui::state::screen::Screen;
use leptos::prelude::*;

/// Asks the brain to prepare for each game shown on the play screen, once.
pub fn warm_tables(actions: Actions, screen: RwSignal<Screen>) {
    let asked = StoredValue::new(None::<GameId>);
    Effect::new(move |_| {
        if screen.get() != Screen::Play {
            return;
        }
        let id = actions.session_of_game(|s| s.game().map(|g| g.setup().id));
        if id.is_none() || asked.get_value() == id {
            return;
        }
        asked.set_value(id);
        actions.prepare_brain();
    });
}
