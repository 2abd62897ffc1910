//! The computer players of Karten-Kniffel. They see their own hand, the open sheets and
//! the piles' sizes, never another hand or the deck's order (`engine::CardsTurnView`).

pub mod greedy;
pub mod lookahead;
