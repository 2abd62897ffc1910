//! The two scoresheet games, classic Kniffel and Kniffel Extreme.

pub mod chip_rack;
pub mod ctx;
pub mod head_start_row;
pub mod roll_controls;
pub mod score_cell;
pub mod scoresheet;
pub mod screen;
