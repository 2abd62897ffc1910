//! Which screen is shown: a context of its own (`RwSignal<Screen>`), set by the top bar,
//! the buttons that lead elsewhere and the address's hash (`ui::shell::app`).

/// One screen of the app at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The start screen: Continue, New game and the ways elsewhere.
    Start,
    /// The setup of a new game (`ui::pages::new_game`).
    NewGame,
    /// The game under way (`ui::game_screen`).
    Play,
    /// The rules of every game.
    Rules,
    /// The settings and what was kept aside.
    Settings,
    /// Statistics, high scores and the history of finished games.
    Stats,
    /// The daily challenge: today's result, best and streak, and Play (`ui::pages::daily`).
    Daily,
    /// A phone joins a table and plays there (`ui::remote::phone`).
    Join,
    /// The family tournament (`ui::tour`).
    Tournament,
}
