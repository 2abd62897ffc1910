//! The computer players' turns, as a context: the brain is asked whenever a computer is
//! to move and its move is played after a short pause (none while skipping ahead); with
//! real dice the computer waits for people to throw for it.

use crate::brain::{Answer, BotMove};
use crate::session::bots::Pace;
use crate::session::{AskedAt, Session};
use crate::store::settings::Settings;
use crate::ui::state::actions::Actions;
use crate::ui::state::clock::now_ms;
use crate::ui::state::screen::Screen;
use leptos::prelude::*;
use std::time::Duration;

/// The computer players' pace and what they wait for (a context: `use_bots`).
#[derive(Clone, Copy)]
pub struct Bots {
    /// The actions their moves go through.
    actions: Actions,
    /// The screen shown (they move only during play).
    screen: RwSignal<Screen>,
    /// The settings (fast computer players).
    settings: RwSignal<Settings>,
    /// A person asked to skip the computers' moves: they follow without pauses until a
    /// person is to move again.
    pub skipping: RwSignal<bool>,
    /// Real dice: the computer on turn waits for people to throw for it, at this point
    /// of the game (the brain said so).
    awaiting_throw: RwSignal<Option<AskedAt>>,
}

impl Bots {
    /// The computer players of `actions`' game.
    pub fn new(actions: Actions, screen: RwSignal<Screen>, settings: RwSignal<Settings>) -> Bots {
        Bots {
            actions,
            screen,
            settings,
            skipping: RwSignal::new(false),
            awaiting_throw: RwSignal::new(None),
        }
    }

    /// Real dice: whether the computer on turn waits for people to throw for it (its
    /// holds and chip are set). Follows the game.
    pub fn bot_awaits_throw(self) -> Signal<bool> {
        Memo::new(move |_| {
            let waits = self.awaiting_throw.get();
            waits.is_some() && self.actions.session_of_game(Session::asked_at) == waits
        })
        .into()
    }

    /// Plays computer players: whenever the game changes and a bot is to move, the brain
    /// is asked at once and its move follows after a short, visible pause (none while
    /// skipping ahead), or when it comes, if thinking took longer.
    pub fn drive_bots(self) {
        super::warm::warm_tables(self.actions, self.screen);
        Effect::new(move |_| {
            let version = self.actions.on_screen.version.get();
            if self.screen.get() != Screen::Play {
                return;
            }
            let pace = if self.skipping.get() {
                Pace::Skip
            } else if self.settings.with_untracked(|s| s.fast_bots) {
                Pace::Fast
            } else {
                Pace::Normal
            };
            let Some(pause) = self.actions.session_of_game(|s| s.bot_pause(pace)) else {
                // A person is to move (or the game is over): skipping ends here.
                if self.skipping.get_untracked() {
                    self.skipping.set(false);
                }
                return;
            };
            let Some((at, question)) = self.actions.session_untracked(Session::bot_question) else {
                return;
            };
            let asked = now_ms();
            self.actions.brain.ask(question, move |answer| {
                let Answer::Move(decision) = answer else {
                    return;
                };
                let left = f64::from(pause) - (now_ms() - asked);
                let wait = Duration::from_millis(left.max(0.0) as u64);
                set_timeout(move || self.bot_answer(version, at, decision), wait);
            });
        });
    }

    /// The computer on turn waits for the brain to solve a table (a strong classic
    /// player before the first solve): the screens show the progress instead.
    pub fn bot_awaits_table(&self) -> bool {
        self.actions.brain.progress.get().is_some()
    }

    /// Plays the computer's move the brain `decided` for the game as it stood at
    /// version `planned_at`, unless the game changed meanwhile or left the screen.
    fn bot_answer(&self, planned_at: u64, at: AskedAt, decided: BotMove) {
        if self.actions.on_screen.version.get_untracked() != planned_at
            || self.screen.get_untracked() != Screen::Play
        {
            return;
        }
        self.awaiting_throw.set(decided.awaits_throw.then_some(at));
        let actions = self.actions;
        actions.tell(actions.change(|s, saver| s.bot_answer(at, decided, saver)));
    }
}
