//! Kniffel Dice Duel: the chip tray, the set-aside chips, the piles and the result.

pub mod chip;
pub mod chip_pile;
pub mod chip_tray;
pub mod controls;
pub mod ctx;
pub mod result;
pub mod screen;
pub mod set_aside;
