//! The two scoresheet games, classic Kniffel and Kniffel Extreme.

pub mod chip_rack;
pub mod ctx;
pub mod head_start_row;
pub mod order_hint;
pub mod roll_controls;
pub mod score_cell;
pub mod scoresheet;
pub mod screen;
pub mod sum_box;
pub mod sum_check;
pub mod sum_ctx;
pub mod sum_words;
