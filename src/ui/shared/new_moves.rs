//! Following the moves as they are made: the game's action log read once per change,
//! so a re-render, a screen change or a language switch repeats nothing. The screen
//! reader (`shell::announcer`) and the table's sounds and buzzes (`ui::feel`) hear the
//! moves this way.

use crate::engine::Game;
use crate::ui::state::OnScreen;
use leptos::prelude::*;

/// Calls `heard` with the game and the index of its first action not heard yet, each
/// time moves are added to the game's log (several at once when the computer skips
/// ahead); a new game, a loaded one or an undo brings nothing new.
pub fn follow_new_moves(on_screen: OnScreen, heard: impl Fn(&Game, usize) + 'static) {
    // The game (by its seed) and how many of its actions were heard already.
    let seen = StoredValue::new(None::<(u64, usize)>);
    Effect::new(move |_| {
        on_screen.game.with(|g| {
            let Some(g) = g.as_ref() else { return };
            let now = (g.setup().seed, g.log().len());
            let before = seen.get_value();
            seen.set_value(Some(now));
            if let Some((_, from)) = before.filter(|&(seed, n)| seed == now.0 && n < now.1) {
                heard(g, from);
            }
        });
    });
}
