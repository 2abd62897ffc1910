//! The dice parts every dice game shares: a die, the tray, the Roll button, real-dice entry and the turn line.

pub mod dice_tray;
pub mod die;
pub mod manual_entry;
pub mod roll_button;
pub mod turn_status;
pub mod turn_view;
