//! Who is likely to win, on screen: the "Win chance" button of a running Kniffel or
//! Kniffel Extreme game (`button`), and the chart of the chances round by round with the
//! turning point on the end screen (`chart`). The brain works the chances out in its
//! worker (`ai::winchance`); nothing is shown before a person asks, so nobody's game is
//! spoiled.

pub mod button;
pub mod chart;
pub mod offered;
pub mod wait;
