//! What every dice player shares: the step from the dice it wants to keep to the next
//! Hold or Roll (`keep`). The exact search within one turn over the 462 multisets of at
//! most five six-sided dice is the solver crate's (`kniffel_solver::multisets`, `turn`).

pub mod by_advice;
pub mod keep;
