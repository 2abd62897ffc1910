//! Generala's exact computer players and advice: the solitaire game solved exactly per
//! rule variant (`table`, one turn's search in `turn`), the value of every choice
//! (`advice`), and the players (`players`): the expected-score player, and the strong
//! player, which plays every turn for the chance to win against the other sheets.

pub mod advice;
pub mod players;
pub mod table;
pub mod turn;

#[cfg(test)]
mod tests;
