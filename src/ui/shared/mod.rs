//! Small parts every screen family uses: the ranking, player names and badges, tabs and toggles.

pub mod bot_badge;
pub mod bot_turn;
pub mod game_number;
pub mod head_starts;
pub mod landed;
pub mod modal;
pub mod new_moves;
pub mod play_log;
pub mod player_switcher;
pub mod ranking;
pub mod roster;
pub mod screen_game;
pub mod seats;
pub mod segmented;
pub mod shown;
pub mod start_notice;
pub mod tray_panel;
