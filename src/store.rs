//! Persistence of games in localStorage (browser only).
