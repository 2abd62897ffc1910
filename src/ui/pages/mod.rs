//! The pages around the games: start, new game, rules, settings, the daily challenge.

pub mod counts_self;
pub mod daily;
pub mod daily_game;
pub mod new_game;
pub mod player_row;
pub mod rules;
pub mod settings;
pub mod start;
