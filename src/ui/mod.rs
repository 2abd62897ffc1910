//! The Leptos components (browser only), one per file. `state` holds the app state and
//! `i18n` every string; `game_screen::GameScreen` routes each game kind to its screen.

pub mod app;
pub mod backup_notice;
pub mod bot_badge;
pub mod card_actions;
pub mod card_announce;
pub mod card_exchange;
pub mod card_hand;
pub mod card_moves;
pub mod card_notices;
pub mod card_score;
pub mod card_sheet;
pub mod card_table;
pub mod cards_screen;
pub mod chip;
pub mod chip_pile;
pub mod chip_rack;
pub mod chip_tray;
pub mod dice_tray;
pub mod die;
pub mod duel_controls;
pub mod duel_result;
pub mod duel_screen;
pub mod game_screen;
// `#[macro_use]`: `de_en!` serves the second `impl Lang` block in `i18n_cards` too.
#[macro_use]
pub mod i18n;
pub mod i18n_cards;
pub mod i18n_duel;
pub mod manual_entry;
pub mod new_game;
pub mod pass_cover;
pub mod player_row;
pub mod player_switcher;
pub mod playing_card;
pub mod ranking;
pub mod roll_button;
pub mod roll_controls;
pub mod roster;
pub mod rules_page;
pub mod score_cell;
pub mod scoresheet;
pub mod segmented;
pub mod set_aside;
pub mod settings_page;
pub mod sheet_game_screen;
pub mod shown;
pub mod start_screen;
pub mod state;
pub mod storage_banner;
pub mod top_bar;
pub mod turn_status;
pub mod turn_view;
pub mod update_banner;

pub fn start() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(app::App);
}
