//! Maxi Yatzy's advisor for the app and the CLI. Its exact table (713 MB, minutes of CPU:
//! docs/solver.md) is not for a phone, so the value of a turn-start state is a compact
//! fit of it (`values`: `kniffel_solver::fitted`, shipped as data); each turn is then
//! solved exactly against those values (`turn`: six dice, as many throws as the turn has,
//! saved rolls valued), which gives every keep's and box's value (`advice`) and the
//! strong player (`strong`). The fit's regret against the exact table is measured in
//! docs/solver.md.

pub mod advice;
pub mod strong;
pub mod turn;
pub mod values;
